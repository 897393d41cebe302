import fs from 'node:fs';
import { withResultsStore } from '../../results/store';
import { createSweepSchedule, describeSchedule, listSchedules, triggerSchedule } from '../../cli/schedules';
import { SEARCH_ATTRIBUTES } from '../../common/search-attributes';
import type { SweepSpecInput } from '../../common/sweep-spec';
import type { RunningWorkers } from '../../workers/common';
import { sweepStatusQuery } from '../../common/messages';
import type { SweepStatus } from '../../common/types';
import { inProcessWorkers, seedBaseModel, startStack, waitFor, type TestStack } from '../helpers/stack';
import { benchmarkSweep } from '../../workflows/benchmark-sweep';

// Sweeps and nightly schedules against the real server: a 2 × 2 × 3 matrix started by a
// triggered Schedule, with its leaderboard, and a sweep in which one run fails.

jest.setTimeout(600_000);

let stack: TestStack;
let workers: RunningWorkers;

beforeAll(async () => {
  stack = await startStack('sweep', { A2RL_GPU_DEVICES: '0,1' }); // a GPU worker with two (simulated) GPUs
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
});
afterAll(async () => {
  await workers?.shutdown();
  await stack?.stop();
});

const matrix: SweepSpecInput = {
  name: 'nightly-test',
  tasks: ['scripted-score'],
  agents: ['scripted', 'lazy'],
  drivers: ['driver-a', 'driver-b'],
  seeds: [0, 1, 2],
  concurrency: 4,
  run: {
    budget: '2m',
    stopGrace: 2,
    timeouts: { heartbeat: '10s' },
    agentEnv: { SCRIPT: 'code:train.py:sft ckpt:v1:seed submit:v1' },
  },
};

async function sweepsOf(scheduleId: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const wf of stack.client.workflow.list({
    query: `WorkflowType = 'benchmarkSweep' AND TemporalScheduledById = '${scheduleId}'`,
  }))
    ids.push(wf.workflowId);
  return ids;
}

test('a triggered schedule runs a 2 × 2 × 3 sweep, skips an overlapping trigger, and writes the leaderboard', async () => {
  const id = await createSweepSchedule(
    stack.client,
    { id: 'nightly', cron: '0 2 * * *', timezone: 'Europe/Berlin', overlap: 'skip', catchupWindow: '30m' },
    matrix,
  );
  const described = await describeSchedule(stack.client, id);
  expect(described).toMatchObject({
    id: 'nightly',
    cron: '0 2 * * *',
    timezone: 'Europe/Berlin',
    paused: false,
    sweep: 'nightly-test',
  });
  expect(described.overlap).toMatch(/SKIP/i);
  expect(described.nextRuns.length).toBeGreaterThan(0);

  const handle = stack.client.schedule.getHandle(id);
  await triggerSchedule(stack.client, id);
  const [sweepId] = await waitFor('the sweep', async () => {
    const ids = await sweepsOf(id);
    return ids.length ? ids : null;
  });
  await triggerSchedule(stack.client, id); // the first sweep still runs: skipped
  const sweep = stack.client.workflow.getHandle(sweepId);
  const status: SweepStatus = await sweep.result();
  expect(await sweepsOf(id)).toEqual([sweepId]);

  expect(status.total).toBe(12);
  expect(status.results).toHaveLength(12);
  expect(status.results.every((r) => r.phase === 'done')).toBe(true);
  const scripted = status.results.filter((r) => r.agent === 'scripted');
  expect(scripted.map((r) => [r.driver, r.seed, r.best])).toEqual([
    ['driver-a', 0, 30],
    ['driver-a', 1, 40],
    ['driver-a', 2, 50],
    ['driver-b', 0, 30],
    ['driver-b', 1, 40],
    ['driver-b', 2, 50],
  ]);

  const doc = JSON.parse(fs.readFileSync(status.report!.json, 'utf8'));
  const row = (agent: string, driver: string) =>
    doc.leaderboard.find((r: { agent: string; driver: string }) => r.agent === agent && r.driver === driver);
  // seeds 0, 1, 2 → best 30, 40, 50 over a baseline of 10: mean 40, sd 10, se 10/√3.
  expect(row('scripted', 'driver-a')).toMatchObject({
    runs: 3,
    failed: 0,
    mean_best: 40,
    mean_improvement: 30,
    success_rate: 1,
    submissions: 3,
  });
  expect(row('scripted', 'driver-a').se_best).toBeCloseTo(10 / Math.sqrt(3), 6);
  expect(row('lazy', 'driver-b')).toMatchObject({
    runs: 3,
    mean_best: 10,
    mean_improvement: 0,
    se_improvement: 0,
    success_rate: 0,
    submissions: 0,
  });
  const md = fs.readFileSync(status.report!.markdown, 'utf8');
  // scripted-score has no sealed split: its runs are scored as the reference protocol ranks them
  expect(md).toContain('| scripted-score | scripted | driver-a | 3 | 0 | — (reference protocol) | — | 40.00 ± 5.77 |');
  expect(md).toMatch(/\| 40\.00 ± 5\.77 \| \d+\.\d–\d+\.\d \(se \d+\.\d\d\) \| 30\.00 ± 5\.77 \| 100% \| 3 \|/);
  // Route frequency: the scripted agent's best submissions all came from SFT code; lazy had none.
  expect(doc.routes).toEqual(
    expect.arrayContaining([
      { agent: 'scripted', driver: 'driver-a', routes: { SFT: 3 } },
      { agent: 'lazy', driver: 'driver-b', routes: { none: 3 } },
    ]),
  );
  const html = fs.readFileSync(status.report!.json.replace(/sweep\.json$/, 'sweep.html'), 'utf8');
  expect(html).toContain('<table id="leaderboard">');
  expect(html.match(/<svg class="task-chart" data-task="scripted-score"/g)).toHaveLength(1);
  expect(html.match(/<rect class="bar"/g)).toHaveLength(4);
  expect(html).toMatch(/<table id="routes"><tr><th>agent<\/th><th>driver<\/th><th>SFT<\/th><th>none<\/th><\/tr>/);

  await withResultsStore(stack.config, async (store) => {
    expect(await store.leaderboard(sweepId)).toHaveLength(4);
    expect(await store.list({ sweep: sweepId })).toHaveLength(12);
  });

  // Runs started by a schedule carry its id, and their sweep's.
  const run = await stack.client.workflow.getHandle(scripted[0].runId).describe();
  expect(run.typedSearchAttributes.get(SEARCH_ATTRIBUTES.schedule)).toBe('nightly');
  expect(run.typedSearchAttributes.get(SEARCH_ATTRIBUTES.sweep)).toBe(sweepId);
  expect(run.typedSearchAttributes.get(SEARCH_ATTRIBUTES.driver)).toBe('driver-a');

  await handle.pause('maintenance');
  expect(await describeSchedule(stack.client, id)).toMatchObject({ paused: true, note: 'maintenance' });
  await handle.unpause();
  expect((await describeSchedule(stack.client, id)).paused).toBe(false);
  await handle.delete();
  expect(await listSchedules(stack.client)).toEqual([]);
});

test('one failed run never stops the others', async () => {
  const broken = seedBaseModel(stack.config, 'test/broken-model');
  fs.rmSync(`${broken}/config.json`);
  const handle = await stack.client.workflow.start(benchmarkSweep, {
    taskQueue: 'a2rl',
    workflowId: `sweep-partial-${Date.now()}`,
    args: [
      {
        name: 'partial',
        tasks: ['scripted-score'],
        agents: ['scripted'],
        baseModels: ['test/base-model', 'test/broken-model'],
        concurrency: 2,
        run: { budget: '2m', agentEnv: { SCRIPT: 'ckpt:v1:70 submit:v1' } },
      },
    ],
  });
  const status: SweepStatus = await handle.result();
  expect(status.results.map((r) => [r.baseModel, r.phase, r.best])).toEqual([
    ['test/base-model', 'done', 70],
    ['test/broken-model', 'failed', null],
  ]);
  expect(status.results[1].error).toMatch(/baseline evaluation failed/);
  expect(status.results.map((r) => r.verdict)).toEqual(['completed', 'harness-error']);
  // The harness's failure is listed apart: neither scored nor counted.
  const doc = JSON.parse(fs.readFileSync(status.report!.json, 'utf8'));
  expect(doc.leaderboard[0]).toMatchObject({ runs: 1, failed: 0, harness_errors: 1, mean_best: 70, success_rate: 1 });
});

test('by default a sweep runs as many runs at once as the GPU workers have GPUs', async () => {
  const handle = await stack.client.workflow.start(benchmarkSweep, {
    taskQueue: 'a2rl',
    workflowId: `sweep-auto-${Date.now()}`,
    args: [
      {
        name: 'auto',
        tasks: ['scripted-score'],
        agents: ['scripted'],
        seeds: [0, 1, 2, 3, 4],
        run: { budget: '2m', agentEnv: { SCRIPT: 'sleep:3 ckpt:v1:seed submit:v1' } },
      },
    ],
  });
  let most = 0;
  let done = false;
  const result = handle.result().finally(() => (done = true));
  while (!done) {
    const st = await handle.query(sweepStatusQuery).catch(() => null);
    if (st) most = Math.max(most, st.running.length);
    await new Promise((r) => setTimeout(r, 200));
  }
  const status: SweepStatus = await result;
  expect(status.concurrency).toBe(2);
  expect(most).toBe(2);
  expect(status.results.map((r) => r.best)).toEqual([30, 40, 50, 60, 70]);
});

test('a bad sweep spec is refused before anything starts', async () => {
  const before = await listSchedules(stack.client);
  await expect(
    createSweepSchedule(stack.client, { id: 'bad', cron: '0 2 * * *' }, { ...matrix, run: { budjet: '1h' } }),
  ).rejects.toThrow(/run.budjet|Unrecognized key/);
  await expect(
    createSweepSchedule(stack.client, { id: 'bad', cron: '0 2 * * *' }, { ...matrix, agents: [] }),
  ).rejects.toThrow(/agents/);
  expect(await listSchedules(stack.client)).toEqual(before);
});
