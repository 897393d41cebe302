import {
  ApplicationFailure,
  ChildWorkflowFailure,
  condition,
  ParentClosePolicy,
  proxyActivities,
  setHandler,
  startChild,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import type { SearchAttributePair } from '@temporalio/common';
import type { createSweepActivities } from '../activities/sweep';
import { ERROR_TYPES } from '../common/errors';
import { sweepStatusQuery } from '../common/messages';
import { SCHEDULED_BY, SEARCH_ATTRIBUTES } from '../common/search-attributes';
import { cellGroup, cellRunSpec, parseSweepSpec, sweepCells, type SweepSpec } from '../common/sweep-spec';
import { TASK_QUEUES } from '../common/task-queues';
import type { RunOutcome, SweepRunResult, SweepStatus } from '../common/types';
import { outcomeVerdict } from '../common/verdict';
import { benchmarkRun } from './benchmark-run';
import { failureMessage } from './failures';

/**
 * A sweep: every cell of the matrix as a benchmarkRun child, at most `concurrency` at once.
 * One failed run never stops the others; the leaderboard is written at the end.
 */
export async function benchmarkSweep(input: unknown): Promise<SweepStatus> {
  let spec: SweepSpec;
  try {
    spec = parseSweepSpec(input);
  } catch (err) {
    throw ApplicationFailure.nonRetryable((err as Error).message, ERROR_TYPES.invalidRunSpec);
  }
  const info = workflowInfo();
  const sweepId = info.workflowId;
  const scheduleId = info.typedSearchAttributes.get(SCHEDULED_BY) ?? null;
  const cells = sweepCells(spec);
  const status: SweepStatus = { sweepId, total: cells.length, concurrency: 0, running: [], results: [], report: null };
  setHandler(sweepStatusQuery, () => status);
  const sweepAttrs: SearchAttributePair[] = [{ key: SEARCH_ATTRIBUTES.sweep, value: sweepId }];
  if (scheduleId) sweepAttrs.push({ key: SEARCH_ATTRIBUTES.schedule, value: scheduleId });
  upsertSearchAttributes(sweepAttrs);

  const acts = proxyActivities<ReturnType<typeof createSweepActivities>>({
    taskQueue: TASK_QUEUES.control,
    startToCloseTimeout: '10m',
    retry: { maximumAttempts: 5 },
  });

  // Bounded by the GPU capacity: as many runs at once as the GPU workers have slots.
  status.concurrency = spec.concurrency === 'auto' ? await acts.clusterCapacity() : spec.concurrency;
  const pending: Promise<void>[] = [];
  /** Cells whose interval is narrow enough (stopWhen), with the width that settled them. */
  const settled = new Map<string, string>();
  const groupOf = new Map(cells.map((c) => [c.key, cellGroup(c)]));
  for (const cell of cells) {
    await condition(() => status.running.length < status.concurrency);
    const why = settled.get(cellGroup(cell));
    if (why) {
      (status.skipped ??= []).push({ key: cell.key, reason: why });
      continue;
    }
    const runId = `${sweepId}.${cell.key}`;
    const child = await startChild(benchmarkRun, {
      workflowId: runId,
      taskQueue: TASK_QUEUES.control,
      args: [cellRunSpec(spec, cell, sweepId)],
      // A sweep that is cancelled or fails leaves its running benchmark runs alone.
      parentClosePolicy: ParentClosePolicy.ABANDON,
      typedSearchAttributes: [
        { key: SEARCH_ATTRIBUTES.task, value: cell.task },
        { key: SEARCH_ATTRIBUTES.agent, value: cell.agent },
        ...sweepAttrs,
      ],
    });
    status.running.push(runId);
    const base = { key: cell.key, runId, task: cell.task, agent: cell.agent, seed: cell.seed };
    pending.push(
      child
        .result()
        .then(
          (o) => void status.results.push({ ...base, ...fromOutcome(o), error: null }),
          (err) => {
            const outcome = outcomeOf(err);
            void status.results.push({
              ...base,
              ...fromOutcome(outcome, failureMessage(err)),
              driver: outcome?.driver ?? cell.driver,
              baseModel: outcome?.baseModel ?? cell.baseModel,
              phase: 'failed',
              error: failureMessage(err),
            });
          },
        )
        .then(async () => {
          if (!spec.stopWhen || settled.has(cellGroup(cell))) return;
          const group = status.results.filter((r) => groupOf.get(r.key) === cellGroup(cell));
          const width = await acts.cellIntervalWidth({ results: group, minRuns: spec.stopWhen.minSeeds });
          if (width !== null && width <= spec.stopWhen.ciWidth)
            settled.set(
              cellGroup(cell),
              `its 95% interval over ${group.length} seeds is ${width.toFixed(2)} points wide, within stopWhen.ciWidth ${spec.stopWhen.ciWidth}`,
            );
        })
        .finally(() => {
          status.running = status.running.filter((r) => r !== runId);
        }),
    );
  }
  await Promise.all(pending);
  const order = new Map(cells.map((c, i) => [c.key, i]));
  status.results.sort((a, b) => order.get(a.key)! - order.get(b.key)!);
  status.report = await acts.writeSweepReport({
    sweepId,
    scheduleId,
    results: status.results,
    ...(status.skipped ? { skipped: status.skipped } : {}),
  });
  return status;
}

/** A run that ended without an outcome (terminated, or failed before it could give one) is the harness's. */
function fromOutcome(
  o: RunOutcome | null,
  failure = 'the run ended without an outcome',
): Omit<SweepRunResult, 'key' | 'runId' | 'task' | 'agent' | 'seed' | 'error'> {
  const v = o ? outcomeVerdict(o) : { verdict: 'harness-error' as const, cause: failure };
  return {
    report: o?.report ?? null,
    driver: o?.driver ?? null,
    baseModel: o?.baseModel ?? null,
    phase: o?.phase ?? 'failed',
    baseline: o?.baseline ?? null,
    best: o?.best ?? null,
    bestUncertainty: o?.bestUncertainty ?? null,
    improvement: o?.improvement ?? null,
    submissions: o?.submissions ?? 0,
    costUsd: o?.costUsd ?? null,
    protocol: o?.protocol ?? 'reference',
    sealed: o?.sealed ?? null,
    verdict: v.verdict,
    verdictCause: v.cause,
    bestRoute: o?.bestRoute,
    budgetCurve: o?.budgetCurve,
    manifest: o?.manifest ?? null,
  };
}

/** A failed run still reports its outcome in the failure's details (RunFailed). */
function outcomeOf(err: unknown): RunOutcome | null {
  const cause = err instanceof ChildWorkflowFailure ? err.cause : null;
  const details = cause instanceof ApplicationFailure ? cause.details : null;
  return (details?.[0] as RunOutcome | undefined) ?? null;
}
