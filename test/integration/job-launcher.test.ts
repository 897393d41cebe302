import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fromRoot } from '../../common/paths';
import { parentOf, running } from '../helpers/processes';
import { removeTestDir } from '../helpers/test-dirs';

// A worker killed with -9 leaves no job behind, now that its jobs are children of its job
// launcher: the launcher goes when the worker's channel closes, and a Python job (start_job's
// PR_SET_PDEATHSIG) goes with its parent. A worker process from dist/ and a real Python job.

jest.setTimeout(60_000);

test('kill -9 of a worker with a job running: its launcher and the job end with it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-launcher-'));
  let worker: ChildProcess | undefined;
  try {
    const pidFile = path.join(dir, 'job.pid');
    const job = `from a2rl.protocol import start_job; import os, time; start_job(); open(${JSON.stringify(`${pidFile}.tmp`)}, 'w').write(str(os.getpid())); os.rename(${JSON.stringify(`${pidFile}.tmp`)}, ${JSON.stringify(pidFile)}); time.sleep(300)`;
    const script = `require(${JSON.stringify(path.resolve('dist/jobs/run-job.js'))}).runJob({ argv: [${JSON.stringify(fromRoot('.venv', 'bin', 'python'))}, '-c', ${JSON.stringify(job)}] });`;
    worker = spawn(process.execPath, ['-e', script], { stdio: 'inherit' });
    const deadline = Date.now() + 30_000;
    while (!fs.existsSync(pidFile) && Date.now() < deadline && worker.exitCode === null)
      await new Promise((r) => setTimeout(r, 100));
    const jobPid = Number(fs.readFileSync(pidFile, 'utf8'));
    const launcherPid = parentOf(jobPid);
    expect(launcherPid).not.toBe(worker.pid);

    worker.kill('SIGKILL');
    await once(worker, 'exit');
    const gone = Date.now() + 10_000;
    while ((running(launcherPid) || running(jobPid)) && Date.now() < gone) await new Promise((r) => setTimeout(r, 100));
    expect(running(launcherPid)).toBe(false);
    expect(running(jobPid)).toBe(false);
  } finally {
    if (worker?.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
    removeTestDir(dir);
  }
});
