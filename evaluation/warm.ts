import fs from 'node:fs';
import path from 'node:path';
import type { JobEventOf } from '../common/job-protocol';
import type { Logger } from '../common/logger';
import type { GpuLeases, Lease } from '../gpu/leases';
import { readJobEvents, type JobEvent } from '../jobs/run-job';
import type { EvaluationSandbox, SandboxJob, SandboxOptions, SandboxOutcome, StartedSandbox } from './sandbox';

// One evaluation engine per run, kept warm in its sandbox on this GPU worker across the run's
// evaluations: the sandbox runs `python -m a2rl.warm`, each evaluation is a request on its stdin,
// and a checkpoint with the engine's architecture, tokenizer and settings has its weights loaded
// into the engine instead of a new engine started (python/a2rl/warm.py decides). Nothing is
// shared between runs: each run has a sandbox of its own, with the walls of a one-off evaluation.
// A warm sandbox holds its GPU lease between evaluations, and gives it back (and goes) when its
// run has ended, when it has waited `idleMs` for the run's next evaluation, when another job of
// this worker waits for a device, when an evaluation in it fails, times out or is cancelled, and
// when the worker stops.

/**
 * The tether of a warm sandbox: requests go through a FIFO to the evaluator process, and when the
 * worker's end of stdin closes (even by SIGKILL), everything in the container is killed. The
 * process reading the requests is the container's main one, so the container ends with it.
 * (A background job of a non-interactive shell reads /dev/null unless told otherwise: fd 3.)
 */
const WARM_TETHER = [
  'sh',
  '-c',
  'exec 3<&0; mkfifo /tmp/a2rl-requests && { (cat <&3 > /tmp/a2rl-requests; kill -KILL -1) & exec "$@" < /tmp/a2rl-requests 3<&-; }',
  'a2rl-evaluator',
];

/** An evaluation as a warm sandbox takes it: an evaluator script or module, and its command line. */
export type WarmRequest = ({ script: string } | { module: string }) & { argv: string[] };

interface Pending {
  result: JobEventOf<'result'> | null;
  error: JobEventOf<'error'> | null;
  onEvent?: (event: JobEvent) => void;
  done: (outcome: { exitCode: number; oomKilled: boolean }) => void;
}

/** One run's sandbox serving its evaluations one at a time. */
class WarmSandbox {
  busy = false;
  private dead = false;
  private pending: Pending | null = null;
  /** When its last evaluation ended. */
  idleSince = Date.now();

  constructor(
    readonly key: string,
    private readonly started: StartedSandbox,
    readonly lease: Lease,
    private readonly onExit: () => void,
  ) {
    readJobEvents(started.stdout, (event) => {
      const p = this.pending;
      if (!p) return;
      if (event.event === 'result') p.result = event;
      if (event.event === 'error') p.error = event;
      if (event.event === 'idle') p.done({ exitCode: 0, oomKilled: false });
      else p.onEvent?.(event);
    });
    void started.exited
      .catch(() => ({ exitCode: -1, oomKilled: false })) // the engine lost track of it
      .then((exit) => {
        this.dead = true;
        this.pending?.done(exit);
        this.onExit();
      });
  }

  get alive(): boolean {
    return !this.dead;
  }

  /** One evaluation: its events, and its outcome at the `idle` that follows its result. */
  async evaluate(request: WarmRequest, opts: SandboxOptions): Promise<SandboxOutcome> {
    this.busy = true;
    let timedOut = false;
    let cancelled = false;
    const onAbort = () => {
      cancelled = true;
      void this.started.kill();
    };
    const timer = setTimeout(() => {
      timedOut = true;
      void this.started.kill();
    }, opts.timeoutMs);
    opts.signal.addEventListener('abort', onAbort, { once: true });
    try {
      this.started.setStderrPath(opts.stderrPath);
      const pending: Pending = { result: null, error: null, onEvent: opts.onEvent, done: () => undefined };
      const ended = new Promise<{ exitCode: number; oomKilled: boolean }>((resolve) => (pending.done = resolve));
      this.pending = pending;
      if (this.dead) pending.done({ exitCode: -1, oomKilled: false });
      else this.started.write(`${JSON.stringify(request)}\n`);
      if (opts.signal.aborted) onAbort();
      const { exitCode, oomKilled } = await ended;
      return {
        exitCode,
        signal: null,
        result: timedOut ? null : pending.result,
        error: pending.error,
        stderrTail: this.started.stderrTail(),
        cancelled,
        oomKilled,
        timedOut,
      };
    } finally {
      this.pending = null;
      this.busy = false;
      this.idleSince = Date.now();
      clearTimeout(timer);
      opts.signal.removeEventListener('abort', onAbort);
    }
  }

  private closing: Promise<void> | null = null;

  /** Removes the container, then gives its lease back (once, however often it is called). */
  close(): Promise<void> {
    this.dead = true;
    this.closing ??= this.started.remove().then(() => this.lease.release());
    return this.closing;
  }
}

/** The warm sandboxes of this worker's runs, at most one per run. */
export class WarmEvaluators {
  private readonly byRun = new Map<string, WarmSandbox>();
  private readonly sweeper: NodeJS.Timeout;

  /** `runEnded`: whether a run's workflow is closed (its warm sandbox then goes at the next sweep). */
  constructor(
    private readonly sandbox: EvaluationSandbox,
    private readonly leases: GpuLeases,
    private readonly logger: Logger,
    private readonly idleMs: number,
    private readonly runEnded: (runId: string) => Promise<boolean>,
    sweepMs = Math.min(idleMs, 15_000),
  ) {
    // A job of this worker waiting for a device takes it from an idle warm sandbox.
    leases.onShortage(() => {
      for (const [runId, warm] of this.byRun) if (!warm.busy) void this.closeRun(runId, 'a job waits for its device');
    });
    this.sweeper = setInterval(() => void this.sweep(), sweepMs);
    this.sweeper.unref();
  }

  /** Closes the idle sandboxes that waited `idleMs`, or whose run has ended. */
  private async sweep(): Promise<void> {
    for (const [runId, warm] of [...this.byRun]) {
      if (warm.busy) continue;
      if (Date.now() - warm.idleSince >= this.idleMs) await this.closeRun(runId, 'idle', warm);
      else if (await this.runEnded(runId).catch(() => false)) await this.closeRun(runId, 'its run ended', warm);
    }
  }

  /**
   * Runs one evaluation of `runId` in the run's warm sandbox, started (with its own lease) when the
   * run has none or has one whose sandbox differs (`key`: mounts, environment, limits); null when
   * the run's sandbox is busy with another of its evaluations (the caller then runs this one in a
   * sandbox of its own).
   */
  async evaluate(
    runId: string,
    key: string,
    job: (lease: Lease) => SandboxJob,
    request: WarmRequest,
    opts: SandboxOptions,
  ): Promise<SandboxOutcome | null> {
    let warm = this.byRun.get(runId);
    if (warm?.busy) return null;
    if (warm && (warm.key !== key || !warm.alive)) {
      await this.closeRun(runId, 'its sandbox changed');
      warm = undefined;
    }
    if (!warm) {
      const lease = await this.leases.acquire(`warm/${runId}`, 1, { signal: opts.signal });
      // Another evaluation of the run may have started one while this waited for the device.
      const other = this.byRun.get(runId);
      if (other) {
        lease.release();
        return other.busy || other.key !== key ? null : this.evaluate(runId, key, job, request, opts);
      }
      try {
        const started = await this.sandbox.start(job(lease), WARM_TETHER, {
          signal: opts.signal,
          stderrPath: opts.stderrPath,
          onSpawn: (pid) => lease.setJobPid(pid),
        });
        warm = new WarmSandbox(key, started, lease, () => void this.closeRun(runId, 'it exited', warm));
      } catch (err) {
        lease.release();
        throw err;
      }
      this.byRun.set(runId, warm);
      this.logger.info({ runId }, 'warm evaluation sandbox started');
    }
    const outcome = await warm.evaluate(request, opts);
    if (outcome.exitCode !== 0 || !outcome.result || !warm.alive)
      await this.closeRun(runId, 'an evaluation failed', warm);
    return outcome;
  }

  /** Closes the run's warm sandbox (`which`, where given: never one started after it). */
  private async closeRun(runId: string, why: string, which?: WarmSandbox): Promise<void> {
    const warm = which ?? this.byRun.get(runId);
    if (!warm) return;
    if (this.byRun.get(runId) === warm) {
      this.byRun.delete(runId);
      this.logger.info({ runId, why }, 'warm evaluation sandbox closed');
    }
    await warm.close();
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.byRun.keys()].map((runId) => this.closeRun(runId, 'the worker stops')));
  }
}

/**
 * The out folder of one evaluation in its run's warm sandbox: `<scratch>/<its folder's path under
 * the run's evaluations folder>`, the same for each attempt, so that an attempt whose worker was
 * lost leaves its outputs where the next attempt finds them. It holds the evaluation folder's files
 * while the evaluator runs, as the evaluation folder is a one-off sandbox's out folder (what earlier
 * attempts wrote included), except those its worker writes (the evaluator may never replace them).
 */
export class WarmOutputs {
  readonly name: string;
  private readonly dir: string;

  constructor(
    scratch: string,
    evaluations: string,
    private readonly outDir: string,
    private readonly workerFiles: ReadonlySet<string>,
  ) {
    this.name = path.relative(evaluations, outDir).split(path.sep).join('--');
    this.dir = path.join(scratch, this.name);
  }

  /** Moves the evaluation folder's files in (after those a lost attempt left there go back). */
  enter(owner: (dir: string) => void): void {
    this.leave();
    fs.mkdirSync(this.dir);
    owner(this.dir);
    for (const name of this.evaluatorFiles(this.outDir))
      fs.renameSync(path.join(this.outDir, name), path.join(this.dir, name));
  }

  /** Moves the evaluator's files back into the evaluation folder (nothing when not entered). */
  leave(): void {
    if (!fs.existsSync(this.dir)) return;
    for (const name of this.evaluatorFiles(this.dir)) {
      const target = path.join(this.outDir, name);
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(path.join(this.dir, name), target);
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private evaluatorFiles(dir: string): string[] {
    return fs.readdirSync(dir).filter((name) => !this.workerFiles.has(name));
  }
}
