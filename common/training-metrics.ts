import { z } from 'zod';
import { parseJsonLines } from './json-lines';
import { TRAINING_JOB_KINDS } from './training';

// A training pipeline's curves: <metricsFile> (JSON lines), appended by the GPU worker's training
// activity as its jobs report. One line per training step (SFT, GRPO: loss, KL, reward, learning
// rate, tokens/s) and one per rollout job (success rate and reward of a round, or of the
// pipeline's own evaluation). Read by the run's report, the pipeline's training.html and
// `a2rl train --follow`.

const finite = z.number().finite();

export const TrainingMetricSchema = z.looseObject({
  ts: z.string(),
  /** The job's id within its pipeline: "sft", "iter-2/grpo", "iter-2/rollout", "iter-2/eval". */
  job: z.string(),
  kind: z.enum(TRAINING_JOB_KINDS),
  /** The activity attempt that reported it (a retried job reports its steps again from its checkpoint). */
  attempt: z.number().int().positive(),
  /** The job's step; 0 for a rollout job's one line. */
  step: z.number().int().nonnegative(),
  loss: finite.optional(),
  kl: finite.optional(),
  /** GRPO: share of the step's trained tokens whose ratio the clip held (0 at a round's first step). */
  clip_frac: finite.optional(),
  lr: finite.optional(),
  tokens_per_second: finite.optional(),
  reward_mean: finite.optional(),
  reward_std: finite.optional(),
  success_rate: finite.optional(),
  episodes: z.number().int().nonnegative().optional(),
});
export type TrainingMetric = z.infer<typeof TrainingMetricSchema>;

/** The series a chart draws, in the order drawn. */
export const CURVES = [
  { key: 'loss', label: 'loss', kinds: ['sft', 'grpo'] },
  { key: 'reward_mean', label: 'reward (mean ± std)', kinds: ['rollout'] },
  { key: 'success_rate', label: 'success rate', kinds: ['rollout'] },
  { key: 'kl', label: 'KL to the reference', kinds: ['grpo'] },
  { key: 'clip_frac', label: 'share of tokens clipped', kinds: ['grpo'] },
  { key: 'tokens_per_second', label: 'tokens/s', kinds: ['sft', 'grpo'] },
  { key: 'lr', label: 'learning rate', kinds: ['sft', 'grpo'] },
] as const satisfies ReadonlyArray<{ key: keyof TrainingMetric; label: string; kinds: readonly string[] }>;

/** Whether a rollout line is the pipeline's own evaluation rather than a training round. */
export const isEvaluation = (m: TrainingMetric) => m.kind === 'rollout' && m.job.endsWith('/eval');

/**
 * The curves of a metrics file: lines that do not fit are counted, not fatal; a step a retried
 * job reported again keeps its last report (the retry's, which continued from a checkpoint).
 */
export function parseTrainingMetrics(text: string): { metrics: TrainingMetric[]; invalid: number } {
  const { items, invalid } = parseJsonLines(text, TrainingMetricSchema);
  const last = new Map<string, TrainingMetric>();
  for (const m of items) {
    const key = `${m.job}\u0000${m.step}`;
    last.delete(key); // re-insert: the retry's report takes the later place in time
    last.set(key, m);
  }
  return { metrics: [...last.values()].sort((a, b) => a.ts.localeCompare(b.ts)), invalid };
}

/** At most about `max` points: every rollout line, and every k-th step of each job (its last always). */
export function thinMetrics(metrics: TrainingMetric[], max: number): TrainingMetric[] {
  const steps = metrics.filter((m) => m.kind !== 'rollout');
  const every = Math.ceil(steps.length / Math.max(1, max - (metrics.length - steps.length)));
  if (every <= 1) return metrics;
  const lastOfJob = new Map(steps.map((m) => [m.job, m.step]));
  return metrics.filter((m) => m.kind === 'rollout' || m.step % every === 0 || lastOfJob.get(m.job) === m.step);
}

/** One line of `a2rl train --follow`. */
export function describeMetric(m: TrainingMetric): string {
  const f = (v: number | undefined, d = 4) => (v === undefined ? null : Number(v.toPrecision(d)).toString());
  const parts = [
    m.kind === 'rollout' ? `${m.job}:` : `${m.job} step ${m.step}:`,
    m.loss !== undefined && `loss ${f(m.loss)}`,
    m.kl !== undefined && `kl ${f(m.kl, 3)}`,
    m.clip_frac !== undefined && `clipped ${(100 * m.clip_frac).toFixed(1)}%`,
    m.reward_mean !== undefined &&
      `reward ${f(m.reward_mean, 3)}${m.reward_std !== undefined ? ` ± ${f(m.reward_std, 3)}` : ''}`,
    m.success_rate !== undefined &&
      `success ${(100 * m.success_rate).toFixed(1)}%${m.episodes !== undefined ? ` of ${m.episodes}` : ''}`,
    m.lr !== undefined && `lr ${m.lr.toExponential(1)}`,
    m.tokens_per_second !== undefined && `${f(m.tokens_per_second, 3)} tok/s`,
  ];
  return parts.filter(Boolean).join(' ');
}
