import { Client } from '@temporalio/client';
import { connectClient } from '../client/connect';
import { DefaultLogger, NativeConnection, Runtime, Worker, type LogLevel } from '@temporalio/worker';
import Docker from 'dockerode';
import type { Config } from '../common/config';
import type { Logger } from '../common/logger';
import { ALL_SEARCH_ATTRIBUTES } from '../common/search-attributes';
import { hostGpuTaskQueue, hostTaskQueue, TASK_QUEUES } from '../common/task-queues';
import { createAgentActivities } from '../activities/agent';
import { createEvaluationActivities } from '../activities/evaluation';
import { EvaluationSandbox } from '../evaluation/sandbox';
import { WarmEvaluators } from '../evaluation/warm';
import { GpuLeases } from '../gpu/leases';
import { detectGpus, gpuLeaseDir, gpuWorkerIdentity } from '../gpu/devices';
import { createPipelineSubmitActivities } from '../activities/pipeline-submit';
import { createTrainingActivities } from '../activities/training';
import { createHostRoutingActivities } from '../activities/host-routing';
import { createReportActivities } from '../activities/report';
import { createResourceActivities } from '../activities/resources';
import { createRegradeHostActivities, createRegradeRecordActivities } from '../activities/regrade';
import { createRunStateActivities } from '../activities/runs';
import { createSweepActivities } from '../activities/sweep';
import { createWorkspaceActivities } from '../activities/workspace';
import { createBackends } from '../workspace/backends';
import { reapOrphans } from '../workspace/reaper';
import { GatewayProcessHandle } from '../gateway/process-handle';
import { captureLimits } from '../gateway/snapshot';

// Worker construction for the three roles (docs/deployment.md, *Workers*). Entry points (control.ts, host.ts,
// gpu.ts, embedded.ts) only pick roles and run them.

export type Role = 'control' | 'host' | 'gpu';

/** Activities a host worker runs at once: every run's agent supervision holds one for the whole run. */
const HOST_ACTIVITY_SLOTS = 1000;

export interface RunningWorkers {
  workers: Worker[];
  run(): Promise<void>;
  shutdown(): Promise<void>;
}

let runtimeInstalled = false;
/** The SDK's own log lines (worker state, warnings) go to our logger, at warn and above. */
function installRuntime(config: Config, logger: Logger): void {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  const level = (config.log.level === 'debug' || config.log.level === 'trace' ? 'DEBUG' : 'WARN') as LogLevel;
  const method: Record<string, 'trace' | 'debug' | 'info' | 'warn' | 'error'> = {
    TRACE: 'trace',
    DEBUG: 'debug',
    INFO: 'info',
    WARN: 'warn',
    ERROR: 'error',
  };
  try {
    Runtime.install({
      logger: new DefaultLogger(level, (entry) => {
        // Activity-only workers poll no workflows by design; that notice is not a warning here.
        const lvl = /No workflows registered/.test(entry.message) ? 'debug' : (method[entry.level] ?? 'info');
        logger[lvl]({ sdk: true, ...entry.meta }, entry.message);
      }),
    });
  } catch {
    /* a runtime is already installed in this process (tests): keep it */
  }
}

/** Registers the run search attributes on the namespace (no-op when they exist). */
export async function ensureSearchAttributes(client: Client, namespace: string): Promise<void> {
  const existing = await client.connection.operatorService.listSearchAttributes({ namespace });
  const missing = ALL_SEARCH_ATTRIBUTES.filter((k) => !(k.name in (existing.customAttributes ?? {})));
  if (missing.length === 0) return;
  const typeEnum: Record<string, number> = {
    TEXT: 1,
    KEYWORD: 2,
    INT: 3,
    DOUBLE: 4,
    BOOL: 5,
    DATETIME: 6,
    KEYWORD_LIST: 7,
  };
  await client.connection.operatorService.addSearchAttributes({
    namespace,
    searchAttributes: Object.fromEntries(missing.map((k) => [k.name, typeEnum[k.type]])),
  });
}

export async function startWorkers(config: Config, logger: Logger, roles: Role[]): Promise<RunningWorkers> {
  installRuntime(config, logger);
  const connection = await NativeConnection.connect({ address: config.temporal.address });
  const client = await connectClient(config);
  const namespace = config.temporal.namespace;
  const workers: Worker[] = [];
  const cleanups: Array<() => Promise<void>> = [];

  if (roles.includes('control')) {
    await ensureSearchAttributes(client, namespace);
    workers.push(
      await Worker.create({
        connection,
        namespace,
        taskQueue: TASK_QUEUES.control,
        workflowsPath: require.resolve('../workflows'),
        activities: {
          ...createReportActivities({ config, logger }),
          ...createSweepActivities({ config, logger, client }),
          ...createRunStateActivities({ client }),
          ...createRegradeRecordActivities({ config, logger, client }),
        },
      }),
    );
  }
  if (roles.includes('host')) {
    const docker = new Docker({ socketPath: config.docker.socketPath });
    const backends = createBackends(config, logger, docker);
    const gateway = new GatewayProcessHandle(config, logger);
    await gateway.ensure();
    await reapOrphans({ docker, client, config, logger, backend: backends.docker }).catch((err) =>
      logger.warn({ err: (err as Error).message }, 'orphaned workspaces not checked (no Docker engine?)'),
    );
    // Without live-restore, a restart of the engine (an upgrade, a crash) stops every workspace.
    void docker
      .info()
      .then((info: { LiveRestoreEnabled?: boolean }) => {
        if (!info.LiveRestoreEnabled)
          logger.warn(
            'the Docker engine runs without live-restore: restarting it stops every running workspace (docs/deployment.md)',
          );
      })
      .catch(() => undefined);
    cleanups.push(
      () => gateway.release(),
      () => backends.docker.close(),
    );
    workers.push(
      await Worker.create({
        connection,
        namespace,
        taskQueue: TASK_QUEUES.host,
        activities: createHostRoutingActivities({ hostId: config.hostId, maxRuns: config.maxRuns, client }),
      }),
      await Worker.create({
        connection,
        namespace,
        taskQueue: hostTaskQueue(config.hostId),
        activities: {
          ...createResourceActivities({ config, logger }),
          ...createWorkspaceActivities({ config, logger, backends }),
          ...createAgentActivities({ config, logger, backends, gateway, client }),
          ...createPipelineSubmitActivities({ client, limits: captureLimits(config) }),
          ...createRegradeHostActivities({ config }),
          // The report reads the run's folder, which is on this host.
          writeReport: createReportActivities({ config, logger }).writeReport,
        },
        // Each run's agent supervision holds a slot for the whole run.
        maxConcurrentActivityTaskExecutions: HOST_ACTIVITY_SLOTS,
        // Let in-flight activities see the shutdown; agents keep running and are re-attached.
        shutdownGraceTime: '5s',
      }),
    );
  }
  if (roles.includes('gpu')) {
    const gpus = detectGpus(config);
    // Leases of a worker that died on this host are freed (and its jobs' leftovers killed) first.
    const leases = new GpuLeases(gpuLeaseDir(config), gpus);
    const recovered = leases.recover();
    if (recovered.length)
      logger.warn(
        { leases: recovered.map((r) => ({ device: r.device, jobId: r.jobId, workerPid: r.workerPid })) },
        'freed GPU leases of a dead worker',
      );
    let sandbox: EvaluationSandbox | undefined;
    let warm: WarmEvaluators | undefined;
    if (config.evaluation.sandbox === 'docker') {
      sandbox = new EvaluationSandbox(new Docker({ socketPath: config.docker.socketPath }), config, logger);
      const reaped = await sandbox.reap().catch((err) => {
        throw new Error(
          `evaluation sandbox: no Docker engine at ${config.docker.socketPath} (${(err as Error).message}); start dockerd, or set evaluation.sandbox to "local" (no isolation)`,
        );
      });
      if (reaped) logger.warn({ containers: reaped }, 'removed evaluation containers of a dead worker');
      if (config.evaluation.warmIdle > 0) {
        const runEnded = async (runId: string) =>
          (await client.workflow.getHandle(runId).describe()).status.name !== 'RUNNING';
        warm = new WarmEvaluators(sandbox, leases, logger, config.evaluation.warmIdle * 1000, runEnded);
        cleanups.push(() => warm!.close());
      }
      cleanups.push(() => sandbox!.close());
    } else {
      logger.warn(
        'evaluation.sandbox is "local": evaluators run as processes of this worker, with its user, network and files',
      );
    }
    const activities = {
      ...createEvaluationActivities({ config, logger, leases, sandbox, warm }),
      ...createTrainingActivities({ config, logger, leases }),
    };
    // This host's runs' jobs, and the shared queue (jobs of runs recorded before they went to their
    // host, and where the cluster's capacity is read: the identity names the slots).
    for (const taskQueue of [hostGpuTaskQueue(config.hostId), TASK_QUEUES.gpu]) {
      workers.push(
        await Worker.create({
          connection,
          namespace,
          taskQueue,
          identity: gpuWorkerIdentity(config, leases.capacity().total),
          activities,
          // One job per GPU (one on a CPU-only host); the leases keep two jobs off one GPU.
          maxConcurrentActivityTaskExecutions: leases.devices.length,
          // Let cancelled jobs be killed and their GPUs freed before the worker goes.
          shutdownGraceTime: '10s',
        }),
      );
    }
    logger.info({ gpus: gpus.length ? gpus : 'cpu' }, 'gpu worker devices');
  }
  logger.info({ roles, address: config.temporal.address, hostId: config.hostId }, 'workers ready');

  let running: Promise<void> | null = null;
  return {
    workers,
    run() {
      running ??= Promise.all(workers.map((w) => w.run())).then(() => undefined);
      return running;
    },
    async shutdown() {
      for (const w of workers) if (w.getState() === 'RUNNING') w.shutdown();
      await running?.catch(() => undefined);
      for (const c of cleanups) await c();
      await connection.close();
      await client.connection.close();
    },
  };
}

/** Runs the given roles until SIGINT/SIGTERM. */
export async function runWorkersMain(roles: Role[]): Promise<void> {
  const { loadConfig } = await import('../common/config');
  const { createLogger } = await import('../common/logger');
  const config = loadConfig();
  const logger = createLogger(config.log.level, `worker:${roles.join('+')}`);
  const running = await startWorkers(config, logger, roles);
  const stop = () => void running.shutdown();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await running.run();
  await running.shutdown();
}
