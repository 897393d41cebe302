// What a run's checkpoint snapshots take of the host's disk (gateway/snapshot.ts,
// gateway/snapshot-storage.ts), side by side for the run spec's `snapshots.keep`:
//  - ten submits of one 50 MiB checkpoint with 8 bytes changed before each, all scoring the same
//    (the first stays the best, as a tie keeps it): `all` keeps ten snapshots, `needed` releases
//    each one once scored, as the run does;
//  - eight checkpoints sharing one hard-linked 512 MiB weights file (each with its own config):
//    stored once, and captured after the first without copying the weights again (the file is
//    unchanged: same inode, size and change time).
// Bytes as du counts them (a file linked twice, once). Writes bench/results/snapshot-storage.json.
// Run: npm run build && node dist/bench/snapshot-storage.js   (results in bench/RESULTS.md)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WorkspaceRef } from '../common/types';
import { resolveModelPath } from '../gateway/checkpoint';
import { SnapshotStore } from '../gateway/snapshot';
import { releaseSnapshots } from '../gateway/snapshot-storage';
import { fromRoot } from '../common/paths';
import { runPaths } from '../common/run-paths';

const MiB = 1024 ** 2;
const limits = { maxFiles: 10_000, maxBytes: 64 * 1024 ** 3, diskReserve: 0 };
const du = (dir: string) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);

function workspace(root: string, name: string): WorkspaceRef {
  const runDir = path.join(root, name);
  const hostWs = runPaths(runDir).workspace;
  fs.mkdirSync(path.join(hostWs, 'output'), { recursive: true });
  return {
    runId: name,
    backend: 'docker',
    hostId: 'bench',
    hostQueue: 'bench',
    runDir,
    workspaceDir: hostWs,
    agentRoot: '/workspace',
    mounts: [{ target: '/workspace', source: hostWs, readOnly: false, role: 'workspace' }],
    gateway: { host: '127.0.0.1', port: 0, agentUrl: '' },
  };
}

function writeCheckpoint(dir: string, bytes: number): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'config.json'), '{"model_type": "llama"}');
  const fd = fs.openSync(path.join(dir, 'model.safetensors'), 'w');
  const chunk = Buffer.alloc(16 * MiB, 7);
  for (let written = 0; written < bytes; written += chunk.length)
    fs.writeSync(fd, chunk, 0, Math.min(chunk.length, bytes - written));
  fs.closeSync(fd);
}

async function amplification(root: string, keep: 'all' | 'needed') {
  const ws = workspace(root, `amplify-${keep}`);
  const ckpt = path.join(ws.workspaceDir, 'output', 'c');
  writeCheckpoint(ckpt, 50 * MiB);
  const store = new SnapshotStore();
  const dir = runPaths(ws.runDir).snapshots;
  let best: string | null = null;
  let peak = 0;
  for (let i = 0; i < 10; i++) {
    const fd = fs.openSync(path.join(ckpt, 'model.safetensors'), 'r+');
    fs.writeSync(fd, Buffer.from(`poke${String(i).padStart(4, '0')}`), 0, 8, i * 4096);
    fs.closeSync(fd);
    const snap = await store.capture(ws, await resolveModelPath(ws, '/workspace/output/c'), dir, limits);
    peak = Math.max(peak, du(dir));
    if (best === null) best = snap.digest;
    else if (keep === 'needed') await releaseSnapshots(dir, [snap.digest]);
  }
  return {
    keep,
    checkpoint_bytes: du(ckpt),
    workspace_bytes: du(ws.workspaceDir),
    snapshots_bytes: du(dir),
    snapshots_peak_bytes: peak,
  };
}

async function sharedWeights(root: string) {
  const ws = workspace(root, 'shared');
  const first = path.join(ws.workspaceDir, 'output', 'c0');
  writeCheckpoint(first, 512 * MiB);
  const store = new SnapshotStore();
  const dir = runPaths(ws.runDir).snapshots;
  for (let i = 1; i < 8; i++) {
    const ckpt = path.join(ws.workspaceDir, 'output', `c${i}`);
    fs.mkdirSync(ckpt);
    fs.linkSync(path.join(first, 'model.safetensors'), path.join(ckpt, 'model.safetensors'));
    fs.writeFileSync(path.join(ckpt, 'config.json'), `{"model_type": "llama", "step": ${i}}`);
  }
  const seconds: number[] = [];
  for (let i = 0; i < 8; i++) {
    const t = process.hrtime.bigint();
    await store.capture(ws, await resolveModelPath(ws, `/workspace/output/c${i}`), dir, limits);
    seconds.push(Number(process.hrtime.bigint() - t) / 1e9);
  }
  return {
    checkpoints: 8,
    weights_bytes: 512 * MiB,
    snapshots_bytes: du(dir),
    first_capture_s: seconds[0],
    later_capture_s_max: Math.max(...seconds.slice(1)),
  };
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-bench-snapshots-'));
  try {
    const result = {
      at: new Date().toISOString(),
      amplification: [await amplification(root, 'all'), await amplification(root, 'needed')],
      shared_weights: await sharedWeights(root),
    };
    fs.mkdirSync(fromRoot('bench', 'results'), { recursive: true });
    fs.writeFileSync(fromRoot('bench', 'results', 'snapshot-storage.json'), `${JSON.stringify(result, null, 2)}\n`);
    const m = (b: number) => (b / MiB).toFixed(1);
    console.log(
      '| keep | checkpoint (MiB) | workspace (MiB) | snapshots after 10 submits (MiB) | peak (MiB) |\n|---|---|---|---|---|',
    );
    for (const a of result.amplification)
      console.log(
        `| ${a.keep} | ${m(a.checkpoint_bytes)} | ${m(a.workspace_bytes)} | ${m(a.snapshots_bytes)} | ${m(a.snapshots_peak_bytes)} |`,
      );
    const s = result.shared_weights;
    console.log(
      `\n8 checkpoints sharing a hard-linked ${m(s.weights_bytes)} MiB weights file: snapshots ${m(s.snapshots_bytes)} MiB; first capture ${s.first_capture_s.toFixed(2)} s, later ones at most ${s.later_capture_s_max.toFixed(3)} s`,
    );
  } finally {
    execFileSync('chmod', ['-R', 'u+w', root]);
    fs.rmSync(root, { recursive: true, force: true });
  }
}

void main();
