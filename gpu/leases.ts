import fs from 'node:fs';
import path from 'node:path';
import { cudaVisibleDevices } from './devices';

// Whole-GPU leases of one host, as files: <dir>/<device>.lease, created with O_EXCL, so two jobs
// (of this worker or of another worker process on the same host) never hold one GPU. A lease
// names the worker process that holds it (pid + its start time, so a reused pid is not taken for
// the holder); a lease whose holder is gone is stale. At start-up a worker frees stale leases and
// kills what is left of their jobs' process groups, so a crash never keeps a GPU taken.

/** The device a CPU-only worker owns: one slot, no CUDA_VISIBLE_DEVICES. */
export const CPU_DEVICE = 'cpu';

export interface LeaseRecord {
  device: string;
  jobId: string;
  workerPid: number;
  workerStart: string;
  /** The job's process-group leader, once started (for clean-up after a worker crash). */
  jobPid: number | null;
  jobStart?: string | null;
  since: number;
}

export interface Capacity {
  devices: string[];
  total: number;
  free: number;
}

/** A process's start time in clock ticks since boot (/proc/<pid>/stat field 22), or null if it is gone. */
export function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return null; // a zombie holds nothing
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

export class GpuLeaseError extends Error {}

export class Lease {
  private released = false;

  constructor(
    private readonly leases: GpuLeases,
    readonly jobId: string,
    readonly devices: string[],
  ) {}

  /** CUDA_VISIBLE_DEVICES for the job (nothing on a CPU worker). */
  env(): Record<string, string> {
    return cudaVisibleDevices(this.devices.filter((d) => d !== CPU_DEVICE));
  }

  setJobPid(pid: number): void {
    const jobStart = processStart(pid);
    for (const d of this.devices) this.leases.update(d, { jobPid: pid, jobStart });
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    for (const d of this.devices) this.leases.free(d);
  }
}

export class GpuLeases {
  readonly devices: string[];
  private readonly workerStart: string;
  private readonly reclaimers: Array<() => void> = [];

  constructor(
    readonly dir: string,
    gpus: string[],
    private readonly workerPid: number = process.pid,
  ) {
    this.devices = gpus.length ? [...gpus] : [CPU_DEVICE];
    this.workerStart = processStart(workerPid) ?? 'unknown';
    fs.mkdirSync(dir, { recursive: true });
  }

  private file(device: string): string {
    return path.join(this.dir, `${device.replace(/[^A-Za-z0-9._-]/g, '_')}.lease`);
  }

  read(device: string): LeaseRecord | null {
    try {
      return JSON.parse(fs.readFileSync(this.file(device), 'utf8')) as LeaseRecord;
    } catch {
      return null;
    }
  }

  private holderAlive(rec: LeaseRecord): boolean {
    return processStart(rec.workerPid) === rec.workerStart;
  }

  /** Frees leases whose worker is gone and kills their jobs' leftovers. Returns what was freed. */
  recover(): LeaseRecord[] {
    const freed: LeaseRecord[] = [];
    for (const f of fs.readdirSync(this.dir).filter((n) => n.endsWith('.lease'))) {
      const file = path.join(this.dir, f);
      let rec: LeaseRecord | null = null;
      try {
        rec = JSON.parse(fs.readFileSync(file, 'utf8')) as LeaseRecord;
      } catch {
        /* half-written by a crashed worker: stale */
      }
      if (rec && this.holderAlive(rec)) continue;
      if (rec) killLeftovers(rec);
      fs.rmSync(file, { force: true });
      if (rec) freed.push(rec);
    }
    return freed;
  }

  private tryTake(device: string, jobId: string): boolean {
    const rec: LeaseRecord = {
      device,
      jobId,
      workerPid: this.workerPid,
      workerStart: this.workerStart,
      jobPid: null,
      since: Date.now(),
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        fs.writeFileSync(this.file(device), JSON.stringify(rec), { flag: 'wx' });
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const held = this.read(device);
        if (held && this.holderAlive(held)) return false;
        // Stale (its worker died): clear it and try once more; O_EXCL settles any race.
        if (held) killLeftovers(held);
        fs.rmSync(this.file(device), { force: true });
      }
    }
    return false;
  }

  /** `count` whole devices for one job, all or none. */
  tryAcquire(jobId: string, count = 1): Lease | null {
    if (count < 1 || count > this.devices.length) {
      throw new GpuLeaseError(
        `a job asked for ${count} GPUs; this worker owns ${this.devices.length} (${this.devices.join(', ')})`,
      );
    }
    const taken: string[] = [];
    for (const d of this.devices) {
      if (taken.length === count) break;
      if (this.tryTake(d, jobId)) taken.push(d);
    }
    if (taken.length === count) return new Lease(this, jobId, taken);
    for (const d of taken) this.free(d);
    return null;
  }

  /** Called while a job of this worker waits for a device: a holder that can give one back does. */
  onShortage(reclaim: () => void): void {
    this.reclaimers.push(reclaim);
  }

  /** Waits (bounded by the signal) until `count` devices are free. */
  async acquire(jobId: string, count = 1, opts: { signal?: AbortSignal; pollMs?: number } = {}): Promise<Lease> {
    for (;;) {
      const lease = this.tryAcquire(jobId, count);
      if (lease) return lease;
      if (opts.signal?.aborted) throw new GpuLeaseError('cancelled while waiting for a GPU');
      for (const reclaim of this.reclaimers) reclaim();
      await new Promise((r) => setTimeout(r, opts.pollMs ?? 500));
    }
  }

  update(device: string, patch: Partial<LeaseRecord>): void {
    const rec = this.read(device);
    if (!rec || rec.workerPid !== this.workerPid) return;
    const tmp = `${this.file(device)}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify({ ...rec, ...patch }));
    fs.renameSync(tmp, this.file(device));
  }

  /** Frees a device this worker holds (never another worker's). */
  free(device: string): void {
    const rec = this.read(device);
    if (rec && rec.workerPid !== this.workerPid) return;
    fs.rmSync(this.file(device), { force: true });
  }

  held(): LeaseRecord[] {
    return this.devices.map((d) => this.read(d)).filter((r): r is LeaseRecord => r !== null && this.holderAlive(r));
  }

  capacity(): Capacity {
    return { devices: this.devices, total: this.devices.length, free: this.devices.length - this.held().length };
  }
}

/** Kills a dead worker's job group, if that very process (not a reused pid) still runs. */
function killLeftovers(rec: LeaseRecord): void {
  if (!rec.jobPid || !rec.jobStart || processStart(rec.jobPid) !== rec.jobStart) return;
  try {
    process.kill(-rec.jobPid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}
