import { spawn } from 'node:child_process';
import type Docker from 'dockerode';
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { ensureRunNetwork, ensureWorkspaceImage } from '../../activities/workspace/docker';
import { DockerBackend } from '../../activities/workspace/docker-backend';
import { shortRunId } from '../../activities/workspace/layout';
import type { Config } from '../../common/config';
import { fromRoot } from '../../common/paths';

// A scripted model server for the agent-stack tests: @copilotkit/aimock (installed by setup into
// .tools/aimock) in a container on the run's own network, reachable by the agent as http://llm:4010.
// The network is created before the run starts (provisioning finds it and keeps it), because
// the agent's network is internal and firewalled: nothing else on the host is reachable from it.

export const AIMOCK_DIR = fromRoot('.tools', 'aimock');
export const LLM_URL = 'http://llm:4010';

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
export function scriptedFixtures(shell: Shell): unknown {
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
  const call = (command: string) => ({ toolCalls: [{ name: shell.tool, arguments: JSON.stringify(shell.args(command)) }], usage: shell.usage });
  const step = (marker: string, command: string) => ({ match: { toolResultContains: marker, toolName: shell.tool }, response: call(command) });
  return {
    fixtures: [
      { match: { userMessage: 'You were interrupted', toolName: shell.tool }, response: { content: 'RESUMED: the submission is recorded, stopping here.', usage: shell.usage } },
      step('submission_id', 'touch output/.hang && sleep 600'),
      step('MARK-TRAINED', `curl -s -X POST "$GRADING_SERVER_URL/submit" -H "Content-Type: application/json" -d '{"model_path": "output/v1"}'`),
      step('MARK-WROTE', 'python3 code/train.py'),
      step('MARK-DESC', `mkdir -p code && cat > code/train.py <<'PYEOF'\n${train}\nPYEOF\necho MARK-WROTE`),
      { match: { userMessage: 'description.md', toolName: shell.tool }, response: call('cat description.md && echo MARK-DESC') },
      // Side requests without the shell tool (titles, topic checks): a short answer.
      { match: {}, response: { content: 'ok' } },
    ],
  };
}

export interface RunningMock {
  containerId: string;
  logs(): Promise<string>;
  remove(): Promise<void>;
}

/** Creates the run's network (as provisioning would) and starts aimock on it as "llm". */
export async function startLlmMock(docker: Docker, config: Config, runId: string, fixtures: unknown, dir: string): Promise<RunningMock> {
  const logger = pino({ level: 'warn' });
  const owner = { uid: config.workspace.uid, gid: config.workspace.gid };
  const image = await ensureWorkspaceImage(docker, config.docker.image, owner, logger);
  // Labelled with another host id: a host worker starting meanwhile must not reap it as an orphan.
  const net = await ensureRunNetwork(docker, runId, shortRunId(runId), false, `${config.hostId}-llm-mock`);
  const fixturesDir = path.join(dir, `fixtures-${shortRunId(runId)}`);
  fs.mkdirSync(fixturesDir, { recursive: true });
  fs.writeFileSync(path.join(fixturesDir, 'fixtures.json'), JSON.stringify(fixtures, null, 2));
  fs.chmodSync(fixturesDir, 0o755);
  const container = await docker.createContainer({
    name: `a2rl-llm-${shortRunId(runId)}`,
    Image: image,
    Cmd: ['node', '/opt/aimock/node_modules/@copilotkit/aimock/dist/cli.js', '-p', '4010', '-h', '0.0.0.0', '-f', '/opt/fixtures/fixtures.json', '--log-level', 'info'],
    Labels: { 'a2rl.test': 'llm-mock', 'a2rl.run': runId },
    HostConfig: {
      NetworkMode: net.name,
      ReadonlyRootfs: true,
      Tmpfs: { '/tmp': 'rw,size=64m' },
      Mounts: [
        { Type: 'bind', Source: '/usr', Target: '/usr', ReadOnly: true },
        { Type: 'bind', Source: AIMOCK_DIR, Target: '/opt/aimock', ReadOnly: true },
        { Type: 'bind', Source: fixturesDir, Target: '/opt/fixtures', ReadOnly: true },
      ],
    },
    NetworkingConfig: { EndpointsConfig: { [net.name]: { Aliases: ['llm'] } } },
  });
  await container.start();
  return {
    containerId: container.id,
    async logs() {
      const buf = (await container.logs({ stdout: true, stderr: true })) as unknown as Buffer;
      return buf.toString('utf8');
    },
    async remove() {
      await container.remove({ force: true }).catch(() => undefined);
      await docker.getNetwork(net.name).remove().catch(() => undefined);
    },
  };
}

/** aimock as a process on 127.0.0.1 (for the local backend, whose agent runs on the host). */
export async function startLocalLlmMock(port: number, fixtures: unknown, dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const file = path.join(dir, `fixtures-local-${port}.json`);
  fs.writeFileSync(file, JSON.stringify(fixtures));
  const log = fs.openSync(path.join(dir, `aimock-${port}.log`), 'a');
  const child = spawn(process.execPath, [path.join(AIMOCK_DIR, 'node_modules/@copilotkit/aimock/dist/cli.js'), '-p', String(port), '-h', '127.0.0.1', '-f', file], { stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await fetch(`${url}/health`);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('aimock did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
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
    await backend.teardown({ runId: c.Labels['a2rl.run'], containerName: c.Names[0].replace(/^\//, '') }).catch(() => undefined);
  }
}
