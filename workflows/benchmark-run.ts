import {
  ApplicationFailure,
  CancellationScope,
  ChildWorkflowCancellationType,
  ParentClosePolicy,
  startChild,
  condition,
  allHandlersFinished,
  isCancellation,
  log,
  patched,
  setHandler,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import type { SearchAttributeUpdatePair } from '@temporalio/common';
import { ERROR_TYPES } from '../common/errors';
import {
  harnessOutageSignal,
  llmUsageSignal,
  timeQuery,
  statusQuery,
  stopSignal,
  submissionQuery,
  submitUpdate,
} from '../common/messages';
import { parseRunSpec, type RunSpec } from '../common/run-spec';
import { SEARCH_ATTRIBUTES } from '../common/search-attributes';
import { hostGpuTaskQueue, TASK_QUEUES } from '../common/task-queues';
import type { Phase, RunOutcome, WorkspaceRef } from '../common/types';
import { runVerdict } from '../common/verdict';
import { failureMessage, isHostLost } from './failures';
import { referencePipelineSpec } from './reference-agent';
import {
  agentSupervision,
  evaluations,
  hostCleanup,
  hostReport,
  hostRouting,
  hostSetup,
  runRecords,
  type HostActivities,
} from './run-activities';
import { adoptPrior, initialRunStatus, runOutcome } from './run-state';
import { scoreSealed } from './sealed';
import { keptDigests, SnapshotRetention } from './snapshot-retention';
import { SubmissionQueue } from './submission-queue';
import { supervise } from './supervisor';
import { trainingPipeline } from './training-pipeline';

/**
 * One benchmark run: prepare → provision → baseline → agent (budget timer, grading API as
 * Updates) → finish evaluations → report. Input is a run spec (see common/run-spec.ts); the
 * workflow id is the run id. Its parts: run-state.ts (the durable state), submission-queue.ts
 * (the grading API), supervisor.ts (budget and stop), run-activities.ts (the activity proxies).
 */
export async function benchmarkRun(input: unknown): Promise<RunOutcome> {
  let spec: RunSpec;
  try {
    spec = parseRunSpec(input);
  } catch (err) {
    throw ApplicationFailure.nonRetryable((err as Error).message, ERROR_TYPES.invalidRunSpec);
  }
  const runId = workflowInfo().workflowId;
  const state = initialRunStatus(runId, spec);
  /** The run's evaluations: its host's GPU workers, once it is pinned. */
  let gpu = evaluations(spec, TASK_QUEUES.gpu);
  const records = runRecords();
  /** Where the report is written: the run's host, where its files are. */
  let report: Pick<typeof records, 'writeReport'> = records;
  /** Set when the run's host stopped taking its tasks: nothing more is asked of it. */
  let hostLost = false;
  let pinnedTo: string | null = null;

  let cleanup: HostActivities | null = null;
  const retention = new SnapshotRetention(state, () => cleanup!);
  /** Snapshots released while the agent runs (a command that histories recorded before lack). */
  let releasing: Promise<void> | null = null;
  const submissions = new SubmissionQueue(state, () => gpu, retention.answeredFor);
  setHandler(submitUpdate, submissions.submit, { validator: submissions.validate });
  setHandler(submissionQuery, submissions.find);
  setHandler(statusQuery, () => state);
  setHandler(timeQuery, () => state.meta);
  setHandler(stopSignal, (req) => {
    if (!state.stopRequested) state.stopRequested = { reason: req?.reason || 'stop requested' };
  });
  setHandler(llmUsageSignal, ({ totals, reached }) => {
    // Cumulative totals from the ledger: a late or repeated signal never takes them back.
    const seen = (t: typeof totals | null) => (t ? t.calls + t.refused : -1);
    if (seen(totals) >= seen(state.llm)) {
      if (totals.cost_usd !== state.llm?.cost_usd)
        upsertSearchAttributes([{ key: SEARCH_ATTRIBUTES.costUsd, value: totals.cost_usd }]);
      state.llm = totals;
    }
    if (reached && state.agent.status === 'running' && !state.limitReached) state.limitReached = reached;
  });
  const outages = new Set<string>();
  setHandler(harnessOutageSignal, ({ id, seconds }) => {
    if (outages.has(id) || !(seconds > 0)) return;
    outages.add(id);
    state.meta.paused_s += seconds;
  });

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

  try {
    // A resumed run continues where its workspace files are: on the earlier run's host.
    const prior = spec.resume ? await records.loadPriorRun({ runId: spec.resume.from }) : null;
    const { hostId, hostQueue } = prior?.status.workspace ?? (await hostRouting().claimHost());
    pinnedTo = hostId;
    const host = hostSetup(hostQueue, spec);
    cleanup = hostCleanup(hostQueue, spec);
    // Its jobs go to its host's GPU workers and its report to the host, which see its folders, so
    // hosts share no filesystem (commands that histories recorded before lack).
    if (patched('per-host-queues')) {
      gpu = evaluations(spec, hostGpuTaskQueue(hostId));
      report = hostReport(hostQueue, spec);
      upsertSearchAttributes([{ key: SEARCH_ATTRIBUTES.host, value: hostId }]);
    }
    log.info('run pinned to host', { hostId });

    state.resolved = await host.prepareResources({ runId, spec, runDir: prior?.status.resolved?.runDir });
    upsertSearchAttributes([
      { key: SEARCH_ATTRIBUTES.driver, value: state.resolved.driver },
      { key: SEARCH_ATTRIBUTES.baseModel, value: state.resolved.baseModel },
    ]);

    if (prior) adoptPrior(state, prior);

    setPhase('provisioning');
    // The earlier execution's container goes first, so two agents never share the files.
    if (prior?.status.workspace) await host.teardownWorkspace({ workspace: prior.status.workspace });
    state.workspace = await host.provisionWorkspace({ resolved: state.resolved, spec });
    if (spec.snapshots.keep === 'needed' && patched('snapshot-retention')) releasing = retention.run();

    setPhase('baseline');
    state.baseline ??= await gpu.evaluateBaseline({ runId, resolved: state.resolved, evaluation: spec.evaluation });

    if (state.stopRequested || state.meta.timeout_s <= 0) {
      state.agent.status = 'skipped';
    } else {
      setPhase('agent');
      if (state.resolved.agent.pipeline) await superviseReferencePipeline(state.workspace);
      else await superviseAgent(state.workspace, cleanup);
    }

    setPhase('finishing');
    state.submissionsOpen = false;
    await condition(allHandlersFinished);
    retention.close();
    await releasing;
    // The sealed protocol's score: the final checkpoint on the sealed part, now that the agent has
    // stopped and every submission is scored (a command that histories recorded before lack).
    if (state.resolved.protocol === 'sealed' && !state.error && patched('sealed-final-score')) {
      state.sealed = await scoreSealed(state, gpu);
    }
  } catch (err) {
    state.error = noteHostLost(err) ?? failureMessage(err);
    log.error('run failed', { error: state.error });
  } finally {
    await CancellationScope.nonCancellable(async () => {
      state.submissionsOpen = false;
      state.meta.end_time = Math.floor(Date.now() / 1000);
      retention.close();
      if (cleanup && state.workspace && !hostLost) {
        const ws = state.workspace;
        await cleanup
          .writeRunMeta({ workspace: ws, meta: state.meta })
          .catch((e) => log.warn('run_meta not written', { e }));
        await cleanup.teardownWorkspace({ workspace: ws }).catch((e) => log.warn('teardown failed', { e }));
        // A failed run keeps every snapshot for its resumption.
        await releasing;
        if (!state.error && patched('snapshot-retention')) {
          const keep = spec.snapshots.keep === 'needed' ? keptDigests(state) : null;
          await cleanup
            .retainSnapshots({ runDir: state.resolved!.runDir, keep })
            .catch((e) => log.warn('snapshots not retained', { e }));
        }
      }
      setPhase('reporting');
      try {
        // A lost host's run has no report until it is resumed there; its result is recorded.
        if (!hostLost) state.report = await report.writeReport({ status: state });
        await records.recordResult({ status: state });
      } catch (err) {
        state.error = state.error ?? `report failed: ${failureMessage(err)}`;
      }
      // The verdict as a search attribute (a command histories recorded before it lack).
      if (patched('verdict-search-attribute'))
        upsertSearchAttributes([{ key: SEARCH_ATTRIBUTES.verdict, value: runVerdict(state).verdict }]);
      setPhase(state.error ? 'failed' : 'done');
      await condition(allHandlersFinished);
    });
  }

  const outcome = runOutcome(state);
  if (state.error) throw ApplicationFailure.nonRetryable(state.error, ERROR_TYPES.runFailed, outcome);
  return outcome;

  /**
   * Whether `err` says the run's host is lost, as the reason to record, or null. A lost host
   * takes its queued evaluations with it: they fail now rather than wait for it.
   */
  function noteHostLost(err: unknown): string | null {
    if (!isHostLost(err)) return null;
    const reason = `host ${pinnedTo} lost: no worker of it took the run's tasks within ${spec.timeouts.hostLost} s (resume the run once the host is back)`;
    if (!hostLost) submissions.abandon(reason);
    hostLost = true;
    return reason;
  }

  // A reference agent is the harness's trainingPipeline as a child workflow: it trains on the
  // run's workspace and submits through the run's submit Update, like any agent. The budget and
  // the stop signal cancel it (its jobs' processes are killed); accepted submissions still count.
  async function superviseReferencePipeline(ws: WorkspaceRef): Promise<void> {
    const input = referencePipelineSpec(state.resolved!, ws, spec);
    const startedAt = new Date().toISOString();
    let error: string | null = null;
    await supervise(state, {
      async run() {
        const child = await startChild(trainingPipeline, {
          workflowId: `${runId}.pipeline`,
          taskQueue: TASK_QUEUES.control,
          args: [input],
          parentClosePolicy: ParentClosePolicy.TERMINATE,
          cancellationType: ChildWorkflowCancellationType.WAIT_CANCELLATION_COMPLETED,
        });
        await child.result();
      },
      failed(err) {
        if (!isCancellation(err)) error = failureMessage(err);
      },
      async stop(_by, { cancel }) {
        cancel();
      },
    });
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

  // A CLI agent runs in its workspace until it exits; a stop is SIGTERM, then SIGKILL after the
  // grace period, and the activity is cancelled if even that does not end it.
  async function superviseAgent(ws: WorkspaceRef, hostActs: HostActivities): Promise<void> {
    const agentActs = agentSupervision(ws.hostQueue, spec, state.meta.timeout_s * 1000);
    await supervise(state, {
      async run() {
        state.agent.exit = await agentActs.runAgent({
          workspace: ws,
          resolved: state.resolved!,
          spec,
          meta: state.meta,
        });
        state.agent.status = state.agent.stoppedBy ? 'stopped' : 'exited';
      },
      failed(err) {
        // The agent's own crashes are exits; a failed supervision is the harness's (a lost
        // host, a container that cannot start): the run fails, and can be resumed.
        const lost = noteHostLost(err);
        state.agent.status = 'failed';
        state.agent.exit = {
          exitCode: null,
          oomKilled: false,
          startedAt: null,
          finishedAt: null,
          reattached: 0,
          error: lost ?? failureMessage(err),
        };
        state.error = `agent supervision failed: ${lost ?? failureMessage(err)}`;
      },
      async stop(by, { cancel, finished }) {
        await hostActs.stopAgent({ workspace: ws, graceSeconds: spec.stopGrace, by });
        if (!(await condition(finished, (spec.stopGrace + 120) * 1000))) cancel();
      },
    });
  }
}
