import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeFailure, runJob } from '../../jobs/run-job';
import { parentOf, running } from '../helpers/processes';

// The job runner with real processes: JSON-lines events, stderr kept, and cancellation that
// kills the whole process tree.

test('events are parsed from stdout; other lines are ignored; stderr goes to its file', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-job-'));
  const events: string[] = [];
  const script =
    'echo hello; echo \'{"event":"progress","done":1,"total":2}\'; echo oops >&2; echo \'{"event":"result","score":42}\'';
  const out = await runJob({
    argv: ['sh', '-c', script],
    stderrPath: path.join(dir, 'stderr.log'),
    onEvent: (e) => events.push(e.event),
  });
  expect(out.exitCode).toBe(0);
  expect(events).toEqual(['progress', 'result']);
  expect(out.result).toMatchObject({ score: 42 });
  expect(fs.readFileSync(path.join(dir, 'stderr.log'), 'utf8')).toBe('oops\n');
});

test('a failing job says how it failed', async () => {
  const out = await runJob({ argv: ['sh', '-c', 'echo "Traceback: boom" >&2; exit 3'] });
  expect(out.exitCode).toBe(3);
  expect(describeFailure(['sh', '-c', 'x'], out)).toMatch(/exited with code 3\nTraceback: boom/);
});

test('cancellation kills the whole process tree, grandchildren included', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-job-'));
  const pidFile = path.join(dir, 'grandchild.pid');
  const ac = new AbortController();
  // Written aside and renamed: the redirection creates the file before the pid is in it.
  const job = runJob({
    argv: ['sh', '-c', `sleep 300 & echo $! > ${pidFile}.tmp; mv ${pidFile}.tmp ${pidFile}; wait`],
    signal: ac.signal,
    killGraceMs: 500,
  });
  const deadline = Date.now() + 5000;
  while (!fs.existsSync(pidFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const grandchild = Number(fs.readFileSync(pidFile, 'utf8'));
  expect(running(grandchild)).toBe(true);
  ac.abort();
  const out = await job;
  expect(out.cancelled).toBe(true);
  await new Promise((r) => setTimeout(r, 200));
  expect(running(grandchild)).toBe(false);
});

/** Runs a job that writes its pid to a file and sleeps; returns the job's promise and its pid. */
async function sleepingJob(signal?: AbortSignal) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-job-'));
  const pidFile = path.join(dir, 'job.pid');
  const job = runJob({
    argv: ['sh', '-c', `echo $$ > ${pidFile}.tmp; mv ${pidFile}.tmp ${pidFile}; exec sleep 300`],
    signal,
    killGraceMs: 500,
  });
  const deadline = Date.now() + 5000;
  while (!fs.existsSync(pidFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return { job, pid: Number(fs.readFileSync(pidFile, 'utf8')) };
}

test("jobs are spawned by a small launcher process, not by the worker's own (each fork copies its parent's page tables)", async () => {
  const ac = new AbortController();
  const { job, pid } = await sleepingJob(ac.signal);
  const launcherPid = parentOf(pid);
  expect(launcherPid).not.toBe(process.pid);
  expect(parentOf(launcherPid)).toBe(process.pid);
  // Its resident memory is a fraction of this process's (a bare Node process).
  const rss = (p: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))![1]);
  expect(rss(launcherPid)).toBeLessThan(rss(process.pid));
  ac.abort();
  expect((await job).cancelled).toBe(true);
});

test('a launcher that dies while a job runs fails the job with a clear error and kills its tree; the next job gets a new launcher', async () => {
  const { job, pid } = await sleepingJob();
  const launcherPid = parentOf(pid);
  process.kill(launcherPid, 'SIGKILL');
  await expect(job).rejects.toThrow(/sh: the job launcher exited while the job ran/);
  const deadline = Date.now() + 5000;
  while (running(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(running(pid)).toBe(false);
  const next = await runJob({ argv: ['sh', '-c', 'echo \'{"event":"result","score":7}\''] });
  expect(next.result).toMatchObject({ score: 7 });
});

test('a command that does not exist says it cannot start', async () => {
  await expect(runJob({ argv: ['/nonexistent/evaluator'] })).rejects.toThrow(
    /cannot start \/nonexistent\/evaluator: spawn \/nonexistent\/evaluator ENOENT/,
  );
});
