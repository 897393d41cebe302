import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../common/config';
import type { GpuLeases } from './gpu-leases';

// The GPUs of this machine and of the cluster: which GPUs a GPU worker owns, where it leases
// them, how it announces its evaluation slots in the (shared) data folder, and the capacity that
// sweeps read from those announcements. The leases themselves are in gpu-leases.ts.

/** GPU ids this worker owns: configured, or nvidia-smi's, or none (one CPU slot). */
export function detectGpus(config: Config): string[] {
  if (config.gpu.devices !== 'auto') return config.gpu.devices;
  try {
    const out = execFileSync('nvidia-smi', ['--query-gpu=index', '--format=csv,noheader'], { encoding: 'utf8', timeout: 10_000 });
    return out.split('\n').map((s) => s.trim()).filter(Boolean);
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

/** GPU workers announce their slots in the (shared) data folder, refreshed while they run. */
export interface GpuWorkerRecord {
  hostId: string;
  pid: number;
  slots: number;
  devices: string[];
  /** Slots not leased to a job at the last refresh. */
  free?: number;
  updatedAt: number;
}

/** How often a GPU worker refreshes its announcement, and when one counts as gone. */
const REFRESH_MS = 30_000;
const FRESH_MS = 120_000;

export const gpuWorkersDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'workers');

/** Announces this GPU worker's slots (and how many are free) until the returned function withdraws it. */
export function announceGpuWorker(config: Config, gpus: string[], leases: GpuLeases): () => Promise<void> {
  const dir = gpuWorkersDir(config);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `gpu-${config.hostId}-${process.pid}.json`);
  const write = () => {
    const { total, free } = leases.capacity(); // its GPUs, or one CPU slot
    const record: GpuWorkerRecord = { hostId: config.hostId, pid: process.pid, slots: total, devices: gpus, free, updatedAt: Date.now() };
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(record));
    fs.renameSync(`${file}.tmp`, file);
  };
  write();
  const timer = setInterval(write, REFRESH_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    fs.rmSync(file, { force: true });
  };
}

/** The GPU workers that announced themselves recently. */
export function liveGpuWorkers(config: Pick<Config, 'dataDir'>, now = Date.now()): GpuWorkerRecord[] {
  const dir = gpuWorkersDir(config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith('gpu-') && f.endsWith('.json'))
    .flatMap((f) => {
      try {
        return [JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as GpuWorkerRecord];
      } catch {
        return [];
      }
    })
    .filter((r) => now - r.updatedAt < FRESH_MS);
}

/** The evaluation slots of the live GPU workers (at least 1): how many runs a sweep lets go at once. */
export function clusterCapacity(config: Pick<Config, 'dataDir'>, now = Date.now()): number {
  const slots = liveGpuWorkers(config, now).reduce((n, w) => n + w.slots, 0);
  return Math.max(1, slots);
}
