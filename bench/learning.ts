// Learning benchmark: does a reference route raise a held-out score? Runs a reference agent
// (`reference-grpo` by default; `reference-sft-grpo` for SFT then GRPO on alfworld-small) on a
// task once per seed, one run at a time (the machine's cores go to one pipeline), through the
// normal run path: the pipeline trains on the GPU worker and submits every `evalEvery` rounds, its
// last policy as the run's final checkpoint; the task's evaluator scores each submission on the
// held-out split (the sealed part: the final checkpoint, once, after the agent stopped).
//
// Each seed writes its result file, bench/results/learning/<task>/<arm>/seed-<S>.json: the run id,
// its manifest, the settings, the baseline, every submission's score with its interval, the sealed
// score, the pipeline's rounds (rollouts). bench/learning_tables.py makes the tables of bench/RESULTS.md and
// the README from these files.
//
//   node dist/bench/learning.js [--task arith] [--agent reference-grpo] [--seeds 0,1,2] [--budget 75m]
//        [--settings] [--arm grpo|control] [--params JSON]
//
// --settings: the settings chosen on validation (bench/select-settings.ts; the choice is
// `python bench/learning_tables.py chosen --task T`); --arm control: sft+grpo's control arm (SFT
// in place of GRPO, route sft+sft); --params: further PIPELINE_PARAMS (overrides of the manifest's).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { followRun } from '../cli/runs';
import { startRun } from '../client/runs';
import { fromRoot } from '../common/paths';
import type { Report } from '../common/report-schema';
import type { TrainingStatus } from '../common/training';
import {
  learningResultsDir,
  machine,
  minutesSince,
  pipelineRecord,
  withLearningStack,
  writeResult,
} from './learning-stack';

/** The candidate chosen on validation and its overrides, as bench/learning_tables.py decides. */
function chosenSettings(cfgPython: string, task: string): { candidate: string; overrides: Record<string, unknown> } {
  const out = execFileSync(cfgPython, [fromRoot('bench', 'learning_tables.py'), 'chosen', '--task', task], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as { candidate: string; overrides: Record<string, unknown> };
}

/** Minutes from the run's start (s) to a submission's timestamp, to the hundredth. */
const minuteOf = (t0: number, iso: string) => Math.round((Date.parse(iso) / 1000 - t0) / 0.6) / 100;

async function main() {
  const { values } = parseArgs({
    options: {
      task: { type: 'string', default: 'arith' },
      agent: { type: 'string', default: 'reference-grpo' },
      seeds: { type: 'string', default: '0,1,2' },
      budget: { type: 'string', default: '75m' },
      settings: { type: 'boolean', default: false },
      arm: { type: 'string', default: 'grpo' },
      params: { type: 'string' },
    },
  });
  if (!['grpo', 'control'].includes(values.arm!)) throw new Error('--arm is grpo or control');
  const task = values.task!;
  await withLearningStack('bench-learning-workers', async ({ cfg, client, backend }) => {
    const chosen = values.settings ? chosenSettings(cfg.python, task) : null;
    const params = {
      ...(chosen?.overrides ?? {}),
      ...(values.arm === 'control' ? { route: 'sft+sft' } : {}),
      ...(values.params ? (JSON.parse(values.params) as Record<string, unknown>) : {}),
    };
    for (const seed of values.seeds!.split(',').map(Number)) {
      const started = Date.now();
      const runId = await startRun(client, {
        task,
        agent: values.agent!,
        seed,
        budget: values.budget!,
        workspace: { backend },
        ...(Object.keys(params).length ? { agentEnv: { PIPELINE_PARAMS: JSON.stringify(params) } } : {}),
      });
      console.error(`seed ${seed}: ${runId}`);
      const r = await followRun(client, runId, { out: process.stderr, intervalMs: 30_000 });
      const reportFile = r.status?.report?.json;
      if (!reportFile) throw new Error(`run ${runId} wrote no report (${r.status?.phase ?? 'no status'})`);
      const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report;
      const pipeline: TrainingStatus | null = await client.workflow
        .getHandle(`${runId}.pipeline`)
        .result()
        .catch(() => null);
      const t0 = report.run.start_time ?? started / 1000;
      // A submission's pipeline step (sft, iter-4, extra-sft-6), by the checkpoint it submitted.
      const labelOf = new Map((pipeline?.submissions ?? []).map((s) => [s.submissionId, s.label]));
      writeResult(path.join(learningResultsDir(task), values.arm!, `seed-${seed}.json`), {
        kind: 'seed',
        task,
        agent: values.agent,
        arm: values.arm,
        seed,
        run_id: runId,
        phase: report.run.phase,
        settings: { chosen_on_validation: chosen?.candidate ?? null, pipeline_params: params },
        manifest: report.manifest ?? null,
        baseline: report.baseline && { score: report.baseline.score, uncertainty: report.baseline.uncertainty },
        submissions: report.submissions.map((s) => ({
          submission_id: s.submission_id,
          label: labelOf.get(s.submission_id) ?? null,
          minute: minuteOf(t0, s.timestamp),
          score: s.score,
          uncertainty: s.uncertainty ?? null,
          error: s.error,
        })),
        sealed: report.sealed,
        ...pipelineRecord(pipeline),
        wall_minutes: minutesSince(started),
        machine: machine(),
      });
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
