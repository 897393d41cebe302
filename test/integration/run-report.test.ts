import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { startRun } from '../../client/runs';
import { fromRoot } from '../../common/paths';
import { ReportSchema } from '../../common/report-schema';
import type { RunningWorkers } from '../../workers/common';
import { inProcessWorkers, seedBaseModel, startStack, waitForStatus, type TestStack } from '../helpers/stack';
import { runPaths } from '../../common/run-paths';

// The run report of a scripted agent that does SFT, then GRPO, with one failed submission and a
// regression at the end: route, metrics, code history and diagnosis must say what it did, and
// report.html must open offline in a real browser with its chart and tables.

jest.setTimeout(300_000);

let stack: TestStack;
let workers: RunningWorkers;
let runId: string;
let runDir: string;

const SCRIPT = [
  'code:train.py:sft',
  'ckpt:v1:40',
  'submit:v1',
  'sleep:1',
  'broken:v2',
  'submit:v2',
  'code:train.py:grpo',
  'ckpt:v3:65',
  'submit:v3',
  'ckpt:v4:55',
  'submit:v4',
].join(' ');

beforeAll(async () => {
  stack = await startStack('report');
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
  runId = await startRun(stack.client, {
    task: 'scripted-score',
    agent: 'scripted',
    budget: '3m',
    agentEnv: { SCRIPT },
  });
  await stack.client.workflow.getHandle(runId).result();
  runDir = (await waitForStatus(stack.client, runId, () => true)).resolved!.runDir;
});
afterAll(async () => {
  await workers?.shutdown();
  await stack?.stop();
});

const readReport = () => ReportSchema.parse(JSON.parse(fs.readFileSync(runPaths(runDir).reportJson, 'utf8')));

test('route, metrics, code history and diagnosis match what the agent did', () => {
  const r = readReport();
  expect(r.submissions.map((s) => [s.submission_id, s.status, s.score, s.route])).toEqual([
    [1, 'scored', 40, 'SFT'],
    [2, 'failed', 0, 'SFT'],
    [3, 'scored', 65, 'GRPO'],
    [4, 'scored', 55, 'GRPO'],
  ]);
  expect(r.submissions[2].route_evidence.GRPO?.[0]).toMatchObject({
    file: 'train.py',
    text: expect.stringContaining('GRPOTrainer'),
  });
  expect(r.submissions[0].route_evidence.SFT?.some((e) => e.text.includes('SFTTrainer'))).toBe(true);
  expect(r.metrics).toMatchObject({
    valid_submission_rate: 0.75,
    first_valid_idx: 1,
    score_trajectory: [40, 0, 65, 55],
    monotonic_ratio: 1 / 3,
    copy_model_count: 0,
  });
  expect(r.best).toMatchObject({ submission_id: 3, score: 65 });
  expect(r.timing.to_best_s).toBeGreaterThanOrEqual(r.timing.to_first_valid_s!);
  expect(r.diagnosis.map((d) => d.code)).toEqual(['evaluation_errors', 'regression_after_best']);
  expect(r.diagnosis[0].evidence).toMatch(/#2: no config.json/);
  expect(r.data_used).toEqual(['data/train.jsonl']);

  // Two code revisions, each tagged with the submissions made from it.
  expect(r.code.revisions.map((v) => v.tags.sort())).toEqual([
    ['submission-1', 'submission-2'],
    ['submission-3', 'submission-4'],
  ]);
  expect(r.submissions[0].code_revision).toBe(r.code.revisions[0].sha);
  expect(r.submissions[2].code_revision).toBe(r.code.revisions[1].sha);
  expect(r.code.diff_first_to_best).toMatch(/\+trainer = GRPOTrainer/);
  expect(r.code.diff_first_to_best).toMatch(/-trainer = SFTTrainer/);
  const md = fs.readFileSync(runPaths(runDir).reportMarkdown, 'utf8');
  expect(md).toContain('**regression_after_best**');
  expect(md).toContain('- #3: **GRPO**');
});

test('report.html opens offline with its chart, route diagram, tables and diff', async () => {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(req.url()));
    await page.goto(`file://${runPaths(runDir).reportHtml}`);
    await page.screenshot({ path: path.join(stack.dir, 'report.png'), fullPage: true });
    expect(fetched.filter((u) => !u.startsWith('file://') && !u.startsWith('data:'))).toEqual([]); // nothing from a network
    expect(await page.locator('svg#score-chart .submission-point').count()).toBe(4);
    expect(await page.locator('svg#score-chart .revision-tick').count()).toBe(2);
    expect(await page.locator('svg#score-chart .baseline').count()).toBe(1);
    expect(await page.locator('#route-diagram .route b').allInnerTexts()).toEqual(['SFT', 'GRPO']);
    expect(await page.locator('table#submissions tr').count()).toBe(5);
    const diagnosis = await page.locator('#diagnosis').innerText();
    expect(diagnosis).toContain('evaluation_errors');
    expect(diagnosis).toContain('regression_after_best');
    expect(await page.locator('pre#code-diff .add').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('GRPOTrainer')]),
    );
    const box = await page.locator('svg#score-chart').boundingBox();
    expect(box!.width).toBeGreaterThan(600); // it renders, at a readable size
  } finally {
    await browser.close();
  }
});

test('`a2rl report --rebuild` rebuilds the same report from the run folder alone', async () => {
  const before = readReport();
  for (const f of ['report.json', 'report.md', 'report.html']) fs.rmSync(path.join(runDir, 'report', f));
  // No Temporal address that answers: the rebuild needs only the files.
  const env = { ...stack.env, A2RL_TEMPORAL_ADDRESS: '127.0.0.1:1' };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [fromRoot('dist', 'cli', 'main.js'), 'report', runId, '--rebuild'],
    { env },
  );
  expect(stdout).toContain(`# Run report: ${runId}`);
  const after = readReport();
  expect({ ...after, generated_at: '' }).toEqual({ ...before, generated_at: '' });
  expect(fs.existsSync(runPaths(runDir).reportHtml)).toBe(true);
});

test("the agent's event log adds training commands and token usage per driver to the report", async () => {
  const r0 = readReport();
  // Each command just before the submission it produced (halfway from the one before).
  const t = r0.submissions.map((x) => Date.parse(x.timestamp));
  const at = (i: number) => new Date(i === 0 ? t[0] - 1000 : (t[i - 1] + t[i]) / 2).toISOString();
  const events = [
    { type: 'tool_call', ts: at(0), tool: 'bash', command: 'python code/train.py --sft', exit_code: 0 },
    { type: 'usage', ts: at(0), model: 'claude-sonnet-4-6', input_tokens: 1200, output_tokens: 300, cost_usd: 0.0081 },
    { type: 'tool_call', ts: at(2), tool: 'bash', command: 'accelerate launch code/train.py --grpo', exit_code: 0 },
    { type: 'usage', ts: at(2), model: 'claude-sonnet-4-6', input_tokens: 800, output_tokens: 100, cost_usd: 0.0039 },
  ];
  fs.writeFileSync(runPaths(runDir).events, events.map((e) => JSON.stringify(e)).join('\n') + '\n');
  await promisify(execFile)(process.execPath, [fromRoot('dist', 'cli', 'main.js'), 'report', runId, '--rebuild'], {
    env: stack.env,
  });
  const r = readReport();
  expect(r.usage).toEqual([
    { model: 'claude-sonnet-4-6', input_tokens: 2000, output_tokens: 400, cost_usd: expect.closeTo(0.012, 6) },
  ]);
  expect(r.submissions.map((s) => s.training_command)).toEqual([
    'python code/train.py --sft',
    'python code/train.py --sft',
    'accelerate launch code/train.py --grpo',
    'accelerate launch code/train.py --grpo',
  ]);
  expect(fs.readFileSync(runPaths(runDir).reportHtml, 'utf8')).toContain('<table id="usage">');
});
