import { Mutex } from 'async-mutex';
import {
  ApplicationFailure,
  CancellationScope,
  condition,
  currentUpdateInfo,
  upsertSearchAttributes,
  uuid4,
} from '@temporalio/workflow';
import type { createEvaluationActivities } from '../activities/evaluation';
import { ERROR_TYPES } from '../common/errors';
import { SEARCH_ATTRIBUTES } from '../common/search-attributes';
import type { RunStatus, SubmissionRecord, SubmitOutcome, SubmitRequest, SubmitResponse } from '../common/types';
import { failureMessage } from './failures';
import { bestSubmission } from '../common/submission';
import { bestForResponse, findReusable, findSubmission, round } from './submissions';

type Evaluations = Pick<ReturnType<typeof createEvaluationActivities>, 'evaluateCheckpoint'>;

/**
 * The grading API's side of a run, the handlers of its `submit` Update (a validator that refuses
 * while submissions are closed, then a handler that answers once the checkpoint is scored) and
 * `submission` query. Evaluations go one at a time in arrival order: the mutex queues its
 * waiters first come, first served. The run waits for allHandlersFinished before it reports,
 * so an accepted submission is always evaluated and in the report.
 */
export class SubmissionQueue {
  private readonly evaluations = new Mutex();
  /** Synchronous submissions ("wait": true) being evaluated. */
  private waiting = 0;
  /** Evaluations run in this scope, so that those a lost host can no longer do are given up at once. */
  private readonly scope = new CancellationScope();
  private abandoned: string | null = null;

  /** `gpu`: the evaluations of the run's host, known once the run is pinned (before any submission is accepted). */
  /** `answered`: told the digest of every submission answered (snapshot-retention.ts). */
  constructor(
    private readonly state: RunStatus,
    private readonly gpu: () => Evaluations,
    private readonly answered: (digest: string) => void = () => undefined,
  ) {}

  /** Fails the evaluation under way and those queued, with this reason (the run's host is lost). */
  abandon(reason: string): void {
    this.abandoned = reason;
    this.scope.cancel();
  }

  /** The Update's validator: runs before the Update is accepted into history. */
  readonly validate = (req: SubmitRequest): void => {
    if (!this.state.submissionsOpen) {
      const why = this.state.agent.stoppedBy === 'budget' ? "the run's budget has ended" : 'the agent is not running';
      throw ApplicationFailure.nonRetryable(`submissions are closed: ${why}`, ERROR_TYPES.submissionsClosed);
    }
    if (
      !req ||
      typeof req.model_path !== 'string' ||
      typeof req.digest !== 'string' ||
      typeof req.host_path !== 'string' ||
      (req.final !== undefined && typeof req.final !== 'boolean')
    ) {
      throw ApplicationFailure.nonRetryable('malformed submission', ERROR_TYPES.invalidSubmission);
    }
  };

  /**
   * The Update's handler: the answer once the checkpoint (or an earlier copy of it) is scored,
   * with the clocks as they are then (the working clock resumed), for run_meta.json.
   */
  readonly submit = async (req: SubmitRequest): Promise<SubmitOutcome> => {
    const resume = req.wait ? this.pauseWorkingClock() : () => undefined;
    let answer: SubmitResponse;
    try {
      answer = await this.answer(req);
    } finally {
      resume();
      this.answered(req.digest);
    }
    return { ...answer, run_meta: { ...this.state.meta } };
  };

  private async answer(req: SubmitRequest): Promise<SubmitResponse> {
    const { state } = this;
    (state.snapshots ??= {})[req.digest] ??= req.host_path;
    const earlier = findReusable(state.submissions, req.digest);
    if (earlier) {
      // A request that waits for the earlier result can still be polled by its own id.
      if (earlier.status !== 'scored') (earlier.also_requested_as ??= []).push(currentUpdateInfo()?.id ?? uuid4());
      await condition(() => earlier.status === 'scored' || earlier.status === 'failed');
      if (earlier.status === 'scored') {
        if (req.final) (state.finalRequests ??= []).push(earlier.submission_id);
        return this.respond(earlier, true);
      }
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
    await this.evaluations.runExclusive(() => this.evaluate(rec, req.host_path, acceptedAt));
    // A designation counts once its checkpoint has scored; a failed one leaves the earlier choice.
    if (req.final && rec.status === 'scored') (state.finalRequests ??= []).push(rec.submission_id);
    return this.respond(rec, false);
  }

  /** The agent waits on its own evaluation: its working clock stops until the last such wait ends. */
  private pauseWorkingClock(): () => void {
    const meta = this.state.meta;
    if (this.waiting++ === 0) meta.paused_since = Date.now() / 1000;
    return () => {
      if (--this.waiting === 0 && meta.paused_since !== null) {
        meta.paused_s += Date.now() / 1000 - meta.paused_since;
        meta.paused_since = null;
      }
    };
  }

  /** The `submission` query: one submission by number or request id. */
  readonly find = (id: string): SubmissionRecord | null => findSubmission(this.state.submissions, id);

  private async evaluate(rec: SubmissionRecord, snapshot: string, acceptedAt: number): Promise<void> {
    const { state } = this;
    rec.status = 'evaluating';
    try {
      const result = await this.scope.run(() =>
        this.gpu().evaluateCheckpoint({
          runId: state.runId,
          submissionId: rec.submission_id,
          resolved: state.resolved!,
          snapshot,
          evaluation: state.spec.evaluation,
        }),
      );
      rec.score = result.score;
      rec.eval_seconds = result.eval_seconds;
      rec.accuracy_summary = result.accuracy_summary;
      if (result.engine) rec.engine = result.engine;
      if (result.uncertainty) rec.uncertainty = result.uncertainty;
      if (result.error) rec.error = result.error;
      rec.status = result.error ? 'failed' : 'scored';
    } catch (err) {
      // The evaluation activity failed after its retries: the harness's failure, not the checkpoint's.
      rec.score = 0;
      rec.error = `evaluation failed: ${this.abandoned ?? failureMessage(err)}`;
      rec.status = 'failed';
      state.evaluationFailures.push({ submission_id: rec.submission_id, error: rec.error });
    }
    rec.improvement = rec.baseline_score === null ? null : round((rec.score ?? 0) - rec.baseline_score, 6);
    rec.elapsed_seconds = round((Date.now() - acceptedAt) / 1000, 2);
    state.meta.last_submit_time = Math.floor(Date.now() / 1000);
    state.best = bestSubmission(state.submissions);
    if (state.best?.score !== undefined && state.best?.score !== null) {
      upsertSearchAttributes([{ key: SEARCH_ATTRIBUTES.bestScore, value: state.best.score }]);
    }
  }

  private respond(rec: SubmissionRecord, cached: boolean): SubmitResponse {
    return {
      ...rec,
      best: bestForResponse(this.state.submissions),
      total_submissions: this.state.submissions.length,
      cached,
      final_choice: this.state.finalRequests?.at(-1) ?? null,
    };
  }
}
