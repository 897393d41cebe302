import { WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { ERROR_TYPES } from '../../common/errors';
import { fromRoot } from '../../common/paths';
import { statusQuery, stopSignal, submitUpdate } from '../../common/messages';
import type { RunSpecInput } from '../../common/run-spec';
import { ALL_SEARCH_ATTRIBUTES } from '../../common/search-attributes';
import { TASK_QUEUES } from '../../common/task-queues';
import type { AgentExit, ResolvedRun, RunStatus, SubmitRequest, WorkspaceRef } from '../../common/types';
import { benchmarkRun } from '../../workflows/benchmark-run';

// benchmarkRun's own logic, in seconds: the real workflow code on a real Temporal dev server
// (the CLI setup installs), with its activities replaced by in-test functions (**test doubles
// for the workspace, agent, evaluator and report**, which the integration tests run for real).

const HOST_QUEUE = 'wf-test-host';
const silent = { log() {}, info() {}, warn() {}, error() {}, debug() {}, trace() {} };

let env: TestWorkflowEnvironment;
let bundle: WorkflowBundleWithSourceMap;

beforeAll(async () => {
  env = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: 'existing-path', path: fromRoot('.tools', 'bin', 'temporal') }, searchAttributes: ALL_SEARCH_ATTRIBUTES, ui: false },
  });
  bundle = await bundleWorkflowCode({ workflowsPath: require.resolve('../../workflows'), logger: silent as never });
}, 120_000);

afterAll(async () => {
  await env?.teardown();
});

/** What the doubles saw, and the levers a test pulls. */
interface Doubles {
  calls: string[];
  /** Evaluations in the order they ran, with when each started and ended. */
  evaluations: Array<{ submissionId: number; start: number; end: number }>;
  /** Score of an evaluation, by submission id (default 10 × id). */
  score: (submissionId: number) => number;
  evalMs: number;
  /** Ends the agent (as if it exited with this code). */
  exitAgent: (code: number) => void;
  stopAgentCalls: Array<{ by: string }>;
  provisionFails: boolean;
  /** How long writing the report takes (keeps a finishing run open). */
  reportMs: number;
  reports: RunStatus[];
  /** The activity doubles, per task queue. */
  activities: Record<'host' | 'gpu' | 'control', object>;
}

function doubles(): Doubles {
  let exit: (code: number) => void = () => undefined;
  const agentDone = new Promise<number>((resolve) => (exit = resolve));
  const d: Doubles = { calls: [], evaluations: [], score: (id) => 10 * id, evalMs: 50, exitAgent: (c) => exit(c), stopAgentCalls: [], provisionFails: false, reportMs: 0, reports: [], activities: { host: {}, gpu: {}, control: {} } };
  const resolved = (runId: string): ResolvedRun => ({
    runId,
    task: { id: 'arith', level: 1, title: 'arith', evaluatorVersion: 'v', defaultBaseModel: 'test/model' },
    agent: { id: 'scripted', title: 'scripted' },
    baseModel: 'test/model',
    driver: 'none',
    modelDir: '/nonexistent/model',
    trainDataDir: '/nonexistent/train',
    heldoutDataDir: '/nonexistent/heldout',
    runDir: '/nonexistent/run',
  });
  const workspace = (runId: string): WorkspaceRef => ({ runId, backend: 'local', hostId: 'h', hostQueue: HOST_QUEUE, runDir: '/nonexistent/run', workspaceDir: '/nonexistent/ws', agentRoot: '/workspace', mounts: [], modelPath: '/nonexistent/model', gateway: { host: '127.0.0.1', port: 1, agentUrl: 'http://127.0.0.1:1' } });
  const exitOf = (code: number): AgentExit => ({ exitCode: code, oomKilled: false, startedAt: null, finishedAt: null, reattached: 0 });
  d.activities = {
    host: {
      claimHost: async () => ({ hostId: 'h', hostQueue: HOST_QUEUE }),
      prepareResources: async ({ runId }: { runId: string }) => (d.calls.push('prepareResources'), resolved(runId)),
      provisionWorkspace: async ({ resolved: r }: { resolved: ResolvedRun }) => {
        d.calls.push('provisionWorkspace');
        if (d.provisionFails) throw ApplicationFailure.nonRetryable('no room for the workspace', ERROR_TYPES.resourcesUnavailable);
        return workspace(r.runId);
      },
      teardownWorkspace: async () => void d.calls.push('teardownWorkspace'),
      writeRunMeta: async () => void d.calls.push('writeRunMeta'),
      runAgent: async () => (d.calls.push('runAgent'), exitOf(await agentDone)),
      stopAgent: async ({ by }: { by: string }) => {
        d.calls.push('stopAgent');
        d.stopAgentCalls.push({ by });
        exit(143);
      },
    },
    gpu: {
      evaluateBaseline: async () => (d.calls.push('evaluateBaseline'), { score: 5, cached: false, evaluatorVersion: 'v', cacheKey: 'k', eval_seconds: 0 }),
      evaluateCheckpoint: async ({ submissionId }: { submissionId: number }) => {
        const start = Date.now();
        await new Promise((r) => setTimeout(r, d.evalMs));
        d.evaluations.push({ submissionId, start, end: Date.now() });
        return { score: d.score(submissionId), accuracy_summary: {}, eval_seconds: d.evalMs / 1000, resultPath: '/nonexistent' };
      },
    },
    control: {
      loadPriorRun: async () => {
        throw new Error('no prior run in these tests');
      },
      writeReport: async ({ status }: { status: RunStatus }) => {
        d.calls.push('writeReport');
        d.reports.push(status);
        await new Promise((r) => setTimeout(r, d.reportMs));
        return { dir: '/r', json: '/r/report.json', markdown: '/r/report.md' };
      },
      recordResult: async () => void d.calls.push('recordResult'),
    },
  };
  return d;
}

/** Runs `body` with workers for the three queues around one benchmarkRun of `spec`. */
async function withRun(d: Doubles, spec: Partial<RunSpecInput>, body: (runId: string) => Promise<void>): Promise<void> {
  const acts = d.activities;
  const connection = env.nativeConnection;
  const workers = await Promise.all([
    Worker.create({ connection, taskQueue: TASK_QUEUES.control, workflowBundle: bundle, activities: acts.control }),
    Worker.create({ connection, taskQueue: TASK_QUEUES.host, activities: acts.host }),
    Worker.create({ connection, taskQueue: HOST_QUEUE, activities: acts.host }),
    Worker.create({ connection, taskQueue: TASK_QUEUES.gpu, activities: acts.gpu }),
  ]);
  const runId = `wf-test-${Date.now()}-${Math.random().toString(16).slice(2, 8)}`;
  const running = workers.map((w) => w.run());
  try {
    await env.client.workflow.start(benchmarkRun, { taskQueue: TASK_QUEUES.control, workflowId: runId, args: [{ task: 'arith', agent: 'scripted', budget: '10m', ...spec }] });
    await body(runId);
  } finally {
    // A failed expectation leaves the run and the agent double waiting: end both, so the
    // workers (which wait for their activities) can stop.
    d.exitAgent(137);
    await handle(runId).terminate('test over').catch(() => undefined);
    for (const w of workers) w.shutdown();
    await Promise.all(running);
  }
}

const handle = (runId: string) => env.client.workflow.getHandle(runId);

async function waitFor(runId: string, pred: (s: RunStatus) => boolean): Promise<RunStatus> {
  for (let i = 0; i < 400; i++) {
    const s = await handle(runId).query(statusQuery);
    if (pred(s)) return s;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`condition not reached; phase ${(await handle(runId).query(statusQuery)).phase}`);
}

const submission = (n: number, digest = `digest-${n}`): SubmitRequest => ({ model_path: `output/v${n}`, resolved_path: `output/v${n}`, host_path: `/snapshots/${digest}`, digest, gpu: null, code_revision: null });

test('submissions are evaluated one at a time, in arrival order, and each answer carries the best so far', async () => {
  const d = doubles();
  d.score = (id) => [0, 30, 20, 40][id];
  await withRun(d, {}, async (runId) => {
    await waitFor(runId, (s) => s.submissionsOpen);
    const answers = await Promise.all([1, 2, 3].map((n) => handle(runId).executeUpdate(submitUpdate, { args: [submission(n)] })));
    expect(answers.map((a) => a.submission_id).sort()).toEqual([1, 2, 3]);
    const byId = Object.fromEntries(answers.map((a) => [a.submission_id, a]));
    expect(byId[1]).toMatchObject({ status: 'scored', score: 30, baseline_score: 5, improvement: 25, cached: false });
    expect(d.evaluations.map((e) => e.submissionId)).toEqual([1, 2, 3]);
    for (let i = 1; i < d.evaluations.length; i++) expect(d.evaluations[i].start).toBeGreaterThanOrEqual(d.evaluations[i - 1].end);
    expect(byId[3].best).toMatchObject({ submission_id: 3, score: 40 });
    d.exitAgent(0);
    const outcome = await handle(runId).result();
    expect(outcome).toMatchObject({ phase: 'done', baseline: 5, best: 40, improvement: 35, submissions: 3, error: null });
  });
}, 60_000);

test('the same checkpoint submitted twice is evaluated once; the second answer is the first result, marked cached', async () => {
  const d = doubles();
  await withRun(d, {}, async (runId) => {
    await waitFor(runId, (s) => s.submissionsOpen);
    const first = await handle(runId).executeUpdate(submitUpdate, { args: [submission(1, 'same')] });
    const again = await handle(runId).executeUpdate(submitUpdate, { args: [{ ...submission(2, 'same'), model_path: 'output/copy' }] });
    expect(again).toMatchObject({ submission_id: first.submission_id, score: first.score, cached: true, total_submissions: 1 });
    expect(d.evaluations).toHaveLength(1);
    const s = await handle(runId).query(statusQuery);
    expect(s.submissions[0].also_requested_as).toHaveLength(1);
    d.exitAgent(0);
    await handle(runId).result();
  });
}, 60_000);

test("the budget's timer stops the agent and closes submissions; a later submit is refused with a reason", async () => {
  const d = doubles();
  await withRun(d, { budget: '2s', stopGrace: '1s' }, async (runId) => {
    const outcome = await handle(runId).result();
    expect(outcome.phase).toBe('done');
    expect(d.stopAgentCalls).toEqual([{ by: 'budget' }]);
    const s = await handle(runId).query(statusQuery);
    expect(s.agent).toMatchObject({ status: 'stopped', stoppedBy: 'budget' });
    expect(s.submissionsOpen).toBe(false);
  });
  // A finished run no longer takes Updates; while finishing, the validator names the reason.
  const d2 = doubles();
  d2.reportMs = 3000;
  await withRun(d2, { budget: '1s', stopGrace: '1s' }, async (runId) => {
    await waitFor(runId, (s) => s.agent.stoppedBy === 'budget');
    const refused = handle(runId).executeUpdate(submitUpdate, { args: [submission(1)] });
    await expect(refused).rejects.toBeInstanceOf(WorkflowUpdateFailedError);
    await expect(refused).rejects.toMatchObject({ cause: { type: ERROR_TYPES.submissionsClosed, message: expect.stringContaining("the run's budget has ended") } });
    await handle(runId).result();
  });
}, 60_000);

test('a stop signal stops the agent; an evaluation under way still finishes and counts', async () => {
  const d = doubles();
  d.evalMs = 1000;
  await withRun(d, {}, async (runId) => {
    await waitFor(runId, (s) => s.submissionsOpen);
    const answer = handle(runId).executeUpdate(submitUpdate, { args: [submission(1)] });
    await waitFor(runId, (s) => s.submissions[0]?.status === 'evaluating');
    await handle(runId).signal(stopSignal, { reason: 'operator' });
    expect(await answer).toMatchObject({ status: 'scored', score: 10 });
    const outcome = await handle(runId).result();
    expect(outcome).toMatchObject({ phase: 'done', submissions: 1, best: 10 });
    expect(d.stopAgentCalls).toEqual([{ by: 'stop-signal' }]);
    // The report was written after the evaluation finished.
    expect(d.reports.at(-1)!.submissions[0].status).toBe('scored');
  });
}, 60_000);

test('a run that fails still tears down, writes its report and records its result, then fails with the cause', async () => {
  const d = doubles();
  d.provisionFails = true;
  await withRun(d, {}, async (runId) => {
    await expect(handle(runId).result()).rejects.toMatchObject({ cause: { type: ERROR_TYPES.runFailed, message: expect.stringContaining('no room for the workspace') } });
    expect(d.calls).toContain('writeReport');
    expect(d.calls).toContain('recordResult');
    expect(d.calls).not.toContain('runAgent');
    expect(d.reports.at(-1)).toMatchObject({ phase: 'reporting', error: expect.stringContaining('no room for the workspace') });
    const s = await handle(runId).query(statusQuery);
    expect(s.phase).toBe('failed');
  });
}, 60_000);
