import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DevServer } from '../../cli/dev-server';
import { ReportSchema } from '../../common/report-schema';
import { freePort } from '../../common/net';
import { fromRoot } from '../../common/paths';
import type { RunStatus } from '../../common/types';
import { request } from '../helpers/http';
import { inProcessWorkers, startStack, TEMPORAL_CLI, waitForStatus } from '../helpers/stack';
import { removeTestDir } from '../helpers/test-dirs';

// The real thing on CPU: task arith, a real small causal LM, the Python evaluator, the example
// agent training in its container. The model and data caches are shared with `npm run demo`.

jest.setTimeout(1_500_000);

const sharedCache = { A2RL_CACHE_DIR: fromRoot('.a2rl', 'cache') };

// The agent gets one core of two (the workspace's CPU limit): the example agent plans by its clock,
// so a slower pace means shorter training between checkpoints, never a missed deadline.
test('`a2rl demo` runs arith with the example agent on one core end to end and beats the baseline', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-demo-'));
  const [port, uiPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    ...sharedCache,
    A2RL_CONFIG: '',
    A2RL_DATA_DIR: dir,
    A2RL_TEMPORAL_ADDRESS: `127.0.0.1:${port}`,
    A2RL_TEMPORAL_UI: `http://127.0.0.1:${uiPort}`,
    A2RL_HOST_ID: `test-demo-${process.pid}`,
  };
  const child = spawn(process.execPath, [fromRoot('dist', 'cli', 'main.js'), 'demo', '--cpus', '1'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', r));
  const limit = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 1_200_000).unref());
  const code = await Promise.race([exited, limit]);
  // The demo leaves its Temporal server up for the Web UI: this test started it, so it stops it.
  const recordFile = path.join(dir, 'temporal', 'dev-server.json');
  const record = fs.existsSync(recordFile) ? JSON.parse(fs.readFileSync(recordFile, 'utf8')) : null;
  const server = record ? DevServer.attach(record.pid, record.address, record.uiUrl) : null;
  try {
    expect({ code, tail: out.slice(-2000) }).toMatchObject({ code: 0 });
    expect(out).toMatch(/phase: agent/);
    expect(out).toMatch(/budget \[[#.]+\] \d+m\d+s left/);
    const reportPath = /report: (\S+report\.md)/.exec(out)![1];
    const report = ReportSchema.parse(JSON.parse(fs.readFileSync(reportPath.replace(/\.md$/, '.json'), 'utf8')));
    expect(report.run).toMatchObject({
      task: 'arith',
      agent: 'example',
      base_model: 'HuggingFaceTB/SmolLM2-135M-Instruct',
      phase: 'done',
    });
    expect(report.submissions.length).toBeGreaterThanOrEqual(2);
    expect(report.submissions.every((s) => s.status === 'scored')).toBe(true);
    expect(report.best!.score).toBeGreaterThan(report.baseline!.score);
    // Scored under the sealed protocol: its best on feedback, then its final checkpoint on the sealed part, each with its interval.
    expect(report.protocol).toBe('sealed');
    expect(report.sealed).toMatchObject({
      error: null,
      chosen_by: 'best-feedback',
      submission_id: report.best!.submission_id,
    });
    expect(report.sealed!.score!).toBeGreaterThan(report.sealed!.baseline!);
    expect(report.best!.uncertainty).toMatchObject({ n: 100, method: 'wilson' });
    expect(out).toMatch(/sealed score \d+\.\d\d \(final checkpoint #\d+/);
    // Scored on the engine this machine has: vLLM's CPU build.
    expect(
      [report.baseline!.engine, ...report.submissions.map((s) => s.engine)].every(
        (e) => e?.backend === 'vllm' && e.device === 'cpu',
      ),
    ).toBe(true);
    // It trained with as many threads as its one CPU, and ended on its own inside the budget (its
    // plan's lines say where the time went when it did not: the test's folder is removed).
    const agentLog = fs.readFileSync(path.join(path.dirname(path.dirname(reportPath)), 'agent.log'), 'utf8');
    const plan = agentLog.split('\n').filter((l) => l.startsWith('[example-agent'));
    expect({ exit: report.agent.exit_code, plan }).toMatchObject({ exit: 0 });
    expect(agentLog).toMatch(/budget: \d+ s remaining of 180 s; 1 threads/);
    expect(agentLog).toMatch(/done: \d+ steps, [2-9] submissions, \d+ s of the budget left/);
    // The Web UI URL it ends with answers.
    const url = /Temporal Web UI: (http\S+)/.exec(out)![1];
    expect(url).toContain(`127.0.0.1:${uiPort}/namespaces/default/workflows/run-arith-example-`);
    expect((await request(url)).status).toBe(200);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await server?.stop();
    removeTestDir(dir);
  }
});

test("the README's Temporal CLI commands start, query and stop a run", async () => {
  const readme = fs.readFileSync(fromRoot('README.md'), 'utf8');
  const block = /<!-- temporal-cli:start -->\n```sh\n([\s\S]*?)```/.exec(readme)![1];
  const [start, query, signal] = block.trim().split('\n');
  expect(start).toMatch(/^temporal workflow start .* --input '\{"task":"arith","agent":"example"\}'$/);
  const stack = await startStack('cli', sharedCache);
  const workers = await inProcessWorkers(stack);
  // Run each line as written, against this test's server (async: the workers share this process).
  const run = async (line: string) =>
    (
      await promisify(execFile)('bash', [
        '-c',
        line.replace(/^temporal /, `${TEMPORAL_CLI} `).replaceAll('127.0.0.1:7233', stack.server.address),
      ])
    ).stdout;
  try {
    await run(start);
    const id = /--workflow-id (\S+)/.exec(start)![1];
    const queried = JSON.parse(/\{[\s\S]*\}/.exec(await run(query))![0]);
    expect(queried.spec).toMatchObject({ task: 'arith', agent: 'example', budget: 43200, gpus: 0 });
    await waitForStatus(stack.client, id, (s: RunStatus) => s.phase === 'agent', 600_000);
    await run(signal);
    await stack.client.workflow.getHandle(id).result();
    const final = await waitForStatus(stack.client, id, () => true);
    expect(final.stopRequested).toEqual({ reason: 'enough' });
    expect(final.agent.stoppedBy).toBe('stop-signal');
    expect(final.phase).toBe('done');
  } finally {
    await workers.shutdown();
    await stack.stop();
  }
});
