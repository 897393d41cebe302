import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { toolsDir, type AgentEntry } from './registry';

// Installs a stack's CLI into its project-local tools folder (.tools/agents/<id>), from the
// package registries only, at the pinned versions. Idempotent: a stamp of the install recipe
// marks a finished install, so a second run returns at once; a half-done one is redone. The
// folder is mounted read-only into workspace containers, so nothing is downloaded at run time.

export interface InstallResult {
  id: string;
  status: 'installed' | 'present' | 'skipped';
  dir: string;
  /** Why it was skipped, or the installed CLI's version line. */
  detail: string;
  seconds: number;
  sizeMb: number | null;
}

const STAMP = '.a2rl-install.json';

export function installStamp(agent: AgentEntry): string {
  // What decides the installed files (not the size note).
  const { sizeMb: _size, ...recipe } = agent.manifest.install as Record<string, unknown>;
  return crypto.createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 16);
}

/** The stack's CLI is installed as its manifest pins it. */
export function isInstalled(agent: AgentEntry, env: NodeJS.ProcessEnv = process.env): boolean {
  const dir = toolsDir(agent.id, env);
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(dir, STAMP), 'utf8')) as { stamp: string };
    return stamp.stamp === installStamp(agent);
  } catch {
    return false;
  }
}

function run(argv: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const r = spawnSync(argv[0], argv.slice(1), {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 30 * 60_000,
  });
  if (r.error) throw new Error(`${argv.join(' ')}: ${r.error.message}`);
  if (r.status !== 0)
    throw new Error(`${argv.join(' ')} exited ${r.status}: ${(r.stderr || r.stdout).trim().slice(-2000)}`);
  return r.stdout;
}

function duMb(dir: string): number {
  const out = spawnSync('du', ['-sm', dir], { encoding: 'utf8' }).stdout;
  return Number(out.split(/\s/)[0]) || 0;
}

/**
 * Finds a working python<version>: Debian's first (under /usr, which workspace containers
 * mount), then PATH, then pyenv's builds (their prefix is mounted read-only beside the venv).
 */
export function findPython(version: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const pyenv = path.join(env.PYENV_ROOT ?? path.join(env.HOME ?? '/root', '.pyenv'), 'versions');
  const pyenvBins = fs.existsSync(pyenv)
    ? fs
        .readdirSync(pyenv)
        .filter((v) => v === version || v.startsWith(`${version}.`))
        .sort()
        .reverse()
        .map((v) => path.join(pyenv, v, 'bin'))
    : [];
  const dirs = [
    '/usr/bin',
    '/usr/local/bin',
    ...(env.PATH ?? '').split(path.delimiter).filter((d) => d && !d.includes('/shims')),
    ...pyenvBins,
  ];
  for (const dir of dirs) {
    const p = path.join(dir, `python${version}`);
    if (fs.existsSync(p) && spawnSync(p, ['--version'], { stdio: 'ignore' }).status === 0) return p;
  }
  return null;
}

/**
 * pip writes the venv's absolute path into its scripts' shebangs; the venv is renamed after the
 * install and mounted elsewhere in containers, so they use the first python on PATH instead
 * (the venv's own bin comes first there).
 */
function relocatableScripts(bin: string): void {
  for (const name of fs.readdirSync(bin)) {
    const file = path.join(bin, name);
    if (!fs.statSync(file).isFile()) continue;
    const text = fs.readFileSync(file);
    if (text.subarray(0, 2).toString() !== '#!') continue;
    const nl = text.indexOf(0x0a);
    const first = text.subarray(0, nl).toString();
    if (!first.includes('/venv/bin/python')) continue;
    fs.writeFileSync(file, Buffer.concat([Buffer.from('#!/usr/bin/env python3'), text.subarray(nl)]));
  }
}

/** The interpreter prefix a pypi stack's venv runs on (to mount it when it is not under /usr). */
export function pythonPrefix(agent: AgentEntry, env: NodeJS.ProcessEnv = process.env): string | null {
  try {
    return (
      (JSON.parse(fs.readFileSync(path.join(toolsDir(agent.id, env), STAMP), 'utf8')) as { pythonPrefix?: string })
        .pythonPrefix ?? null
    );
  } catch {
    return null;
  }
}

export function installAgent(
  agent: AgentEntry,
  opts: { force?: boolean; log?: (msg: string) => void; env?: NodeJS.ProcessEnv } = {},
): InstallResult {
  const env = opts.env ?? process.env;
  const log = opts.log ?? (() => undefined);
  const spec = agent.manifest.install;
  const dir = toolsDir(agent.id, env);
  const started = Date.now();
  const result = (status: InstallResult['status'], detail: string, sizeMb: number | null = null): InstallResult => ({
    id: agent.id,
    status,
    dir,
    detail,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    sizeMb,
  });
  if (spec.kind === 'none') return result('skipped', 'nothing to install');
  if (!opts.force && isInstalled(agent, env)) return result('present', `${spec.packages.join(' ')} already installed`);

  let python: string | null = null;
  if (spec.kind === 'pypi') {
    python = findPython(spec.python, env);
    if (!python) return result('skipped', `needs Python ${spec.python}, which this machine does not have`);
  }

  // Build beside the final folder, then swap it in: a crash never leaves a half install in use.
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    if (spec.kind === 'npm') {
      fs.writeFileSync(
        path.join(partial, 'package.json'),
        JSON.stringify({ name: `a2rl-agent-${agent.id}`, private: true }, null, 2) + '\n',
      );
      log(`${agent.id}: npm install ${spec.packages.join(' ')} (~${spec.sizeMb} MB download)`);
      // Install scripts never run on their own (npm 11 skips them anyway): the manifest lists
      // the ones a CLI needs, and they only link binaries from the platform packages.
      run(
        ['npm', 'install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...spec.packages],
        partial,
        env,
      );
      for (const step of spec.postinstall) run(step.argv, path.join(partial, step.cwd), env);
    } else {
      log(
        `${agent.id}: pip install ${spec.packages.join(' ')} into a Python ${spec.python} venv (~${spec.sizeMb} MB download)`,
      );
      run([python!, '-m', 'venv', path.join(partial, 'venv')], partial, env);
      run(
        [
          path.join(partial, 'venv', 'bin', 'pip'),
          'install',
          '--quiet',
          '--disable-pip-version-check',
          ...spec.packages,
        ],
        partial,
        env,
      );
      relocatableScripts(path.join(partial, 'venv', 'bin'));
    }
    const bin = path.join(partial, spec.bin);
    if (!fs.existsSync(bin)) throw new Error(`${agent.id}: ${spec.bin} is missing after the install`);
    const prefix = python ? run([python, '-c', 'import sys; print(sys.base_prefix)'], partial, env).trim() : undefined;
    fs.writeFileSync(
      path.join(partial, STAMP),
      JSON.stringify({
        stamp: installStamp(agent),
        packages: spec.packages,
        pythonPrefix: prefix,
        at: new Date().toISOString(),
      }) + '\n',
    );
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(partial, dir);
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
  // npm's bin links are relative, so they still resolve after the rename.
  const version =
    spec.kind === 'npm'
      ? run([path.join(dir, spec.bin), '--version'], dir, { ...env, DISABLE_AUTOUPDATER: '1' })
          .trim()
          .split('\n')[0]
      : spec.packages.join(' ');
  return result('installed', version, duMb(dir));
}
