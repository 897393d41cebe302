import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { processStart, type LeaseRecord } from '../../gpu/leases';
import { startRun } from '../../client/runs';
import { TASK_QUEUES } from '../../common/task-queues';
import { TRAINING_METRICS_FILE, type TrainingSpecInput, type TrainingStatus } from '../../common/training';
import { fromRoot } from '../../common/paths';
import type { RunningWorkers } from '../../workers/common';
import { gpuLeaseDir } from '../../gpu/devices';
import {
  inProcessWorkers,
  killHard,
  spawnWorker,
  startStack,
  stopChild,
  waitFor,
  waitForStatus,
  type TestStack,
} from '../helpers/stack';
import { trainingPipeline } from '../../workflows/training-pipeline';
import { Writable } from 'node:stream';
import { followTraining } from '../../cli/train-follow';
import { parseTrainingMetrics } from '../../common/training-metrics';
import { runPaths } from '../../common/run-paths';

// trainingPipeline against the real server, a GPU worker as its own process with two simulated
// GPUs (ids "0" and "1": there is no GPU here, the jobs run on CPU), real Python jobs on the
// small real model and the generated ALFWorld games. Sizes are tiny: 32-token prompts, 1-4 steps.

jest.setTimeout(600_000);

const MODEL = fromRoot('.a2rl', 'cache', 'models', 'HuggingFaceTB', 'SmolLM2-135M-Instruct');
const GAMES = fromRoot('tasks', 'alfworld', 'games', 'json_2.1.1', 'train');

let stack: TestStack;
let control: RunningWorkers;
let gpu: ReturnType<typeof spawnWorker>;

const spec = (name: string, sftOverrides: Record<string, unknown> = {}): TrainingSpecInput => ({
  route: 'sft',
  model: MODEL,
  trainData: GAMES,
  outDir: path.join(stack.dir, name),
  threads: 1,
  sft: {
    expertGames: 1,
    steps: 1,
    saveEvery: 1,
    batchSize: 1,
    maxPromptTokens: 32,
    maxCompletionTokens: 8,
    ...sftOverrides,
  },
  timeouts: { heartbeat: 5, job: 600 },
});

const start = (id: string, input: TrainingSpecInput) =>
  stack.client.workflow.start(trainingPipeline, { workflowId: id, taskQueue: TASK_QUEUES.control, args: [input] });

const leases = (): LeaseRecord[] => {
  const dir = gpuLeaseDir(stack.config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.lease'))
    .flatMap((f) => {
      try {
        return [JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as LeaseRecord];
      } catch {
        return [];
      }
    });
};

beforeAll(async () => {
  execFileSync(
    fromRoot('.venv', 'bin', 'python'),
    ['-m', 'a2rl.models', 'prepare', '--model', 'HuggingFaceTB/SmolLM2-135M-Instruct', '--out', MODEL],
    { stdio: 'ignore' },
  );
  stack = await startStack('training', {
    A2RL_GPU_DEVICES: '0,1',
    A2RL_TORCH_THREADS: '1',
    // the alfworld task's generated games and the prepared small model, for the reference-agent run
    A2RL_CACHE_DIR: fromRoot('.a2rl', 'cache'),
    A2RL_TASK_SOURCES: fromRoot('test', 'fixtures', 'task-sources'),
  });
  control = await inProcessWorkers(stack, ['control', 'host']);
  gpu = spawnWorker(stack, 'gpu');
});
afterAll(async () => {
  await stopChild(gpu);
  await control?.shutdown();
  await stack?.stop();
});

test('kill -9 of the GPU worker mid-SFT: the retried job resumes from its last checkpoint and the step counter continues', async () => {
  const input = spec('crash', { steps: 4 });
  const handle = await start('training-crash', input);
  const sftDir = path.join(input.outDir, 'sft');
  await waitFor(
    'the first SFT checkpoint',
    () => fs.existsSync(path.join(sftDir, 'checkpoint-1', 'trainer_state.json')),
    300_000,
  );
  const job = leases().find((l) => l.jobId === 'sft');
  expect(job?.jobPid).toBeTruthy();

  await killHard(gpu);
  // The job dies with its worker (PR_SET_PDEATHSIG): no process is left holding the GPU.
  await waitFor('the job to die with its worker', () => processStart(job!.jobPid!) === null, 10_000);
  gpu = spawnWorker(stack, 'gpu', 'gpu-restarted');

  const status: TrainingStatus = await handle.result();
  const sft = status.jobs.find((j) => j.kind === 'sft')!;
  expect(sft.attempt).toBeGreaterThanOrEqual(2);
  expect(sft.resumedFrom?.step).toBeGreaterThanOrEqual(1);
  const state = JSON.parse(fs.readFileSync(path.join(sft.checkpoint!.path, 'trainer_state.json'), 'utf8'));
  expect(state.step).toBe(4);
  expect(state.resumed_from).toBe(sft.resumedFrom!.step); // continued, not restarted
  expect(state.losses).toHaveLength(4);
  expect(fs.existsSync(path.join(sft.checkpoint!.path, 'optimizer.pt'))).toBe(false); // the finished job's optimizer state is dropped
  expect(fs.readFileSync(sft.stderr, 'utf8')).toMatch(
    new RegExp(`resuming from .*checkpoint-${sft.resumedFrom!.step}`),
  );
  expect(status.policy).toBe(sft.checkpoint!.path);
  expect(leases()).toEqual([]); // the dead worker's lease was recovered, the new one released its own
  // The curves: the steps the retry reported again count once, with the retry's numbers.
  const { metrics } = parseTrainingMetrics(fs.readFileSync(path.join(input.outDir, TRAINING_METRICS_FILE), 'utf8'));
  const steps = metrics.filter((m) => m.job === 'sft');
  expect(steps.map((m) => m.step)).toEqual([1, 2, 3, 4]);
  expect(steps.map((m) => m.loss)).toEqual(state.losses);
  expect(steps.at(-1)).toMatchObject({ attempt: sft.attempt, lr: 5e-5, tokens_per_second: expect.any(Number) });
  expect(fs.readFileSync(path.join(input.outDir, 'training.html'), 'utf8')).toMatch(
    /<svg id="training-curves"[^]*data-series="loss"/,
  );
});

test('a2rl train --follow prints each step as the job reports it, before the pipeline ends', async () => {
  const input = spec('follow', { steps: 3 });
  const handle = await start('training-follow', input);
  const written: Array<{ at: number; text: string }> = [];
  const out = new Writable({
    write(chunk, _enc, done) {
      written.push({ at: Date.now(), text: String(chunk) });
      done();
    },
  });
  const r = await followTraining(handle, path.join(input.outDir, TRAINING_METRICS_FILE), { out, intervalMs: 200 });
  expect(r.error).toBeNull();
  const closed = (await handle.describe()).closeTime!.getTime();
  const text = written.map((w) => w.text).join('');
  expect(text).toMatch(/^phase: expert-data\n/);
  expect(text).toMatch(/sft step 1: loss \d/);
  expect(text).toMatch(/sft step 3: loss \d/);
  const first = written.find((w) => w.text.startsWith('sft step 1:'))!;
  expect(first.at).toBeLessThan(closed); // live, not a summary at the end
});

test("a GRPO round's curves: the rollout's reward and success, the update's loss and KL, the evaluation's success", async () => {
  const input: TrainingSpecInput = {
    route: 'grpo',
    model: MODEL,
    trainData: GAMES,
    evalData: GAMES,
    outDir: path.join(stack.dir, 'grpo-curves'),
    threads: 1,
    grpo: {
      iterations: 1,
      gamesPerIteration: 1,
      groupSize: 4,
      maxSteps: 2,
      maxNewTokens: 8,
      stepsPerIteration: 2,
      batchSize: 2,
      maxPromptTokens: 64,
    },
    eval: { numGames: 1, maxSteps: 1, maxNewTokens: 8 },
    timeouts: { heartbeat: 30, job: 600 },
  };
  const status: TrainingStatus = await (await start('training-grpo-curves', input)).result();
  const update = status.jobs.find((j) => j.kind === 'grpo')!;
  expect(update.done.skipped).toBeUndefined(); // the shaped reward told the four episodes apart
  const { metrics, invalid } = parseTrainingMetrics(
    fs.readFileSync(path.join(input.outDir, TRAINING_METRICS_FILE), 'utf8'),
  );
  expect(invalid).toBe(0);
  const rollout = metrics.find((m) => m.job === 'iter-1/rollout');
  expect(rollout).toMatchObject({
    kind: 'rollout',
    episodes: 4,
    success_rate: status.rollouts[0].successRate,
    reward_mean: expect.any(Number),
    reward_std: expect.any(Number),
  });
  const steps = metrics.filter((m) => m.job === 'iter-1/grpo');
  expect(steps.map((m) => m.step)).toEqual([1, 2]);
  for (const m of steps) expect(m).toMatchObject({ loss: expect.any(Number), kl: expect.any(Number), lr: 1e-5 });
  expect(metrics.find((m) => m.job === 'iter-1/eval')).toMatchObject({
    episodes: 1,
    success_rate: status.evaluations[0].successRate,
  });
  const html = fs.readFileSync(path.join(input.outDir, 'training.html'), 'utf8');
  for (const series of ['loss', 'reward_mean', 'success_rate', 'kl']) expect(html).toContain(`data-series="${series}"`);
});

test('GRPO on a prompt task (arith): answers sampled as the evaluator prompts, rewarded by its rule, the update and a greedy evaluation', async () => {
  const data = path.join(stack.dir, 'arith-data');
  fs.mkdirSync(data, { recursive: true });
  const rows = [
    {
      question: 'Ava has 2 pencils. Ava gets 8 more pencils. How many pencils does Ava have now?',
      answer: 'Ava has 2 + 8 = 10 pencils.\n#### 10',
    },
    {
      question: 'Ben has 40 books. Ben gets 27 more books. How many books does Ben have now?',
      answer: 'Ben has 40 + 27 = 67 books.\n#### 67',
    },
  ];
  fs.writeFileSync(path.join(data, 'train.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const input: TrainingSpecInput = {
    route: 'grpo',
    task: 'arith',
    model: MODEL,
    trainData: data,
    evalData: path.join(data, 'train.jsonl'),
    outDir: path.join(stack.dir, 'arith-grpo'),
    threads: 1,
    grpo: {
      iterations: 1,
      gamesPerIteration: 2,
      groupSize: 8,
      stepsPerIteration: 1,
      batchSize: 4,
      maxPromptTokens: 64,
    },
    eval: { numGames: 2 },
    timeouts: { heartbeat: 30, job: 600 },
  };
  const status: TrainingStatus = await (await start('training-arith', input)).result();
  const trajectories = fs
    .readFileSync(status.rollouts[0].trajectories, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(trajectories).toHaveLength(16);
  for (const e of trajectories) {
    expect(e.turns[0].prompt).toBe(`Question: ${rows[e.game].question}\nLet's think step by step\nAnswer:`);
    // token-exact: what the update trains on is what the engine sampled, with its log-probabilities
    expect(e.turns[0].completion_ids.length).toBeGreaterThan(0);
    expect(e.turns[0].logprobs).toHaveLength(e.turns[0].completion_ids.length);
    // GSM8K's rule: the last number of the answer equals the reference
    const last = e.turns[0].action.match(/-?\d+\.\d+|-?\d+/g)?.at(-1);
    expect(e.reward).toBe(
      last !== undefined && Math.abs(Number(last) - Number(rows[e.game].answer.split('#### ')[1])) < 1e-6 ? 1 : 0,
    );
  }
  const update = status.jobs.find((j) => j.kind === 'grpo')!;
  expect(update.done.skipped).toBeUndefined(); // the seed's samples differ within a group
  expect(status.policy).toBe(update.checkpoint!.path);
  expect(status.evaluations).toEqual([expect.objectContaining({ label: 'iter-1', episodes: 2 })]);
  const { metrics } = parseTrainingMetrics(fs.readFileSync(path.join(input.outDir, TRAINING_METRICS_FILE), 'utf8'));
  expect(metrics.find((m) => m.job === 'iter-1/grpo')).toMatchObject({
    loss: expect.any(Number),
    kl: expect.any(Number),
  });
});

test('two concurrent jobs on a two-GPU worker never share a GPU', async () => {
  const [a, b] = await Promise.all([start('training-a', spec('a')), start('training-b', spec('b'))]);
  const jobs = [...(await a.result()).jobs, ...(await b.result()).jobs];
  const t = (s: string) => Date.parse(s);
  let overlapping = 0;
  for (let i = 0; i < jobs.length; i++) {
    for (let j = i + 1; j < jobs.length; j++) {
      if (t(jobs[i].startedAt) < t(jobs[j].finishedAt) && t(jobs[j].startedAt) < t(jobs[i].finishedAt)) {
        overlapping++;
        expect(jobs[i].devices).toHaveLength(1);
        expect(jobs[i].devices).not.toEqual(jobs[j].devices);
      }
    }
  }
  expect(overlapping).toBeGreaterThanOrEqual(1);
});

test('cancelling a pipeline kills its job process tree and frees the GPU', async () => {
  const input = spec('cancel', { steps: 200, saveEvery: 100 });
  const handle = await start('training-cancel', input);
  const job = await waitFor('the SFT job to run', () => leases().find((l) => l.jobId === 'sft' && l.jobPid), 300_000);
  const pid = job.jobPid!;
  expect(processStart(pid)).not.toBeNull();
  await handle.cancel();
  await expect(handle.result()).rejects.toThrow();
  await waitFor('the job process to be gone', () => processStart(pid) === null, 30_000);
  await waitFor('its lease to be freed', () => leases().length === 0, 30_000);
  // The stopped pipeline still wrote its training report, with its final state.
  expect(JSON.parse(fs.readFileSync(path.join(input.outDir, 'training.json'), 'utf8'))).toMatchObject({
    phase: 'stopped',
  });
});

test("a reference agent's checkpoint goes through the run's submission path and is scored like an agent's", async () => {
  const params = {
    threads: 1,
    sft: { expertGames: 1, steps: 1, saveEvery: 1, batchSize: 1, maxPromptTokens: 32, maxCompletionTokens: 8 },
  };
  const runId = await startRun(stack.client, {
    task: 'alfworld',
    agent: 'reference-sft',
    baseModel: 'HuggingFaceTB/SmolLM2-135M-Instruct',
    budget: '20m',
    timeouts: { heartbeat: '30s' },
    evaluation: { num_games: 1, max_steps: 1, max_new_tokens: 8 },
    protocol: 'reference', // one evaluation a score: the sealed protocol has its own tests (sealed-and-restated, tasks-level1, the demo)
    workspace: { backend: 'local' },
    agentEnv: { PIPELINE_PARAMS: JSON.stringify(params) },
  });
  await stack.client.workflow.getHandle(runId).result();
  const s = await waitForStatus(stack.client, runId, () => true);
  expect(s.error).toBeNull();
  expect(s.agent).toMatchObject({ status: 'exited', exit: { exitCode: 0 } });
  expect(s.submissions).toHaveLength(1);
  const sub = s.submissions[0];
  expect(sub).toMatchObject({
    status: 'scored',
    resolved_path: expect.stringMatching(/\/output\/reference\/sft\/checkpoint-1$/),
  });
  expect(s.best?.submission_id).toBe(1);
  const pipeline: TrainingStatus = await stack.client.workflow.getHandle(`${runId}.pipeline`).result();
  expect(pipeline.submissions).toEqual([
    expect.objectContaining({ label: 'sft', submissionId: 1, score: sub.score, error: null }),
  ]);
  // The run's report charts the pipeline's curves, from the metrics file in the run's folder.
  const report = JSON.parse(fs.readFileSync(runPaths(s.resolved!.runDir).reportJson, 'utf8'));
  expect(report.training.points).toEqual([expect.objectContaining({ job: 'sft', step: 1, loss: expect.any(Number) })]);
  expect(fs.readFileSync(runPaths(s.resolved!.runDir).reportHtml, 'utf8')).toContain('<h2>Training curves</h2>');
});
