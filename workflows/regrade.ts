import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { createRegradeHostActivities, createRegradeRecordActivities } from '../activities/regrade';
import type { Restatement } from '../common/report-schema';
import { hostGpuTaskQueue, TASK_QUEUES } from '../common/task-queues';
import type { RunStatus } from '../common/types';
import { failureMessage } from './failures';
import { evaluations } from './run-activities';
import { finalChoice } from './sealed';
import { bestSubmission } from '../common/submission';
import { round } from './submissions';

// `a2rl regrade`: finished runs re-scored from their kept snapshots with the current evaluator,
// one run after another, each evaluation on the run's host's GPU workers like any other (one
// at a time per GPU). Durable: a crash resumes at the evaluation it was in. Each run's
// restatement goes into its report and the results store; the summary names every run, the
// skipped ones with why, and for a sweep its leaderboard's ranks before and after.

export interface RegradeInput {
  /** The runs to re-score (a sweep's: all of its runs). */
  runs: string[];
  /** The sweep they are, for its leaderboard's ranks. */
  sweepId?: string | null;
}

export interface RegradeOutcome {
  regradeId: string;
  restated: string[];
  skipped: Array<{ runId: string; why: string }>;
  report: { json: string; markdown: string };
}

const records = () =>
  proxyActivities<ReturnType<typeof createRegradeRecordActivities>>({
    taskQueue: TASK_QUEUES.control,
    startToCloseTimeout: '10m',
    retry: { maximumAttempts: 5 },
  });
const onHost = (hostQueue: string) =>
  proxyActivities<ReturnType<typeof createRegradeHostActivities>>({
    taskQueue: hostQueue,
    startToCloseTimeout: '10m',
    scheduleToStartTimeout: '10m',
    retry: { maximumAttempts: 5 },
  });

export async function regradeRuns(input: RegradeInput): Promise<RegradeOutcome> {
  const regradeId = workflowInfo().workflowId;
  const restatements: Restatement[] = [];
  for (const runId of input.runs) {
    const status = await records()
      .loadFinishedRun({ runId })
      .catch((err) => ({ refused: failureMessage(err) }));
    const restatement =
      'refused' in status ? skipped(regradeId, runId, status.refused) : await regradeRun(regradeId, status);
    restatements.push(restatement);
    if (!('refused' in status) && status.workspace && status.resolved)
      await onHost(status.workspace.hostQueue).writeRestatement({ runDir: status.resolved.runDir, restatement });
    await records().recordRestatement({ restatement });
  }
  const report = await records().writeRegradeReport({ regradeId, sweepId: input.sweepId ?? null, restatements });
  return {
    regradeId,
    restated: restatements.filter((x) => !x.skipped).map((x) => x.run_id),
    skipped: restatements.flatMap((x) => (x.skipped ? [{ runId: x.run_id, why: x.skipped }] : [])),
    report,
  };
}

function skipped(regradeId: string, runId: string, why: string, evaluator = { before: '', after: '' }): Restatement {
  return {
    regrade_id: regradeId,
    run_id: runId,
    at: new Date().toISOString(),
    evaluator,
    skipped: why,
    baseline: { before: null, after: null },
    submissions: [],
    best: { before: null, after: null },
    sealed: null,
  };
}

/** One run re-scored: its baseline, each kept submission (a checkpoint once), and under the sealed protocol its final checkpoint on the sealed part. */
async function regradeRun(regradeId: string, status: RunStatus): Promise<Restatement> {
  const { resolved, workspace, spec } = status;
  if (!resolved || !workspace)
    return skipped(regradeId, status.runId, 'the run never had a workspace: nothing was submitted');
  const digests = [...new Set(status.submissions.map((s) => s.digest))];
  const targets = await onHost(workspace.hostQueue).regradeTargets({
    resolved,
    digests,
    snapshots: status.snapshots ?? {},
  });
  const evaluator = { before: resolved.task.evaluatorVersion, after: targets.evaluatorVersion };
  if (!digests.some((d) => targets.kept[d]))
    return skipped(
      regradeId,
      status.runId,
      'none of its submitted checkpoints is kept any more (their snapshots were removed)',
      evaluator,
    );
  // The current evaluator keys the baseline cache and scores every checkpoint.
  const now = { ...resolved, task: { ...resolved.task, evaluatorVersion: targets.evaluatorVersion } };
  const gpu = evaluations(spec, hostGpuTaskQueue(workspace.hostId));
  const x: Restatement = { ...skipped(regradeId, status.runId, '', evaluator), skipped: null };
  x.baseline.before = status.baseline?.score ?? null;
  try {
    x.baseline.after = (
      await gpu.evaluateBaseline({
        runId: status.runId,
        resolved: now,
        evaluation: spec.evaluation,
        regrade: regradeId,
      })
    ).score;
  } catch (err) {
    return skipped(
      regradeId,
      status.runId,
      `the base model could not be scored with the current evaluator: ${failureMessage(err)}`,
      evaluator,
    );
  }
  const byDigest = new Map<string, Restatement['submissions'][number]>();
  for (const s of status.submissions) {
    const snapshot = targets.kept[s.digest];
    const earlier = byDigest.get(s.digest);
    const entry = earlier
      ? { ...earlier, submission_id: s.submission_id, before: s.score }
      : {
          submission_id: s.submission_id,
          digest: s.digest,
          before: s.score,
          after: null,
          uncertainty: null,
          kept: snapshot !== null,
          error: null,
        };
    if (!earlier && snapshot) {
      try {
        const r = await gpu.evaluateCheckpoint({
          runId: status.runId,
          submissionId: s.submission_id,
          resolved: now,
          snapshot,
          evaluation: spec.evaluation,
          regrade: regradeId,
        });
        Object.assign(
          entry,
          r.error ? { error: r.error, after: 0 } : { after: r.score, uncertainty: r.uncertainty ?? null },
        );
      } catch (err) {
        entry.error = `evaluation failed: ${failureMessage(err)}`;
      }
    }
    byDigest.set(s.digest, entry);
    x.submissions.push(entry);
  }
  const bestBefore = bestSubmission(status.submissions);
  x.best.before = bestBefore ? { submission_id: bestBefore.submission_id, score: bestBefore.score! } : null;
  // The run's submissions as the current evaluator scores them: its new best, and its final choice.
  const restated = status.submissions.map((s, i) => ({
    ...s,
    score: x.submissions[i].after,
    status: x.submissions[i].after !== null && !x.submissions[i].error ? ('scored' as const) : ('failed' as const),
  }));
  const bestAfter = bestSubmission(restated);
  x.best.after = bestAfter ? { submission_id: bestAfter.submission_id, score: bestAfter.score! } : null;
  if (status.sealed) x.sealed = await regradeSealed(regradeId, status, now, restated, targets.kept, gpu);
  return x;
}

async function regradeSealed(
  regradeId: string,
  status: RunStatus,
  now: NonNullable<RunStatus['resolved']>,
  restated: RunStatus['submissions'],
  kept: Record<string, string | null>,
  gpu: ReturnType<typeof evaluations>,
): Promise<NonNullable<Restatement['sealed']>> {
  const { rec } = finalChoice({ submissions: restated, finalRequests: status.finalRequests });
  const sealed = {
    before: status.sealed?.score ?? null,
    after: null as number | null,
    submission_id: rec?.submission_id ?? null,
    error: null as string | null,
  };
  const snapshot = rec ? kept[rec.digest] : null;
  if (!rec) return sealed;
  if (!snapshot)
    return { ...sealed, error: `the final checkpoint (submission ${rec.submission_id}) is no longer kept` };
  try {
    const r = await gpu.evaluateCheckpoint({
      runId: status.runId,
      submissionId: rec.submission_id,
      resolved: now,
      snapshot,
      evaluation: status.spec.evaluation,
      part: 'sealed',
      regrade: regradeId,
    });
    if (r.error) throw new Error(r.error);
    sealed.after = round(r.score, 6);
  } catch (err) {
    sealed.error = `sealed evaluation failed: ${failureMessage(err)}`;
  }
  return sealed;
}
