import { evaluationDir, partSettings, type EvalConfig, type HeldoutPart } from '../evaluation/parts';
import { ApplicationFailure, Context } from '@temporalio/activity';
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { layout, type Config } from '../common/config';
import type { Logger } from '../common/logger';
import { ERROR_TYPES } from '../common/errors';
import { EngineSchema, UncertaintySchema } from '../common/submission';
import { fromRoot } from '../common/paths';
import type { BaselineResult, EvaluationResult, ResolvedRun } from '../common/types';
import { parseBytes } from '../common/duration';
import { agentFacingError, agentFacingSummary } from '../evaluation/agent-facing';
import {
  attemptsSoFar,
  EVALUATOR_TRIES,
  FAILURES_FILE,
  MAX_LOST_ATTEMPTS,
  recordEvaluatorFailure,
} from '../evaluation/attempts';
import { serviceEnv, serviceIdentity, withoutServiceKeys } from '../evaluation/services';
import type {
  EvaluationSandbox,
  SandboxJob,
  SandboxMount,
  SandboxOptions,
  SandboxOutcome,
} from '../evaluation/sandbox';
import { WarmOutputs, type WarmEvaluators, type WarmRequest } from '../evaluation/warm';
import { runPaths } from '../common/run-paths';
import { startHeartbeats } from './heartbeat';
import { pythonEnvImage } from '../workspace/images';
import { CPU_DEVICE, type GpuLeases, type Lease } from '../gpu/leases';
import { describeFailure, runJob, type JobEvent } from '../jobs/run-job';
import { getTask, stepVersion, taskCommand, type TaskEntry } from '../tasks/registry';

// GPU-queue activities: score a checkpoint with the task's evaluator, in the evaluation sandbox
// (config evaluation.sandbox) or as a local process. Expected failures (a checkpoint that does
// not load) come back as `error` with score 0, as in the reference; an evaluator that crashes is
// an activity failure that Temporal retries. What either says to the agent is a line the harness
// vouches for (evaluation/agent-facing.ts); the evaluator's own output stays in stderr.log.

export interface EvaluationDeps {
  config: Config;
  logger: Logger;
  /** This worker's GPU leases; each evaluation holds one GPU of its own (CUDA_VISIBLE_DEVICES). */
  leases: GpuLeases;
  /** Where evaluators run when config evaluation.sandbox is "docker". */
  sandbox?: EvaluationSandbox;
  /** The runs' warm sandboxes (with `sandbox`, unless config evaluation.warmIdle is 0). */
  warm?: WarmEvaluators;
}

/** The evaluator's log in its evaluation's folder. */
const STDERR_LOG = 'stderr.log';
/** What the worker writes in an evaluation's folder, never its evaluator. */
const WORKER_FILES: ReadonlySet<string> = new Set([STDERR_LOG, FAILURES_FILE]);

/** One evaluation, as each way of running it (locally, in a sandbox of its own, warm) takes it. */
interface EvaluationJob {
  task: TaskEntry;
  resolved: ResolvedRun;
  checkpointDir: string;
  evaluation: EvalConfig;
  /** The evaluation's folder: its result, log and the evaluator's other files. */
  outDir: string;
  onEvent: (e: JobEvent) => void;
}

/** Where an evaluator finds things inside its sandbox. */
const IN = {
  model: '/opt/a2rl/model',
  heldout: '/opt/a2rl/heldout',
  task: '/opt/a2rl/task',
  python: '/opt/a2rl/python',
  venv: '/opt/a2rl/venv',
  out: '/opt/a2rl/out',
  /** A warm sandbox's checkpoints: the run's base model and its snapshots folder. */
  baseModel: '/opt/a2rl/base-model',
  snapshots: '/opt/a2rl/snapshots',
  judgeCache: '/opt/a2rl/judge-cache',
} as const;

/** The interpreter as the sandbox runs it, and what must be mounted for it: a virtualenv and the interpreter it links to. */
async function sandboxPython(
  python: string,
  sandbox: EvaluationSandbox,
): Promise<{ argv0: string; mounts: Array<{ source: string; target: string; readOnly: boolean }> }> {
  const real = fs.realpathSync(python);
  const prefix = path.dirname(path.dirname(real));
  const usr = [{ source: '/usr', target: '/usr', readOnly: true }];
  const interpreter =
    prefix === '/usr' || prefix.startsWith('/usr/') ? [] : [{ source: prefix, target: prefix, readOnly: true }];
  const env = pythonEnvImage(python);
  if (env) {
    const source = await sandbox.readOnlySource(env.name, env.source);
    return {
      argv0: path.posix.join(IN.venv, 'bin', path.basename(python)),
      mounts: [...usr, ...interpreter, { source, target: IN.venv, readOnly: true }],
    };
  }
  return { argv0: real, mounts: [...usr, ...interpreter] };
}

/**
 * The host's JDK under /usr (WebShop's search engine), for a sandbox that has no /etc: its
 * JAVA_HOME, and the /etc folder its configuration links point into (Debian's /etc/java-N-openjdk).
 */
function hostJava(): {
  env: Record<string, string>;
  mounts: Array<{ source: string; target: string; readOnly: boolean }>;
} {
  const java = (process.env.PATH ?? '')
    .split(':')
    .map((dir) => path.join(dir, 'java'))
    .find((p) => fs.existsSync(p));
  if (!java) return { env: {}, mounts: [] };
  const home = path.dirname(path.dirname(fs.realpathSync(java)));
  if (!home.startsWith('/usr/')) return { env: {}, mounts: [] };
  const etc = new Set<string>();
  for (const dir of ['conf', 'conf/security', 'lib/security']) {
    for (const e of fs.existsSync(path.join(home, dir))
      ? fs.readdirSync(path.join(home, dir), { withFileTypes: true })
      : []) {
      if (!e.isSymbolicLink()) continue;
      const target = fs.readlinkSync(path.join(home, dir, e.name));
      const m = /^\/etc\/(java[^/]*)\//.exec(target);
      if (m) etc.add(`/etc/${m[1]}`);
    }
  }
  return {
    env: { JAVA_HOME: home },
    mounts: [...etc].filter((d) => fs.existsSync(d)).map((d) => ({ source: d, target: d, readOnly: true })),
  };
}

/** How an evaluator that left no result ended, in the harness's words. */
function howItEnded(outcome: SandboxOutcome, memory: string | number): string {
  if (outcome.oomKilled) return `was killed for memory (over ${memory})`;
  if (outcome.timedOut) return 'ran out of time';
  if (outcome.signal) return `was killed by ${outcome.signal}`;
  return `exited with code ${outcome.exitCode} without a result`;
}

/** The sandbox is killed a little before the activity's own timeout, so its end has a reason. */
function killBefore(timeoutMs: number): number {
  return timeoutMs - Math.min(30_000, Math.max(1000, timeoutMs * 0.05));
}

function chownIfRoot(p: string, uid: number, gid: number): void {
  if (process.getuid?.() === 0) fs.chownSync(p, uid, gid);
}

const run = promisify(execFile);

export function createEvaluationActivities({ config, logger, leases, sandbox, warm }: EvaluationDeps) {
  // The evaluators' inference packages (vLLM's CPU or CUDA build, transformers, torch), read once.
  let enginePackages: Promise<Record<string, string>> | undefined;
  const installedEngines = () =>
    (enginePackages ??= run(config.python, ['-m', 'a2rl.inference']).then(
      ({ stdout }) => z.record(z.string(), z.string()).parse(JSON.parse(stdout)),
      (err: Error) => {
        enginePackages = undefined;
        throw new Error(`cannot read the evaluators' inference packages with ${config.python}: ${err.message}`);
      },
    ));
  const evalArgs = (model: string, data: string, out: string, evaluation: EvalConfig) => [
    '--model',
    model,
    '--data',
    data,
    '--out',
    out,
    '--config',
    JSON.stringify(evaluation),
  ];

  async function runLocally(
    { task, resolved, checkpointDir, evaluation, outDir, onEvent }: EvaluationJob,
    lease: Lease,
  ): Promise<SandboxOutcome> {
    const outcome = await runJob({
      argv: taskCommand(
        task,
        'evaluator',
        config.python,
        evalArgs(checkpointDir, resolved.heldoutDataDir, path.join(outDir, 'result.json'), evaluation),
      ),
      cwd: task.dir,
      env: {
        ...withoutServiceKeys(config, process.env),
        ...serviceEnv(config, task.manifest.services, process.env),
        A2RL_JUDGE_CACHE_DIR: path.join(config.cacheDir, 'judge'),
        PYTHONUNBUFFERED: '1',
        TOKENIZERS_PARALLELISM: 'false',
        ...lease.env(),
      },
      stderrPath: path.join(outDir, STDERR_LOG),
      signal: Context.current().cancellationSignal,
      onSpawn: (pid) => lease.setJobPid(pid),
      onEvent,
    });
    return { ...outcome, oomKilled: false, timedOut: false };
  }

  /**
   * The sandbox of an evaluation of `resolved`'s run: `argv` runs in it, `models` are its
   * checkpoints' mounts and `out` is mounted where it writes; no GPU yet (`gpus`, from the lease).
   */
  async function sandboxJob(
    sandbox: EvaluationSandbox,
    task: TaskEntry,
    resolved: ResolvedRun,
    argv: (python: string) => string[],
    models: SandboxMount[],
    out: string,
  ): Promise<SandboxJob> {
    const { uid, gid } = config.evaluation;
    const home = path.join(out, '.home');
    fs.mkdirSync(home, { recursive: true });
    for (const p of [out, home]) chownIfRoot(p, uid, gid);
    const services = task.manifest.services;
    const judgeCache = path.join(config.cacheDir, 'judge');
    if (services.length) {
      fs.mkdirSync(judgeCache, { recursive: true });
      chownIfRoot(judgeCache, uid, gid);
    }
    const py = await sandboxPython(config.python, sandbox);
    const java = hostJava();
    return {
      runId: resolved.runId,
      argv: argv(py.argv0),
      env: {
        // In here the package is mounted at IN.python; .venv's editable install names the host's path.
        PYTHONPATH: IN.python,
        PYTHONUNBUFFERED: '1',
        TOKENIZERS_PARALLELISM: 'false',
        HOME: `${IN.out}/.home`,
        USER: 'evaluator',
        HF_HOME: '/tmp/hf',
        HF_HUB_OFFLINE: '1',
        TRANSFORMERS_OFFLINE: '1',
        ...(services.length ? { A2RL_JUDGE_CACHE_DIR: IN.judgeCache } : {}),
        ...java.env,
      },
      mounts: [
        ...py.mounts,
        ...java.mounts,
        ...models,
        { source: resolved.heldoutDataDir, target: IN.heldout, readOnly: true },
        // Named with the evaluator's version too: a new version is scored by its new code at once
        // (an image's content stamp is re-read at most once a minute).
        {
          source: await sandbox.readOnlySource(`task-${task.id}-${stepVersion(task.manifest.evaluator)}`, task.dir),
          target: IN.task,
          readOnly: true,
        },
        { source: await sandbox.readOnlySource('python', fromRoot('python')), target: IN.python, readOnly: true },
        { source: out, target: IN.out, readOnly: false },
        ...(services.length ? [{ source: judgeCache, target: IN.judgeCache, readOnly: false }] : []),
      ],
      workdir: IN.task,
      memory: config.evaluation.memory ?? parseBytes(task.manifest.resources.memory),
      gpus: [],
      services,
    };
  }

  const sandboxOptions = (outDir: string, onEvent: (e: JobEvent) => void, lease?: Lease): SandboxOptions => {
    const ctx = Context.current();
    return {
      stderrPath: path.join(outDir, STDERR_LOG),
      signal: ctx.cancellationSignal,
      timeoutMs: killBefore(ctx.info.startToCloseTimeoutMs || 4 * 3600_000),
      ...(lease ? { onSpawn: (pid: number) => lease.setJobPid(pid) } : {}),
      onEvent,
    };
  };
  const leasedGpus = (lease: Lease) => lease.devices.filter((d) => d !== CPU_DEVICE);

  async function runSandboxed(
    sandbox: EvaluationSandbox,
    { task, resolved, checkpointDir, evaluation, outDir, onEvent }: EvaluationJob,
    lease: Lease,
  ) {
    const job = await sandboxJob(
      sandbox,
      task,
      resolved,
      (python) =>
        taskCommand(
          task,
          'evaluator',
          python,
          evalArgs(IN.model, IN.heldout, `${IN.out}/result.json`, evaluation),
          IN.task,
        ),
      [{ source: checkpointDir, target: IN.model, readOnly: true }],
      outDir,
    );
    return sandbox.run({ ...job, gpus: leasedGpus(lease) }, sandboxOptions(outDir, onEvent, lease));
  }

  /**
   * The evaluation in its run's warm sandbox (evaluation/warm.ts), which mounts the run's base
   * model and snapshots folder, and a scratch folder for the evaluations' outputs; null where it
   * cannot run there (a judged task, an evaluator given as a command, not a Python script or
   * module, a checkpoint outside those folders, or the run's sandbox busy), and then it runs in a
   * sandbox of its own.
   */
  async function runWarm(
    sandbox: EvaluationSandbox,
    warm: WarmEvaluators,
    { task, resolved, checkpointDir, evaluation, outDir, onEvent }: EvaluationJob,
  ): Promise<SandboxOutcome | null> {
    const snapshots = runPaths(resolved.runDir).snapshots;
    const model =
      checkpointDir === resolved.modelDir
        ? IN.baseModel
        : path.dirname(checkpointDir) === snapshots
          ? path.posix.join(IN.snapshots, path.basename(checkpointDir))
          : null;
    const { script, module } = task.manifest.evaluator;
    if (!model || !(script || module) || task.manifest.services.length) return null;
    // The snapshots folder is the gateway's (0700): the sandbox's user may pass through it to a
    // snapshot whose name it is given, never list it.
    fs.mkdirSync(snapshots, { recursive: true, mode: 0o700 });
    fs.chmodSync(snapshots, 0o711);
    const scratch = warmScratch(resolved);
    const outputs = warmOutputs(resolved, outDir);
    const argv = taskCommand(
      task,
      'evaluator',
      'python',
      evalArgs(model, IN.heldout, `${IN.out}/${outputs.name}/result.json`, evaluation),
      IN.task,
    );
    // As taskCommand puts them: [python, script, ...] or [python, -m, module, ...].
    const warmRequest: WarmRequest = script
      ? { script: argv[1]!, argv: argv.slice(2) }
      : { module: module!, argv: argv.slice(3) };
    const job = await sandboxJob(
      sandbox,
      task,
      resolved,
      (python) => [python, '-m', 'a2rl.warm'],
      [
        { source: resolved.modelDir, target: IN.baseModel, readOnly: true },
        { source: snapshots, target: IN.snapshots, readOnly: true },
      ],
      scratch,
    );
    outputs.enter((dir) => chownIfRoot(dir, config.evaluation.uid, config.evaluation.gid));
    try {
      return await warm.evaluate(
        resolved.runId,
        JSON.stringify(job),
        (lease) => ({ ...job, gpus: leasedGpus(lease) }),
        warmRequest,
        sandboxOptions(outDir, onEvent),
      );
    } finally {
      outputs.leave();
    }
  }

  const warmScratch = (resolved: ResolvedRun) => path.join(runPaths(resolved.runDir).state, 'warm-evaluation');
  const warmOutputs = (resolved: ResolvedRun, outDir: string) =>
    new WarmOutputs(warmScratch(resolved), runPaths(resolved.runDir).evaluations, outDir, WORKER_FILES);

  async function evaluate(resolved: ResolvedRun, checkpointDir: string, evaluation: EvalConfig, outDir: string) {
    const task = getTask(resolved.task.id, config.tasks.dirs);
    fs.mkdirSync(outDir, { recursive: true });
    // What an attempt in the warm sandbox left there when its worker was lost, whichever sandbox this one runs in.
    warmOutputs(resolved, outDir).leave();
    const resultPath = path.join(outDir, 'result.json');
    const ctx = Context.current();
    // Given up here when its worker was lost too often; below, when its evaluator failed too often.
    const attemptKey = `${ctx.info.workflowExecution?.runId}/${ctx.info.activityId}`;
    const so = attemptsSoFar(outDir, attemptKey, ctx.info.attempt);
    if (so.lost >= MAX_LOST_ATTEMPTS) {
      throw ApplicationFailure.create({
        nonRetryable: true,
        type: ERROR_TYPES.evaluationLost,
        message: `its worker was lost ${so.lost} times during the evaluation (killed, or out of touch past the heartbeat timeout)`,
      });
    }
    let progress: JobEvent | null = null;
    const stop = startHeartbeats(() => ({ progress }));
    const onEvent = (e: JobEvent) => {
      if (e.event === 'progress') {
        progress = e;
        ctx.heartbeat({ progress });
      }
    };
    const job: EvaluationJob = { task, resolved, checkpointDir, evaluation, outDir, onEvent };
    let lease: Lease | null = null;
    try {
      let outcome = sandbox && warm ? await runWarm(sandbox, warm, job) : null;
      if (!outcome) {
        lease = await leases.acquire(`${path.basename(path.dirname(outDir))}/${path.basename(outDir)}`, 1, {
          signal: ctx.cancellationSignal,
        });
        outcome = sandbox ? await runSandboxed(sandbox, job, lease) : await runLocally(job, lease);
      }
      if (outcome.cancelled) throw ApplicationFailure.retryable('evaluation cancelled', ERROR_TYPES.cancelled);
      if (!outcome.result || outcome.exitCode !== 0) {
        // The operator gets the evaluator's own words; the run (and so the agent) a harness line.
        logger.warn(
          { runId: resolved.runId, outDir, failure: describeFailure(['evaluator', task.id], outcome) },
          'evaluator failed',
        );
        const how = howItEnded(outcome, config.evaluation.memory ?? task.manifest.resources.memory);
        recordEvaluatorFailure(outDir, attemptKey, ctx.info.attempt, how);
        throw ApplicationFailure.create({
          nonRetryable: so.failed + 1 >= EVALUATOR_TRIES,
          type: ERROR_TYPES.evaluatorCrashed,
          message: `the evaluator ${how}; its log is in the run's evaluations folder`,
        });
      }
      const r = outcome.result;
      const summary = agentFacingSummary(r.accuracy_summary, resolved.heldoutDataDir);
      const error = r.error ? agentFacingError(r.error, resolved.heldoutDataDir) : undefined;
      if (error && error !== r.error)
        logger.warn({ runId: resolved.runId, outDir, error: r.error }, 'evaluation error, as the evaluator wrote it');
      return {
        score: r.score,
        error,
        accuracy_summary: summary,
        eval_seconds: r.eval_seconds ?? 0,
        resultPath,
        ...(typeof summary.judge_model === 'string' ? { judge_model: summary.judge_model } : {}),
        ...(r.engine ? { engine: r.engine } : {}),
        ...(r.uncertainty && !error ? { uncertainty: r.uncertainty } : {}),
      } satisfies EvaluationResult;
    } finally {
      lease?.release();
      stop();
    }
  }

  return {
    /**
     * `part`: the sealed part, for the final checkpoint's sealed score (default: what /submit
     * scores); `regrade`: a re-scoring's id (`a2rl regrade`), whose files go apart.
     */
    async evaluateCheckpoint(input: {
      runId: string;
      submissionId: number;
      resolved: ResolvedRun;
      /** The submission's snapshot on this host. */
      snapshot: string;
      /** The snapshot's old name, in evaluations scheduled before it was renamed. */
      modelPath?: string;
      evaluation: EvalConfig;
      part?: HeldoutPart;
      regrade?: string;
    }): Promise<EvaluationResult> {
      const outDir = evaluationDir(
        input.resolved.runDir,
        `submission-${input.submissionId}`,
        input.part,
        input.regrade,
      );
      const attempt = Context.current().info.attempt;
      logger.info(
        { runId: input.runId, submission: input.submissionId, attempt, part: input.part ?? 'feedback' },
        'evaluating submission',
      );
      return evaluate(
        input.resolved,
        input.snapshot ?? input.modelPath!,
        partSettings(input.resolved, input.evaluation, input.part),
        outDir,
      );
    },

    /** Cached per (task, held-out data, base model, evaluator version, evaluation config). A failure fails the run. */
    async evaluateBaseline(input: {
      runId: string;
      resolved: ResolvedRun;
      evaluation: EvalConfig;
      part?: HeldoutPart;
      regrade?: string;
    }): Promise<BaselineResult> {
      const { resolved } = input;
      const evaluation = partSettings(resolved, input.evaluation, input.part);
      const task = getTask(resolved.task.id, config.tasks.dirs);
      const services = serviceIdentity(config, task.manifest.services, process.env);
      const keyFields = {
        task: resolved.task.id,
        // The prepared data's version (and local source), so fixture data never serves a real run.
        data: path.basename(path.dirname(resolved.heldoutDataDir)),
        baseModel: resolved.baseModel,
        evaluatorVersion: resolved.task.evaluatorVersion,
        evaluation: sortKeys(evaluation),
        // the engine that would score it: a score depends on the engine, its build and the device
        engineEnvironment: {
          packages: await installedEngines(),
          device: leases.devices[0] === CPU_DEVICE ? 'cpu' : 'gpu',
        },
        // a judged score depends on the judge (and the search tool): a different one is a new baseline
        ...(Object.keys(services).length ? { services } : {}),
      };
      const cacheKey = crypto.createHash('sha256').update(JSON.stringify(keyFields)).digest('hex').slice(0, 24);
      const cacheFile = path.join(layout(config).baselineDir(), `${resolved.task.id}-${cacheKey}.json`);
      if (fs.existsSync(cacheFile)) {
        const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
        logger.info({ runId: input.runId, score: cached.score }, 'baseline from cache');
        const judge = cached.accuracy_summary?.judge_model;
        const engine = EngineSchema.safeParse(cached.engine);
        const uncertainty = UncertaintySchema.safeParse(cached.uncertainty);
        return {
          score: cached.score,
          cached: true,
          evaluatorVersion: keyFields.evaluatorVersion,
          cacheKey,
          eval_seconds: 0,
          ...(typeof judge === 'string' ? { judge_model: judge } : {}),
          ...(engine.success ? { engine: engine.data } : {}),
          ...(uncertainty.success ? { uncertainty: uncertainty.data } : {}),
        };
      }
      const outDir = evaluationDir(resolved.runDir, 'baseline', input.part, input.regrade);
      const result = await evaluate(resolved, resolved.modelDir, evaluation, outDir);
      if (result.error) {
        throw ApplicationFailure.nonRetryable(
          `baseline evaluation failed: ${result.error}`,
          ERROR_TYPES.baselineFailed,
        );
      }
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      fs.writeFileSync(
        tmp,
        JSON.stringify(
          {
            ...keyFields,
            score: result.score,
            accuracy_summary: result.accuracy_summary,
            engine: result.engine,
            uncertainty: result.uncertainty,
            at: new Date().toISOString(),
          },
          null,
          2,
        ),
      );
      fs.renameSync(tmp, cacheFile);
      return {
        score: result.score,
        cached: false,
        evaluatorVersion: keyFields.evaluatorVersion,
        cacheKey,
        eval_seconds: result.eval_seconds,
        ...(result.judge_model ? { judge_model: result.judge_model } : {}),
        ...(result.engine ? { engine: result.engine } : {}),
        ...(result.uncertainty ? { uncertainty: result.uncertainty } : {}),
      };
    },
  };
}

function sortKeys(obj: EvalConfig): EvalConfig {
  return Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a.localeCompare(b)));
}
