// Benchmarks (results in bench/RESULTS.md):
//  1. submit round-trip through gateway → workflow Update → evaluation activity → response, with
//     an evaluator that does no work: latency (median, p99) and submits per second; and /time;
//  2. workspace provisioning: container up, and the agent started.
// Run: npm run bench   (real Temporal dev server and Docker engine, like the integration tests)
import type { Client } from '@temporalio/client';
import fs from 'node:fs';
import path from 'node:path';
import { startRun, stopRun } from '../client/runs';
import { request, submit } from '../test/helpers/http';
import { docker } from '../test/helpers/docker';
import { inProcessWorkers, seedBaseModel, startStack, waitFor, waitForStatus } from '../test/helpers/stack';
import { BENCH_TASK_DIRS, quantile } from './common';
import { runPaths } from '../common/run-paths';

const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main() {
  const stack = await startStack('bench', { A2RL_TASK_DIRS: BENCH_TASK_DIRS });
  seedBaseModel(stack.config);
  const workers = await inProcessWorkers(stack);
  const lines: string[] = [];
  const runs: string[] = [];
  try {
    // 1. submit round-trip
    const runId = await startRun(stack.client, {
      task: 'noop-eval',
      agent: 'scripted',
      budget: '1h',
      agentEnv: { SCRIPT: 'touch:ready sleep:3600' },
    });
    runs.push(runId);
    const s = await waitForStatus(stack.client, runId, (x) => x.phase === 'agent' && x.workspace !== null);
    const ws = s.workspace!;
    await waitFor('agent ready', () => fs.existsSync(path.join(ws.workspaceDir, 'output', 'ready')));
    const base = `${ws.gateway.agentUrl}/t/${fs.readFileSync(runPaths(ws.runDir).token, 'utf8').trim()}`;
    for (let i = 0; i < SUBMITS; i++) {
      const dir = path.join(ws.workspaceDir, 'output', `c${i}`);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'config.json'), `{"i": ${i}}`);
      fs.writeFileSync(path.join(dir, 'model.safetensors'), `weights ${i}`);
    }
    const fresh: number[] = [];
    const t0 = Date.now();
    for (let i = 0; i < SUBMITS; i++) {
      const start = process.hrtime.bigint();
      const r = await submit(base, { model_path: `output/c${i}` });
      if (r.status !== 200 || r.body.cached) throw new Error(`submit ${i}: ${r.status} ${r.text}`);
      fresh.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const freshRate = SUBMITS / ((Date.now() - t0) / 1000);
    const cached: number[] = [];
    for (let i = 0; i < Math.min(50, SUBMITS); i++) {
      const start = process.hrtime.bigint();
      const r = await submit(base, { model_path: `output/c${i}` });
      if (!r.body.cached) throw new Error('expected a cached result');
      cached.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const time: number[] = [];
    for (let i = 0; i < 100; i++) {
      const start = process.hrtime.bigint();
      const r = await request(`${base}/time`);
      if (r.status !== 200) throw new Error(`/time: ${r.status} ${r.text}`);
      time.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const phases = await submitPhases(stack.client, runId);
    await stopRun(stack.client, runId, 'bench done');
    await stack.client.workflow.getHandle(runId).result();
    lines.push(
      '### Submit round-trip (no-op evaluator)',
      '',
      '| case | n | median | p99 | submits/s |',
      '|---|---|---|---|---|',
    );
    lines.push(
      `| new checkpoint (evaluated) | ${SUBMITS} | ${ms(quantile(fresh, 0.5))} | ${ms(quantile(fresh, 0.99))} | ${freshRate.toFixed(1)} |`,
    );
    lines.push(
      `| unchanged checkpoint (earlier result) | ${cached.length} | ${ms(quantile(cached, 0.5))} | ${ms(quantile(cached, 0.99))} | |`,
    );
    lines.push(`| GET /time | 100 | ${ms(quantile(time, 0.5))} | ${ms(quantile(time, 0.99))} | |`, '');
    lines.push(
      "Where a new checkpoint's time goes (from the workflow history, server clock):",
      '',
      '| phase | median | p99 |',
      '|---|---|---|',
    );
    const rest = fresh.map((t, i) => t - (phases.update[i] ?? 0));
    for (const [name, xs] of [
      ['gateway: request read, checkpoint captured, code snapshot (round trip less the Update)', rest],
      ['Update accepted → evaluation scheduled', phases.toScheduled],
      ['evaluation scheduled → started (the GPU worker polls it)', phases.queued],
      ['evaluation activity (started → completed)', phases.evaluation],
      ["evaluation completed → workflow task started (history's transfer queue, matching)", phases.toTask],
      ['workflow task started → Update completed (the control worker)', phases.task],
    ] as const)
      lines.push(`| ${name} | ${ms(quantile([...xs], 0.5))} | ${ms(quantile([...xs], 0.99))} |`);
    lines.push('');

    // 2. provisioning
    const provision: number[] = [];
    const agentStart: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const id = await startRun(stack.client, {
        task: 'noop-eval',
        agent: 'scripted',
        budget: '10m',
        agentEnv: { SCRIPT: 'sleep:600' },
      });
      runs.push(id);
      const st = await waitForStatus(stack.client, id, (x) => x.phase === 'agent' && x.workspace !== null);
      const info = await waitFor('container running', async () => {
        const c = await docker.getContainer(st.workspace!.containerName!).inspect();
        return c.State.Running ? c : null;
      });
      const history = await stack.client.workflow.getHandle(id).fetchHistory();
      const events = history.events ?? [];
      const time = (e: (typeof events)[number]) =>
        Number(e.eventTime!.seconds) * 1000 + Math.floor((e.eventTime!.nanos ?? 0) / 1e6);
      const scheduled = (name: string) =>
        events.find((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === name)!;
      const completedOf = (sched: (typeof events)[number]) =>
        events.find(
          (e) =>
            e.activityTaskCompletedEventAttributes &&
            Number(e.activityTaskCompletedEventAttributes.scheduledEventId) === Number(sched.eventId),
        )!;
      const prov = scheduled('provisionWorkspace');
      provision.push(time(completedOf(prov)) - time(prov));
      agentStart.push(Date.parse(info.State.StartedAt) - time(scheduled('runAgent')));
      await stopRun(stack.client, id, 'bench done');
      await stack.client.workflow.getHandle(id).result();
    }
    lines.push('### Workspace provisioning (Docker backend)', '', '| step | n | median | max |', '|---|---|---|---|');
    lines.push(
      `| provisionWorkspace (layout, image check, network, firewall, container created) | ${RUNS} | ${ms(quantile(provision, 0.5))} | ${ms(Math.max(...provision))} |`,
    );
    lines.push(
      `| runAgent scheduled → agent process started in its container | ${RUNS} | ${ms(quantile(agentStart, 0.5))} | ${ms(Math.max(...agentStart))} |`,
      '',
    );
    console.log(lines.join('\n'));
  } finally {
    // Runs end (their containers, networks and firewall rules go) even when the bench failed.
    for (const id of runs) {
      await stopRun(stack.client, id, 'bench done').catch(() => undefined);
      await stack.client.workflow
        .getHandle(id)
        .result()
        .catch(() => undefined);
    }
    await workers.shutdown();
    await stack.stop();
  }
}

/** Per submission, from the run's history: the Update's and its evaluation activity's phases, ms. */
async function submitPhases(client: Client, runId: string) {
  const events = (await client.workflow.getHandle(runId).fetchHistory()).events ?? [];
  const time = (e: (typeof events)[number]) => Number(e.eventTime!.seconds) * 1000 + (e.eventTime!.nanos ?? 0) / 1e6;
  const out = {
    update: [] as number[],
    toScheduled: [] as number[],
    queued: [] as number[],
    evaluation: [] as number[],
    toTask: [] as number[],
    task: [] as number[],
  };
  const accepted = events.filter((e) => e.workflowExecutionUpdateAcceptedEventAttributes);
  const scheduled = events.filter(
    (e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'evaluateCheckpoint',
  );
  const completedUpdates = events.filter((e) => e.workflowExecutionUpdateCompletedEventAttributes);
  scheduled.forEach((sched, i) => {
    const started = events.find(
      (e) => Number(e.activityTaskStartedEventAttributes?.scheduledEventId) === Number(sched.eventId),
    );
    const done = events.find(
      (e) => Number(e.activityTaskCompletedEventAttributes?.scheduledEventId) === Number(sched.eventId),
    );
    const taskStarted =
      done && events.find((e) => Number(e.eventId) > Number(done.eventId) && e.workflowTaskStartedEventAttributes);
    const acc = accepted[i];
    const answered = completedUpdates[i];
    if (!started || !done || !taskStarted || !acc || !answered) return;
    out.update.push(time(answered) - time(acc));
    out.toScheduled.push(time(sched) - time(acc));
    out.queued.push(time(started) - time(sched));
    out.evaluation.push(time(done) - time(started));
    out.toTask.push(time(taskStarted) - time(done));
    out.task.push(time(answered) - time(taskStarted));
  });
  return out;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
