import type { createEvaluationActivities } from '../activities/evaluation';
import type { SealedScore } from '../common/report-schema';
import type { RunStatus, SubmissionRecord } from '../common/types';
import { failureMessage } from './failures';
import { bestSubmission } from '../common/submission';
import { round } from './submissions';

// The sealed protocol's end of a run: its final checkpoint scored once on the sealed part of the
// held-out set, after the agent has stopped and submissions have closed, so that nothing of it
// can reach the agent. Plain functions over the run's state, as the rest of its bookkeeping.

type Evaluations = Pick<ReturnType<typeof createEvaluationActivities>, 'evaluateCheckpoint' | 'evaluateBaseline'>;

/**
 * The run's final checkpoint: the last submission the agent designated ("final": true) that
 * scored, else its best on the feedback part, else none.
 */
export function finalChoice(state: Pick<RunStatus, 'submissions' | 'finalRequests'>): {
  rec: SubmissionRecord | null;
  chosenBy: SealedScore['chosen_by'];
} {
  const designated = state.finalRequests?.at(-1);
  const rec =
    designated === undefined
      ? undefined
      : state.submissions.find((s) => s.submission_id === designated && s.status === 'scored');
  if (rec) return { rec, chosenBy: 'agent' };
  const best = bestSubmission(state.submissions);
  return best ? { rec: best, chosenBy: 'best-feedback' } : { rec: null, chosenBy: 'none' };
}

/** Scores the sealed part: the base model's (cached as any baseline), then the final checkpoint's. Never throws: a failure is the result's `error`. */
export async function scoreSealed(state: RunStatus, gpu: Evaluations): Promise<SealedScore> {
  const { rec, chosenBy } = finalChoice(state);
  const feedbackBest = bestSubmission(state.submissions)?.score ?? null;
  const sealed: SealedScore = {
    submission_id: rec?.submission_id ?? null,
    chosen_by: chosenBy,
    feedback_score: rec?.score ?? null,
    feedback_best: feedbackBest,
    score: null,
    uncertainty: null,
    baseline: null,
    baseline_uncertainty: null,
    improvement: null,
    gap: null,
    error: null,
  };
  const resolved = state.resolved!;
  try {
    const base = await gpu.evaluateBaseline({
      runId: state.runId,
      resolved,
      evaluation: state.spec.evaluation,
      part: 'sealed',
    });
    sealed.baseline = base.score;
    sealed.baseline_uncertainty = base.uncertainty ?? null;
    if (!rec) return sealed;
    const snapshot = state.snapshots?.[rec.digest];
    if (!snapshot) throw new Error(`the snapshot of submission ${rec.submission_id} is not known to this run`);
    const result = await gpu.evaluateCheckpoint({
      runId: state.runId,
      submissionId: rec.submission_id,
      resolved,
      snapshot,
      evaluation: state.spec.evaluation,
      part: 'sealed',
    });
    if (result.error) throw new Error(result.error);
    sealed.score = result.score;
    sealed.uncertainty = result.uncertainty ?? null;
    sealed.improvement = round(result.score - base.score, 6);
    sealed.gap = feedbackBest === null ? null : round(feedbackBest - result.score, 6);
  } catch (err) {
    sealed.error = `sealed evaluation failed: ${failureMessage(err)}`;
  }
  return sealed;
}
