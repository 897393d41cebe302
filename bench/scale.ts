// Many runs on one host: --runs concurrent runs (default 200) of the scripted agent, each
// submitting --submits checkpoints (no-op evaluator) --sleep seconds apart, on one host worker, one
// control worker and one GPU worker (--eval-slots simulated devices), each its own process. The
// first --docker runs (default 25: the Docker engine's default address pools give about 30
// networks, one per run) use the Docker backend, the rest the local backend; each group is one
// sweep with all its cells at once. Prints a markdown section (results in bench/RESULTS.md): runs
// ended and their verdicts, submit latency as the agents saw it, how long the last run waited for
// its first score (starvation), the workers' CPU and memory, the largest histories, and what was
// left behind.
//
//   node dist/bench/scale.js [--runs 200] [--docker 25] [--submits 3] [--sleep 30] [--eval-slots 8]
//
// Real Temporal dev server (SQLite), Docker engine and gateway process, as the integration tests.
import { temporal } from '@temporalio/proto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseSweepSpec, sweepCells, type SweepSpecInput } from '../common/sweep-spec';
import { TASK_QUEUES } from '../common/task-queues';
import type { RunStatus, SweepStatus } from '../common/types';
import { benchmarkSweep } from '../workflows/benchmark-sweep';
import { docker } from '../test/helpers/docker';
import { freeTestRuns } from '../test/helpers/llm-mock';
import { withWorkspace } from '../test/helpers/workspace';
import { gatewayPid, seedBaseModel, spawnWorker, startStack, stopChild, waitForStatus } from '../test/helpers/stack';
import { BENCH_TASK_DIRS, dockerLeftovers, quantile } from './common';

/** CPU seconds and resident memory of a process, from /proc (null once it is gone). */
function sample(pid: number): { cpuS: number; rssMb: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { cpuS: ticks / 100, rssMb: rss ? Number(rss[1]) / 1024 : 0 };
  } catch {
    return null;
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '200' },
      docker: { type: 'string', default: '25' },
      submits: { type: 'string', default: '3' },
      sleep: { type: 'string', default: '30' },
      'eval-slots': { type: 'string', default: '8' },
    },
  });
  const runs = Number(values.runs);
  const dockerRuns = Math.min(runs, Number(values.docker));
  const submits = Number(values.submits);
  const slots = Number(values['eval-slots']);
  const devices = Array.from({ length: slots }, (_, i) => String(i)).join(',');

  const stack = await startStack('scale', {
    A2RL_TASK_DIRS: BENCH_TASK_DIRS,
    A2RL_GPU_DEVICES: devices,
    A2RL_EVAL_SANDBOX: 'local',
  });
  seedBaseModel(stack.config);
  const procs: Record<string, ChildProcess> = {
    control: spawnWorker(stack, 'control'),
    host: spawnWorker(stack, 'host'),
    gpu: spawnWorker(stack, 'gpu'),
  };
  const usage = new Map<string, { pid: number; first: number; last: number; peakRss: number }>();
  const watch = () => {
    const pids: Record<string, number | null | undefined> = {
      ...Object.fromEntries(Object.entries(procs).map(([k, p]) => [k, p.pid])),
      gateway: gatewayPid(stack.config),
    };
    for (const [name, pid] of Object.entries(pids)) {
      const s = pid ? sample(pid) : null;
      if (!s) continue;
      const u = usage.get(name);
      if (!u || u.pid !== pid) usage.set(name, { pid: pid!, first: s.cpuS, last: s.cpuS, peakRss: s.rssMb });
      else Object.assign(u, { last: s.cpuS, peakRss: Math.max(u.peakRss, s.rssMb) });
    }
  };
  const sampler = setInterval(watch, 2000);
  const started = Date.now();
  try {
    const script = [
      ...Array.from(
        { length: submits },
        (_, i) => `ckpt:c${i}:${10 + i} timed:c${i}${i < submits - 1 ? ` sleep:${values.sleep}` : ''}`,
      ),
      'touch:done',
    ].join(' ');
    const sweepOf = (name: string, backend: 'docker' | 'local', cells: number): SweepSpecInput => ({
      name,
      tasks: ['noop-eval'],
      agents: ['scripted'],
      seeds: Array.from({ length: cells }, (_, i) => i),
      concurrency: Math.max(1, cells),
      run: {
        budget: '30m',
        stopGrace: 5,
        timeouts: { heartbeat: '30s' },
        workspace: { backend },
        agentEnv: { SCRIPT: script },
      },
    });
    const groups = [
      { id: `scale-docker-${started}`, spec: sweepOf('scale-docker', 'docker', dockerRuns), cells: dockerRuns },
      {
        id: `scale-local-${started}`,
        spec: sweepOf('scale-local', 'local', runs - dockerRuns),
        cells: runs - dockerRuns,
      },
    ].filter((g) => g.cells > 0);
    const handles = await Promise.all(
      groups.map((g) =>
        stack.client.workflow.start(benchmarkSweep, {
          taskQueue: TASK_QUEUES.control,
          workflowId: g.id,
          args: [g.spec],
        }),
      ),
    );
    const results: SweepStatus[] = await Promise.all(handles.map((h) => h.result()));
    const wallS = (Date.now() - started) / 1000;
    watch();

    const runIds = groups.flatMap((g) => sweepCells(parseSweepSpec(g.spec)).map((c) => `${g.id}.${c.key}`));
    const statuses: RunStatus[] = [];
    for (const id of runIds) statuses.push(await waitForStatus(stack.client, id, () => true));
    const times: number[] = [];
    const codes = new Map<string, number>();
    for (const s of statuses) {
      const lines = await withWorkspace(s.resolved!.runDir, (dir) => {
        const file = path.join(dir, 'output', 'times.txt');
        return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
      });
      for (const line of lines) {
        const [code, seconds] = line.split(' ');
        codes.set(code, (codes.get(code) ?? 0) + 1);
        if (code === '200') times.push(Number(seconds) * 1000);
      }
    }
    const firstScore = statuses.flatMap((s) => {
      const first = s.submissions.find((x) => x.status === 'scored');
      return first ? [new Date(first.timestamp).getTime() - started + (first.elapsed_seconds ?? 0) * 1000] : [];
    });
    const sizes = async (id: string) => {
      const h = await stack.client.workflow.getHandle(id).fetchHistory();
      return { events: h.events?.length ?? 0, bytes: temporal.api.history.v1.History.encode(h).finish().length };
    };
    const runSizes = await Promise.all(runIds.map(sizes));
    const largestRun = runSizes.reduce((a, b) => (b.events > a.events ? b : a));
    const sweepSizes = await Promise.all(groups.map((g) => sizes(g.id)));
    const ended = statuses.filter((s) => s.phase === 'done' || s.phase === 'failed').length;
    const verdicts = new Map<string, number>();
    for (const r of results.flatMap((x) => x.results)) verdicts.set(r.verdict, (verdicts.get(r.verdict) ?? 0) + 1);
    const host = stack.config.hostId;
    const leftovers = await dockerLeftovers(`a2rl.host=${host}`);

    const row = (k: string, v: string | number) => console.log(`| ${k} | ${v} |`);
    const ms = (x: number) => `${x.toFixed(0)} ms`;
    console.log(`### ${runs} runs at once on one host (${dockerRuns} Docker, ${runs - dockerRuns} local)`, '');
    console.log(
      `\`node dist/bench/scale.js --runs ${runs} --docker ${dockerRuns} --submits ${submits} --sleep ${values.sleep} --eval-slots ${slots}\``,
      '',
    );
    console.log('| measure | value |', '\n|---|---|');
    row('runs ended / started', `${ended} / ${runIds.length}`);
    row('verdicts', [...verdicts].map(([v, n]) => `${v} ${n}`).join(', '));
    row('submits sent without retries: HTTP status', [...codes].map(([c, n]) => `${c} × ${n}`).join(', '));
    row(
      'submit latency as the agents saw it: median / p99 / max',
      `${ms(quantile(times, 0.5))} / ${ms(quantile(times, 0.99))} / ${ms(Math.max(...times))}`,
    );
    row(
      `first score after the sweeps started: median / p99 / last run (${runIds.length - firstScore.length} runs without one)`,
      `${(quantile(firstScore, 0.5) / 1000).toFixed(0)} s / ${(quantile(firstScore, 0.99) / 1000).toFixed(0)} s / ${(Math.max(...firstScore) / 1000).toFixed(0)} s`,
    );
    for (const [name, u] of usage)
      row(
        `${name}: CPU (mean over the bench) / peak RSS`,
        `${(((u.last - u.first) / wallS) * 100).toFixed(0)} % of one core / ${u.peakRss.toFixed(0)} MiB`,
      );
    row('largest run history: events / bytes', `${largestRun.events} / ${largestRun.bytes}`);
    for (const [i, g] of groups.entries())
      row(`sweep history (${g.cells} cells): events / bytes`, `${sweepSizes[i].events} / ${sweepSizes[i].bytes}`);
    row('containers / networks left', `${leftovers.containers} / ${leftovers.networks}`);
    row('wall time', `${(wallS / 60).toFixed(1)} min`);
  } finally {
    clearInterval(sampler);
    for (const p of Object.values(procs)) await stopChild(p);
    await freeTestRuns(docker, stack.config); // what a failed bench left (nothing when it passed)
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
