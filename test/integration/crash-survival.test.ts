import fs from 'node:fs';
import path from 'node:path';
import { CodeHistory } from '../../run/code-history';
import { startRun, stopRun } from '../../client/runs';
import type { RunningWorkers } from '../../workers/common';
import type { RunOutcome } from '../../common/types';
import { docker } from '../helpers/docker';
import { withWorkspace } from '../helpers/workspace';
import { request, submit } from '../helpers/http';
import {
  agentActivity,
  gatewayPid,
  inProcessWorkers,
  killHard,
  outputFile,
  seedBaseModel,
  spawnWorker,
  startStack,
  stopChild,
  waitFor,
  waitForStatus,
  type TestStack,
} from '../helpers/stack';
import { runPaths } from '../../common/run-paths';

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

/** Until the run's runAgent activity is running its `attempt`-th attempt (or a later one): a restarted worker took it over. */
const waitForAgentAttempt = (stack: TestStack, runId: string, attempt: number) =>
  waitFor(
    'the restarted worker to take runAgent over',
    async () => {
      const agent = await agentActivity(stack.client, runId);
      return agent !== null && agent.attempt >= attempt && agent.started;
    },
    60_000,
  );

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
    const runId = await startRun(
      stack.client,
      runSpec(
        'code:train.py:sft ckpt:v1:30 submit:v1 touch:first await:go code:train.py:grpo ckpt:v2:60 submit:v2 ckpt:v3:45 submit:v3 touch:done',
      ),
    );
    const s = await waitForStatus(stack.client, runId, (x) => x.phase === 'agent' && x.workspace !== null);
    await waitFor('first submission', () => fs.existsSync(outputFile(s, 'first')));
    const before = await docker.getContainer(s.workspace!.containerName!).inspect();

    await killHard(host);
    expect((await docker.getContainer(s.workspace!.containerName!).inspect()).State.Running).toBe(true);
    host = spawnWorker(stack, 'host', 'host-restarted');
    try {
      // The agent goes on only once the restarted worker has taken it over: it is still running then,
      // however long the takeover took on a busy machine.
      await waitForAgentAttempt(stack, runId, 2);
      fs.writeFileSync(outputFile(s, 'go'), '');
      await waitFor('agent done', () => fs.existsSync(outputFile(s, 'done')), 120_000);
      const after = await docker.getContainer(s.workspace!.containerName!).inspect();
      expect(after.Id).toBe(before.Id);
      expect(after.State.StartedAt).toBe(before.State.StartedAt); // never started a second time
      // One workspace container (the run's warm evaluation sandbox aside, which the host worker never touches).
      const all = await docker.listContainers({ all: true, filters: { label: [`a2rl.run=${runId}`] } });
      expect(all.filter((c) => c.Labels['a2rl.role'] !== 'evaluation')).toHaveLength(1);

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
      const revisions = await new CodeHistory(
        final.resolved!.runDir,
        path.join(final.workspace!.workspaceDir, 'code'),
      ).revisions();
      expect(revisions.map((r) => r.tags.sort())).toEqual([['submission-1'], ['submission-2', 'submission-3']]);
      expect(final.submissions.map((x) => x.code_revision)).toEqual([
        revisions[0].sha,
        revisions[1].sha,
        revisions[1].sha,
      ]);
    } finally {
      await stopChild(host);
    }
  });

  test('kill -9 of the host worker: the grading endpoint answers throughout, a submit sent while no host worker runs included', async () => {
    workers = await inProcessWorkers(stack, ['control', 'gpu']);
    let host = spawnWorker(stack, 'host');
    const runId = await startRun(
      stack.client,
      runSpec('code:train.py:sft ckpt:v1:30 ckpt:v2:60 touch:ready sleep:240'),
    );
    const s = await waitForStatus(stack.client, runId, (x) => x.phase === 'agent' && x.workspace !== null);
    await waitFor('checkpoints written', () => fs.existsSync(outputFile(s, 'ready')));
    const base = `${s.workspace!.gateway.agentUrl}/t/${fs.readFileSync(runPaths(s.workspace!.runDir).token, 'utf8').trim()}`;
    const gateway = gatewayPid(stack.config);
    expect(gateway).not.toBeNull();

    // An agent without retries: /time every 100 ms from before the kill until the restarted worker has re-attached.
    const probes: Array<{ status: number | string; ms: number }> = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const t0 = Date.now();
        const r = await request(`${base}/time`).then(
          (x) => x.status,
          (e: Error) => e.message,
        );
        probes.push({ status: r, ms: Date.now() - t0 });
        await new Promise((res) => setTimeout(res, 100));
      }
    })();
    try {
      await new Promise((res) => setTimeout(res, 1_000));
      await killHard(host);
      const t0 = Date.now();
      const during = await submit(base, { model_path: 'output/v1' });
      const submitMs = Date.now() - t0;
      expect(during.status).toBe(200);
      expect(during.body).toMatchObject({ submission_id: 1, score: 30 });
      expect((await request(`${base}/health`)).status).toBe(200);

      host = spawnWorker(stack, 'host', 'host-restarted');
      await waitForAgentAttempt(stack, runId, 2);
      const after = await submit(base, { model_path: 'output/v2' });
      expect(after.body).toMatchObject({ submission_id: 2, score: 60 });
      expect(gatewayPid(stack.config)).toBe(gateway); // the restarted worker adopted the gateway process

      probing = false;
      await prober;
      const failed = probes.filter((p) => p.status !== 200);
      const slowest = Math.max(...probes.map((p) => p.ms));
      console.log(
        `endpoint during a host-worker kill -9: ${probes.length} /time probes, ${failed.length} failed, slowest ${slowest} ms; submit with no host worker ${submitMs} ms`,
      );
      expect(failed).toEqual([]);
      expect(slowest).toBeLessThan(5_000 + 5_000); // the heartbeat timeout + 5 s: the bound; in practice no wait at all

      // The gateway process itself is supervised: killed, the worker starts it again and re-opens the endpoint.
      process.kill(gateway!, 'SIGKILL');
      await waitFor(
        'the endpoint back',
        async () => (await request(`${base}/health`).catch(() => ({ status: 0 }))).status === 200,
        30_000,
      );
      expect(gatewayPid(stack.config)).not.toBe(gateway);

      await stopRun(stack.client, runId, 'test over');
      const final = await waitForStatus(stack.client, runId, (x) => x.phase === 'done', 120_000);
      expect(final.submissions.map((x) => [x.submission_id, x.score, x.status])).toEqual([
        [1, 30, 'scored'],
        [2, 60, 'scored'],
      ]);
      expect(final.agent.exit?.reattached).toBeGreaterThanOrEqual(1);
      // The worker's outage was not the agent's (it was served throughout); the gateway process's was.
      const outages = (await stack.client.workflow.getHandle(runId).fetchHistory()).events!.filter(
        (e) => e.workflowExecutionSignaledEventAttributes?.signalName === 'harnessOutage',
      );
      expect(outages).toHaveLength(1);
      const revisions = await new CodeHistory(
        final.resolved!.runDir,
        path.join(final.workspace!.workspaceDir, 'code'),
      ).revisions();
      expect(revisions.flatMap((r) => r.tags)).toEqual(expect.arrayContaining(['submission-1', 'submission-2']));
    } finally {
      probing = false;
      await prober;
      await stopChild(host);
    }
  });

  test('kill -9 of the GPU worker during an evaluation, three times: it is retried and recorded once', async () => {
    workers = await inProcessWorkers(stack, ['control', 'host']);
    let gpu = spawnWorker(stack, 'gpu');
    const runId = await startRun(stack.client, runSpec('ckpt:v1:77:8 submit:v1 touch:done'));
    const s = await waitForStatus(stack.client, runId, (x) => x.submissions.some((r) => r.status === 'evaluating'));
    const outDir = path.join(runPaths(s.resolved!.runDir).evaluations, 'submission-1');
    const lines = (file: string, pattern: RegExp) =>
      fs.existsSync(file)
        ? fs
            .readFileSync(file, 'utf8')
            .split('\n')
            .filter((l) => pattern.test(l)).length
        : 0;
    // Each attempt says so on stderr, which the worker appends to the evaluation's log as it comes.
    const started = () => lines(path.join(outDir, 'stderr.log'), /^evaluation attempt started/);
    const sandboxes = async () =>
      docker.listContainers({ filters: { label: [`a2rl.run=${runId}`, 'a2rl.role=evaluation'], status: ['running'] } });
    // A worker's death is never the checkpoint's: more of them than an evaluator gets tries (3).
    for (let kill = 1; kill <= 3; kill++) {
      await waitFor(`attempt ${kill} running`, () => started() === kill, 60_000);
      expect(await sandboxes()).toHaveLength(1);
      await killHard(gpu);
      // The evaluation dies with its worker (the sandbox's tether): nothing keeps holding the device.
      // Only the tether can end it: a run's warm sandbox outlives its evaluations, and the worker
      // that would have swept it is gone.
      await waitFor('evaluation sandbox gone', async () => (await sandboxes()).length === 0, 60_000);
      gpu = spawnWorker(stack, 'gpu', `gpu-restarted-${kill}`);
    }
    try {
      const outcome: RunOutcome = await stack.client.workflow.getHandle(runId).result();
      expect(outcome.phase).toBe('done');
      const final = await waitForStatus(stack.client, runId, () => true);
      expect(final.submissions).toHaveLength(1);
      expect(final.submissions[0]).toMatchObject({ submission_id: 1, score: 77, status: 'scored' });
      expect(started()).toBe(4); // evaluated four times, recorded once
      // and what each attempt wrote in its out folder is in the evaluation's folder, the lost ones' too
      expect(lines(path.join(outDir, 'result.json.attempts'), /\S/)).toBe(4);
      const responses = (
        await withWorkspace(s.workspace!.runDir, (dir) =>
          fs.readFileSync(path.join(dir, 'output', 'responses.jsonl'), 'utf8'),
        )
      )
        .trim()
        .split('\n')
        .filter(Boolean);
      expect(JSON.parse(responses[responses.length - 1])).toMatchObject({ submission_id: 1, score: 77 });
    } finally {
      await stopChild(gpu);
    }
  });

  test('stop and restart of the Temporal server (SQLite file) mid-run: the run continues', async () => {
    const all = spawnWorker(stack, 'embedded');
    try {
      const runId = await startRun(
        stack.client,
        runSpec('ckpt:v1:20 submit:v1 touch:first await:go ckpt:v2:80 submit:v2 touch:done'),
      );
      const s = await waitForStatus(stack.client, runId, (x) => x.phase === 'agent' && x.workspace !== null);
      await waitFor('first submission', () => fs.existsSync(outputFile(s, 'first')));

      await stack.restartServer();
      fs.writeFileSync(outputFile(s, 'go'), ''); // the agent goes on only now, so the restart fell mid-run

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
