import fs from 'node:fs';
import path from 'node:path';

// An evaluation's attempts end in one of two ways that mean different things: its evaluator
// failed (it crashed, ran out of time or memory, or left no result: the checkpoint's or the
// evaluator's doing, so few tries), or its worker was lost mid-way (killed, restarted, out of
// touch past the heartbeat timeout: the harness's doing, never the checkpoint's, so many more).
// Temporal counts both alike, so the activity counts them itself: each failure of the evaluator
// is a line in the evaluation's folder, and every other earlier attempt was lost.

/** Tries an evaluator gets before its failure is the evaluation's result. */
export const EVALUATOR_TRIES = 3;
/** Attempts an evaluation may lose to its worker before the harness gives up on it. */
export const MAX_LOST_ATTEMPTS = 10;

/** The evaluation folder's record of its evaluator's failures. */
export const FAILURES_FILE = 'evaluator-failures.jsonl';

export interface AttemptsSoFar {
  /** Earlier attempts of this activity whose evaluator failed. */
  failed: number;
  /** Earlier attempts of this activity that ended otherwise: lost with their worker. */
  lost: number;
}

/** `key`: this activity's execution (its workflow run and activity id); `attempt`: this attempt's number, from 1. */
export function attemptsSoFar(outDir: string, key: string, attempt: number): AttemptsSoFar {
  let failed = 0;
  try {
    for (const line of fs.readFileSync(path.join(outDir, FAILURES_FILE), 'utf8').split('\n')) {
      try {
        if ((JSON.parse(line) as { key?: string }).key === key) failed++;
      } catch {
        /* blank or torn line */
      }
    }
  } catch {
    /* no failure yet */
  }
  failed = Math.min(failed, attempt - 1);
  return { failed, lost: attempt - 1 - failed };
}

/** Records that this attempt's evaluator failed. */
export function recordEvaluatorFailure(outDir: string, key: string, attempt: number, how: string): void {
  fs.appendFileSync(
    path.join(outDir, FAILURES_FILE),
    JSON.stringify({ key, attempt, how, at: new Date().toISOString() }) + '\n',
  );
}
