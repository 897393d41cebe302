import {
  expertDataSettings,
  grpoSettings,
  LoraSchema,
  rolloutSettings,
  sftSettings,
  TRAINING_TASKS,
  TrainingSpecSchema,
} from './training';

// The Python training jobs' defaults, defined once: the settings each job gets from a training
// spec of all defaults (the workflow's own mapping, common/training.ts), exported to
// python/a2rl/train/defaults.json, which the jobs read (a2rl.train.defaults). Settings only a job
// has (paths, checkpoint retention, inference backend, …) keep their defaults in the job.

// Required fields only; their values reach no job's defaults.
const spec = TrainingSpecSchema.parse({ route: 'sft+grpo', model: '/', trainData: '/', outDir: '/' });

export const TRAINING_JOB_DEFAULTS = {
  jobs: {
    expert_data: expertDataSettings(spec),
    sft: sftSettings(spec),
    rollout: rolloutSettings(spec),
    grpo: grpoSettings(spec),
  },
  /** What a given `lora` lacks. */
  lora: LoraSchema.parse({}),
  /** Each task's kind (ALFWorld games or prompts) and own rollout defaults (a rollout job given a prompt task without them takes these). */
  tasks: Object.fromEntries(
    Object.entries(TRAINING_TASKS).map(([id, t]) => [
      id,
      { data: t.data, reward: t.reward, score: t.score, max_new_tokens: t.maxNewTokens },
    ]),
  ),
};

// `node dist/common/training-defaults.js > python/a2rl/train/defaults.json` regenerates the
// export (a unit test fails while the committed file differs).
if (require.main === module) process.stdout.write(`${JSON.stringify(TRAINING_JOB_DEFAULTS, null, 2)}\n`);
