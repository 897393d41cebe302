import { ApplicationFailure, Context } from '@temporalio/activity';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getAgent } from '../agents/registry';
import { layout, type Config } from '../common/config';
import type { Logger } from '../common/logger';
import { ERROR_TYPES } from '../common/errors';
import { fromRoot } from '../common/paths';
import type { RunSpec } from '../common/run-spec';
import type { ResolvedRun } from '../common/types';
import { getTask, runProtocol, stepVersion, taskCommand, type TaskEntry } from '../tasks/registry';
import type { Protocol } from '../common/run-spec';
import { startHeartbeats } from './heartbeat';
import { describeFailure, runJob } from '../jobs/run-job';
import { createManifestBuilder } from '../run/repro-manifest';

// prepareResources: resolve the spec's defaults against the task and agent manifests, and make
// sure the base model and the task's data are in the local caches. Idempotent: a second call
// finds the caches and returns at once.

const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)?$/;
const DATA_MARKER = '.a2rl-data.json';

export interface ResourceDeps {
  config: Config;
  logger: Logger;
}

/**
 * Agents run as another uid and must read the caches through their read-only mounts, but some
 * writers (safetensors, mkdtemp) create owner-only files: open them to everyone for reading.
 */
function makeReadable(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const p = path.join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = fs.statSync(p).mode;
    const want = mode | 0o444 | (entry.isDirectory() ? 0o111 : 0);
    if (want !== mode) fs.chmodSync(p, want);
  }
  const mode = fs.statSync(dir).mode;
  if ((mode | 0o555) !== mode) fs.chmodSync(dir, mode | 0o555);
}

/** Identifies a local source folder's content: file names, sizes and modification times. */
function sourceDigest(dir: string): string {
  const hash = crypto.createHash('sha256').update(path.resolve(dir));
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .sort((a, b) => (a.parentPath + a.name).localeCompare(b.parentPath + b.name))) {
    if (!entry.isFile()) continue;
    const st = fs.statSync(path.join(entry.parentPath, entry.name));
    hash.update(`${path.relative(dir, path.join(entry.parentPath, entry.name))}\0${st.size}\0${st.mtimeMs}\0`);
  }
  return hash.digest('hex').slice(0, 10);
}

/** Concurrent preparations of the same cache entry share one job. */
function singleFlight<T>(inflight: Map<string, Promise<T>>, key: string, fn: () => Promise<T>): Promise<T> {
  const running = inflight.get(key);
  if (running) return running;
  const p = fn().finally(() => inflight.delete(key));
  inflight.set(key, p);
  return p;
}

export function createResourceActivities({ config, logger }: ResourceDeps) {
  const paths = layout(config);
  const inflight = new Map<string, Promise<string>>();
  const pythonEnv = { ...process.env, PYTHONUNBUFFERED: '1' };
  const manifestOf = createManifestBuilder(config);

  async function step(argv: string[], cwd: string, what: string): Promise<void> {
    const stop = startHeartbeats(() => ({ preparing: what }));
    try {
      const outcome = await runJob({ argv, cwd, env: pythonEnv, signal: Context.current().cancellationSignal });
      if (outcome.exitCode !== 0) {
        throw ApplicationFailure.nonRetryable(
          `${what} failed: ${describeFailure(argv, outcome)}`,
          ERROR_TYPES.resourcesUnavailable,
        );
      }
    } finally {
      stop();
    }
  }

  async function ensureModel(model: string): Promise<string> {
    const dir = paths.modelDir(model);
    if (fs.existsSync(path.join(dir, '.a2rl-model.json'))) return dir;
    return singleFlight(inflight, dir, () => prepareModel(model, dir));
  }

  async function prepareModel(model: string, dir: string): Promise<string> {
    logger.info({ model, dir }, 'preparing base model');
    await step(
      [config.python, '-m', 'a2rl.models', 'prepare', '--model', model, '--out', dir],
      fromRoot(),
      `base model ${model}`,
    );
    return dir;
  }

  /** The task's local source folder (tasks.sources/<id>), when one is configured and exists. */
  function localSource(task: TaskEntry): string | null {
    if (!config.tasks.sources) return null;
    const dir = path.join(config.tasks.sources, task.id);
    return fs.existsSync(dir) ? dir : null;
  }

  async function ensureData(task: TaskEntry): Promise<string> {
    const source = localSource(task);
    // Data prepared from local files is cached apart from data prepared from the real source, and
    // data prepared with other settings (the step's env, e.g. ALPACAEVAL_TRAIN_SAMPLES) apart too.
    const base = stepVersion(task.manifest.data);
    const version = source ? `${base}-local-${sourceDigest(source)}` : base;
    const dir = paths.dataDir(task.id, version);
    if (fs.existsSync(path.join(dir, DATA_MARKER))) return dir;
    return singleFlight(inflight, dir, () => prepareData(task, dir, source, base));
  }

  async function prepareData(task: TaskEntry, dir: string, source: string | null, version: string): Promise<string> {
    logger.info({ task: task.id, dir, source }, 'preparing task data');
    const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(tmp, { recursive: true });
    const args = ['--out', tmp, ...(source ? ['--source', source] : [])];
    await step(taskCommand(task, 'data', config.python, args), task.dir, `data for task ${task.id}`);
    for (const split of ['train', 'heldout']) {
      if (!fs.existsSync(path.join(tmp, split))) {
        throw ApplicationFailure.nonRetryable(
          `data preparation of ${task.id} wrote no ${split}/ folder`,
          ERROR_TYPES.resourcesUnavailable,
        );
      }
    }
    fs.writeFileSync(
      path.join(tmp, DATA_MARKER),
      JSON.stringify({ task: task.id, version, source, at: new Date().toISOString() }),
    );
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir); // atomic: a crash mid-way never leaves a half-prepared cache
    return dir;
  }

  return {
    /** `runDir`: an earlier execution's folder, which a resumed run continues in. */
    async prepareResources({
      runId,
      spec,
      runDir: priorDir,
    }: {
      runId: string;
      spec: RunSpec;
      runDir?: string;
    }): Promise<ResolvedRun> {
      let task: TaskEntry;
      let agent: ReturnType<typeof getAgent>;
      try {
        task = getTask(spec.task, config.tasks.dirs);
      } catch (err) {
        throw ApplicationFailure.nonRetryable((err as Error).message, ERROR_TYPES.taskNotFound);
      }
      try {
        agent = getAgent(spec.agent, config.agents.dirs);
      } catch (err) {
        throw ApplicationFailure.nonRetryable((err as Error).message, ERROR_TYPES.agentNotFound);
      }
      let protocol: Protocol;
      try {
        protocol = runProtocol(task, spec.protocol);
      } catch (err) {
        throw ApplicationFailure.nonRetryable((err as Error).message, ERROR_TYPES.invalidRunSpec);
      }
      const baseModel = spec.baseModel ?? task.manifest.defaultBaseModel;
      if (!MODEL_ID.test(baseModel) || baseModel.split('/').includes('..')) {
        throw ApplicationFailure.nonRetryable(
          `invalid base model id "${baseModel}": expected "org/name"`,
          ERROR_TYPES.invalidRunSpec,
        );
      }
      const modelDir = await ensureModel(baseModel);
      const dataDir = await ensureData(task);
      makeReadable(modelDir);
      makeReadable(path.join(dataDir, 'train'));
      const runDir = priorDir ?? paths.runDir(runId);
      fs.mkdirSync(runDir, { recursive: true });
      const evaluatorVersion = stepVersion(task.manifest.evaluator);
      const driver = spec.driver ?? agent.manifest.defaultDriver;
      // A new model's digest takes seconds (≈ 2 s a GB): heartbeats go on meanwhile.
      const stop = startHeartbeats(() => ({ preparing: 'reproducibility manifest' }));
      const manifest = await manifestOf({
        task,
        evaluatorVersion,
        dataDir,
        baseModel,
        modelDir,
        agent,
        driver,
        seed: spec.seed,
        protocol,
      }).finally(stop);
      return {
        runId,
        task: {
          id: task.id,
          level: task.manifest.level,
          title: task.manifest.title,
          evaluatorVersion,
          defaultBaseModel: task.manifest.defaultBaseModel,
        },
        agent: {
          id: agent.id,
          title: agent.manifest.title,
          ...(agent.manifest.pipeline ? { pipeline: agent.manifest.pipeline } : {}),
        },
        baseModel,
        driver,
        modelDir,
        trainDataDir: path.join(dataDir, 'train'),
        heldoutDataDir: path.join(dataDir, 'heldout'),
        runDir,
        protocol,
        split: protocol === 'sealed' ? task.manifest.split : null,
        manifest,
      };
    },
  };
}
