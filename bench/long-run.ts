// A 12-hour run, compressed: the default budget (12 h) and heartbeat timeout (60 s) both divided
// by --scale (default 60: a 12-minute budget, a 1 s heartbeat), so every timer and timeout keeps
// its proportion. A scripted agent submits --submits checkpoints (no-op evaluator, default 500)
// without retries, then waits for its budget; the host worker is killed with SIGKILL every
// --kill-every seconds (default 60: one "hour" of the run) at a seeded jitter and started again.
// Prints a markdown section (results in bench/RESULTS.md): submissions answered and recorded,
// re-attachments, how late the budget stopped the agent, both clocks, outages counted, the size
// of the run's workflow history, and what was left behind.
//
//   node dist/bench/long-run.js [--scale 60] [--submits 500] [--kill-every 60] [--seed 1]
//
// Real Temporal dev server (SQLite), Docker engine and gateway process, as the integration tests.
import { temporal } from '@temporalio/proto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startRun } from '../client/runs';
import { clockView } from '../common/clocks';
import type { RunStatus } from '../common/types';
import { withWorkspace } from '../test/helpers/workspace';
import {
  inProcessWorkers,
  killHard,
  seedBaseModel,
  spawnWorker,
  startStack,
  stopChild,
  waitForStatus,
} from '../test/helpers/stack';
import { seededRandom } from '../common/random';
import { BENCH_TASK_DIRS, dockerLeftovers } from './common';

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '60' },
      submits: { type: 'string', default: '500' },
      'kill-every': { type: 'string', default: '60' },
      seed: { type: 'string', default: '1' },
    },
  });
  const scale = Number(values.scale);
  const submits = Number(values.submits);
  const killEvery = Number(values['kill-every']);
  const budgetS = Math.round((12 * 3600) / scale);
  const heartbeatS = Math.max(1, Math.round(60 / scale));
  const rand = seededRandom(Number(values.seed));

  const stack = await startStack('long-run', { A2RL_TASK_DIRS: BENCH_TASK_DIRS });
  seedBaseModel(stack.config);
  const workers = await inProcessWorkers(stack, ['control', 'gpu']);
  let host = spawnWorker(stack, 'host', 'host-0');
  const kills: number[] = [];
  try {
    const script = [
      ...Array.from({ length: submits }, (_, i) => `ckpt:c${i}:${i % 100} once:c${i}`),
      'touch:submitted',
      `sleep:${budgetS * 2}`,
    ].join(' ');
    const runId = await startRun(stack.client, {
      task: 'noop-eval',
      agent: 'scripted',
      budget: `${budgetS}s`,
      stopGrace: 5,
      timeouts: { heartbeat: `${heartbeatS}s` },
      agentEnv: { SCRIPT: script },
    });
    const started = Date.now();
    await waitForStatus(stack.client, runId, (s) => s.phase === 'agent' && s.workspace !== null, 300_000);
    const handle = stack.client.workflow.getHandle(runId);
    let ended = false;
    void handle.result().then(
      () => (ended = true),
      () => (ended = true),
    );
    // Kill -9 the host worker every killEvery seconds (± a seeded quarter), start it again at once.
    while (!ended) {
      const wait = killEvery * (0.75 + rand() / 2) * 1000;
      const at = Date.now() + wait;
      while (!ended && Date.now() < at) await new Promise((r) => setTimeout(r, 250));
      if (ended) break;
      const status = await handle.query<RunStatus>('status');
      if (status.phase !== 'agent') continue;
      await killHard(host);
      kills.push((Date.now() - started) / 1000);
      host = spawnWorker(stack, 'host', `host-${kills.length}`);
    }
    const final = await waitForStatus(stack.client, runId, () => true);
    const codes = await withWorkspace(final.workspace!.runDir, (dir) => {
      const file = path.join(dir, 'output', 'codes.txt');
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
    });
    const history = await handle.fetchHistory();
    const events = history.events ?? [];
    const bytes = temporal.api.history.v1.History.encode(history).finish().length;
    const outages = events.filter(
      (e) => e.workflowExecutionSignaledEventAttributes?.signalName === 'harnessOutage',
    ).length;
    const ids = final.submissions.map((s) => s.submission_id);
    const meta = final.meta;
    const eventMs = (e: (typeof events)[number]) =>
      Number(e.eventTime!.seconds) * 1000 + (e.eventTime!.nanos ?? 0) / 1e6;
    const stopScheduled = events.find(
      (e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'stopAgent',
    );
    const late =
      stopScheduled && meta.start_time !== null
        ? eventMs(stopScheduled) / 1000 - meta.start_time - meta.timeout_s
        : null;
    const leftovers = await dockerLeftovers(`a2rl.run=${runId}`);
    const row = (k: string, v: string | number) => console.log(`| ${k} | ${v} |`);
    console.log(`### A 12-hour run compressed ${scale}× (budget ${budgetS} s, heartbeat ${heartbeatS} s)`, '');
    console.log(
      `\`node dist/bench/long-run.js --scale ${scale} --submits ${submits} --kill-every ${killEvery} --seed ${values.seed}\``,
      '',
    );
    console.log('| measure | value |', '\n|---|---|');
    const verdict = final.report
      ? (JSON.parse(fs.readFileSync(final.report.json, 'utf8')) as { verdict: { verdict: string } | null }).verdict
          ?.verdict
      : null;
    row('phase, verdict', `${final.phase}, ${verdict ?? '—'}`);
    row('agent stopped by', `${final.agent.stoppedBy ?? 'itself'} (exit ${final.agent.exit?.exitCode ?? '—'})`);
    row('host worker kill -9s (s after start)', `${kills.length}: ${kills.map((k) => k.toFixed(0)).join(', ')}`);
    row('re-attachments', final.agent.exit?.reattached ?? '—');
    row('submits sent without retries / answered 200', `${codes.length} / ${codes.filter((c) => c === '200').length}`);
    row(
      'submissions recorded / distinct / scored',
      `${ids.length} / ${new Set(ids).size} / ${final.submissions.filter((s) => s.status === 'scored').length}`,
    );
    row(
      'stopAgent scheduled after the budget by (start_time has 1 s resolution)',
      late === null ? '—' : `${late.toFixed(2)} s`,
    );
    const clocks = clockView(meta, meta.end_time ?? Date.now() / 1000);
    row(
      'wall time / working time / paused (s)',
      `${clocks.wall_time_s.toFixed(0)} / ${clocks.working_time_s.toFixed(0)} / ${meta.paused_s.toFixed(1)}`,
    );
    row('harness outages counted', outages);
    row('workflow history: events / bytes', `${events.length} / ${bytes}`);
    row('containers / networks left', `${leftovers.containers} / ${leftovers.networks}`);
    row('run wall time (bench)', `${((Date.now() - started) / 60000).toFixed(1)} min`);
  } finally {
    await stopChild(host);
    await workers.shutdown();
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
