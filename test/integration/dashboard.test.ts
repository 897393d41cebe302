import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openResultsStore, type ResultsStore } from '../../results/store';
import { startRun } from '../../client/runs';
import { TASK_QUEUES } from '../../common/task-queues';
import { benchmarkSweep } from '../../workflows/benchmark-sweep';
import { fromRoot } from '../../common/paths';
import { buildUiServer } from '../../ui/server';
import type { RunningWorkers } from '../../workers/common';
import { request } from '../helpers/http';
import {
  FIXTURES,
  inProcessWorkers,
  seedBaseModel,
  startStack,
  waitFor,
  waitForStatus,
  type TestStack,
} from '../helpers/stack';
import { runPaths } from '../../common/run-paths';

// `a2rl ui` in a real headless browser (Debian's chromium, driven by playwright-core) against a
// real Temporal server and workers, with the scripted agent in Docker: the runs list filters, a
// live run's page shows a new score and a tool call as they happen, with no reload; and the
// server's access rules over real HTTP.

jest.setTimeout(300_000);

const CHROMIUM = '/usr/bin/chromium';
let stack: TestStack;
let workers: RunningWorkers;
let ui: FastifyInstance;
let results: ResultsStore;
let base: string;
let browser: Browser;
let page: Page;
const runIds: string[] = [];
/** A scripted run that has ended (the first test's): its folder is free to read. */
let ended: string;

// The task folder is a copy, so that a test can change its evaluator's version between runs.
const tasks = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-dashboard-tasks-'));
const taskYaml = path.join(tasks, 'scripted-score', 'task.yaml');

beforeAll(async () => {
  fs.cpSync(path.join(FIXTURES, 'tasks', 'scripted-score'), path.join(tasks, 'scripted-score'), { recursive: true });
  stack = await startStack('dashboard', { A2RL_TASK_DIRS: tasks });
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
  results = await openResultsStore(stack.config);
  ui = await buildUiServer({
    client: stack.client,
    results,
    namespace: 'default',
    temporalUi: null,
    host: '127.0.0.1',
    port: 0,
    liveIntervalMs: 500,
  });
  await ui.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(ui.server.address() as { port: number }).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  page = await browser.newPage({ viewport: { width: 1400, height: 1100 } });
});
afterAll(async () => {
  // Every run ends (containers, networks and firewall rules freed) whatever the checks did.
  for (const id of runIds)
    await stack.client.workflow
      .getHandle(id)
      .signal('stop', { reason: 'test over' })
      .catch(() => undefined);
  for (const id of runIds)
    await stack.client.workflow
      .getHandle(id)
      .result()
      .catch(() => undefined);
  await browser?.close();
  await ui?.close();
  await results?.close();
  await workers?.shutdown();
  await stack?.stop();
  fs.rmSync(tasks, { recursive: true, force: true });
});

/** A screenshot in the test's folder; with A2RL_UPDATE_SCREENSHOTS=1, the docs' copy (docs/images/dashboard-*.png). */
async function shot(name: string, p: Page = page) {
  const docs = process.env.A2RL_UPDATE_SCREENSHOTS === '1' && !name.endsWith('failure');
  await p.screenshot({
    path: docs ? fromRoot('docs', 'images', `dashboard-${name}.png`) : path.join(stack.dir, `${name}.png`),
    fullPage: true,
  });
}

async function run(script: string): Promise<string> {
  const id = await startRun(stack.client, {
    task: 'scripted-score',
    agent: 'scripted',
    budget: '5m',
    agentEnv: { SCRIPT: script },
  });
  runIds.push(id);
  return id;
}

test('the runs list filters by phase; a live run shows a new score and a tool call without a reload', async () => {
  const finished = (ended = await run('ckpt:v1:12 submit:v1'));
  const live = await run('ckpt:v1:25 submit:v1 await:go tool:hello-from-the-agent ckpt:v2:45 submit:v2 sleep:600');
  await stack.client.workflow.getHandle(finished).result();
  const first = await waitForStatus(stack.client, live, (s) => s.submissions.some((x) => x.score === 25));
  try {
    // The list, filtered by phase as a person types it: the running run only, then the finished one only.
    await page.goto(`${base}/?status=agent`, { waitUntil: 'domcontentloaded' });
    await page.locator(`tr[data-run="${live}"]`).waitFor({ timeout: 30_000 });
    expect(await page.locator(`tr[data-run="${finished}"]`).count()).toBe(0);
    await shot('runs');
    await page.locator('input[name=status]').fill('done');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.locator(`tr[data-run="${finished}"]`).waitFor({ timeout: 30_000 });
    expect(await page.locator(`tr[data-run="${live}"]`).count()).toBe(0);
    expect(page.url()).toContain('status=done');

    // The live run's page: its first score is there; the page is never reloaded from here on.
    await page.locator(`tr[data-run="${finished}"] a`).waitFor();
    await page.goto(`${base}/runs/${live}`, { waitUntil: 'domcontentloaded' });
    await page.locator('tr[data-submission="1"] .score').filter({ hasText: '25.00' }).waitFor({ timeout: 30_000 });
    await page.evaluate('window.loadedOnce = true');
    expect(await page.locator('#transcript').innerText()).not.toContain('hello-from-the-agent');

    // The agent goes on: a tool call, then a second checkpoint scored 45.
    fs.writeFileSync(path.join(first.workspace!.workspaceDir, 'output', 'go'), '');
    await page
      .locator('#transcript .tool_call')
      .filter({ hasText: 'echo hello-from-the-agent' })
      .waitFor({ timeout: 60_000 });
    await page
      .locator('#transcript .tool_result')
      .filter({ hasText: 'hello-from-the-agent' })
      .waitFor({ timeout: 30_000 });
    await page.locator('tr[data-submission="2"] .score').filter({ hasText: '45.00' }).waitFor({ timeout: 60_000 });
    await page.locator('#fact-best').filter({ hasText: '45.00 (#2)' }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate('window.loadedOnce')).toBe(true); // the same document all along
    await shot('run-live');
    // Read-only: no control buttons, and the API refuses them.
    expect(await page.locator('#controls').isHidden()).toBe(true);
    const refused = await request(`${base}/api/runs/${live}/stop`, {
      method: 'POST',
      body: 'stop',
      headers: { 'Content-Type': 'text/plain', 'x-a2rl-ui': '1' },
    });
    expect(refused.status).toBe(403);
    expect(
      (await stack.client.workflow.getHandle(live).query<{ stopRequested: unknown }>('status')).stopRequested,
    ).toBeNull();
  } catch (err) {
    await shot('dashboard-failure');
    throw err;
  }
});

test('stop from the dashboard with control enabled; the header a page of another site cannot send is required', async () => {
  const id = await run('code:train.py:sft ckpt:v1:30 submit:v1 sleep:600');
  await waitForStatus(stack.client, id, (s) => s.submissions.length === 1 && s.phase === 'agent');
  const control = await buildUiServer({
    client: stack.client,
    namespace: 'default',
    temporalUi: null,
    host: '127.0.0.1',
    port: 0,
    allowControl: true,
  });
  await control.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(control.server.address() as { port: number }).port}`;
  try {
    // What a page of another site can post without asking first (a simple request: no custom header) is refused.
    expect(
      (
        await request(`${url}/api/runs/${id}/stop`, {
          method: 'POST',
          body: 'stop',
          headers: { 'Content-Type': 'text/plain' },
        })
      ).status,
    ).toBe(403);
    const p = await browser.newPage();
    p.on('dialog', (d) => void d.accept());
    await p.goto(`${url}/runs/${id}`, { waitUntil: 'domcontentloaded' });
    await p.getByRole('button', { name: 'Stop the agent' }).click();
    await p
      .locator('#control-result')
      .filter({ hasText: 'stop sent' })
      .waitFor({ timeout: 30_000 })
      .catch(async (err: Error) => {
        // Once under load (a whole suite), the run stopped but the page never said so: what it said instead.
        const said = await p.locator('#control-result').textContent();
        const phase = await p.locator('#fact-phase').textContent();
        const { stopRequested } = await stack.client.workflow.getHandle(id).query<{ stopRequested: unknown }>('status');
        throw new Error(`${err.message}
#control-result: ${JSON.stringify(said)}; phase shown: ${JSON.stringify(phase)}; the run's stop request: ${JSON.stringify(stopRequested)}`);
      });
    const outcome = await stack.client.workflow.getHandle(id).result();
    expect(outcome).toMatchObject({ phase: 'done', best: 30 });
    await p.locator('#fact-phase').filter({ hasText: 'done' }).waitFor({ timeout: 30_000 });
    // Ended while the page was open: what its report adds shows up (the code history, the report's link).
    await p.locator('#code-card td').filter({ hasText: 'train.py' }).first().waitFor({ timeout: 30_000 });
    await p.getByRole('link', { name: 'report' }).waitFor({ timeout: 10_000 });
    await p.close();
  } finally {
    await control.close();
  }
});

test('resume from the dashboard: a terminated run continues as a new one with its submissions', async () => {
  const id = await run('ckpt:v1:20 submit:v1 sleep:600');
  await waitForStatus(stack.client, id, (s) => s.submissions.some((x) => x.score === 20));
  await stack.client.workflow.getHandle(id).terminate('a crash, as far as the run can tell');
  const control = await buildUiServer({
    client: stack.client,
    namespace: 'default',
    temporalUi: null,
    host: '127.0.0.1',
    port: 0,
    allowControl: true,
  });
  await control.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(control.server.address() as { port: number }).port}`;
  try {
    const p = await browser.newPage();
    await p.goto(`${url}/runs/${id}`, { waitUntil: 'domcontentloaded' });
    const resume = p.getByRole('button', { name: 'Resume' });
    await p.waitForFunction("!document.getElementById('resume').disabled", null, { timeout: 30_000 });
    expect(await p.getByRole('button', { name: 'Stop the agent' }).isDisabled()).toBe(true);
    await resume.click();
    const link = p.locator('#control-result a');
    await link.waitFor({ timeout: 30_000 });
    const resumed = (await link.innerText()).replace('resumed as ', '');
    runIds.push(resumed);
    expect(resumed).toMatch(new RegExp(`^${id}\\.resumed-`));
    // The same operation as `a2rl resume`: the new run carries the scored submission on.
    const s = await waitForStatus(stack.client, resumed, (x) => x.resumedFrom === id && x.submissions.length === 1);
    expect(s.submissions[0].score).toBe(20);
    await p.close();
  } finally {
    await control.close();
  }
});

test('access: loopback Host only without a token; with one, a Bearer header or the cookie its link sets', async () => {
  // A rebound DNS name pointing at 127.0.0.1 carries its own Host header: refused.
  expect((await request(`${base}/api/runs`, { headers: { host: 'attacker.example' } })).status).toBe(403);
  expect((await request(`${base}/api/runs?task=x'%20OR%20'1'='1`)).status).toBe(400);

  const token = 'a-long-enough-secret-token';
  const locked = await buildUiServer({
    client: stack.client,
    namespace: 'default',
    temporalUi: null,
    host: '127.0.0.1',
    port: 0,
    token,
  });
  await locked.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(locked.server.address() as { port: number }).port}`;
  try {
    expect((await request(`${url}/api/runs`)).status).toBe(401);
    expect(
      (await request(`${url}/api/runs`, { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status,
    ).toBe(401);
    expect((await request(`${url}/api/runs`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const link = await request(`${url}/?token=${token}`);
    expect(link.status).toBe(302);
    const cookie = String(link.headers['set-cookie']).split(';')[0];
    expect(cookie).toContain('a2rl_ui_token=');
    expect((await request(`${url}/api/runs`, { headers: { cookie } })).status).toBe(200);
    // the link redirects within this server only
    expect((await request(`${url}//attacker.example/?token=${token}`)).headers.location).toBe('/');
  } finally {
    await locked.close();
  }
  await expect(
    buildUiServer({ client: stack.client, namespace: 'default', temporalUi: null, host: '0.0.0.0', port: 0 }),
  ).rejects.toThrow(/needs a token/);
});

test('a run folder: no workspace file or host path is served', async () => {
  const id = runIds[0];
  const s = await waitFor(
    'a run with a workspace',
    async () =>
      (await stack.client.workflow.getHandle(id).query<{ workspace: { runDir: string } | null }>('status')).workspace,
  );
  const body = (await request(`${base}/api/runs/${id}`)).body;
  expect(body).not.toContain(s.runDir);
  for (const probe of [
    '/assets/../../package.json',
    `/runs/${id}/../../etc/passwd`,
    '/assets/%2e%2e/%2e%2e/package.json',
  ]) {
    const r = await request(`${base}${probe}`);
    expect(r.body).not.toContain('"name": "a2rl-bench"');
    expect(r.body).not.toContain('root:x:0:0');
  }
});

test('two sweeps on two evaluator versions: leaderboard and the runs of a cell, paired deltas with a bootstrap interval, drift flagged', async () => {
  const sweep = async (name: string, script: string) => {
    const id = `sweep-dash-${name}-${Date.now()}`;
    const handle = await stack.client.workflow.start(benchmarkSweep, {
      taskQueue: TASK_QUEUES.control,
      workflowId: id,
      args: [
        {
          name,
          tasks: ['scripted-score'],
          agents: ['scripted'],
          seeds: [0, 1, 2],
          concurrency: 3,
          run: { budget: '2m', agentEnv: { SCRIPT: script } },
        },
      ],
    });
    return handle.result();
  };
  // A: scores 30, 40, 50 (30 + 10 × seed); B, on a newer evaluator: 65 each.
  const sa = await sweep('a', 'ckpt:v1:seed submit:v1');
  fs.writeFileSync(
    taskYaml,
    fs.readFileSync(taskYaml, 'utf8').replace('version: "scripted-1"', 'version: "scripted-2"'),
  );
  const sb = await sweep('b', 'ckpt:v1:65 submit:v1');
  const [a, b] = [sa.sweepId, sb.sweepId];
  try {
    await page.goto(`${base}/sweeps`, { waitUntil: 'domcontentloaded' });
    await page.locator(`tr[data-sweep="${a}"]`).waitFor({ timeout: 30_000 });
    await page.locator(`tr[data-sweep="${a}"] a`).click();
    await page.locator('#leaderboard tr.cell').filter({ hasText: '40.00 ± 5.77' }).waitFor({ timeout: 30_000 });
    await page.locator('#leaderboard tr.cell').first().click();
    expect(await page.locator('#cell tbody tr').count()).toBe(3);
    expect(await page.locator('#no-drift').count()).toBe(1); // one evaluator within sweep A
    await shot('sweep');

    await page.goto(`${base}/compare?sweeps=${a},${b}`, { waitUntil: 'domcontentloaded' });
    const row = page.locator('table.deltas tr[data-task="scripted-score"]');
    await row.waitFor({ timeout: 30_000 });
    const cells = await row.locator('td').allInnerTexts();
    // 65 each against 30, 40, 50: Δ = 25, and the mean of a resample of (35, 25, 15) lies in [15, 35]
    expect(cells.slice(0, 5)).toEqual(['scripted-score', '3', '40.00', '65.00', '+25.00']);
    const [lo, hi] = cells[5]
      .replace(/[[\]+]/g, '')
      .split(',')
      .map(Number);
    expect(lo).toBeGreaterThanOrEqual(15);
    expect(hi).toBeLessThanOrEqual(35);
    expect(lo).toBeLessThan(hi);
    await page.locator('#drift-warning').filter({ hasText: 'task.evaluator_version' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('#drift-warning').innerText()).toMatch(/scripted-1[\s\S]*scripted-2/);
    await shot('compare-sweeps');

    // Two runs, one of each sweep.
    const [ra, rb] = [sa.results[0].runId, sb.results[0].runId];
    await page.goto(`${base}/compare?runs=${ra},${rb}`, { waitUntil: 'domcontentloaded' });
    await page.locator('#drift-warning').filter({ hasText: 'task.evaluator_version' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('#compare-manifests tr.differs').filter({ hasText: 'scripted-2' }).count()).toBe(1);
    await shot('compare-runs');
  } catch (err) {
    await shot('dashboard-failure');
    throw err;
  }
});

test('a 100k-event transcript opens at its end and scrolls back a page at a time', async () => {
  // The ended run's event log replaced by a long one (nothing rewrites it once the run is over).
  const s = await stack.client.workflow.getHandle(ended).query<{ workspace: { runDir: string } }>('status');
  const file = runPaths(s.workspace.runDir).events;
  const t0 = Date.UTC(2026, 0, 1);
  const lines = Array.from({ length: 100_000 }, (_, i) =>
    JSON.stringify(
      i % 2
        ? {
            type: 'tool_result',
            ts: new Date(t0 + i * 1000).toISOString(),
            id: `c${i - 1}`,
            is_error: false,
            exit_code: 0,
            output: `line ${i} `.repeat(20),
          }
        : {
            type: 'tool_call',
            ts: new Date(t0 + i * 1000).toISOString(),
            tool: 'Bash',
            id: `c${i}`,
            command: `echo event ${i}`,
          },
    ),
  );
  fs.writeFileSync(file, lines.join('\n') + '\n');
  // The page opens at the log's end with one page of events, not the whole log (how fast:
  // bench/RESULTS.md, the dashboard on long event logs).
  await page.goto(`${base}/runs/${ended}`, { waitUntil: 'domcontentloaded' });
  await page.locator('#transcript .tool_call').filter({ hasText: 'echo event 99998' }).waitFor({ timeout: 30_000 });
  expect(await page.locator('#transcript .ev').count()).toBe(200);
  await page.getByRole('button', { name: 'Load earlier events' }).click();
  await page.locator('#transcript .tool_call').filter({ hasText: 'echo event 99798' }).waitFor({ timeout: 10_000 });
  expect(await page.locator('#transcript .ev').count()).toBe(400);
});

test('a run Temporal no longer holds is listed from the results store, and opens its report', async () => {
  // Past the namespace's retention a run is only in the results store: one such row, made from an
  // ended run's (its report is on this host), under an id Temporal never had.
  const row = (await results.get(ended))!;
  const gone = `run-expired-${Date.now()}`;
  await results.upsert({ ...row, run_id: gone });
  const listed = (await request(`${base}/api/runs?task=scripted-score`)).body.runs as Array<{
    runId: string;
    execution: string;
    best: number;
  }>;
  expect(listed.find((r) => r.runId === gone)).toMatchObject({ execution: 'RECORDED', best: 12 });
  expect(listed.filter((r) => r.runId === ended)).toHaveLength(1); // a run Temporal has is listed once
  expect(
    ((await request(`${base}/api/runs?verdict=harness-error`)).body.runs as Array<{ runId: string }>).map(
      (r) => r.runId,
    ),
  ).not.toContain(gone);
  await page.goto(`${base}/?task=scripted-score`, { waitUntil: 'domcontentloaded' });
  await page.locator(`tr[data-run="${gone}"] a`).click();
  await page.waitForURL(new RegExp(`/runs/${gone}/report$`));
  expect(await page.locator('body').innerText()).toContain(ended);
});
