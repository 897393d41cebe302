import {
  ApplicationFailure,
  CancellationScope,
  isCancellation,
  log,
  patched,
  proxyActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import type { createPipelineSubmitActivities } from '../activities/pipeline-submit';
import type { createTrainingActivities } from '../activities/training';
import { TASK_QUEUES } from '../common/task-queues';
import {
  evaluationSettings,
  expertDataSettings,
  grpoSettings,
  parseTrainingSpec,
  rolloutSettings,
  sftSettings,
  type TrainingJob,
  type TrainingJobKind,
  type TrainingJobResult,
  type TrainingSpec,
  type TrainingStatus,
  TRAINING_METRICS_FILE,
} from '../common/training';
import type { WorkspaceRef } from '../common/types';
import { ERROR_TYPES } from '../common/errors';
import { trainingStatusQuery } from '../common/messages';
import { failureMessage } from './failures';

type TrainingActivities = ReturnType<typeof createTrainingActivities>;
type SubmitActivities = ReturnType<typeof createPipelineSubmitActivities>;

/** A finished training job's checkpoint drops its optimizer state: the next job starts its own (1.1 of 1.6 GB a round for a 135M model). */
const FINISHED_JOB = { keep_optimizer: false };

/**
 * The reference training routes (SFT warm-up on ALFWorld's hand-coded expert's games, then GRPO
 * with online rollouts; on a prompt task such as arith, GRPO alone): `sft`, `grpo`, `sft+grpo`,
 * and sft+grpo's control arm `sft+sft` (more SFT in place of the GRPO rounds).
 * Every step is its own activity on the GPU queue (expert data → SFT → per round: rollout → GRPO
 * update → evaluation/submission), so a crash costs at most the step in flight, and that step
 * resumes from its last checkpoint.
 * The workflow holds references (checkpoint paths, numbers), never trajectories.
 */
export async function trainingPipeline(input: unknown): Promise<TrainingStatus> {
  let spec: TrainingSpec;
  try {
    spec = parseTrainingSpec(input);
  } catch (err) {
    throw ApplicationFailure.nonRetryable((err as Error).message, ERROR_TYPES.invalidTrainingSpec);
  }
  const state: TrainingStatus = {
    route: spec.route,
    phase: spec.route === 'grpo' ? 'rollout' : 'expert-data',
    policy: spec.model,
    iteration: 0,
    jobs: [],
    rollouts: [],
    evaluations: [],
    submissions: [],
    error: null,
  };
  setHandler(trainingStatusQuery, () => state);

  const acts = proxyActivities<TrainingActivities>({
    taskQueue: spec.gpuQueue ?? TASK_QUEUES.gpu,
    startToCloseTimeout: spec.timeouts.job * 1000,
    heartbeatTimeout: spec.timeouts.heartbeat * 1000,
    retry: {
      initialInterval: '1s',
      maximumInterval: '30s',
      maximumAttempts: 5,
      nonRetryableErrorTypes: [ERROR_TYPES.invalidTrainingJob],
    },
  });
  const out = (...parts: string[]) => [spec.outDir, ...parts].join('/');
  const threads = spec.threads ? { threads: spec.threads } : {};
  const metricsFile = spec.metricsFile ?? out(TRAINING_METRICS_FILE);
  /** Checkpoints the pipeline evaluated or submitted: kept. */
  const scored = new Set<string>();

  const run = async <K extends TrainingJobKind>(job: TrainingJob & { kind: K }): Promise<TrainingJobResult<K>> => {
    const result = await acts.runTrainingJob({ ...job, metricsFile });
    state.jobs.push(result);
    return result;
  };

  try {
    const expertData = spec.route !== 'grpo' ? await sft() : null;
    if (spec.route === 'sft+sft' && expertData) await moreSft(expertData);
    else if (spec.route !== 'sft') await grpo();
    state.phase = 'done';
  } catch (err) {
    if (isCancellation(err)) {
      state.phase = 'stopped';
      // A stopped pipeline's curves are worth a look too; the report is written before it ends.
      await CancellationScope.nonCancellable(writeReport);
      throw err;
    }
    state.phase = 'failed';
    state.error = failureMessage(err);
    await writeReport();
    throw ApplicationFailure.nonRetryable(state.error, ERROR_TYPES.trainingFailed, state);
  }
  await writeReport();
  return state;

  /** training.html with the curves, in the artifact folder, however the pipeline ends (pipelines started before it had none). */
  async function writeReport(): Promise<void> {
    if (!patched('training-report')) return;
    await acts
      .writeTrainingReport({ id: workflowInfo().workflowId, outDir: spec.outDir, metricsFile, status: state })
      .catch((err: unknown) => {
        log.warn('training report not written', { error: failureMessage(err) });
      });
  }

  /** Expert data, then SFT on it; returns the data's file. */
  async function sft(): Promise<string> {
    state.phase = 'expert-data';
    const data = await run({
      jobId: 'expert-data',
      kind: 'expert_data',
      outDir: out('expert-data'),
      config: { ...expertDataSettings(spec), games: spec.trainData },
    });
    state.phase = 'sft';
    const trained = await run({
      jobId: 'sft',
      kind: 'sft',
      outDir: out('sft'),
      config: { ...sftSettings(spec), model: state.policy, data: data.done.data, ...FINISHED_JOB, ...threads },
    });
    if (trained.checkpoint) state.policy = trained.checkpoint.path;
    await checkpointStep('sft', spec.route === 'sft');
    return data.done.data;
  }

  /**
   * The control arm: per GRPO round it stands in for, an SFT job of as many optimizer steps as the
   * round plans (grpo.stepsPerIteration) on the expert data, from the policy so far, with a fresh
   * optimizer as a round has; the same evaluations and submissions (every evalEvery rounds).
   */
  async function moreSft(data: string): Promise<void> {
    const p = spec.grpo;
    const warmedUp = state.policy;
    for (let k = 1; k <= p.iterations; k++) {
      state.iteration = k;
      state.phase = 'sft';
      const trained = await run({
        jobId: `extra-sft-${k}`,
        kind: 'sft',
        outDir: out(`extra-sft-${k}`),
        config: {
          ...sftSettings(spec),
          model: state.policy,
          data,
          steps: p.stepsPerIteration,
          save_every: p.stepsPerIteration,
          keep_checkpoints: 1,
          ...FINISHED_JOB,
          seed: spec.seed * 1000 + k,
          ...threads,
        },
      });
      if (trained.checkpoint) {
        const previous = state.policy;
        state.policy = trained.checkpoint.path;
        await dropRoundCheckpoint(previous, warmedUp);
      }
      if (k % p.evalEvery === 0 || k === p.iterations) await checkpointStep(`extra-sft-${k}`, k === p.iterations);
    }
  }

  async function grpo(): Promise<void> {
    const p = spec.grpo;
    const reference = state.policy; // KL anchor: the policy GRPO starts from
    for (let k = 1; k <= p.iterations; k++) {
      state.iteration = k;
      state.phase = 'rollout';
      const roll = await run({
        jobId: `iter-${k}/rollout`,
        kind: 'rollout',
        outDir: out(`iter-${k}`, 'rollout'),
        config: {
          ...rolloutSettings(spec),
          model: state.policy,
          data: spec.trainData,
          offset: (k - 1) * p.gamesPerIteration,
          seed: spec.seed * 1000 + k,
          ...threads,
        },
      });
      state.rollouts.push({
        iteration: k,
        successRate: roll.done.success_rate,
        episodes: roll.done.episodes,
        trajectories: roll.done.trajectories,
      });
      state.phase = 'grpo';
      const updated = await run({
        jobId: `iter-${k}/grpo`,
        kind: 'grpo',
        outDir: out(`iter-${k}`, 'grpo'),
        config: {
          ...grpoSettings(spec),
          model: state.policy,
          ref_model: reference,
          trajectories: roll.done.trajectories,
          // One checkpoint per round, the round's last: the next round starts from it.
          save_every: p.stepsPerIteration,
          keep_checkpoints: 1,
          ...FINISHED_JOB,
          seed: spec.seed * 1000 + k,
          ...threads,
        },
      });
      // No group with differing rewards: nothing learned this round, the policy stays.
      if (updated.checkpoint && updated.done.checkpoint) {
        const previous = state.policy;
        state.policy = updated.checkpoint.path;
        await dropRoundCheckpoint(previous, reference);
      }
      if (k % p.evalEvery === 0 || k === p.iterations) await checkpointStep(`iter-${k}`, k === p.iterations);
    }
  }

  /**
   * A round's policy, once the next round has replaced it, unless the pipeline evaluated or
   * submitted it (a submitted one was also captured by the run) or it is where the rounds started
   * (GRPO's KL anchor, the control arm's warm-up): a long
   * pipeline keeps the checkpoints it scored and its current policy, not one per round.
   */
  async function dropRoundCheckpoint(policy: string, reference: string): Promise<void> {
    if (policy === reference || scored.has(policy) || !patched('drop-round-checkpoints')) return;
    await acts.removeRoundCheckpoint({ outDir: spec.outDir, checkpoint: policy }).catch((err: unknown) => {
      log.warn('round checkpoint not removed', { checkpoint: policy, error: failureMessage(err) });
    });
  }

  /**
   * After SFT and every few GRPO rounds: the pipeline's own evaluation, and the run's submission.
   * `last`: the policy the pipeline ends with, designated the run's final checkpoint (what the
   * sealed protocol scores), so a reference agent's headline is where its route ends, not the
   * best of its submissions on the part that answered them.
   */
  async function checkpointStep(label: string, last: boolean): Promise<void> {
    const policy = state.policy;
    scored.add(policy);
    if (spec.evalData && spec.eval.numGames !== 0) {
      state.phase = 'evaluating';
      const ev = await run({
        jobId: `${label}/eval`,
        kind: 'rollout',
        outDir: out(label, 'eval'),
        config: { ...evaluationSettings(spec), model: policy, data: spec.evalData, ...threads },
      });
      state.evaluations.push({
        label,
        checkpoint: policy,
        successRate: ev.done.success_rate,
        episodes: ev.done.episodes,
      });
    }
    if (spec.submitTo) {
      state.phase = 'submitting';
      const target = spec.submitTo;
      const submit = proxyActivities<SubmitActivities>({
        taskQueue: target.hostQueue,
        // Waits for the run's evaluation of the checkpoint, as an agent's POST /submit does.
        startToCloseTimeout: spec.timeouts.job * 1000,
        retry: {
          maximumAttempts: 3,
          nonRetryableErrorTypes: [ERROR_TYPES.submissionsClosed, ERROR_TYPES.invalidSubmission],
        },
      });
      try {
        const r = await submit.submitCheckpoint({
          runId: target.runId,
          workspace: target.workspace as unknown as WorkspaceRef,
          baseModelDir: target.baseModelDir,
          hostPath: policy,
          snapshotLimit: target.snapshotLimit,
          final: last,
        });
        state.submissions.push({
          label,
          checkpoint: policy,
          submissionId: r.submission_id,
          score: r.score,
          error: r.error ?? null,
        });
      } catch (err) {
        if (isCancellation(err)) throw err;
        log.warn('submission failed', { label, error: failureMessage(err) });
        state.submissions.push({
          label,
          checkpoint: policy,
          submissionId: null,
          score: null,
          error: failureMessage(err),
        });
      }
    }
  }
}
