import { ApplicationFailure, Context } from '@temporalio/activity';
import type { Config } from '../common/config';
import type { Logger } from '../common/logger';
import type { RunSpec } from '../common/run-spec';
import type { AgentExit, ResolvedRun, RunMeta, WorkspaceRef } from '../common/types';
import type { GatewayRegistry } from '../gateway/server';
import path from 'node:path';
import { CodeHistory } from './code-history';
import { startHeartbeats } from './heartbeat';
import type { Backends } from './workspace';
import { hostPaths, writeRunMetaFile } from './workspace/layout';

export interface AgentDeps {
  config: Config;
  logger: Logger;
  backends: Backends;
  gateway: GatewayRegistry;
}

interface AgentBeat {
  reattached: number;
  running: boolean;
}

// Start and supervise the agent, and serve the run's grading endpoint while it runs. A retry
// of runAgent (the host worker died) finds the agent by its container or pid file and
// re-attaches; it never starts a second agent.
export function createAgentActivities({ config, logger, backends, gateway }: AgentDeps) {
  /** config.faults.runAgentAfterSeconds: fail as a lost host would, leaving the agent running. */
  const injectedFault = (): Promise<never> | null => {
    const after = config.faults.runAgentAfterSeconds;
    if (!after) return null;
    return new Promise((_, reject) =>
      setTimeout(() => reject(ApplicationFailure.nonRetryable(`injected fault: runAgent failed after ${after} s`, 'InjectedFault')), after * 1000).unref(),
    );
  };

  return {
    async runAgent(input: { workspace: WorkspaceRef; resolved: ResolvedRun; spec: RunSpec; meta: RunMeta }): Promise<AgentExit> {
      const { workspace: ws } = input;
      const backend = backends[ws.backend];
      const ctx = Context.current();
      const beat: AgentBeat = { reattached: (ctx.info.heartbeatDetails as AgentBeat | undefined)?.reattached ?? 0, running: false };
      writeRunMetaFile(ws, input.meta);
      const code = new CodeHistory(ws.runDir, path.join(ws.workspaceDir, 'code'), input.spec.codeSnapshots.maxFileSize);
      await gateway.open({ workspace: ws, resolved: input.resolved, gpus: input.spec.gpus, token: backend.token(ws), code });
      const stopBeats = startHeartbeats(() => beat);
      const snapshots = setInterval(() => {
        code.snapshot('periodic').catch((err) => logger.warn({ err: (err as Error).message }, 'code snapshot failed'));
      }, input.spec.codeSnapshots.every * 1000);
      try {
        const state = await backend.state(ws);
        if (!state.started) {
          await backend.start(ws);
          logger.info({ runId: ws.runId }, 'agent started');
        } else if (state.running) {
          beat.reattached++;
          logger.info({ runId: ws.runId, attempt: ctx.info.attempt }, 're-attached to the running agent');
        } else {
          logger.info({ runId: ws.runId, exit: state.exit }, 'agent had already exited');
          return { ...state.exit!, reattached: beat.reattached };
        }
        beat.running = true;
        ctx.heartbeat(beat);
        const waiting = backend.wait(ws, ctx.cancellationSignal, hostPaths(ws.runDir).agentLog);
        const fault = injectedFault();
        const exit = fault ? await Promise.race([waiting, fault]) : await waiting;
        logger.info({ runId: ws.runId, exitCode: exit.exitCode }, 'agent exited');
        await code.snapshot('final').catch(() => undefined);
        return { ...exit, reattached: beat.reattached };
      } catch (err) {
        // Stop the agent only when the workflow asked; a worker shutting down leaves it running
        // for the next worker to re-attach.
        if (ctx.cancellationDetails?.cancelRequested) await backend.stop(ws, input.spec.stopGrace);
        throw err;
      } finally {
        clearInterval(snapshots);
        stopBeats();
        gateway.close(ws.runId);
      }
    },

    async stopAgent({ workspace, graceSeconds }: { workspace: WorkspaceRef; graceSeconds: number }): Promise<void> {
      const stopBeats = startHeartbeats(() => ({ stopping: true }));
      try {
        await backends[workspace.backend].stop(workspace, graceSeconds);
      } finally {
        stopBeats();
      }
    },
  };
}
