import { ApplicationFailure, Context } from '@temporalio/activity';
import type { Client } from '@temporalio/client';
import type { Config } from '../common/config';
import type { Logger } from '../common/logger';
import { snapshotLimit, type RunSpec } from '../common/run-spec';
import type { AgentExit, ResolvedRun, RunMeta, StopCause, WorkspaceRef } from '../common/types';
import type { GatewayProcessHandle } from '../gateway/process-handle';
import type { EndpointSpec } from '../gateway/control';
import { harnessOutageSignal } from '../common/messages';
import path from 'node:path';
import fs from 'node:fs';
import { getAgent, type AgentEntry } from '../agents/registry';
import { secretValues } from '../agents/launch-plan';
import { AgentOutput, readHistory } from '../run/agent-output';
import { CodeHistory } from '../run/code-history';
import { scrubSecrets } from '../run/secrets';
import { startHeartbeats } from './heartbeat';
import { recordObservations } from '../run/observations';
import type { Backends } from '../workspace/backends';
import { writeRunMetaFile } from '../run/layout';
import { isReadOnlyMount, readOnlyWorkspace, workspaceWriteFailure } from '../workspace/images';
import { ERROR_TYPES } from '../common/errors';
import { PROVIDERS } from '../common/llm-usage';
import { resolveUpstreams } from '../gateway/llm/upstreams';
import { runPaths } from '../common/run-paths';
import { budgetLeft } from '../common/clocks';
import { keepEndpointOpen, restartAfterExit, watchDisks } from '../run/supervision';

export interface AgentDeps {
  config: Config;
  logger: Logger;
  backends: Backends;
  gateway: GatewayProcessHandle;
  client: Client;
}

interface AgentBeat {
  reattached: number;
  running: boolean;
  restarts?: number;
  /** When it was sent (epoch ms): a retry measures the harness's outage from the last one. */
  at?: number;
  diskLow?: AgentExit['hostDiskLow'];
}

/** Who stopped the agent, as stopAgent recorded it before signalling (null: nobody did). */
function stoppedBy(runDir: string): StopCause | null {
  try {
    return (JSON.parse(fs.readFileSync(runPaths(runDir).stopRequest, 'utf8')) as { by: StopCause }).by;
  } catch {
    return null;
  }
}

/** The providers' keys the LLM gateway holds: never given to an agent, scrubbed all the same from what the harness keeps. */
function providerKeys(config: Config): Array<{ name: string; value: string }> {
  const upstreams = resolveUpstreams(config.llm);
  return PROVIDERS.flatMap((p) => {
    const value = upstreams[p].apiKey;
    return value && value.length >= 8 ? [{ name: config.llm[p].apiKeyEnv, value }] : [];
  });
}

// Start and supervise the agent, and keep the run's grading endpoint open (in the host's gateway
// process) while it runs. A retry of runAgent (the host worker died) finds the agent by its
// container or pid file and re-attaches; it never starts a second agent. The endpoint stays
// open across that outage, so the agent's requests are answered meanwhile.
export function createAgentActivities({ config, logger, backends, gateway, client }: AgentDeps) {
  /**
   * config.faults.runAgentOnFile: once the file exists, `fail` as a lost host would, leaving the
   * agent running (a test writes it when the run is where it wants the fault). Returns the stop.
   */
  const injectFault = (fail: (err: Error) => void): (() => void) => {
    const file = config.faults.runAgentOnFile;
    if (!file) return () => undefined;
    const timer = setInterval(() => {
      if (!fs.existsSync(file)) return;
      clearInterval(timer);
      fail(
        ApplicationFailure.nonRetryable(
          `injected fault: runAgent failed once ${file} existed`,
          ERROR_TYPES.injectedFault,
        ),
      );
    }, 250);
    return () => clearInterval(timer);
  };

  return {
    async runAgent(input: {
      workspace: WorkspaceRef;
      resolved: ResolvedRun;
      spec: RunSpec;
      meta: RunMeta;
    }): Promise<AgentExit> {
      const { workspace: ws } = input;
      const backend = backends[ws.backend];
      const ctx = Context.current();
      const before = ctx.info.heartbeatDetails as AgentBeat | undefined;
      const beat: AgentBeat = {
        reattached: before?.reattached ?? 0,
        running: false,
        ...(before?.diskLow ? { diskLow: before.diskLow } : {}),
      };
      if (isReadOnlyMount(ws.workspaceDir)) throw readOnlyWorkspace();
      try {
        writeRunMetaFile(ws, input.meta);
      } catch (err) {
        throw workspaceWriteFailure(err);
      }
      /** The agent had no endpoint from `since` (epoch ms) until now: its working clock leaves that time out. */
      const reportOutage = (id: string, since: number) =>
        client.workflow
          .getHandle(ws.runId)
          .signal(harnessOutageSignal, { id, seconds: (Date.now() - since) / 1000 })
          .catch((err) => logger.warn({ err: (err as Error).message }, 'harness outage not reported'));
      const models = input.spec.limits.models.length ? input.spec.limits.models : [input.resolved.driver];
      const endpoint: EndpointSpec = {
        workspace: ws,
        resolved: input.resolved,
        gpus: input.spec.gpus,
        token: backend.token(ws),
        codeSnapshots: input.spec.codeSnapshots,
        llmLimits: { ...input.spec.limits, models },
        egress: input.spec.workspace.egress,
        snapshotLimit: snapshotLimit(input.spec),
      };
      // An earlier attempt's worker went away: an outage only if its endpoint went with it (the
      // whole host, or the gateway process too); else the agent was served throughout.
      if ((await gateway.open(endpoint)) && before?.at)
        await reportOutage(`${ctx.info.activityId}#${ctx.info.attempt}`, before.at);
      const stopBeats = startHeartbeats(() => ({ ...beat, at: Date.now() }));
      const stopRenewals = keepEndpointOpen(
        () => gateway.open(endpoint),
        (since) => reportOutage(`${ctx.info.activityId}#${ctx.info.attempt}@${since}`, since),
        (err) => logger.warn({ err: err.message, runId: ws.runId }, 'grading endpoint not renewed'),
      );
      const agent: AgentEntry = getAgent(input.resolved.agent.id, config.agents.dirs);
      const secrets = [...secretValues(agent), ...providerKeys(config)];
      const output = new AgentOutput(ws.runDir, agent.manifest.events, input.resolved.driver, secrets);
      const flushes = setInterval(() => output.flush(), 5000);
      // A full disk under the workspace's sparse image loses the agent's writes without an error
      // inside: the run is then the harness's failure, never scored as the agent's. Where the
      // image's filesystem stopped on it (read-only), the agent cannot go on: supervision fails.
      let breakOff: (err: Error) => void = () => undefined;
      const broken = new Promise<never>((_, reject) => (breakOff = reject));
      broken.catch(() => undefined);
      const stopDiskWatch = watchDisks(
        {
          workspaceReadOnly: () => isReadOnlyMount(ws.workspaceDir),
          freeBytes: () => {
            const disk = fs.statfsSync(ws.runDir);
            return disk.bavail * disk.bsize;
          },
          reserve: config.workspace.hostDiskReserve,
        },
        {
          readOnly: () => breakOff(readOnlyWorkspace()),
          low: (free) => {
            beat.diskLow = { at: now(), freeBytes: free };
            logger.error(
              { runId: ws.runId, free, reserve: config.workspace.hostDiskReserve },
              'the data disk is below its reserve while the agent runs: the run will end as a harness error',
            );
          },
          error: (err) => logger.warn({ err: err.message }, 'free space of the data disk not checked'),
        },
        Boolean(beat.diskLow),
      );
      const stopFault = injectFault(breakOff);
      const attempts = () => readHistory(ws.runDir).filter((e) => e.type === 'agent_start').length;
      const now = () => new Date().toISOString();
      try {
        let state = await backend.state(ws);
        if (!state.started) {
          fs.rmSync(runPaths(ws.runDir).stopRequest, { force: true }); // a resumed run's earlier stop
          output.keepEarlier();
          output.record({
            type: 'agent_start',
            ts: now(),
            attempt: attempts() + 1,
            mode: readHistory(ws.runDir).length ? 'resume' : 'fresh',
          });
          await backend.start(ws);
          logger.info({ runId: ws.runId }, 'agent started');
          state = { started: true, running: true, exit: null };
        } else if (state.running) {
          beat.reattached++;
          logger.info({ runId: ws.runId, attempt: ctx.info.attempt }, 're-attached to the running agent');
        }
        let restarts = readHistory(ws.runDir).filter((e) => e.type === 'agent_exit' && e.restarting).length;
        for (;;) {
          let exit: AgentExit;
          const watched = state.running;
          if (watched) {
            beat.running = true;
            ctx.heartbeat({ ...beat, at: Date.now() });
            output.begin();
            const waiting = backend.wait(ws, ctx.cancellationSignal, output);
            exit = await Promise.race([waiting, broken]);
            output.end();
          } else {
            // It exited while no worker watched (a host crash, a restarted engine).
            logger.info({ runId: ws.runId, exit: state.exit }, 'agent had already exited');
            exit = state.exit!;
          }
          // The CLI writes no final event when it is killed: the harness records every exit, once
          // (a worker that died after recording it left the decision in the history).
          const last = readHistory(ws.runDir).at(-1);
          const recorded = !watched && last?.type === 'agent_exit' ? last : null;
          const by = stoppedBy(ws.runDir);
          const restart = restartAfterExit({
            recorded,
            stoppedBy: by,
            exitCode: exit.exitCode,
            canResume: Boolean(agent.manifest.launch),
            restarts,
            maxRestarts: agent.manifest.maxRestarts,
            budgetLeft: budgetLeft(input.meta, Date.now() / 1000),
          });
          if (!recorded) {
            output.record({
              type: 'agent_exit',
              ts: now(),
              attempt: Math.max(1, attempts()),
              exit_code: exit.exitCode,
              oom_killed: exit.oomKilled,
              oom_kills: exit.oomKills ?? 0,
              stopped_by: by,
              restarting: restart,
            });
            output.flush();
            if (restart) restarts++;
          }
          logger.info({ runId: ws.runId, exitCode: exit.exitCode, stoppedBy: by, restart }, 'agent exited');
          if (!restart) {
            // The gateway process writes the code history while the endpoint is open; this worker after.
            stopRenewals();
            await gateway
              .close(ws.runId)
              .catch((err) =>
                logger.warn({ err: (err as Error).message, runId: ws.runId }, 'grading endpoint not closed'),
              );
            const code = new CodeHistory(
              ws.runDir,
              path.join(ws.workspaceDir, 'code'),
              input.spec.codeSnapshots.maxFileSize,
            );
            await code.snapshot('final').catch(() => undefined);
            await backend
              .observe(ws)
              .then((observed) => recordObservations(ws, observed))
              .catch((err) => logger.warn({ err: (err as Error).message }, 'workspace observations not recorded'));
            const scrubbed = scrubSecrets(
              ws.workspaceDir,
              secrets.map((x) => x.value),
              (file, err) => logger.warn({ file, err: err.message }, 'cannot scrub a file'),
            );
            if (scrubbed.length)
              logger.info(
                { runId: ws.runId, files: scrubbed.length },
                'API keys scrubbed from the workspace the CLI left',
              );
            // Files the CLI deleted (with keys in them) leave no bytes in the workspace's disk image.
            await backend
              .discardFreed(ws)
              .catch((err) =>
                logger.warn({ err: (err as Error).message }, 'free blocks of the workspace not discarded'),
              );
            return {
              ...exit,
              reattached: beat.reattached,
              restarts,
              ...(beat.diskLow ? { hostDiskLow: beat.diskLow } : {}),
            };
          }
          beat.restarts = restarts;
          output.record({ type: 'agent_start', ts: now(), attempt: attempts() + 1, mode: 'resume' });
          await backend.start(ws);
          logger.info({ runId: ws.runId, restarts }, 'agent restarted to resume its session');
          state = { started: true, running: true, exit: null };
        }
      } catch (err) {
        // Stop the agent only when the workflow asked; a worker shutting down leaves it running
        // for the next worker to re-attach.
        if (ctx.cancellationDetails?.cancelRequested) await backend.stop(ws, input.spec.stopGrace);
        throw err;
      } finally {
        clearInterval(flushes);
        stopDiskWatch();
        stopFault();
        output.end();
        stopRenewals();
        stopBeats();
        // A worker shutting down leaves the endpoint serving the agent it leaves running.
        if (!ctx.cancellationDetails?.workerShutdown) {
          await gateway
            .close(ws.runId)
            .catch((err) =>
              logger.warn({ err: (err as Error).message, runId: ws.runId }, 'grading endpoint not closed'),
            );
        }
      }
    },

    async stopAgent({
      workspace,
      graceSeconds,
      by,
    }: {
      workspace: WorkspaceRef;
      graceSeconds: number;
      by?: StopCause;
    }): Promise<void> {
      const stopBeats = startHeartbeats(() => ({ stopping: true }));
      try {
        // Recorded first, so that the exit this causes is never taken for a crash to resume from.
        fs.writeFileSync(
          runPaths(workspace.runDir).stopRequest,
          JSON.stringify({ by: by ?? 'stop-signal', at: new Date().toISOString() }),
        );
        await backends[workspace.backend].stop(workspace, graceSeconds);
      } finally {
        stopBeats();
      }
    },
  };
}
