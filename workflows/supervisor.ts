import { CancellationScope, condition, log } from '@temporalio/workflow';
import { workingSeconds } from '../common/clocks';
import type { RunStatus, StopCause } from '../common/types';

/** How one kind of agent is run and stopped; `supervise` does the rest. */
export interface SupervisedAgent {
  /** Runs the agent to its end, in the supervisor's cancellation scope, and records how it ended. */
  run(): Promise<void>;
  /** Records a `run` that threw (a cancellation after a stop included). */
  failed(err: unknown): void;
  /**
   * Stops it once the budget ends or a stop arrives. `cancel` cancels the scope `run` runs in;
   * `finished` says whether `run` has ended. The supervisor then waits for `run` to end.
   */
  stop(by: StopCause, control: { cancel(): void; finished(): boolean }): Promise<void>;
}

/**
 * One supervisor for every agent (CLI agents and reference pipelines): submissions are open while
 * the agent runs, until it ends, the budget's durable timer fires, a limit is reached (its LLM
 * spend, seen by the gateway, or its working time) or a stop signal arrives; then the agent is
 * stopped, and the run goes on only once it has ended.
 */
export async function supervise(state: RunStatus, agent: SupervisedAgent): Promise<void> {
  const started = Date.now();
  state.meta.start_time = Math.floor(started / 1000);
  const budgetMs = state.meta.timeout_s * 1000;
  state.agent.status = 'running';
  state.submissionsOpen = true;
  let finished = false;
  const scope = new CancellationScope();
  void scope
    .run(() => agent.run())
    .catch((err) => agent.failed(err))
    .finally(() => (finished = true));

  const remaining = () => Math.max(0, started + budgetMs - Date.now());
  const stopPending = () => finished || state.stopRequested !== null || state.limitReached !== null;
  const workLimit = state.meta.working_limit_s;
  const workLeftMs = () =>
    workLimit === null ? Infinity : (workLimit - workingSeconds(state.meta, Date.now() / 1000)) * 1000;
  if (workLimit === null) {
    await condition(stopPending, remaining());
  } else {
    // The working clock pauses and resumes: the timer is set again at each change.
    for (;;) {
      const pausedSince = state.meta.paused_since;
      const pausedS = state.meta.paused_s;
      const left = Math.min(remaining(), pausedSince === null ? workLeftMs() : Infinity);
      if (left <= 0) break;
      await condition(
        () => stopPending() || state.meta.paused_since !== pausedSince || state.meta.paused_s !== pausedS,
        Math.ceil(left),
      );
      if (stopPending() || remaining() <= 0 || workLeftMs() <= 0) break;
    }
  }
  state.submissionsOpen = false;
  if (finished) return;
  const by: StopCause = state.stopRequested
    ? 'stop-signal'
    : (state.limitReached?.stop ?? (workLeftMs() <= 0 ? 'working-time-limit' : 'budget'));
  state.agent.stoppedBy = by;
  log.info('stopping the agent', { by });
  await agent.stop(by, { cancel: () => scope.cancel(), finished: () => finished });
  await condition(() => finished);
}
