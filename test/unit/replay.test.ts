import { bundleWorkflowCode, Worker } from '@temporalio/worker';
import fs from 'node:fs';
import path from 'node:path';

// Determinism guard: the committed history of a real run (test/histories/benchmark-run.json,
// re-recorded with test/histories/record.ts) must replay against the current workflow code.
// A change that alters the order of commands breaks this test, and CI with it.

jest.setTimeout(120_000);

const historyFile = path.join(__dirname, '..', 'histories', 'benchmark-run.json');

test('the recorded benchmarkRun history replays against the current workflow code', async () => {
  const history = JSON.parse(fs.readFileSync(historyFile, 'utf8'));
  const types = history.events.map((e: { eventType: string }) => e.eventType);
  expect(types).toContain('EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_COMPLETED');
  expect(types).toContain('EVENT_TYPE_TIMER_FIRED');
  const workflowBundle = await bundleWorkflowCode({ workflowsPath: require.resolve('../../workflows'), logger: { log() {}, info() {}, warn() {}, error() {}, debug() {}, trace() {} } as never });
  await expect(Worker.runReplayHistory({ workflowBundle }, history, 'run-scripted-score-scripted-recorded')).resolves.toBeUndefined();
});

test('a workflow change that reorders commands is caught', async () => {
  const history = JSON.parse(fs.readFileSync(historyFile, 'utf8'));
  // The same history with the first activity swapped for another type no longer matches.
  const scheduled = history.events.find((e: { eventType: string }) => e.eventType === 'EVENT_TYPE_ACTIVITY_TASK_SCHEDULED');
  scheduled.activityTaskScheduledEventAttributes.activityType.name = 'somethingElse';
  const workflowBundle = await bundleWorkflowCode({ workflowsPath: require.resolve('../../workflows'), logger: { log() {}, info() {}, warn() {}, error() {}, debug() {}, trace() {} } as never });
  await expect(Worker.runReplayHistory({ workflowBundle }, history, 'run-scripted-score-scripted-recorded')).rejects.toThrow(/[Nn]ondetermin/);
});
