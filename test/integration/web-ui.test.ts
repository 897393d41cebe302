import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { RunningWorkers } from '../../workers/common';
import { inProcessWorkers, seedBaseModel, startStack, waitForStatus, type TestStack } from '../helpers/stack';

// The Temporal Web UI in a real headless browser (Debian's chromium, driven by playwright-core):
// a person starts a benchmarkRun from the start-workflow form with a JSON input, finds it by
// its task search attribute, and reads its `status` query.

jest.setTimeout(240_000);

const CHROMIUM = '/usr/bin/chromium';
let stack: TestStack;
let workers: RunningWorkers;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startStack('webui', {}, { ui: true });
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
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
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
});
afterAll(async () => {
  await browser?.close();
  await workers?.shutdown();
  await stack?.stop();
});

// The UI sometimes answers 500 (or renders nothing) on a busy machine; a person would refresh.
// `url` undefined: the page is already open (a refresh reloads it). A running workflow's page
// polls its history, so it is never network-idle: wait for the DOM only.
async function openUntilShown(url: string | undefined, shown: ReturnType<Page['locator']>) {
  for (let attempt = 1; ; attempt++) {
    if (url) await page.goto(url, { waitUntil: 'domcontentloaded' });
    url ??= page.url();
    try {
      await shown.waitFor({ timeout: 15_000 });
      return;
    } catch (err) {
      if (attempt >= 4) throw err;
    }
  }
}

async function shot(name: string) {
  await page.screenshot({ path: path.join(stack.dir, `${name}.png`), fullPage: true });
}

test('start a run from the Web UI form, find it by A2rlTask, read its status query', async () => {
  const ui = stack.server.uiUrl!;
  const runId = `run-scripted-score-scripted-webui-${Date.now()}`;
  const input = JSON.stringify({
    task: 'scripted-score',
    agent: 'scripted',
    budget: '2m',
    agentEnv: { SCRIPT: 'ckpt:v1:64 submit:v1 sleep:600' },
  });
  try {
    await page.goto(`${ui}/namespaces/default/workflows/start-workflow`, { waitUntil: 'networkidle' });
    await page.getByTestId('workflowId').fill(runId);
    await page.getByTestId('taskQueue').fill('a2rl');
    await page.getByTestId('workflowType').fill('benchmarkRun');
    const editor = page.locator('.cm-content').first();
    await editor.click();
    await page.keyboard.insertText(input);
    await page.getByTestId('workflowType').click(); // the editor commits its text on blur
    await page.getByTestId('start-workflow-button').click();
    await page.getByText('Workflow started successfully').waitFor({ timeout: 30_000 });

    // The run really started, with the input from the form.
    const s = await waitForStatus(stack.client, runId, (x) => x.submissions.some((r) => r.status === 'scored'));
    expect(s.spec).toMatchObject({ task: 'scripted-score', agent: 'scripted', budget: 120 });

    // Find it by its task search attribute, as a person would in the list view.
    const query = encodeURIComponent(`A2rlTask="scripted-score"`);
    const row = page.getByRole('link', { name: runId }).first();
    await openUntilShown(`${ui}/namespaces/default/workflows?query=${query}`, row);
    await row.click();
    await page.waitForURL(new RegExp(`/workflows/${runId}/`), { timeout: 30_000 });

    // Its status query, in the Queries tab.
    const queriesTab = page.getByText('Queries', { exact: true }).first();
    await openUntilShown(undefined, queriesTab);
    await queriesTab.click();
    await page.getByText('Query Type').waitFor();
    // `status` is the query type offered first (the UI lists them in alphabetical order); run it.
    await page.getByRole('button', { name: 'Run Query' }).click();
    await page
      .getByText(/"phase"/)
      .first()
      .waitFor({ timeout: 30_000 });
    await shot('status-query');
    const text = await page.locator('main').innerText();
    expect(text).toContain(`"runId": "${runId}"`);
    expect(text).toContain('"phase": "agent"');
    expect(text).toContain('"task": "scripted-score"');
  } catch (err) {
    await shot('web-ui-failure');
    throw err;
  } finally {
    // The run ends (container, network, firewall rules freed) whether the checks passed or not.
    await stack.client.workflow
      .getHandle(runId)
      .signal('stop', { reason: 'test over' })
      .catch(() => undefined);
    await stack.client.workflow
      .getHandle(runId)
      .result()
      .catch(() => undefined);
  }
  expect(fs.existsSync(stack.dir)).toBe(true);
});
