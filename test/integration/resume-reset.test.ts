import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startRun } from '../../client/runs';
import { ReportSchema } from '../../common/report-schema';
import type { RunningWorkers } from '../../workers/common';
import type { RunOutcome } from '../../common/types';
import {
  inProcessWorkers,
  outputFile,
  seedBaseModel,
  spawnWorker,
  startStack,
  stopChild,
  TEMPORAL_CLI,
  waitFor,
  waitForStatus,
  type TestStack,
} from '../helpers/stack';
import { withWorkspace } from '../helpers/workspace';

// Recovering failed runs against the real server: `resume` continues a run that failed
// mid-way (a fault injected through the worker's config), and `temporal workflow reset`
// re-runs a run from before the step that a (since fixed) bug made fail.

jest.setTimeout(300_000);

let stack: TestStack;
let workers: RunningWorkers | undefined;

beforeEach(async () => {
  stack = await startStack('resume');
  seedBaseModel(stack.config);
});
afterEach(async () => {
  await workers?.shutdown();
  workers = undefined;
  await stack.stop();
});

const activityTypes = async (runId: string) => {
  const history = await stack.client.workflow.getHandle(runId).fetchHistory();
  return (history.events ?? []).flatMap((e) =>
    e.activityTaskScheduledEventAttributes ? [e.activityTaskScheduledEventAttributes.activityType!.name!] : [],
  );
};

test('resume continues a failed run: same workspace, baseline and submissions, the remaining budget, nothing lost or duplicated', async () => {
  workers = await inProcessWorkers(stack, ['control', 'gpu']);
  const faultFile = path.join(stack.dir, 'fault');
  const faulty = spawnWorker(
    { ...stack, env: { ...stack.env, A2RL_FAULT_RUN_AGENT_ON_FILE: faultFile } },
    'host',
    'host-faulty',
  );
  const spec = {
    task: 'scripted-score',
    agent: 'scripted',
    budget: '60s',
    stopGrace: 3,
    timeouts: { heartbeat: '5s' },
    agentEnv: {
      SCRIPT: 'ckpt:v1:30 submit:v1 ckpt:v2:55 submit:v2 touch:second await:go ckpt:v3:70 submit:v3 touch:done',
    },
  };
  const first = await startRun(stack.client, spec);
  const running = await waitForStatus(stack.client, first, (x) => x.phase === 'agent' && x.workspace !== null);
  const agentSeenAt = Date.now();
  // The fault once two submissions are in; the agent waits at `await:go` meanwhile.
  await waitFor('the second submission', () => fs.existsSync(outputFile(running, 'second')));
  fs.writeFileSync(faultFile, '');
  const faultAt = Date.now();
  const failure = await stack.client.workflow
    .getHandle(first)
    .result()
    .catch((e) => e);
  expect(failure.cause.message).toMatch(/agent supervision failed: injected fault/);
  const failed = await waitForStatus(stack.client, first, () => true);
  expect(failed.submissions.map((s) => [s.submission_id, s.score])).toEqual([
    [1, 30],
    [2, 55],
  ]);
  await stopChild(faulty);

  const host = spawnWorker(stack, 'host', 'host-fixed');
  try {
    const resumed = await startRun(stack.client, { ...failed.spec, resume: { from: first } }, `${first}.resumed`);
    await waitForStatus(stack.client, resumed, (x) => x.phase === 'agent' && x.workspace !== null);
    fs.writeFileSync(outputFile(running, 'go'), ''); // the same workspace, mounted again: the restarted agent goes on
    const outcome: RunOutcome = await stack.client.workflow.getHandle(resumed).result();
    expect(outcome).toMatchObject({ phase: 'done', best: 70, submissions: 3 });
    const s = await waitForStatus(stack.client, resumed, () => true);
    expect(s.resumedFrom).toBe(first);
    expect(s.resolved!.runDir).toBe(failed.resolved!.runDir); // the same workspace files
    expect(s.baseline).toEqual(failed.baseline);
    expect(await activityTypes(resumed)).not.toContain('evaluateBaseline');
    expect(s.submissions.map((x) => [x.submission_id, x.score, x.status])).toEqual([
      [1, 30, 'scored'],
      [2, 55, 'scored'],
      [3, 70, 'scored'],
    ]);
    // The restarted agent submitted v1 and v2 again: both were answered from the records.
    const responses = (
      await withWorkspace(s.workspace!.runDir, (dir) =>
        fs.readFileSync(path.join(dir, 'output', 'responses.jsonl'), 'utf8'),
      )
    )
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(responses.slice(-3).map((r) => [r.submission_id, r.cached])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    // The first execution's agent ran at least from when the test saw it until the fault.
    expect(s.budgetUsedBefore).toBeGreaterThanOrEqual(Math.floor((faultAt - agentSeenAt) / 1000));
    expect(s.meta.timeout_s).toBe(60 - s.budgetUsedBefore);
    const report = ReportSchema.parse(JSON.parse(fs.readFileSync(s.report!.json, 'utf8')));
    expect(report.run).toMatchObject({ resumed_from: first, budget_used_before_s: s.budgetUsedBefore });
  } finally {
    await stopChild(host);
  }
});

test('resume refuses a run that completed', async () => {
  workers = await inProcessWorkers(stack);
  const done = await startRun(stack.client, {
    task: 'scripted-score',
    agent: 'scripted',
    budget: '1m',
    agentEnv: { SCRIPT: 'ckpt:v1:20 submit:v1' },
  });
  await stack.client.workflow.getHandle(done).result();
  const again = await startRun(stack.client, { task: 'scripted-score', agent: 'scripted', resume: { from: done } });
  const err = await stack.client.workflow
    .getHandle(again)
    .result()
    .catch((e) => e);
  expect(err.cause.message).toMatch(/completed; only failed or terminated runs are resumed/);
});

test('`temporal workflow reset` re-runs a failed run from before the step that failed', async () => {
  // The report is written on the run's host: its host worker has the bug.
  workers = await inProcessWorkers(stack, ['control', 'gpu']);
  const buggy = spawnWorker(stack, 'host', 'host-buggy', { ...stack.env, A2RL_FAULT_WRITE_REPORT: '1' });
  let runId: string;
  try {
    runId = await startRun(stack.client, {
      task: 'scripted-score',
      agent: 'scripted',
      budget: '1m',
      agentEnv: { SCRIPT: 'ckpt:v1:40 submit:v1' },
    });
    const err = await stack.client.workflow
      .getHandle(runId)
      .result()
      .catch((e) => e);
    expect(err.cause.message).toMatch(/report failed: injected fault/);
  } finally {
    await stopChild(buggy); // a failed expectation must not leave it running (jest would never exit)
  }

  const fixed = spawnWorker(stack, 'host', 'host-fixed');
  try {
    // Reset to the workflow task that scheduled writeReport: from there the run decides again.
    const history = await stack.client.workflow.getHandle(runId).fetchHistory();
    const scheduled = history.events!.find(
      (e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'writeReport',
    )!;
    const eventId = Number(scheduled.activityTaskScheduledEventAttributes!.workflowTaskCompletedEventId);
    await promisify(execFile)(TEMPORAL_CLI, [
      'workflow',
      'reset',
      '--address',
      stack.server.address,
      '--workflow-id',
      runId,
      '--event-id',
      String(eventId),
      '--reason',
      'report bug fixed',
    ]);
    const outcome: RunOutcome = await stack.client.workflow.getHandle(runId).result();
    expect(outcome).toMatchObject({ phase: 'done', best: 40, submissions: 1, error: null });
    expect(fs.existsSync(outcome.report!)).toBe(true);
  } finally {
    await stopChild(fixed);
  }
});
