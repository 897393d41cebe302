import { z } from 'zod';
import { EngineSchema, UncertaintySchema } from './submission';

// The JSON-lines protocol of Python jobs (evaluators, training and rollout jobs): each stdout line
// that is a JSON object with an "event" field is one of these, and a training job's `done` event
// is its result, in the shape of its kind. Defined once, here; the Python side
// (python/a2rl/protocol.py, python/a2rl/train) is checked against JOB_PROTOCOL_JSON_SCHEMA,
// exported to python/a2rl/job-events.schema.json, by its tests. Extra fields are kept.

const count = z.number().int().nonnegative();

export const JobEventSchema = z.discriminatedUnion('event', [
  /** Heartbeat material: how far the job is. */
  z.looseObject({ event: z.literal('progress'), done: count, total: count }),
  /** An evaluator's score (0-100), with the evaluator's summary; `error` when it could not score. */
  z.looseObject({
    event: z.literal('result'),
    score: z.number(),
    accuracy_summary: z.record(z.string(), z.unknown()).default({}),
    error: z.string().nullable().default(null),
    eval_seconds: z.number().nonnegative().optional(),
    engine: EngineSchema.optional(),
    uncertainty: UncertaintySchema.optional(),
  }),
  z.looseObject({ event: z.literal('log'), message: z.string() }),
  /** A training step's numbers (loss, reward, KL, tokens/s, …). */
  z.looseObject({ event: z.literal('metrics'), step: count }),
  /** A complete checkpoint: where a retried job resumes. */
  z.looseObject({ event: z.literal('checkpoint'), path: z.string().min(1), step: count }),
  /** A training job's result: its fields are checked by the job's kind (JOB_DONE). */
  z.looseObject({ event: z.literal('done') }),
  /** A warm evaluator is done with a request and takes the next (python/a2rl/warm.py). */
  z.looseObject({ event: z.literal('idle') }),
  /** Settings refused (exit code 2) or a failure the job could name. */
  z.looseObject({ event: z.literal('error'), message: z.string() }),
]);
export type JobEvent = z.infer<typeof JobEventSchema>;
export type JobEventOf<K extends JobEvent['event']> = Extract<JobEvent, { event: K }>;

const file = z.string().min(1);

/** Each training job kind's `done` event: the paths and numbers the pipeline goes on with. */
export const JOB_DONE = {
  /** Won expert games as SFT examples. */
  expert_data: z.looseObject({ data: file, episodes: count, won: count, examples: count }),
  /** The last checkpoint (null when the job saved none). */
  sft: z.looseObject({ checkpoint: file.nullable(), step: count }),
  /** Trajectories of the rollouts and their success rate (0-1). */
  rollout: z.looseObject({
    trajectories: file,
    summary: file,
    episodes: count,
    won: count,
    success_rate: z.number().min(0).max(1),
    mean_reward: z.number(),
  }),
  /** The updated policy; no checkpoint (and `skipped`) when no group had differing rewards. */
  grpo: z.looseObject({ checkpoint: file.nullable(), step: count, skipped: z.string().optional() }),
};
export type JobDone<K extends keyof typeof JOB_DONE> = z.infer<(typeof JOB_DONE)[K]>;

export const JOB_PROTOCOL_JSON_SCHEMA = {
  event: z.toJSONSchema(JobEventSchema, { io: 'input' }),
  done: Object.fromEntries(
    Object.entries(JOB_DONE).map(([kind, schema]) => [kind, z.toJSONSchema(schema, { io: 'input' })]),
  ),
};

// `node dist/common/job-protocol.js > python/a2rl/job-events.schema.json` regenerates the export
// (a unit test fails while the committed file differs).
if (require.main === module) process.stdout.write(`${JSON.stringify(JOB_PROTOCOL_JSON_SCHEMA, null, 2)}\n`);
