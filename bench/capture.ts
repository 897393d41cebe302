// Checkpoint capture (gateway/snapshot.ts) under load: how long a large checkpoint and a
// 100,000-file one take to accept or refuse, and how the gateway's event loop fares meanwhile
// (the latency of an HTTP /health-like request served by the same process, every 20 ms).
// Run: npm run build && node dist/bench/capture.js   (results in bench/RESULTS.md)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { WorkspaceRef } from '../common/types';
import { acceptCheckpoint } from '../gateway/accept';
import { SubmitError } from '../gateway/checkpoint';
import { SnapshotStore } from '../gateway/snapshot';
import { quantile } from './common';

const BIG_BYTES = Number(process.env.BENCH_CAPTURE_BYTES ?? 2 * 1024 ** 3);
const MANY_FILES = Number(process.env.BENCH_CAPTURE_FILES ?? 100_000);

async function underLoad<T>(
  fn: () => Promise<T>,
): Promise<{ seconds: number; outcome: string; p50: number; p99: number; max: number }> {
  const server = http.createServer((_, res) => res.end('ok'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  const latencies: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const t = process.hrtime.bigint();
      await new Promise<void>((r) =>
        http.get({ host: '127.0.0.1', port, path: '/health' }, (res) => res.resume().on('end', () => r())),
      );
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const t0 = Date.now();
  let outcome: string;
  try {
    await fn();
    outcome = 'accepted';
  } catch (err) {
    outcome = err instanceof SubmitError ? `${err.status} ${err.reason}` : String(err);
  }
  const seconds = (Date.now() - t0) / 1000;
  running = false;
  await probe;
  server.close();
  return {
    seconds,
    outcome,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: Math.max(...latencies),
  };
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-bench-capture-'));
  const hostWs = path.join(root, 'run', 'workspace');
  const model = path.join(root, 'model');
  fs.mkdirSync(model, { recursive: true });
  fs.writeFileSync(path.join(model, 'config.json'), '{}');
  const ws: WorkspaceRef = {
    runId: 'bench',
    backend: 'docker',
    hostId: 'bench',
    hostQueue: 'bench',
    runDir: path.join(root, 'run'),
    workspaceDir: hostWs,
    agentRoot: '/workspace',
    mounts: [{ target: '/workspace', source: hostWs, readOnly: false, role: 'workspace' }],
    gateway: { host: '127.0.0.1', port: 0, agentUrl: '' },
  };
  const big = path.join(hostWs, 'output', 'big');
  fs.mkdirSync(big, { recursive: true });
  fs.writeFileSync(path.join(big, 'config.json'), '{}');
  const chunk = Buffer.alloc(64 * 1024 ** 2, 7);
  const fd = fs.openSync(path.join(big, 'model.safetensors'), 'w');
  for (let written = 0; written < BIG_BYTES; written += chunk.length) fs.writeSync(fd, chunk);
  fs.closeSync(fd);
  const many = path.join(hostWs, 'output', 'many');
  fs.mkdirSync(many, { recursive: true });
  fs.writeFileSync(path.join(many, 'config.json'), '{}');
  for (let i = 0; i < MANY_FILES; i++) fs.writeFileSync(path.join(many, `f${i}`), 'x');

  const limits = { maxFiles: 10_000, maxBytes: 64 * 1024 ** 3, diskReserve: 0 };
  const rows: string[] = [];
  const cases: Array<[string, string, SnapshotStore]> = [
    [`${(BIG_BYTES / 1024 ** 3).toFixed(1)} GiB checkpoint, first capture`, 'output/big', new SnapshotStore()],
    [`${MANY_FILES} small files (limit 10,000)`, 'output/many', new SnapshotStore()],
  ];
  const store = cases[0][2];
  cases.push(['the same checkpoint again (unchanged: no copy)', 'output/big', store]);
  for (const [name, p, s] of cases) {
    const r = await underLoad(() => acceptCheckpoint(ws, p, { baseModelDir: model, limits, store: s }));
    rows.push(
      `| ${name} | ${r.outcome} | ${r.seconds.toFixed(2)} s | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.max.toFixed(1)} ms |`,
    );
  }
  console.log(['| case | outcome | time | /health p50 | p99 | max |', '|---|---|---|---|---|---|', ...rows].join('\n'));
  fs.rmSync(root, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
