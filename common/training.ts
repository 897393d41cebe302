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
    /** The pipeline's curves (common/training-metrics.ts): the job's metrics are appended there. */
    metricsFile: z.string().startsWith('/').optional(),
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

/**
 * `sft+sft` is sft+grpo's control arm: the same SFT warm-up, then SFT in place of each GRPO
 * round (as many optimizer steps, the same submissions), so a gain of GRPO over SFT is not just
 * training for longer.
 */
export const ROUTES = ['sft', 'grpo', 'sft+grpo', 'sft+sft'] as const;
export type Route = (typeof ROUTES)[number];
export const REWARDS = ['alfworld_success', 'alfworld_efficient', 'alfworld_shaped', 'final_number'] as const;
export type Reward = (typeof REWARDS)[number];

/** LoRA adapters' settings (a job given `lora` fills the fields it lacks from these defaults). */
export const LoraSchema = z
  .object({ r: z.number().int().positive().default(8), alpha: z.number().positive().default(16) })
  .strict();
const lora = LoraSchema.nullable().default(null);

export const SftParamsSchema = z
  .object({
    /** Training games the hand-coded expert plays for warm-up data (-1: all). */
    expertGames: z.number().int().default(-1),
    /**
     * One example per expert game (its whole episode, loss on every action) instead of one per
     * step: every step trained on the evaluator's full prompt at a sixth of the tokens; give
     * maxPromptTokens and maxCompletionTokens room for a whole game.
     */
    expertEpisodes: z.boolean().default(false),
    steps: z.number().int().positive().default(30),
    lr: z.number().positive().default(5e-5),
    batchSize: z.number().int().positive().default(4),
    saveEvery: z.number().int().positive().default(10),
    maxPromptTokens: z.number().int().positive().default(768),
    maxCompletionTokens: z.number().int().positive().default(32),
    lora,
    /** Recompute activations in the backward pass: memory for compute, for large models on a GPU. */
    gradientCheckpointing: z.boolean().default(false),
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
    /** Tokens per action (ALFWorld) or per answer (a prompt task); unset: the task's (TRAINING_TASKS). */
    maxNewTokens: z.number().int().positive().optional(),
    /**
     * Episode reward (python/a2rl/train/rewards.py); unset: the task's. ALFWorld's
     * `alfworld_shaped` (1 for a win, else partial credit for accepted and expert-like actions)
     * gives a small policy's all-loss groups a signal; `alfworld_success` is the score itself
     * (0/1). A prompt task's `final_number` is its evaluator's rule (0/1).
     */
    reward: z.enum(REWARDS).optional(),
    klCoef: z.number().min(0).default(0.04),
    clipEps: z.number().positive().default(0.2),
    lr: z.number().positive().default(1e-5),
    stepsPerIteration: z.number().int().positive().default(4),
    /**
     * At most this many passes' worth of a round's samples (fewer steps when most groups agreed
     * and few samples are left: many steps over a few episodes over-fit them); null: no cap.
     */
    maxEpochs: z.number().positive().nullable().default(null),
    /**
     * An update's sample is one turn, or (true) one whole multi-turn episode, loss on its actions:
     * every turn scored on its full prompt, the prompt read once per episode (as
     * `sft.expertEpisodes`); give maxPromptTokens and maxCompletionTokens room for a whole episode.
     */
    episodes: z.boolean().default(false),
    /** Samples per optimizer step. */
    batchSize: z.number().int().positive().default(4),
    /** Samples per forward/backward pass (gradients accumulate over the step): memory, not the step; unset: batchSize. */
    microBatchSize: z.number().int().positive().nullable().default(null),
    maxPromptTokens: z.number().int().positive().default(768),
    /** Completion tokens a GRPO update scores per sample (longer ones are cut). */
    maxCompletionTokens: z.number().int().positive().default(64),
    evalEvery: z.number().int().positive().default(1),
    lora,
    /** As `sft.gradientCheckpointing`. */
    gradientCheckpointing: z.boolean().default(false),
  })
  .strict();

export const EvalParamsSchema = z
  .object({
    /** Greedy episodes on `evalGames` after SFT and every `grpo.evalEvery` rounds (none without evalGames). */
    numGames: z.number().int().default(4),
    maxSteps: z.number().int().positive().default(20),
    /** Unset: the task's (TRAINING_TASKS). */
    maxNewTokens: z.number().int().positive().optional(),
  })
  .strict();

/** Where a reference agent's checkpoints go: the run's submission Update, as the gateway sends it. */
export const SubmitTargetSchema = z
  .object({
    runId: z.string().min(1),
    hostQueue: z.string().min(1),
    baseModelDir: z.string().min(1),
    workspace: z.record(z.string(), z.unknown()),
    /** Bytes the run's snapshots may hold together. */
    snapshotLimit: z.number().int().positive().optional(),
  })
  .strict();

/** The pipeline's curves in its artifact folder, unless the spec names another file. */
export const TRAINING_METRICS_FILE = 'training-metrics.jsonl';

/**
 * The tasks the pipeline trains on, and what each brings: ALFWorld's games (multi-turn episodes
 * in the real engine; SFT warm-up data from its hand-coded expert), or a prompt task's train.jsonl
 * (one sampled answer per episode, prompted as its evaluator prompts:
 * python/a2rl/train/prompt_tasks.py). `reward` and `maxNewTokens`: what GRPO rounds use unless
 * the spec says otherwise; `score`: the reward of the pipeline's own evaluation.
 */
export const TRAINING_TASKS = {
  alfworld: { data: 'games', reward: 'alfworld_shaped', score: 'alfworld_success', maxNewTokens: 24, routes: ROUTES },
  // The small game set of the task variant alfworld-small (tasks/alfworld/games-small).
  'alfworld-small': {
    data: 'games',
    reward: 'alfworld_shaped',
    score: 'alfworld_success',
    maxNewTokens: 24,
    routes: ROUTES,
  },
  arith: { data: 'prompts', reward: 'final_number', score: 'final_number', maxNewTokens: 48, routes: ['grpo'] },
} as const satisfies Record<
  string,
  { data: 'games' | 'prompts'; reward: Reward; score: Reward; maxNewTokens: number; routes: readonly Route[] }
>;
export type TrainingTask = keyof typeof TRAINING_TASKS;

/**
 * What the pipeline trains on in a run's training data (the agent's data/): a prompt task's
 * folder (its train.jsonl; valid.jsonl beside it is not read), or a game set's train/ games, not
 * its valid/ games beside them (the rollouts search a folder's subfolders for games).
 */
export function pipelineTrainData(task: string, trainDataDir: string): string {
  const kind = (TRAINING_TASKS as Record<string, { data: string } | undefined>)[task]?.data;
  return kind === 'games' ? `${trainDataDir}/train` : trainDataDir;
}

/** The validation split beside it: a game set's valid/ games, a prompt task's valid.jsonl. */
export function pipelineValidData(task: string, trainDataDir: string): string {
  const kind = (TRAINING_TASKS as Record<string, { data: string } | undefined>)[task]?.data;
  return kind === 'games' ? `${trainDataDir}/valid` : `${trainDataDir}/valid.jsonl`;
}
/** The pipeline's default task. */
export const TRAINING_TASK: TrainingTask = 'alfworld';

/** Rewards by the task they score: ALFWorld's episodes, or a prompt task's answer. */
const TASK_OF_REWARD: Record<Reward, 'games' | 'prompts'> = {
  alfworld_success: 'games',
  alfworld_efficient: 'games',
  alfworld_shaped: 'games',
  final_number: 'prompts',
};

const TrainingSpecObject = z
  .object({
    route: z.enum(ROUTES),
    task: z.enum(Object.keys(TRAINING_TASKS) as [TrainingTask, ...TrainingTask[]]).default(TRAINING_TASK),
    /** The starting policy: a transformers checkpoint folder. */
    model: z.string().startsWith('/'),
    /** Training data: ALFWorld's games (a folder searched for game.tw-pddl), or a prompt task's train.jsonl (or its folder). */
    trainData: z.string().startsWith('/'),
    /** Data of the pipeline's own periodic evaluation, as trainData; null: none (a reference agent's evaluation is the grading API). */
    evalData: z.string().startsWith('/').nullable().default(null),
    /** Artifact folder of the pipeline. */
    outDir: z.string().startsWith('/'),
    /** Where the jobs' curves go (common/training-metrics.ts); null: <outDir>/training-metrics.jsonl. */
    metricsFile: z.string().startsWith('/').nullable().default(null),
    seed: z.number().int().default(0),
    /** Torch threads per job (CPU). */
    threads: z.number().int().positive().nullable().default(null),
    sft: SftParamsSchema.prefault({}),
    grpo: GrpoParamsSchema.prefault({}),
    eval: EvalParamsSchema.prefault({}),
    timeouts: z
      .object({
        heartbeat: z.number().positive().default(60),
        job: z
          .number()
          .positive()
          .default(4 * 3600),
      })
      .strict()
      .prefault({}),
    submitTo: SubmitTargetSchema.nullable().default(null),
    /** The GPU queue of the host whose folders the pipeline reads and writes (unset: the shared queue). */
    gpuQueue: z.string().min(1).optional(),
  })
  .strict();

/** What the spec's task cannot train with: a route without its warm-up data, another task's reward. */
function checkTask(spec: z.output<typeof TrainingSpecObject>, ctx: z.RefinementCtx): void {
  const task = TRAINING_TASKS[spec.task];
  if (!(task.routes as readonly Route[]).includes(spec.route)) {
    ctx.addIssue({
      code: 'custom',
      path: ['route'],
      message: `${spec.task} trains with ${task.routes.join(', ')} only (SFT warm-up data comes from ALFWorld's expert)`,
    });
  }
  if (spec.grpo.reward && TASK_OF_REWARD[spec.grpo.reward] !== task.data) {
    ctx.addIssue({
      code: 'custom',
      path: ['grpo', 'reward'],
      message: `${spec.grpo.reward} does not score ${spec.task}'s episodes (its reward: ${task.reward})`,
    });
  }
}

/** Spec fields as they were first named (workflow histories and spec files written then). */
const LEGACY_NAMES: Record<string, string> = { trainGames: 'trainData', evalGames: 'evalData' };

export const TrainingSpecSchema = z.preprocess((input) => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...input };
  for (const [old, name] of Object.entries(LEGACY_NAMES)) {
    if (old in out && !(name in out)) out[name] = out[old];
    delete out[old];
  }
  return out;
}, TrainingSpecObject.superRefine(checkTask));
export type TrainingSpec = z.output<typeof TrainingSpecObject>;
export type TrainingSpecInput = z.input<typeof TrainingSpecObject>;

/** The route's parameters a reference agent may set (agent.yaml `pipeline.params`). */
export const PipelineParamsSchema = TrainingSpecObject.pick({
  seed: true,
  threads: true,
  sft: true,
  grpo: true,
  eval: true,
  timeouts: true,
}).partial();

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
  return { num_games: spec.sft.expertGames, episodes: spec.sft.expertEpisodes, seed: spec.seed };
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
    gradient_checkpointing: p.gradientCheckpointing,
    seed: spec.seed,
  };
}

/** A GRPO round's rollouts. */
export function rolloutSettings(spec: TrainingSpec) {
  const p = spec.grpo;
  const task = TRAINING_TASKS[spec.task];
  return {
    task: spec.task,
    num_games: p.gamesPerIteration,
    group_size: p.groupSize,
    temperature: p.temperature,
    max_steps: p.maxSteps,
    max_new_tokens: p.maxNewTokens ?? task.maxNewTokens,
    reward: p.reward ?? task.reward,
    seed: spec.seed,
  };
}

/** The pipeline's own evaluation: a greedy rollout, one episode per game or prompt, scored as the task scores. */
export function evaluationSettings(spec: TrainingSpec) {
  const task = TRAINING_TASKS[spec.task];
  return {
    task: spec.task,
    num_games: spec.eval.numGames,
    group_size: 1,
    temperature: 0,
    max_steps: spec.eval.maxSteps,
    max_new_tokens: spec.eval.maxNewTokens ?? task.maxNewTokens,
    reward: task.score,
  };
}

export function grpoSettings(spec: TrainingSpec) {
  const p = spec.grpo;
  return {
    steps: p.stepsPerIteration,
    max_epochs: p.maxEpochs,
    episodes: p.episodes,
    batch_size: p.batchSize,
    micro_batch_size: p.microBatchSize,
    lr: p.lr,
    kl_coef: p.klCoef,
    clip_eps: p.clipEps,
    max_prompt_tokens: p.maxPromptTokens,
    max_completion_tokens: p.maxCompletionTokens,
    lora: p.lora,
    gradient_checkpointing: p.gradientCheckpointing,
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
