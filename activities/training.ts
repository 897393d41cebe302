import { ApplicationFailure, Context } from '@temporalio/activity';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../common/config';
import { issuesText } from '../common/issues';
import type { Logger } from '../common/logger';
import { fromRoot } from '../common/paths';
import { JOB_DONE, type JobDone } from '../common/job-protocol';
import {
  TrainingJobSchema,
  type TrainingCheckpoint,
  type TrainingJob,
  type TrainingJobKind,
  type TrainingJobResult,
  type TrainingStatus,
} from '../common/training';
import type { GpuLeases } from '../gpu/leases';
import { describeFailure, runJob, type JobEvent } from '../jobs/run-job';
import { ERROR_TYPES } from '../common/errors';
import { parseTrainingMetrics, TrainingMetricSchema } from '../common/training-metrics';
import { renderTrainingHtml } from '../report/training-html';

// GPU-queue activities of the training pipeline: each runs one Python job of python/a2rl/train
// (expert data, SFT, rollouts, GRPO) on whole GPUs leased for it. The job reports checkpoints on
// stdout; the activity heartbeats the last one, so a retry (after a crash of this worker, say)
// passes it back with --resume and training continues from that step. Cancellation kills the
// job's process tree and frees its GPUs. Results are references: paths into the artifact folder.

export interface TrainingDeps {
  config: Config;
  logger: Logger;
  leases: GpuLeases;
}

/** What the activity heartbeats; a retry reads it back. */
export interface TrainingHeartbeat {
  checkpoint: TrainingCheckpoint | null;
  progress: JobEvent | null;
  metrics: JobEvent | null;
  waitingForGpu?: boolean;
}

const HeartbeatSchema = z
  .object({ checkpoint: z.object({ path: z.string(), step: z.number() }).nullable().optional() })
  .passthrough();

/** Exit code with which a job says its settings are wrong (python/a2rl/train/common.py fail()). */
const INVALID_SETTINGS_EXIT = 2;

export function trainingJobArgv(config: Config, job: TrainingJob, resume: TrainingCheckpoint | null): string[] {
  return [
    config.python,
    '-m',
    `a2rl.train.${job.kind}`,
    '--config',
    JSON.stringify(job.config),
    '--out',
    job.outDir,
    ...(resume ? ['--resume', resume.path] : []),
  ];
}

export function createTrainingActivities({ config, logger, leases }: TrainingDeps) {
  return {
    async runTrainingJob<K extends TrainingJobKind>(raw: TrainingJob & { kind: K }): Promise<TrainingJobResult<K>> {
      const parsed = TrainingJobSchema.safeParse(raw);
      if (!parsed.success) {
        throw ApplicationFailure.nonRetryable(
          `invalid training job: ${issuesText(parsed.error)}`,
          ERROR_TYPES.invalidTrainingJob,
        );
      }
      const job = { ...parsed.data, kind: raw.kind };
      const ctx = Context.current();
      const { attempt } = ctx.info;
      const prior = HeartbeatSchema.safeParse(ctx.info.heartbeatDetails ?? {});
      const resume = resumePoint(prior.success ? (prior.data.checkpoint ?? null) : null, job.outDir);
      const beat: TrainingHeartbeat = { checkpoint: resume, progress: null, metrics: null, waitingForGpu: true };
      fs.mkdirSync(job.outDir, { recursive: true });

      // Heartbeat while waiting for a GPU too, so the wait is not taken for a dead worker.
      const timeoutMs = ctx.info.heartbeatTimeoutMs || 60_000;
      const timer = setInterval(() => ctx.heartbeat(beat), Math.max(200, Math.min(10_000, Math.floor(timeoutMs / 3))));
      ctx.heartbeat(beat);
      const lease = await leases.acquire(job.jobId, job.gpus, { signal: ctx.cancellationSignal }).catch((err) => {
        clearInterval(timer);
        throw ApplicationFailure.retryable((err as Error).message, ERROR_TYPES.cancelled);
      });
      beat.waitingForGpu = false;
      const argv = trainingJobArgv(config, job, resume);
      const stderrPath = path.join(job.outDir, 'stderr.log');
      fs.appendFileSync(
        stderrPath,
        `\n=== attempt ${attempt} on ${config.hostId} pid ${process.pid}, devices ${lease.devices.join(',')}${resume ? `, resuming from ${resume.path}` : ''} ===\n`,
      );
      logger.info(
        { jobId: job.jobId, kind: job.kind, attempt, devices: lease.devices, resume: resume?.path },
        'training job starting',
      );
      let done: JobEvent | null = null;
      let checked: JobDone<K>;
      const startedAt = new Date().toISOString();
      try {
        const outcome = await runJob({
          argv,
          cwd: fromRoot(),
          env: {
            ...process.env,
            PYTHONUNBUFFERED: '1',
            TOKENIZERS_PARALLELISM: 'false',
            ...lease.env(),
          },
          stderrPath,
          signal: ctx.cancellationSignal,
          onSpawn: (pid) => lease.setJobPid(pid),
          onEvent: (e) => {
            if (e.event === 'checkpoint') {
              beat.checkpoint = { path: e.path, step: e.step };
              ctx.heartbeat(beat); // at once: this is what a retry resumes from
            } else if (e.event === 'progress') beat.progress = e;
            else if (e.event === 'metrics') {
              beat.metrics = e;
              recordMetric(job, attempt, e);
            } else if (e.event === 'done') {
              done = e;
              if (job.kind === 'rollout') recordMetric(job, attempt, { ...e, step: 0, reward_mean: e.mean_reward });
            }
          },
        });
        if (outcome.cancelled) throw ApplicationFailure.retryable('training job cancelled', ERROR_TYPES.cancelled);
        if (outcome.exitCode === INVALID_SETTINGS_EXIT && outcome.error) {
          throw ApplicationFailure.nonRetryable(
            `${job.kind} job refused its settings: ${outcome.error.message}`,
            ERROR_TYPES.invalidTrainingJob,
          );
        }
        if (outcome.exitCode !== 0 || !done) {
          throw ApplicationFailure.retryable(
            `${job.kind} job failed: ${describeFailure(argv, outcome)}`,
            ERROR_TYPES.trainingJobCrashed,
          );
        }
        checked = checkDone(job.kind, done);
      } finally {
        clearInterval(timer);
        lease.release();
      }
      const result: TrainingJobResult<K> = {
        jobId: job.jobId,
        kind: job.kind,
        outDir: job.outDir,
        attempt,
        resumedFrom: resume,
        checkpoint: beat.checkpoint,
        stderr: stderrPath,
        devices: lease.devices,
        startedAt,
        finishedAt: new Date().toISOString(),
        done: checked,
      };
      fs.writeFileSync(path.join(job.outDir, 'result.json'), JSON.stringify({ ...result, done }, null, 1));
      return result;
    },

    /** Removes a GRPO round's checkpoint the pipeline has moved past; only such a folder of this pipeline. */
    async removeRoundCheckpoint(input: { outDir: string; checkpoint: string }): Promise<void> {
      const rel = path.relative(input.outDir, input.checkpoint);
      // A GRPO round's, or the control arm's stand-in for one.
      if (!/^(iter-\d+\/grpo|extra-sft-\d+)\/checkpoint-\d+$/.test(rel)) {
        throw ApplicationFailure.nonRetryable(
          `not a round checkpoint of the pipeline in ${input.outDir}: ${input.checkpoint}`,
          ERROR_TYPES.invalidTrainingJob,
        );
      }
      fs.rmSync(input.checkpoint, { recursive: true, force: true });
      logger.info({ checkpoint: input.checkpoint }, 'round checkpoint removed');
    },

    /** The pipeline's training.html and training.json (its final state) in its artifact folder. */
    async writeTrainingReport(input: {
      id: string;
      outDir: string;
      metricsFile: string;
      status: TrainingStatus;
    }): Promise<string> {
      const metrics = fs.existsSync(input.metricsFile)
        ? parseTrainingMetrics(fs.readFileSync(input.metricsFile, 'utf8')).metrics
        : [];
      fs.mkdirSync(input.outDir, { recursive: true });
      fs.writeFileSync(path.join(input.outDir, 'training.json'), `${JSON.stringify(input.status, null, 1)}\n`);
      const html = path.join(input.outDir, 'training.html');
      fs.writeFileSync(html, renderTrainingHtml(input.id, input.status, metrics));
      return html;
    },
  };
}

/** One line of the pipeline's curves; a job's own fields (paths, lists) stay out. A write that fails costs the curve a point, never the job. */
function recordMetric(
  job: { jobId: string; kind: TrainingJobKind; metricsFile?: string },
  attempt: number,
  e: Record<string, unknown>,
): void {
  if (!job.metricsFile) return;
  const numbers = Object.fromEntries(
    Object.entries(e).filter(([k, v]) => typeof v === 'number' && Number.isFinite(v) && k !== 'attempt'),
  );
  const line = TrainingMetricSchema.safeParse({
    ...numbers,
    ts: new Date().toISOString(),
    job: job.jobId,
    kind: job.kind,
    attempt,
  });
  if (!line.success) return;
  try {
    fs.appendFileSync(job.metricsFile, `${JSON.stringify(line.data)}\n`);
  } catch {
    // The folder is gone (a pipeline cleaned up under it): the job's own result still stands.
  }
}

const isComplete = (dir: string) =>
  fs.existsSync(path.join(dir, 'trainer_state.json')) && fs.existsSync(path.join(dir, 'config.json'));

/** The newest complete checkpoint-<step> in a job's folder. */
export function latestCheckpoint(outDir: string): TrainingCheckpoint | null {
  if (!fs.existsSync(outDir)) return null;
  let best: TrainingCheckpoint | null = null;
  for (const name of fs.readdirSync(outDir)) {
    const m = /^checkpoint-(\d+)$/.exec(name);
    const dir = path.join(outDir, name);
    if (m && isComplete(dir) && (!best || Number(m[1]) > best.step)) best = { path: dir, step: Number(m[1]) };
  }
  return best;
}

/**
 * Where a retry continues: the checkpoint the last heartbeat carried, or a newer one on disk
 * (heartbeats are throttled, so a worker killed just after a checkpoint may not have sent it).
 */
export function resumePoint(heartbeat: TrainingCheckpoint | null, outDir: string): TrainingCheckpoint | null {
  const onDisk = latestCheckpoint(outDir);
  const fromBeat = heartbeat && isComplete(heartbeat.path) ? heartbeat : null;
  if (onDisk && (!fromBeat || onDisk.step > fromBeat.step)) return onDisk;
  return fromBeat;
}

/** A `done` event as its kind defines it; a job that breaks the protocol fails, as a retry would again. */
function checkDone<K extends TrainingJobKind>(kind: K, done: JobEvent): JobDone<K> {
  const parsed = JOB_DONE[kind].safeParse(summarize(done));
  if (!parsed.success) {
    throw ApplicationFailure.nonRetryable(
      `the ${kind} job's done event does not match the protocol: ${issuesText(parsed.error)}`,
      ERROR_TYPES.trainingJobCrashed,
    );
  }
  return parsed.data as JobDone<K>;
}

/** The done event without bulky fields (workflows carry references and numbers only). */
function summarize(done: JobEvent): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(done)) {
    if (k === 'event' || k === 'ts') continue;
    if (Array.isArray(v)) out[k] = v.length > 8 ? [...v.slice(0, 4), ...v.slice(-4)] : v;
    else if (v === null || typeof v !== 'object') out[k] = v;
  }
  return out;
}
