import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import Docker from 'dockerode';
import type { Config } from '../common/config';
import type { Logger } from '../common/logger';
import { LABELS } from './docker';
import type { DockerBackend } from './docker-backend';

/**
 * At host-worker start-up: free the containers, networks and firewall rules of this host's runs
 * whose workflow is no longer running (terminated, or lost with a crashed host), which no
 * teardown activity will ever come for. Workspace files stay.
 */
export async function reapOrphans(deps: {
  docker: Docker;
  client: Client;
  config: Config;
  logger: Logger;
  backend: DockerBackend;
}): Promise<string[]> {
  const { docker, client, config, logger, backend } = deps;
  const mine = { label: [`${LABELS.managed}=true`, `${LABELS.host}=${config.hostId}`] };
  const runs = new Map<string, string | undefined>();
  // Evaluation sandboxes belong to GPU workers, which reap their own.
  for (const c of await docker.listContainers({ all: true, filters: mine })) {
    if (c.Labels[LABELS.role] !== 'evaluation') runs.set(c.Labels[LABELS.run], c.Names[0]?.replace(/^\//, ''));
  }
  for (const n of await docker.listNetworks({ filters: mine })) {
    const runId = n.Labels?.[LABELS.role] === 'evaluation' ? undefined : n.Labels?.[LABELS.run];
    if (runId && !runs.has(runId)) runs.set(runId, undefined);
  }
  const reaped: string[] = [];
  for (const [runId, containerName] of runs) {
    try {
      const desc = await client.workflow.getHandle(runId).describe();
      if (desc.status.name === 'RUNNING') continue;
    } catch (err) {
      if (!(err instanceof WorkflowNotFoundError)) {
        logger.warn(
          { runId, err: (err as Error).message },
          'cannot tell whether the run is alive; leaving its workspace',
        );
        continue;
      }
    }
    await backend.teardown({ runId, containerName });
    reaped.push(runId);
    logger.info({ runId }, 'freed the container and network of a run that is no longer running');
  }
  return reaped;
}
