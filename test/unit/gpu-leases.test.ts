import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CPU_DEVICE, GpuLeases, GpuLeaseError, processStart } from '../../gpu/leases';

// GPU leases with simulated device ids (no GPU here): real files, real processes for the
// "worker that died" cases.

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-leases-'));

/** A process that existed and is now gone (its pid is free): stands for a crashed worker. */
async function deadPid(): Promise<number> {
  const child = spawn('true');
  await new Promise((r) => child.once('exit', r));
  return child.pid!;
}

test('two jobs on a two-GPU worker never share a GPU; a third waits until one ends', async () => {
  const leases = new GpuLeases(tmp(), ['0', '1']);
  const a = leases.tryAcquire('job-a')!;
  const b = leases.tryAcquire('job-b')!;
  expect([...a.devices, ...b.devices].sort()).toEqual(['0', '1']);
  expect(a.env()).toEqual({ CUDA_VISIBLE_DEVICES: a.devices[0] });
  expect(leases.tryAcquire('job-c')).toBeNull();
  expect(leases.capacity()).toEqual({ devices: ['0', '1'], total: 2, free: 0 });
  const waiting = leases.acquire('job-c', 1, { pollMs: 20 });
  b.release();
  const c = await waiting;
  expect(c.devices).toEqual(b.devices);
  a.release();
  c.release();
  expect(leases.capacity().free).toBe(2);
});

test("a job waiting for a device asks this worker's holders to give one back (a warm evaluation sandbox)", async () => {
  const leases = new GpuLeases(tmp(), ['0']);
  const warm = leases.tryAcquire('warm/run-1')!;
  const asked: string[] = [];
  leases.onShortage(() => {
    asked.push('give back');
    warm.release(); // as WarmEvaluators does, once its idle sandbox is removed
  });
  const training = await leases.acquire('train-job', 1, { pollMs: 20 });
  expect(training.devices).toEqual(['0']);
  expect(asked).toEqual(['give back']);
  // Nothing is asked while a device is free.
  training.release();
  leases.tryAcquire('eval')!.release();
  await leases.acquire('eval-2', 1, { pollMs: 20 });
  expect(asked).toHaveLength(1);
});

test('whole GPUs, all or none: a two-GPU job does not take one of them while the other is busy', () => {
  const leases = new GpuLeases(tmp(), ['0', '1']);
  const one = leases.tryAcquire('small')!;
  expect(leases.tryAcquire('big', 2)).toBeNull();
  expect(leases.capacity().free).toBe(1); // nothing held back by the failed attempt
  one.release();
  expect(leases.tryAcquire('big', 2)!.env()).toEqual({ CUDA_VISIBLE_DEVICES: '0,1' });
  expect(() => leases.tryAcquire('huge', 3)).toThrow(GpuLeaseError);
});

test('two worker processes on one host share the lease folder and never hand out one GPU twice', async () => {
  const dir = tmp();
  const mine = new GpuLeases(dir, ['0', '1']);
  // Another live worker process on this host (this test's parent, which outlives the test).
  const other = new GpuLeases(dir, ['0', '1'], process.ppid);
  const a = other.tryAcquire('theirs')!;
  const b = mine.tryAcquire('mine')!;
  expect(b.devices).not.toEqual(a.devices);
  expect(mine.tryAcquire('more')).toBeNull();
  mine.free(a.devices[0]); // never frees another worker's lease
  expect(mine.tryAcquire('more')).toBeNull();
  expect(mine.recover()).toEqual([]); // the holder lives: nothing is stale
});

test('a CPU-only worker has one slot and sets no CUDA_VISIBLE_DEVICES', () => {
  const leases = new GpuLeases(tmp(), []);
  const lease = leases.tryAcquire('job')!;
  expect(lease.devices).toEqual([CPU_DEVICE]);
  expect(lease.env()).toEqual({});
  expect(leases.tryAcquire('second')).toBeNull();
});

test('leases of a crashed worker are recovered at start-up, and its job group is killed', async () => {
  const dir = tmp();
  // The job a crashed worker left behind: its own process group, still running.
  const job = spawn('sleep', ['300'], { detached: true, stdio: 'ignore' });
  const crashedWorker = await deadPid();
  fs.writeFileSync(
    path.join(dir, '1.lease'),
    JSON.stringify({
      device: '1',
      jobId: 'old',
      workerPid: crashedWorker,
      workerStart: '1',
      jobPid: job.pid,
      jobStart: processStart(job.pid!),
      since: 0,
    }),
  );
  fs.writeFileSync(path.join(dir, '0.lease'), '{"half-writ'); // a crash in the middle of writing
  const exited = new Promise((r) => job.once('exit', r));
  const leases = new GpuLeases(dir, ['0', '1']);
  const freed = leases.recover();
  expect(freed.map((r) => r.jobId)).toEqual(['old']);
  await exited;
  expect(processStart(job.pid!)).toBeNull();
  expect(leases.capacity().free).toBe(2);
});

test('a stale lease found while acquiring is taken over; a reused pid does not count as the holder', async () => {
  const dir = tmp();
  // The pid is alive (this process) but its start time differs: the pid was reused.
  fs.writeFileSync(
    path.join(dir, '0.lease'),
    JSON.stringify({
      device: '0',
      jobId: 'old',
      workerPid: process.pid,
      workerStart: 'another-start',
      jobPid: null,
      since: 0,
    }),
  );
  const leases = new GpuLeases(dir, ['0']);
  expect(leases.tryAcquire('new')?.devices).toEqual(['0']);
});
