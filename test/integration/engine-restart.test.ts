import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { startRun } from '../../client/runs';
import { runVerdict } from '../../common/verdict';
import type { RunningWorkers } from '../../workers/common';
import { inProcessWorkers, seedBaseModel, startStack, waitFor, waitForStatus, type TestStack } from '../helpers/stack';

// A restart of the Docker engine while a run is provisioned: the workers reach the real engine
// through a socket of this test's (a byte-for-byte relay to /var/run/docker.sock) that goes away
// with its connections, as the engine's socket does when dockerd stops, and comes back seconds
// later. The run waits for the engine instead of failing as a harness error.

jest.setTimeout(240_000);

/** A unix socket at `at` relayed to the machine's engine; `close` drops it and every open connection. */
function engineSocket(at: string) {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const engine = net.connect('/var/run/docker.sock');
    for (const s of [client, engine]) {
      open.add(s);
      s.on('error', () => undefined);
      s.on('close', () => open.delete(s));
    }
    client.pipe(engine).pipe(client);
  });
  return {
    listen: () => new Promise<void>((resolve) => server.listen(at, resolve)),
    close: () => {
      for (const s of open) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let stack: TestStack;
let workers: RunningWorkers | undefined;
let socket: ReturnType<typeof engineSocket>;
let dir: string;
/** The workers' log lines (warnings and above). */
const logLines: string[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync('/tmp/a2rl-engine-');
  const at = path.join(dir, 'docker.sock');
  socket = engineSocket(at);
  await socket.listen();
  stack = await startStack('engine-restart', { A2RL_DOCKER_SOCKET: at });
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(
    stack,
    undefined,
    pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) }),
  );
});
afterAll(async () => {
  await workers?.shutdown();
  await socket?.close().catch(() => undefined);
  await stack?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a run started while the Docker engine restarts is provisioned once it is back, and completes', async () => {
  await socket.close(); // the engine stops
  const runId = await startRun(stack.client, {
    task: 'scripted-score',
    agent: 'scripted',
    budget: '5m',
    timeouts: { heartbeat: '5s' },
    agentEnv: { SCRIPT: 'ckpt:e1:40 once:e1' },
  });
  // Until provisioning has met the stopped engine and waits for it to come back.
  await waitFor(
    'provisioning to meet the stopped engine',
    () => logLines.some((l) => l.includes(runId) && l.includes('provisioning waits for it')),
    120_000,
  );
  await socket.listen(); // and is back
  await stack.client.workflow.getHandle(runId).result();
  const final = await waitForStatus(stack.client, runId, () => true);
  expect(runVerdict(final)).toMatchObject({ verdict: 'completed' });
  expect(final.submissions).toEqual([expect.objectContaining({ submission_id: 1, status: 'scored', score: 40 })]);
});
