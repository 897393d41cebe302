import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startRun } from '../../client/runs';
import { ReportSchema } from '../../common/report-schema';
import { fromRoot } from '../../common/paths';
import type { RunningWorkers } from '../../workers/common';
import {
  inProcessWorkers,
  privateCache,
  startStack,
  stopChild,
  waitFor,
  waitForStatus,
  type TestStack,
} from '../helpers/stack';
import { filesContaining } from '../helpers/secrets';
import { removeTestDir } from '../helpers/test-dirs';
import { runPaths } from '../../common/run-paths';

// A benchmark run on alpacaeval with the judge configured: the baseline is scored by the real
// evaluator on the real small model, its judge a test double of the commercial judge API
// (a2rl.doubles, real HTTP on 127.0.0.1). The data come from the committed source fixtures (the offline path).

jest.setTimeout(1_200_000);

const KEY = 'sk-integration-judge-key-5be1';
const SOURCES = fromRoot('test', 'fixtures', 'task-sources');

async function startJudgeDouble(dir: string): Promise<{ child: ChildProcess; url: string; log: string }> {
  const portFile = path.join(dir, 'judge.port');
  const log = path.join(dir, 'judge-requests.jsonl');
  const child = spawn(
    fromRoot('.venv', 'bin', 'python'),
    ['-m', 'a2rl.doubles', '--port-file', portFile, '--key-env', 'DOUBLE_KEY', '--log', log],
    {
      env: { ...process.env, DOUBLE_KEY: KEY },
      stdio: 'ignore',
    },
  );
  const port = await waitFor(
    'the judge double',
    () => fs.existsSync(portFile) && fs.readFileSync(portFile, 'utf8'),
    30_000,
  );
  return { child, url: `http://127.0.0.1:${port}/v1`, log };
}

// One evaluation a score: the sealed protocol has its own tests (sealed-and-restated, tasks-level1, the demo).
const spec = {
  task: 'alpacaeval',
  agent: 'lazy',
  budget: '5m',
  protocol: 'reference' as const,
  evaluation: { limit: 2, max_new_tokens: 8, batch_size: 2 },
};

describe('alpacaeval with a configured judge', () => {
  let stack: TestStack;
  let workers: RunningWorkers;
  let judge: Awaited<ReturnType<typeof startJudgeDouble>>;
  let base: string;

  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-judged-'));
    judge = await startJudgeDouble(base);
    // in-process workers read API keys from this process's environment, as a GPU worker would
    process.env.TEST_JUDGE_KEY = KEY;
    stack = await startStack('judged', {
      A2RL_CACHE_DIR: privateCache(base),
      A2RL_TASK_SOURCES: SOURCES,
      A2RL_JUDGE_BASE_URL: judge.url,
      A2RL_JUDGE_MODEL: 'judge-double',
      A2RL_JUDGE_API_KEY_ENV: 'TEST_JUDGE_KEY',
      TEST_JUDGE_KEY: KEY,
    });
    workers = await inProcessWorkers(stack);
  });
  afterAll(async () => {
    await workers?.shutdown();
    await stack?.stop();
    if (judge) await stopChild(judge.child);
    delete process.env.TEST_JUDGE_KEY;
    removeTestDir(base);
  });

  test('the baseline is judged, records the judge model, and the key stays out of every file', async () => {
    const runId = await startRun(stack.client, spec);
    await stack.client.workflow.getHandle(runId).result();
    const s = await waitForStatus(stack.client, runId, () => true);
    expect(s.phase).toBe('done');
    expect(s.baseline).toMatchObject({ cached: false, judge_model: 'judge-double' });
    expect(s.baseline!.score).toBeGreaterThanOrEqual(0);
    expect(s.baseline!.score).toBeLessThanOrEqual(100);
    // the judge double saw the reference's request, with the configured model
    const requests = fs
      .readFileSync(judge.log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(requests[0]).toMatchObject({
      model: 'judge-double',
      max_tokens: 100,
      temperature: 0,
      tool_choice: { function: { name: 'make_partial_leaderboard' } },
    });
    const report = ReportSchema.parse(JSON.parse(fs.readFileSync(s.report!.json, 'utf8')));
    expect(report.baseline).toMatchObject({ judge_model: 'judge-double' });
    expect(fs.readFileSync(s.report!.json.replace(/\.json$/, '.md'), 'utf8')).toContain('- Judge: `judge-double`');
    const outputs = fs.readdirSync(path.join(runPaths(s.resolved!.runDir).evaluations, 'baseline'));
    expect(outputs).toEqual(
      expect.arrayContaining(['result.json', 'stderr.log', 'model_outputs.json', 'annotations.json']),
    );
    expect(filesContaining(s.resolved!.runDir, KEY)).toEqual([]);
  });
});

test('a judged task without a judge fails the run with a clear error, never a zero', async () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-nojudge-'));
  const stack = await startStack('nojudge', {
    A2RL_CACHE_DIR: privateCache(base),
    A2RL_TASK_SOURCES: SOURCES,
    A2RL_JUDGE_MODEL: '',
  });
  const workers = await inProcessWorkers(stack);
  try {
    const runId = await startRun(stack.client, spec);
    const err = await stack.client.workflow
      .getHandle(runId)
      .result()
      .catch((e) => e);
    expect(err.cause.message).toMatch(
      /baseline evaluation failed: task alpacaeval is scored by an LLM judge, but none is configured: set judge.model/,
    );
    const s = await waitForStatus(stack.client, runId, () => true);
    expect(s.baseline).toBeNull();
  } finally {
    await workers.shutdown();
    await stack.stop();
    removeTestDir(base);
  }
});
