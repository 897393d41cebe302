import Docker from 'dockerode';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import type { Config } from '../common/config';
import type { Logger } from '../common/logger';
import type { EvaluationService } from './services';
import { processStart } from '../gpu/leases';
import { cudaVisibleDevices } from '../gpu/devices';
import type { JobEventOf } from '../common/job-protocol';
import { readJobEvents, type JobEvent, type JobOutcome } from '../jobs/run-job';
import { ServiceProxy } from './service-proxy';
import { ensureRunNetwork, ensureWorkspaceImage, LABELS, removeRunNetwork, RunFirewall } from '../workspace/docker';
import { DiskImages } from '../workspace/images';

// An evaluation in a container of its own: no network (a judged task's evaluator reaches only
// the service proxy), an unprivileged user, a read-only root, the checkpoint snapshot, task,
// held-out data and Python environment mounted read-only, a private scratch folder, memory,
// process and wall-time limits, and only the GPUs leased to it. Nothing of the checkpoint runs
// as code here (no trust_remote_code), so this is the second wall, not the first.

export interface SandboxMount {
  source: string;
  target: string;
  readOnly: boolean;
}

export interface SandboxJob {
  runId: string;
  argv: string[];
  env: Record<string, string>;
  mounts: SandboxMount[];
  workdir: string;
  memory: number;
  /** Leased GPU ids; empty on a CPU worker. */
  gpus: string[];
  services: readonly EvaluationService[];
}

export interface SandboxOptions {
  stderrPath: string;
  signal: AbortSignal;
  timeoutMs: number;
  onEvent?: (event: JobEvent) => void;
  /** The container's init process on the host: what a worker's lease recovery kills. */
  onSpawn?: (pid: number) => void;
}

/** A started sandbox: its output, its stdin, its end. */
export interface StartedSandbox {
  /** The container's stdout (protocol events); its stderr goes to the stderr file. */
  stdout: NodeJS.ReadableStream;
  stderrTail(): string;
  /** Where stderr goes from now on (a warm sandbox's next evaluation), with a new tail. */
  setStderrPath(path: string): void;
  write(text: string): void;
  /** The container's exit, once its output has been passed on. */
  exited: Promise<{ exitCode: number; oomKilled: boolean }>;
  kill(): Promise<unknown>;
  /** Removes the container (killing it) and closes what was opened for it. */
  remove(): Promise<void>;
}

export interface SandboxOutcome extends JobOutcome {
  oomKilled: boolean;
  timedOut: boolean;
}

/**
 * The evaluator runs under a tether: the container's stdin stays open while this worker is
 * attached, and when the worker dies (even by SIGKILL) the engine closes it, and everything in the
 * container is killed. So nothing keeps a GPU busy for a worker that is gone.
 */
// (A background job of a non-interactive shell reads /dev/null unless told otherwise: fd 3.)
const TETHER = ['sh', '-c', 'exec 3<&0; (cat <&3 > /dev/null; kill -KILL -1) & exec "$@" 3<&-', 'a2rl-evaluator'];

/** How long the output of an evaluator that exited may still come (a safety bound, not an expectation). */
const OUTPUT_AFTER_EXIT_MS = 120_000;

const ROLE = LABELS.role;
const WORKER = LABELS.worker;

/** This process, as a label value that a reused pid never matches. */
const workerIdentity = () => `${process.pid}:${processStart(process.pid)}`;

function workerAlive(identity: string | undefined): boolean {
  const [pid, start] = (identity ?? '').split(':');
  return Boolean(pid) && processStart(Number(pid)) === start;
}

export class EvaluationSandbox {
  private readonly proxy: ServiceProxy;
  private readonly firewall: RunFirewall;
  private servicesNet: Promise<{ network: string; base: string; short: string; bridge: string }> | null = null;
  private gpuSupport: Promise<boolean> | null = null;
  private readonly images: DiskImages | null;

  constructor(
    private readonly docker: Docker,
    private readonly config: Config,
    private readonly logger: Logger,
  ) {
    this.proxy = new ServiceProxy(config, logger);
    this.firewall = new RunFirewall(logger);
    this.images = config.workspace.diskImages ? new DiskImages(config.workspace.imagesDir) : null;
  }

  /**
   * What the engine mounts for a folder of this worker's own (the Python environment, a task):
   * its shared read-only image, so a worker in a container needs no copy of it on the host.
   */
  readOnlySource(name: string, dir: string): Promise<string> {
    return this.images ? this.images.readOnly(name, dir) : Promise.resolve(dir);
  }

  private get labels() {
    return {
      [LABELS.managed]: 'true',
      [LABELS.host]: this.config.hostId,
      [ROLE]: 'evaluation',
      [WORKER]: workerIdentity(),
    };
  }

  /** Whether the engine can hand GPUs to containers (the NVIDIA container toolkit). */
  private hasGpuSupport(): Promise<boolean> {
    this.gpuSupport ??= this.docker.info().then(
      (i: { Runtimes?: Record<string, unknown> }) => Boolean(i.Runtimes?.nvidia),
      () => false,
    );
    return this.gpuSupport;
  }

  /** The network of judged evaluations: internal, one per GPU worker, reaching only the proxy. */
  private servicesNetwork() {
    this.servicesNet ??= (async () => {
      const id = `eval-${this.config.hostId}-${workerIdentity()}`;
      const short = crypto.createHash('sha256').update(id).digest('hex').slice(0, 10);
      const net = await ensureRunNetwork(this.docker, id, short, false, this.config.hostId, {
        labels: { [ROLE]: 'evaluation', [WORKER]: workerIdentity() },
        isolated: true,
      });
      const port = await this.proxy.listen(net.gateway);
      if (this.config.docker.firewall) await this.firewall.apply(short, net.bridge, net.gateway, port);
      return { network: net.name, base: `http://${net.gateway}:${port}`, short, bridge: net.bridge };
    })();
    return this.servicesNet;
  }

  /**
   * Creates, attaches to and starts the job's container with `tether` before its command (the
   * container is removed by `remove()`, which the caller must call).
   */
  async start(
    job: SandboxJob,
    tether: readonly string[],
    opts: { signal: AbortSignal; stderrPath: string; onSpawn?: (pid: number) => void },
  ): Promise<StartedSandbox> {
    const image = await ensureWorkspaceImage(
      this.docker,
      this.config.docker.image,
      { uid: this.config.workspace.uid, gid: this.config.workspace.gid },
      this.logger,
    );
    const grant = job.services.length ? this.proxy.grant(job.services, (await this.servicesNetwork()).base) : null;
    const network = grant ? (await this.servicesNetwork()).network : 'none';
    const realGpus = job.gpus.length > 0 && (await this.hasGpuSupport());
    const env = {
      ...job.env,
      ...(grant?.env ?? {}),
      // Simulated GPU ids (a test worker) are passed as the local runner passes them.
      ...(realGpus ? {} : cudaVisibleDevices(job.gpus)),
    };
    const container = await this.docker.createContainer({
      name: `a2rl-eval-${crypto.randomBytes(6).toString('hex')}`,
      Image: image,
      Cmd: [...tether, ...job.argv],
      OpenStdin: true,
      StdinOnce: true,
      AttachStdin: true,
      Env: Object.entries(env).map(([k, v]) => `${k}=${v}`),
      User: `${this.config.evaluation.uid}:${this.config.evaluation.gid}`,
      WorkingDir: job.workdir,
      Labels: { ...this.labels, [LABELS.run]: job.runId },
      HostConfig: {
        NetworkMode: network,
        Mounts: job.mounts.map((m) => ({
          Type: 'bind' as const,
          Source: m.source,
          Target: m.target,
          ReadOnly: m.readOnly,
        })),
        ReadonlyRootfs: true,
        Tmpfs: { '/tmp': 'rw,exec,nosuid,nodev,size=1g' },
        ShmSize: 1024 ** 3,
        Memory: job.memory,
        MemorySwap: job.memory,
        PidsLimit: this.config.evaluation.pids,
        CapDrop: ['ALL'],
        SecurityOpt: ['no-new-privileges'],
        Init: true,
        ...(realGpus ? { DeviceRequests: [{ Driver: 'nvidia', DeviceIDs: job.gpus, Capabilities: [['gpu']] }] } : {}),
      },
    });
    let stream: NodeJS.ReadWriteStream | null = null;
    let stderrFile = fs.openSync(opts.stderrPath, 'a');
    const remove = async () => {
      stream?.end();
      (stream as unknown as { destroy?(): void } | null)?.destroy?.();
      fs.closeSync(stderrFile);
      grant?.release();
      await container.remove({ force: true }).catch(() => undefined);
    };
    try {
      stream = (await container.attach({
        stream: true,
        stdin: true,
        stdout: true,
        stderr: true,
        hijack: true,
      })) as NodeJS.ReadWriteStream;
      const stdout = new PassThrough();
      const stderr = new PassThrough();
      this.docker.modem.demuxStream(stream, stdout, stderr);
      let tail = '';
      stderr.on('data', (chunk: Buffer) => {
        fs.writeSync(stderrFile, chunk);
        tail = (tail + chunk.toString()).slice(-4000);
      });
      const ended = new Promise<void>((resolve) => {
        stream!.on('end', resolve);
        stream!.on('close', resolve);
        stream!.on('error', () => resolve());
      });
      if (opts.signal.aborted) throw new Error('cancelled before start');
      await container.start();
      const info = await container.inspect();
      if (info.State.Pid) opts.onSpawn?.(info.State.Pid);
      const exited = (async () => {
        const { StatusCode } = (await container.wait()) as { StatusCode: number };
        // The attach stream ends once the engine has passed on the container's last output, which
        // on a busy machine can trail its exit by seconds, and the result line is in it. Bounded
        // only against a stream that never ends.
        let bound: NodeJS.Timeout | undefined;
        const drained = await Promise.race([
          ended.then(() => true),
          new Promise<boolean>((r) => (bound = setTimeout(() => r(false), OUTPUT_AFTER_EXIT_MS))),
        ]);
        clearTimeout(bound);
        if (!drained)
          this.logger.warn(
            { runId: job.runId },
            `the evaluator's output did not end within ${OUTPUT_AFTER_EXIT_MS / 1000} s of its exit`,
          );
        stdout.end();
        // Gone already where remove() ended it (a warm sandbox closed while idle).
        const final = await container.inspect().catch(() => null);
        return { exitCode: StatusCode, oomKilled: final?.State.OOMKilled ?? false };
      })();
      return {
        stdout,
        stderrTail: () => tail,
        setStderrPath: (p: string) => {
          fs.closeSync(stderrFile);
          stderrFile = fs.openSync(p, 'a');
          tail = '';
        },
        write: (text: string) => void stream!.write(text),
        exited,
        kill: () => container.kill().catch(() => undefined),
        remove,
      };
    } catch (err) {
      await remove();
      throw err;
    }
  }

  /** One evaluation in a container of its own, under the tether. */
  async run(job: SandboxJob, opts: SandboxOptions): Promise<SandboxOutcome> {
    let timedOut = false;
    let cancelled = false;
    let started: StartedSandbox | null = null;
    const onAbort = () => {
      cancelled = true;
      void started?.kill();
    };
    const timer = setTimeout(() => {
      timedOut = true;
      void started?.kill();
    }, opts.timeoutMs);
    try {
      started = await this.start(job, TETHER, opts);
      let result: JobEventOf<'result'> | null = null;
      let error: JobEventOf<'error'> | null = null;
      readJobEvents(started.stdout, (event) => {
        if (event.event === 'result') result = event;
        if (event.event === 'error') error = event;
        opts.onEvent?.(event);
      });
      opts.signal.addEventListener('abort', onAbort, { once: true });
      if (opts.signal.aborted) onAbort();
      if (timedOut) void started.kill();
      const { exitCode, oomKilled } = await started.exited;
      return {
        exitCode,
        signal: null,
        result: timedOut ? null : result,
        error,
        stderrTail: started.stderrTail(),
        cancelled,
        oomKilled,
        timedOut,
      };
    } finally {
      clearTimeout(timer);
      opts.signal.removeEventListener('abort', onAbort);
      await started?.remove();
    }
  }

  /** Removes this host's evaluation containers and networks whose GPU worker is gone. */
  async reap(): Promise<number> {
    const filters = { label: [`${LABELS.managed}=true`, `${LABELS.host}=${this.config.hostId}`, `${ROLE}=evaluation`] };
    let removed = 0;
    for (const c of await this.docker.listContainers({ all: true, filters })) {
      if (workerAlive(c.Labels[WORKER])) continue;
      await this.docker
        .getContainer(c.Id)
        .remove({ force: true })
        .catch(() => undefined);
      removed++;
    }
    for (const n of await this.docker.listNetworks({ filters })) {
      if (workerAlive(n.Labels?.[WORKER])) continue;
      const short = n.Name.replace(/^a2rl-/, '');
      if (this.config.docker.firewall) await this.firewall.remove(short, `a2rl${short.slice(0, 11)}`);
      await removeRunNetwork(this.docker, n.Name).catch(() => undefined);
    }
    return removed;
  }

  async close(): Promise<void> {
    await this.proxy.close();
    await this.images?.release();
    const net = await this.servicesNet?.catch(() => null);
    this.servicesNet = null;
    if (!net) return;
    if (this.config.docker.firewall) await this.firewall.remove(net.short, net.bridge);
    await removeRunNetwork(this.docker, net.network).catch(() => undefined);
  }
}
