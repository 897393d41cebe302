import type { PriorRun } from '../activities/runs';
import type { RunSpec } from '../common/run-spec';
import type { RunOutcome, RunStatus } from '../common/types';
import { workingSeconds } from '../common/clocks';
import { runManifest } from '../common/repro-manifest';
import { runVerdict } from '../common/verdict';
import { bestSubmission } from '../common/submission';

// benchmarkRun's durable state: how a run starts, how a resumed run takes over an earlier
// execution's, and what it returns. Plain functions, so tests build the same state.

/** A run's state before anything has happened. */
export function initialRunStatus(runId: string, spec: RunSpec): RunStatus {
  return {
    runId,
    phase: 'preparing',
    spec,
    resolved: null,
    workspace: null,
    meta: {
      start_time: null,
      timeout_s: spec.budget,
      last_submit_time: null,
      end_time: null,
      paused_s: 0,
      paused_since: null,
      working_limit_s: spec.limits.workingTime ?? null,
    },
    baseline: null,
    submissions: [],
    best: null,
    agent: { status: 'pending', stoppedBy: null, exit: null },
    stopRequested: null,
    limitReached: null,
    llm: null,
    submissionsOpen: false,
    evaluationFailures: [],
    error: null,
    report: null,
    resumedFrom: null,
    budgetUsedBefore: 0,
  };
}

/**
 * Carries an earlier execution's durable state into this one (resume): its baseline, its
 * submissions (those it never finished evaluating become failures the agent can submit again)
 * and what is left of the budget.
 */
export function adoptPrior(state: RunStatus, prior: PriorRun): void {
  state.resumedFrom = prior.status.runId;
  state.budgetUsedBefore = prior.budgetUsed;
  state.baseline = prior.status.baseline;
  state.submissions = prior.status.submissions.map((s) =>
    s.status === 'queued' || s.status === 'evaluating'
      ? {
          ...s,
          status: 'failed' as const,
          score: 0,
          error: 'interrupted: the earlier execution ended before this evaluation; submit the checkpoint again',
        }
      : s,
  );
  state.best = bestSubmission(state.submissions);
  state.finalRequests = prior.status.finalRequests ?? [];
  state.snapshots = prior.status.snapshots ?? {};
  state.meta.timeout_s = Math.max(0, state.spec.budget - prior.budgetUsed);
  state.meta.last_submit_time = prior.status.meta.last_submit_time;
  if (state.meta.working_limit_s !== null) {
    // Histories from before the working clock have no pauses: all their wall time was working.
    const before = {
      ...prior.status.meta,
      paused_s: prior.status.meta.paused_s ?? 0,
      paused_since: prior.status.meta.paused_since ?? null,
    };
    state.meta.working_limit_s = Math.max(0, state.meta.working_limit_s - workingSeconds(before, before.end_time ?? 0));
  }
}

/** The run's result, from its final state. */
export function runOutcome(state: RunStatus): RunOutcome {
  const spec: RunSpec = state.spec;
  const { verdict, cause } = runVerdict(state);
  return {
    runId: state.runId,
    phase: state.phase,
    task: spec.task,
    agent: spec.agent,
    driver: state.resolved?.driver ?? spec.driver ?? null,
    baseModel: state.resolved?.baseModel ?? spec.baseModel ?? null,
    baseline: state.baseline?.score ?? null,
    best: state.best?.score ?? null,
    bestUncertainty: state.best?.uncertainty ?? null,
    protocol: state.resolved?.protocol ?? 'reference',
    sealed: state.sealed
      ? {
          score: state.sealed.score,
          uncertainty: state.sealed.uncertainty,
          baseline: state.sealed.baseline,
          gap: state.sealed.gap,
        }
      : null,
    improvement: state.best?.improvement ?? null,
    submissions: state.submissions.length,
    report: state.report?.json ?? null,
    error: state.error,
    costUsd: state.llm?.cost_usd ?? null,
    verdict,
    verdictCause: cause,
    bestRoute: state.report?.bestRoute,
    budgetCurve: state.report?.budgetCurve,
    manifest: runManifest(state),
  };
}
