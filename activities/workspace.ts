import { ApplicationFailure } from '@temporalio/activity';
import { getAgent } from '../agents/registry';
import type { Config } from '../common/config';
import type { Logger } from '../common/logger';
import { ERROR_TYPES } from '../common/errors';
import type { RunSpec } from '../common/run-spec';
import type { ResolvedRun, RunMeta, WorkspaceRef } from '../common/types';
import { getTask } from '../tasks/registry';
import type { Backends } from '../workspace/backends';
import { startHeartbeats } from './heartbeat';
import { writeRunMetaFile } from '../run/layout';
import { workspaceWriteFailure } from '../workspace/images';
import { releaseSnapshots, retainSnapshots, type Released } from '../gateway/snapshot-storage';
import { runPaths } from '../common/run-paths';

export interface WorkspaceDeps {
  config: Config;
  logger: Logger;
  backends: Backends;
}

/** How long provisioning waits for an engine that does not answer (a restart takes a few seconds). */
const ENGINE_RESTART_MS = 60_000;

// Host-queue activities that create, update and free a run's workspace.
export function createWorkspaceActivities({ config, logger, backends }: WorkspaceDeps) {
  return {
    async provisionWorkspace({ resolved, spec }: { resolved: ResolvedRun; spec: RunSpec }): Promise<WorkspaceRef> {
      const task = getTask(resolved.task.id, config.tasks.dirs);
      const agent = getAgent(resolved.agent.id, config.agents.dirs);
      // Building a shared disk image (the Python environment's: minutes) is quiet: without
      // heartbeats a second attempt would start beside this one and race it to the container.
      const stopHeartbeats = startHeartbeats(() => ({ provisioning: resolved.runId }));
      try {
        const ws = await backends[spec.workspace.backend].provision(resolved, spec, task, agent);
        logger.info({ runId: resolved.runId, backend: ws.backend, gateway: ws.gateway.agentUrl }, 'workspace ready');
        return ws;
      } catch (err) {
        if (err instanceof ApplicationFailure) throw err;
        const e = err as NodeJS.ErrnoException;
        if (
          spec.workspace.backend === 'docker' &&
          (e.code === 'ENOENT' || e.code === 'ECONNREFUSED' || e.code === 'EACCES')
        ) {
          // An engine that is restarting answers again within seconds: this attempt is retried.
          logger.warn(
            { runId: resolved.runId, code: e.code, waitS: ENGINE_RESTART_MS / 1000 },
            'the Docker engine does not answer: provisioning waits for it',
          );
          if (await backends.docker.engineBack(ENGINE_RESTART_MS))
            throw ApplicationFailure.retryable(
              `the Docker engine went away while provisioning (${e.code}) and is back`,
            );
          throw ApplicationFailure.nonRetryable(
            `no Docker engine at ${config.docker.socketPath} (${e.code}, waited ${ENGINE_RESTART_MS / 1000} s); start dockerd, or run with workspace.backend "local"`,
            ERROR_TYPES.resourcesUnavailable,
          );
        }
        throw err;
      } finally {
        stopHeartbeats();
      }
    },

    async writeRunMeta({ workspace, meta }: { workspace: WorkspaceRef; meta: RunMeta }): Promise<void> {
      try {
        writeRunMetaFile(workspace, meta);
      } catch (err) {
        throw workspaceWriteFailure(err);
      }
    },

    async teardownWorkspace({ workspace }: { workspace: WorkspaceRef }): Promise<void> {
      await backends[workspace.backend].teardown(workspace);
    },

    /** Frees the snapshots of checkpoints the run no longer needs (scored, neither best nor final). */
    async releaseSnapshots({ runDir, digests }: { runDir: string; digests: string[] }): Promise<Released> {
      const released = await releaseSnapshots(runPaths(runDir).snapshots, digests);
      if (released.removed.length) logger.info({ runDir, ...released }, 'snapshots released');
      return released;
    },

    /** The run's snapshots once it has ended: those of `keep` stay (null: all), the rest and any capture's leftovers go. */
    async retainSnapshots({
      runDir,
      keep,
    }: {
      runDir: string;
      keep: string[] | null;
    }): Promise<Released & { keptBytes: number }> {
      return retainSnapshots(runPaths(runDir).snapshots, keep);
    },
  };
}
