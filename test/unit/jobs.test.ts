import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeFailure, runJob } from '../../activities/jobs';

// The job runner with real processes: JSON-lines events, stderr kept, and cancellation that
// kills the whole process tree.

// Running, and not a zombie waiting for its reaper.
const alive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

test('events are parsed from stdout; other lines are ignored; stderr goes to its file', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-job-'));
  const events: string[] = [];
  const script = 'echo hello; echo \'{"event":"progress","done":1,"total":2}\'; echo oops >&2; echo \'{"event":"result","score":42}\'';
  const out = await runJob({ argv: ['sh', '-c', script], stderrPath: path.join(dir, 'stderr.log'), onEvent: (e) => events.push(e.event) });
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
  const job = runJob({ argv: ['sh', '-c', `sleep 300 & echo $! > ${pidFile}.tmp; mv ${pidFile}.tmp ${pidFile}; wait`], signal: ac.signal, killGraceMs: 500 });
  const deadline = Date.now() + 5000;
  while (!fs.existsSync(pidFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const grandchild = Number(fs.readFileSync(pidFile, 'utf8'));
  expect(alive(grandchild)).toBe(true);
  ac.abort();
  const out = await job;
  expect(out.cancelled).toBe(true);
  await new Promise((r) => setTimeout(r, 200));
  expect(alive(grandchild)).toBe(false);
});
