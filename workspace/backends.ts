import Docker from 'dockerode';
import type { Config } from '../common/config';
import type { Logger } from '../common/logger';
import type { WorkspaceRef } from '../common/types';
import type { WorkspaceBackend } from './backend';
import { DockerBackend } from './docker-backend';
import { LocalBackend } from './local-backend';

export interface Backends extends Record<WorkspaceRef['backend'], WorkspaceBackend> {
  docker: DockerBackend;
}

export function createBackends(
  config: Config,
  logger: Logger,
  docker = new Docker({ socketPath: config.docker.socketPath }),
): Backends {
  return { docker: new DockerBackend(docker, config, logger), local: new LocalBackend(config) };
}
