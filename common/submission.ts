import { z } from 'zod';

// A submission as the run records it, and the rule that picks the run's best: one definition for
// the workflow, the verdict, the report and the evaluators' results.

/** The inference engine that scored an evaluation, as its evaluator names it (result.json's `engine`). */
export const EngineSchema = z.object({
  backend: z.string().max(40),
  device: z.string().max(20),
  version: z.string().max(40),
  /** In a run's warm sandbox: a new engine for this checkpoint, or the warm one's weights reloaded. */
  load: z.enum(['started', 'reloaded']).optional(),
});
export type Engine = z.infer<typeof EngineSchema>;

/**
 * An evaluation's uncertainty, from its item-level results (python/a2rl/stats.py): the standard
 * error and the 95% interval of its score, in points. `wilson`: items solved or not (accuracy,
 * pass@1, success rate); `bootstrap`: a mean of per-item rewards, resampled over items;
 * `normal`: the evaluator's own standard error (a score that is no mean of items).
 */
export const UncertaintySchema = z.object({
  n: z.number().int().nonnegative(),
  se: z.number().nonnegative(),
  ci: z.tuple([z.number(), z.number()]),
  level: z.number().gt(0).lt(1),
  method: z.enum(['wilson', 'bootstrap', 'normal']),
});
export type Uncertainty = z.infer<typeof UncertaintySchema>;

/** Statuses of a submission: queued, then evaluating, then scored or failed. */
export const SUBMISSION_STATUSES = ['queued', 'evaluating', 'scored', 'failed'] as const;

/**
 * A submission as the run's workflow keeps it (state, submit responses, the `submission` query),
 * and the source of the report's entry for it, which takes its fields from here.
 */
export const SubmissionRecordSchema = z.object({
  submission_id: z.number().int().positive(),
  request_id: z.string(),
  /** Requests of the same checkpoint that came while this one was queued or evaluated: answered with it, and pollable by their own ids. */
  also_requested_as: z.array(z.string()).optional(),
  timestamp: z.string(),
  /** As the agent sent it, and with symlinks followed (agent's view). */
  model_path: z.string(),
  resolved_path: z.string(),
  /** sha256 over the checkpoint's files: the identity used for de-duplication. */
  digest: z.string(),
  /** Set when the checkpoint is the base model's files, byte for byte (0) or but a few bytes. */
  base_copy: z.object({ differing_bytes: z.number().int() }).nullable().optional(),
  gpu: z.string().nullable(),
  /** The code/ revision (commit in the run's code history) at the time of the submission. */
  code_revision: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  score: z.number().nullable(),
  baseline_score: z.number().nullable(),
  improvement: z.number().nullable(),
  /** From acceptance to result, queue wait included (as the reference counts it). */
  elapsed_seconds: z.number().nullable(),
  error: z.string().optional(),
  eval_seconds: z.number().optional(),
  accuracy_summary: z.record(z.string(), z.unknown()).optional(),
  /** The inference engine that scored it. */
  engine: EngineSchema.optional(),
  /** The score's standard error and 95% interval over the evaluation's items. */
  uncertainty: UncertaintySchema.optional(),
});
export type SubmissionRecord = z.infer<typeof SubmissionRecordSchema>;

/** The highest-scoring successful submission; the first one wins a tie (as the reference's max()). */
export function bestSubmission(submissions: SubmissionRecord[]): SubmissionRecord | null {
  let best: SubmissionRecord | null = null;
  for (const s of submissions) {
    if (s.status !== 'scored' || s.score === null) continue;
    if (!best || s.score > (best.score as number)) best = s;
  }
  return best;
}
