import { spawn } from 'node:child_process';
import type Docker from 'dockerode';
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { DockerBackend } from '../../workspace/docker-backend';
import type { Config } from '../../common/config';
import { fromRoot } from '../../common/paths';

// A scripted model server for the agent-stack tests: @copilotkit/aimock (installed by setup into
// .tools/aimock), a stand-in for the LLM providers, as a process on 127.0.0.1. The host worker's
// LLM gateway is its only client: the agent reaches it through its run's gateway, with the
// run's credential, and the gateway forwards with the provider key planted in the worker's
// environment (upstreamEnv).

export const AIMOCK_DIR = fromRoot('.tools', 'aimock');

/**
 * The tests' own requests to aimock each take a new connection: a kept-alive one, idle between
 * two test cases, may be closed by aimock just as fetch reuses it ("other side closed"), which a
 * loaded machine's late timers make likely.
 */
const ONE_SHOT = { connection: 'close' };

/** The host worker's environment that makes aimock at `url` every provider's upstream. */
export function upstreamEnv(url: string): Record<string, string> {
  return { A2RL_LLM_ANTHROPIC_URL: url, A2RL_LLM_OPENAI_URL: `${url}/v1`, A2RL_LLM_GEMINI_URL: url };
}

export interface Shell {
  /** The CLI's shell tool and how its arguments are named. */
  tool: string;
  args: (command: string) => Record<string, string>;
  /** Token usage as this provider's wire format names it. */
  usage: Record<string, number>;
}

/**
 * The script: read description.md, write code/train.py, run it, submit through the grading API,
 * then hang in a tool call (the test kills the agent there); after the resume prompt, finish.
 * Each step is keyed on a marker in the previous tool result.
 */
export function scriptedFixtures(...shells: Shell[]): unknown {
  const steps = shells.flatMap((shell) => scriptedSteps(shell));
  // Side requests without the shell tool (titles, topic checks): a short answer.
  return { fixtures: [...steps, { match: {}, response: { content: 'ok' } }] };
}

function scriptedSteps(shell: Shell): unknown[] {
  const train = [
    'import json, os',
    'out = os.path.join(os.environ["OUTPUT_DIR"], "v1")',
    'os.makedirs(out, exist_ok=True)',
    'json.dump({"model_type": "scripted"}, open(os.path.join(out, "config.json"), "w"))',
    'open(os.path.join(out, "model.safetensors"), "w").write("weights of v1")',
    'open(os.path.join(out, "score.txt"), "w").write("42")',
    // Built at run time, so that a terminal that echoes the command (OpenHands) shows no marker.
    'print("MARK-" + "TRAINED", out)',
  ].join('\n');
  const call = (command: string) => ({
    toolCalls: [{ name: shell.tool, arguments: JSON.stringify(shell.args(command)) }],
    usage: shell.usage,
  });
  const step = (marker: string, command: string) => ({
    match: { toolResultContains: marker, toolName: shell.tool },
    response: call(command),
  });
  return [
    {
      match: { userMessage: 'You were interrupted', toolName: shell.tool },
      response: { content: 'RESUMED: the submission is recorded, stopping here.', usage: shell.usage },
    },
    step('submission_id', 'touch output/.hang && sleep 600'),
    step(
      'MARK-TRAINED',
      `curl -s -X POST "$GRADING_SERVER_URL/submit" -H "Content-Type: application/json" -d '{"model_path": "output/v1"}'`,
    ),
    step('MARK-WROTE', 'python3 code/train.py'),
    step('MARK-DESC', `mkdir -p code && cat > code/train.py <<'PYEOF'\n${train}\nPYEOF\necho MARK-WROTE`),
    {
      match: { userMessage: 'description.md', toolName: shell.tool },
      response: call('cat description.md && echo MARK-DESC'),
    },
  ];
}

/** aimock as a process on 127.0.0.1, the gateway's upstream. */
/** A request aimock answered, as its journal records it. */
export interface JournalEntry {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Record<string, unknown>;
  response?: { status: number };
}

export interface LocalMock {
  url: string;
  journal(): Promise<JournalEntry[]>;
  stop(): Promise<void>;
}

/** `env`: aimock's own settings (AIMOCK_API_KEYS: the keys it accepts). */
export async function startLocalLlmMock(
  port: number,
  fixtures: unknown,
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<LocalMock> {
  const file = path.join(dir, `fixtures-local-${port}.json`);
  fs.writeFileSync(file, JSON.stringify(fixtures));
  const log = fs.openSync(path.join(dir, `aimock-${port}.log`), 'a');
  const child = spawn(
    process.execPath,
    [
      path.join(AIMOCK_DIR, 'node_modules/@copilotkit/aimock/dist/cli.js'),
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-f',
      file,
    ],
    { stdio: ['ignore', log, log], env },
  );
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await fetch(`${url}/health`, { headers: ONE_SHOT });
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('aimock did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    async journal() {
      // With AIMOCK_API_KEYS set, aimock's own endpoints want one of its keys too.
      const key = env.AIMOCK_API_KEYS?.split(',')[0];
      const res = await fetch(`${url}/__aimock/journal`, {
        headers: { ...ONE_SHOT, ...(key ? { authorization: `Bearer ${key}` } : {}) },
      });
      if (!res.ok) throw new Error(`aimock's journal: HTTP ${res.status}`);
      return (await res.json()) as JournalEntry[];
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Frees the containers, networks and firewall rules this test's host id created (after a failure). */
export async function freeTestRuns(docker: Docker, config: Config): Promise<void> {
  const backend = new DockerBackend(docker, config, pino({ level: 'warn' }));
  const mine = { label: [`a2rl.host=${config.hostId}`] };
  for (const c of await docker.listContainers({ all: true, filters: mine })) {
    await backend
      .teardown({ runId: c.Labels['a2rl.run'], containerName: c.Names[0].replace(/^\//, '') })
      .catch(() => undefined);
  }
}
