import fs from 'node:fs';
import path from 'node:path';
import { openResultsStore } from '../../activities/results-store';
import { startRun } from '../../cli/runs';
import { ReportSchema } from '../../common/report-schema';
import type { RunningWorkers } from '../../workers/common';
import { inProcessWorkers, seedBaseModel, startStack, waitForStatus, type TestStack } from '../helpers/stack';
import { withWorkspace } from '../helpers/workspace';

// The sealed protocol end to end: the scripted agent (real container, real gateway, curl) on
// scripted-score-sealed, whose evaluator double scores a checkpoint's score-sealed.txt on the
// sealed part. Its report shows the feedback best, the sealed score of its final choice and the
// gap; nothing the agent could read (answers, listings, clocks, its files) carries the sealed part.

jest.setTimeout(300_000);

let stack: TestStack;
let workers: RunningWorkers;

beforeAll(async () => {
  stack = await startStack('sealed');
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
});
afterAll(async () => {
  await workers?.shutdown();
  await stack?.stop();
});

test('a sealed run scores its designated final checkpoint on the sealed part, and its report shows feedback best, sealed score and gap', async () => {
  const SCRIPT = [
    'ckpt:v1:40', 'sealed:v1:35', 'submit:v1',
    'ckpt:v2:60', 'sealed:v2:38', 'final:v2',
    'ckpt:v3:70', 'sealed:v3:29', 'submit:v3',
    'get:health.json:health', 'get:listing.json:submissions', 'get:time.json:time',
  ].join(' ');
  const runId = await startRun(stack.client, { task: 'scripted-score-sealed', agent: 'scripted', budget: '3m', agentEnv: { SCRIPT } });
  const outcome = await stack.client.workflow.getHandle(runId).result();
  expect(outcome).toMatchObject({ protocol: 'sealed', best: 70, sealed: { score: 38, baseline: 10, gap: 32 }, verdict: 'completed' });

  const status = await waitForStatus(stack.client, runId, () => true);
  const runDir = status.resolved!.runDir;
  const report = ReportSchema.parse(JSON.parse(fs.readFileSync(path.join(runDir, 'report', 'report.json'), 'utf8')));
  expect(report.protocol).toBe('sealed');
  expect(report.best).toMatchObject({ submission_id: 3, score: 70 });
  expect(report.sealed).toMatchObject({ submission_id: 2, chosen_by: 'agent', feedback_score: 60, feedback_best: 70, score: 38, baseline: 10, improvement: 28, gap: 32, error: null });
  const md = fs.readFileSync(path.join(runDir, 'report', 'report.md'), 'utf8');
  expect(md).toContain('**Sealed score: 38.00**');
  expect(md).toContain('Optimism gap (feedback best − sealed score): +32.00');
  expect(fs.readFileSync(path.join(runDir, 'report', 'report.html'), 'utf8')).toContain('id="sealed-score"');
  const store = await openResultsStore(stack.config);
  try {
    expect(await store.get(runId)).toMatchObject({ protocol: 'sealed', best_score: 70, sealed_score: 38, sealed_baseline: 10, optimism_gap: 32 });
  } finally {
    await store.close();
  }

  // What the agent read: its answers, the listing, its clocks, the health check and every file
  // of its workspace the harness wrote. The sealed part's scores (38, the baseline's 10 there is
  // the feedback baseline too) appear in none of the harness's words, and no field names it.
  const read = (...parts: string[]) => withWorkspace(runDir, (dir) => fs.readFileSync(path.join(dir, ...parts), 'utf8'));
  const answers = (await read('output', 'responses.jsonl')).trim().split('\n').map((l) => JSON.parse(l));
  expect(answers.map((a) => [a.submission_id, a.score, a.final_choice])).toEqual([[1, 40, null], [2, 60, 2], [3, 70, 2]]);
  expect(JSON.parse(await read('output', 'health.json'))).toMatchObject({ protocol: 'sealed' });
  const harnessWords = [JSON.stringify(answers), await read('output', 'listing.json'), await read('output', 'time.json'), await read('run_meta.json')].join('\n');
  expect(harnessWords).not.toMatch(/sealed|"score":\s*38\b|"score":\s*29\b/i);
  const evaluations = fs.readdirSync(path.join(runDir, 'evaluations'));
  expect(evaluations.filter((e) => e.startsWith('sealed-')).sort()).toEqual(['sealed-baseline', 'sealed-submission-2']);
});

test('the sealed protocol on a task without a split is refused with the reason', async () => {
  const runId = await startRun(stack.client, { task: 'scripted-score', agent: 'scripted', budget: '1m', protocol: 'sealed' });
  await expect(stack.client.workflow.getHandle(runId).result()).rejects.toThrow();
  const status = await waitForStatus(stack.client, runId, (s) => s.phase === 'failed');
  expect(status.error).toContain('defines no sealed split');
});
