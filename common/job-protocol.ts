import { z } from 'zod';
import { EngineSchema } from './report-schema';

// The JSON-lines protocol of Python jobs (evaluators, training and rollout jobs): each stdout line
// that is a JSON object with an "event" field is one of these. Defined once, here; the Python side
// (python/a2rl/protocol.py) is checked against JOB_EVENT_JSON_SCHEMA, exported to
// python/a2rl/job-events.schema.json, by its tests. Extra fields are kept (a job's `done` carries
// its own paths and numbers).

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
  }),
  z.looseObject({ event: z.literal('log'), message: z.string() }),
  /** A training step's numbers (loss, reward, KL, tokens/s, …). */
  z.looseObject({ event: z.literal('metrics'), step: count }),
  /** A complete checkpoint: where a retried job resumes. */
  z.looseObject({ event: z.literal('checkpoint'), path: z.string().min(1), step: count }),
  /** A training job's result. */
  z.looseObject({ event: z.literal('done') }),
  /** Settings refused (exit code 2) or a failure the job could name. */
  z.looseObject({ event: z.literal('error'), message: z.string() }),
]);
export type JobEvent = z.infer<typeof JobEventSchema>;
export type JobEventOf<K extends JobEvent['event']> = Extract<JobEvent, { event: K }>;

export const JOB_EVENT_JSON_SCHEMA = z.toJSONSchema(JobEventSchema, { io: 'input' });

// `node dist/common/job-protocol.js > python/a2rl/job-events.schema.json` regenerates the export
// (a unit test fails while the committed file differs).
if (require.main === module) process.stdout.write(`${JSON.stringify(JOB_EVENT_JSON_SCHEMA, null, 2)}\n`);
