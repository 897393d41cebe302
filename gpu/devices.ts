import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../common/config';
import type { Client } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { TASK_QUEUES } from '../common/task-queues';

// The GPUs of this machine and of the cluster: which GPUs a GPU worker owns, where it leases
// them, and the cluster's evaluation slots that sweeps read from the GPU workers' identities.
// The leases themselves are in gpu-leases.ts.

/** GPU ids this worker owns: configured, or nvidia-smi's, or none (one CPU slot). */
export function detectGpus(config: Config): string[] {
  if (config.gpu.devices !== 'auto') return config.gpu.devices;
  try {
    const out = execFileSync('nvidia-smi', ['--query-gpu=index', '--format=csv,noheader'], {
      encoding: 'utf8',
      timeout: 10_000,
    });
    return out
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** The environment that gives a job these GPUs (nothing for none: a CPU job). */
export function cudaVisibleDevices(gpus: string[]): Record<string, string> {
  return gpus.length ? { CUDA_VISIBLE_DEVICES: gpus.join(',') } : {};
}

/** This host's GPU lease folder (shared by the GPU workers of one host). */
export const gpuLeaseDir = (config: Config) => path.join(config.dataDir, 'gpu-leases', config.hostId);

/**
 * A GPU worker's identity names its host and its evaluation slots (its GPUs, or one CPU slot), so
 * the cluster's capacity is read from Temporal's pollers, with no folder shared between hosts.
 */
export function gpuWorkerIdentity(config: Pick<Config, 'hostId'>, slots: number): string {
  return `${process.pid}@${os.hostname()} gpu host=${config.hostId} slots=${slots}`;
}

const IDENTITY = /\bgpu host=(\S+) slots=(\d+)$/;
/** A poller counts while it polled this recently (an idle worker's long poll is renewed every minute). */
const FRESH_MS = 120_000;

/**
 * The evaluation slots of the GPU workers polling now (at least 1): how many runs a sweep lets go
 * at once. Every GPU worker polls the shared GPU queue, so its pollers are all of them.
 */
export async function clusterCapacity(client: Client, namespace: string, now = Date.now()): Promise<number> {
  const { pollers } = await client.workflowService.describeTaskQueue({
    namespace,
    taskQueue: { name: TASK_QUEUES.gpu },
    taskQueueType: temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY,
  });
  const slots = new Map<string, number>();
  for (const p of pollers ?? []) {
    const m = IDENTITY.exec(p.identity ?? '');
    const seen = p.lastAccessTime?.seconds ? Number(p.lastAccessTime.seconds) * 1000 : 0;
    if (m && now - seen < FRESH_MS) slots.set(p.identity!, Number(m[2]));
  }
  return Math.max(
    1,
    [...slots.values()].reduce((n, k) => n + k, 0),
  );
}
