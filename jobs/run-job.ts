import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { JobEventSchema, type JobEvent, type JobEventOf } from '../common/job-protocol';
import { fromRoot } from '../common/paths';

// Runs one job (a Python process or any command) that speaks the JSON-lines protocol of
// common/job-protocol.ts on stdout, spawned by the process's job launcher. The job gets its own
// process group, so cancelling kills its whole tree; stderr goes to a file in the run's artifacts.

export type { JobEvent };

export interface JobOptions {
  argv: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  stderrPath?: string;
  signal?: AbortSignal;
  onEvent?: (event: JobEvent) => void;
  /** Called with the job's pid (its process-group id) once it runs. */
  onSpawn?: (pid: number) => void;
  /** SIGTERM → SIGKILL delay on cancellation. */
  killGraceMs?: number;
}

export interface JobOutcome {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** The last `result` event, if the job wrote one. */
  result: JobEventOf<'result'> | null;
  /** The last `error` event, if any. */
  error: JobEventOf<'error'> | null;
  stderrTail: string;
  cancelled: boolean;
}

export class JobError extends Error {}

/** A job as the launcher reports it: its pid once it runs, its output, and how it ended. */
interface LaunchedJob {
  stdout: PassThrough;
  stderr: PassThrough;
  onPid(pid: number): void;
  /** It could not start, or the launcher went while it ran. */
  onError(message: string): void;
  /** It ended; called once its output has been read. */
  onExit(code: number | null, signal: NodeJS.Signals | null): void;
}

type LauncherMessage =
  | { id: number; pid: number }
  | { id: number; stream: 'stdout' | 'stderr'; data: string }
  | { id: number; error: string }
  | { id: number; exit: [number | null, NodeJS.Signals | null] };

/**
 * This process's job launcher (jobs/launcher.cjs), forked at first use: jobs are
 * spawned from a small process instead of the worker, whose page tables each fork would copy.
 * It keeps this process alive only while a job runs.
 */
class JobLauncher {
  private child: ChildProcess | null = null;
  private readonly jobs = new Map<number, LaunchedJob>();
  private nextId = 1;

  launch(argv: string[], cwd: string | undefined, env: NodeJS.ProcessEnv, job: LaunchedJob): void {
    const id = this.nextId++;
    this.jobs.set(id, job);
    const child = this.process();
    child.channel?.ref();
    child.send({ id, argv, cwd, env });
  }

  private process(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(fromRoot('jobs', 'launcher.cjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [],
    });
    child.unref();
    child.on('message', (m: LauncherMessage) => this.deliver(m));
    child.on('exit', () => {
      if (this.child === child) this.child = null;
      for (const job of this.jobs.values()) job.onError('the job launcher exited while the job ran');
      this.jobs.clear();
    });
    this.child = child;
    return child;
  }

  private deliver(m: LauncherMessage): void {
    const job = this.jobs.get(m.id);
    if (!job) return;
    if ('pid' in m) job.onPid(m.pid);
    else if ('stream' in m) job[m.stream].write(Buffer.from(m.data, 'base64'));
    else {
      this.jobs.delete(m.id);
      if (this.jobs.size === 0) this.child?.channel?.unref();
      if ('error' in m) job.onError(m.error);
      else job.onExit(...m.exit);
    }
  }
}

const launcher = new JobLauncher();

export function runJob(opts: JobOptions): Promise<JobOutcome> {
  if (opts.signal?.aborted) return Promise.reject(new JobError('cancelled before start'));
  return new Promise((resolve, reject) => {
    const stderrFile = opts.stderrPath ? fs.openSync(opts.stderrPath, 'a') : null;
    let pid: number | null = null;
    let result: JobEventOf<'result'> | null = null;
    let error: JobEventOf<'error'> | null = null;
    let tail = '';
    let cancelled = false;
    let killTimer: NodeJS.Timeout | undefined;

    const killGroup = (sig: NodeJS.Signals) => {
      try {
        if (pid) process.kill(-pid, sig);
      } catch {
        /* already gone */
      }
    };
    const onAbort = () => {
      cancelled = true;
      killGroup('SIGTERM');
      killTimer = setTimeout(() => killGroup('SIGKILL'), opts.killGraceMs ?? 5000);
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      opts.signal?.removeEventListener('abort', onAbort);
      clearTimeout(killTimer);
      killGroup('SIGKILL'); // leave nothing of the group behind
      if (stderrFile !== null) fs.closeSync(stderrFile);
    };

    const stdout = new PassThrough();
    const stderr = new PassThrough();
    readJobEvents(stdout, (event) => {
      if (event.event === 'result') result = event;
      if (event.event === 'error') error = event;
      opts.onEvent?.(event);
    });
    stderr.on('data', (chunk: Buffer) => {
      if (stderrFile !== null) fs.writeSync(stderrFile, chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    launcher.launch(opts.argv, opts.cwd, opts.env ?? process.env, {
      stdout,
      stderr,
      onPid: (p) => {
        pid = p;
        opts.onSpawn?.(p);
        if (cancelled) killGroup('SIGTERM'); // cancelled while it started (its SIGKILL timer runs)
      },
      onError: (message) => {
        settle();
        reject(new JobError(pid ? `${opts.argv[0]}: ${message}` : `cannot start ${opts.argv[0]}: ${message}`));
      },
      onExit: (exitCode, signal) => {
        // Its last line is read (the streams' ends) before the outcome.
        stdout.end();
        stderr.end();
        void Promise.all([finished(stdout), finished(stderr)]).then(() => {
          settle();
          resolve({ exitCode, signal, result, error, stderrTail: tail, cancelled });
        });
      },
    });
  });
}

/** Calls `onEvent` with each protocol event of a job's stdout. Other lines, and events that do not
 * match the protocol, are not events: a result with no number in `score` is no result, and the job
 * then ends "without a result". */
export function readJobEvents(stdout: NodeJS.ReadableStream, onEvent: (event: JobEvent) => void): void {
  readline.createInterface({ input: stdout }).on('line', (line) => {
    const trimmed = line.trim();
    if (!trimmed.startsWith('{')) return;
    let raw: unknown;
    try {
      raw = JSON.parse(trimmed);
    } catch {
      return;
    }
    const event = JobEventSchema.safeParse(raw);
    if (event.success) onEvent(event.data);
  });
}

/** A one-line reason for a job that ended without a result. */
export function describeFailure(argv: string[], outcome: JobOutcome): string {
  const how = outcome.signal ? `was killed by ${outcome.signal}` : `exited with code ${outcome.exitCode}`;
  const msg = outcome.error?.message ? `: ${outcome.error.message}` : '';
  const lastLines = outcome.stderrTail.trim().split('\n').slice(-5).join('\n');
  return `${argv.slice(0, 3).join(' ')} ${how}${msg}${lastLines && !msg ? `\n${lastLines}` : ''}`;
}
