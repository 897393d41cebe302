import { ApplicationFailure, WorkflowFailedError, WorkflowUpdateFailedError } from '@temporalio/client';
import { ERROR_TYPES } from '../../common/errors';
import { emptyTotals } from '../../common/llm-usage';
import {
  harnessOutageSignal,
  llmUsageSignal,
  statusQuery,
  stopSignal,
  submitUpdate,
  trainingStatusQuery,
} from '../../common/messages';
import { SEARCH_ATTRIBUTES } from '../../common/search-attributes';
import { parseRunSpec, type RunSpecInput } from '../../common/run-spec';
import { TASK_QUEUES } from '../../common/task-queues';
import type { RunOutcome, RunStatus } from '../../common/types';
import { benchmarkRun } from '../../workflows/benchmark-run';
import { initialRunStatus } from '../../workflows/run-state';
import {
  doubles as makeDoubles,
  recordHistory,
  resolvedRun,
  submission,
  uniqueId,
  useHarness,
  waitFor as waitForIn,
  withWorkers,
  workspaceOf,
  type Doubles,
} from './harness';

// benchmarkRun's own logic on a real dev server, its activities replaced by test doubles
// (test/workflow/harness.ts).

const h = useHarness();

const doubles = () => makeDoubles(h);
const handle = (runId: string) => h.env.client.workflow.getHandle(runId);
const waitFor = (runId: string, pred: (s: RunStatus) => boolean) => waitForIn(h, runId, pred);

/** Runs `body` with workers around one benchmarkRun of `spec`. */
async function withRun(
  d: Doubles,
  spec: Partial<RunSpecInput>,
  body: (runId: string) => Promise<void>,
  runId = uniqueId('wf-test'),
): Promise<void> {
  await withWorkers(h, d, async () => {
    try {
      await h.env.client.workflow.start(benchmarkRun, {
        taskQueue: TASK_QUEUES.control,
        workflowId: runId,
        args: [{ task: 'arith', agent: 'scripted', budget: '10m', ...spec }],
      });
      await body(runId);
    } finally {
      d.exitAgent(137);
      await handle(runId)
        .terminate('test over')
        .catch(() => undefined);
    }
  });
}

test('submissions are evaluated one at a time, in arrival order, and each answer carries the best so far', async () => {
  const d = doubles();
  d.score = (id) => [0, 30, 20, 40][id];
  await withRun(d, {}, async (runId) => {
    await waitFor(runId, (s) => s.submissionsOpen);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => handle(runId).executeUpdate(submitUpdate, { args: [submission(n)] })),
    );
    expect(answers.map((a) => a.submission_id).sort()).toEqual([1, 2, 3]);
    const byId = Object.fromEntries(answers.map((a) => [a.submission_id, a]));
    expect(byId[1]).toMatchObject({ status: 'scored', score: 30, baseline_score: 5, improvement: 25, cached: false });
    expect(d.evaluations.map((e) => e.submissionId)).toEqual([1, 2, 3]);
    for (let i = 1; i < d.evaluations.length; i++)
      expect(d.evaluations[i].start).toBeGreaterThanOrEqual(d.evaluations[i - 1].end);
    expect(byId[3].best).toMatchObject({ submission_id: 3, score: 40 });
    d.exitAgent(0);
    const outcome = await handle(runId).result();
    expect(outcome).toMatchObject({
      phase: 'done',
      baseline: 5,
      best: 40,
      improvement: 35,
      submissions: 3,
      error: null,
      verdict: 'completed',
      verdictCause: 'the agent exited 0; best score 40 (submission 3)',
    });
    expect((await handle(runId).describe()).typedSearchAttributes.get(SEARCH_ATTRIBUTES.verdict)).toBe('completed');
  });
}, 60_000);

test('the same checkpoint submitted twice is evaluated once; the second answer is the first result, marked cached', async () => {
  const d = doubles();
  await withRun(d, {}, async (runId) => {
    await waitFor(runId, (s) => s.submissionsOpen);
    const first = await handle(runId).executeUpdate(submitUpdate, { args: [submission(1, 'same')] });
    const again = await handle(runId).executeUpdate(submitUpdate, {
      args: [{ ...submission(2, 'same'), model_path: 'output/copy' }],
    });
    expect(again).toMatchObject({
      submission_id: first.submission_id,
      score: first.score,
      cached: true,
      total_submissions: 1,
    });
    expect(d.evaluations).toHaveLength(1);
    const s = await handle(runId).query(statusQuery);
    expect(s.submissions[0].also_requested_as).toBeUndefined(); // answered at once: nothing to poll
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
    await expect(refused).rejects.toMatchObject({
      cause: { type: ERROR_TYPES.submissionsClosed, message: expect.stringContaining("the run's budget has ended") },
    });
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
    await expect(handle(runId).result()).rejects.toMatchObject({
      cause: { type: ERROR_TYPES.runFailed, message: expect.stringContaining('no room for the workspace') },
    });
    // The outcome in the failure's details: the harness's failure, with its cause.
    const failure = await handle(runId)
      .result()
      .catch((e: WorkflowFailedError) => e);
    const outcome = ((failure as WorkflowFailedError).cause as ApplicationFailure).details?.[0] as RunOutcome;
    expect(outcome).toMatchObject({
      phase: 'failed',
      verdict: 'harness-error',
      verdictCause: expect.stringContaining('no room for the workspace'),
    });
    expect((await handle(runId).describe()).typedSearchAttributes.get(SEARCH_ATTRIBUTES.verdict)).toBe('harness-error');
    expect(d.calls).toContain('writeReport');
    expect(d.calls).toContain('recordResult');
    expect(d.calls).not.toContain('runAgent');
    expect(d.reports.at(-1)).toMatchObject({
      phase: 'reporting',
      error: expect.stringContaining('no room for the workspace'),
    });
    const s = await handle(runId).query(statusQuery);
    expect(s.phase).toBe('failed');
  });
}, 60_000);

test("an evaluation the harness cannot finish makes the run a harness error; a checkpoint the evaluator rejects is the agent's", async () => {
  const d = doubles();
  d.evalFails = (id) => id === 2;
  await withRun(d, {}, async (runId) => {
    await waitFor(runId, (s) => s.submissionsOpen);
    expect(await handle(runId).executeUpdate(submitUpdate, { args: [submission(1)] })).toMatchObject({
      status: 'scored',
    });
    expect(await handle(runId).executeUpdate(submitUpdate, { args: [submission(2)] })).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('evaluation failed'),
    });
    d.exitAgent(0);
    const outcome = await handle(runId).result();
    expect(outcome).toMatchObject({
      phase: 'done',
      best: 10,
      verdict: 'harness-error',
      verdictCause: expect.stringContaining('the evaluation of submission 2 could not be finished'),
    });
    expect((await handle(runId).query(statusQuery)).evaluationFailures).toEqual([
      { submission_id: 2, error: expect.stringContaining('the evaluator was killed by SIGKILL') },
    ]);
  });
}, 60_000);

test('a resumed run takes over the earlier execution: its host, baseline, finished submissions and what is left of the budget', async () => {
  const d = doubles();
  const priorId = 'benchmark-run-interrupted';
  const scored = {
    ...submission(1),
    submission_id: 1,
    request_id: 'r1',
    timestamp: '2026-01-01T00:00:00Z',
    base_copy: null,
    status: 'scored' as const,
    score: 30,
    baseline_score: 7,
    improvement: 23,
    elapsed_seconds: 2,
  };
  const interrupted = {
    ...submission(2),
    submission_id: 2,
    request_id: 'r2',
    timestamp: '2026-01-01T00:01:00Z',
    base_copy: null,
    status: 'evaluating' as const,
    score: null,
    baseline_score: 7,
    improvement: null,
    elapsed_seconds: null,
  };
  d.prior = {
    status: {
      ...initialRunStatus(priorId, parseRunSpec({ task: 'arith', agent: 'scripted', budget: '10m' })),
      phase: 'failed',
      resolved: resolvedRun(priorId),
      workspace: workspaceOf(priorId),
      baseline: { score: 7, cached: false, evaluatorVersion: 'v', cacheKey: 'k', eval_seconds: 1 },
      submissions: [scored, interrupted],
      best: scored,
    },
    budgetUsed: 240,
  };
  const runId = 'benchmark-run-resumed'; // the recorded history's name
  await withRun(
    d,
    { resume: { from: priorId } },
    async () => {
      const s = await waitFor(runId, (x) => x.submissionsOpen);
      expect(s).toMatchObject({
        resumedFrom: priorId,
        budgetUsedBefore: 240,
        meta: { timeout_s: 360 },
        baseline: { score: 7 },
        best: { submission_id: 1 },
      });
      // The earlier host (no new claim), its container removed before the new one, no second baseline.
      expect(d.calls).not.toContain('claimHost');
      expect(d.calls).not.toContain('evaluateBaseline');
      expect(d.calls.indexOf(`teardownWorkspace ${priorId}`)).toBeLessThan(d.calls.indexOf('provisionWorkspace'));
      expect(s.submissions.map((x) => [x.submission_id, x.status])).toEqual([
        [1, 'scored'],
        [2, 'failed'],
      ]);
      expect(s.submissions[1].error).toMatch(/^interrupted/);
      // The interrupted checkpoint, submitted again, is evaluated as a new submission.
      const again = await handle(runId).executeUpdate(submitUpdate, { args: [submission(2)] });
      expect(again).toMatchObject({
        submission_id: 3,
        status: 'scored',
        score: 30,
        baseline_score: 7,
        improvement: 23,
        cached: false,
      });
      d.exitAgent(0);
      expect(await handle(runId).result()).toMatchObject({ phase: 'done', baseline: 7, best: 30, submissions: 3 });
      await recordHistory(h, runId);
    },
    runId,
  );
}, 60_000);

test('a reference pipeline runs as a child workflow and submits through the run: each checkpoint is scored, the policy passes on', async () => {
  const d = doubles();
  d.pipeline = { route: 'sft+grpo', params: { grpo: { iterations: 2 } } };
  const runId = 'reference-pipeline-run';
  await withRun(
    d,
    { task: 'alfworld' },
    async () => {
      expect(await handle(runId).result()).toMatchObject({ phase: 'done', baseline: 5, best: 30, submissions: 3 });
      expect(d.trainingJobs.map((j) => j.jobId)).toEqual([
        'expert-data',
        'sft',
        'iter-1/rollout',
        'iter-1/grpo',
        'iter-2/rollout',
        'iter-2/grpo',
      ]);
      const out = `/nonexistent/ws/${runId}/output/reference`;
      expect(d.trainingJobs[1].config).toMatchObject({
        model: '/nonexistent/model',
        data: `${out}/expert-data/sft.jsonl`,
      });
      expect(d.trainingJobs[3].config).toMatchObject({
        model: `${out}/sft/checkpoint-3`,
        ref_model: `${out}/sft/checkpoint-3`,
        trajectories: `${out}/iter-1/rollout/trajectories.jsonl`,
      });
      expect(d.trainingJobs[4].config).toMatchObject({ model: `${out}/iter-1/grpo/checkpoint-2` });
      const pipeline = await handle(`${runId}.pipeline`).query(trainingStatusQuery);
      expect(pipeline).toMatchObject({ phase: 'done', policy: `${out}/iter-2/grpo/checkpoint-2` });
      expect(pipeline.submissions.map((s) => [s.label, s.submissionId, s.score])).toEqual([
        ['sft', 1, 10],
        ['iter-1', 2, 20],
        ['iter-2', 3, 30],
      ]);
      expect(pipeline.rollouts.map((r) => [r.iteration, r.successRate, r.episodes])).toEqual([
        [1, 0.25, 8],
        [2, 0.25, 8],
      ]);
      const s = await handle(runId).query(statusQuery);
      expect(s.agent).toMatchObject({ status: 'exited', stoppedBy: null, exit: { exitCode: 0 } });
      await recordHistory(h, runId);
      await recordHistory(h, `${runId}.pipeline`);
    },
    runId,
  );
}, 60_000);

test("sft+grpo's control arm (PIPELINE_PARAMS route sft+sft): SFT in place of each GRPO round, as many steps, the same submissions", async () => {
  const d = doubles();
  d.pipeline = { route: 'sft+grpo', params: { grpo: { iterations: 4, evalEvery: 2, stepsPerIteration: 5 } } };
  await withRun(d, { task: 'alfworld', agentEnv: { PIPELINE_PARAMS: '{"route": "sft+sft"}' } }, async (runId) => {
    expect(await handle(runId).result()).toMatchObject({ phase: 'done', submissions: 3 });
    const out = `/nonexistent/ws/${runId}/output/reference`;
    expect(d.trainingJobs.map((j) => j.jobId)).toEqual([
      'expert-data',
      'sft',
      'extra-sft-1',
      'extra-sft-2',
      'extra-sft-3',
      'extra-sft-4',
    ]);
    const [, warmUp, ...rounds] = d.trainingJobs;
    // Each stand-in trains on the warm-up's expert data from the policy so far, for a round's steps.
    expect(rounds.map((j) => j.config?.model)).toEqual([
      `${out}/sft/checkpoint-3`,
      `${out}/extra-sft-1/checkpoint-3`,
      `${out}/extra-sft-2/checkpoint-3`,
      `${out}/extra-sft-3/checkpoint-3`,
    ]);
    for (const j of rounds) {
      expect(j.config).toMatchObject({ data: warmUp.config?.data, steps: 5, save_every: 5, keep_optimizer: false });
    }
    expect(new Set(rounds.map((j) => j.config?.seed)).size).toBe(4);
    const pipeline = await handle(`${runId}.pipeline`).query(trainingStatusQuery);
    expect(pipeline.submissions.map((s) => s.label)).toEqual(['sft', 'extra-sft-2', 'extra-sft-4']);
    // The policy the pipeline ends with is the run's final checkpoint (what the sealed protocol scores).
    expect((await handle(runId).query(statusQuery)).finalRequests).toEqual([3]);
    // The warm-up and the submitted rounds are kept; the others go once replaced.
    expect(d.removedCheckpoints).toEqual([`${out}/extra-sft-1/checkpoint-3`, `${out}/extra-sft-3/checkpoint-3`]);
  });
}, 60_000);

test('a long GRPO pipeline keeps the checkpoints it scored and its current policy, not one per round; it writes its training report', async () => {
  const d = doubles();
  d.pipeline = { route: 'grpo', params: { grpo: { iterations: 4, evalEvery: 2 } } };
  await withRun(
    d,
    { task: 'alfworld' },
    async (runId) => {
      expect(await handle(runId).result()).toMatchObject({ phase: 'done', submissions: 2 });
      const out = `/nonexistent/ws/${runId}/output/reference`;
      // round 1 started from the base model (the KL anchor); rounds 2 and 4 were submitted
      expect(d.removedCheckpoints).toEqual([`${out}/iter-1/grpo/checkpoint-2`, `${out}/iter-3/grpo/checkpoint-2`]);
      expect(d.trainingReports).toEqual([out]);
      await recordHistory(h, `${runId}.pipeline`);
    },
    'reference-pipeline-rounds',
  );
}, 60_000);

test("the budget cancels a reference pipeline's child workflow; the run still reports", async () => {
  const d = doubles();
  d.pipeline = { route: 'sft', params: {} };
  d.trainingJobMs = 5000;
  await withRun(d, { task: 'alfworld', budget: '2s' }, async (runId) => {
    expect(await handle(runId).result()).toMatchObject({
      phase: 'done',
      submissions: 0,
      error: null,
      verdict: 'agent-failed',
      verdictCause: 'no submission scored: the agent submitted nothing',
    });
    const s = await handle(runId).query(statusQuery);
    expect(s.agent).toMatchObject({ status: 'stopped', stoppedBy: 'budget', exit: { exitCode: 0 } });
    expect((await handle(`${runId}.pipeline`).describe()).status.name).toBe('CANCELLED');
    expect(d.calls).toContain('writeReport');
  });
}, 60_000);

test('a limit the LLM gateway saw reached stops the agent as the budget would, recorded as that limit; usage and cost are kept', async () => {
  const d = doubles();
  await withRun(d, { stopGrace: '1s' }, async (runId) => {
    await waitFor(runId, (s) => s.submissionsOpen);
    const totals = { ...emptyTotals(), calls: 3, input_tokens: 300, output_tokens: 60, cost_usd: 0.0021 };
    await handle(runId).signal(llmUsageSignal, { totals, reached: null });
    await waitFor(runId, (s) => s.llm?.calls === 3);
    // An older total arriving late never takes the count back.
    await handle(runId).signal(llmUsageSignal, { totals: { ...totals, calls: 1 }, reached: null });
    await handle(runId).signal(llmUsageSignal, {
      totals: { ...totals, calls: 4, cost_usd: 0.003 },
      reached: { stop: 'cost-limit', message: "the run's cost limit is reached" },
    });
    const outcome = await handle(runId).result();
    expect(outcome.phase).toBe('done');
    expect(d.stopAgentCalls).toEqual([{ by: 'cost-limit' }]);
    const s = await handle(runId).query(statusQuery);
    expect(s.agent).toMatchObject({ status: 'stopped', stoppedBy: 'cost-limit' });
    expect(s.llm).toMatchObject({ calls: 4, cost_usd: 0.003 });
    const desc = await handle(runId).describe();
    expect(desc.typedSearchAttributes.get(SEARCH_ATTRIBUTES.costUsd)).toBe(0.003);
  });
}, 60_000);

test('working time: synchronous evaluations and harness outages pause it; its limit stops the agent later than the wall clock would', async () => {
  const d = doubles();
  d.evalMs = 2500;
  const started = Date.now();
  await withRun(d, { stopGrace: '1s', limits: { workingTime: '4s' } }, async (runId) => {
    await waitFor(runId, (s) => s.submissionsOpen);
    // The agent waits 2.5 s on its own evaluation, and the harness was away 2 s.
    await handle(runId).executeUpdate(submitUpdate, { args: [{ ...submission(1), wait: true }] });
    await handle(runId).signal(harnessOutageSignal, { id: 'attempt-2', seconds: 2 });
    await handle(runId).signal(harnessOutageSignal, { id: 'attempt-2', seconds: 2 }); // the same outage, once
    const outcome = await handle(runId).result();
    expect(outcome.phase).toBe('done');
    expect(d.stopAgentCalls).toEqual([{ by: 'working-time-limit' }]);
    const s = await handle(runId).query(statusQuery);
    expect(s.meta.paused_since).toBeNull();
    expect(s.meta.paused_s).toBeGreaterThanOrEqual(4.4);
    expect(s.meta.paused_s).toBeLessThan(5.5);
    const wall = (s.meta.end_time! - s.meta.start_time!) * 1000;
    // 4 s of work plus about 4.5 s of pauses, not 4 s of wall time.
    expect(wall).toBeGreaterThanOrEqual(7000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(8000);
  });
}, 60_000);

test('sealed protocol: the final checkpoint is scored on the sealed part only after the agent stopped, and nothing of it reaches what the agent sees', async () => {
  const d = doubles();
  d.sealed = true;
  d.evalFails = (id) => id === 4;
  await withRun(
    d,
    {},
    async (runId) => {
      await waitFor(runId, (s) => s.submissionsOpen);
      const submit = (n: number, extra: object = {}) =>
        handle(runId).executeUpdate(submitUpdate, { args: [{ ...submission(n), ...extra }] });
      const answers = [await submit(1), await submit(2, { final: true }), await submit(3)];
      expect(answers.map((a) => a.final_choice)).toEqual([null, 2, 2]);
      // a designation whose checkpoint fails is not taken: the earlier choice stands
      answers.push(await submit(4, { final: true }));
      expect(answers[3]).toMatchObject({ status: 'failed', final_choice: 2 });
      // submitting an unchanged checkpoint again with final designates it
      answers.push(await submit(5, { final: true, digest: 'digest-1', host_path: '/snapshots/digest-1' }));
      expect(answers[4]).toMatchObject({ submission_id: 1, cached: true, final_choice: 1 });
      const visible = [
        answers,
        await handle(runId)
          .query(statusQuery)
          .then((s) => ({ submissions: s.submissions, best: s.best, meta: s.meta })),
      ];
      d.exitAgent(0);
      const outcome = await handle(runId).result();
      // Every feedback evaluation before the agent's exit; the sealed ones after it, none while it ran.
      expect(d.evaluations.filter((e) => e.part !== 'sealed').map((e) => e.submissionId)).toEqual([1, 2, 3, 4]);
      expect(d.evaluations.filter((e) => e.part === 'sealed').map((e) => e.submissionId)).toEqual([1]);
      expect(d.calls.indexOf('evaluateBaseline sealed')).toBeGreaterThan(d.calls.lastIndexOf('runAgent'));
      const s = await handle(runId).query(statusQuery);
      expect(s.sealed).toEqual({
        submission_id: 1,
        chosen_by: 'agent',
        feedback_score: 10,
        feedback_best: 30,
        score: 71,
        uncertainty: null,
        baseline: 3,
        baseline_uncertainty: null,
        improvement: 68,
        gap: -41,
        error: null,
      });
      expect(outcome).toMatchObject({ protocol: 'sealed', sealed: { score: 71, baseline: 3, gap: -41 }, best: 30 });
      // What the agent could read while it ran (answers, listings, clocks) holds no sealed number or field.
      const text = JSON.stringify(visible);
      expect(text).not.toMatch(/sealed|"score":71|"score":3\b/);
      expect(d.reports[0].sealed?.score).toBe(71);
      await recordHistory(h, runId);
    },
    'benchmark-run-sealed',
  );
}, 60_000);

test('sealed protocol: without a designation the final checkpoint is the best on feedback', async () => {
  const d = doubles();
  d.sealed = true;
  d.score = (id) => [0, 30, 50, 40][id];
  await withRun(d, {}, async (runId) => {
    await waitFor(runId, (s) => s.submissionsOpen);
    for (const n of [1, 2, 3]) await handle(runId).executeUpdate(submitUpdate, { args: [submission(n)] });
    d.exitAgent(0);
    const outcome = await handle(runId).result();
    expect(outcome.sealed).toEqual({ score: 72, uncertainty: null, baseline: 3, gap: 50 - 72 });
    expect((await handle(runId).query(statusQuery)).sealed).toMatchObject({
      submission_id: 2,
      chosen_by: 'best-feedback',
    });
  });
}, 60_000);

test('snapshots: each scored one that is neither the best nor the final choice is released while the agent runs; the end keeps those two', async () => {
  const d = doubles();
  d.sealed = true;
  d.score = (id) => [0, 30, 20, 40, 10, 0][id];
  d.evalFails = (id) => id === 5;
  const released = () => d.releasedBatches.flat();
  const until = async (what: string, pred: () => boolean) => {
    for (let i = 0; i < 400 && !pred(); i++) await new Promise((r) => setTimeout(r, 50));
    if (!pred()) throw new Error(`not reached: ${what}; released ${JSON.stringify(d.releasedBatches)}`);
  };
  await withRun(
    d,
    {},
    async (runId) => {
      await waitFor(runId, (s) => s.submissionsOpen);
      const submit = (n: number, extra: object = {}) =>
        handle(runId).executeUpdate(submitUpdate, { args: [{ ...submission(n), ...extra }] });
      await submit(1, { final: true }); // the best and the final choice
      await submit(2); // lower: released
      await until('the lower checkpoint released', () => released().includes('digest-2'));
      await submit(3); // the new best; the first stays as the final choice
      await submit(4); // lower: released
      await submit(5); // the harness could not evaluate it: kept, so that submitted again it is evaluated
      await until('the second lower checkpoint released', () => released().includes('digest-4'));
      d.exitAgent(0);
      await handle(runId)
        .result()
        .catch(() => undefined);
      expect(released().sort()).toEqual(['digest-2', 'digest-4']);
      expect(d.retained).toEqual([['digest-3', 'digest-1']]);
      await recordHistory(h, runId);
    },
    'benchmark-run-snapshots',
  );
}, 60_000);

test('snapshots: keep "all" releases none, and the end only clears what interrupted captures left', async () => {
  const d = doubles();
  d.score = (id) => [0, 30, 20][id];
  await withRun(d, { snapshots: { keep: 'all' } }, async (runId) => {
    await waitFor(runId, (s) => s.submissionsOpen);
    for (const n of [1, 2]) await handle(runId).executeUpdate(submitUpdate, { args: [submission(n)] });
    d.exitAgent(0);
    await handle(runId).result();
    expect(d.releasedBatches).toEqual([]);
    expect(d.retained).toEqual([null]);
  });
}, 60_000);
