import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fromRoot } from '../../common/paths';
import type { Mount, ResolvedRun, RunMeta, WorkspaceRef } from '../../common/types';
import { descriptionPath, type TaskEntry } from '../../tasks/registry';

// The workspace as the agent sees it (reference layout, research/autorl-bench.md §6):
//   code/ output/ reports/   writable
//   models/<org>/<name>      the base model, read-only          ($MODEL_PATH)
//   data/                    the training split only, read-only ($DATA_PATH)
//   description.md instructions.md <exposed files> run_meta.json   read-only
// On the host everything of a run lives under runs/<runId>/: workspace/ (the agent's root),
// agent.log, evaluations/, report/, and .a2rl/ (harness state the agent never sees).

export const WRITABLE_DIRS = ['code', 'output', 'reports'];

export const hostPaths = (runDir: string) => ({
  workspace: path.join(runDir, 'workspace'),
  runMeta: path.join(runDir, 'run_meta.json'),
  agentLog: path.join(runDir, 'agent.log'),
  state: path.join(runDir, '.a2rl'),
  token: path.join(runDir, '.a2rl', 'token'),
});

export function instructionsFile(): string {
  return fromRoot('agents', 'instructions.md');
}

/** The files the agent reads: description, instructions and the task's exposed files. */
export function agentFiles(task: TaskEntry): Array<{ name: string; source: string }> {
  const files = [
    { name: 'description.md', source: descriptionPath(task) },
    { name: 'instructions.md', source: instructionsFile() },
    ...task.manifest.exposeFiles.map((f) => ({ name: f, source: path.join(task.dir, f) })),
  ];
  for (const f of files) if (!fs.existsSync(f.source)) throw new Error(`task ${task.id}: missing ${f.source}`);
  return files;
}

/** Mounts of a container workspace, agent root first. */
export function containerMounts(resolved: ResolvedRun, task: TaskEntry, agentRoot: string): Mount[] {
  const hp = hostPaths(resolved.runDir);
  return [
    { target: agentRoot, source: hp.workspace, readOnly: false, role: 'workspace' },
    { target: `${agentRoot}/models/${resolved.baseModel}`, source: resolved.modelDir, readOnly: true, role: 'base-model' },
    { target: `${agentRoot}/data`, source: resolved.trainDataDir, readOnly: true, role: 'data' },
    { target: `${agentRoot}/run_meta.json`, source: hp.runMeta, readOnly: true, role: 'file' },
    ...agentFiles(task).map((f) => ({ target: `${agentRoot}/${f.name}`, source: f.source, readOnly: true, role: 'file' as const })),
  ];
}

/** Creates the host folders (idempotent) owned by the agent's uid, and the per-run token. */
export function createHostLayout(runDir: string, owner: { uid: number; gid: number } | null): { token: string } {
  const hp = hostPaths(runDir);
  fs.mkdirSync(hp.state, { recursive: true, mode: 0o700 });
  for (const dir of [hp.workspace, ...WRITABLE_DIRS.map((d) => path.join(hp.workspace, d)), path.join(hp.workspace, '.home')]) {
    fs.mkdirSync(dir, { recursive: true });
    if (owner) chownIfPossible(dir, owner);
  }
  if (!fs.existsSync(hp.token)) {
    fs.writeFileSync(hp.token, crypto.randomBytes(24).toString('hex'), { mode: 0o600 });
  }
  return { token: fs.readFileSync(hp.token, 'utf8').trim() };
}

export function readToken(runDir: string): string {
  return fs.readFileSync(hostPaths(runDir).token, 'utf8').trim();
}

function chownIfPossible(p: string, owner: { uid: number; gid: number }): void {
  try {
    fs.chownSync(p, owner.uid, owner.gid);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
  }
}

/** Where run_meta.json lives on the host for this workspace. */
export function runMetaFile(ws: WorkspaceRef): string {
  return ws.backend === 'docker' ? hostPaths(ws.runDir).runMeta : path.join(ws.workspaceDir, 'run_meta.json');
}

/**
 * Rewrites run_meta.json in place: a container sees it through a bind mount of the file, which
 * keeps pointing at the old inode if the file were replaced by a rename.
 */
export function writeRunMetaFile(ws: WorkspaceRef, meta: RunMeta): void {
  const file = runMetaFile(ws);
  const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT, 0o644);
  try {
    const text = Buffer.from(JSON.stringify(meta, null, 2) + '\n');
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, text, 0, text.length, 0);
  } finally {
    fs.closeSync(fd);
  }
}

/** The environment the reference harness gives every agent, plus the run's token, driver and seed. */
export function agentEnvironment(ws: WorkspaceRef, resolved: ResolvedRun, token: string, seed: number): Record<string, string> {
  return {
    TASK: resolved.task.id,
    BASE_MODEL: resolved.baseModel,
    WORKSPACE: ws.agentRoot,
    MODEL_PATH: ws.modelPath,
    DATA_PATH: `${ws.agentRoot}/data`,
    OUTPUT_DIR: `${ws.agentRoot}/output`,
    GRADING_SERVER_URL: `${ws.gateway.agentUrl}/t/${token}`,
    GRADING_TOKEN: token,
    A2RL_DRIVER: resolved.driver,
    A2RL_SEED: String(seed),
  };
}

/** A short stable id for names with length limits (bridge names: 15 chars). */
export function shortRunId(runId: string): string {
  return crypto.createHash('sha256').update(runId).digest('hex').slice(0, 10);
}

/** Docker object names allow [a-zA-Z0-9][a-zA-Z0-9_.-]. */
export function containerName(runId: string): string {
  const safe = runId.replace(/[^a-zA-Z0-9_.-]/g, '-').slice(0, 80);
  return `a2rl-${safe}-${shortRunId(runId).slice(0, 6)}`;
}
