import { LIMIT_STOP_CAUSES } from './run-spec';
import { formatMiB } from './duration';
import type { Verdict } from './report-schema';
import { bestSubmission } from './submission';
import type { RunStatus } from './types';

// How a run ended, in one word and its cause: `completed`, `agent-failed` (the agent's own
// doing: counts on the leaderboard) or `harness-error` (the infrastructure's: listed apart,
// never scored, and resumable). Pure and deterministic: the workflow, the report, the results
// store and the CLI all compute it from the same run state.

export interface RunVerdict {
  verdict: Verdict;
  cause: string;
}

/** What the verdict reads of a run's state. */
export type VerdictInput = Pick<RunStatus, 'error' | 'agent' | 'submissions' | 'llm'> &
  Partial<Pick<RunStatus, 'evaluationFailures' | 'sealed'>>;

/**
 * The verdict, first rule that applies:
 * 1. harness-error: `error` is set (a lost host, failed provisioning or baseline, a failed
 *    agent supervision, a failed report, a cancelled run …), or the data disk fell below its
 *    reserve while the agent ran (`agent.exit.hostDiskLow`);
 * 2. harness-error: an evaluation this execution accepted could not be finished (the
 *    evaluation activity failed after its retries: `evaluationFailures`), unless the same
 *    checkpoint was scored by a later submission, or the sealed score could not be taken
 *    (`sealed.error`). A checkpoint the evaluator rejected (a result with `error`) is the
 *    agent's, and does not count here;
 * 3. the agent's failure, first of: stopped by a limit (token, cost, request, working time);
 *    killed for memory; ended on its own with a nonzero exit code (after the harness's
 *    restarts); no submission scored. With one of these, a provider outage (the gateway's last
 *    LLM call failed upstream: `llm.last_upstream_error`) makes it harness-error instead;
 *    otherwise it is agent-failed;
 * 4. completed: at least one submission scored, and the agent exited 0 or was stopped by the
 *    budget or a stop signal.
 */
export function runVerdict(state: VerdictInput): RunVerdict {
  if (state.error) return { verdict: 'harness-error', cause: state.error };
  const low = state.agent.exit?.hostDiskLow;
  if (low) {
    const free = `${formatMiB(low.freeBytes)} free`;
    return {
      verdict: 'harness-error',
      cause: `the harness's data disk fell below its reserve while the agent ran (${free} at ${low.at}): what the agent wrote then may be lost`,
    };
  }

  const unrepaired = (state.evaluationFailures ?? []).filter((f) => {
    const failed = state.submissions.find((s) => s.submission_id === f.submission_id);
    return !state.submissions.some(
      (s) =>
        s.submission_id > f.submission_id &&
        s.status === 'scored' &&
        failed !== undefined &&
        s.digest === failed.digest,
    );
  });
  if (unrepaired.length) {
    const [first] = unrepaired;
    const more = unrepaired.length > 1 ? ` (and ${unrepaired.length - 1} more)` : '';
    return {
      verdict: 'harness-error',
      cause: `the evaluation of submission ${first.submission_id} could not be finished: ${first.error}${more}`,
    };
  }

  if (state.sealed?.error) return { verdict: 'harness-error', cause: state.sealed.error };

  const failure = agentFailure(state);
  if (failure) {
    const outage = state.llm?.last_upstream_error;
    if (outage)
      return {
        verdict: 'harness-error',
        cause: `provider outage: the agent's last LLM call failed upstream (${outage}); ${failure}`,
      };
    return { verdict: 'agent-failed', cause: failure };
  }
  const best = bestSubmission(state.submissions);
  const how = state.agent.stoppedBy
    ? `stopped by ${state.agent.stoppedBy}`
    : state.agent.status === 'skipped'
      ? 'the agent did not run in this execution'
      : 'the agent exited 0';
  return { verdict: 'completed', cause: `${how}; best score ${best?.score} (submission ${best?.submission_id})` };
}

/** The agent's own failure, or null. */
function agentFailure(state: VerdictInput): string | null {
  const { stoppedBy, exit, status } = state.agent;
  if (stoppedBy && (LIMIT_STOP_CAUSES as readonly string[]).includes(stoppedBy))
    return `the agent was stopped by its ${stoppedBy}`;
  if (exit?.oomKilled) return 'the agent was killed for memory';
  if (!stoppedBy && exit && exit.exitCode !== 0) {
    const restarts = exit.restarts ? ` after ${exit.restarts} restart(s)` : '';
    return `the agent crashed: exit code ${exit.exitCode ?? 'none (killed by a signal)'}${restarts}${exit.error ? ` (${exit.error})` : ''}`;
  }
  if (!bestSubmission(state.submissions)) {
    if (status === 'skipped' && state.submissions.length === 0)
      return 'no submission scored: the agent did not run (stopped before it started, or no budget left)';
    if (state.submissions.length === 0) return 'no submission scored: the agent submitted nothing';
    return `no submission scored: ${state.submissions.length} submission(s), none scored`;
  }
  return null;
}

/**
 * The verdict of a run's outcome; one recorded before verdicts existed (no `verdict`) gets the
 * nearest: failed (its `error`) is harness-error, done without a scored submission agent-failed,
 * done with one completed.
 */
export function outcomeVerdict(o: {
  verdict?: Verdict | null;
  verdictCause?: string | null;
  phase: string;
  best: number | null;
  error: string | null;
}): RunVerdict {
  if (o.verdict) return { verdict: o.verdict, cause: o.verdictCause ?? '' };
  if (o.phase !== 'done') return { verdict: 'harness-error', cause: o.error ?? `the run ended in phase ${o.phase}` };
  if (o.best === null) return { verdict: 'agent-failed', cause: 'no submission scored' };
  return { verdict: 'completed', cause: `best score ${o.best}` };
}

/** The command that continues a run the harness failed. */
export function resumeCommand(runId: string): string {
  return `a2rl resume ${runId}`;
}
