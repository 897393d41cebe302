import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import { dockerAvailable, ensureDevServer, fileLogger } from '../cli/embedded';
import { connectClient } from '../client/connect';
import { loadConfig, type Config } from '../common/config';
import { fromRoot } from '../common/paths';
import type { TrainingStatus } from '../common/training';
import { startWorkers } from '../workers/common';

// What the learning benches share (select-settings.ts, learning.ts): the embedded Temporal server
// and this host's workers in this process, as `a2rl demo` runs them, and their result files.

/** bench/results/learning/<task>/: every learning figure's result files (bench/learning_tables.py reads them). */
export const learningResultsDir = (task: string) => fromRoot('bench', 'results', 'learning', task);

/** Runs `body` with the embedded server (started or reused) and this host's control, host and GPU workers. */
export async function withLearningStack<T>(
  name: string,
  body: (stack: { cfg: Config; client: Client; backend: 'docker' | 'local' }) => Promise<T>,
): Promise<T> {
  const cfg = loadConfig();
  const backend = (await dockerAvailable(cfg)) ? 'docker' : 'local';
  const { server } = await ensureDevServer(cfg, { detached: true });
  const workers = await startWorkers(cfg, fileLogger(cfg, name), ['control', 'host', 'gpu']);
  void workers.run();
  const client = await connectClient(cfg);
  try {
    return await body({ cfg, client, backend });
  } finally {
    await workers.shutdown();
    await client.connection.close();
    await server?.stop();
  }
}

/** Where a result came from: the machine (cores, CPU) and when it finished. */
export const machine = () => ({
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? null,
  gpu: null,
  finished_at: new Date().toISOString(),
});

/** What a result file keeps of a pipeline's end state: each round's rollout success, each job's time. */
export const pipelineRecord = (status: TrainingStatus | null) => ({
  rollouts: (status?.rollouts ?? []).map((r) => ({ iteration: r.iteration, success_rate: r.successRate })),
  jobs: (status?.jobs ?? []).map((j) => ({
    job: j.jobId,
    seconds: (Date.parse(j.finishedAt) - Date.parse(j.startedAt)) / 1000,
  })),
});

/** Minutes since `started` (ms), to the hundredth. */
export const minutesSince = (started: number) => Math.round((Date.now() - started) / 600) / 100;

/** Writes one result file (indented JSON) and says where. */
export function writeResult(file: string, result: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(result, null, 1)}\n`);
  console.error(`result: ${path.relative(fromRoot(), file)}`);
}
