import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import { JobEventSchema, type JobEvent, type JobEventOf } from '../common/job-protocol';

// Runs one job (a Python process or any command) that speaks the JSON-lines protocol of
// common/job-protocol.ts on stdout. The job gets its own process group, so cancelling kills
// its whole tree; stderr goes to a file in the run's artifacts.

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

export function runJob(opts: JobOptions): Promise<JobOutcome> {
  if (opts.signal?.aborted) return Promise.reject(new JobError('cancelled before start'));
  return new Promise((resolve, reject) => {
    const stderrFile = opts.stderrPath ? fs.openSync(opts.stderrPath, 'a') : null;
    const child = spawn(opts.argv[0], opts.argv.slice(1), {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    if (child.pid) opts.onSpawn?.(child.pid);
    let result: JobEventOf<'result'> | null = null;
    let error: JobEventOf<'error'> | null = null;
    let tail = '';
    let cancelled = false;
    let killTimer: NodeJS.Timeout | undefined;

    const killGroup = (sig: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, sig);
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

    readJobEvents(child.stdout!, (event) => {
      if (event.event === 'result') result = event;
      if (event.event === 'error') error = event;
      opts.onEvent?.(event);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (stderrFile !== null) fs.writeSync(stderrFile, chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.on('error', (err) => {
      opts.signal?.removeEventListener('abort', onAbort);
      if (stderrFile !== null) fs.closeSync(stderrFile);
      reject(new JobError(`cannot start ${opts.argv[0]}: ${err.message}`));
    });
    child.on('close', (exitCode, signal) => {
      opts.signal?.removeEventListener('abort', onAbort);
      clearTimeout(killTimer);
      killGroup('SIGKILL'); // leave nothing of the group behind
      if (stderrFile !== null) fs.closeSync(stderrFile);
      resolve({ exitCode, signal, result, error, stderrTail: tail, cancelled });
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
