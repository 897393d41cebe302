import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AgentOutput } from '../../run/agent-output';
import { DockerLogDecoder } from '../../workspace/docker-logs';
import { createEventAdapter } from '../../agents/events';
import { parseEvents, type AgentEvent } from '../../common/events';
import { fromRoot } from '../../common/paths';
import { runPaths } from '../../common/run-paths';

// The stdout adapters on lines in each CLI's documented shape, the Docker log decoder, the
// run's output files with secrets scrubbed, and the launcher's fresh-start/resume decision.

const TS = '2026-12-03T08:00:00.000Z';
const run = (format: Parameters<typeof createEventAdapter>[0], lines: unknown[], driver = 'drv'): AgentEvent[] => {
  const a = createEventAdapter(format, driver);
  const out = lines.flatMap((l) => a.push(typeof l === 'string' ? l : JSON.stringify(l), TS));
  return [...out, ...a.end(TS)];
};

test('claude stream-json: session with model, tool calls with exit codes, usage and cost per model', () => {
  const ev = run('claude-stream-json', [
    {
      type: 'system',
      subtype: 'init',
      session_id: 's-1',
      model: 'claude-sonnet-4-6',
      claude_code_version: '2.1.197',
      tools: ['Bash'],
    },
    {
      type: 'assistant',
      message: {
        content: [
          { type: 'text', text: 'Reading.' },
          { type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'cat description.md' } },
        ],
      },
    },
    {
      type: 'user',
      message: { content: [{ type: 'tool_result', tool_use_id: 't1', content: 'text', is_error: false }] },
    },
    {
      type: 'assistant',
      message: { content: [{ type: 'tool_use', id: 't2', name: 'Bash', input: { command: 'false' } }] },
    },
    {
      type: 'user',
      message: {
        content: [
          {
            type: 'tool_result',
            tool_use_id: 't2',
            content: [{ type: 'text', text: 'Error: Exit code 1' }],
            is_error: true,
          },
        ],
      },
    },
    'not json',
    {
      type: 'result',
      subtype: 'success',
      is_error: false,
      modelUsage: {
        'claude-sonnet-4-6': {
          inputTokens: 100,
          outputTokens: 20,
          cacheReadInputTokens: 5,
          cacheCreationInputTokens: 10,
          costUSD: 0.01,
        },
      },
    },
  ]);
  expect(ev).toEqual([
    {
      type: 'session',
      ts: TS,
      session_id: 's-1',
      model: 'claude-sonnet-4-6',
      detail: { cli_version: '2.1.197', tools: 1 },
    },
    { type: 'message', ts: TS, role: 'assistant', text: 'Reading.' },
    {
      type: 'tool_call',
      ts: TS,
      tool: 'Bash',
      id: 't1',
      command: 'cat description.md',
      input: { command: 'cat description.md' },
    },
    { type: 'tool_result', ts: TS, id: 't1', is_error: false, exit_code: 0, output: 'text' },
    { type: 'tool_call', ts: TS, tool: 'Bash', id: 't2', command: 'false', input: { command: 'false' } },
    { type: 'tool_result', ts: TS, id: 't2', is_error: true, exit_code: 1, output: 'Error: Exit code 1' },
    {
      type: 'usage',
      ts: TS,
      model: 'claude-sonnet-4-6',
      input_tokens: 110,
      output_tokens: 20,
      cached_input_tokens: 5,
      cost_usd: 0.01,
    },
  ]);
});

test('codex jsonl: thread id, commands with exit codes, cumulative usage recorded as deltas (across a resume)', () => {
  const ev = run(
    'codex-jsonl',
    [
      { type: 'thread.started', thread_id: 'th-1' },
      {
        type: 'item.completed',
        item: {
          id: 'i1',
          type: 'command_execution',
          command: 'bash -lc ls',
          aggregated_output: 'a\n',
          exit_code: 0,
          status: 'completed',
        },
      },
      { type: 'turn.completed', usage: { input_tokens: 200, cached_input_tokens: 0, output_tokens: 40 } },
      { type: 'thread.started', thread_id: 'th-1' },
      { type: 'item.completed', item: { id: 'i2', type: 'agent_message', text: 'done' } },
      { type: 'turn.completed', usage: { input_tokens: 300, cached_input_tokens: 50, output_tokens: 50 } },
      { type: 'turn.failed', error: { message: 'stream closed' } },
    ],
    'gpt-5.2',
  );
  expect(ev.filter((e) => e.type === 'usage')).toEqual([
    { type: 'usage', ts: TS, model: 'gpt-5.2', input_tokens: 200, output_tokens: 40, cached_input_tokens: 0 },
    { type: 'usage', ts: TS, model: 'gpt-5.2', input_tokens: 100, output_tokens: 10, cached_input_tokens: 50 },
  ]);
  expect(ev).toContainEqual({
    type: 'tool_call',
    ts: TS,
    tool: 'command_execution',
    id: 'i1',
    command: 'bash -lc ls',
    exit_code: 0,
    output: 'a\n',
  });
  expect(ev).toContainEqual({ type: 'error', ts: TS, message: 'stream closed' });
  expect(ev.filter((e) => e.type === 'session')).toHaveLength(2);
});

test('gemini stream-json: message deltas joined, shell exit codes, usage per model', () => {
  const ev = run('gemini-stream-json', [
    { type: 'init', timestamp: TS, session_id: 'g-1', model: 'gemini-2.5-pro' },
    { type: 'message', role: 'assistant', content: 'Hel', delta: true },
    { type: 'message', role: 'assistant', content: 'lo', delta: true },
    { type: 'tool_use', tool_name: 'run_shell_command', tool_id: 'c1', parameters: { command: 'ls' } },
    { type: 'tool_result', tool_id: 'c1', status: 'success', output: 'x' },
    {
      type: 'result',
      status: 'success',
      stats: {
        total_tokens: 10,
        input_tokens: 7,
        output_tokens: 3,
        models: { 'gemini-2.5-pro': { input_tokens: 7, output_tokens: 3 } },
      },
    },
  ]);
  expect(ev).toEqual([
    { type: 'session', ts: TS, session_id: 'g-1', model: 'gemini-2.5-pro' },
    { type: 'message', ts: TS, role: 'assistant', text: 'Hello' },
    { type: 'tool_call', ts: TS, tool: 'run_shell_command', id: 'c1', command: 'ls', input: { command: 'ls' } },
    { type: 'tool_result', ts: TS, id: 'c1', is_error: false, exit_code: 0, output: 'x' },
    { type: 'usage', ts: TS, model: 'gemini-2.5-pro', input_tokens: 7, output_tokens: 3, cached_input_tokens: 0 },
  ]);
});

test('opencode json: session once, bash with exit code, step usage and cost', () => {
  const base = { timestamp: 1, sessionID: 'ses_1' };
  const ev = run(
    'opencode-json',
    [
      { ...base, type: 'step_start', part: {} },
      {
        ...base,
        type: 'tool_use',
        part: {
          tool: 'bash',
          callID: 'k1',
          state: { status: 'completed', input: { command: 'ls' }, output: 'y', metadata: { exit: 2 } },
        },
      },
      {
        ...base,
        type: 'step_finish',
        part: {
          reason: 'tool-calls',
          tokens: { input: 9, output: 4, reasoning: 1, cache: { read: 2, write: 0 } },
          cost: 0.5,
        },
      },
    ],
    'gpt-5.2',
  );
  expect(ev).toEqual([
    { type: 'session', ts: TS, session_id: 'ses_1', model: null },
    {
      type: 'tool_call',
      ts: TS,
      tool: 'bash',
      id: 'k1',
      command: 'ls',
      input: { command: 'ls' },
      exit_code: 2,
      output: 'y',
    },
    {
      type: 'usage',
      ts: TS,
      model: 'gpt-5.2',
      input_tokens: 9,
      output_tokens: 5,
      cached_input_tokens: 2,
      cost_usd: 0.5,
    },
  ]);
});

test('openhands json: UI text gives model and conversation id; actions, observations with exit codes, messages', () => {
  const ev = run('openhands-jsonl', [
    '\u001b[32m✓ Agent initialized with model: openai/mock-model\u001b[0m',
    {
      kind: 'MessageEvent',
      source: 'user',
      llm_message: { role: 'user', content: [{ type: 'text', text: 'Read description.md' }] },
    },
    {
      kind: 'ActionEvent',
      tool_name: 'terminal',
      tool_call_id: 'c1',
      action: null,
      tool_call: { name: 'terminal', arguments: '{"command":"ls","security_risk":"LOW"}' },
    },
    {
      kind: 'ObservationEvent',
      tool_name: 'terminal',
      tool_call_id: 'c1',
      observation: {
        content: [{ type: 'text', text: 'x' }],
        is_error: false,
        exit_code: 0,
        kind: 'TerminalObservation',
      },
    },
    { kind: 'AgentErrorEvent', error: "Error validating tool 'terminal'" },
    'Conversation ID: f6310e87498d44748ff6c7b80aed8eff',
  ]);
  expect(ev).toEqual([
    { type: 'message', ts: TS, role: 'user', text: 'Read description.md' },
    {
      type: 'tool_call',
      ts: TS,
      tool: 'terminal',
      id: 'c1',
      command: 'ls',
      input: { command: 'ls', security_risk: 'LOW' },
    },
    { type: 'tool_result', ts: TS, id: 'c1', is_error: false, exit_code: 0, output: 'x' },
    { type: 'error', ts: TS, message: "Error validating tool 'terminal'" },
    { type: 'session', ts: TS, session_id: 'f6310e87498d44748ff6c7b80aed8eff', model: 'openai/mock-model' },
  ]);
});

test('the events of every adapter fit the event-log schema', () => {
  const lines = (events: AgentEvent[]) => events.map((e) => JSON.stringify(e)).join('\n');
  const all = [
    ...run('claude-stream-json', [
      {
        type: 'result',
        subtype: 'error_during_execution',
        is_error: true,
        result: 'x',
        usage: { input_tokens: 1, output_tokens: 1 },
      },
    ]),
    ...run('openhands-jsonl', [
      { kind: 'ActionEvent', tool_name: 'terminal', tool_call_id: 'a', action: { command: 'ls' } },
      { kind: 'ObservationEvent', tool_call_id: 'a', observation: { content: [{ text: 'ok' }], exit_code: 0 } },
    ]),
  ];
  expect(all.length).toBe(4);
  expect(parseEvents(lines(all))).toEqual({ events: all, invalid: 0 });
});

test('docker log frames: stdout and stderr apart, timestamps kept, split long lines joined', () => {
  const frame = (type: number, text: string) => {
    const body = Buffer.from(text);
    const head = Buffer.alloc(8);
    head[0] = type;
    head.writeUInt32BE(body.length, 4);
    return Buffer.concat([head, body]);
  };
  const got: Array<[string, string, string]> = [];
  const d = new DockerLogDecoder({ line: (s, t, ts) => got.push([s, t, ts]) });
  const all = Buffer.concat([
    frame(1, '2026-12-03T08:00:01.123456789Z {"a":1}\n'),
    frame(2, '2026-12-03T08:00:02.000000000Z warn\n'),
    frame(1, '2026-12-03T08:00:03.000000000Z {"long":"'),
    frame(1, '2026-12-03T08:00:04.000000000Z rest"}\n'),
    frame(1, '2026-12-03T08:00:05.000000000Z tail'),
  ]);
  for (let i = 0; i < all.length; i += 7) d.push(all.subarray(i, i + 7)); // arbitrary chunking
  d.end();
  expect(got).toEqual([
    ['stdout', '{"a":1}', '2026-12-03T08:00:01.123Z'],
    ['stderr', 'warn', '2026-12-03T08:00:02.000Z'],
    ['stdout', '{"long":"rest"}', '2026-12-03T08:00:03.000Z'],
    ['stdout', 'tail', '2026-12-03T08:00:05.000Z'],
  ]);
});

test('the run output: raw stdout, stderr apart, events with harness records in time order, secrets scrubbed', () => {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-out-'));
  const secret = 'sk-secret-value-123456';
  const out = new AgentOutput(runDir, 'codex-jsonl', 'gpt-5.2', [{ name: 'OPENAI_API_KEY', value: secret }]);
  out.record({ type: 'agent_start', ts: '2026-12-03T08:00:00.000Z', attempt: 1, mode: 'fresh' });
  out.begin();
  out.line('stdout', JSON.stringify({ type: 'thread.started', thread_id: 't' }), '2026-12-03T08:00:01.000Z');
  out.line('stderr', `env: OPENAI_API_KEY=${secret}`, '2026-12-03T08:00:02.000Z');
  out.line(
    'stdout',
    JSON.stringify({
      type: 'item.completed',
      item: { type: 'command_execution', command: 'env', aggregated_output: `KEY=${secret}`, exit_code: 0 },
    }),
    '2026-12-03T08:00:03.000Z',
  );
  out.end();
  out.record({
    type: 'agent_exit',
    ts: '2026-12-03T08:00:04.000Z',
    attempt: 1,
    exit_code: 137,
    oom_killed: false,
    stopped_by: null,
    restarting: true,
  });
  out.flush();
  const p = runPaths(runDir);
  for (const f of [p.agentStdout, p.agentStderr, p.agentLog, p.events])
    expect(fs.readFileSync(f, 'utf8')).not.toContain(secret);
  expect(fs.readFileSync(p.agentStderr, 'utf8')).toBe('env: OPENAI_API_KEY=[secret OPENAI_API_KEY]\n');
  expect(fs.readFileSync(p.agentStdout, 'utf8').split('\n').filter(Boolean)).toHaveLength(2);
  const { events } = parseEvents(fs.readFileSync(p.events, 'utf8'));
  expect(events.map((e) => e.type)).toEqual(['agent_start', 'session', 'tool_call', 'agent_exit']);
});

test('the event log grows by appends between attaches; a late record or a new attach rebuilds it, in order, once each', () => {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-out-'));
  const p = runPaths(runDir);
  const at = (s: number) => new Date(Date.UTC(2026, 11, 3, 8, 0, s)).toISOString();
  const call = (n: number) =>
    JSON.stringify({
      type: 'assistant',
      message: { content: [{ type: 'tool_use', id: `t${n}`, name: 'Bash', input: { command: `echo ${n}` } }] },
    });
  const commands = () =>
    parseEvents(fs.readFileSync(p.events, 'utf8')).events.map((e) => (e.type === 'tool_call' ? e.command : e.type));
  const out = new AgentOutput(runDir, 'claude-stream-json', 'm', []);
  out.record({ type: 'agent_start', ts: at(0), attempt: 1, mode: 'fresh' });
  out.begin();
  out.line('stdout', call(1), at(1));
  out.flush();
  const inode = fs.statSync(p.events).ino;
  for (let n = 2; n <= 4; n++) {
    out.line('stdout', call(n), at(n));
    out.flush();
  }
  // appended to the same file, not replaced
  expect(fs.statSync(p.events).ino).toBe(inode);
  expect(commands()).toEqual(['agent_start', 'echo 1', 'echo 2', 'echo 3', 'echo 4']);
  // A harness record stamped before the last event: the file is rebuilt with it in its place.
  out.record({
    type: 'agent_exit',
    ts: at(2.5),
    attempt: 1,
    exit_code: 1,
    oom_killed: false,
    stopped_by: null,
    restarting: true,
  });
  out.line('stdout', call(5), at(5));
  out.flush();
  expect(commands()).toEqual(['agent_start', 'echo 1', 'echo 2', 'agent_exit', 'echo 3', 'echo 4', 'echo 5']);
  // A re-attaching worker replays the whole output: the log is rebuilt, nothing doubled.
  const again = new AgentOutput(runDir, 'claude-stream-json', 'm', []);
  again.begin();
  for (let n = 1; n <= 6; n++) again.line('stdout', call(n), at(n));
  again.flush();
  expect(commands()).toEqual(['agent_start', 'echo 1', 'echo 2', 'agent_exit', 'echo 3', 'echo 4', 'echo 5', 'echo 6']);
  again.line('stdout', call(7), at(7));
  again.end();
  expect(commands().slice(-2)).toEqual(['echo 6', 'echo 7']);
});

describe('the launcher', () => {
  const launcher = fromRoot('agents', 'launcher', 'launch.cjs');
  // A stand-in CLI: prints its argv as a JSON line with a session id, then exits with $CODE.
  const setup = () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-launch-'));
    const cli = path.join(home, 'cli.sh');
    fs.writeFileSync(
      cli,
      '#!/bin/sh\nprintf \'{"sid":"S-42","argv":"%s"}\\n\' "$*"\necho noise >&2\nexit "${CODE:-0}"\n',
      { mode: 0o755 },
    );
    fs.writeFileSync(path.join(home, 'prompt.md'), 'Do the task.\n');
    return { home, cli };
  };
  const launch = (home: string, plan: object, env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [launcher], {
      env: {
        PATH: process.env.PATH,
        HOME: home,
        WORKSPACE: home,
        A2RL_DRIVER: 'm-1',
        A2RL_LAUNCH: JSON.stringify(plan),
        ...env,
      },
      encoding: 'utf8',
    });

  test('fresh start, then resume of the session the CLI reported, with its exit status passed on', () => {
    const { home, cli } = setup();
    const plan = {
      argv: [cli, '--model', '{driver}', '{prompt}'],
      resume: [cli, '--model', '{driver}', '--resume', '{session}', '{prompt}'],
      session: { from: 'stdout', field: 'sid' },
      promptFile: path.join(home, 'prompt.md'),
      resumePrompt: 'Continue.',
      files: { '.cfg/settings.json': '{"url":"${BASE:-http://default}"}' },
      expandEnv: [],
    };
    const first = launch(home, plan, { CODE: '3', BASE: 'http://llm' });
    expect(first.status).toBe(3);
    expect(JSON.parse(first.stdout.trim())).toEqual({ sid: 'S-42', argv: '--model m-1 Do the task.' });
    expect(first.stderr).toMatch(/noise/);
    expect(fs.readFileSync(path.join(home, '.cfg', 'settings.json'), 'utf8')).toBe('{"url":"http://llm"}');
    const second = launch(home, plan);
    expect(second.status).toBe(0);
    expect(JSON.parse(second.stdout.trim()).argv).toBe('--model m-1 --resume S-42 Continue.');
    const attempts = fs
      .readFileSync(path.join(home, '.a2rl-launcher', 'attempts.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(attempts.map((a) => [a.attempt, a.event, a.mode ?? a.code ?? a.session])).toEqual([
      [1, 'start', 'fresh'],
      [1, 'session', 'S-42'],
      [1, 'exit', 3],
      [2, 'start', 'resume'],
      [2, 'exit', 0],
    ]);
  });

  test('a pre-assigned session is resumed only once the CLI has shown it', () => {
    const { home } = setup();
    const cli = path.join(home, 'quiet.sh');
    fs.writeFileSync(cli, '#!/bin/sh\necho "$*" > "$HOME/argv.txt"\necho "{}"\n', { mode: 0o755 });
    const plan = {
      argv: [cli, '--session-id', '{session}', '{prompt}'],
      resume: [cli, '--resume', '{session}', '{prompt}'],
      session: { from: 'uuid' },
      promptFile: path.join(home, 'prompt.md'),
      resumePrompt: 'Continue.',
      files: {},
      expandEnv: [],
    };
    // The stand-in never prints the uuid: the next start is fresh again, with a new id.
    const argv = () => (launch(home, plan), fs.readFileSync(path.join(home, 'argv.txt'), 'utf8').trim());
    const a = argv();
    const b = argv();
    expect(a).toMatch(/^--session-id [0-9a-f-]{36} Do the task\.$/);
    expect(b).toMatch(/^--session-id [0-9a-f-]{36} Do the task\.$/);
    expect(a).not.toBe(b);
  });

  test('a session kept as a folder: the folder the CLI creates is resumed', () => {
    const { home } = setup();
    const cli = path.join(home, 'dir.sh');
    fs.writeFileSync(
      cli,
      '#!/bin/sh\necho "$*" > "$HOME/argv.txt"\nmkdir -p "$HOME/convs/c0ffee" && sleep 0.2\nexit 1\n',
      { mode: 0o755 },
    );
    const plan = {
      argv: [cli, '{prompt}'],
      resume: [cli, '--resume', '{session}', '{prompt}'],
      session: { from: 'dir', dir: 'convs' },
      promptFile: path.join(home, 'prompt.md'),
      resumePrompt: 'Continue.',
      files: {},
      expandEnv: [],
    };
    expect(launch(home, plan).status).toBe(1);
    launch(home, plan);
    expect(fs.readFileSync(path.join(home, 'argv.txt'), 'utf8').trim()).toBe('--resume c0ffee Continue.');
  });
});
