import fs from 'node:fs';
import path from 'node:path';
import { startRun, stopRun } from '../../client/runs';
import { LABELS } from '../../workspace/docker';
import { fromRoot } from '../../common/paths';
import type { RunStatus } from '../../common/types';
import type { RunningWorkers } from '../../workers/common';
import { docker } from '../helpers/docker';
import { submit } from '../helpers/http';
import { inProcessWorkers, seedBaseModel, startStack, waitFor, waitForStatus, type TestStack } from '../helpers/stack';
import { runPaths } from '../../common/run-paths';

// Evaluation in its sandbox, with the fixture task sandbox-probe (a test double for an
// evaluator: it reports what it sees, or misbehaves as the checkpoint's mode.txt says), against
// a real Temporal server, Docker engine and the project's Python environment.

jest.setTimeout(600_000);

let stack: TestStack;
let workers: RunningWorkers;
let runId: string;
let status: RunStatus;
let base: string;

const ckpt = (name: string, mode?: string) => {
  const dir = path.join(status.workspace!.workspaceDir, 'output', name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'config.json'), '{"model_type": "probe"}');
  fs.writeFileSync(path.join(dir, 'model.safetensors'), `weights of ${name}`);
  if (mode) fs.writeFileSync(path.join(dir, 'mode.txt'), mode);
  return `output/${name}`;
};

beforeAll(async () => {
  stack = await startStack('evaltrust');
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
  runId = await startRun(stack.client, {
    task: 'sandbox-probe',
    agent: 'scripted',
    budget: '20m',
    stopGrace: 2,
    agentEnv: { SCRIPT: 'touch:ready sleep:1200' },
    timeouts: { evaluation: '15s' },
    evaluation: {
      must_not_see: [fromRoot(), stack.dir, stack.config.cacheDir, '/work', '/root', '/var/run/docker.sock'].join(':'),
    },
  });
  status = await waitForStatus(stack.client, runId, (s) => s.phase === 'agent' && s.workspace !== null);
  await waitFor('agent ready', () => fs.existsSync(path.join(status.workspace!.workspaceDir, 'output', 'ready')));
  base = `${status.workspace!.gateway.agentUrl}/t/${fs.readFileSync(runPaths(status.workspace!.runDir).token, 'utf8').trim()}`;
});

const evaluationContainers = (run = runId) =>
  docker.listContainers({ all: true, filters: { label: [`${LABELS.run}=${run}`, `${LABELS.role}=evaluation`] } });

afterAll(async () => {
  if (runId) await stopRun(stack.client, runId, 'test over').catch(() => undefined);
  if (runId)
    await stack.client.workflow
      .getHandle(runId)
      .result()
      .catch(() => undefined);
  await workers?.shutdown();
  await stack?.stop();
});

test('the evaluator runs unprivileged, without network, seeing only the snapshot, its task, held-out data and Python read-only', async () => {
  const res = await submit(base, { model_path: ckpt('probe') });
  expect(res.status).toBe(200);
  const facts = res.body.accuracy_summary;
  expect(facts.uid).toBe(stack.config.evaluation.uid);
  expect(facts.interfaces).toEqual(['lo']);
  expect(facts.writable).toEqual({ model: false, heldout: false, task: false, out: true, python: false });
  expect(Object.values(facts.seen)).toEqual([false, false, false, false, false, false]);
  expect(facts.model_files).toEqual(['config.json', 'model.safetensors']);
  expect(facts.beside_model).toBeNull(); // the run's other snapshots are not listed
  // Between the run's evaluations, its warm sandbox is all that stays of them (evaluation/warm.ts).
  expect(await evaluationContainers()).toEqual([expect.objectContaining({ State: 'running' })]);
});

test('held-out text in an evaluator error never reaches the agent; the operator log keeps it', async () => {
  const heldout = fs.readFileSync(path.join(status.resolved!.heldoutDataDir, 'test.jsonl'), 'utf8').split('\n')[0];
  expect(heldout).toContain('heldout question');
  const reported = await submit(base, { model_path: ckpt('leak-result', 'leak-result') });
  expect(reported.body.status).toBe('failed');
  expect(reported.body.error).toMatch(/quotes held-out data; it is withheld/);
  const crashed = await submit(base, { model_path: ckpt('leak-crash', 'leak-crash') });
  expect(crashed.body.status).toBe('failed');
  expect(crashed.body.error).toMatch(/^evaluation failed: the evaluator exited with code 1 without a result/);
  for (const r of [reported, crashed]) expect(r.text).not.toContain('heldout question');
  const evalDir = path.join(runPaths(status.resolved!.runDir).evaluations, `submission-${crashed.body.submission_id}`);
  // The evaluator had its three tries, each recorded as its failure (not as a lost worker).
  expect(fs.readFileSync(path.join(evalDir, 'evaluator-failures.jsonl'), 'utf8').trim().split('\n')).toHaveLength(3);
  const stderr = fs.readFileSync(path.join(evalDir, 'stderr.log'), 'utf8');
  expect(stderr).toContain(`ValueError: unexpected reference ${heldout}`);
});

test('memory and wall-time limits end a runaway evaluation, with a harness-written reason', async () => {
  const bomb = await submit(base, { model_path: ckpt('bomb', 'bomb') });
  expect(bomb.body.status).toBe('failed');
  expect(bomb.body.error).toMatch(/the evaluator was killed for memory \(over 512m\)/);
  const hang = await submit(base, { model_path: ckpt('hang', 'sleep') });
  expect(hang.body.status).toBe('failed');
  expect(hang.body.error).toMatch(/^evaluation failed: the evaluator ran out of time/);
  // An evaluation that fails ends its warm sandbox: nothing of it is kept for the next.
  expect(await evaluationContainers()).toEqual([]);
});

test("another run's evaluation takes the one device from this run's idle warm sandbox; no run uses another's", async () => {
  expect((await submit(base, { model_path: ckpt('probe-2') })).body.status).toBe('scored');
  expect(await evaluationContainers()).toHaveLength(1);
  const other = await startRun(stack.client, {
    task: 'sandbox-probe',
    agent: 'scripted',
    budget: '5m',
    agentEnv: { SCRIPT: 'exit:0' },
    evaluation: { must_not_see: '/nothing' }, // not the first run's cached baseline
  });
  await stack.client.workflow.getHandle(other).result();
  const done = await waitForStatus(stack.client, other, () => true);
  expect(done.baseline).toMatchObject({ cached: false, score: 0 });
  // This worker has one device (CPU): the other run's baseline took it from this run's idle sandbox.
  expect(await evaluationContainers()).toEqual([]);
  // The other run's sandbox goes with its run.
  await waitFor(
    "the other run's warm sandbox gone",
    async () => (await evaluationContainers(other)).length === 0,
    120_000,
  );
});

test('when the run ends, its warm evaluation sandbox goes with it, before it would idle out', async () => {
  expect((await submit(base, { model_path: ckpt('probe-again') })).body.status).toBe('scored');
  expect(await evaluationContainers()).toHaveLength(1);
  await stopRun(stack.client, runId, 'test over');
  await stack.client.workflow.getHandle(runId).result();
  // The worker's sweep notices the ended run (every 15 s; warmIdle is 10 minutes).
  await waitFor('the warm sandbox gone', async () => (await evaluationContainers()).length === 0, 120_000);
});
