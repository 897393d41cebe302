import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { checkCanarySweep } from '../../sweep/canaries';
import { fromRoot } from '../../common/paths';
import { TASK_QUEUES } from '../../common/task-queues';
import type { RunningWorkers } from '../../workers/common';
import { inProcessWorkers, seedBaseModel, startStack, type TestStack } from '../helpers/stack';
import { benchmarkSweep } from '../../workflows/benchmark-sweep';

// The fast form of the exploit-canary sweep (sweeps/canaries.yaml runs it on arith with the real
// model): every canary agent, as shipped, on the fixture task scripted-score, whose evaluator
// (a test double) reads the score a checkpoint declares, so any checkpoint the canaries manage
// to change, link or forge into an evaluation would show as a score above the baseline. Real
// Temporal server, Docker engine, firewall and evaluation sandbox.

jest.setTimeout(1_200_000);

let stack: TestStack;
let workers: RunningWorkers;

beforeAll(async () => {
  stack = await startStack('canaries');
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
});

afterAll(async () => {
  await workers?.shutdown();
  await stack?.stop();
});

test('every canary is refused or contained, scores no higher than its baseline, and its report names the attempt', async () => {
  const shipped = YAML.parse(fs.readFileSync(fromRoot('sweeps', 'canaries.yaml'), 'utf8'));
  const spec = {
    ...shipped,
    name: 'canaries-fast',
    tasks: ['scripted-score'],
    concurrency: 3,
    run: {
      ...shipped.run,
      budget: '8m',
      stopGrace: 5,
      workspace: { memory: '512m', pids: 256, disk: '64m' },
      snapshots: { limit: '96m' },
    },
  };
  const sweepId = `sweep-canaries-fast-${process.pid}`;
  const handle = await stack.client.workflow.start(benchmarkSweep, {
    taskQueue: TASK_QUEUES.control,
    workflowId: sweepId,
    args: [spec],
  });
  await handle.result();
  const verdicts = checkCanarySweep(path.join(stack.config.dataDir, 'sweeps', sweepId));
  expect(verdicts.map((v) => v.agent).sort()).toEqual([...shipped.agents].sort());
  expect(verdicts.filter((v) => !v.passed)).toEqual([]);
});
