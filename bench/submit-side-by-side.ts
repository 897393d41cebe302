// The submit round-trip side by side with the reference's design (results in bench/RESULTS.md):
// our grading endpoint (gateway process → workflow Update → evaluation activity on the GPU
// worker → answer once the record is in workflow state) and a reference-style Flask server
// (bench/reference_server.py: evaluates in its request thread, rewrites a JSON file), both with
// an evaluator that does no work, driven by the same Python client with the reference's own call
// (bench/submit_client.py), in alternating rounds. Prints a markdown table.
//
//   node dist/bench/submit-side-by-side.js [--rounds 4] [--n 50]
//
// Flask and requests go into their own environment, .tools/bench-venv (made on first use from
// PyPI). A2RL_EVAL_SANDBOX=local runs our evaluator as a process of the GPU worker (the default is
// its sandbox container).
import { NativeConnection, Worker } from '@temporalio/worker';
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { startRun, stopRun } from '../client/runs';
import { canConnect, freePort } from '../common/net';
import { fromRoot } from '../common/paths';
import {
  inProcessWorkers,
  seedBaseModel,
  startStack,
  waitFor,
  waitForStatus,
  type TestStack,
} from '../test/helpers/stack';
import { BENCH_TASK_DIRS, quantile } from './common';
import { bareUpdate, doneSignal, FLOOR_ACTIVITY_QUEUE, updateWithActivity } from './floor-workflow';
import { runPaths } from '../common/run-paths';

const VENV = fromRoot('.tools', 'bench-venv');
const PYTHON = path.join(VENV, 'bin', 'python');

function benchVenv(): void {
  if (fs.existsSync(PYTHON) && spawnOk([PYTHON, '-c', 'import flask, requests'])) return;
  execFileSync('python3', ['-m', 'venv', VENV], { stdio: 'inherit' });
  execFileSync(path.join(VENV, 'bin', 'pip'), ['install', '-q', 'flask==3.1.2', 'requests==2.32.5'], {
    stdio: 'inherit',
  });
}

function spawnOk(cmd: string[]): boolean {
  try {
    execFileSync(cmd[0], cmd.slice(1), { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Temporal's own floor on this server and machine, from this process's client: a bare Update and
 * an Update that waits for a no-op activity of another worker, n of each (after the HTTP rounds).
 */
async function temporalFloor(stack: TestStack, n: number) {
  const connection = await NativeConnection.connect({ address: stack.server.address });
  const workers = [
    await Worker.create({ connection, taskQueue: 'bench-floor', workflowsPath: require.resolve('./floor-workflow') }),
    await Worker.create({ connection, taskQueue: FLOOR_ACTIVITY_QUEUE, activities: { noop: async () => 1 } }),
  ];
  const running = Promise.all(workers.map((w) => w.run()));
  try {
    const handle = await stack.client.workflow.start('temporalFloor', {
      taskQueue: 'bench-floor',
      workflowId: `bench-floor-${Date.now()}`,
    });
    const time = async (fn: () => Promise<unknown>) => {
      const xs: number[] = [];
      for (let i = 0; i < n; i++) {
        const start = process.hrtime.bigint();
        await fn();
        xs.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      return xs;
    };
    const result = {
      bare: await time(() => handle.executeUpdate(bareUpdate)),
      withActivity: await time(() => handle.executeUpdate(updateWithActivity)),
    };
    await handle.signal(doneSignal);
    await handle.result();
    return result;
  } finally {
    for (const w of workers) w.shutdown();
    await running;
    await connection.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { rounds: { type: 'string', default: '4' }, n: { type: 'string', default: '50' } },
  });
  benchVenv();
  const stack = await startStack('side-by-side', { A2RL_TASK_DIRS: BENCH_TASK_DIRS });
  seedBaseModel(stack.config);
  const workers = await inProcessWorkers(stack);
  const refDir = path.join(stack.dir, 'reference-workspace');
  fs.mkdirSync(path.join(refDir, 'output'), { recursive: true });
  const refPort = await freePort();
  const ref = spawn(
    PYTHON,
    [fromRoot('bench', 'reference_server.py'), '--workspace', refDir, '--port', String(refPort)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  let runId: string | null = null;
  try {
    await waitFor('the reference-style server', () => canConnect('127.0.0.1', refPort), 30_000);
    runId = await startRun(stack.client, {
      task: 'noop-eval',
      agent: 'scripted',
      budget: '1h',
      agentEnv: { SCRIPT: 'touch:ready sleep:3600' },
    });
    const s = await waitForStatus(stack.client, runId, (x) => x.phase === 'agent' && x.workspace !== null);
    const ws = s.workspace!;
    await waitFor('agent ready', () => fs.existsSync(path.join(ws.workspaceDir, 'output', 'ready')));
    const ours = `${ws.gateway.agentUrl}/t/${fs.readFileSync(runPaths(ws.runDir).token, 'utf8').trim()}`;
    const servers = [
      { name: 'a2rl-bench', url: ours, dir: ws.workspaceDir },
      { name: 'reference-style Flask', url: `http://127.0.0.1:${refPort}`, dir: refDir },
    ];
    // Not execFileSync: this process runs the workers, whose event loop must stay free.
    const { stdout: raw } = await promisify(execFile)(
      PYTHON,
      [fromRoot('bench', 'submit_client.py'), JSON.stringify(servers), values.rounds!, values.n!],
      { encoding: 'utf8', maxBuffer: 64 << 20 },
    );
    const result = JSON.parse(raw) as Record<string, Record<'new' | 'unchanged' | 'time', number[]>>;

    const n = Number(values.rounds) * Number(values.n);
    const floor = await temporalFloor(stack, n);

    const sandbox = process.env.A2RL_EVAL_SANDBOX ?? stack.config.evaluation.sandbox;
    console.log(
      `### Submit side by side (${values.rounds} alternating rounds of ${values.n}; our evaluation sandbox: ${sandbox})`,
      '',
    );
    console.log('| server | case | n | median | p99 |', '\n|---|---|---|---|---|');
    const cases = [
      ['new', 'new checkpoint (evaluated)'],
      ['unchanged', 'unchanged checkpoint (earlier result)'],
      ['time', 'GET /time'],
    ] as const;
    for (const [key, label] of cases) {
      for (const server of servers) {
        const xs = result[server.name][key];
        console.log(
          `| ${server.name} | ${label} | ${xs.length} | ${quantile(xs, 0.5).toFixed(1)} ms | ${quantile(xs, 0.99).toFixed(1)} ms |`,
        );
      }
    }
    for (const [label, xs] of [
      ['an Update answered at once', floor.bare],
      ['an Update answered after a no-op activity on another worker', floor.withActivity],
    ] as const) {
      console.log(
        `| Temporal alone (same server, Node client) | ${label} | ${xs.length} | ${quantile(xs, 0.5).toFixed(1)} ms | ${quantile(xs, 0.99).toFixed(1)} ms |`,
      );
    }
  } finally {
    // The run ends (its container, network and firewall rules go) even when the bench failed.
    if (runId) {
      await stopRun(stack.client, runId, 'bench done').catch(() => undefined);
      await stack.client.workflow
        .getHandle(runId)
        .result()
        .catch(() => undefined);
    }
    ref.kill('SIGTERM');
    await workers.shutdown();
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
