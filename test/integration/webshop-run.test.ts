import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startRun } from '../../client/runs';
import { fromRoot } from '../../common/paths';
import type { RunStatus } from '../../common/types';
import type { RunningWorkers } from '../../workers/common';
import type { RunOutcome } from '../../common/types';
import { inProcessWorkers, privateCache, startStack, waitForStatus, type TestStack } from '../helpers/stack';
import { removeTestDir } from '../helpers/test-dirs';
import { runPaths } from '../../common/run-paths';

// A benchmarkRun on webshop: data preparation from the committed fixture catalog (its own cache
// folder, as the task's README asks), a baseline of the real SmolLM2-135M-Instruct through the
// WebShop evaluator, the agent's data/ holding the store and the training goals only.

jest.setTimeout(1_500_000);

const MODEL = 'HuggingFaceTB/SmolLM2-135M-Instruct';
let stack: TestStack;
let workers: RunningWorkers;
let tmp: string;
let cache: string;

beforeAll(async () => {
  // The run prepares the small model in the shared models/ if no earlier test or demo did.
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-webshop-'));
  cache = privateCache(tmp);
  // the 12-product catalog of test/fixtures/task-sources/webshop
  stack = await startStack('webshop', {
    A2RL_CACHE_DIR: cache,
    A2RL_TASK_SOURCES: fromRoot('test', 'fixtures', 'task-sources'),
  });
  workers = await inProcessWorkers(stack);
});
afterAll(async () => {
  await workers?.shutdown();
  await stack?.stop();
  removeTestDir(tmp);
});

test('a run on webshop prepares the fixture store and gets a baseline from the WebShop evaluator', async () => {
  const runId = await startRun(stack.client, {
    task: 'webshop',
    agent: 'scripted',
    baseModel: MODEL,
    budget: '1m',
    stopGrace: 5,
    agentEnv: { SCRIPT: 'sleep:1' },
    evaluation: { num_sessions: 2, max_steps: 2, episodes_per_batch: 2 },
    protocol: 'reference', // one evaluation a score: the sealed protocol has its own tests (sealed-and-restated, tasks-level1, the demo)
  });
  const outcome: RunOutcome = await stack.client.workflow.getHandle(runId).result();
  const s: RunStatus = await waitForStatus(stack.client, runId, () => true);
  expect(outcome).toMatchObject({ phase: 'done', submissions: 0 });
  expect(typeof outcome.baseline).toBe('number');

  const baseline = JSON.parse(
    fs.readFileSync(path.join(runPaths(s.workspace!.runDir).evaluations, 'baseline', 'result.json'), 'utf8'),
  );
  expect(baseline.catalog).toMatchObject({ source: 'small', num_products: 12, heldout_sessions: 15 });
  expect(baseline.accuracy_summary).toMatchObject({ total_count: 2 });
  expect(baseline.score).toBe(outcome.baseline);
  expect(baseline.episodes.map((e: { session: number }) => e.session)).toEqual([0, 1]);

  const data = fs.readdirSync(path.join(cache, 'data')).find((d) => d.startsWith('webshop-'))!;
  const train = JSON.parse(fs.readFileSync(path.join(cache, 'data', data, 'train', 'goals.json'), 'utf8'));
  expect(train).toMatchObject({ source: 'small', first_session: 15 });
  expect(train.goals).toHaveLength(20);
  expect(fs.existsSync(path.join(cache, 'data', data, 'train', 'catalog', 'index'))).toBe(true);
});
