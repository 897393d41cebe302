import { ApplicationFailure } from '@temporalio/activity';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LAUNCHER_DIR, stackCommand, stackEnv, stackPath } from '../agents/launch-plan';
import { toolsDir, type AgentEntry } from '../agents/registry';
import { LineSplitter, type OutputSink, type Stream } from '../run/agent-output';
import { freePort } from '../common/net';
import type { Config } from '../common/config';
import type { RunSpec } from '../common/run-spec';
import { hostTaskQueue } from '../common/task-queues';
import type { AgentExit, ResolvedRun, WorkspaceRef } from '../common/types';
import type { TaskEntry } from '../tasks/registry';
import type { AgentProcessState, WorkspaceBackend, WorkspaceObservations } from './backend';
import { agentFiles, baseModelPath, createWritableDirs, ensureRunState, readToken } from '../run/layout';
import { agentEnvironment } from './environment';
import { ERROR_TYPES } from '../common/errors';
import { runPaths } from '../common/run-paths';

// The no-Docker fallback: a directory with the reference layout (symlinks to the caches, copies
// of the agent-facing files) and the agent as its own process group. WEAKER ISOLATION: the agent
// runs as the worker's user, can read the whole host and use its network; read-only parts are
// read-only by file mode only. Use it where no Docker engine exists, never for untrusted agents.

interface AgentPidFile {
  pid: number;
  /** /proc/<pid>/stat start time, so a reused pid is never mistaken for the agent. */
  startTicks: string;
}

export class LocalBackend implements WorkspaceBackend {
  constructor(private readonly config: Config) {}

  private files(runDir: string) {
    return runPaths(runDir).localAgent;
  }

  async provision(resolved: ResolvedRun, spec: RunSpec, task: TaskEntry, agent: AgentEntry): Promise<WorkspaceRef> {
    const { token } = ensureRunState(resolved.runDir);
    const hp = runPaths(resolved.runDir);
    const root = hp.workspace;
    createWritableDirs(root, null);
    const modelLink = baseModelPath(root, resolved.baseModel);
    fs.mkdirSync(path.dirname(modelLink), { recursive: true });
    ensureSymlink(resolved.modelDir, modelLink);
    ensureSymlink(resolved.trainDataDir, path.join(root, 'data'));
    for (const f of agentFiles(task)) {
      const dest = path.join(root, f.name);
      fs.rmSync(dest, { force: true });
      fs.copyFileSync(f.source, dest);
      fs.chmodSync(dest, 0o444);
    }
    const f = this.files(resolved.runDir);
    if (!fs.existsSync(f.gatewayPort)) fs.writeFileSync(f.gatewayPort, String(await freePort()));
    const port = Number(fs.readFileSync(f.gatewayPort, 'utf8'));
    const ws: WorkspaceRef = {
      runId: resolved.runId,
      backend: 'local',
      hostId: this.config.hostId,
      hostQueue: hostTaskQueue(this.config.hostId),
      runDir: resolved.runDir,
      workspaceDir: root,
      agentRoot: root,
      // The links to the caches count as mounts, so a submission of the base model is named as such.
      mounts: [
        { target: root, source: root, readOnly: false, role: 'workspace' },
        { target: resolved.modelDir, source: resolved.modelDir, readOnly: true, role: 'base-model' },
        { target: resolved.trainDataDir, source: resolved.trainDataDir, readOnly: true, role: 'data' },
      ],
      gateway: { host: '127.0.0.1', port, agentUrl: `http://127.0.0.1:${port}` },
    };
    const tools = toolsDir(agent.id);
    const env = {
      ...stackEnv(agent, { agentDir: agent.dir, launcherDir: LAUNCHER_DIR, toolsDir: tools }, spec.agentEnv),
      ...agentEnvironment(ws, resolved, token, spec),
      // The CLIs' sessions live in the workspace, so a restart can resume them.
      ...(agent.manifest.launch ? { HOME: path.join(root, '.home') } : {}),
      PATH: [...stackPath(agent, tools), path.dirname(this.config.python), process.env.PATH ?? '/usr/bin:/bin'].join(
        ':',
      ),
      PYTHONUNBUFFERED: '1',
      ...(spec.gpus > 0 ? {} : { CUDA_VISIBLE_DEVICES: '' }),
    };
    // Secrets are not stored: start() reads the passthrough variables from this worker's environment.
    const command = stackCommand(agent, { agentDir: agent.dir, launcherDir: LAUNCHER_DIR, toolsDir: tools });
    fs.writeFileSync(hp.localAgent.command, JSON.stringify({ command, env, passEnv: agent.manifest.passEnv }), {
      mode: 0o600,
    });
    return ws;
  }

  private readPid(ws: WorkspaceRef): AgentPidFile | null {
    const file = this.files(ws.runDir).pid;
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as AgentPidFile) : null;
  }

  private alive(p: AgentPidFile): boolean {
    const ticks = startTicks(p.pid);
    if (ticks === null || ticks !== p.startTicks) return false;
    const stat = fs.readFileSync(`/proc/${p.pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  }

  private exitOf(ws: WorkspaceRef): AgentExit {
    const f = this.files(ws.runDir);
    const code = fs.existsSync(f.exit) ? Number(fs.readFileSync(f.exit, 'utf8').trim()) : null;
    const started = fs.existsSync(f.pid) ? fs.statSync(f.pid).mtime.toISOString() : null;
    const finished = fs.existsSync(f.exit) ? fs.statSync(f.exit).mtime.toISOString() : null;
    return {
      exitCode: Number.isFinite(code) ? code : null,
      oomKilled: false,
      startedAt: started,
      finishedAt: finished,
      reattached: 0,
    };
  }

  async state(ws: WorkspaceRef): Promise<AgentProcessState> {
    const p = this.readPid(ws);
    if (!p) return { started: false, running: false, exit: null };
    const running = this.alive(p);
    return { started: true, running, exit: running ? null : this.exitOf(ws) };
  }

  async start(ws: WorkspaceRef): Promise<void> {
    const hp = runPaths(ws.runDir);
    const f = this.files(ws.runDir);
    const saved = JSON.parse(fs.readFileSync(hp.localAgent.command, 'utf8')) as {
      command: string[];
      env: Record<string, string>;
      passEnv?: string[];
    };
    const { command } = saved;
    const env = { ...saved.env };
    for (const name of saved.passEnv ?? []) if (process.env[name]) env[name] = process.env[name]!;
    fs.rmSync(f.exit, { force: true });
    const out = fs.openSync(f.stdout, 'a');
    const err = fs.openSync(f.stderr, 'a');
    // The wrapper records the agent's exit status, so a restarted worker can still learn it.
    // `trap true TERM` keeps the wrapper alive until its child has exited.
    const child = spawn('bash', ['-c', 'trap true TERM; "$@"; echo $? > "$A2RL_EXIT_FILE"', 'a2rl-agent', ...command], {
      cwd: ws.workspaceDir,
      env: { ...env, A2RL_EXIT_FILE: f.exit },
      detached: true,
      stdio: ['ignore', out, err],
    });
    fs.closeSync(out);
    fs.closeSync(err);
    if (!child.pid)
      throw ApplicationFailure.nonRetryable(`cannot start agent: ${command[0]}`, ERROR_TYPES.agentStartFailed);
    child.unref();
    fs.writeFileSync(
      f.pid,
      JSON.stringify({ pid: child.pid, startTicks: startTicks(child.pid) ?? '' } satisfies AgentPidFile),
    );
  }

  async wait(ws: WorkspaceRef, signal: AbortSignal, sink: OutputSink): Promise<AgentExit> {
    const p = this.readPid(ws);
    if (!p) throw new Error('agent was never started');
    const f = this.files(ws.runDir);
    // Tail both files from their start; lines are stamped when read (the files carry no times).
    const tails = (['stdout', 'stderr'] as Stream[]).map((stream) => {
      const split = new LineSplitter((line) => sink.line(stream, line, new Date().toISOString()));
      let offset = 0;
      return {
        read: () => {
          if (!fs.existsSync(f[stream])) return;
          const fd = fs.openSync(f[stream], 'r');
          try {
            const buf = Buffer.alloc(1 << 16);
            for (
              let n = fs.readSync(fd, buf, 0, buf.length, offset);
              n > 0;
              n = fs.readSync(fd, buf, 0, buf.length, offset)
            ) {
              offset += n;
              split.push(buf.subarray(0, n).toString('utf8'));
            }
          } finally {
            fs.closeSync(fd);
          }
        },
        end: () => split.end(),
      };
    });
    while (!signal.aborted) {
      const alive = this.alive(p);
      for (const t of tails) t.read();
      if (!alive) {
        for (const t of tails) t.end();
        return this.exitOf(ws);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('cancelled');
  }

  async stop(ws: WorkspaceRef, graceSeconds: number): Promise<void> {
    const p = this.readPid(ws);
    if (!p || !this.alive(p)) return;
    killGroup(p.pid, 'SIGTERM');
    const until = Date.now() + graceSeconds * 1000;
    while (Date.now() < until && this.alive(p)) await new Promise((r) => setTimeout(r, 200));
    if (this.alive(p)) killGroup(p.pid, 'SIGKILL');
  }

  async teardown(ws: WorkspaceRef): Promise<void> {
    const p = this.readPid(ws);
    if (p && this.alive(p)) killGroup(p.pid, 'SIGKILL');
  }

  token(ws: WorkspaceRef): string {
    return readToken(ws.runDir);
  }

  /** A host process group has no firewall or process limit of its own to observe. */
  async observe(): Promise<WorkspaceObservations> {
    return { firewall_drops: null, pids_limit_hits: null };
  }

  /** A plain folder on the host's filesystem: nothing of the harness's to discard. */
  async discardFreed(): Promise<void> {}
}

function killGroup(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(-pid, sig);
  } catch {
    /* gone */
  }
}

function startTicks(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function ensureSymlink(target: string, link: string): void {
  try {
    if (fs.readlinkSync(link) === target) return;
    fs.rmSync(link, { force: true });
  } catch {
    /* no link yet */
  }
  fs.symlinkSync(target, link);
}
