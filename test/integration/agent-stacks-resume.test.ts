import fs from 'node:fs';
import path from 'node:path';
import { getAgent } from '../../agents/registry';
import { isInstalled } from '../../agents/install';
import { startRun } from '../../client/runs';
import { parseEvents } from '../../common/events';
import type { RunningWorkers } from '../../workers/common';
import { docker } from '../helpers/docker';
import { freePort } from '../../common/net';
import { freeTestRuns, scriptedFixtures, startLocalLlmMock, upstreamEnv, type LocalMock } from '../helpers/llm-mock';
import {
  inProcessWorkers,
  seedBaseModel,
  spawnWorker,
  startStack,
  stopChild,
  waitFor,
  waitForStatus,
  type TestStack,
} from '../helpers/stack';
import { runPaths } from '../../common/run-paths';

// `a2rl resume` of a failed run whose agent is a CLI: the run fails mid-way (a fault injected
// into its host worker) while Claude Code hangs in a tool call after submitting; the resumed run
// gets a new container on the same workspace, and the CLI continues its session from the files
// on the workspace volume (its transcript and the launcher's state) with the resume prompt.

jest.setTimeout(600_000);

const KEY = 'sk-ant-planted-resume-0123456789abcdef';
const shell = {
  tool: 'Bash',
  args: (command: string) => ({ command, description: 'scripted step' }),
  usage: { input_tokens: 120, output_tokens: 30 },
};
let stack: TestStack;
let workers: RunningWorkers;
let mock: LocalMock;

beforeAll(async () => {
  if (!isInstalled(getAgent('claude-code'))) throw new Error('claude-code is not installed: run scripts/setup.sh');
  const port = await freePort();
  stack = await startStack('stacks-resume', { ANTHROPIC_API_KEY: KEY, ...upstreamEnv(`http://127.0.0.1:${port}`) });
  mock = await startLocalLlmMock(port, scriptedFixtures(shell), stack.dir);
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack, ['control', 'gpu']);
});
afterAll(async () => {
  await workers?.shutdown();
  if (stack) await freeTestRuns(docker, stack.config);
  await mock?.stop();
  await stack?.stop();
});

test('claude-code: a resumed run continues the CLI session of the failed one', async () => {
  const first = `run-stacks-resume-${process.pid}`;
  const resumedId = `${first}.resumed`;
  const faultFile = path.join(stack.dir, 'fault');
  const faulty = spawnWorker(
    { ...stack, env: { ...stack.env, A2RL_FAULT_RUN_AGENT_ON_FILE: faultFile } },
    'host',
    'host-faulty',
  );
  try {
    const spec = {
      task: 'scripted-score',
      agent: 'claude-code',
      budget: '10m',
      stopGrace: 5,
      timeouts: { heartbeat: '10s' },
    };
    await startRun(stack.client, spec, first);
    const running = await waitForStatus(
      stack.client,
      first,
      (s) => s.phase === 'agent' && s.workspace !== null,
      180_000,
    );
    await waitFor(
      'the agent to reach the hanging step',
      () => fs.existsSync(path.join(running.workspace!.workspaceDir, 'output', '.hang')),
      120_000,
    );
    fs.writeFileSync(faultFile, ''); // the host fails now, with the CLI session under way
    const failure = await stack.client.workflow
      .getHandle(first)
      .result()
      .catch((e) => e);
    expect(failure.cause.message).toMatch(/agent supervision failed: injected fault/);
    await stopChild(faulty);
    const failed = await waitForStatus(stack.client, first, () => true);
    expect(failed.submissions).toHaveLength(1);

    const host = spawnWorker(stack, 'host', 'host-fixed');
    try {
      await startRun(stack.client, { ...failed.spec, resume: { from: first } }, resumedId);
      const s = await waitForStatus(stack.client, resumedId, (st) => st.phase === 'done', 300_000);
      expect(s.resolved!.runDir).toBe(failed.resolved!.runDir);
      expect(s.agent).toMatchObject({ status: 'exited', exit: { exitCode: 0 } });
      const events = parseEvents(fs.readFileSync(runPaths(s.resolved!.runDir).events, 'utf8')).events;
      // Both executions' records in one log: the fresh start, and the resumed start of the new run.
      expect(events.filter((e) => e.type === 'agent_start').map((e) => e.type === 'agent_start' && e.mode)).toEqual([
        'fresh',
        'resume',
      ]);
      const sessions = new Set(events.flatMap((e) => (e.type === 'session' ? [e.session_id] : [])));
      expect(sessions.size).toBe(1);
      expect(events.some((e) => e.type === 'message' && e.text.includes('RESUMED'))).toBe(true);
      // The first container's output is kept: its raw stdout beside the new one, its events in the log.
      expect(fs.readFileSync(path.join(s.resolved!.runDir, 'agent.stdout.earlier-1.jsonl'), 'utf8')).toContain(
        'cat description.md',
      );
      expect(events.some((e) => e.type === 'tool_call' && e.command?.includes('/submit'))).toBe(true);
      // One ledger for the run's folder: the resumed execution's calls add to the first one's.
      expect(s.llm!.calls).toBe((await mock.journal()).length);
      expect(s.llm!.calls).toBeGreaterThan(failed.llm!.calls);
    } finally {
      await stopChild(host);
    }
  } finally {
    await stopChild(faulty);
  }
});
