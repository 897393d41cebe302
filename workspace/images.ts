import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ApplicationFailure } from '@temporalio/activity';
import { ERROR_TYPES } from '../common/errors';

// Filesystem images, loop-mounted on the host, behind every bind mount of a workspace
// container. A writable image per run bounds what the agent can write (past its size: ENOSPC,
// never a full host disk). Read-only images of the base model, the Python environment and the
// agent stack are built once per content and shared by runs. A container's mount table then
// names loop devices and the images' own roots ("/"), never a host path of the harness: not
// the run folder, the data cache (whose held-out split sits beside the training split) or the
// project checkout.

const run = promisify(execFile);
const LOST_FOUND = 'lost+found';

const unescapeMount = (s: string) => s.replace(/\\([0-7]{3})/g, (_, o) => String.fromCharCode(parseInt(o, 8)));

/** This host's mount table, in mount order: each mount's point and its mount and superblock options. */
function mountTable(): Array<{ point: string; options: string[] }> {
  return fs
    .readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      // id parent dev root point options [optional fields…] - fstype source super-options
      const fields = line.split(' ');
      const dash = fields.indexOf('-', 6);
      return {
        point: unescapeMount(fields[4] ?? ''),
        options: [...(fields[5] ?? '').split(','), ...(dash > 0 ? (fields[dash + 3] ?? '').split(',') : [])],
      };
    });
}

/** Whether something is mounted at `dir` (by this host's mount table). */
export function isMountPoint(dir: string): boolean {
  const target = path.resolve(dir);
  return mountTable().some((m) => m.point === target);
}

/**
 * Whether the filesystem at `dir` is read-only now: mounted so, or stopped by an error (ext4
 * stops writing after an I/O error under it, such as a full disk under a sparse image). On recent
 * kernels (6.18 here) that stop is ext4's "emergency_ro": the mount stays "rw" and access(2)
 * allows writes, but every write fails with EROFS; only the mount table's superblock options say so.
 * Checked every few seconds for every running agent: one access(2), one read of the table.
 */
export function isReadOnlyMount(dir: string): boolean {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EROFS') return true;
  }
  const options = mountOptions(dir);
  return options.includes('ro') || options.includes('emergency_ro');
}

/** The mount and superblock options of the filesystem `dir` lies on (the topmost mount that holds it). */
function mountOptions(dir: string): string[] {
  const target = path.resolve(dir);
  let best: { point: string; options: string[] } | null = null;
  for (const m of mountTable()) {
    if (target !== m.point && !target.startsWith(m.point === '/' ? '/' : `${m.point}/`)) continue;
    if (best && m.point.length < best.point.length) continue; // a later mount on the same point is on top
    best = m;
  }
  return best?.options ?? [];
}

/**
 * The run's failure when its workspace's filesystem stopped: the agent cannot write, and no
 * retry will (resume checks and repairs it).
 */
export const readOnlyWorkspace = () =>
  ApplicationFailure.nonRetryable(
    "the workspace's disk image went read-only: its filesystem stopped on an error (a full data disk under the sparse image?), so the agent cannot write; `a2rl resume` checks and repairs it",
    ERROR_TYPES.workspaceReadOnly,
  );

/** A write into the workspace failed: EROFS is the workspace's stop (not retried), anything else as it is. */
export const workspaceWriteFailure = (err: unknown): unknown =>
  (err as NodeJS.ErrnoException).code === 'EROFS' ? readOnlyWorkspace() : err;

/** Mount points of the host's mount table under `dir` (deepest first). */
export function mountsUnder(dir: string): string[] {
  const root = path.resolve(dir);
  return mountTable()
    .map((m) => m.point)
    .filter((p) => p.startsWith(`${root}/`))
    .sort((a, b) => b.length - a.length);
}

/** Mounts `image` at `dir` unless something is mounted there already; whether it mounted. */
async function mount(image: string, dir: string, readOnly: boolean, extra: string[] = []): Promise<boolean> {
  fs.mkdirSync(dir, { recursive: true });
  if (isMountPoint(dir)) return false;
  // noinit_itable: no background zeroing of inode tables, so a sparse image stays sparse.
  await run('mount', [
    '-o',
    ['loop', 'nosuid', 'nodev', 'noinit_itable', ...(readOnly ? ['ro'] : []), ...extra].join(','),
    image,
    dir,
  ]);
  return true;
}

export async function unmount(dir: string): Promise<void> {
  if (!fs.existsSync(dir) || !isMountPoint(dir)) return;
  try {
    await run('umount', [dir]);
  } catch {
    await run('umount', ['-l', dir]); // busy (a shell of the operator's in it): detach now, free later
  }
}

/** Bytes and entries a tree takes as ext4 would store it (4 KiB blocks). */
function treeSize(dir: string): { bytes: number; entries: number } {
  let bytes = 0;
  let entries = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      entries++;
      if (e.isDirectory()) {
        bytes += 4096;
        walk(p);
      } else if (e.isFile()) bytes += Math.ceil(fs.statSync(p).size / 4096) * 4096;
    }
  };
  walk(dir);
  return { bytes, entries };
}

const megabytes = (bytes: number) => `${Math.ceil(bytes / 1e6)} MB`;

/** A cheap identity of a tree's content: every entry's path, size and modification time. */
function treeStamp(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string, rel: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(d, e.name);
      const st = fs.lstatSync(p);
      hash.update(`${rel}/${e.name}\0${st.size}\0${st.mtimeMs}\0${st.mode}\n`);
      if (e.isDirectory()) walk(p, `${rel}/${e.name}`);
    }
  };
  walk(dir, '');
  return hash.digest('hex');
}

const serial = new Map<string, Promise<unknown>>();
/** One build or mount of a given image at a time in this process. */
function once<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const next = (serial.get(key) ?? Promise.resolve()).then(fn, fn);
  serial.set(
    key,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * A finished run's workspace, read-only at its usual place, for inspection (`a2rl workspace`);
 * a no-op where it is mounted already or never had an image.
 */
export async function mountForInspection(image: string, dir: string): Promise<boolean> {
  if (!fs.existsSync(image)) return false;
  try {
    return await mount(image, dir, true);
  } catch {
    // A filesystem that stopped mid-write (its agent's disk filled, its host crashed) has a
    // journal to replay, which a read-only mount cannot: it is shown as it is on disk.
    return mount(image, dir, true, ['noload']);
  }
}

/** A process as its pid and start time (a pid alone may be reused); null when it is gone. */
function processIdentity(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command's closing parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return `${pid} ${stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]}`;
  } catch {
    return null;
  }
}

/** Removes `dir` if it is an empty folder (a mount point still mounted, or one with files, stays). */
function removeEmptyDir(dir: string): void {
  try {
    fs.rmdirSync(dir);
  } catch {
    /* not empty, mounted or gone */
  }
}

/** This process's folder of mount points under `mnt/` (its identity: a pid alone may be reused). */
const ownFolder = () => (processIdentity(process.pid) ?? String(process.pid)).replace(' ', '-');

/** Whether the process a folder of mount points is named for still runs. */
function folderAlive(folder: string): boolean {
  const [pid, start] = folder.split('-');
  return /^\d+$/.test(pid ?? '') && processIdentity(Number(pid)) === `${pid} ${start}`;
}

/**
 * The image of the harness's Python environment, which workspaces and evaluation sandboxes
 * mount (its name and source folder), or null where `python` is not a virtualenv's interpreter.
 */
export function pythonEnvImage(python: string): { name: string; source: string } | null {
  const venv = path.dirname(path.dirname(python));
  return fs.existsSync(path.join(venv, 'pyvenv.cfg')) ? { name: 'venv', source: venv } : null;
}

/** How long a tree's stamp is trusted (a large virtualenv takes ~0.4 s to walk; evaluations come often). */
const STAMP_TTL_MS = 60_000;

export class DiskImages {
  private readonly stamps = new Map<string, { stamp: string; at: number }>();
  /** Read-only mount points this instance mounted or adopted, released when its worker stops. */
  private readonly mounted = new Set<string>();

  // Each process mounts the shared images under a folder of its own (mnt/<pid>-<start>/<image>;
  // the kernel reuses the loop device), so a worker that stops unmounts only its own: never one
  // that a worker beside it is about to bind into a container.
  constructor(private readonly dir: string) {
    // Mounts left by a process that was killed (no release): this one releases them when it
    // stops. Mounts straight under mnt/ are from before the per-process folders.
    const root = path.join(dir, 'mnt');
    for (const mnt of mountsUnder(root)) {
      const folder = path.relative(root, mnt).split(path.sep)[0] ?? '';
      if (path.dirname(mnt) === root || !folderAlive(folder)) this.mounted.add(mnt);
    }
    // Empty mount points of the old layout and empty folders of dead processes go now.
    for (const entry of fs.existsSync(root) ? fs.readdirSync(root) : [])
      if (!folderAlive(entry)) removeEmptyDir(path.join(root, entry));
  }

  private stampOf(source: string): string {
    const hit = this.stamps.get(source);
    if (hit && Date.now() - hit.at < STAMP_TTL_MS) return hit.stamp;
    const stamp = treeStamp(source);
    this.stamps.set(source, { stamp, at: Date.now() });
    return stamp;
  }

  /**
   * A read-only image with the contents of `source`, built once per `name`, source and content
   * (as treeStamp sees it, re-read at most once a minute), mounted under the images folder;
   * returns its mount point.
   */
  readOnly(name: string, source: string): Promise<string> {
    const stamp = this.stampOf(source);
    const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
    // The source's own prefix: pruning an older content never touches another source's image of
    // the same name (two host workers on one machine share the folder, each with its own cache).
    const safeName = name.replace(/[^A-Za-z0-9._-]/g, '_');
    const src = path.resolve(source);
    const prefix = `${safeName}-${sha(src).slice(0, 8)}-`;
    const id = `${prefix}${sha(`${src}\0${stamp}`).slice(0, 16)}`;
    const image = path.join(this.dir, `${id}.ext4`);
    const mnt = path.join(this.dir, 'mnt', ownFolder(), id);
    return once(image, async () => {
      if (!fs.existsSync(image)) {
        fs.mkdirSync(this.dir, { recursive: true });
        const { bytes, entries } = treeSize(source);
        const size = Math.ceil((bytes * 1.1 + 64 * 1024 ** 2) / 4096) * 4096;
        // The image is sparse, but mkfs fills it with the whole tree: a disk too full for it
        // would fail half-way with mkfs's own "No space left" on some file of the tree.
        const { bavail, bsize } = fs.statfsSync(this.dir);
        if (bytes > bavail * bsize)
          throw new Error(
            `the read-only image of ${source} needs about ${megabytes(bytes)} free in ${this.dir}; ` +
              `${megabytes(bavail * bsize)} are available (free some, or put the images elsewhere: workspace.imagesDir, A2RL_IMAGES_DIR)`,
          );
        const tmp = `${image}.${process.pid}.tmp`;
        fs.rmSync(tmp, { force: true });
        fs.closeSync(fs.openSync(tmp, 'w'));
        fs.truncateSync(tmp, size);
        const inodes = String(Math.ceil(entries * 1.2) + 1024);
        await run(
          'mkfs.ext4',
          ['-q', '-F', '-m', '0', '-N', inodes, '-O', '^has_journal', '-E', 'root_owner=0:0', '-d', source, tmp],
          { maxBuffer: 16 << 20 },
        );
        await run('debugfs', ['-w', '-R', `rmdir ${LOST_FOUND}`, tmp]); // the tree exactly as it is: nothing of ext4's own
        fs.renameSync(tmp, image);
        fs.writeFileSync(`${image}.source`, src); // what prune() checks is still there
      }
      await mount(image, mnt, true);
      this.mounted.add(mnt);
      await this.prune(prefix, id, safeName);
      return mnt;
    });
  }

  /**
   * Older images of the same name and source: this process's mounts of them and those of dead
   * processes are unmounted, and the image goes once no process has it mounted and no container
   * uses it (otherwise it stays till next time).
   */
  private async prune(prefix: string, keep: string, name: string): Promise<void> {
    // Images named before the source was part of the name (<name>-<16 hex>) go as well, and those
    // of the same name whose source folder is gone (a removed cache: nothing will use them again).
    const legacy = (file: string) =>
      file.startsWith(`${name}-`) && /^[0-9a-f]{16}\.ext4$/.test(file.slice(name.length + 1));
    const sourceGone = (file: string) => {
      const sidecar = path.join(this.dir, `${file}.source`);
      return file.startsWith(`${name}-`) && fs.existsSync(sidecar) && !fs.existsSync(fs.readFileSync(sidecar, 'utf8'));
    };
    const root = path.join(this.dir, 'mnt');
    const mounts = mountsUnder(root);
    for (const file of fs.readdirSync(this.dir)) {
      if (!file.endsWith('.ext4') || file === `${keep}.ext4`) continue;
      const older = file.startsWith(prefix) && !file.slice(prefix.length).includes('-');
      if (!(older || legacy(file) || sourceGone(file))) continue;
      const id = file.slice(0, -'.ext4'.length);
      try {
        let inUse = false;
        for (const mnt of mounts.filter((m) => path.basename(m) === id)) {
          const folder = path.relative(root, path.dirname(mnt));
          if (folder !== ownFolder() && folderAlive(folder)) inUse = true;
          else {
            await run('umount', [mnt]);
            this.mounted.delete(mnt);
            removeEmptyDir(mnt);
          }
        }
        if (inUse) continue;
        fs.rmSync(path.join(this.dir, file), { force: true });
        for (const sidecar of ['source', 'owner'])
          fs.rmSync(path.join(this.dir, `${file}.${sidecar}`), { force: true });
      } catch {
        /* in use by a running workspace */
      }
    }
  }

  /**
   * Unmounts the shared images this instance mounted (a worker stopping), so no mount outlives
   * the harness in its folder: a checkout with a read-only mount inside cannot be removed.
   * Running containers keep their own (private) copies of these mounts; another worker that
   * needs an image again mounts it at its next use.
   */
  async release(): Promise<void> {
    for (const mnt of this.mounted) {
      this.mounted.delete(mnt);
      await unmount(mnt).catch(() => undefined);
      removeEmptyDir(mnt);
      if (path.dirname(mnt) !== path.join(this.dir, 'mnt')) removeEmptyDir(path.dirname(mnt));
    }
  }

  /**
   * A writable image of `size` bytes at `image` (made once, sparse), mounted at `dir`. An existing
   * one is checked first, and repaired where its filesystem stopped on an error.
   */
  writable(image: string, size: number, dir: string): Promise<void> {
    return once(image, async () => {
      if (fs.existsSync(image) && !isMountPoint(dir)) {
        // e2fsck -p: 0 clean, 1 and 2 repaired; 4 and up it could not.
        await run('e2fsck', ['-p', image]).catch((err: { code?: number; stdout?: string }) => {
          if ((err.code ?? 8) >= 4)
            throw new Error(
              `the workspace's disk image ${image} has errors e2fsck -p cannot repair: ${String(err.stdout ?? '')
                .trim()
                .slice(-500)}`,
            );
        });
      } else if (!fs.existsSync(image)) {
        const tmp = `${image}.tmp`;
        fs.rmSync(tmp, { force: true });
        fs.closeSync(fs.openSync(tmp, 'w', 0o600));
        fs.truncateSync(tmp, Math.ceil(size / 4096) * 4096);
        await run('mkfs.ext4', [
          '-q',
          '-F',
          '-m',
          '0',
          '-E',
          'lazy_itable_init=1,lazy_journal_init=1,root_owner=0:0',
          tmp,
        ]);
        fs.renameSync(tmp, image);
      }
      await mount(image, dir, false);
      fs.rmSync(path.join(dir, LOST_FOUND), { recursive: true, force: true });
    });
  }
}
