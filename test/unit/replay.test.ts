import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import fs from 'node:fs';
import path from 'node:path';

// Determinism guard: the committed histories must replay against the current workflow code. A
// change that alters the order of commands breaks this test, and CI with it (keep old histories
// replaying with patched()). Each file is named after its workflow id. One is a real run's
// (run-scripted-score-scripted-recorded, test/histories/record.ts); the others are the workflow
// tests' (A2RL_RECORD_HISTORIES=1 npx jest --selectProjects workflow): a resumed run, a reference
// pipeline's run and its trainingPipeline (also as recorded before the pipeline wrote its report:
// *.before-training-report.json), a long pipeline that drops round checkpoints, a sweep, a run
// under the sealed protocol with its final score, a regrade.

jest.setTimeout(120_000);

const dir = path.join(__dirname, '..', 'histories');
const histories = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
const load = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
const silent = { log() {}, info() {}, warn() {}, error() {}, debug() {}, trace() {} };

let workflowBundle: WorkflowBundleWithSourceMap;
beforeAll(async () => {
  workflowBundle = await bundleWorkflowCode({
    workflowsPath: require.resolve('../../workflows'),
    logger: silent as never,
  });
});

test('every workflow has a recorded history', () => {
  const types = histories.map((f) => load(f).events[0].workflowExecutionStartedEventAttributes.workflowType.name);
  expect(new Set(types)).toEqual(new Set(['benchmarkRun', 'benchmarkSweep', 'trainingPipeline', 'regradeRuns']));
  expect(histories).toEqual(
    expect.arrayContaining([
      'run-scripted-score-scripted-recorded.json',
      'benchmark-run-resumed.json',
      'benchmark-run-sealed.json',
      'reference-pipeline-run.json',
      'reference-pipeline-run.pipeline.json',
      'benchmark-sweep.json',
      'regrade-recorded.json',
    ]),
  );
});

test.each(histories)('%s replays against the current workflow code', async (file) => {
  const history = load(file);
  await expect(
    Worker.runReplayHistory({ workflowBundle }, history, file.replace(/\.json$/, '')),
  ).resolves.toBeUndefined();
});

test('the recorded run has Updates and the budget timer in it, and a change that reorders commands is caught', async () => {
  const history = load('run-scripted-score-scripted-recorded.json');
  const types = history.events.map((e: { eventType: string }) => e.eventType);
  expect(types).toContain('EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_COMPLETED');
  expect(types).toContain('EVENT_TYPE_TIMER_FIRED');
  // The same history with the first activity swapped for another type no longer matches.
  const scheduled = history.events.find(
    (e: { eventType: string }) => e.eventType === 'EVENT_TYPE_ACTIVITY_TASK_SCHEDULED',
  );
  scheduled.activityTaskScheduledEventAttributes.activityType.name = 'somethingElse';
  await expect(
    Worker.runReplayHistory({ workflowBundle }, history, 'run-scripted-score-scripted-recorded'),
  ).rejects.toThrow(/[Nn]ondetermin/);
});
