import fs from 'node:fs';
import path from 'node:path';
import { getAgent } from '../../agents/registry';
import { isInstalled } from '../../agents/install';
import { startRun } from '../../client/runs';
import { parseEvents } from '../../common/events';
import { docker } from '../helpers/docker';
import { filesContaining } from '../helpers/secrets';
import { withWorkspace } from '../helpers/workspace';
import { freePort } from '../../common/net';
import { freeTestRuns, scriptedFixtures, startLocalLlmMock, upstreamEnv, type LocalMock } from '../helpers/llm-mock';
import { execFileSync } from 'node:child_process';
import { waitFor } from '../helpers/stack';
import { inProcessWorkers, seedBaseModel, startStack, waitForStatus, type TestStack } from '../helpers/stack';
import type { RunningWorkers } from '../../workers/common';
import { runPaths } from '../../common/run-paths';

// The PyPI stacks, where they are installed (`a2rl agents install rdagent`; not part of setup:
// about 2 GB). RD-Agent's RL loop runs as the reference starts it, in a workspace container on
// its venv (Debian's Python through the /usr mount), with a Chat-Completions script (aimock) on
// the run's network. The released rdagent 1.0.0 cannot run its RL loop: building the loop fails
// in its own code before any model request (RLPostTrainingScen leaves two abstract methods
// unimplemented). What is checked is what that allows: the install works in the container, the
// loop starts with the run's model and task, and the crash is recorded as the agent's exit.

jest.setTimeout(300_000);

const rdagent = getAgent('rdagent');
const openhands = getAgent('openhands');
const maybe = isInstalled(rdagent) ? test : test.skip;
const maybeOpenhands = isInstalled(openhands) ? test : test.skip;
const KEY = 'sk-planted-pypi-0123456789abcdef';
const OPENHANDS_SHELL = {
  tool: 'terminal',
  args: (command: string) => ({ command, security_risk: 'LOW' }),
  usage: { prompt_tokens: 120, completion_tokens: 30 },
};
let mock: LocalMock;

let stack: TestStack;
let workers: RunningWorkers;

beforeAll(async () => {
  if (!isInstalled(rdagent) && !isInstalled(openhands)) return;
  const port = await freePort();
  stack = await startStack('pypi-stacks', upstreamEnv(`http://127.0.0.1:${port}`));
  // rdagent fails in its own code whatever the model says; OpenHands follows the script.
  mock = await startLocalLlmMock(port, scriptedFixtures(OPENHANDS_SHELL), stack.dir);
  process.env.OPENAI_API_KEY = KEY; // the in-process host worker's environment: the gateway's upstream key
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
});
afterAll(async () => {
  await workers?.shutdown();
  if (stack) await freeTestRuns(docker, stack.config);
  await mock?.stop();
  await stack?.stop();
});

maybe(
  'rdagent: the RL loop of the PyPI release starts in the workspace, fails in its own code, and the exit is recorded',
  async () => {
    const runId = `run-pypi-rdagent-${process.pid}`;
    await startRun(
      stack.client,
      {
        task: 'scripted-score',
        agent: 'rdagent',
        driver: 'gpt-4o-mini',
        budget: '90s',
        stopGrace: 5,
        agentEnv: { RDAGENT_LOOP_N: '1', RDAGENT_STEP_N: '1' },
      },
      runId,
    );
    const s = await waitForStatus(stack.client, runId, (st) => st.phase === 'done', 240_000);
    const runDir = s.workspace!.runDir;
    const log = fs.readFileSync(runPaths(runDir).agentLog, 'utf8');
    expect(log).toMatch(/Starting RL post-training: model=test\/base-model, benchmark=scripted-score/);
    const exits = parseEvents(fs.readFileSync(runPaths(runDir).events, 'utf8')).events.filter(
      (e) => e.type === 'agent_exit',
    );
    expect(exits).toEqual([expect.objectContaining({ exit_code: 1, stopped_by: null, restarting: false })]); // a plain command: never restarted
    expect(log).toMatch(/Can't instantiate abstract class RLPostTrainingScen/);
    expect(s.agent).toMatchObject({ status: 'exited', exit: { exitCode: 1 } });
    expect(s.resolved!.driver).toBe('gpt-4o-mini');
    expect(await withWorkspace(s.workspace!.runDir, (dir) => fs.existsSync(path.join(dir, 'code')))).toBe(true);
  },
);

// OpenHands needs Python 3.12: installed where one exists (pyenv's build here, whose prefix the
// container mounts read-only). Same script as the npm CLIs, with its terminal tool.
maybeOpenhands(
  'openhands: scripted submission end to end; killed mid-tool-call, it resumes the same conversation',
  async () => {
    const runId = `run-pypi-openhands-${process.pid}`;
    await startRun(
      stack.client,
      {
        task: 'scripted-score',
        agent: 'openhands',
        driver: 'gpt-4.1-mini',
        budget: '10m',
        stopGrace: 5,
        timeouts: { heartbeat: '10s' },
      },
      runId,
    );
    const running = await waitForStatus(
      stack.client,
      runId,
      (st) => st.phase === 'agent' && st.workspace !== null,
      180_000,
    );
    const ws = running.workspace!;
    await waitFor(
      'the agent to reach the hanging step',
      () => fs.existsSync(path.join(ws.workspaceDir, 'output', '.hang')),
      240_000,
    );
    execFileSync('docker', ['kill', ws.containerName!]);
    const s = await waitForStatus(stack.client, runId, (st) => st.phase === 'done', 300_000);
    expect(s.submissions[0]).toMatchObject({ model_path: 'output/v1', status: 'scored', score: 42 });
    const events = parseEvents(fs.readFileSync(runPaths(ws.runDir).events, 'utf8')).events;
    const commands = events.flatMap((e) => (e.type === 'tool_call' && e.command ? [e.command] : []));
    expect(commands).toEqual(
      expect.arrayContaining([
        expect.stringContaining('cat description.md'),
        'python3 code/train.py',
        expect.stringContaining('/submit'),
      ]),
    );
    expect(events.filter((e) => e.type === 'tool_result' && e.exit_code === 0).length).toBeGreaterThanOrEqual(3);
    expect(events.filter((e) => e.type === 'agent_exit')).toEqual([
      expect.objectContaining({ attempt: 1, exit_code: 137, restarting: true }),
      expect.objectContaining({ attempt: 2, exit_code: 0, restarting: false }),
    ]);
    // One conversation, continued: the folder it keeps, and the id it printed at its clean exit.
    const conversations = await withWorkspace(ws.runDir, (dir) =>
      fs.readdirSync(path.join(dir, '.home', '.openhands', 'conversations')),
    );
    expect(conversations).toHaveLength(1);
    expect(events.filter((e) => e.type === 'session')).toEqual([
      expect.objectContaining({ session_id: conversations[0], model: 'openai/gpt-4.1-mini' }),
    ]);
    expect(events.some((e) => e.type === 'message' && e.text.includes('RESUMED'))).toBe(true);
    expect(filesContaining(stack.dir, KEY)).toEqual([]);
  },
);
