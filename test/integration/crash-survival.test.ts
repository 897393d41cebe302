import fs from 'node:fs';
import path from 'node:path';
import { CodeHistory } from '../../activities/code-history';
import { startRun } from '../../cli/runs';
import type { RunStatus } from '../../common/types';
import type { RunningWorkers } from '../../workers/common';
import type { RunOutcome } from '../../common/types';
import { docker } from '../helpers/docker';
import { withWorkspace } from '../helpers/workspace';
import { inProcessWorkers, killHard, seedBaseModel, spawnWorker, startStack, stopChild, waitFor, waitForStatus, type TestStack } from '../helpers/stack';

// Crash survival against the real server and the real engine: kill -9 of the host worker and
// of the GPU worker, and a restart of the Temporal server, each in the middle of a run.

jest.setTimeout(300_000);

const runSpec = (script: string) => ({
  task: 'scripted-score',
  agent: 'scripted',
  budget: '5m',
  stopGrace: 5,
  timeouts: { heartbeat: '5s' },
  agentEnv: { SCRIPT: script },
});

const outputFile = (s: RunStatus, name: string) => path.join(s.workspace!.workspaceDir, 'output', name);

describe('crash survival', () => {
  let stack: TestStack;
  let workers: RunningWorkers | undefined;

  beforeEach(async () => {
    stack = await startStack('crash');
    seedBaseModel(stack.config);
  });
  afterEach(async () => {
    await workers?.shutdown();
    workers = undefined;
    await stack.stop();
  });

  test('kill -9 of the host worker: the restarted worker re-attaches to the same container and every submission lands', async () => {
    workers = await inProcessWorkers(stack, ['control', 'gpu']);
    let host = spawnWorker(stack, 'host');
    const runId = await startRun(stack.client, runSpec('code:train.py:sft ckpt:v1:30 submit:v1 touch:first sleep:6 code:train.py:grpo ckpt:v2:60 submit:v2 ckpt:v3:45 submit:v3 touch:done'));
    const s = await waitForStatus(stack.client, runId, (x) => x.phase === 'agent' && x.workspace !== null);
    await waitFor('first submission', () => fs.existsSync(outputFile(s, 'first')));
    const before = await docker.getContainer(s.workspace!.containerName!).inspect();

    await killHard(host);
    expect((await docker.getContainer(s.workspace!.containerName!).inspect()).State.Running).toBe(true);
    host = spawnWorker(stack, 'host', 'host-restarted');
    try {
      await waitFor('agent done', () => fs.existsSync(outputFile(s, 'done')), 120_000);
      const after = await docker.getContainer(s.workspace!.containerName!).inspect();
      expect(after.Id).toBe(before.Id);
      expect(after.State.StartedAt).toBe(before.State.StartedAt); // never started a second time
      const all = await docker.listContainers({ all: true, filters: { label: [`a2rl.run=${runId}`] } });
      expect(all).toHaveLength(1);

      const outcome: RunOutcome = await stack.client.workflow.getHandle(runId).result();
      expect(outcome.phase).toBe('done');
      const final = await waitForStatus(stack.client, runId, () => true);
      expect(final.submissions.map((x) => [x.submission_id, x.score, x.status])).toEqual([
        [1, 30, 'scored'],
        [2, 60, 'scored'],
        [3, 45, 'scored'],
      ]);
      expect(final.best?.submission_id).toBe(2);
      expect(final.agent.exit?.exitCode).toBe(0);
      expect(final.agent.exit?.reattached).toBeGreaterThanOrEqual(1);
      // The code history lost no revision and duplicated none across the crash.
      const revisions = await new CodeHistory(final.resolved!.runDir, path.join(final.workspace!.workspaceDir, 'code')).revisions();
      expect(revisions.map((r) => r.tags.sort())).toEqual([['submission-1'], ['submission-2', 'submission-3']]);
      expect(final.submissions.map((x) => x.code_revision)).toEqual([revisions[0].sha, revisions[1].sha, revisions[1].sha]);
    } finally {
      await stopChild(host);
    }
  });

  test('kill -9 of the GPU worker during an evaluation: it is retried and recorded once', async () => {
    workers = await inProcessWorkers(stack, ['control', 'host']);
    let gpu = spawnWorker(stack, 'gpu');
    const runId = await startRun(stack.client, runSpec('ckpt:v1:77:8 submit:v1 touch:done'));
    const s = await waitForStatus(stack.client, runId, (x) => x.submissions.some((r) => r.status === 'evaluating'));
    const attempts = path.join(s.resolved!.runDir, 'evaluations', 'submission-1', 'result.json.attempts');
    await waitFor('evaluation running', () => fs.existsSync(attempts) && fs.readFileSync(attempts, 'utf8').trim());
    const sandboxes = async () => docker.listContainers({ filters: { label: [`a2rl.run=${runId}`, 'a2rl.role=evaluation'], status: ['running'] } });
    expect(await sandboxes()).toHaveLength(1);

    await killHard(gpu);
    // The evaluation dies with its worker (the sandbox's tether): nothing keeps holding the device.
    await waitFor('evaluation sandbox gone', async () => (await sandboxes()).length === 0, 5_000); // well before its 8 s evaluation ends
    gpu = spawnWorker(stack, 'gpu', 'gpu-restarted');
    try {
      const outcome: RunOutcome = await stack.client.workflow.getHandle(runId).result();
      expect(outcome.phase).toBe('done');
      const final = await waitForStatus(stack.client, runId, () => true);
      expect(final.submissions).toHaveLength(1);
      expect(final.submissions[0]).toMatchObject({ submission_id: 1, score: 77, status: 'scored' });
      expect(fs.readFileSync(attempts, 'utf8').trim().split('\n')).toHaveLength(2); // evaluated twice, recorded once
      const responses = (await withWorkspace(s.workspace!.runDir, (dir) => fs.readFileSync(path.join(dir, 'output', 'responses.jsonl'), 'utf8'))).trim().split('\n').filter(Boolean);
      expect(JSON.parse(responses[responses.length - 1])).toMatchObject({ submission_id: 1, score: 77 });
    } finally {
      await stopChild(gpu);
    }
  });

  test('stop and restart of the Temporal server (SQLite file) mid-run: the run continues', async () => {
    const all = spawnWorker(stack, 'embedded');
    try {
      const runId = await startRun(stack.client, runSpec('ckpt:v1:20 submit:v1 touch:first sleep:8 ckpt:v2:80 submit:v2 touch:done'));
      const s = await waitForStatus(stack.client, runId, (x) => x.phase === 'agent' && x.workspace !== null);
      await waitFor('first submission', () => fs.existsSync(outputFile(s, 'first')));

      await stack.restartServer();

      const outcome: RunOutcome = await stack.client.workflow.getHandle(runId).result();
      expect(outcome.phase).toBe('done');
      const final = await waitForStatus(stack.client, runId, () => true);
      expect(final.submissions.map((x) => [x.submission_id, x.score])).toEqual([
        [1, 20],
        [2, 80],
      ]);
      expect(final.best?.score).toBe(80);
      expect(fs.existsSync(final.report!.json)).toBe(true);
    } finally {
      await stopChild(all);
    }
  });
});
