import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REFERENCE_CSV_COLUMNS } from '../../results/store';
import { fromRoot } from '../../common/paths';
import type { RunningWorkers } from '../../workers/common';
import { inProcessWorkers, seedBaseModel, startStack, waitForStatus, type TestStack } from '../helpers/stack';

// The a2rl command line as a person (or a script, with --json) uses it, against a real server.

jest.setTimeout(300_000);

let stack: TestStack;
let workers: RunningWorkers;

beforeAll(async () => {
  stack = await startStack('cli-ops');
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
});
afterAll(async () => {
  await workers?.shutdown();
  await stack?.stop();
});

async function a2rl(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const r = await promisify(execFile)(process.execPath, [fromRoot('dist', 'cli', 'main.js'), ...args], {
      env: { ...stack.env, ...env },
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

test('run returns the workflow id at once; status, watch and stop follow it; results export the reference CSV', async () => {
  const started = await a2rl([
    'run',
    '--task',
    'scripted-score',
    '--agent',
    'scripted',
    '--budget',
    '5m',
    '--set',
    'agentEnv.SCRIPT=ckpt:v1:60 submit:v1 sleep:600',
    '--json',
  ]);
  expect(started.code).toBe(0);
  const { runId } = JSON.parse(started.stdout);
  expect(runId).toMatch(/^run-scripted-score-scripted-\d{8}-\d{6}-[0-9a-f]{4}$/);
  await waitForStatus(stack.client, runId, (s) => s.submissions.some((x) => x.status === 'scored'));

  const one = JSON.parse((await a2rl(['status', runId, '--json'])).stdout);
  expect(one).toMatchObject({ runId, phase: 'agent', best: { score: 60 } });
  const table = await a2rl(['status', '--task', 'scripted-score']);
  expect(table.stdout).toContain(runId);
  expect(table.stdout).toMatch(/RUNNING\tagent\t\tscripted-score\tscripted\tbest=60/);

  expect((await a2rl(['stop', runId, '--reason', 'from the cli'])).stdout).toContain(`stop sent to ${runId}`);
  const watched = await a2rl(['watch', runId]);
  expect(watched.code).toBe(0);
  expect(watched.stdout).toMatch(/best 60\.00 \(#1, \+50\.00\)/);
  expect(watched.stdout).toMatch(/report: .*report\.md/);

  const report = await a2rl(['report', runId]);
  expect(report.stdout).toContain(`# Run report: ${runId}`);
  const csv = (await a2rl(['results', '--csv'])).stdout.trim().split('\n');
  expect(csv[0]).toBe(REFERENCE_CSV_COLUMNS.join(','));
  expect(csv.find((l) => l.startsWith(runId))).toMatch(
    /,scripted-score,scripted,none,test\/base-model,10,60,50,1,\d+,False,/,
  );
});

test('bad input is a clear error that starts nothing', async () => {
  const typo = await a2rl(['run', '--task', 'scripted-score', '--agent', 'scripted', '--set', 'budjet=1h']);
  expect(typo.code).toBe(2);
  expect(typo.stderr).toMatch(/invalid run spec: \(input\): Unrecognized key: "budjet"|budjet/);
  const unknown = await a2rl(['run', '--task', 'nope', '--agent', 'scripted']);
  expect(unknown.stderr).toMatch(/unknown task "nope"; available: .*scripted-score/);
  const listed = JSON.parse((await a2rl(['tasks', '--json'])).stdout).map((t: { id: string }) => t.id);
  expect(listed).toEqual(expect.arrayContaining(['arith', 'scripted-score']));
  const agents = JSON.parse((await a2rl(['agents', '--json'])).stdout) as Array<{
    id: string;
    defaultDriver: string;
    install: { kind: string };
    installed: boolean;
  }>;
  expect(agents.map((a) => a.id)).toEqual(
    expect.arrayContaining([
      'claude-code',
      'codex',
      'gemini-cli',
      'opencode',
      'openhands',
      'rdagent',
      'example',
      'scripted',
      'lazy',
    ]),
  );
  // setup installs the npm stacks' CLIs
  for (const a of agents.filter((x) => x.install.kind === 'npm'))
    expect(a).toMatchObject({ installed: true, defaultDriver: expect.any(String) });
  expect((await a2rl(['agents'])).stdout).toMatch(
    /^claude-code\tClaude Code .*\n\tdriver: claude-sonnet-4-6 \(--model <driver>\)/m,
  );
});

test('doctor says what is wrong and how to fix it', async () => {
  const good = JSON.parse((await a2rl(['doctor', '--json'])).stdout);
  expect(good.find((c: { name: string }) => c.name === 'temporal')).toMatchObject({ ok: true });
  expect(good.find((c: { name: string }) => c.name === 'docker')).toMatchObject({ ok: true });
  expect(good.find((c: { name: string }) => c.name === 'disk images')).toMatchObject({
    ok: true,
    detail: expect.stringMatching(/^loop devices available/),
  });
  expect(good.find((c: { name: string }) => c.name === 'judge/search')).toMatchObject({
    ok: true,
    detail: expect.stringMatching(/no judge \(set judge.model\): alpacaeval, deepsearchqa/),
  });
  const judged = JSON.parse(
    (await a2rl(['doctor', '--json'], { A2RL_JUDGE_MODEL: 'gpt-5.2', OPENAI_API_KEY: 'sk-doctor-secret' })).stdout,
  );
  const line = judged.find((c: { name: string }) => c.name === 'judge/search');
  expect(line.detail).toMatch(/judge gpt-5.2 at https:\/\/api.openai.com\/v1 \(key in \$OPENAI_API_KEY set\)/);
  expect(JSON.stringify(judged)).not.toContain('sk-doctor-secret');
  const bad = await a2rl(['doctor', '--json'], {
    A2RL_TEMPORAL_ADDRESS: '127.0.0.1:1',
    A2RL_PYTHON: '/nonexistent/python',
    A2RL_DISK_IMAGES: 'false',
  });
  expect(bad.code).toBe(1);
  const checks = JSON.parse(bad.stdout);
  expect(checks.find((c: { name: string }) => c.name === 'temporal')).toMatchObject({
    ok: false,
    fix: expect.stringMatching(/a2rl dev/),
  });
  expect(checks.find((c: { name: string }) => c.name === 'python')).toMatchObject({
    ok: false,
    fix: expect.stringMatching(/setup\.sh/),
  });
  expect(checks.find((c: { name: string }) => c.name === 'disk images')).toMatchObject({
    ok: false,
    detail: expect.stringMatching(/no disk quota/),
  });
});

test('a2rl dev stops within seconds on SIGTERM, and so does the Temporal server it started', async () => {
  const { spawn } = await import('node:child_process');
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { freePort } = await import('../../common/net');
  const dataDir = path.join(stack.dir, 'dev');
  const [port, uiPort] = [await freePort(), await freePort()];
  const env = {
    ...stack.env,
    A2RL_DATA_DIR: dataDir,
    A2RL_TEMPORAL_ADDRESS: `127.0.0.1:${port}`,
    A2RL_TEMPORAL_UI: `http://127.0.0.1:${uiPort}`,
    A2RL_HOST_ID: `test-dev-${process.pid}`,
    A2RL_LOG_LEVEL: 'info',
  };
  const child = spawn(process.execPath, [fromRoot('dist', 'cli', 'main.js'), 'dev', '--no-ui'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  try {
    const deadline = Date.now() + 120_000;
    while (!out.includes('dev stack ready') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(out).toContain('dev stack ready');
    const server = JSON.parse(fs.readFileSync(path.join(dataDir, 'temporal', 'dev-server.json'), 'utf8')) as {
      pid: number;
    };
    const sent = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - sent).toBeLessThan(20_000);
    const alive = (() => {
      try {
        process.kill(server.pid, 0);
        return true;
      } catch {
        return false;
      }
    })();
    expect(alive).toBe(false);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
