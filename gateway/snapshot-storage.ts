import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';

// A run's snapshot storage, under its private state folder:
//
//   .objects/<sha256>   each distinct file the run submitted, once (read-only)
//   .objects/.tmp-*     a file being captured
//   .capture-*/         a snapshot being assembled
//   <digest>/           a snapshot: its files are hard links to .objects
//
// Files are shared between snapshots by content, so what the run holds is the size of
// .objects/ (with the files being captured), which counts against its limit. Releasing a
// snapshot removes its folder and then every object no snapshot links to any more. The
// gateway process captures; the run's host worker releases, so both go by the files alone.

export const OBJECTS = '.objects';
/** Names of a capture's leftovers: removed when the run ends. */
const LEFTOVER = /^\.(capture|release|tmp)-/;
const DIGEST = /^[0-9a-f]{64}$/;

export const objectsDir = (snapshotsDir: string) => path.join(snapshotsDir, OBJECTS);

/** Bytes the run's snapshots hold: its distinct files, and those being captured. */
export async function snapshotBytes(snapshotsDir: string): Promise<number> {
  let total = 0;
  for (const name of await fsp.readdir(objectsDir(snapshotsDir)).catch(() => [] as string[])) {
    total += await fsp.lstat(path.join(objectsDir(snapshotsDir), name)).then(
      (st) => st.size,
      () => 0,
    );
  }
  return total;
}

/** Removes a folder that may hold read-only entries. */
export async function removeTree(dir: string): Promise<void> {
  await fsp.chmod(dir, 0o700).catch(() => undefined);
  for (const e of await fsp.readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (e.isDirectory()) await removeTree(path.join(dir, e.name));
  }
  await fsp.rm(dir, { recursive: true, force: true });
}

/** Removes every object no snapshot links to; returns the bytes freed. Files being captured are left alone. */
export async function collectObjects(snapshotsDir: string): Promise<number> {
  let freed = 0;
  const dir = objectsDir(snapshotsDir);
  for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
    if (!DIGEST.test(name)) continue;
    const file = path.join(dir, name);
    const st = await fsp.lstat(file).catch(() => null);
    if (
      st &&
      st.nlink <= 1 &&
      (await fsp.unlink(file).then(
        () => true,
        () => false,
      ))
    )
      freed += st.size;
  }
  return freed;
}

/** Removes one snapshot folder: renamed away first, so that it is either whole or gone. */
async function removeSnapshot(snapshotsDir: string, digest: string): Promise<boolean> {
  const doomed = path.join(snapshotsDir, `.release-${digest}-${crypto.randomBytes(4).toString('hex')}`);
  try {
    await fsp.rename(path.join(snapshotsDir, digest), doomed);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  await removeTree(doomed);
  return true;
}

export interface Released {
  /** The snapshots removed (those already gone are left out). */
  removed: string[];
  /** Bytes the run's storage no longer holds. */
  freedBytes: number;
}

/** Releases the snapshots of these digests (not valid digests are ignored) and the files only they held. */
export async function releaseSnapshots(snapshotsDir: string, digests: string[]): Promise<Released> {
  const removed: string[] = [];
  for (const d of new Set(digests)) if (DIGEST.test(d) && (await removeSnapshot(snapshotsDir, d))) removed.push(d);
  return { removed, freedBytes: removed.length ? await collectObjects(snapshotsDir) : 0 };
}

/**
 * The run's storage once it has ended: the snapshots of `keep` stay (null: all of them), the
 * others, the leftovers of interrupted captures and the files only they held go.
 */
export async function retainSnapshots(
  snapshotsDir: string,
  keep: string[] | null,
): Promise<Released & { keptBytes: number }> {
  const removed: string[] = [];
  for (const name of await fsp.readdir(snapshotsDir).catch(() => [] as string[])) {
    if (LEFTOVER.test(name)) await removeTree(path.join(snapshotsDir, name));
    else if (DIGEST.test(name) && keep && !keep.includes(name) && (await removeSnapshot(snapshotsDir, name)))
      removed.push(name);
  }
  for (const name of await fsp.readdir(objectsDir(snapshotsDir)).catch(() => [] as string[])) {
    if (LEFTOVER.test(name)) await fsp.rm(path.join(objectsDir(snapshotsDir), name), { force: true });
  }
  const freedBytes = await collectObjects(snapshotsDir);
  return { removed, freedBytes, keptBytes: await snapshotBytes(snapshotsDir) };
}
