import { execFileSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getAgent } from '../../agents/registry';
import { isInstalled } from '../../agents/install';
import { startRun } from '../../client/runs';
import { parseEvents, type AgentEvent } from '../../common/events';
import { SEARCH_ATTRIBUTES } from '../../common/search-attributes';
import { docker } from '../helpers/docker';
import { filesContaining } from '../helpers/secrets';
import { withWorkspace } from '../helpers/workspace';
import {
  freeTestRuns,
  scriptedFixtures,
  startLocalLlmMock,
  upstreamEnv,
  type LocalMock,
  type Shell,
} from '../helpers/llm-mock';
import { freePort } from '../../common/net';
import { readLedger } from '../../gateway/llm/ledger';
import type { LlmCall } from '../../common/llm-usage';
import {
  seedBaseModel,
  spawnWorker,
  startStack,
  stopChild,
  waitFor,
  waitForStatus,
  type TestStack,
} from '../helpers/stack';
import { runPaths } from '../../common/run-paths';

// The npm agent CLIs for real, each in a real workspace container on an internal network
// (`internet: false`), reaching their provider only through the run's LLM gateway; the provider
// is a scripted model server (aimock, a stand-in for the LLM provider) on the host's 127.0.0.1,
// configured as the host worker's upstream. The script makes the agent read description.md,
// write code/train.py, run it and submit through the grading API with curl; then it hangs in a
// tool call, the test kills the container, and the harness must restart the CLI with its resume
// flag on the same session, which then finishes. The provider keys planted in the host worker's
// environment must reach the provider, and neither the container nor anything the harness writes.

jest.setTimeout(600_000);

const KEYS = {
  ANTHROPIC_API_KEY: `sk-ant-planted-${crypto.randomBytes(12).toString('hex')}`,
  OPENAI_API_KEY: `sk-planted-${crypto.randomBytes(12).toString('hex')}`,
  GEMINI_API_KEY: `AIza-planted-${crypto.randomBytes(12).toString('hex')}`,
};

interface Case {
  agent: string;
  driver: string;
  shell: Shell;
  /** Does the CLI name the model in its own events (else the driver is attributed)? */
  reportsModel: boolean;
}

const CASES: Case[] = [
  {
    agent: 'claude-code',
    driver: 'claude-sonnet-4-6',
    shell: {
      tool: 'Bash',
      args: (command) => ({ command, description: 'scripted step' }),
      usage: { input_tokens: 120, output_tokens: 30 },
    },
    reportsModel: true,
  },
  {
    agent: 'codex',
    driver: 'gpt-5.2',
    shell: { tool: 'exec_command', args: (cmd) => ({ cmd }), usage: { input_tokens: 120, output_tokens: 30 } },
    reportsModel: false,
  },
  {
    agent: 'gemini-cli',
    driver: 'gemini-2.5-pro',
    shell: {
      tool: 'run_shell_command',
      args: (command) => ({ command }),
      usage: { promptTokenCount: 120, candidatesTokenCount: 30 },
    },
    reportsModel: true,
  },
  {
    agent: 'opencode',
    driver: 'gpt-5.2',
    shell: {
      tool: 'bash',
      args: (command) => ({ command, description: 'scripted step' }),
      usage: { prompt_tokens: 120, completion_tokens: 30 },
    },
    reportsModel: false,
  },
];

let stack: TestStack;
let worker: ChildProcess;
let mock: LocalMock;

beforeAll(async () => {
  for (const c of CASES)
    if (!isInstalled(getAgent(c.agent)))
      throw new Error(`${c.agent} is not installed: run scripts/setup.sh (or a2rl agents install)`);
  // The worker is its own process with the planted keys and aimock as its upstream, logging at debug.
  const port = await freePort();
  stack = await startStack('stacks', { ...KEYS, ...upstreamEnv(`http://127.0.0.1:${port}`), A2RL_LOG_LEVEL: 'debug' });
  // aimock answers only the planted keys: a call the gateway did not give the real key fails.
  mock = await startLocalLlmMock(port, scriptedFixtures(...CASES.map((c) => c.shell)), stack.dir, {
    ...process.env,
    AIMOCK_API_KEYS: Object.values(KEYS).join(','),
  });
  seedBaseModel(stack.config);
  worker = spawnWorker(stack, 'embedded');
});
afterAll(async () => {
  if (worker) await stopChild(worker);
  if (stack) await freeTestRuns(docker, stack.config);
  await mock?.stop();
  await stack?.stop();
});

/** The calls aimock answered since `since` (its journal's length then). */
const answeredSince = async (since: number) => (await mock.journal()).slice(since);

const eventsOf = (runDir: string): AgentEvent[] => parseEvents(fs.readFileSync(runPaths(runDir).events, 'utf8')).events;

test.each(CASES.map((c) => [c.agent, c] as const))(
  '%s: scripted submission end to end; killed mid-tool-call, it resumes the same session',
  async (_id, c) => {
    const runId = `run-stacks-${c.agent}-${process.pid}`;
    const journalBefore = (await mock.journal()).length;
    await startRun(
      stack.client,
      {
        task: 'scripted-score',
        agent: c.agent,
        driver: c.driver,
        budget: '10m',
        stopGrace: 5,
        timeouts: { heartbeat: '10s' },
      },
      runId,
    );

    // The agent has submitted and hangs in its last tool call: kill its container outright.
    const running = await waitForStatus(
      stack.client,
      runId,
      (s) => s.phase === 'agent' && s.workspace !== null,
      180_000,
    );
    const ws = running.workspace!;
    await waitFor(
      'the agent to reach the hanging step',
      () => fs.existsSync(path.join(ws.workspaceDir, 'output', '.hang')),
      240_000,
    );
    const before = await waitFor('the first session event', () => {
      const ev = fs.existsSync(runPaths(ws.runDir).events) ? eventsOf(ws.runDir) : [];
      return ev.some((e) => e.type === 'session') && ev;
    });
    const inspect = await docker.getContainer(ws.containerName!).inspect();
    execFileSync('docker', ['kill', ws.containerName!]);

    const s = await waitForStatus(stack.client, runId, (st) => st.phase === 'done', 300_000);
    const events = eventsOf(ws.runDir);

    // The submission is recorded and scored.
    expect(s.submissions).toHaveLength(1);
    expect(s.submissions[0]).toMatchObject({ model_path: 'output/v1', status: 'scored', score: 42 });
    expect(
      await withWorkspace(ws.runDir, (dir) => fs.readFileSync(path.join(dir, 'code', 'train.py'), 'utf8')),
    ).toContain('"MARK-" + "TRAINED"');

    // The driver is the one configured, everywhere it is recorded.
    expect(s.resolved!.driver).toBe(c.driver);
    const desc = await stack.client.workflow.getHandle(runId).describe();
    expect(desc.typedSearchAttributes.get(SEARCH_ATTRIBUTES.driver)).toBe(c.driver);
    const sessions = events.filter((e): e is Extract<AgentEvent, { type: 'session' }> => e.type === 'session');
    if (c.reportsModel) for (const e of sessions) expect(e.model).toBe(c.driver);

    // Tool calls with their commands (and exit codes), and token usage, parsed from stdout.
    const commands = events.flatMap((e) => (e.type === 'tool_call' && e.command ? [e.command] : []));
    // (Codex reports the shell wrapper too: /bin/bash -lc '…'.)
    expect(commands).toEqual(
      expect.arrayContaining([
        expect.stringContaining('cat description.md'),
        expect.stringContaining('python3 code/train.py'),
        expect.stringContaining('/submit'),
      ]),
    );
    const exits = events.flatMap((e) =>
      (e.type === 'tool_call' || e.type === 'tool_result') && typeof e.exit_code === 'number' ? [e.exit_code] : [],
    );
    expect(exits.filter((x) => x === 0).length).toBeGreaterThanOrEqual(3);
    const usage = events.filter((e) => e.type === 'usage');
    expect(usage.length).toBeGreaterThan(0);
    expect(
      usage.find((u) => u.type === 'usage' && u.model === c.driver && u.input_tokens > 0 && u.output_tokens > 0),
    ).toBeDefined();

    // Exit truth and resume: the kill is recorded as a crash (not a stop), the harness restarted
    // the CLI on the same session, and the resumed session finished the task.
    expect(events.filter((e) => e.type === 'agent_exit')).toEqual([
      expect.objectContaining({ attempt: 1, exit_code: 137, stopped_by: null, restarting: true }),
      expect.objectContaining({ attempt: 2, exit_code: 0, stopped_by: null, restarting: false }),
    ]);
    expect(events.filter((e) => e.type === 'agent_start').map((e) => e.type === 'agent_start' && e.mode)).toEqual([
      'fresh',
      'resume',
    ]);
    const firstSession = before.find((e) => e.type === 'session');
    expect(firstSession).toBeDefined();
    expect(new Set(sessions.map((e) => e.session_id))).toEqual(
      new Set([(firstSession as { session_id: string }).session_id]),
    );
    expect(sessions.length).toBeGreaterThanOrEqual(c.agent === 'opencode' ? 1 : 2);
    expect(events.some((e) => e.type === 'message' && e.text.includes('RESUMED'))).toBe(true);
    expect(s.agent).toMatchObject({ status: 'exited', exit: { exitCode: 0, restarts: 1 } });

    // The report carries the usage read from the events, and the restart.
    const report = JSON.parse(fs.readFileSync(s.report!.json, 'utf8'));
    expect(report.run.driver).toBe(c.driver);
    expect(report.agent).toMatchObject({ exit_code: 0, restarts: 1 });
    expect(report.usage).toEqual(expect.arrayContaining([expect.objectContaining({ model: c.driver })]));

    // Raw stdout is kept beside the event log; stderr apart.
    const raw = fs.readFileSync(runPaths(ws.runDir).agentStdout, 'utf8');
    expect(
      raw
        .split('\n')
        .filter(Boolean)
        .every((l) => l.trim().startsWith('{')),
    ).toBe(true);
    expect(fs.existsSync(runPaths(ws.runDir).agentStderr)).toBe(true);

    // Every call went through the run's gateway: the ledger has each call aimock answered, once,
    // metered exactly as the script's usage says, for the driver (the only model allowed).
    const all = readLedger(runPaths(ws.runDir).llmCalls);
    // (Requests for anything but the model API, such as Claude Code's keyless /api/hello, are
    // refused and recorded, never forwarded.)
    const ledger = all.filter((l) => l.endpoint !== 'other');
    expect(all.filter((l) => l.endpoint === 'other').every((l) => l.outcome === 'refused')).toBe(true);
    const answered = await answeredSince(journalBefore);
    expect(all.filter((l) => l.outcome !== 'refused')).toHaveLength(answered.length);
    expect(new Set(ledger.map((l) => l.id)).size).toBe(ledger.length);
    expect(
      ledger
        .filter((l) => !(l.outcome === 'ok' && l.status === 200 && l.model_requested === c.driver))
        .map((l) => [l.endpoint, l.model_requested, l.status, l.outcome, l.reason]),
    ).toEqual([]);
    expect(ledger.some((l) => l.streamed)).toBe(true);
    const scripted = ledger.filter((l) => l.output_tokens === 30);
    expect(scripted.length).toBeGreaterThanOrEqual(5); // the five scripted steps (and the resume)
    for (const l of scripted) expect(l).toMatchObject({ input_tokens: 120, output_tokens: 30 });
    const sum = (f: (l: LlmCall) => number) => ledger.reduce((a, l) => a + f(l), 0);
    expect(s.llm).toMatchObject({
      calls: ledger.length,
      refused: all.length - ledger.length,
      input_tokens: sum((l) => l.input_tokens),
      output_tokens: sum((l) => l.output_tokens),
    });
    expect(s.llm!.cost_usd).toBeCloseTo(
      sum((l) => l.cost_usd ?? 0),
      10,
    );
    expect(s.llm!.cost_usd).toBeGreaterThan(0);
    expect(report.llm.by_model).toEqual(
      expect.arrayContaining([expect.objectContaining({ model: expect.any(String), calls: expect.any(Number) })]),
    );
    expect(report.llm.price_table).toMatch(/^@pydantic\/genai-prices@/);

    // The container holds the gateway's URLs and the run's own key, never a provider's; the
    // provider got the planted key. No file the run left behind (run folder, workspace, report,
    // Temporal's database with workflow history and search attributes, the worker's log), nor
    // the workflow history as the client reads it, holds a planted key.
    const key = Object.values(KEYS);
    const env = Object.fromEntries(
      inspect.Config.Env.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]),
    );
    expect(inspect.Config.Env.some((e) => key.some((k) => e.includes(k)))).toBe(false);
    expect(inspect.HostConfig.NetworkMode).toBe(ws.networkName);
    expect(env.ANTHROPIC_BASE_URL).toBe(`${ws.gateway.agentUrl}/llm/anthropic`);
    expect(env.OPENAI_BASE_URL).toBe(`${ws.gateway.agentUrl}/llm/openai/v1`);
    expect(env.ANTHROPIC_API_KEY).toMatch(/^a2rl-run-/);
    // (aimock's journal redacts the key it got; the gateway's own test checks its value.)
    const keyHeader = {
      'claude-code': 'x-api-key',
      codex: 'authorization',
      'gemini-cli': 'x-goog-api-key',
      opencode: 'authorization',
    }[c.agent]!;
    expect(answered.filter((a) => !a.headers?.[keyHeader]).map((a) => a.path)).toEqual([]);
    const history = JSON.stringify(await stack.client.workflow.getHandle(runId).fetchHistory());
    for (const k of key) {
      expect(history.includes(k)).toBe(false);
      expect(filesContaining(stack.dir, k)).toEqual([]);
    }
  },
);

test('local backend (no Docker): gemini-cli as a process group on the host, killed and resumed the same way', async () => {
  const c = CASES.find((x) => x.agent === 'gemini-cli')!;
  const runId = await startRun(stack.client, {
    task: 'scripted-score',
    agent: c.agent,
    budget: '10m',
    stopGrace: 5,
    timeouts: { heartbeat: '10s' },
    workspace: { backend: 'local' },
  });
  const running = await waitForStatus(stack.client, runId, (s) => s.phase === 'agent' && s.workspace !== null, 180_000);
  const ws = running.workspace!;
  await waitFor(
    'the agent to reach the hanging step',
    () => fs.existsSync(path.join(ws.workspaceDir, 'output', '.hang')),
    240_000,
  );
  // A crash of the whole process group (as a host restart would leave it): no exit status.
  const { pid } = JSON.parse(fs.readFileSync(runPaths(ws.runDir).localAgent.pid, 'utf8')) as { pid: number };
  process.kill(-pid, 'SIGKILL');
  const s = await waitForStatus(stack.client, runId, (st) => st.phase === 'done', 300_000);
  expect(s.submissions[0]).toMatchObject({ status: 'scored', score: 42 });
  const events = eventsOf(ws.runDir);
  expect(events.filter((e) => e.type === 'agent_exit')).toEqual([
    expect.objectContaining({ attempt: 1, exit_code: null, restarting: true }),
    expect.objectContaining({ attempt: 2, exit_code: 0, restarting: false }),
  ]);
  const sessions = new Set(events.flatMap((e) => (e.type === 'session' ? [e.session_id] : [])));
  expect(sessions.size).toBe(1);
  expect(events.some((e) => e.type === 'message' && e.text.includes('RESUMED'))).toBe(true);
  expect(fs.existsSync(path.join(ws.workspaceDir, '.home', '.gemini', 'settings.json'))).toBe(true);
  expect(filesContaining(stack.dir, KEYS.GEMINI_API_KEY)).toEqual([]);
  expect(readLedger(runPaths(ws.runDir).llmCalls).filter((l) => l.outcome === 'ok').length).toBeGreaterThanOrEqual(5);
});

test('gemini-cli at the end of its budget: stopped by the harness, recorded as such, not restarted', async () => {
  const c = CASES.find((x) => x.agent === 'gemini-cli')!;
  const runId = `run-stacks-budget-${process.pid}`;
  await startRun(
    stack.client,
    { task: 'scripted-score', agent: c.agent, budget: '25s', stopGrace: 5, timeouts: { heartbeat: '10s' } },
    runId,
  );
  const s = await waitForStatus(stack.client, runId, (st) => st.phase === 'done', 240_000);
  expect(s.agent).toMatchObject({ status: 'stopped', stoppedBy: 'budget' });
  expect(s.submissions).toHaveLength(1); // it submitted, then hung until the deadline
  const exits = eventsOf(s.workspace!.runDir).filter((e) => e.type === 'agent_exit');
  expect(exits).toEqual([expect.objectContaining({ attempt: 1, stopped_by: 'budget', restarting: false })]);
  // Whatever status the CLI chose on SIGTERM (Gemini exits 0), the record says who stopped it.
  expect(typeof (exits[0].type === 'agent_exit' && exits[0].exit_code)).toBe('number');
});
