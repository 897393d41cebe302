import fs from 'node:fs';
import path from 'node:path';
import { startRun } from '../../client/runs';
import { fromRoot } from '../../common/paths';
import type { RunningWorkers } from '../../workers/common';
import { inProcessWorkers, startStack, waitForStatus, type TestStack } from '../helpers/stack';
import { runPaths } from '../../common/run-paths';

// A run on the alfworld task, for real: the generated games as its offline source, the
// small real model, the evaluator playing a held-out game in the TextWorld engine for the
// baseline, and the workspace the agent gets (train games and the exposed files, no held-out).

jest.setTimeout(900_000);

let stack: TestStack;
let workers: RunningWorkers;

beforeAll(async () => {
  // test/fixtures/task-sources/alfworld links to the generated games
  stack = await startStack('alfworld', {
    A2RL_CACHE_DIR: fromRoot('.a2rl', 'cache'),
    A2RL_TASK_SOURCES: fromRoot('test', 'fixtures', 'task-sources'),
  });
  workers = await inProcessWorkers(stack);
});
afterAll(async () => {
  await workers?.shutdown();
  await stack?.stop();
});

/** A finished run of an agent that does nothing: its baseline plays one held-out game of at most 2 steps. */
async function lazyRun(task: string) {
  const runId = await startRun(stack.client, {
    task,
    agent: 'lazy',
    baseModel: 'HuggingFaceTB/SmolLM2-135M-Instruct',
    budget: '1m',
    timeouts: { heartbeat: '30s' },
    evaluation: { num_games: 1, max_steps: 2, max_new_tokens: 24 },
    protocol: 'reference', // one evaluation a score: the sealed protocol has its own tests (sealed-and-restated, tasks-level1, the demo)
    workspace: { backend: 'local' }, // exposed files are copied into the folder (docker mounts them)
  });
  await stack.client.workflow.getHandle(runId).result();
  return waitForStatus(stack.client, runId, () => true);
}

test('a run on alfworld gets a baseline from the evaluator and a workspace with the train games only', async () => {
  const s = await lazyRun('alfworld');
  expect(s.error).toBeNull();
  expect(s.baseline).toMatchObject({ cached: expect.any(Boolean) });
  expect(s.baseline!.score === 0 || s.baseline!.score === 100).toBe(true);

  const baseline = path.join(runPaths(s.resolved!.runDir).evaluations, 'baseline', 'result.json');
  if (!s.baseline!.cached) {
    const result = JSON.parse(fs.readFileSync(baseline, 'utf8'));
    expect(result.accuracy_summary.total_count).toBe(1);
    expect(result.games[0].steps).toBeLessThanOrEqual(2);
  }
  const ws = s.workspace!.workspaceDir;
  for (const f of ['eval.py', 'alfworld_env.py', 'description.md']) expect(fs.existsSync(path.join(ws, f))).toBe(true);
  expect(fs.readFileSync(path.join(ws, 'alfworld_env.py'), 'utf8')).toContain('class ReactEpisode');
  expect(fs.existsSync(path.join(ws, 'react_prompts.json'))).toBe(false);
  const data = s.resolved!.trainDataDir;
  expect(fs.readdirSync(path.join(data, 'train')).length).toBeGreaterThanOrEqual(6);
  expect(fs.existsSync(path.join(data, 'valid_unseen'))).toBe(false);
  expect(fs.readdirSync(path.join(s.resolved!.heldoutDataDir, 'valid_unseen')).length).toBeGreaterThanOrEqual(6);
});

test('a run on the variant alfworld-small gets its own games, description and evaluator', async () => {
  const s = await lazyRun('alfworld-small');
  expect(s.error).toBeNull();
  expect(s.resolved!.task).toMatchObject({ id: 'alfworld-small', evaluatorVersion: 'alfworld-eval-1-small-2' });
  const games = (split: string) => fs.readdirSync(split);
  expect(games(path.join(s.resolved!.trainDataDir, 'train'))).toHaveLength(120);
  // Its validation games beside the training games (the agent's data/train/valid), never the held-out ones.
  expect(games(path.join(s.resolved!.trainDataDir, 'valid'))).toHaveLength(36);
  expect(games(path.join(s.resolved!.heldoutDataDir, 'valid_unseen'))).toHaveLength(96);
  expect(fs.existsSync(path.join(s.resolved!.trainDataDir, 'valid_unseen'))).toBe(false);
  expect(games(path.join(s.resolved!.trainDataDir, 'train')).every((g) => g.startsWith('pick_and_place_simple-'))).toBe(
    true,
  );
  expect(fs.readFileSync(path.join(s.workspace!.workspaceDir, 'description.md'), 'utf8')).toMatch(
    /^# ALFWorld \(small set\)/,
  );
  if (!s.baseline!.cached) {
    const result = JSON.parse(
      fs.readFileSync(path.join(runPaths(s.resolved!.runDir).evaluations, 'baseline', 'result.json'), 'utf8'),
    );
    // one of the 12 held-out floor plans (generate_games.py SMALL_HELDOUT_SCENES)
    expect(result.games[0].game).toMatch(
      /^pick_and_place_simple-.*-(205|218|226|230|308|311|313|314|405|424|425|428)\//,
    );
  }
});
