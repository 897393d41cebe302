import { Mutex } from 'async-mutex';
import {
  allHandlersFinished,
  ApplicationFailure,
  CancellationScope,
  ChildWorkflowCancellationType,
  ParentClosePolicy,
  startChild,
  condition,
  currentUpdateInfo,
  isCancellation,
  log,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
  uuid4,
  workflowInfo,
} from '@temporalio/workflow';
import type { RetryPolicy, SearchAttributeUpdatePair } from '@temporalio/common';
import type { createAgentActivities } from '../activities/agent';
import type { createEvaluationActivities } from '../activities/evaluation';
import type { createHostRoutingActivities } from '../activities/host-routing';
import type { createReportActivities } from '../activities/report';
import type { createResourceActivities } from '../activities/resources';
import type { createRunStateActivities, PriorRun } from '../activities/runs';
import type { createWorkspaceActivities } from '../activities/workspace';
import { ERROR_TYPES } from '../common/errors';
import { statusQuery, stopSignal, submissionQuery, submitUpdate } from '../common/messages';
import { parseRunSpec, type RunSpec } from '../common/run-spec';
import { SEARCH_ATTRIBUTES } from '../common/search-attributes';
import { TASK_QUEUES } from '../common/task-queues';
import type { Phase, RunStatus, SubmissionRecord, SubmitRequest, SubmitResponse } from '../common/types';
import { bestForResponse, bestSubmission, findReusable, findSubmission, round } from './submissions';
import { referencePipelineSpec } from './reference-agent';
import { trainingPipeline } from './training-pipeline';
import { failureMessage } from './failures';

type HostActivities = ReturnType<typeof createResourceActivities> &
  ReturnType<typeof createWorkspaceActivities> &
  ReturnType<typeof createAgentActivities>;
type GpuActivities = ReturnType<typeof createEvaluationActivities>;

export interface RunOutcome {
  runId: string;
  phase: Phase;
  task: string;
  agent: string;
  driver: string | null;
  baseModel: string | null;
  baseline: number | null;
  best: number | null;
  improvement: number | null;
  submissions: number;
  report: string | null;
  error: string | null;
}

/**
 * One benchmark run: prepare → provision → baseline → agent (budget timer, grading API as
 * Updates) → finish evaluations → report. Input is a run spec (see common/run-spec.ts); the
 * workflow id is the run id.
 */
export async function benchmarkRun(input: unknown): Promise<RunOutcome> {
  let spec: RunSpec;
  try {
    spec = parseRunSpec(input);
  } catch (err) {
    throw ApplicationFailure.nonRetryable((err as Error).message, ERROR_TYPES.invalidRunSpec);
  }
  const runId = workflowInfo().workflowId;
  const state: RunStatus = {
    runId,
    phase: 'preparing',
    spec,
    resolved: null,
    workspace: null,
    meta: { start_time: null, timeout_s: spec.budget, last_submit_time: null, end_time: null },
    baseline: null,
    submissions: [],
    best: null,
    agent: { status: 'pending', stoppedBy: null, exit: null },
    stopRequested: null,
    submissionsOpen: false,
    error: null,
    report: null,
    resumedFrom: null,
    budgetUsedBefore: 0,
  };

  const heartbeatTimeout = spec.timeouts.heartbeat * 1000;
  const router = proxyActivities<ReturnType<typeof createHostRoutingActivities>>({
    taskQueue: TASK_QUEUES.host,
    startToCloseTimeout: '1m',
    retry: { maximumInterval: '10s' },
  });
  const gpu = proxyActivities<GpuActivities>({
    taskQueue: TASK_QUEUES.gpu,
    startToCloseTimeout: spec.timeouts.evaluation * 1000,
    heartbeatTimeout,
    retry: { initialInterval: '1s', maximumInterval: '30s', maximumAttempts: 3, nonRetryableErrorTypes: [ERROR_TYPES.baselineFailed] },
  });
  const control = proxyActivities<ReturnType<typeof createReportActivities> & ReturnType<typeof createRunStateActivities>>({
    taskQueue: TASK_QUEUES.control,
    startToCloseTimeout: '10m',
    retry: { maximumAttempts: 5 },
  });

  // ---- messages -------------------------------------------------------------------------
  setHandler(statusQuery, () => state);
  setHandler(submissionQuery, (id: string) => findSubmission(state.submissions, id));
  setHandler(stopSignal, (req) => {
    if (!state.stopRequested) state.stopRequested = { reason: req?.reason || 'stop requested' };
  });

  // Evaluations of one run go one at a time, in arrival order (the mutex queues its waiters
  // first come, first served).
  const evaluations = new Mutex();

  const respond = (rec: SubmissionRecord, cached: boolean): SubmitResponse => ({
    ...rec,
    best: bestForResponse(state.submissions),
    total_submissions: state.submissions.length,
    cached,
  });

  setHandler(
    submitUpdate,
    async (req: SubmitRequest): Promise<SubmitResponse> => {
      const earlier = findReusable(state.submissions, req.digest);
      if (earlier) {
        // A request answered with the earlier result can still be polled by its own id.
        (earlier.also_requested_as ??= []).push(currentUpdateInfo()?.id ?? uuid4());
        await condition(() => earlier.status === 'scored' || earlier.status === 'failed');
        if (earlier.status === 'scored') return respond(earlier, true);
      }
      const rec: SubmissionRecord = {
        submission_id: state.submissions.length + 1,
        request_id: currentUpdateInfo()?.id ?? uuid4(),
        timestamp: new Date().toISOString(),
        model_path: req.model_path,
        resolved_path: req.resolved_path,
        digest: req.digest,
        base_copy: req.base_copy ?? null,
        gpu: req.gpu,
        code_revision: req.code_revision ?? null,
        status: 'queued',
        score: null,
        baseline_score: state.baseline?.score ?? null,
        improvement: null,
        elapsed_seconds: null,
      };
      state.submissions.push(rec);
      const acceptedAt = Date.now();
      await evaluations.runExclusive(async () => {
        rec.status = 'evaluating';
        try {
          const result = await gpu.evaluateCheckpoint({
            runId,
            submissionId: rec.submission_id,
            resolved: state.resolved!,
            modelPath: req.host_path,
            evaluation: spec.evaluation,
          });
          rec.score = result.score;
          rec.eval_seconds = result.eval_seconds;
          rec.accuracy_summary = result.accuracy_summary;
          if (result.engine) rec.engine = result.engine;
          if (result.error) rec.error = result.error;
          rec.status = result.error ? 'failed' : 'scored';
        } catch (err) {
          rec.score = 0;
          rec.error = `evaluation failed: ${failureMessage(err)}`;
          rec.status = 'failed';
        }
        rec.improvement = rec.baseline_score === null ? null : round((rec.score ?? 0) - rec.baseline_score, 6);
        rec.elapsed_seconds = round((Date.now() - acceptedAt) / 1000, 2);
        state.meta.last_submit_time = Math.floor(Date.now() / 1000);
        state.best = bestSubmission(state.submissions);
        if (state.best?.score !== undefined && state.best?.score !== null) {
          upsertSearchAttributes([{ key: SEARCH_ATTRIBUTES.bestScore, value: state.best.score }]);
        }
      });
      return respond(rec, false);
    },
    {
      validator: (req: SubmitRequest) => {
        if (!state.submissionsOpen) {
          const why = state.agent.stoppedBy === 'budget' ? "the run's budget has ended" : 'the agent is not running';
          throw ApplicationFailure.nonRetryable(`submissions are closed: ${why}`, ERROR_TYPES.submissionsClosed);
        }
        if (!req || typeof req.model_path !== 'string' || typeof req.digest !== 'string' || typeof req.host_path !== 'string') {
          throw ApplicationFailure.nonRetryable('malformed submission', ERROR_TYPES.invalidSubmission);
        }
      },
    },
  );

  const setPhase = (phase: Phase) => {
    state.phase = phase;
    upsertSearchAttributes([{ key: SEARCH_ATTRIBUTES.status, value: phase }]);
  };
  const attrs: SearchAttributeUpdatePair[] = [
    { key: SEARCH_ATTRIBUTES.task, value: spec.task },
    { key: SEARCH_ATTRIBUTES.agent, value: spec.agent },
  ];
  if (spec.sweep) attrs.push({ key: SEARCH_ATTRIBUTES.sweep, value: spec.sweep });
  upsertSearchAttributes(attrs);
  setPhase('preparing');

  // ---- phases ---------------------------------------------------------------------------
  let hostShort: HostActivities | null = null;
  try {
    // A resumed run continues where its workspace files are: on the earlier run's host.
    const prior = spec.resume ? await control.loadPriorRun({ runId: spec.resume.from }) : null;
    const { hostId, hostQueue } = prior?.status.workspace ?? (await router.claimHost());
    const retry: RetryPolicy = { initialInterval: '1s', maximumInterval: '10s' };
    const host = proxyActivities<HostActivities>({ taskQueue: hostQueue, heartbeatTimeout, retry, startToCloseTimeout: spec.timeouts.prepare * 1000 });
    hostShort = proxyActivities<HostActivities>({
      taskQueue: hostQueue,
      heartbeatTimeout,
      // Long enough for stopAgent's SIGTERM grace period.
      startToCloseTimeout: (spec.stopGrace + 300) * 1000,
      retry: { ...retry, maximumAttempts: 10 },
    });
    log.info('run pinned to host', { hostId });

    state.resolved = await host.prepareResources({ runId, spec, runDir: prior?.status.resolved?.runDir });
    upsertSearchAttributes([
      { key: SEARCH_ATTRIBUTES.driver, value: state.resolved.driver },
      { key: SEARCH_ATTRIBUTES.baseModel, value: state.resolved.baseModel },
    ]);

    if (prior) adoptPrior(prior);

    setPhase('provisioning');
    // The earlier execution's container goes first, so two agents never share the files.
    if (prior?.status.workspace) await host.teardownWorkspace({ workspace: prior.status.workspace });
    state.workspace = await host.provisionWorkspace({ resolved: state.resolved, spec });

    setPhase('baseline');
    state.baseline ??= await gpu.evaluateBaseline({ runId, resolved: state.resolved, evaluation: spec.evaluation });

    if (state.stopRequested || state.meta.timeout_s <= 0) {
      state.agent.status = 'skipped';
    } else {
      setPhase('agent');
      if (state.resolved.agent.pipeline) await superviseReferencePipeline();
      else await superviseAgent(hostShort);
    }

    setPhase('finishing');
    state.submissionsOpen = false;
    await condition(allHandlersFinished);
  } catch (err) {
    state.error = failureMessage(err);
    log.error('run failed', { error: state.error });
  } finally {
    await CancellationScope.nonCancellable(async () => {
      state.submissionsOpen = false;
      state.meta.end_time = Math.floor(Date.now() / 1000);
      if (hostShort && state.workspace) {
        const ws = state.workspace;
        await hostShort.writeRunMeta({ workspace: ws, meta: state.meta }).catch((e) => log.warn('run_meta not written', { e }));
        await hostShort.teardownWorkspace({ workspace: ws }).catch((e) => log.warn('teardown failed', { e }));
      }
      setPhase('reporting');
      try {
        state.report = await control.writeReport({ status: state });
        await control.recordResult({ status: state });
      } catch (err) {
        state.error = state.error ?? `report failed: ${failureMessage(err)}`;
      }
      setPhase(state.error ? 'failed' : 'done');
      await condition(allHandlersFinished);
    });
  }

  const outcome: RunOutcome = {
    runId,
    phase: state.phase,
    task: spec.task,
    agent: spec.agent,
    driver: state.resolved?.driver ?? spec.driver ?? null,
    baseModel: state.resolved?.baseModel ?? spec.baseModel ?? null,
    baseline: state.baseline?.score ?? null,
    best: state.best?.score ?? null,
    improvement: state.best?.improvement ?? null,
    submissions: state.submissions.length,
    report: state.report?.json ?? null,
    error: state.error,
  };
  if (state.error) throw ApplicationFailure.nonRetryable(state.error, ERROR_TYPES.runFailed, outcome);
  return outcome;

  /** Carries an earlier execution's durable state into this one (resume). */
  function adoptPrior(prior: PriorRun): void {
    state.resumedFrom = prior.status.runId;
    state.budgetUsedBefore = prior.budgetUsed;
    state.baseline = prior.status.baseline;
    state.submissions = prior.status.submissions.map((s) =>
      s.status === 'queued' || s.status === 'evaluating'
        ? { ...s, status: 'failed' as const, score: 0, error: 'interrupted: the earlier execution ended before this evaluation; submit the checkpoint again' }
        : s,
    );
    state.best = bestSubmission(state.submissions);
    state.meta.timeout_s = Math.max(0, spec.budget - prior.budgetUsed);
    state.meta.last_submit_time = prior.status.meta.last_submit_time;
  }

  // A reference agent is the harness's trainingPipeline as a child workflow: it trains on the
  // run's workspace and submits through the run's submit Update, like any agent. The budget and
  // the stop signal cancel it (its jobs' processes are killed); accepted submissions still count.
  async function superviseReferencePipeline(): Promise<void> {
    const ws = state.workspace!;
    const started = Date.now();
    state.meta.start_time = Math.floor(started / 1000);
    state.agent.status = 'running';
    state.submissionsOpen = true;
    const input = referencePipelineSpec(state.resolved!, ws, spec);
    let finished = false;
    let error: string | null = null;
    const scope = new CancellationScope();
    const startedAt = new Date(started).toISOString();
    scope
      .run(async () => {
        const child = await startChild(trainingPipeline, {
          workflowId: `${runId}.pipeline`,
          taskQueue: TASK_QUEUES.control,
          args: [input],
          parentClosePolicy: ParentClosePolicy.TERMINATE,
          cancellationType: ChildWorkflowCancellationType.WAIT_CANCELLATION_COMPLETED,
        });
        return child.result();
      })
      .catch((err) => {
        if (!isCancellation(err)) error = failureMessage(err);
      })
      .finally(() => {
        finished = true;
      });
    const remaining = () => Math.max(0, started + state.meta.timeout_s * 1000 - Date.now());
    await condition(() => finished || state.stopRequested !== null, remaining());
    state.submissionsOpen = false;
    if (!finished) {
      state.agent.stoppedBy = state.stopRequested ? 'stop-signal' : 'budget';
      log.info('stopping reference pipeline', { by: state.agent.stoppedBy });
      scope.cancel();
      await condition(() => finished);
    }
    state.agent.status = state.agent.stoppedBy ? 'stopped' : 'exited';
    state.agent.exit = {
      exitCode: error ? 1 : 0,
      oomKilled: false,
      startedAt,
      finishedAt: new Date().toISOString(),
      reattached: 0,
      ...(error ? { error } : {}),
    };
  }

  // The agent runs until it exits, the budget's durable timer fires, or a stop arrives.
  async function superviseAgent(hostActs: HostActivities): Promise<void> {
    const ws = state.workspace!;
    const started = Date.now();
    state.meta.start_time = Math.floor(started / 1000);
    const budgetMs = state.meta.timeout_s * 1000;
    const agentActs = proxyActivities<HostActivities>({
      taskQueue: ws.hostQueue,
      heartbeatTimeout,
      // Each attempt may run the whole budget; retries re-attach to the running agent.
      startToCloseTimeout: budgetMs + (spec.stopGrace + 600) * 1000,
      scheduleToCloseTimeout: budgetMs + (spec.stopGrace + 1800) * 1000,
      retry: { initialInterval: '1s', maximumInterval: '10s', nonRetryableErrorTypes: [ERROR_TYPES.agentNotFound] },
    });
    state.agent.status = 'running';
    state.submissionsOpen = true;
    let finished = false;
    const scope = new CancellationScope();
    scope
      .run(() => agentActs.runAgent({ workspace: ws, resolved: state.resolved!, spec, meta: state.meta }))
      .then(
        (exit) => {
          state.agent.exit = exit;
          state.agent.status = state.agent.stoppedBy ? 'stopped' : 'exited';
        },
        (err) => {
          // The agent's own crashes are exits; a failed supervision is the harness's (a lost
          // host, a container that cannot start): the run fails, and can be resumed.
          state.agent.status = 'failed';
          state.agent.exit = { exitCode: null, oomKilled: false, startedAt: null, finishedAt: null, reattached: 0, error: failureMessage(err) };
          state.error = `agent supervision failed: ${failureMessage(err)}`;
        },
      )
      .finally(() => {
        finished = true;
      });

    const remaining = () => Math.max(0, started + budgetMs - Date.now());
    await condition(() => finished || state.stopRequested !== null, remaining());
    state.submissionsOpen = false;
    if (finished) return;

    state.agent.stoppedBy = state.stopRequested ? 'stop-signal' : 'budget';
    log.info('stopping agent', { by: state.agent.stoppedBy });
    await hostActs.stopAgent({ workspace: ws, graceSeconds: spec.stopGrace, by: state.agent.stoppedBy });
    if (!(await condition(() => finished, (spec.stopGrace + 120) * 1000))) {
      scope.cancel();
      await condition(() => finished);
    }
  }
}
