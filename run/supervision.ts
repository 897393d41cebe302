import type { StopCause } from '../common/types';

// The rules runAgent supervises an agent by, as small functions: when an exit is followed by a
// restart, keeping the run's endpoint open, and watching the disks. Each timer returns its stop.

/** Restarts only with at least this much of the budget left. */
export const RESTART_MIN_BUDGET_S = 60;

export interface AgentExitFacts {
  /** The decision a worker recorded for this exit before it died, if one did. */
  recorded: { restarting: boolean } | null;
  /** Who stopped the agent (null: it ended on its own). */
  stoppedBy: StopCause | null;
  /** null: the exit status is unknown (counted as a death). */
  exitCode: number | null;
  /** The stack can resume its session (its manifest has a launch plan). */
  canResume: boolean;
  restarts: number;
  maxRestarts: number;
  /** Seconds of the agent's wall-clock budget left (common/clocks.ts budgetLeft). */
  budgetLeft: number;
}

/**
 * Whether the agent starts again after this exit: only after it died on its own, for a stack that
 * can resume, within its restarts and with time left. A decision already recorded stands, unless
 * someone stopped the agent since.
 */
export function restartAfterExit(f: AgentExitFacts): boolean {
  if (f.recorded) return f.recorded.restarting && !f.stoppedBy;
  return (
    !f.stoppedBy && f.exitCode !== 0 && f.canResume && f.restarts < f.maxRestarts && f.budgetLeft > RESTART_MIN_BUDGET_S
  );
}

/** How often a supervising worker renews its run's endpoint (and starts the gateway process again if it died). */
export const ENDPOINT_RENEW_MS = 10_000;

/**
 * Renews the run's endpoint every `everyMs`. `open` resolves true when it had to open the endpoint
 * again (the gateway process had lost it): the agent had no endpoint from the last renewal that
 * found it open, which `onOutage` is told (that time, epoch ms).
 */
export function keepEndpointOpen(
  open: () => Promise<boolean>,
  onOutage: (since: number) => Promise<void>,
  onError: (err: Error) => void,
  everyMs = ENDPOINT_RENEW_MS,
): () => void {
  let renewed = Date.now();
  const timer = setInterval(() => {
    const asked = Date.now();
    open()
      .then(async (reopened) => {
        if (reopened) await onOutage(renewed);
        renewed = asked;
      })
      .catch(onError);
  }, everyMs);
  return () => clearInterval(timer);
}

/** How often the data disk's free space and the workspace's filesystem are checked while an agent runs. */
export const DISK_CHECK_MS = 2000;

export interface DiskProbes {
  /** The workspace's filesystem stopped on an error (mounted read-only): the agent cannot go on. */
  workspaceReadOnly: () => boolean;
  /** Free bytes of the data disk. */
  freeBytes: () => number;
  /** Bytes the data disk keeps free for the harness. */
  reserve: number;
}

/**
 * Watches the disks while the agent runs: `onReadOnly` at every check that finds the workspace
 * read-only, `onLow` once, at the first check that finds the data disk below its reserve (a full
 * disk under the workspace's sparse image loses the agent's writes without an error inside).
 */
export function watchDisks(
  probes: DiskProbes,
  on: { readOnly: () => void; low: (freeBytes: number) => void; error: (err: Error) => void },
  lowAlready = false,
  everyMs = DISK_CHECK_MS,
): () => void {
  let low = lowAlready;
  const timer = setInterval(() => {
    if (probes.workspaceReadOnly()) on.readOnly();
    if (low) return;
    try {
      const free = probes.freeBytes();
      if (free >= probes.reserve) return;
      low = true;
      on.low(free);
    } catch (err) {
      on.error(err as Error);
    }
  }, everyMs);
  return () => clearInterval(timer);
}
