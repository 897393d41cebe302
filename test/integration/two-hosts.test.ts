import { execFile } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { clusterCapacity } from '../../gpu/devices';
import { loadConfig, type Config } from '../../common/config';
import { fromRoot } from '../../common/paths';
import { SEARCH_ATTRIBUTES } from '../../common/search-attributes';
import type { RunOutcome, SweepStatus } from '../../common/types';
import { parseSweepSpec, sweepCells, type SweepSpecInput } from '../../common/sweep-spec';
import { TASK_QUEUES } from '../../common/task-queues';
import { benchmarkSweep } from '../../workflows/benchmark-sweep';
import { docker } from '../helpers/docker';
import { freeTestRuns } from '../helpers/llm-mock';
import {
  gatewayPid,
  killHard,
  outputFile,
  seedBaseModel,
  spawnWorker,
  startStack,
  stopChild,
  stopGatewayProcess,
  waitFor,
  waitForStatus,
  type TestStack,
} from '../helpers/stack';

// Two hosts and one cluster, simulated on this machine: each host has its own host id, data
// folder (runs, cache, gateway process) and GPU worker with its own simulated device id; a control
// worker runs on a third "host" with a data folder of its own. Nothing but the Temporal server is
// shared. A sweep spreads over both hosts; one whole host is killed -9 mid-run: its run fails as
// a harness error and `a2rl resume` continues it there once the host is back, while the other
// host's run goes on untouched.

jest.setTimeout(420_000);

const run = promisify(execFile);

interface Host {
  id: string;
  env: NodeJS.ProcessEnv;
  config: Config;
  host: ChildProcess | null;
  gpu: ChildProcess | null;
}

describe('two hosts, one cluster', () => {
  let stack: TestStack;
  let control: ChildProcess | null = null;
  const hosts: Host[] = [];

  const start = (h: Host, tag: string) => {
    h.host = spawnWorker(stack, 'host', `${h.id}-host${tag}`, h.env);
    h.gpu = spawnWorker(stack, 'gpu', `${h.id}-gpu${tag}`, h.env);
  };

  beforeAll(async () => {
    stack = await startStack('two-hosts');
    const hostEnv = (name: string, device: string): NodeJS.ProcessEnv => ({
      ...stack.env,
      A2RL_HOST_ID: `${stack.config.hostId}-${name}`,
      A2RL_DATA_DIR: path.join(stack.dir, name, 'data'),
      A2RL_GPU_DEVICES: device,
      A2RL_MAX_RUNS: '1',
    });
    for (const [name, device] of [
      ['ha', '0'],
      ['hb', '1'],
    ]) {
      const env = hostEnv(name, device);
      const config = loadConfig(env);
      seedBaseModel(config);
      hosts.push({ id: config.hostId, env, config, host: null, gpu: null });
    }
    const controlEnv = {
      ...stack.env,
      A2RL_HOST_ID: `${stack.config.hostId}-control`,
      A2RL_DATA_DIR: path.join(stack.dir, 'control', 'data'),
    };
    control = spawnWorker(stack, 'control', 'control', controlEnv);
    for (const h of hosts) start(h, '');
  });

  afterAll(async () => {
    for (const h of hosts) {
      for (const c of [h.host, h.gpu]) if (c) await stopChild(c);
      await stopGatewayProcess(h.config);
      await freeTestRuns(docker, h.config);
    }
    if (control) await stopChild(control);
    await stack?.stop();
  });

  test('a sweep spreads over both hosts; kill -9 of one whole host fails its run as a harness error, resume continues it there, the other host is untouched', async () => {
    const [a, b] = hosts;
    const sweepId = `two-hosts-${Date.now()}`;
    // Both GPU workers poll the shared queue: "auto" concurrency reads their two slots from Temporal.
    await waitFor('both GPU workers polling', async () => (await clusterCapacity(stack.client, 'default')) === 2);
    const spec: SweepSpecInput = {
      name: 'two-hosts',
      tasks: ['scripted-score'],
      agents: ['scripted'],
      seeds: [0, 1],
      concurrency: 'auto',
      run: {
        budget: '5m',
        stopGrace: 2,
        timeouts: { heartbeat: '5s', hostLost: '15s' },
        agentEnv: {
          SCRIPT: 'code:train.py:sft ckpt:v1:seed submit:v1 touch:first await:go ckpt:v2:70 submit:v2 touch:done',
        },
      },
    };
    const sweep = await stack.client.workflow.start(benchmarkSweep, {
      taskQueue: TASK_QUEUES.control,
      workflowId: sweepId,
      args: [spec],
    });

    // Each host takes one run (maxRuns 1), and each run's first submission is scored by its host's GPU worker.
    const runIds = sweepCells(parseSweepSpec(spec)).map((c) => `${sweepId}.${c.key}`);
    const started = await Promise.all(
      runIds.map((id) =>
        waitForStatus(stack.client, id, (s) => s.submissions.some((x) => x.status === 'scored'), 180_000),
      ),
    );
    const onHost = new Map(started.map((s) => [s.workspace!.hostId, s]));
    expect([...onHost.keys()].sort()).toEqual([a.id, b.id].sort());
    const runA = onHost.get(a.id)!;
    const runB = onHost.get(b.id)!;
    for (const [h, s] of [
      [a, runA],
      [b, runB],
    ] as const) {
      expect(s.resolved!.runDir.startsWith(h.config.dataDir)).toBe(true);
      const desc = await stack.client.workflow.getHandle(s.runId).describe();
      expect(desc.typedSearchAttributes.get(SEARCH_ATTRIBUTES.host)).toBe(h.id);
    }
    const containerA = await docker.getContainer(runA.workspace!.containerName!).inspect();

    // The whole host B: its host worker, GPU worker and gateway process.
    const gatewayB = gatewayPid(b.config);
    expect(gatewayB).not.toBeNull();
    const killedAt = Date.now();
    await killHard(b.host!);
    await killHard(b.gpu!);
    process.kill(gatewayB!, 'SIGKILL');
    await waitFor('the gateway process of host B to be gone', () => gatewayPid(b.config) === null);
    const containerAAfter = await docker.getContainer(runA.workspace!.containerName!).inspect();
    expect([containerAAfter.State.Running, containerAAfter.State.StartedAt]).toEqual([
      true,
      containerA.State.StartedAt,
    ]);
    // Each agent waits at `await:go` until here, so host A's run is still mid-run when host B dies.
    fs.writeFileSync(outputFile(runA, 'go'), '');

    const failedB: RunOutcome | null = await stack.client.workflow
      .getHandle(runB.runId)
      .result()
      .then(
        () => null,
        (err: { cause?: { details?: unknown[] } }) => (err.cause?.details?.[0] as RunOutcome) ?? null,
      );
    const lostAfterS = (Date.now() - killedAt) / 1000;
    expect(failedB).toMatchObject({ phase: 'failed', verdict: 'harness-error' });
    // Noticed within heartbeat (5 s) + hostLost (15 s), with room for the workflow task and the retry's backoff.
    expect(lostAfterS).toBeLessThan(5 + 15 + 15);
    expect(failedB!.error).toMatch(new RegExp(`host ${b.id} lost: no worker of it took the run's tasks within 15 s`));

    // Host A's run went on as if nothing happened: same container, every submission scored, a report on host A.
    const outcomeA: RunOutcome = await stack.client.workflow.getHandle(runA.runId).result();
    expect(outcomeA).toMatchObject({ phase: 'done', verdict: 'completed', best: 70, submissions: 2, bestRoute: 'SFT' });
    const finalA = await waitForStatus(stack.client, runA.runId, () => true);
    expect(finalA.agent.exit).toMatchObject({ exitCode: 0, reattached: 0 });
    expect(outcomeA.report!.startsWith(a.config.dataDir)).toBe(true);
    expect(fs.existsSync(outcomeA.report!)).toBe(true);

    // The sweep's leaderboard is written by the control worker in its own folder, from the outcomes alone.
    const status: SweepStatus = await sweep.result();
    const controlDir = path.join(stack.dir, 'control', 'data');
    expect(status.report!.json.startsWith(controlDir)).toBe(true);
    const doc = JSON.parse(fs.readFileSync(status.report!.json, 'utf8'));
    expect(doc.routes).toEqual([{ agent: 'scripted', driver: 'none', routes: { SFT: 1 } }]);
    expect(doc.runs.map((r: { runId: string; verdict: string }) => [r.runId, r.verdict]).sort()).toEqual(
      [
        [runA.runId, 'completed'],
        [runB.runId, 'harness-error'],
      ].sort(),
    );
    expect(fs.existsSync(path.join(controlDir, 'runs'))).toBe(false);

    // Host B is back: the reaper removes the dead run's container, and `a2rl resume` continues the run on host B
    // in a new container on the same workspace, where its agent's script finds the marker and goes on.
    fs.writeFileSync(outputFile(runB, 'go'), '');
    start(b, '-restarted');
    const resumed = await run(process.execPath, [fromRoot('dist', 'cli', 'main.js'), 'resume', runB.runId, '--json'], {
      env: b.env,
    });
    const resumedId = (JSON.parse(resumed.stdout) as { runId: string }).runId;
    const outcomeB: RunOutcome = await stack.client.workflow.getHandle(resumedId).result();
    expect(outcomeB).toMatchObject({ phase: 'done', verdict: 'completed', best: 70 });
    const finalB = await waitForStatus(stack.client, resumedId, () => true);
    expect(finalB.workspace!.hostId).toBe(b.id);
    // The first submission is the earlier execution's; the agent's second submit of v1 is answered from it.
    expect(finalB.submissions.map((x) => [x.submission_id, x.status])).toEqual([
      [1, 'scored'],
      [2, 'scored'],
    ]);
    expect(outcomeB.report!.startsWith(b.config.dataDir)).toBe(true);
    console.log(
      `two hosts: host B's run failed ${lostAfterS.toFixed(1)} s after the kill; resumed there, it ended in ${((Date.now() - killedAt) / 1000 - lostAfterS).toFixed(1)} s more`,
    );

    // Nothing is left on either host: containers, networks (runs' and evaluations').
    for (const h of hosts) {
      await waitFor(`host ${h.id} to have removed its runs' containers`, async () => {
        const left = await docker.listContainers({ all: true, filters: { label: [`a2rl.host=${h.id}`] } });
        return left.every((c) => c.Labels['a2rl.role'] === 'evaluation');
      });
    }
    const left = await docker.listNetworks({ filters: { label: runIds.map((id) => `a2rl.run=${id}`) } });
    expect(left).toHaveLength(0);
  });
});
