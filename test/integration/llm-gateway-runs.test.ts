import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { getAgent } from '../../agents/registry';
import { isInstalled } from '../../agents/install';
import { startRun, stopRun } from '../../client/runs';
import { readEgressLog } from '../../gateway/egress';
import { readLedger } from '../../gateway/llm/ledger';
import { freePort } from '../../common/net';
import type { RunStatus } from '../../common/types';
import type { RunningWorkers } from '../../workers/common';
import { docker } from '../helpers/docker';
import { withWorkspace } from '../helpers/workspace';
import { freeTestRuns, scriptedFixtures, startLocalLlmMock, upstreamEnv, type LocalMock } from '../helpers/llm-mock';
import {
  gatewayPid,
  inProcessWorkers,
  killHard,
  seedBaseModel,
  spawnWorker,
  startStack,
  stopChild,
  waitFor,
  waitForStatus,
  type TestStack,
} from '../helpers/stack';
import { runPaths } from '../../common/run-paths';

// A run's LLM gateway and egress proxy with real agents, in Docker workspaces without internet:
// Claude Code (the real CLI) reaches aimock (a stand-in for the provider, on the host's
// 127.0.0.1) only through its gateway. A cost limit stops it, a model outside the allowlist is
// refused, and a kill -9 of the host worker in the middle of a streamed answer loses no call and
// counts none twice. The scripted agent goes through the egress proxy to a listed host only.

jest.setTimeout(600_000);

const KEY = 'sk-ant-planted-gateway-0123456789abcdef';
const SHELL = {
  tool: 'Bash',
  args: (command: string) => ({ command, description: 'scripted step' }),
  usage: { input_tokens: 120, output_tokens: 30 },
};
const claude = {
  task: 'scripted-score',
  agent: 'claude-code',
  driver: 'claude-sonnet-4-6',
  stopGrace: 5,
  timeouts: { heartbeat: '10s' },
} as const;

let stack: TestStack;
let workers: RunningWorkers;
let host: ChildProcess;
let mock: LocalMock;

beforeAll(async () => {
  if (!isInstalled(getAgent('claude-code'))) throw new Error('claude-code is not installed: run scripts/setup.sh');
  const port = await freePort();
  stack = await startStack('gateway-runs', { ANTHROPIC_API_KEY: KEY, ...upstreamEnv(`http://127.0.0.1:${port}`) });
  mock = await startLocalLlmMock(port, scriptedFixtures(SHELL), stack.dir, { ...process.env, AIMOCK_API_KEYS: KEY });
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack, ['control', 'gpu']);
  host = spawnWorker(stack, 'host');
});
afterAll(async () => {
  if (host) await stopChild(host);
  await workers?.shutdown();
  if (stack) await freeTestRuns(docker, stack.config);
  await mock?.stop();
  await stack?.stop();
});

/** The run's calls to the model API (Claude Code's keyless side requests, such as /api/hello, are refused and left out). */
const ledgerOf = (s: RunStatus) =>
  readLedger(runPaths(s.workspace!.runDir).llmCalls).filter((l) => l.endpoint !== 'other');

test("a cost limit stops the agent mid-run as the budget would: recorded as cost-limit, calls past it refused in the provider's shape", async () => {
  const limit = 0.002; // about three of the script's calls at claude-sonnet-4-6's prices
  const runId = await startRun(stack.client, { ...claude, budget: '10m', limits: { costUsd: limit } });
  const s = await waitForStatus(stack.client, runId, (st) => st.phase === 'done', 300_000);
  expect(s.agent).toMatchObject({ status: 'stopped', stoppedBy: 'cost-limit' });
  expect(s.limitReached?.message).toMatch(/cost limit is reached/);
  const ledger = ledgerOf(s);
  const ok = ledger.filter((l) => l.outcome === 'ok');
  const spent = ok.reduce((a, l) => a + (l.cost_usd ?? 0), 0);
  expect(spent).toBeGreaterThanOrEqual(limit);
  // Nothing was forwarded once the limit was reached: only the call that crossed it went over.
  expect(spent - (ok.at(-1)!.cost_usd ?? 0)).toBeLessThan(limit);
  for (const r of ledger.filter((l) => l.outcome === 'refused'))
    expect(r).toMatchObject({ status: 403, reason: expect.stringMatching(/cost limit is reached/) });
  expect(s.llm!.cost_usd).toBeCloseTo(spent, 10);
  const report = JSON.parse(fs.readFileSync(s.report!.json, 'utf8'));
  expect(report.agent.stopped_by).toBe('cost-limit');
  expect(report.llm).toMatchObject({
    limits: { cost_usd: limit },
    stopped_by_limit: expect.stringMatching(/cost limit/),
  });
  expect(report.verdict).toMatchObject({ verdict: 'agent-failed', cause: expect.stringMatching(/cost-limit/) });
});

test('a model outside the allowlist is refused with a clear message, recorded, and never reaches the provider', async () => {
  const before = (await mock.journal()).length;
  const runId = await startRun(stack.client, { ...claude, budget: '3m', limits: { models: ['claude-opus-4-1'] } });
  const s = await waitForStatus(stack.client, runId, (st) => st.phase === 'done', 300_000);
  const ledger = ledgerOf(s);
  expect(ledger.length).toBeGreaterThan(0);
  for (const r of ledger) {
    expect(r).toMatchObject({ outcome: 'refused', status: 403, model_requested: 'claude-sonnet-4-6' });
    expect(r.reason).toBe('model claude-sonnet-4-6 is not allowed in this run; allowed: claude-opus-4-1');
  }
  expect((await mock.journal()).length).toBe(before);
  expect(s.llm).toMatchObject({ calls: 0, cost_usd: 0 });
  expect(s.llm!.refused).toBeGreaterThanOrEqual(ledger.length);
  // The CLI shows the agent the gateway's message (the provider's own error shape).
  expect(fs.readFileSync(runPaths(s.workspace!.runDir).agentStdout, 'utf8')).toContain('is not allowed in this run');
  expect(s.submissions).toHaveLength(0);
});

test('the egress proxy lets the agent reach a listed host only, and records every attempt', async () => {
  const hits: string[] = [];
  const listen = async () => {
    const server = http.createServer((req, res) => {
      hits.push(`${server.address() && (server.address() as { port: number }).port} ${req.url}`);
      res.end('hello from a listed host');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return { server, port: (server.address() as { port: number }).port };
  };
  const listed = await listen();
  const other = await listen();
  try {
    const allowed = `http://127.0.0.1:${listed.port}/simple/`;
    const refused = `http://127.0.0.1:${other.port}/secret`;
    const script = `proxy:allowed:${allowed} tunnel:tunneled:${allowed} proxy:refused:${refused} tunnel:refusedtunnel:${refused} touch:done`;
    const runId = await startRun(stack.client, {
      task: 'scripted-score',
      agent: 'scripted',
      budget: '2m',
      stopGrace: 5,
      workspace: { egress: [`127.0.0.1:${listed.port}`] },
      agentEnv: { SCRIPT: script },
    });
    const s = await waitForStatus(stack.client, runId, (st) => st.phase === 'done', 180_000);
    const out = await withWorkspace(s.workspace!.runDir, (dir) => {
      const read = (name: string) => fs.readFileSync(path.join(dir, 'output', name), 'utf8');
      return {
        allowed: read('allowed.code'),
        body: read('allowed.body'),
        tunneled: read('tunneled.code'),
        refused: read('refused.code'),
        refusedTunnel: read('refusedtunnel.code'),
      };
    });
    expect(out).toMatchObject({ allowed: '200', body: 'hello from a listed host', tunneled: '200', refused: '403' });
    expect(out.refusedTunnel).not.toBe('200');
    expect(hits.filter((h) => h.startsWith(`${other.port} `))).toEqual([]);
    expect(hits.filter((h) => h.startsWith(`${listed.port} `))).toHaveLength(2);
    const { lines } = readEgressLog(runPaths(s.workspace!.runDir).egress);
    expect(lines.map((l) => [l.method, l.port, l.allowed])).toEqual([
      ['GET', listed.port, true],
      ['CONNECT', listed.port, true],
      ['GET', other.port, false],
      ['CONNECT', other.port, false],
    ]);
    expect(lines.filter((l) => !l.allowed).every((l) => l.reason === 'not-listed')).toBe(true);
  } finally {
    for (const { server } of [listed, other]) {
      server.closeAllConnections();
      server.close();
    }
  }
});

test('kill -9 of the host worker and its gateway process in the middle of a streamed answer: the CLI retries once the gateway is back, and the ledger counts every call once', async () => {
  // A second provider whose answer to one step streams slowly (30 chunks, 1 s apart).
  const fixtures = scriptedFixtures(SHELL) as {
    fixtures: Array<{ match: { toolResultContains?: string }; latency?: number; chunkSize?: number }>;
  };
  Object.assign(
    fixtures.fixtures.find((f) => f.match.toolResultContains === 'MARK-WROTE')!,
    { latency: 1000, chunkSize: 2 },
  );
  const slowPort = await freePort();
  const slow = await startLocalLlmMock(slowPort, fixtures, stack.dir, { ...process.env, AIMOCK_API_KEYS: KEY });
  const env = { ...stack.env, ...upstreamEnv(slow.url) };
  await stopChild(host);
  host = spawnWorker({ ...stack, env }, 'host', 'host-slow');
  try {
    const runId = await startRun(stack.client, { ...claude, budget: '10m' });
    const running = await waitForStatus(
      stack.client,
      runId,
      (st) => st.phase === 'agent' && st.workspace !== null,
      180_000,
    );
    const ws = running.workspace!;
    const ledgerFile = runPaths(ws.runDir).llmCalls;
    // A call begun in the ledger, not ended, for 4 s: the slow answer is streaming.
    const streaming = () => {
      const lines = (fs.existsSync(ledgerFile) ? fs.readFileSync(ledgerFile, 'utf8') : '').split('\n').flatMap((l) => {
        try {
          return [JSON.parse(l) as { line: string; id?: string; time?: string; call?: { id: string } }];
        } catch {
          return []; // a line being written
        }
      });
      const ended = new Set(lines.flatMap((l) => (l.call ? [l.call.id] : [])));
      return lines.some((l) => l.line === 'begin' && !ended.has(l.id!) && Date.now() - Date.parse(l.time!) > 4000);
    };
    await waitFor('the slow answer to be streaming', streaming, 240_000);
    // The host's harness crashes: its worker and the gateway process serving the call.
    process.kill(gatewayPid(stack.config)!, 'SIGKILL');
    await killHard(host);
    host = spawnWorker({ ...stack, env }, 'host', 'host-slow-restarted');
    await waitForStatus(stack.client, runId, (st) => st.submissions.length > 0, 300_000);
    await stopRun(stack.client, runId, 'test over');
    const s = await waitForStatus(stack.client, runId, (st) => st.phase === 'done', 180_000);
    expect(s.submissions[0]).toMatchObject({ status: 'scored', score: 42 });

    const ledger = readLedger(ledgerFile).filter((l) => l.endpoint !== 'other');
    expect(new Set(ledger.map((l) => l.id)).size).toBe(ledger.length);
    const cut = ledger.filter((l) => l.outcome === 'interrupted');
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatchObject({ reason: 'the gateway stopped during this call' });
    // Every call the provider saw is in the ledger once: the cut one and its retry both.
    expect(ledger.filter((l) => l.outcome !== 'refused')).toHaveLength((await slow.journal()).length);
    expect(
      ledger.filter((l) => l.outcome === 'ok' && l.output_tokens === 30 && Date.parse(l.time) > Date.parse(cut[0].time))
        .length,
    ).toBeGreaterThanOrEqual(1);
    expect(s.llm).toMatchObject({ calls: ledger.filter((l) => l.outcome !== 'refused').length, interrupted: 1 });
    // The outage is not the agent's working time.
    expect(s.meta.paused_s).toBeGreaterThan(5);
    expect(s.agent.exit?.reattached).toBeGreaterThanOrEqual(1);
  } finally {
    await stopChild(host);
    host = spawnWorker(stack, 'host', 'host-after');
    await slow.stop();
  }
});
