import { z } from 'zod';

// report.json, versioned. Readers check `schema` first; a change that drops or retypes a field
// gets a new version.

export const REPORT_SCHEMA_VERSION = 'a2rl.report/v1';

const SubmissionEntry = z.object({
  submission_id: z.number().int().positive(),
  timestamp: z.string(),
  model_path: z.string(),
  resolved_path: z.string(),
  digest: z.string(),
  status: z.enum(['queued', 'evaluating', 'scored', 'failed']),
  score: z.number().nullable(),
  improvement: z.number().nullable(),
  elapsed_seconds: z.number().nullable(),
  eval_seconds: z.number().nullable(),
  error: z.string().nullable(),
  /** The checkpoint is byte-identical to the base model. */
  copy_of_base_model: z.boolean(),
});

/** The reference harness's ten workspace metrics (research/autorl-bench.md §9), same definitions. */
export const MetricsSchema = z.object({
  valid_submission_rate: z.number().nullable(),
  first_valid_idx: z.number().int().nullable(),
  first_valid_delay: z.number().int().nullable(),
  score_trajectory: z.array(z.number()),
  time_to_first_improvement: z.number().int().nullable(),
  time_to_best: z.number().int().nullable(),
  monotonic_ratio: z.number().nullable(),
  copy_model_count: z.number().int(),
  time_used_ratio: z.number().nullable(),
  last_submit_gap: z.number().int().nullable(),
});

export const ReportSchema = z.object({
  schema: z.literal(REPORT_SCHEMA_VERSION),
  generated_at: z.string(),
  run: z.object({
    run_id: z.string(),
    task: z.string(),
    task_level: z.number().int().nullable(),
    agent: z.string(),
    driver: z.string().nullable(),
    base_model: z.string().nullable(),
    budget_s: z.number(),
    gpus: z.number().int(),
    seed: z.number().int(),
    phase: z.string(),
    error: z.string().nullable(),
    start_time: z.number().nullable(),
    end_time: z.number().nullable(),
    /** The run this one resumed, and the agent budget (s) used before it. */
    resumed_from: z.string().nullable(),
    budget_used_before_s: z.number(),
  }),
  baseline: z.object({ score: z.number(), cached: z.boolean(), evaluator_version: z.string() }).nullable(),
  submissions: z.array(SubmissionEntry),
  best: z.object({ submission_id: z.number().int(), score: z.number(), model_path: z.string() }).nullable(),
  improvement: z.number().nullable(),
  metrics: MetricsSchema,
  agent: z.object({
    status: z.string(),
    stopped_by: z.string().nullable(),
    exit_code: z.number().int().nullable(),
    oom_killed: z.boolean(),
    reattached: z.number().int(),
    error: z.string().nullable(),
  }),
  artifacts: z.object({ run_dir: z.string(), agent_log: z.string(), workspace: z.string().nullable() }),
});

export type Report = z.infer<typeof ReportSchema>;
export type Metrics = z.infer<typeof MetricsSchema>;
