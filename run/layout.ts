import crypto from 'node:crypto';
import { clockView } from '../common/clocks';
import fs from 'node:fs';
import path from 'node:path';
import { fromRoot } from '../common/paths';
import type { Mount, ResolvedRun, RunMeta, WorkspaceRef } from '../common/types';
import { descriptionPath, type TaskEntry } from '../tasks/registry';
import { runPaths } from '../common/run-paths';

// The workspace as the agent sees it (the reference harness's layout):
//   code/ output/ reports/   writable
//   models/<org>/<name>      the base model, read-only          ($MODEL_PATH)
//   data/                    the training split only, read-only ($DATA_PATH)
//   description.md instructions.md <exposed files> run_meta.json   read-only
// On the host everything of a run lives under runs/<runId>/, each path named in
// common/run-paths.ts: workspace/ (the agent's root), agent.log, evaluations/, report/, and
// .a2rl/ (harness state the agent never sees: token, snapshots, the disk image).

export const WRITABLE_DIRS = ['code', 'output', 'reports'];

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

/** Where the agent finds the base model ($MODEL_PATH): under its root, by the model's name. */
export function baseModelPath(agentRoot: string, baseModel: string): string {
  return `${agentRoot}/models/${baseModel}`;
}

/**
 * The agent's view of a container workspace, for path rules: the writable root, and inside it
 * the base model (its own mount) and the read-only copies of the data and the task's files.
 */
export function containerMounts(
  resolved: ResolvedRun,
  task: TaskEntry,
  agentRoot: string,
  hostRoot: string,
  modelSource: string,
): Mount[] {
  return [
    { target: agentRoot, source: hostRoot, readOnly: false, role: 'workspace' },
    { target: baseModelPath(agentRoot, resolved.baseModel), source: modelSource, readOnly: true, role: 'base-model' },
    { target: `${agentRoot}/data`, source: path.join(hostRoot, 'data'), readOnly: true, role: 'data' },
    ...['run_meta.json', ...agentFiles(task).map((f) => f.name)].map((name) => ({
      target: `${agentRoot}/${name}`,
      source: path.join(hostRoot, name),
      readOnly: true,
      role: 'file' as const,
    })),
  ];
}

/** The run's private state folder and its grading token (idempotent). */
export function ensureRunState(runDir: string): { token: string } {
  const hp = runPaths(runDir);
  fs.mkdirSync(hp.state, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(hp.token)) {
    fs.writeFileSync(hp.token, crypto.randomBytes(24).toString('hex'), { mode: 0o600 });
  }
  return { token: readToken(runDir) };
}

/** The writable folders, owned by the agent's uid where this process may give them away. */
export function createWritableDirs(root: string, owner: { uid: number; gid: number } | null): void {
  for (const dir of [root, ...WRITABLE_DIRS.map((d) => path.join(root, d)), path.join(root, '.home')]) {
    fs.mkdirSync(dir, { recursive: true });
    if (owner) chownIfPossible(dir, owner);
  }
}

/**
 * Lays out a container workspace in `root` (idempotent; a resumed run gets fresh copies): the
 * root belongs to root with the sticky bit (the agent may add files there but not remove the
 * harness's), the writable folders to the agent, and the data, the task's files, run_meta.json
 * and the base model's mount point are root's and read-only to the agent.
 */
export function populateWorkspace(
  root: string,
  resolved: ResolvedRun,
  task: TaskEntry,
  owner: { uid: number; gid: number },
): void {
  createWritableDirs(root, owner);
  if (process.getuid?.() === 0) fs.chownSync(root, 0, 0);
  fs.chmodSync(root, 0o1777);
  const data = path.join(root, 'data');
  fs.rmSync(data, { recursive: true, force: true });
  fs.cpSync(resolved.trainDataDir, data, { recursive: true, dereference: true });
  readOnlyTree(data);
  for (const f of agentFiles(task)) {
    const dest = path.join(root, f.name);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.rmSync(dest, { force: true });
    fs.copyFileSync(f.source, dest);
    fs.chmodSync(dest, 0o444);
  }
  const meta = path.join(root, 'run_meta.json');
  if (!fs.existsSync(meta)) fs.writeFileSync(meta, '{}\n', { mode: 0o644 });
  fs.mkdirSync(path.join(root, 'models', resolved.baseModel), { recursive: true, mode: 0o755 });
}

/** Folders 0755, files 0444: readable by the agent, changed by nobody but root. */
function readOnlyTree(dir: string): void {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) readOnlyTree(p);
    else fs.chmodSync(p, 0o444);
  }
  fs.chmodSync(dir, 0o755);
}

/** Bytes of a tree's regular files (a workspace image is sized for its inputs plus the quota). */
export function treeBytes(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) total += treeBytes(p);
    else total += fs.statSync(p).size;
  }
  return total;
}

export function readToken(runDir: string): string {
  return fs.readFileSync(runPaths(runDir).token, 'utf8').trim();
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
  return path.join(ws.workspaceDir, 'run_meta.json');
}

/**
 * Rewrites run_meta.json in place: a container sees it through a bind mount of the file, which
 * keeps pointing at the old inode if the file were replaced by a rename.
 */
export function writeRunMetaFile(ws: WorkspaceRef, meta: RunMeta): void {
  const file = runMetaFile(ws);
  const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT, 0o644);
  try {
    // Both clocks as of this write (final once end_time is set); /time has them live.
    const text = Buffer.from(
      JSON.stringify({ ...meta, ...clockView(meta, Math.floor(Date.now() / 1000)) }, null, 2) + '\n',
    );
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, text, 0, text.length, 0);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The agent's credentials for its run's LLM gateway and egress proxy: derived from the run's
 * token (so a restarted host worker knows them), one per use, worthless anywhere else.
 */
export function runCredential(token: string, use: 'llm' | 'egress'): string {
  return `a2rl-run-${crypto.createHmac('sha256', token).update(use).digest('hex').slice(0, 40)}`;
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
