import { z } from 'zod';
import { ReproManifestSchema } from './repro-manifest';
import { TrainingMetricSchema } from './training-metrics';
import { EngineSchema, SubmissionRecordSchema, UncertaintySchema, type Engine, type Uncertainty } from './submission';

// report.json, versioned. Readers check `schema` first; a change that drops or retypes a field
// gets a new version.

export const VERDICTS = ['completed', 'agent-failed', 'harness-error'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const REPORT_SCHEMA_VERSION = 'a2rl.report/v1';

/** The diagnosis vocabulary: how a run went, and what an agent tried against the harness. */
export const DIAGNOSES = [
  'no_submission',
  'copied_base_model',
  'evaluation_errors',
  'agent_crashed',
  'out_of_memory',
  'budget_exhausted_while_training',
  'regression_after_best',
  // Attempts on the harness, each from evidence the harness holds (refusals, firewall counters,
  // cgroup events, the workspace, the agent's commands); the harness refused or contained them.
  'checkpoint_path_tricks',
  'oversized_checkpoint',
  'checkpoint_changed_during_capture',
  'custom_code_checkpoint',
  'forged_grading_token',
  'grading_api_flood',
  'network_probe',
  'process_limit_reached',
  'disk_quota_reached',
  'snapshot_limit_reached',
  'forged_harness_files',
  'searched_for_heldout',
] as const;
export type DiagnosisCode = (typeof DIAGNOSES)[number];

/**
 * The sealed protocol's score of a run (docs/reports.md#protocols): its final checkpoint scored
 * once on the sealed part of the held-out set at the end of the run.
 */
export const SealedScoreSchema = z.object({
  /** The final checkpoint: the submission the agent designated ("final": true) that scored, else its best on the feedback part; null: none scored. */
  submission_id: z.number().int().nullable(),
  chosen_by: z.enum(['agent', 'best-feedback', 'none']),
  /** The final checkpoint's score on the feedback part, and the run's best there. */
  feedback_score: z.number().nullable(),
  feedback_best: z.number().nullable(),
  /** The final checkpoint's score on the sealed part, with its interval. */
  score: z.number().nullable(),
  uncertainty: UncertaintySchema.nullable(),
  /** The base model's score on the sealed part, with its interval. */
  baseline: z.number().nullable(),
  baseline_uncertainty: UncertaintySchema.nullable(),
  /** score − baseline on the sealed part. */
  improvement: z.number().nullable(),
  /** feedback_best − score: how much the best feedback score flattered the run's final checkpoint. */
  gap: z.number().nullable(),
  /** Why there is no sealed score (its evaluation failed), or null. */
  error: z.string().nullable(),
});
export type SealedScore = z.infer<typeof SealedScoreSchema>;

/** The run's best so far and spend when a share of its budget had passed (report/budget-curve.ts). */
export const BudgetPointSchema = z.object({
  fraction: z.number(),
  /** Seconds of budget at that share. */
  at_s: z.number(),
  best: z.number().nullable(),
  improvement: z.number().nullable(),
  cost_usd: z.number(),
  gpu_hours: z.number(),
});
export type BudgetPoint = z.infer<typeof BudgetPointSchema>;

const scoreOf = z.object({ submission_id: z.number().int(), score: z.number() }).nullable();

/**
 * A run re-scored with the current evaluator (`a2rl regrade`): what its scores were and are,
 * each submission's from its kept snapshot, with the evaluator versions of both.
 */
export const RestatementSchema = z.object({
  regrade_id: z.string(),
  run_id: z.string(),
  at: z.string(),
  evaluator: z.object({ before: z.string(), after: z.string() }),
  /** Why the run was not re-scored (null: it was). */
  skipped: z.string().nullable(),
  baseline: z.object({ before: z.number().nullable(), after: z.number().nullable() }),
  submissions: z.array(
    z.object({
      submission_id: z.number().int(),
      digest: z.string(),
      before: z.number().nullable(),
      after: z.number().nullable(),
      uncertainty: UncertaintySchema.nullable(),
      /** Its snapshot was still kept (else it is not re-scored). */
      kept: z.boolean(),
      error: z.string().nullable(),
    }),
  ),
  best: z.object({ before: scoreOf, after: scoreOf }),
  /** The sealed score of the final checkpoint, before and after (null: not a sealed run). */
  sealed: z
    .object({
      before: z.number().nullable(),
      after: z.number().nullable(),
      submission_id: z.number().int().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type Restatement = z.infer<typeof RestatementSchema>;

/** "62.5 ± 9.9 [43.7, 78.8]": a score with its standard error and 95% interval (the score alone without one). */
export function scoreWithInterval(
  score: number | null | undefined,
  u: Uncertainty | null | undefined,
  digits = 1,
): string {
  if (score === null || score === undefined) return '—';
  if (!u) return score.toFixed(digits);
  return `${score.toFixed(digits)} ± ${u.se.toFixed(digits)} [${u.ci[0].toFixed(digits)}, ${u.ci[1].toFixed(digits)}]`;
}

/** "vllm 0.32.0 (cpu)": the engines of a report, each once. */
export function engineNames(engines: Array<Engine | null | undefined>): string[] {
  return [
    ...new Set(engines.filter((e): e is Engine => Boolean(e)).map((e) => `${e.backend} ${e.version} (${e.device})`)),
  ];
}

/** The report's entry for a submission: the record's fields, with what the report adds. */
const SubmissionEntry = SubmissionRecordSchema.pick({
  submission_id: true,
  timestamp: true,
  model_path: true,
  resolved_path: true,
  digest: true,
  status: true,
  score: true,
  improvement: true,
  elapsed_seconds: true,
  code_revision: true,
}).extend({
  eval_seconds: z.number().nullable(),
  error: z.string().nullable(),
  /** The checkpoint is the base model: byte-identical, or but a few bytes changed. */
  copy_of_base_model: z.boolean(),
  /** How many bytes such a copy differs by (0: identical); null when it is no copy. */
  base_copy_differing_bytes: z.number().int().nullable().default(null),
  /** The training route found in the code/ revision at submission time. */
  route: z.enum(['SFT', 'DPO', 'GRPO', 'PPO', 'other RL', 'none']),
  methods: z.array(z.string()),
  route_evidence: z.record(
    z.string(),
    z.array(z.object({ file: z.string(), line: z.number().int(), text: z.string() })),
  ),
  /** The last training command before the submission, from the agent's event log. */
  training_command: z.string().nullable(),
  /** The LLM judge that scored it (judged tasks). */
  judge_model: z.string().nullable().default(null),
  /** The inference engine that scored it. */
  engine: EngineSchema.nullable().default(null),
  /** The score's standard error and 95% interval (null: scored before intervals, or failed). */
  uncertainty: UncertaintySchema.nullable().default(null),
});

const Revision = z.object({
  sha: z.string(),
  time: z.string(),
  message: z.string(),
  tags: z.array(z.string()),
  files: z.array(z.string()),
});

/** The reference harness's ten workspace metrics, with its definitions. */
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

const int = z.number().int();
const LlmReportSchema = z.object({
  /** The price table costs come from, and its version. */
  price_table: z.string(),
  limits: z.object({
    tokens: int.nullable(),
    cost_usd: z.number().nullable(),
    llm_requests: int.nullable(),
    models: z.array(z.string()),
  }),
  stopped_by_limit: z.string().nullable(),
  totals: z.object({
    calls: int,
    input_tokens: int,
    output_tokens: int,
    cache_read_tokens: int,
    cost_usd: z.number(),
    unpriced_calls: int,
    refused: int,
    upstream_errors: int,
    interrupted: int,
    streamed: int,
  }),
  by_model: z.array(
    z.object({
      model: z.string(),
      calls: int,
      input_tokens: int,
      output_tokens: int,
      cache_read_tokens: int,
      cost_usd: z.number(),
    }),
  ),
  /** Calls, tokens and cost per time slice of the run (seconds from the agent's start), for the timeline. */
  over_time: z.array(
    z.object({ from_s: z.number(), to_s: z.number(), calls: int, tokens: int, cost_usd: z.number(), refused: int }),
  ),
  /** Refusals by reason (limit, model not allowed, credential). */
  refusals: z.record(z.string(), int),
});

export const ReportSchema = z.object({
  schema: z.literal(REPORT_SCHEMA_VERSION),
  generated_at: z.string(),
  /**
   * How the run ended (common/verdict.ts) and why; `resume`: the command that continues a run
   * the harness failed (null otherwise). Null in reports written before verdicts.
   */
  verdict: z
    .object({ verdict: z.enum(VERDICTS), cause: z.string(), resume: z.string().nullable() })
    .nullable()
    .default(null),
  run: z.object({
    run_id: z.string(),
    task: z.string(),
    task_level: z.number().int().nullable(),
    agent: z.string(),
    /** The model that answered the agent's calls (the gateway's ledger), else the one asked for. */
    driver: z.string().nullable(),
    /** The driver the run spec (or the stack's default) asked for. */
    driver_requested: z.string().nullable().default(null),
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
  baseline: z
    .object({
      score: z.number(),
      cached: z.boolean(),
      evaluator_version: z.string(),
      judge_model: z.string().nullable().default(null),
      engine: EngineSchema.nullable().default(null),
      uncertainty: UncertaintySchema.nullable().default(null),
    })
    .nullable(),
  submissions: z.array(SubmissionEntry),
  best: z
    .object({
      submission_id: z.number().int(),
      score: z.number(),
      model_path: z.string(),
      uncertainty: UncertaintySchema.nullable().default(null),
    })
    .nullable(),
  /** How the run was scored: `sealed` (its score is `sealed.score`) or `reference` (its best submission, as the reference harness ranks). */
  protocol: z.enum(['sealed', 'reference']).default('reference'),
  /** The sealed protocol's score (null under the reference protocol, or a run that ended before it). */
  sealed: SealedScoreSchema.nullable().default(null),
  /** Re-scorings with a later evaluator (`a2rl regrade`), oldest first; the scores above stay as the run measured them. */
  restatements: z.array(RestatementSchema).default([]),
  /** The best so far and the spend at ⅛, ¼, ½ and the whole budget. */
  budget_curve: z.array(BudgetPointSchema).default([]),
  improvement: z.number().nullable(),
  metrics: MetricsSchema,
  agent: z.object({
    status: z.string(),
    stopped_by: z.string().nullable(),
    exit_code: z.number().int().nullable(),
    /** The agent itself was killed for memory; oom_kills: processes of its workspace that were. */
    oom_killed: z.boolean(),
    oom_kills: z.number().int().default(0),
    reattached: z.number().int(),
    /** Restarts by the harness (resuming the CLI's session) after the agent died before its budget. */
    restarts: z.number().int().default(0),
    error: z.string().nullable(),
  }),
  artifacts: z.object({ run_dir: z.string(), agent_log: z.string(), workspace: z.string().nullable() }),
  /** Time (s from the agent's start) to the first valid submission and to the best; budget used (s). */
  timing: z.object({
    to_first_valid_s: z.number().nullable(),
    to_best_s: z.number().nullable(),
    budget_used_s: z.number().nullable(),
    /** Working time: wall time less synchronous evaluations and harness outages (common/clocks.ts). */
    working_time_s: z.number().nullable().default(null),
    paused_s: z.number().nullable().default(null),
  }),
  data_used: z.array(z.string()),
  diagnosis: z.array(z.object({ code: z.enum(DIAGNOSES), evidence: z.string() })),
  code: z.object({
    revisions: z.array(Revision),
    /** Diff of code/ from the first submission's revision to the best one's. */
    diff_first_to_best: z.string().nullable(),
  }),
  /** Token usage as the agent's CLI reported it in its events (a lower bound when it was killed). */
  usage: z.array(
    z.object({
      model: z.string(),
      input_tokens: z.number().int(),
      output_tokens: z.number().int(),
      cost_usd: z.number().nullable(),
    }),
  ),
  /** Every LLM call as the run's gateway metered it (null: the agent made none). */
  llm: LlmReportSchema.nullable().default(null),
  /** What the score depends on (common/repro-manifest.ts); null in runs resolved before manifests. */
  manifest: ReproManifestSchema.nullable().default(null),
  /** A reference pipeline's curves (its metrics file, common/training-metrics.ts); null: no pipeline ran. */
  training: z
    .object({ metrics_file: z.string(), points: z.array(TrainingMetricSchema), invalid_lines: z.number().int() })
    .nullable()
    .default(null),
  /** What the agent tried against the harness: grading refusals by reason, and the walls it hit. */
  attempts: z
    .object({
      refusals: z.record(z.string(), z.number().int()),
      observations: z
        .object({
          firewall_drops: z.number().int().nullable(),
          pids_limit_hits: z.number().int().nullable(),
          disk_full: z.boolean(),
          forged_files: z.array(z.string()),
        })
        .nullable(),
    })
    .nullable()
    .default(null),
});

export type Report = z.infer<typeof ReportSchema>;
export type Metrics = z.infer<typeof MetricsSchema>;

/** The route of a report's best submission ("none" without one). */
export function bestRoute(report: Pick<Report, 'submissions' | 'best'>): string {
  return report.submissions.find((s) => s.submission_id === report.best?.submission_id)?.route ?? 'none';
}
