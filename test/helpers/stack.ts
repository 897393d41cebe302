import { Client, Connection } from '@temporalio/client';
import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DevServer } from '../../cli/dev-server';
import { loadConfig, layout, type Config } from '../../common/config';
import { freePort } from '../../common/net';
import { fromRoot } from '../../common/paths';
import { statusQuery } from '../../common/messages';
import type { RunStatus } from '../../common/types';
import { startWorkers, type Role, type RunningWorkers } from '../../workers/common';
import { removeTestDir } from './test-dirs';
import { bytesTensor } from './safetensors';
import { gatewayFiles } from '../../gateway/control';

// A real stack for integration tests: a Temporal dev server on free ports with its own SQLite
// file, a private data folder, and workers (in this process, or as child processes that a test
// may kill -9). Everything started here is stopped by pid.

export const TEMPORAL_CLI = fromRoot('.tools', 'bin', 'temporal');
export const FIXTURES = fromRoot('test', 'fixtures');

export interface TestStack {
  dir: string;
  env: NodeJS.ProcessEnv;
  config: Config;
  server: DevServer;
  client: Client;
  dbFile: string;
  port: number;
  restartServer(): Promise<void>;
  stop(): Promise<void>;
}

export async function startStack(
  name: string,
  extraEnv: Record<string, string> = {},
  opts: { ui?: boolean } = {},
): Promise<TestStack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `a2rl-${name}-`));
  const port = await freePort();
  const uiPort = opts.ui ? await freePort() : null;
  const dbFile = path.join(dir, 'temporal.sqlite');
  const startServer = () =>
    DevServer.start({ cli: TEMPORAL_CLI, dbFile, port, uiPort, logFile: path.join(dir, 'temporal.log') });
  let server = await startServer();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    A2RL_CONFIG: '',
    A2RL_DATA_DIR: path.join(dir, 'data'),
    A2RL_TEMPORAL_ADDRESS: server.address,
    A2RL_TASK_DIRS: path.join(FIXTURES, 'tasks'),
    A2RL_AGENT_DIRS: path.join(FIXTURES, 'agents'),
    A2RL_HOST_ID: `test-${name}-${process.pid}`.toLowerCase().replace(/[^a-z0-9-]/g, '-'),
    A2RL_LOG_LEVEL: 'warn',
    A2RL_LOG_PRETTY: '0',
    ...extraEnv,
  };
  const config = loadConfig(env);
  const connect = async () => new Client({ connection: await Connection.connect({ address: server.address }) });
  const stack: TestStack = {
    dir,
    env,
    config,
    server,
    client: await connect(),
    dbFile,
    port,
    async restartServer() {
      await server.stop();
      server = await startServer();
      stack.server = server;
    },
    async stop() {
      await stopGatewayProcess(config);
      await stack.client.connection.close().catch(() => undefined);
      await server.stop();
      removeTestDir(dir);
    },
  };
  return stack;
}

/** The pid of the host's gateway process that this stack's host worker started (null: none runs). */
export function gatewayPid(config: Config): number | null {
  try {
    const pid = Number(fs.readFileSync(gatewayFiles(config).pid, 'utf8'));
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('gateway/daemon.js') ? pid : null;
  } catch {
    return null;
  }
}

/** Stops the gateway process by its pid (endpoints left open by a killed worker keep it up). */
export async function stopGatewayProcess(config: Config): Promise<void> {
  const pid = gatewayPid(config);
  if (pid === null) return;
  process.kill(pid, 'SIGTERM');
  await waitFor('the gateway process to exit', () => gatewayPid(config) === null, 15_000).catch(() => {
    if (gatewayPid(config) !== null) process.kill(pid, 'SIGKILL');
  });
}

/** A base model in the cache as the cache contract has it (config.json + marker). */
export function seedBaseModel(config: Config, model = 'test/base-model', score = 10): string {
  const dir = layout(config).modelDir(model);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'config.json'), '{"model_type": "scripted"}');
  fs.writeFileSync(path.join(dir, 'model.safetensors'), bytesTensor(64), { mode: 0o600 }); // as safetensors writes it
  fs.writeFileSync(path.join(dir, 'score.txt'), String(score));
  fs.writeFileSync(path.join(dir, '.a2rl-model.json'), JSON.stringify({ model, source: 'test fixture' }));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export async function inProcessWorkers(
  stack: TestStack,
  roles: Role[] = ['control', 'host', 'gpu'],
  logger: pino.Logger = pino({ level: 'warn' }),
): Promise<RunningWorkers> {
  const w = await startWorkers(stack.config, logger, roles);
  void w.run();
  return w;
}

/**
 * A private cache under dir whose models/ is the shared one: the small model is prepared once
 * (by whichever run or test needs it first); data and baselines stay private.
 */
export function privateCache(dir: string): string {
  const cache = path.join(dir, 'cache');
  fs.mkdirSync(cache, { recursive: true });
  const shared = path.join(process.env.A2RL_CACHE_DIR ?? fromRoot('.a2rl', 'cache'), 'models');
  fs.mkdirSync(shared, { recursive: true });
  fs.symlinkSync(fs.realpathSync(shared), path.join(cache, 'models'));
  return cache;
}

/** A worker as its own process (from dist/), so a test can kill -9 it; `env`: another host's settings. */
export function spawnWorker(
  stack: TestStack,
  role: Role | 'embedded',
  logName: string = role,
  env: NodeJS.ProcessEnv = stack.env,
): ChildProcess {
  const log = fs.openSync(path.join(stack.dir, `worker-${logName}.log`), 'a');
  const child = spawn(process.execPath, [fromRoot('dist', 'workers', `${role}.js`)], {
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  return child;
}

export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Polls the run's status query until `predicate` holds (bounded). */
export async function waitForStatus(
  client: Client,
  runId: string,
  predicate: (s: RunStatus) => boolean,
  timeoutMs = 120_000,
): Promise<RunStatus> {
  const deadline = Date.now() + timeoutMs;
  let last: RunStatus | null = null;
  let lastErr: unknown = null;
  while (Date.now() < deadline) {
    try {
      last = await client.workflow.getHandle(runId).query(statusQuery);
      if (predicate(last)) return last;
      if (last.phase === 'failed') throw new Error(`run ${runId} failed: ${last.error}`);
    } catch (err) {
      if ((err as Error).message.startsWith(`run ${runId} failed`)) throw err;
      lastErr = err;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting on ${runId}; last phase ${last?.phase ?? '?'}; ${lastErr ? String(lastErr) : ''}`);
}

/** A file under the run's workspace output/ (where the scripted agent's markers are). */
export const outputFile = (s: RunStatus, ...names: string[]): string =>
  path.join(s.workspace!.workspaceDir, 'output', ...names);

/** The run's runAgent activity as the server has it: its attempt, whether a worker runs it now, its last heartbeat (null: none pending). */
export async function agentActivity(
  client: Client,
  runId: string,
): Promise<{ attempt: number; started: boolean; beat: Record<string, unknown> | null } | null> {
  const { raw } = await client.workflow.getHandle(runId).describe();
  const agent = raw.pendingActivities?.find((a) => a.activityType?.name === 'runAgent');
  if (!agent) return null;
  const details = agent.heartbeatDetails?.payloads?.[0];
  return {
    attempt: agent.attempt ?? 0,
    started: agent.state === 2, // PENDING_ACTIVITY_STATE_STARTED
    beat: details ? defaultPayloadConverter.fromPayload(details as Payload) : null,
  };
}

export async function waitFor<T>(
  what: string,
  fn: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}
