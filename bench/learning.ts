// Learning benchmark: does a reference route raise a held-out score? Runs a reference agent
// (`reference-grpo` by default; `reference-sft-grpo` for SFT then GRPO on alfworld-small) on a task once per seed, one run at a time (the machine's cores go to one
// pipeline), through the normal run path: the pipeline trains on the GPU worker and submits every
// `evalEvery` rounds; the task's evaluator scores each submission on the held-out split. Prints a
// markdown section: per seed the baseline, the score of each submission with its time, the best
// and the wall time; then mean ± standard error over the seeds (results in bench/RESULTS.md).
//
//   node dist/bench/learning.js [--task arith] [--agent reference-grpo] [--seeds 0,1,2] [--budget 75m] [--params JSON] [--out FILE.md]
//
// It starts (or reuses) the embedded Temporal server and runs the workers in this process, as
// `a2rl demo` does. --params is the run's agentEnv.PIPELINE_PARAMS (overrides of the manifest's).
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { dockerAvailable, ensureDevServer, fileLogger } from '../cli/embedded';
import { followRun } from '../cli/runs';
import { startRun } from '../client/runs';
import { loadConfig } from '../common/config';
import type { Report } from '../common/report-schema';
import { startWorkers } from '../workers/common';
import { connectClient } from '../client/connect';

interface SeedResult {
  seed: number;
  runId: string;
  baseline: number | null;
  scores: Array<{ minutes: number; score: number | null }>;
  best: number | null;
  last: number | null;
  wallMinutes: number;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const stderr = (xs: number[]) =>
  xs.length < 2 ? 0 : Math.sqrt(xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / (xs.length - 1) / xs.length);
const pm = (xs: number[]) => (xs.length ? `${mean(xs).toFixed(2)} ± ${stderr(xs).toFixed(2)}` : '—');

async function main() {
  const { values } = parseArgs({
    options: {
      task: { type: 'string', default: 'arith' },
      agent: { type: 'string', default: 'reference-grpo' },
      seeds: { type: 'string', default: '0,1,2' },
      budget: { type: 'string', default: '75m' },
      params: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const cfg = loadConfig();
  const backend = (await dockerAvailable(cfg)) ? 'docker' : 'local';
  const { server } = await ensureDevServer(cfg, { detached: true });
  const workers = await startWorkers(cfg, fileLogger(cfg, 'bench-learning-workers'), ['control', 'host', 'gpu']);
  void workers.run();
  const client = await connectClient(cfg);
  const results: SeedResult[] = [];
  try {
    for (const seed of values.seeds!.split(',').map(Number)) {
      const started = Date.now();
      const runId = await startRun(client, {
        task: values.task!,
        agent: values.agent!,
        seed,
        budget: values.budget!,
        workspace: { backend },
        ...(values.params ? { agentEnv: { PIPELINE_PARAMS: values.params } } : {}),
      });
      console.error(`seed ${seed}: ${runId}`);
      const r = await followRun(client, runId, { out: process.stderr, intervalMs: 30_000 });
      const reportFile = r.status?.report?.json;
      const report = reportFile ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report) : null;
      const t0 = report?.run.start_time ?? started / 1000;
      const scores = (report?.submissions ?? []).map((s) => ({
        minutes: (Date.parse(s.timestamp) / 1000 - t0) / 60,
        score: s.score,
      }));
      const scored = scores.map((s) => s.score).filter((s): s is number => s !== null);
      results.push({
        seed,
        runId,
        baseline: report?.baseline?.score ?? null,
        scores,
        best: scored.length ? Math.max(...scored) : null,
        last: scored.length ? scored[scored.length - 1] : null,
        wallMinutes: (Date.now() - started) / 60_000,
      });
    }
  } finally {
    await workers.shutdown();
    await client.connection.close();
    await server?.stop();
  }
  const lines = [
    `### ${values.agent} on ${values.task}, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? '?'}), no GPU. Budget ${values.budget} per run${values.params ? `, PIPELINE_PARAMS ${values.params}` : ''}.`,
    '',
    '| seed | run | baseline | submissions (minute: score) | best | last | wall |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.seed} | ${r.runId} | ${r.baseline?.toFixed(2) ?? '—'} | ${r.scores.map((s) => `${s.minutes.toFixed(0)}: ${s.score?.toFixed(2) ?? 'failed'}`).join(', ')} | ${r.best?.toFixed(2) ?? '—'} | ${r.last?.toFixed(2) ?? '—'} | ${r.wallMinutes.toFixed(0)} min |`,
    ),
    '',
    `Best − baseline, mean ± SE over ${results.length} seed(s): ${pm(results.flatMap((r) => (r.best !== null && r.baseline !== null ? [r.best - r.baseline] : [])))}; ` +
      `last − baseline: ${pm(results.flatMap((r) => (r.last !== null && r.baseline !== null ? [r.last - r.baseline] : [])))}.`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  if (values.out) fs.appendFileSync(values.out, `${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
