import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../common/config';
import { formatMiB } from '../common/duration';
import type { WorkspaceRef } from '../common/types';
import { Mutex } from 'async-mutex';
import { isInside, isWritable, refuse, resolveAgentPath, SubmitError, type Resolved } from './checkpoint';
import { collectObjects, objectsDir, removeTree, snapshotBytes } from './snapshot-storage';

// A submitted checkpoint is copied, at submit time, into a snapshot the harness owns (under the
// run's private state folder, read-only), and the digest is computed over the bytes written
// there: what is evaluated is what was digested, whatever the agent does to its files later.
// Every read is a non-blocking, no-follow open of a regular file whose identity and real path
// are checked after opening, so a link, FIFO or device swapped in mid-capture is refused, never
// followed or waited on. All I/O is asynchronous: the gateway keeps answering meanwhile.

export interface CaptureLimits {
  maxFiles: number;
  maxBytes: number;
  /** Free bytes the data disk keeps (config `workspace.hostDiskReserve`). */
  diskReserve: number;
}

/** The capture limits of a worker's or gateway's config. */
export const captureLimits = (config: Pick<Config, 'checkpoints' | 'workspace'>): CaptureLimits => ({
  ...config.checkpoints,
  diskReserve: config.workspace.hostDiskReserve,
});

/** The refusal of a capture the data disk has no room for: the agent is told, nothing is recorded. */
function diskFull(free: number, need: number, reserve: number): SubmitError {
  return refuse(
    'host-disk-full',
    `the harness's data disk has ${formatMiB(free)} free and keeps ${formatMiB(reserve)} in reserve; this checkpoint (${formatMiB(need)}) was not captured and nothing was recorded: submit again later`,
    507,
  );
}

/** The refusal of a file that would take the run's snapshots past their limit: this run's alone. */
function runFull(held: number, f: { rel: string; size: number }, limit: number): SubmitError {
  return refuse(
    'run-snapshot-limit',
    `this run's snapshots hold ${formatMiB(held)} of its ${formatMiB(limit)} (run spec snapshots.limit); ${f.rel} (${formatMiB(f.size)}) does not fit, so the checkpoint was not captured and nothing was recorded. Checkpoints already scored give their space back unless they are the best or the final choice`,
    507,
  );
}

export interface Snapshot {
  dir: string;
  digest: string;
  files: number;
  bytes: number;
}

interface FileEntry {
  rel: string;
  host: string;
  size: number;
  dev: number;
  ino: number;
  mtimeMs: number;
  ctimeMs: number;
}

const MAX_DEPTH = 64;
const CHUNK = 1 << 20;

function kind(st: fs.Stats): string {
  if (st.isFIFO()) return 'FIFO';
  if (st.isSocket()) return 'socket';
  if (st.isCharacterDevice()) return 'character device';
  if (st.isBlockDevice()) return 'block device';
  return 'special file';
}

const changed = (rel: string, how: string) =>
  refuse(
    'changed-during-capture',
    `${rel} ${how} while the checkpoint was being captured: submit again once it is completely written`,
    409,
  );

async function lstatOrVanished(host: string, rel: string): Promise<fs.Stats> {
  try {
    return await fsp.lstat(host);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw changed(rel, 'vanished');
    throw err;
  }
}

/** Lists the checkpoint's regular files, following links only while they stay in the writable workspace. */
async function listFiles(
  ws: WorkspaceRef,
  root: Resolved,
  limits: CaptureLimits,
): Promise<{ files: FileEntry[]; dirs: string[] }> {
  const files: FileEntry[] = [];
  const dirs: string[] = [];
  let bytes = 0;
  const visit = async (
    node: { agentPath: string; hostPath: string },
    rel: string,
    ancestors: string[],
  ): Promise<void> => {
    if (ancestors.length > MAX_DEPTH)
      throw refuse('too-many-files', `the checkpoint nests folders more than ${MAX_DEPTH} deep (at ${rel})`, 413);
    let names: string[];
    try {
      names = (await fsp.readdir(node.hostPath)).sort();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR')
        throw changed(rel || '.', 'vanished');
      throw err;
    }
    for (const name of names) {
      const childRel = rel ? `${rel}/${name}` : name;
      let child = { agentPath: path.posix.join(node.agentPath, name), hostPath: path.join(node.hostPath, name) };
      let st = await lstatOrVanished(child.hostPath, childRel);
      if (st.isSymbolicLink()) {
        const target = (await fsp.readlink(child.hostPath).catch(() => '?')).slice(0, 200);
        const escape = () =>
          refuse(
            'link-escape',
            `${childRel} is a symbolic link to ${target}, outside the writable workspace: links in a checkpoint may only point inside it (copy the file instead)`,
          );
        let r: Resolved;
        try {
          r = await resolveAgentPath(ws, child.agentPath, childRel);
        } catch (err) {
          if (err instanceof SubmitError && err.reason === 'outside-workspace') throw escape();
          if (err instanceof SubmitError)
            throw refuse('link-escape', `${childRel} is a symbolic link that does not resolve (${err.message})`);
          throw err;
        }
        if (!isWritable(r)) throw escape();
        child = r;
        st = await lstatOrVanished(r.hostPath, childRel);
      }
      if (st.isDirectory()) {
        const id = `${st.dev}:${st.ino}`;
        if (ancestors.includes(id)) throw refuse('link-escape', `${childRel} links back to a folder that contains it`);
        dirs.push(childRel);
        await visit(child, childRel, [...ancestors, id]);
      } else if (st.isFile()) {
        bytes += st.size;
        if (files.length + 1 > limits.maxFiles)
          throw refuse(
            'too-many-files',
            `the checkpoint has more than ${limits.maxFiles} files (the limit checkpoints.maxFiles)`,
            413,
          );
        if (bytes > limits.maxBytes)
          throw refuse(
            'too-large',
            `the checkpoint is larger than ${limits.maxBytes} bytes (the limit checkpoints.maxBytes)`,
            413,
          );
        files.push({
          rel: childRel,
          host: child.hostPath,
          size: st.size,
          dev: st.dev,
          ino: st.ino,
          mtimeMs: st.mtimeMs,
          ctimeMs: st.ctimeMs,
        });
      } else {
        throw refuse('special-file', `${childRel} is a ${kind(st)}: a checkpoint holds regular files and folders only`);
      }
    }
  };
  const st = await lstatOrVanished(root.hostPath, '.');
  if (!st.isDirectory())
    throw refuse('not-a-checkpoint', 'model_path must be a checkpoint directory (config.json and weights)');
  await visit(root, '', [`${st.dev}:${st.ino}`]);
  return { files, dirs };
}

/**
 * Copies one file to `dest` (null: only hashes it), hashing the bytes read; refuses anything that
 * changed. The file is opened without following links and checked to be the one listed, inside
 * the workspace.
 */
async function copyFile(entry: FileEntry, dest: string | null, realRoot: string): Promise<string> {
  let src: fsp.FileHandle;
  try {
    src = await fsp.open(entry.host, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw changed(entry.rel, 'vanished');
    if (code === 'ELOOP') throw changed(entry.rel, 'became a symbolic link');
    throw err;
  }
  try {
    const st = await src.stat();
    if (!st.isFile() || st.ino !== entry.ino || st.dev !== entry.dev) throw changed(entry.rel, 'was replaced');
    // The file actually opened, whatever its folders were swapped for in between.
    const real = await fsp.readlink(`/proc/self/fd/${src.fd}`).catch(() => null);
    if (real !== null && !isInside(real, realRoot)) throw changed(entry.rel, 'was moved out of the workspace');
    const hash = crypto.createHash('sha256');
    const out = dest === null ? null : await fsp.open(dest, 'wx', 0o600);
    const buf = Buffer.allocUnsafe(CHUNK);
    let copied = 0;
    try {
      for (;;) {
        const { bytesRead } = await src.read(buf, 0, CHUNK, copied);
        if (bytesRead === 0) break;
        copied += bytesRead;
        if (copied > entry.size) throw changed(entry.rel, 'grew');
        hash.update(buf.subarray(0, bytesRead));
        await out?.write(buf, 0, bytesRead);
      }
    } finally {
      await out?.close();
    }
    const after = await src.stat();
    if (copied !== entry.size || after.size !== entry.size || after.mtimeMs !== st.mtimeMs)
      throw changed(entry.rel, 'was modified');
    return hash.digest('hex');
  } finally {
    await src.close();
  }
}

/** The checkpoint's identity: its files' relative paths, sizes and contents. */
function combineDigest(files: Array<{ rel: string; size: number; sha256: string }>): string {
  const hash = crypto.createHash('sha256');
  for (const f of [...files].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0)))
    hash.update(`${f.rel}\0${f.size}\0${f.sha256}\n`);
  return hash.digest('hex');
}

async function makeReadOnly(dir: string, dirs: string[]): Promise<void> {
  for (const d of [...dirs].reverse()) await fsp.chmod(path.join(dir, d), 0o555);
  await fsp.chmod(dir, 0o555);
}

/** Sets `key` in a map kept to `max` entries, the oldest going first; returns `value`. */
function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): V {
  if (!map.has(key) && map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

/** The run's snapshot limit and what its snapshots hold, as one capture goes on. */
interface RunBudget {
  limit: number;
  held: number;
}

/** A file's identity as listed: the same inode unchanged since (a write moves its change time). */
const identity = (f: FileEntry) => `${f.dev}:${f.ino}:${f.size}:${f.mtimeMs}:${f.ctimeMs}`;

/** One run's storage as this process knows it: its captures go one at a time, and the files it has hashed. */
interface RunStorage {
  lock: Mutex;
  /** File identity → the content digest it was captured with (bounded). */
  hashed: Map<string, string>;
}

/** A checkpoint's files as listed (their identities and times, not their content), for one run's snapshots. */
function signatureOf(snapshotsDir: string, files: FileEntry[], dirs: string[]): string {
  return crypto
    .createHash('sha256')
    .update(snapshotsDir)
    .update(JSON.stringify([dirs, files.map((f) => [f.rel, f.host, f.dev, f.ino, f.size, f.mtimeMs, f.ctimeMs])]))
    .digest('hex');
}

/**
 * Captures checkpoints into `<snapshotsDir>/<digest>`, storing each distinct file of a run once
 * (snapshot-storage.ts) within the run's limit. An unchanged checkpoint (same files, inodes,
 * sizes and change times) is not captured again, and an unchanged file is not copied again.
 */
export class SnapshotStore {
  private readonly seen = new Map<string, string>();
  private readonly runs = new Map<string, RunStorage>();

  constructor(private readonly max = 256) {}

  /**
   * The digest of a snapshot this store made of exactly the checkpoint's files as they are now
   * (each file's identity, size, modification and change times unchanged), also one released
   * since; null when there is none.
   */
  async knownDigest(
    ws: WorkspaceRef,
    root: Resolved,
    snapshotsDir: string,
    limits: CaptureLimits,
  ): Promise<string | null> {
    const { files, dirs } = await listFiles(ws, root, limits);
    return this.seen.get(signatureOf(snapshotsDir, files, dirs)) ?? null;
  }

  /** `runLimit`: bytes the run's snapshots may hold together (null: no limit of the run's own). */
  async capture(
    ws: WorkspaceRef,
    root: Resolved,
    snapshotsDir: string,
    limits: CaptureLimits,
    runLimit: number | null = null,
  ): Promise<Snapshot> {
    const { files, dirs } = await listFiles(ws, root, limits);
    const bytes = files.reduce((n, f) => n + f.size, 0);
    const signature = signatureOf(snapshotsDir, files, dirs);
    const known = this.seen.get(signature);
    if (known && fs.existsSync(path.join(snapshotsDir, known)))
      return { dir: path.join(snapshotsDir, known), digest: known, files: files.length, bytes };

    const run = this.storageOf(snapshotsDir);
    return run.lock.runExclusive(async () => {
      await fsp.mkdir(objectsDir(snapshotsDir), { recursive: true, mode: 0o700 });
      const disk = await fsp.statfs(snapshotsDir);
      const free = disk.bavail * disk.bsize;
      if (free - bytes < limits.diskReserve) throw diskFull(free, bytes, limits.diskReserve);
      // Read once: captures of a run go one at a time here, and releases only lower it.
      const budget = runLimit === null ? null : { limit: runLimit, held: await snapshotBytes(snapshotsDir) };
      const tmp = await fsp.mkdtemp(path.join(snapshotsDir, '.capture-'));
      try {
        const realRoot = await fsp.realpath(ws.workspaceDir);
        for (const d of dirs) await fsp.mkdir(path.join(tmp, d));
        const hashed: Array<{ rel: string; size: number; sha256: string }> = [];
        for (const f of files) {
          const sha256 = await this.store(run, f, path.join(tmp, f.rel), snapshotsDir, realRoot, budget);
          hashed.push({ rel: f.rel, size: f.size, sha256 });
        }
        const digest = combineDigest(hashed);
        const dir = path.join(snapshotsDir, digest);
        await makeReadOnly(tmp, dirs);
        // The same content captured before is the same snapshot.
        await fsp.rename(tmp, dir).catch(async (err: NodeJS.ErrnoException) => {
          if (!fs.existsSync(dir)) throw err;
          await removeTree(tmp);
        });
        setBounded(this.seen, signature, digest, this.max);
        return { dir, digest, files: files.length, bytes };
      } catch (err) {
        await removeTree(tmp);
        // Files this capture stored that no snapshot holds go with it.
        await collectObjects(snapshotsDir).catch(() => undefined);
        if ((err as NodeJS.ErrnoException).code === 'ENOSPC') throw diskFull(0, bytes, limits.diskReserve);
        throw err;
      }
    });
  }

  private storageOf(snapshotsDir: string): RunStorage {
    return (
      this.runs.get(snapshotsDir) ??
      setBounded(this.runs, snapshotsDir, { lock: new Mutex(), hashed: new Map() }, this.max)
    );
  }

  /**
   * Links one file of the checkpoint into the snapshot being assembled at `dest`, from the run's
   * stored copy of its content: the file is copied (and hashed) unless this very file, unchanged,
   * was stored before; a copy whose content is already stored is dropped for the stored one. A
   * newly stored file counts against `budget` (null: no limit of the run's own).
   */
  private async store(
    run: RunStorage,
    f: FileEntry,
    dest: string,
    snapshotsDir: string,
    realRoot: string,
    budget: RunBudget | null,
  ): Promise<string> {
    const objects = objectsDir(snapshotsDir);
    const remember = (sha256: string) => setBounded(run.hashed, identity(f), sha256, 4096);
    const known = run.hashed.get(identity(f));
    if (known && (await linkIfStored(path.join(objects, known), dest))) return known;
    if (budget && budget.held + f.size > budget.limit) {
      // No room for another copy, but its content may be stored already (the weights of an
      // earlier checkpoint): hashed in place, it is linked from the stored copy.
      const sha256 = await copyFile(f, null, realRoot);
      if (await linkIfStored(path.join(objects, sha256), dest)) return remember(sha256);
      throw runFull(budget.held, f, budget.limit);
    }
    const tmp = path.join(objects, `.tmp-${crypto.randomBytes(8).toString('hex')}`);
    try {
      const sha256 = await copyFile(f, tmp, realRoot);
      if (!(await linkIfStored(path.join(objects, sha256), dest))) {
        await fsp.chmod(tmp, 0o444);
        // Linked into the snapshot before it is named, so no release sees it unreferenced.
        await fsp.link(tmp, dest);
        await fsp.rename(tmp, path.join(objects, sha256));
        if (budget) budget.held += f.size;
      }
      return remember(sha256);
    } finally {
      await fsp.rm(tmp, { force: true });
    }
  }
}

/** Links a stored object to `dest`; false when it is not stored (never was, or was released). */
async function linkIfStored(object: string, dest: string): Promise<boolean> {
  try {
    await fsp.link(object, dest);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}
