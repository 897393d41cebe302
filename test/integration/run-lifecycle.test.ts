import { WorkflowFailedError } from '@temporalio/client';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { clockView } from '../../common/clocks';
import path from 'node:path';
import { startRun, stopRun } from '../../client/runs';
import { withResultsStore } from '../../results/store';
import { ReportSchema } from '../../common/report-schema';
import { fromRoot } from '../../common/paths';
import { SEARCH_ATTRIBUTES } from '../../common/search-attributes';
import { TASK_QUEUES } from '../../common/task-queues';
import type { RunOutcome, RunStatus } from '../../common/types';
import type { RunningWorkers } from '../../workers/common';
import { isMountPoint } from '../../workspace/images';
import { benchmarkRun } from '../../workflows/benchmark-run';
import { withWorkspace } from '../helpers/workspace';
import {
  agentActivity,
  inProcessWorkers,
  killHard,
  outputFile,
  seedBaseModel,
  spawnWorker,
  startStack,
  stopChild,
  waitFor,
  waitForStatus,
  type TestStack,
} from '../helpers/stack';
import { runPaths } from '../../common/run-paths';

// A run's life against the real server: the budget's durable timer, the stop signal, the local
// backend (with a host-worker crash), failures that must be errors, and the report and results.

jest.setTimeout(300_000);

let stack: TestStack;
let workers: RunningWorkers;

beforeAll(async () => {
  stack = await startStack('lifecycle');
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
});
afterAll(async () => {
  await workers?.shutdown();
  await stack?.stop();
});

const spec = (script: string, extra: Record<string, unknown> = {}) => ({
  task: 'scripted-score',
  agent: 'scripted',
  budget: '10m',
  stopGrace: 10,
  timeouts: { heartbeat: '5s' },
  agentEnv: { SCRIPT: script },
  ...extra,
});
/** This checkout's commit, as the manifest records it (null where the tree is not a git checkout). */
const checkoutCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: fromRoot(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
};
/** The agent's curl responses (after the run: from its workspace image). */
const responses = (s: RunStatus) =>
  withWorkspace(s.workspace!.runDir, (dir) =>
    fs
      .readFileSync(path.join(dir, 'output', 'responses.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l)),
  );

test('at the deadline the agent gets SIGTERM; a submit after the budget ended is refused; the report follows', async () => {
  const runId = await startRun(
    stack.client,
    spec('ckpt:v1:35 submit:v1 onterm:v2 ckpt:v2:90 sleep:600', { budget: '15s' }),
  );
  const outcome: RunOutcome = await stack.client.workflow.getHandle(runId).result();
  const s = await waitForStatus(stack.client, runId, () => true);
  expect(outcome).toMatchObject({ phase: 'done', baseline: 10, best: 35, improvement: 25, submissions: 1 });
  expect(s.agent).toMatchObject({ status: 'stopped', stoppedBy: 'budget' });
  expect(s.agent.exit?.exitCode).toBe(0); // its SIGTERM trap ran, then it exited
  const last = (await responses(s)).pop();
  expect(last.error).toMatch(/submissions are closed: the run's budget has ended/);
  expect(s.meta.end_time! - s.meta.start_time!).toBeGreaterThanOrEqual(15);
  expect(s.meta.end_time! - s.meta.start_time!).toBeLessThan(300); // stopped at its budget, not by its own 600 s sleep
  // run_meta.json in the workspace holds the final state too, with both clocks stopped.
  const meta = await withWorkspace(s.workspace!.runDir, (dir) =>
    JSON.parse(fs.readFileSync(path.join(dir, 'run_meta.json'), 'utf8')),
  );
  expect(meta).toEqual({ ...s.meta, ...clockView(s.meta, 0) });
  expect(meta.working_time_s).toBeCloseTo(meta.wall_time_s - s.meta.paused_s, 2);

  const report = ReportSchema.parse(JSON.parse(fs.readFileSync(s.report!.json, 'utf8')));
  expect(report.baseline?.score).toBe(10);
  expect(report.best).toMatchObject({ submission_id: 1, score: 35 });
  expect(report.metrics).toMatchObject({
    valid_submission_rate: 1,
    first_valid_idx: 1,
    score_trajectory: [35],
    monotonic_ratio: null,
    copy_model_count: 0,
  });
  expect(report.agent.stopped_by).toBe('budget');
  expect(fs.readFileSync(s.report!.markdown, 'utf8')).toContain('Improvement: **+25.00**');

  // What the score depends on: this checkout, the task's code and data, the model, the image, the Python packages.
  expect(report.manifest).toMatchObject({
    harness: { commit: checkoutCommit() },
    task: {
      id: 'scripted-score',
      evaluator_digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      data_digest: expect.stringMatching(/^[0-9a-f]{64}$/),
    },
    base_model: { id: 'test/base-model', digest: expect.stringMatching(/^[0-9a-f]{64}$/) },
    agent: { id: 'scripted', cli: 'none' },
    workspace_image: s.workspace!.image,
    evaluation_env: {
      python: expect.stringMatching(/^3\.\d+/),
      engines: expect.objectContaining({ torch: expect.any(String) }),
    },
    seed: 0,
  });
  expect(s.workspace!.image).toMatch(/:[0-9a-f]{12}$/);

  const row = await withResultsStore(stack.config, (store) => store.get(runId));
  expect(row).toMatchObject({
    task: 'scripted-score',
    agent: 'scripted',
    driver_model: 'none',
    base_model: 'test/base-model',
    baseline: 10,
    best_score: 35,
    submissions: 1,
    success: false,
  });
  expect(JSON.parse(row!.manifest!)).toEqual(report.manifest);

  const desc = await stack.client.workflow.getHandle(runId).describe();
  expect(desc.typedSearchAttributes.get(SEARCH_ATTRIBUTES.status)).toBe('done');
  expect(desc.typedSearchAttributes.get(SEARCH_ATTRIBUTES.bestScore)).toBe(35);
  expect(desc.typedSearchAttributes.get(SEARCH_ATTRIBUTES.baseModel)).toBe('test/base-model');
  expect(desc.typedSearchAttributes.get(SEARCH_ATTRIBUTES.driver)).toBe('none');
});

test('the stop signal stops the agent, then evaluation finishes and the report is written', async () => {
  const runId = await startRun(stack.client, spec('ckpt:v1:50:4 nowait:v1 touch:submitted sleep:600'));
  const s = await waitForStatus(stack.client, runId, (x) => x.submissions.length === 1);
  await stopRun(stack.client, runId, 'enough');
  const outcome: RunOutcome = await stack.client.workflow.getHandle(runId).result();
  expect(outcome).toMatchObject({ phase: 'done', best: 50, submissions: 1 });
  const final = await waitForStatus(stack.client, runId, () => true);
  expect(final.stopRequested).toEqual({ reason: 'enough' });
  expect(final.agent).toMatchObject({ status: 'stopped', stoppedBy: 'stop-signal' });
  expect(final.agent.exit?.exitCode).toBe(143); // SIGTERM
  expect(final.submissions[0].status).toBe('scored'); // accepted before the stop, still scored
  // The files are kept, in the run's disk image, unmounted with the container.
  expect(isMountPoint(s.workspace!.workspaceDir)).toBe(false);
  expect(
    await withWorkspace(s.workspace!.runDir, (dir) =>
      fs.readFileSync(path.join(dir, 'output', 'v1', 'score.txt'), 'utf8').trim(),
    ),
  ).toBe('50');
});

test('a child killed for memory is recorded as such, not as the agent killed for memory', async () => {
  const runId = await startRun(stack.client, spec('hog:512 touch:hogged sleep:600', { workspace: { memory: '256m' } }));
  const s = await waitForStatus(stack.client, runId, (x) => x.workspace !== null);
  await waitFor('the hog is gone', () => fs.existsSync(outputFile(s, 'hogged')));
  await stopRun(stack.client, runId, 'enough');
  await stack.client.workflow.getHandle(runId).result();
  const final = await waitForStatus(stack.client, runId, () => true);
  expect(final.agent.exit).toMatchObject({ exitCode: 143, oomKilled: false, oomKills: 1 });
  const report = ReportSchema.parse(JSON.parse(fs.readFileSync(final.report!.json, 'utf8')));
  expect(report.agent).toMatchObject({ oom_killed: false, oom_kills: 1 });
  expect(report.diagnosis).toContainEqual({
    code: 'out_of_memory',
    evidence: '1 process(es) of the workspace were killed for memory; the agent itself ran on',
  });
  expect(fs.readFileSync(runPaths(final.resolved!.runDir).agentLog, 'utf8')).toContain('hog exited with 137');
});

test('the agent itself killed for memory ends the run as agent-failed, its earlier submission scored', async () => {
  const runId = await startRun(stack.client, spec('ckpt:m1:35 once:m1 oom:512', { workspace: { memory: '256m' } }));
  await stack.client.workflow.getHandle(runId).result();
  const final = await waitForStatus(stack.client, runId, () => true);
  expect(final.agent.exit).toMatchObject({ exitCode: 137, oomKilled: true });
  expect(final.submissions).toEqual([expect.objectContaining({ submission_id: 1, status: 'scored', score: 35 })]);
  const report = ReportSchema.parse(JSON.parse(fs.readFileSync(final.report!.json, 'utf8')));
  expect(report.verdict).toMatchObject({ verdict: 'agent-failed', cause: 'the agent was killed for memory' });
});

test("the agent's folders have a disk quota: past it, writes fail with ENOSPC and the agent goes on", async () => {
  const runId = await startRun(stack.client, spec('fill:200 touch:filled sleep:600', { workspace: { disk: '64m' } }));
  const s = await waitForStatus(stack.client, runId, (x) => x.workspace !== null);
  await waitFor('the fill is over', () => fs.existsSync(outputFile(s, 'filled')));
  const written = fs.statSync(outputFile(s, 'fill')).size;
  expect(written).toBeGreaterThan(32 * 1024 ** 2);
  expect(written).toBeLessThanOrEqual(72 * 1024 ** 2); // the quota, give or take ext4's own metadata
  await stopRun(stack.client, runId, 'enough');
  await stack.client.workflow.getHandle(runId).result();
  const final = await waitForStatus(stack.client, runId, () => true);
  expect(fs.readFileSync(runPaths(final.resolved!.runDir).agentLog, 'utf8')).toMatch(
    /No space left on device[\s\S]*fill done/,
  );
  expect(final.agent).toMatchObject({ status: 'stopped', stoppedBy: 'stop-signal' });
});

test('an agent that exits non-zero is recorded as such', async () => {
  const runId = await startRun(stack.client, spec('ckpt:v1:20 submit:v1 exit:3'));
  await stack.client.workflow.getHandle(runId).result();
  const s = await waitForStatus(stack.client, runId, () => true);
  expect(s.agent).toMatchObject({ status: 'exited', stoppedBy: null });
  expect(s.agent.exit?.exitCode).toBe(3);
});

test('a failed evaluation is recorded with its error and can be retried once fixed', async () => {
  const runId = await startRun(stack.client, spec('touch:ready sleep:600'));
  const s = await waitForStatus(stack.client, runId, (x) => x.phase === 'agent' && x.workspace !== null);
  // The endpoint opens just before the agent starts: once the agent is up, it answers.
  await waitFor('ready', () => fs.existsSync(outputFile(s, 'ready')));
  const out = outputFile(s, 'broken');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'model.safetensors'), 'no config');
  const token = fs.readFileSync(runPaths(s.workspace!.runDir).token, 'utf8').trim();
  const { submit } = await import('../helpers/http');
  const base = `${s.workspace!.gateway.agentUrl}/t/${token}`;
  const failed = await submit(base, { model_path: 'output/broken' });
  expect(failed.status).toBe(200);
  expect(failed.body).toMatchObject({ submission_id: 1, status: 'failed', score: 0 });
  expect(failed.body.error).toMatch(/not a checkpoint/);
  fs.writeFileSync(path.join(out, 'config.json'), '{}');
  fs.writeFileSync(path.join(out, 'score.txt'), '33');
  const fixed = await submit(base, { model_path: 'output/broken' });
  expect(fixed.body).toMatchObject({ submission_id: 2, status: 'scored', score: 33 });
  expect(fixed.body.best.submission_id).toBe(2); // a failed submission is never the best
  await stopRun(stack.client, runId, 'done');
  await stack.client.workflow.getHandle(runId).result();
});

test('local backend: a directory and a process group; a killed host worker re-attaches by pid', async () => {
  const host = spawnWorker(stack, 'host', 'host-local');
  let restarted: ReturnType<typeof spawnWorker> | undefined;
  // Route this run to the child host worker: shut the in-process host role out of the way.
  await workers.shutdown();
  workers = await inProcessWorkers(stack, ['control', 'gpu']);
  try {
    const runId = await startRun(
      stack.client,
      spec('ckpt:v1:25 submit:v1 touch:first await:go ckpt:v2:45 submit:v2 touch:done', {
        workspace: { backend: 'local' },
      }),
    );
    const s = await waitForStatus(stack.client, runId, (x) => x.phase === 'agent' && x.workspace !== null);
    expect(s.workspace!.backend).toBe('local');
    expect(s.workspace!.gateway.host).toBe('127.0.0.1');
    await waitFor('first', () => fs.existsSync(outputFile(s, 'first')));
    const pid = JSON.parse(fs.readFileSync(runPaths(s.workspace!.runDir).localAgent.pid, 'utf8')).pid;
    await killHard(host);
    expect(fs.existsSync(`/proc/${pid}`)).toBe(true); // the agent lives on without its worker
    restarted = spawnWorker(stack, 'host', 'host-local-restarted');
    // The agent goes on only once the restarted worker re-attached to it.
    await waitFor('the restarted worker to re-attach', async () => {
      const beat = (await agentActivity(stack.client, runId))?.beat;
      return Number(beat?.reattached ?? 0) >= 1;
    });
    fs.writeFileSync(outputFile(s, 'go'), '');
    const outcome: RunOutcome = await stack.client.workflow.getHandle(runId).result();
    expect(outcome).toMatchObject({ phase: 'done', best: 45, submissions: 2 });
    const final = await waitForStatus(stack.client, runId, () => true);
    expect(final.agent.exit).toMatchObject({ exitCode: 0 });
    expect(final.agent.exit!.reattached).toBeGreaterThanOrEqual(1);
    expect(fs.readFileSync(runPaths(s.workspace!.runDir).agentLog, 'utf8')).toContain('scripted agent: done');
  } finally {
    await killHard(host);
    if (restarted) await stopChild(restarted);
    await workers.shutdown();
    workers = await inProcessWorkers(stack);
  }
});

describe('failures are errors, never silent zeros', () => {
  test('an invalid run spec fails the workflow with the reason', async () => {
    const handle = await stack.client.workflow.start(benchmarkRun, {
      taskQueue: TASK_QUEUES.control,
      workflowId: `bad-spec-${Date.now()}`,
      args: [{ task: 'scripted-score', agent: 'scripted', budget: 'soon' }],
    });
    const err = await handle.result().catch((e) => e);
    expect(err).toBeInstanceOf(WorkflowFailedError);
    expect(err.cause.message).toMatch(/budget: invalid duration "soon"/);
  });

  test('an unknown task fails the run before anything is provisioned', async () => {
    const handle = await stack.client.workflow.start(benchmarkRun, {
      taskQueue: TASK_QUEUES.control,
      workflowId: `no-task-${Date.now()}`,
      args: [{ task: 'nope', agent: 'scripted' }],
    });
    const err = await handle.result().catch((e) => e);
    expect(err.cause.message).toMatch(/unknown task "nope"; available: .*scripted-score/);
    const s = await waitForStatus(stack.client, handle.workflowId, () => true);
    expect(s.workspace).toBeNull();
  });

  test('a failed baseline fails the run with its message', async () => {
    const model = seedBaseModel(stack.config, 'test/broken-model');
    fs.rmSync(path.join(model, 'config.json'));
    const runId = await startRun(stack.client, spec('sleep:1', { baseModel: 'test/broken-model' }));
    const err = await stack.client.workflow
      .getHandle(runId)
      .result()
      .catch((e) => e);
    expect(err.cause.message).toMatch(/baseline evaluation failed: no config.json/);
    const s = await waitForStatus(stack.client, runId, () => true);
    expect(s.baseline).toBeNull();
    expect(s.agent.status).toBe('pending');
    const report = JSON.parse(fs.readFileSync(s.report!.json, 'utf8'));
    expect(report.run.error).toMatch(/baseline evaluation failed/);
  });
});

test('a host worker starting up frees the container and network of a terminated run', async () => {
  const { docker } = await import('../helpers/docker');
  const runId = await startRun(stack.client, spec('touch:ready sleep:600'));
  const s = await waitForStatus(stack.client, runId, (x) => x.phase === 'agent' && x.workspace !== null);
  await waitFor('ready', () => fs.existsSync(outputFile(s, 'ready')));
  await stack.client.workflow.getHandle(runId).terminate('operator terminated the run'); // no teardown runs
  expect(await docker.listContainers({ all: true, filters: { label: [`a2rl.run=${runId}`] } })).toHaveLength(1);
  await workers.shutdown();
  workers = await inProcessWorkers(stack); // start-up reaps
  expect(await docker.listContainers({ all: true, filters: { label: [`a2rl.run=${runId}`] } })).toHaveLength(0);
  expect(await docker.listNetworks({ filters: { label: [`a2rl.run=${runId}`] } })).toHaveLength(0);
  expect(isMountPoint(s.workspace!.workspaceDir)).toBe(false);
  expect(await withWorkspace(s.workspace!.runDir, (dir) => fs.existsSync(path.join(dir, 'output', 'ready')))).toBe(
    true,
  ); // files stay
});
