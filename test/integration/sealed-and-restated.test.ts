import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openResultsStore } from '../../results/store';
import { startRun } from '../../client/runs';
import { ReportSchema, type Restatement } from '../../common/report-schema';
import { TASK_QUEUES } from '../../common/task-queues';
import { benchmarkSweep } from '../../workflows/benchmark-sweep';
import { regradeRuns } from '../../workflows/regrade';
import type { RunningWorkers } from '../../workers/common';
import { FIXTURES, inProcessWorkers, seedBaseModel, startStack, waitForStatus, type TestStack } from '../helpers/stack';
import { withWorkspace } from '../helpers/workspace';
import { runPaths } from '../../common/run-paths';

// The sealed protocol end to end: the scripted agent (real container, real gateway, curl) on
// scripted-score-sealed, whose evaluator double scores a checkpoint's score-sealed.txt on the
// sealed part. Its report shows the feedback best, the sealed score of its final choice and the
// gap; nothing the agent could read (answers, listings, clocks, its files) carries the sealed part.
// Then a two-run sweep re-scored after an evaluator version bump (`a2rl regrade`'s workflow).

jest.setTimeout(300_000);

let stack: TestStack;
let workers: RunningWorkers;
/** A copy of the fixture tasks, whose evaluator the restatement test bumps. */
let taskDir: string;

beforeAll(async () => {
  taskDir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-tasks-'));
  fs.cpSync(path.join(FIXTURES, 'tasks', 'scripted-score'), path.join(taskDir, 'scripted-score'), { recursive: true });
  stack = await startStack('sealed', { A2RL_TASK_DIRS: taskDir });
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
});
afterAll(async () => {
  await workers?.shutdown();
  await stack?.stop();
  fs.rmSync(taskDir, { recursive: true, force: true });
});

test('a sealed run scores its designated final checkpoint on the sealed part, and its report shows feedback best, sealed score and gap', async () => {
  const SCRIPT = [
    'ckpt:v1:40',
    'sealed:v1:35',
    'submit:v1',
    'ckpt:v2:60',
    'sealed:v2:38',
    'final:v2',
    'ckpt:v3:70',
    'sealed:v3:29',
    'submit:v3',
    'get:health.json:health',
    'get:listing.json:submissions',
    'get:time.json:time',
  ].join(' ');
  const runId = await startRun(stack.client, {
    task: 'scripted-score-sealed',
    agent: 'scripted',
    budget: '3m',
    agentEnv: { SCRIPT },
  });
  const outcome = await stack.client.workflow.getHandle(runId).result();
  expect(outcome).toMatchObject({
    protocol: 'sealed',
    best: 70,
    sealed: { score: 38, baseline: 10, gap: 32 },
    verdict: 'completed',
  });

  const status = await waitForStatus(stack.client, runId, () => true);
  const runDir = status.resolved!.runDir;
  const report = ReportSchema.parse(JSON.parse(fs.readFileSync(runPaths(runDir).reportJson, 'utf8')));
  expect(report.protocol).toBe('sealed');
  expect(report.best).toMatchObject({ submission_id: 3, score: 70 });
  expect(report.sealed).toMatchObject({
    submission_id: 2,
    chosen_by: 'agent',
    feedback_score: 60,
    feedback_best: 70,
    score: 38,
    baseline: 10,
    improvement: 28,
    gap: 32,
    error: null,
  });
  const md = fs.readFileSync(runPaths(runDir).reportMarkdown, 'utf8');
  expect(md).toContain('**Sealed score: 38.00**');
  expect(md).toContain('Optimism gap (feedback best − sealed score): +32.00');
  expect(fs.readFileSync(runPaths(runDir).reportHtml, 'utf8')).toContain('id="sealed-score"');
  const store = await openResultsStore(stack.config);
  try {
    expect(await store.get(runId)).toMatchObject({
      protocol: 'sealed',
      best_score: 70,
      sealed_score: 38,
      sealed_baseline: 10,
      optimism_gap: 32,
    });
  } finally {
    await store.close();
  }

  // What the agent read: its answers, the listing, its clocks, the health check and every file
  // of its workspace the harness wrote. The sealed part's scores (38, the baseline's 10 there is
  // the feedback baseline too) appear in none of the harness's words, and no field names it.
  const read = (...parts: string[]) =>
    withWorkspace(runDir, (dir) => fs.readFileSync(path.join(dir, ...parts), 'utf8'));
  const answers = (await read('output', 'responses.jsonl'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(answers.map((a) => [a.submission_id, a.score, a.final_choice])).toEqual([
    [1, 40, null],
    [2, 60, 2],
    [3, 70, 2],
  ]);
  expect(JSON.parse(await read('output', 'health.json'))).toMatchObject({ protocol: 'sealed' });
  const harnessWords = [
    JSON.stringify(answers),
    await read('output', 'listing.json'),
    await read('output', 'time.json'),
    await read('run_meta.json'),
  ].join('\n');
  expect(harnessWords).not.toMatch(/sealed|"score":\s*38\b|"score":\s*29\b/i);
  // Its transcript and event log (what the harness relays of its own output) hold no sealed evaluation either.
  const transcript = ['agent.log', 'events.jsonl']
    .map((f) => path.join(runDir, f))
    .filter((f) => fs.existsSync(f))
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n');
  expect(transcript).not.toMatch(/"score":\s*38\b|sealed-(submission|baseline)/);
  const evaluations = fs.readdirSync(runPaths(runDir).evaluations);
  expect(evaluations.filter((e) => e.startsWith('sealed-')).sort()).toEqual(['sealed-baseline', 'sealed-submission-2']);
});

test('the sealed protocol on a task without a split is refused with the reason', async () => {
  const runId = await startRun(stack.client, {
    task: 'scripted-score',
    agent: 'scripted',
    budget: '1m',
    protocol: 'sealed',
  });
  await expect(stack.client.workflow.getHandle(runId).result()).rejects.toThrow();
  const status = await waitForStatus(stack.client, runId, (s) => s.phase === 'failed');
  expect(status.error).toContain('defines no sealed split');
});

test("a regrade after an evaluator version bump re-scores a sweep's kept snapshots and writes the restatement; a removed snapshot is named and skipped", async () => {
  const sweep = await stack.client.workflow.start(benchmarkSweep, {
    taskQueue: TASK_QUEUES.control,
    workflowId: `sweep-restated-${Date.now()}`,
    args: [
      {
        name: 'restated',
        tasks: ['scripted-score-sealed'],
        agents: ['scripted'],
        seeds: [0, 1],
        concurrency: 2,
        run: {
          budget: '2m',
          snapshots: { keep: 'all' },
          agentEnv: { SCRIPT: 'ckpt:v1:40 sealed:v1:30 submit:v1 ckpt:v2:seed sealed:v2:seed submit:v2' },
        },
      },
    ],
  });
  const swept = await sweep.result();
  const [s0, s1] = swept.results.map((r) => r.runId);
  expect(swept.results.map((r) => [r.best, r.sealed?.score])).toEqual([
    [40, 30],
    [40, 30],
  ]);

  // The evaluator changes (every score 5 points higher) and says so with a new version; one
  // checkpoint of s1 is no longer kept.
  const task = path.join(taskDir, 'scripted-score');
  fs.writeFileSync(
    path.join(task, 'evaluate.py'),
    fs
      .readFileSync(path.join(task, 'evaluate.py'), 'utf8')
      .replace('score = float(open(declared).read().strip())', 'score = float(open(declared).read().strip()) + 5'),
  );
  fs.writeFileSync(
    path.join(task, 'task.yaml'),
    fs.readFileSync(path.join(task, 'task.yaml'), 'utf8').replace('"scripted-1-sealed"', '"scripted-2-sealed"'),
  );
  const st1 = await waitForStatus(stack.client, s1, () => true);
  fs.rmSync(st1.snapshots![st1.submissions[0].digest], { recursive: true, force: true });

  const regrade = await stack.client.workflow.start(regradeRuns, {
    taskQueue: TASK_QUEUES.control,
    workflowId: `regrade-${Date.now()}`,
    args: [{ runs: [s0, s1, 'no-such-run'], sweepId: sweep.workflowId }],
  });
  const outcome = await regrade.result();
  expect(outcome.restated).toEqual([s0, s1]);
  expect(outcome.skipped).toEqual([{ runId: 'no-such-run', why: expect.stringContaining('no run no-such-run') }]);

  const doc = JSON.parse(fs.readFileSync(outcome.report.json, 'utf8'));
  const [r0, r1] = doc.runs as Restatement[];
  expect(r0).toMatchObject({
    run_id: s0,
    skipped: null,
    evaluator: { before: 'scripted-1-sealed', after: 'scripted-2-sealed' },
    baseline: { before: 10, after: 15 },
    best: { before: { submission_id: 1, score: 40 }, after: { submission_id: 1, score: 45 } },
    sealed: { before: 30, after: 35, submission_id: 1, error: null },
  });
  expect(r0.submissions.map((s) => [s.submission_id, s.before, s.after, s.kept])).toEqual([
    [1, 40, 45, true],
    [2, 30, 35, true],
  ]);
  // s1: its first checkpoint is gone, so its best and final choice are its second
  expect(r1.submissions.map((s) => [s.submission_id, s.before, s.after, s.kept])).toEqual([
    [1, 40, null, false],
    [2, 40, 45, true],
  ]);
  expect(r1).toMatchObject({
    best: { before: { submission_id: 1, score: 40 }, after: { submission_id: 2, score: 45 } },
    sealed: { before: 30, after: 30, submission_id: 2 },
  });
  const md = fs.readFileSync(outcome.report.markdown, 'utf8');
  expect(md).toContain('snapshots no longer kept: #1');
  expect(md).toContain('## Leaderboard ranks');

  // Each run's report shows the restatement beside its own scores; the results store has both.
  const st0 = await waitForStatus(stack.client, s0, () => true);
  const report = ReportSchema.parse(JSON.parse(fs.readFileSync(runPaths(st0.resolved!.runDir).reportJson, 'utf8')));
  expect(report.best?.score).toBe(40);
  expect(report.restatements.map((x) => [x.regrade_id, x.best.after?.score])).toEqual([[outcome.regradeId, 45]]);
  expect(fs.readFileSync(runPaths(st0.resolved!.runDir).reportMarkdown, 'utf8')).toContain(
    'Re-scored with evaluator `scripted-2-sealed`',
  );
  const store = await openResultsStore(stack.config);
  try {
    expect(await store.get(s0)).toMatchObject({
      best_score: 40,
      restated_best: 45,
      restated_sealed: 35,
      restated_evaluator: 'scripted-2-sealed',
      restatement: outcome.regradeId,
    });
  } finally {
    await store.close();
  }
});
