import { ApplicationFailure, Context } from '@temporalio/activity';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { layout, type Config } from '../common/config';
import type { Logger } from '../common/logger';
import { ERROR_TYPES } from '../common/messages';
import { fromRoot } from '../common/paths';
import type { BaselineResult, EvaluationResult, ResolvedRun } from '../common/types';
import { serviceEnv, serviceIdentity, withoutServiceKeys } from './evaluation-services';
import { startHeartbeats } from './heartbeat';
import type { GpuLeases } from './gpu-leases';
import { describeFailure, runJob, type JobEvent } from './jobs';
import { getTask, taskCommand } from '../tasks/registry';

// GPU-queue activities: score a checkpoint with the task's evaluator. Expected failures (a
// checkpoint that does not load) come back as `error` with score 0, as in the reference; an
// evaluator that crashes is an activity failure that Temporal retries.

export interface EvaluationDeps {
  config: Config;
  logger: Logger;
  /** This worker's GPU leases; each evaluation holds one GPU of its own (CUDA_VISIBLE_DEVICES). */
  leases: GpuLeases;
}

type EvalConfig = Record<string, string | number | boolean | null>;

export function createEvaluationActivities({ config, logger, leases }: EvaluationDeps) {
  async function evaluate(resolved: ResolvedRun, modelPath: string, evaluation: EvalConfig, outDir: string) {
    const task = getTask(resolved.task.id, config.tasks.dirs);
    fs.mkdirSync(outDir, { recursive: true });
    const resultPath = path.join(outDir, 'result.json');
    const argv = taskCommand(task, 'evaluator', config.python, [
      '--model', modelPath,
      '--data', resolved.heldoutDataDir,
      '--out', resultPath,
      '--config', JSON.stringify(evaluation),
    ]);
    const ctx = Context.current();
    let progress: JobEvent | null = null;
    const stop = startHeartbeats(() => ({ progress }));
    const lease = await leases.acquire(`${path.basename(path.dirname(outDir))}/${path.basename(outDir)}`, 1, { signal: ctx.cancellationSignal });
    try {
      const outcome = await runJob({
        argv,
        cwd: task.dir,
        env: {
          ...withoutServiceKeys(config, process.env),
          ...serviceEnv(config, task.manifest.services, process.env),
          A2RL_JUDGE_CACHE_DIR: path.join(config.cacheDir, 'judge'),
          PYTHONPATH: fromRoot('python'),
          PYTHONUNBUFFERED: '1',
          TOKENIZERS_PARALLELISM: 'false',
          ...lease.env(),
        },
        stderrPath: path.join(outDir, 'stderr.log'),
        signal: ctx.cancellationSignal,
        onSpawn: (pid) => lease.setJobPid(pid),
        onEvent: (e) => {
          if (e.event === 'progress') {
            progress = e;
            ctx.heartbeat({ progress });
          }
        },
      });
      if (outcome.cancelled) throw ApplicationFailure.retryable('evaluation cancelled', 'Cancelled');
      if (!outcome.result || outcome.exitCode !== 0) {
        throw ApplicationFailure.retryable(`evaluator failed: ${describeFailure(argv, outcome)}`, 'EvaluatorCrashed');
      }
      const r = outcome.result;
      const summary = (r.accuracy_summary as Record<string, unknown>) ?? {};
      return {
        score: Number(r.score ?? 0),
        error: typeof r.error === 'string' && r.error ? r.error : undefined,
        accuracy_summary: summary,
        eval_seconds: Number(r.eval_seconds ?? 0),
        resultPath,
        ...(typeof summary.judge_model === 'string' ? { judge_model: summary.judge_model } : {}),
      } satisfies EvaluationResult;
    } finally {
      lease.release();
      stop();
    }
  }

  return {
    async evaluateCheckpoint(input: {
      runId: string;
      submissionId: number;
      resolved: ResolvedRun;
      modelPath: string;
      evaluation: EvalConfig;
    }): Promise<EvaluationResult> {
      const outDir = path.join(input.resolved.runDir, 'evaluations', `submission-${input.submissionId}`);
      const attempt = Context.current().info.attempt;
      logger.info({ runId: input.runId, submission: input.submissionId, attempt }, 'evaluating submission');
      return evaluate(input.resolved, input.modelPath, input.evaluation, outDir);
    },

    /** Cached per (task, held-out data, base model, evaluator version, evaluation config). A failure fails the run. */
    async evaluateBaseline(input: { runId: string; resolved: ResolvedRun; evaluation: EvalConfig }): Promise<BaselineResult> {
      const { resolved } = input;
      const task = getTask(resolved.task.id, config.tasks.dirs);
      const services = serviceIdentity(config, task.manifest.services, process.env);
      const keyFields = {
        task: resolved.task.id,
        // The prepared data's version (and local source), so fixture data never serves a real run.
        data: path.basename(path.dirname(resolved.heldoutDataDir)),
        baseModel: resolved.baseModel,
        evaluatorVersion: resolved.task.evaluatorVersion,
        evaluation: sortKeys(input.evaluation),
        // a judged score depends on the judge (and the search tool): a different one is a new baseline
        ...(Object.keys(services).length ? { services } : {}),
      };
      const cacheKey = crypto.createHash('sha256').update(JSON.stringify(keyFields)).digest('hex').slice(0, 24);
      const cacheFile = path.join(layout(config).baselineDir(), `${resolved.task.id}-${cacheKey}.json`);
      if (fs.existsSync(cacheFile)) {
        const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
        logger.info({ runId: input.runId, score: cached.score }, 'baseline from cache');
        const judge = cached.accuracy_summary?.judge_model;
        return { score: cached.score, cached: true, evaluatorVersion: keyFields.evaluatorVersion, cacheKey, eval_seconds: 0, ...(typeof judge === 'string' ? { judge_model: judge } : {}) };
      }
      const outDir = path.join(resolved.runDir, 'evaluations', 'baseline');
      const result = await evaluate(resolved, resolved.modelDir, input.evaluation, outDir);
      if (result.error) {
        throw ApplicationFailure.nonRetryable(`baseline evaluation failed: ${result.error}`, ERROR_TYPES.baselineFailed);
      }
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify({ ...keyFields, score: result.score, accuracy_summary: result.accuracy_summary, at: new Date().toISOString() }, null, 2));
      fs.renameSync(tmp, cacheFile);
      return {
        score: result.score,
        cached: false,
        evaluatorVersion: keyFields.evaluatorVersion,
        cacheKey,
        eval_seconds: result.eval_seconds,
        ...(result.judge_model ? { judge_model: result.judge_model } : {}),
      };
    },
  };
}

function sortKeys(obj: EvalConfig): EvalConfig {
  return Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a.localeCompare(b)));
}
