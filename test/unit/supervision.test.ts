import {
  keepEndpointOpen,
  restartAfterExit,
  RESTART_MIN_BUDGET_S,
  watchDisks,
  type AgentExitFacts,
} from '../../run/supervision';

// runAgent's rules (run/supervision.ts): when an agent starts again after an exit, and its two
// timers (the endpoint's renewal, the disks' watch), driven by Jest's fake clock.

describe('restartAfterExit', () => {
  const died: AgentExitFacts = {
    recorded: null,
    stoppedBy: null,
    exitCode: 1,
    canResume: true,
    restarts: 0,
    maxRestarts: 2,
    budgetLeft: 600,
  };

  test('an agent that died on its own, can resume, has restarts and time left starts again', () => {
    expect(restartAfterExit(died)).toBe(true);
    expect(restartAfterExit({ ...died, exitCode: null })).toBe(true); // exit status unknown: counted as a death
  });

  test('no restart after a clean exit, a stop, without a launch plan, past its restarts or near its budget', () => {
    expect(restartAfterExit({ ...died, exitCode: 0 })).toBe(false);
    expect(restartAfterExit({ ...died, stoppedBy: 'budget' })).toBe(false);
    expect(restartAfterExit({ ...died, canResume: false })).toBe(false);
    expect(restartAfterExit({ ...died, restarts: 2 })).toBe(false);
    expect(restartAfterExit({ ...died, budgetLeft: RESTART_MIN_BUDGET_S })).toBe(false);
  });

  test('a decision recorded before a worker died stands, unless the agent was stopped since', () => {
    expect(restartAfterExit({ ...died, exitCode: 0, recorded: { restarting: true } })).toBe(true);
    expect(restartAfterExit({ ...died, recorded: { restarting: false } })).toBe(false);
    expect(restartAfterExit({ ...died, recorded: { restarting: true }, stoppedBy: 'stop-signal' })).toBe(false);
  });
});

describe('timers', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  test('the endpoint is renewed on its period; a reopening reports the outage since the last renewal that found it open', async () => {
    const answers = [false, true, false];
    const open = jest.fn(async () => answers.shift() ?? false);
    const outages: number[] = [];
    const stop = keepEndpointOpen(
      open,
      async (since) => void outages.push(since),
      () => undefined,
      1000,
    );
    await jest.advanceTimersByTimeAsync(1000); // open: nothing lost
    await jest.advanceTimersByTimeAsync(1000); // reopened: lost since the renewal at 1001 s
    await jest.advanceTimersByTimeAsync(1000);
    expect(open).toHaveBeenCalledTimes(3);
    expect(outages).toEqual([1_001_000]);
    stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(open).toHaveBeenCalledTimes(3);
  });

  test('a failed renewal is reported and the next one still runs', async () => {
    const open = jest.fn().mockRejectedValueOnce(new Error('gateway process down')).mockResolvedValue(false);
    const errors: string[] = [];
    const stop = keepEndpointOpen(
      open,
      async () => undefined,
      (err) => void errors.push(err.message),
      1000,
    );
    await jest.advanceTimersByTimeAsync(2000);
    stop();
    expect(errors).toEqual(['gateway process down']);
    expect(open).toHaveBeenCalledTimes(2);
  });

  test('the disks: a read-only workspace at every check, a low data disk once, a failed probe reported', async () => {
    let free = 10_000;
    let readOnly = false;
    const seen: string[] = [];
    const on = {
      readOnly: () => void seen.push('read-only'),
      low: (bytes: number) => void seen.push(`low ${bytes}`),
      error: (err: Error) => void seen.push(err.message),
    };
    const probes = {
      workspaceReadOnly: () => readOnly,
      freeBytes: () =>
        free < 0
          ? (() => {
              throw new Error('statfs failed');
            })()
          : free,
      reserve: 5000,
    };
    const stop = watchDisks(probes, on, false, 1000);
    await jest.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([]);
    free = -1;
    await jest.advanceTimersByTimeAsync(1000);
    free = 4000;
    await jest.advanceTimersByTimeAsync(1000);
    free = 3000;
    readOnly = true;
    await jest.advanceTimersByTimeAsync(2000);
    stop();
    expect(seen).toEqual(['statfs failed', 'low 4000', 'read-only', 'read-only']);
  });

  test('a disk found low by an earlier attempt is not reported again', async () => {
    const low = jest.fn();
    const stop = watchDisks(
      { workspaceReadOnly: () => false, freeBytes: () => 0, reserve: 5000 },
      { readOnly: () => undefined, low, error: () => undefined },
      true,
      1000,
    );
    await jest.advanceTimersByTimeAsync(3000);
    stop();
    expect(low).not.toHaveBeenCalled();
  });
});
