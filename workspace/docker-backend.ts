import Docker from 'dockerode';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import { ApplicationFailure } from '@temporalio/activity';
import { isInstalled, pythonPrefix } from '../agents/install';
import { LAUNCHER_DIR, passedEnv, stackCommand, stackEnv, stackPath } from '../agents/launch-plan';
import { toolsDir, type AgentEntry } from '../agents/registry';
import type { OutputSink } from '../run/agent-output';
import { DockerLogDecoder } from './docker-logs';
import type { Config } from '../common/config';
import type { Logger } from '../common/logger';
import type { RunSpec } from '../common/run-spec';
import { hostTaskQueue } from '../common/task-queues';
import type { AgentExit, ResolvedRun, WorkspaceRef } from '../common/types';
import type { TaskEntry } from '../tasks/registry';
import {
  ensureRunNetwork,
  ensureWorkspaceImage,
  findContainer,
  LABELS,
  NEVER_STARTED,
  removeRunNetwork,
  RunFirewall,
} from './docker';
import {
  baseModelPath,
  containerMounts,
  containerName,
  ensureRunState,
  populateWorkspace,
  readToken,
  shortRunId,
  treeBytes,
} from '../run/layout';
import { agentEnvironment } from './environment';
import { DiskImages, isMountPoint, pythonEnvImage, unmount } from './images';
import type { AgentProcessState, WorkspaceBackend, WorkspaceObservations } from './backend';
import { ERROR_TYPES } from '../common/errors';
import { killedForMemory, oomKillCount, readOomKills } from './memory-cgroup';
import { runPaths } from '../common/run-paths';

const AGENT_ROOT = '/workspace';
const VENV_MOUNT = '/opt/a2rl/venv';
const AGENT_MOUNT = '/opt/a2rl/agent';
const LAUNCHER_MOUNT = '/opt/a2rl/launcher';
const TOOLS_MOUNT = '/opt/a2rl/tools';

function interpreterMount(agent: AgentEntry) {
  const prefix = agent.manifest.install.kind === 'pypi' ? pythonPrefix(agent) : null;
  if (!prefix || prefix === '/usr' || prefix.startsWith('/usr/')) return [];
  return [{ Type: 'bind' as const, Source: prefix, Target: prefix, ReadOnly: true }];
}

const execFileP = promisify(execFile);

/** The container's pids cgroup: how often a fork hit its limit (cgroup v1 or v2 layouts). */
function pidsLimitHits(id: string): number | null {
  for (const file of [
    `/sys/fs/cgroup/pids/docker/${id}/pids.events`,
    `/sys/fs/cgroup/system.slice/docker-${id}.scope/pids.events`,
    `/sys/fs/cgroup/docker/${id}/pids.events`,
  ]) {
    try {
      const m = /^max (\d+)/m.exec(fs.readFileSync(file, 'utf8'));
      if (m) return Number(m[1]);
    } catch {
      /* not this layout */
    }
  }
  return null;
}

/** Room for ext4's own metadata on a workspace image, besides the quota and the inputs. */
const imageSlack = (disk: number) => 8 * 1024 ** 2 + Math.ceil(disk * 0.03);

/** One container per run, on its own network, as a non-root user with resource limits. */
export class DockerBackend implements WorkspaceBackend {
  private readonly firewall: RunFirewall;
  private readonly images: DiskImages | null;
  /** Forks refused at the process limit, per run, sampled while the agent runs (its cgroup goes with it). */
  private readonly pidsHits = new Map<string, number>();
  /** Processes killed for memory, per run and container start, from its memory cgroup (gone with it). */
  private readonly oomSamples = new Map<string, { startedAt: string; kills: number }>();

  constructor(
    private readonly docker: Docker,
    private readonly config: Config,
    private readonly logger: Logger,
  ) {
    this.firewall = new RunFirewall(logger);
    this.images = config.workspace.diskImages ? new DiskImages(config.workspace.imagesDir) : null;
  }

  /** Whether the engine answers within `ms` (it may be restarting: an upgrade, a crash). */
  async engineBack(ms: number): Promise<boolean> {
    for (const until = Date.now() + ms; ;) {
      try {
        await this.docker.ping();
        return true;
      } catch {
        if (Date.now() >= until) return false;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  /** The worker is stopping: the shared images it mounted are unmounted. */
  async close(): Promise<void> {
    await this.images?.release();
  }

  /** What a container sees at a read-only mount: a shared image of `dir`, or `dir` itself. */
  private readOnlySource(name: string, dir: string): Promise<string> {
    return this.images ? this.images.readOnly(name, dir) : Promise.resolve(dir);
  }

  /** The run's workspace: its own disk image (the agent's quota), mounted where the host sees it. */
  private async workspaceRoot(resolved: ResolvedRun, spec: RunSpec): Promise<string> {
    const hp = runPaths(resolved.runDir);
    const legacy =
      fs.existsSync(hp.workspace) &&
      !fs.existsSync(hp.workspaceImage) &&
      !isMountPoint(hp.workspace) &&
      fs.readdirSync(hp.workspace).length > 0;
    if (this.images && !legacy) {
      await this.images.writable(
        hp.workspaceImage,
        spec.workspace.disk + treeBytes(resolved.trainDataDir) + imageSlack(spec.workspace.disk),
        hp.workspace,
      );
    } else if (this.images) {
      this.logger.warn(
        { runId: resolved.runId },
        'a workspace from before disk images: resumed as a plain folder, without a disk quota',
      );
    }
    return hp.workspace;
  }

  async provision(resolved: ResolvedRun, spec: RunSpec, task: TaskEntry, agent: AgentEntry): Promise<WorkspaceRef> {
    const owner = { uid: this.config.workspace.uid, gid: this.config.workspace.gid };
    const gpus = spec.gpus > 0 ? this.gpuRequest(spec.gpus) : null; // refuse before creating anything
    const { token } = ensureRunState(resolved.runDir);
    const root = await this.workspaceRoot(resolved, spec);
    populateWorkspace(root, resolved, task, owner);
    const model = await this.readOnlySource(`model-${resolved.baseModel}`, resolved.modelDir);

    const short = shortRunId(resolved.runId);
    const image = await ensureWorkspaceImage(this.docker, this.config.docker.image, owner, this.logger);
    const net = await ensureRunNetwork(this.docker, resolved.runId, short, spec.workspace.internet, this.config.hostId);
    const port = this.config.docker.gatewayPort;
    if (this.config.docker.firewall) await this.firewall.apply(short, net.bridge, net.gateway, port);
    else
      this.logger.warn(
        { runId: resolved.runId },
        'host firewall disabled: the run can reach host ports on its bridge address',
      );

    const ws: WorkspaceRef = {
      runId: resolved.runId,
      backend: 'docker',
      hostId: this.config.hostId,
      hostQueue: hostTaskQueue(this.config.hostId),
      runDir: resolved.runDir,
      workspaceDir: root,
      agentRoot: AGENT_ROOT,
      mounts: containerMounts(resolved, task, AGENT_ROOT, root, model),
      containerName: containerName(resolved.runId),
      networkName: net.name,
      image,
      gateway: { host: net.gateway, port, agentUrl: `http://${net.gateway}:${port}` },
    };

    if (!(await findContainer(this.docker, ws.containerName!))) {
      const needsTools = agent.manifest.install.kind !== 'none';
      if (needsTools && !isInstalled(agent)) {
        throw ApplicationFailure.nonRetryable(
          `agent stack ${agent.id} is not installed here: run \`a2rl agents install ${agent.id}\``,
          ERROR_TYPES.agentNotInstalled,
        );
      }
      const stack = { agentDir: AGENT_MOUNT, launcherDir: LAUNCHER_MOUNT, toolsDir: TOOLS_MOUNT };
      const pythonEnv = pythonEnvImage(this.config.python);
      const ro = (Source: string, Target: string) => ({ Type: 'bind' as const, Source, Target, ReadOnly: true });
      // The host's /usr stays: the image is empty, and the host's Python, Node, git, curl and
      // their libraries are what the agent runs (a public system tree, no harness path in it).
      const systemMounts = [
        ro('/usr', '/usr'),
        ro(await this.readOnlySource(`agent-${agent.id}`, agent.dir), AGENT_MOUNT),
        ...(agent.manifest.launch ? [ro(await this.readOnlySource('launcher', LAUNCHER_DIR), LAUNCHER_MOUNT)] : []),
        // The stack's CLI, installed on the host from the registries: read-only, nothing to download.
        ...(needsTools ? [ro(await this.readOnlySource(`tools-${agent.id}`, toolsDir(agent.id)), TOOLS_MOUNT)] : []),
        // A PyPI stack's venv links to its interpreter: one outside /usr (pyenv) is mounted where it is.
        ...interpreterMount(agent),
        ...(pythonEnv ? [ro(await this.readOnlySource(pythonEnv.name, pythonEnv.source), VENV_MOUNT)] : []),
        ...(fs.existsSync('/etc/ssl') ? [ro('/etc/ssl', '/etc/ssl')] : []),
      ];
      // API keys and base URLs come from this worker's environment into the container only.
      const env = {
        ...stackEnv(agent, stack, spec.agentEnv),
        ...passedEnv(agent),
        ...agentEnvironment(ws, resolved, token, spec),
        // On the workspace volume: the CLIs' sessions survive a restart of the container.
        HOME: `${AGENT_ROOT}/.home`,
        PATH: [...stackPath(agent, TOOLS_MOUNT), `${VENV_MOUNT}/bin`, '/usr/local/bin', '/usr/bin', '/bin'].join(':'),
        PYTHONUNBUFFERED: '1',
        ...(spec.workspace.internet ? {} : { HF_HUB_OFFLINE: '1', TRANSFORMERS_OFFLINE: '1' }),
        ...(spec.gpus > 0 ? {} : { CUDA_VISIBLE_DEVICES: '' }),
      };
      await this.docker.createContainer({
        name: ws.containerName,
        Image: image,
        Cmd: stackCommand(agent, stack),
        WorkingDir: AGENT_ROOT,
        User: `${owner.uid}:${owner.gid}`,
        Env: Object.entries(env).map(([k, v]) => `${k}=${v}`),
        Labels: {
          [LABELS.managed]: 'true',
          [LABELS.run]: resolved.runId,
          [LABELS.task]: resolved.task.id,
          [LABELS.agent]: resolved.agent.id,
          [LABELS.host]: this.config.hostId,
        },
        StopSignal: 'SIGTERM',
        HostConfig: {
          NetworkMode: net.name,
          Mounts: [
            { Type: 'bind' as const, Source: root, Target: AGENT_ROOT, ReadOnly: false },
            ro(model, baseModelPath(AGENT_ROOT, resolved.baseModel)),
            ...systemMounts,
          ],
          ReadonlyRootfs: true,
          Tmpfs: { '/tmp': 'rw,exec,nosuid,nodev,size=2g' },
          ShmSize: 1024 ** 3,
          Memory: spec.workspace.memory,
          MemorySwap: spec.workspace.memory,
          PidsLimit: spec.workspace.pids,
          ...(spec.workspace.cpus ? { NanoCpus: Math.round(spec.workspace.cpus * 1e9) } : {}),
          CapDrop: ['ALL'],
          SecurityOpt: ['no-new-privileges'],
          Init: true,
          ...(gpus ? { DeviceRequests: [gpus] } : {}),
        },
      });
    }
    return ws;
  }

  private gpuRequest(count: number): Docker.DeviceRequest {
    const devices = this.config.gpu.devices;
    if (devices === 'auto') return { Driver: 'nvidia', Count: count, Capabilities: [['gpu']] };
    if (devices.length < count) {
      throw ApplicationFailure.nonRetryable(
        `the run asks for ${count} GPUs; this host has ${devices.length}`,
        ERROR_TYPES.notEnoughGpus,
      );
    }
    return { Driver: 'nvidia', DeviceIDs: devices.slice(0, count), Capabilities: [['gpu']] };
  }

  async state(ws: WorkspaceRef): Promise<AgentProcessState> {
    const info = await findContainer(this.docker, ws.containerName!);
    if (!info)
      throw ApplicationFailure.nonRetryable(`container ${ws.containerName} is gone`, ERROR_TYPES.workspaceLost);
    if (info.State.Running) this.sampleOomKills(ws.runId, info); // while its cgroup is there
    return {
      started: info.State.StartedAt !== NEVER_STARTED,
      running: info.State.Running,
      exit: info.State.Running ? null : await this.exitOf(ws.runId, info),
    };
  }

  /**
   * The most processes killed for memory that the container's cgroup counted since its last start
   * (a restart makes a new cgroup, and a new attempt with its own count); null if never readable.
   */
  private sampleOomKills(runId: string, info: Docker.ContainerInspectInfo): number | null {
    const kept = this.oomSamples.get(runId);
    const before = kept?.startedAt === info.State.StartedAt ? kept.kills : null;
    const now = readOomKills(info.State.Running ? info.State.Pid : 0, info.Id);
    if (now === null) return before;
    const kills = Math.max(now, before ?? 0);
    this.oomSamples.set(runId, { startedAt: info.State.StartedAt, kills });
    return kills;
  }

  /**
   * Processes of the container killed for memory, from every witness: the engine's events and
   * flag, and the cgroup's counter sampled while it ran (where this worker can read the host's
   * cgroups; elsewhere the engine's witnesses alone). See killedForMemory for the agent itself.
   */
  private async exitOf(runId: string, info: Docker.ContainerInspectInfo): Promise<AgentExit> {
    const startedAt = info.State.StartedAt === NEVER_STARTED ? null : info.State.StartedAt;
    const events = startedAt ? await this.oomKills(info.Id, startedAt, info.State.FinishedAt) : 0;
    const oomKills = startedAt
      ? oomKillCount({ events, cgroup: this.sampleOomKills(runId, info), oomKilledFlag: info.State.OOMKilled })
      : 0;
    return {
      exitCode: info.State.ExitCode,
      oomKilled: killedForMemory(info.State.ExitCode, oomKills),
      oomKills,
      startedAt,
      finishedAt: info.State.FinishedAt,
      reattached: 0,
    };
  }

  private async oomKills(id: string, from: string, to: string): Promise<number> {
    const since = Math.floor(Date.parse(from) / 1000);
    const end = Date.parse(to);
    const until = Math.ceil((Number.isFinite(end) && end > 0 ? end : Date.now()) / 1000) + 1;
    const stream = (await this.docker.getEvents({
      since,
      until,
      filters: JSON.stringify({ container: [id], event: ['oom'] }),
    })) as NodeJS.ReadableStream;
    let text = '';
    for await (const chunk of stream) text += chunk.toString();
    return text.split('\n').filter((l) => l.includes('"oom"')).length;
  }

  async start(ws: WorkspaceRef): Promise<void> {
    try {
      await this.docker.getContainer(ws.containerName!).start();
    } catch (err) {
      // The engine refused the container's configuration: retrying cannot help.
      if ((err as { statusCode?: number }).statusCode === 400) {
        throw ApplicationFailure.nonRetryable(
          `the agent container does not start: ${(err as Error).message}`,
          ERROR_TYPES.agentStartFailed,
        );
      }
      throw err;
    }
  }

  async wait(ws: WorkspaceRef, signal: AbortSignal, sink: OutputSink): Promise<AgentExit> {
    const container = this.docker.getContainer(ws.containerName!);
    // The whole log again on every attach, with the engine's timestamps: the sink rebuilds its files.
    const logs = (await container.logs({
      follow: true,
      stdout: true,
      stderr: true,
      timestamps: true,
    })) as NodeJS.ReadableStream;
    const decoder = new DockerLogDecoder(sink);
    const ended = new Promise<void>((resolve) => {
      logs.on('data', (chunk: Buffer) => decoder.push(chunk));
      logs.on('end', resolve);
      logs.on('close', resolve);
      logs.on('error', resolve);
    });
    const stopLogs = () => (logs as unknown as { destroy?: () => void }).destroy?.();
    try {
      while (!signal.aborted) {
        const info = await findContainer(this.docker, ws.containerName!);
        if (!info)
          throw ApplicationFailure.nonRetryable(`container ${ws.containerName} disappeared`, ERROR_TYPES.workspaceLost);
        const hits = pidsLimitHits(info.Id);
        if (hits !== null) this.pidsHits.set(ws.runId, Math.max(hits, this.pidsHits.get(ws.runId) ?? 0));
        this.sampleOomKills(ws.runId, info);
        if (!info.State.Running) {
          // The followed log ends with the container: wait for its last lines (bounded).
          await Promise.race([ended, new Promise((r) => setTimeout(r, 5000))]);
          decoder.end();
          return await this.exitOf(ws.runId, info);
        }
        await new Promise((r) => setTimeout(r, 1000));
      }
      throw new Error('cancelled');
    } finally {
      stopLogs();
    }
  }

  async stop(ws: WorkspaceRef, graceSeconds: number): Promise<void> {
    try {
      await this.docker.getContainer(ws.containerName!).stop({ t: Math.round(graceSeconds) });
    } catch (err) {
      const code = (err as { statusCode?: number }).statusCode;
      if (code !== 304 && code !== 404) throw err; // 304: already stopped
    }
  }

  async teardown(ws: Pick<WorkspaceRef, 'runId' | 'containerName'> & Partial<WorkspaceRef>): Promise<void> {
    // The workspace's disk image is unmounted once its container is gone (its files stay in it).
    const roots = new Set(ws.runDir ? [runPaths(ws.runDir).workspace] : []);
    if (ws.containerName) {
      const info = await findContainer(this.docker, ws.containerName);
      for (const m of info?.Mounts ?? []) if (m.Destination === AGENT_ROOT && m.Source) roots.add(m.Source);
      try {
        await this.docker.getContainer(ws.containerName).remove({ force: true });
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode !== 404) throw err;
      }
    }
    if (this.images) for (const root of roots) await unmount(root);
    this.pidsHits.delete(ws.runId);
    this.oomSamples.delete(ws.runId);
    const short = shortRunId(ws.runId);
    if (this.config.docker.firewall) await this.firewall.remove(short, `a2rl${short.slice(0, 11)}`);
    await removeRunNetwork(this.docker, `a2rl-${short}`);
  }

  token(ws: WorkspaceRef): string {
    return readToken(ws.runDir);
  }

  async discardFreed(ws: WorkspaceRef): Promise<void> {
    if (this.images && isMountPoint(ws.workspaceDir)) await execFileP('fstrim', [ws.workspaceDir]);
  }

  async observe(ws: WorkspaceRef): Promise<WorkspaceObservations> {
    const info = await findContainer(this.docker, ws.containerName!);
    return {
      firewall_drops: this.config.docker.firewall ? await this.firewall.dropped(shortRunId(ws.runId)) : null,
      pids_limit_hits: info?.State.Running ? pidsLimitHits(info.Id) : (this.pidsHits.get(ws.runId) ?? null),
    };
  }
}
