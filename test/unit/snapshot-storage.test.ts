import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WorkspaceRef } from '../../common/types';
import { resolveModelPath, SubmitError } from '../../gateway/checkpoint';
import { SnapshotStore } from '../../gateway/snapshot';
import { objectsDir, releaseSnapshots, retainSnapshots, snapshotBytes } from '../../gateway/snapshot-storage';
import { runPaths } from '../../common/run-paths';

// A run's snapshot storage on real files: each distinct file stored once and linked into every
// snapshot that holds it, a limit of the run's own, releases while it runs and what its end keeps.

const MiB = 1024 ** 2;
/** Bytes a folder takes as du counts them: a file linked twice, once. */
const diskBytes = (dir: string) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
const limits = { maxFiles: 100, maxBytes: 1024 * MiB, diskReserve: 0 };
let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-snapshots-'));
});
afterEach(() => {
  // Snapshots are read-only: give the test's folder back to its owner first.
  fs.chmodSync(root, 0o700);
  for (const dir of fs.readdirSync(root, { recursive: true, withFileTypes: true }))
    if (dir.isDirectory()) fs.chmodSync(path.join(dir.parentPath, dir.name), 0o700);
  fs.rmSync(root, { recursive: true, force: true });
});

function workspace(name: string): WorkspaceRef {
  const runDir = path.join(root, name);
  const hostWs = path.join(runDir, 'workspace');
  fs.mkdirSync(hostWs, { recursive: true });
  return {
    runId: name,
    backend: 'local',
    hostId: 'h',
    hostQueue: 'q',
    runDir,
    workspaceDir: hostWs,
    agentRoot: '/workspace',
    mounts: [{ target: '/workspace', source: hostWs, readOnly: false, role: 'workspace' }],
    gateway: { host: '127.0.0.1', port: 1, agentUrl: 'http://127.0.0.1:1' },
  };
}

function checkpoint(ws: WorkspaceRef, rel: string, weights: Buffer | string): void {
  const dir = path.join(ws.workspaceDir, rel);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'config.json'), '{"model_type": "llama"}');
  if (typeof weights === 'string') fs.linkSync(weights, path.join(dir, 'model.safetensors'));
  else fs.writeFileSync(path.join(dir, 'model.safetensors'), weights);
}

async function capture(store: SnapshotStore, ws: WorkspaceRef, rel: string, runLimit: number | null = null) {
  return store.capture(
    ws,
    await resolveModelPath(ws, `/workspace/${rel}`),
    runPaths(ws.runDir).snapshots,
    limits,
    runLimit,
  );
}

test('checkpoints sharing a weights file (hard-linked, or copied) store it once; each snapshot still holds all its files, read-only', async () => {
  const ws = workspace('run');
  const store = new SnapshotStore();
  checkpoint(ws, 'output/a', Buffer.alloc(4 * MiB, 1));
  checkpoint(ws, 'output/b', path.join(ws.workspaceDir, 'output/a/model.safetensors'));
  fs.cpSync(path.join(ws.workspaceDir, 'output/a'), path.join(ws.workspaceDir, 'output/c'), { recursive: true });
  fs.writeFileSync(path.join(ws.workspaceDir, 'output/c/README.md'), 'a copy');
  const snaps = [
    await capture(store, ws, 'output/a'),
    await capture(store, ws, 'output/b'),
    await capture(store, ws, 'output/c'),
  ];
  expect(snaps[1].digest).toBe(snaps[0].digest);
  expect(snaps[2].digest).not.toBe(snaps[0].digest);
  // 4 MiB of weights, the config and the README: each once.
  expect(await snapshotBytes(runPaths(ws.runDir).snapshots)).toBe(4 * MiB + 23 + 6);
  const weights = path.join(snaps[2].dir, 'model.safetensors');
  expect(fs.readFileSync(weights).equals(Buffer.alloc(4 * MiB, 1))).toBe(true);
  expect(fs.statSync(weights).mode & 0o777).toBe(0o444);
  expect(fs.statSync(weights).ino).toBe(fs.statSync(path.join(snaps[0].dir, 'model.safetensors')).ino);
});

test('ten submits of one file with 8 bytes changed each, released once superseded, hold about one checkpoint', async () => {
  const ws = workspace('run');
  const store = new SnapshotStore();
  const size = 8 * MiB;
  const weights = Buffer.alloc(size, 7);
  checkpoint(ws, 'output/ckpt', weights);
  const file = path.join(ws.workspaceDir, 'output/ckpt/model.safetensors');
  let kept: string | null = null;
  let most = 0;
  for (let i = 0; i < 10; i++) {
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(fd, Buffer.from(`change${i}!`.slice(0, 8)), 0, 8, 1000 * i);
    fs.closeSync(fd);
    const snap = await capture(store, ws, 'output/ckpt');
    most = Math.max(most, diskBytes(runPaths(ws.runDir).snapshots));
    // The first stays the best; each later one is scored lower and released (the run's rule).
    if (kept === null) kept = snap.digest;
    else await releaseSnapshots(runPaths(ws.runDir).snapshots, [snap.digest]);
  }
  expect(diskBytes(runPaths(ws.runDir).snapshots)).toBeLessThanOrEqual(1.2 * size);
  expect(most).toBeLessThanOrEqual(2.01 * size);
  expect(fs.readdirSync(runPaths(ws.runDir).snapshots).filter((n) => !n.startsWith('.'))).toEqual([kept]);
});

test("a capture past the run's limit is refused (507, naming the limit), leaves nothing behind, takes content it holds already, and another run is not affected", async () => {
  const store = new SnapshotStore();
  const ws = workspace('run-a');
  const other = workspace('run-b');
  checkpoint(ws, 'output/one', Buffer.alloc(3 * MiB, 1));
  checkpoint(ws, 'output/two', Buffer.alloc(3 * MiB, 2));
  checkpoint(other, 'output/one', Buffer.alloc(3 * MiB, 3));
  await capture(store, ws, 'output/one', 5 * MiB);
  const before = await snapshotBytes(runPaths(ws.runDir).snapshots);
  const refused = await capture(store, ws, 'output/two', 5 * MiB).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(SubmitError);
  expect([(refused as SubmitError).status, (refused as SubmitError).reason]).toEqual([507, 'run-snapshot-limit']);
  expect((refused as SubmitError).message).toMatch(/hold 3 MiB of its 5 MiB \(run spec snapshots.limit\)/);
  expect(await snapshotBytes(runPaths(ws.runDir).snapshots)).toBe(before);
  expect(fs.readdirSync(runPaths(ws.runDir).snapshots).filter((n) => n.startsWith('.capture-'))).toEqual([]);
  expect(fs.readdirSync(objectsDir(runPaths(ws.runDir).snapshots)).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  // Near the limit, a file whose content the run holds already costs nothing: a copy of the first checkpoint is taken.
  fs.cpSync(path.join(ws.workspaceDir, 'output/one'), path.join(ws.workspaceDir, 'output/copy'), { recursive: true });
  fs.writeFileSync(path.join(ws.workspaceDir, 'output/copy/README.md'), 'the same weights');
  const copy = await capture(store, ws, 'output/copy', 5 * MiB);
  expect(copy.bytes).toBe(3 * MiB + 23 + 16);
  expect(await snapshotBytes(runPaths(ws.runDir).snapshots)).toBe(before + 16);
  // Another run on the same host, with the same limit, captures as before.
  await expect(capture(store, other, 'output/one', 5 * MiB)).resolves.toMatchObject({ bytes: 3 * MiB + 23 });
  // Releasing both snapshots of those weights frees their room for the second.
  await releaseSnapshots(runPaths(ws.runDir).snapshots, [
    (await capture(store, ws, 'output/one', 5 * MiB)).digest,
    copy.digest,
  ]);
  await expect(capture(store, ws, 'output/two', 5 * MiB)).resolves.toMatchObject({ bytes: 3 * MiB + 23 });
});

test("the run's end keeps the snapshots named, frees the rest and any capture's leftovers; keeping all only clears leftovers", async () => {
  const ws = workspace('run');
  const store = new SnapshotStore();
  const digests: string[] = [];
  for (const [i, fill] of [1, 2, 3].entries()) {
    checkpoint(ws, `output/c${i}`, Buffer.alloc(MiB, fill));
    digests.push((await capture(store, ws, `output/c${i}`)).digest);
  }
  const dir = runPaths(ws.runDir).snapshots;
  fs.mkdirSync(path.join(dir, '.capture-interrupted'));
  fs.writeFileSync(path.join(objectsDir(dir), '.tmp-interrupted'), 'partial');
  const all = await retainSnapshots(dir, null);
  expect(all).toMatchObject({ removed: [], freedBytes: 0 });
  expect(fs.readdirSync(dir).sort()).toEqual(['.objects', ...digests].sort());
  const some = await retainSnapshots(dir, [digests[0], digests[2]]);
  expect(some).toEqual({ removed: [digests[1]], freedBytes: MiB, keptBytes: 2 * MiB + 23 });
  expect(fs.readdirSync(dir).sort()).toEqual(['.objects', digests[0], digests[2]].sort());
  // Not a digest: never a path to remove.
  await expect(releaseSnapshots(dir, ['../../workspace', '.objects'])).resolves.toEqual({ removed: [], freedBytes: 0 });
  expect(fs.existsSync(ws.workspaceDir)).toBe(true);
});

test('a released checkpoint captured again is stored again, whole', async () => {
  const ws = workspace('run');
  const store = new SnapshotStore();
  checkpoint(ws, 'output/c', Buffer.alloc(MiB, 9));
  const first = await capture(store, ws, 'output/c');
  await releaseSnapshots(runPaths(ws.runDir).snapshots, [first.digest]);
  expect(await snapshotBytes(runPaths(ws.runDir).snapshots)).toBe(0);
  const again = await capture(store, ws, 'output/c');
  expect(again.digest).toBe(first.digest);
  expect(fs.readFileSync(path.join(again.dir, 'model.safetensors')).equals(Buffer.alloc(MiB, 9))).toBe(true);
});
