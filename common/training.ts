import { z } from 'zod';
import { issuesText } from './issues';
import type { JobDone } from './job-protocol';

// Training jobs and the trainingPipeline workflow's spec, shared by the workflow, the GPU
// worker's activities, the CLI and the reference agents. Validated with zod at every boundary;
// unknown fields are errors, so a typo never becomes a default.

export const TRAINING_JOB_KINDS = ['expert_data', 'sft', 'rollout', 'grpo'] as const;
export type TrainingJobKind = (typeof TRAINING_JOB_KINDS)[number];

/** One Python job of python/a2rl/train; `config` is that job's own settings (checked there). */
export const TrainingJobSchema = z
  .object({
    /** Unique within its pipeline; names its GPU lease. */
    jobId: z.string().min(1).max(200),
    kind: z.enum(TRAINING_JOB_KINDS),
    /** The job's artifact folder (absolute): checkpoints, trajectories, stderr.log, result.json. */
    outDir: z.string().startsWith('/'),
    config: z.record(z.string(), z.unknown()).default({}),
    /** Whole GPUs the job needs (a CPU worker has one slot). */
    gpus: z.number().int().min(1).default(1),
  })
  .strict();
export type TrainingJob = z.input<typeof TrainingJobSchema>;

export interface TrainingCheckpoint {
  path: string;
  step: number;
}

export interface TrainingJobResult<K extends TrainingJobKind = TrainingJobKind> {
  jobId: string;
  kind: K;
  outDir: string;
  attempt: number;
  /** The checkpoint this attempt continued from (a retry's heartbeat), if any. */
  resumedFrom: TrainingCheckpoint | null;
  /** The last checkpoint the job wrote. */
  checkpoint: TrainingCheckpoint | null;
  stderr: string;
  /** The devices leased to the job, and when it ran (ISO times). */
  devices: string[];
  startedAt: string;
  finishedAt: string;
  /** The job's `done` event, checked for its kind (common/job-protocol.ts); long lists shortened. */
  done: JobDone<K>;
}

/** LoRA adapters' settings (a job given `lora` fills the fields it lacks from these defaults). */
export const LoraSchema = z.object({ r: z.number().int().positive().default(8), alpha: z.number().positive().default(16) }).strict();
const lora = LoraSchema.nullable().default(null);

export const SftParamsSchema = z
  .object({
    /** Training games the hand-coded expert plays for warm-up data (-1: all). */
    expertGames: z.number().int().default(-1),
    steps: z.number().int().positive().default(30),
    lr: z.number().positive().default(5e-5),
    batchSize: z.number().int().positive().default(4),
    saveEvery: z.number().int().positive().default(10),
    maxPromptTokens: z.number().int().positive().default(768),
    maxCompletionTokens: z.number().int().positive().default(32),
    lora,
  })
  .strict();

export const GrpoParamsSchema = z
  .object({
    /** Rounds of rollout → GRPO update (→ evaluation/submission every `evalEvery`). */
    iterations: z.number().int().positive().default(3),
    /** Games per round; rounds cycle through the training games. */
    gamesPerIteration: z.number().int().positive().default(2),
    /** Episodes per game per round: one GRPO group. */
    groupSize: z.number().int().min(2).default(4),
    temperature: z.number().min(0).default(1.0),
    maxSteps: z.number().int().positive().default(20),
    maxNewTokens: z.number().int().positive().default(24),
    /**
     * Episode reward (python/a2rl/train/rewards.py). `alfworld_shaped` (1 for a win, else partial
     * credit for accepted and expert-like actions) gives a small policy's all-loss groups a signal;
     * `alfworld_success` is the score itself (0/1).
     */
    reward: z.enum(['alfworld_success', 'alfworld_efficient', 'alfworld_shaped']).default('alfworld_shaped'),
    klCoef: z.number().min(0).default(0.04),
    clipEps: z.number().positive().default(0.2),
    lr: z.number().positive().default(1e-5),
    stepsPerIteration: z.number().int().positive().default(4),
    batchSize: z.number().int().positive().default(4),
    maxPromptTokens: z.number().int().positive().default(768),
    evalEvery: z.number().int().positive().default(1),
    lora,
  })
  .strict();

export const EvalParamsSchema = z
  .object({
    /** Greedy episodes on `evalGames` after SFT and every `grpo.evalEvery` rounds (none without evalGames). */
    numGames: z.number().int().default(4),
    maxSteps: z.number().int().positive().default(20),
    maxNewTokens: z.number().int().positive().default(24),
  })
  .strict();

export const ROUTES = ['sft', 'grpo', 'sft+grpo'] as const;
export type Route = (typeof ROUTES)[number];

/** Where a reference agent's checkpoints go: the run's submission Update, as the gateway sends it. */
export const SubmitTargetSchema = z
  .object({ runId: z.string().min(1), hostQueue: z.string().min(1), baseModelDir: z.string().min(1), workspace: z.record(z.string(), z.unknown()) })
  .strict();

/** The task whose games the training pipeline plays (its rewards and rollouts are ALFWorld's). */
export const TRAINING_TASK = 'alfworld';

export const TrainingSpecSchema = z
  .object({
    route: z.enum(ROUTES),
    task: z.literal(TRAINING_TASK).default(TRAINING_TASK),
    /** The starting policy: a transformers checkpoint folder. */
    model: z.string().startsWith('/'),
    /** Training games (a folder searched for game.tw-pddl). */
    trainGames: z.string().startsWith('/'),
    /** Games for the pipeline's own periodic evaluation; null: none (a reference agent's evaluation is the grading API). */
    evalGames: z.string().startsWith('/').nullable().default(null),
    /** Artifact folder of the pipeline. */
    outDir: z.string().startsWith('/'),
    seed: z.number().int().default(0),
    /** Torch threads per job (CPU). */
    threads: z.number().int().positive().nullable().default(null),
    sft: SftParamsSchema.prefault({}),
    grpo: GrpoParamsSchema.prefault({}),
    eval: EvalParamsSchema.prefault({}),
    timeouts: z
      .object({ heartbeat: z.number().positive().default(60), job: z.number().positive().default(4 * 3600) })
      .strict()
      .prefault({}),
    submitTo: SubmitTargetSchema.nullable().default(null),
  })
  .strict();
export type TrainingSpec = z.output<typeof TrainingSpecSchema>;
export type TrainingSpecInput = z.input<typeof TrainingSpecSchema>;

/** The route's parameters a reference agent may set (agent.yaml `pipeline.params`). */
export const PipelineParamsSchema = TrainingSpecSchema.pick({ seed: true, threads: true, sft: true, grpo: true, eval: true, timeouts: true }).partial();

export function parseTrainingSpec(input: unknown): TrainingSpec {
  const parsed = TrainingSpecSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(`invalid training spec: ${issuesText(parsed.error, '(root)')}`);
  }
  return parsed.data;
}

// Each Python job's settings from the spec's parameters (the workflow adds paths, the policy and
// per-round values). These same functions give python/a2rl/train/defaults.json
// (common/training-defaults.ts), the jobs' defaults, so a job run by hand runs as the pipeline's.

export function expertDataSettings(spec: TrainingSpec) {
  return { num_games: spec.sft.expertGames, seed: spec.seed };
}

export function sftSettings(spec: TrainingSpec) {
  const p = spec.sft;
  return {
    steps: p.steps,
    lr: p.lr,
    batch_size: p.batchSize,
    save_every: p.saveEvery,
    max_prompt_tokens: p.maxPromptTokens,
    max_completion_tokens: p.maxCompletionTokens,
    lora: p.lora,
    seed: spec.seed,
  };
}

/** A GRPO round's rollouts (the pipeline's evaluation is a rollout job too, with `spec.eval`'s settings). */
export function rolloutSettings(spec: TrainingSpec) {
  const p = spec.grpo;
  return {
    num_games: p.gamesPerIteration,
    group_size: p.groupSize,
    temperature: p.temperature,
    max_steps: p.maxSteps,
    max_new_tokens: p.maxNewTokens,
    reward: p.reward,
    seed: spec.seed,
  };
}

export function grpoSettings(spec: TrainingSpec) {
  const p = spec.grpo;
  return {
    steps: p.stepsPerIteration,
    batch_size: p.batchSize,
    lr: p.lr,
    kl_coef: p.klCoef,
    clip_eps: p.clipEps,
    max_prompt_tokens: p.maxPromptTokens,
    lora: p.lora,
    seed: spec.seed,
  };
}

export interface PipelineEvaluation {
  label: string;
  checkpoint: string;
  successRate: number;
  episodes: number;
}

export interface PipelineSubmission {
  label: string;
  checkpoint: string;
  submissionId: number | null;
  score: number | null;
  error: string | null;
}

export interface TrainingStatus {
  route: Route;
  phase: 'expert-data' | 'sft' | 'rollout' | 'grpo' | 'evaluating' | 'submitting' | 'done' | 'failed' | 'stopped';
  policy: string;
  iteration: number;
  jobs: TrainingJobResult[];
  rollouts: Array<{ iteration: number; successRate: number; episodes: number; trajectories: string }>;
  evaluations: PipelineEvaluation[];
  submissions: PipelineSubmission[];
  error: string | null;
}
