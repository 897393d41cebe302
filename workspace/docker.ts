import Docker from 'dockerode';
import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import tar from 'tar-stream';
import type { Logger } from '../common/logger';

// Docker engine operations of a workspace: the locally built image, the per-run network with
// its host firewall rules, and the container. Every operation is idempotent, because a retried
// activity may repeat any of them.

const execFileP = promisify(execFile);
const IMAGE_VERSION = '1';

export const LABELS = {
  managed: 'a2rl.managed',
  run: 'a2rl.run',
  task: 'a2rl.task',
  agent: 'a2rl.agent',
  host: 'a2rl.host',
  /** "evaluation" on an evaluation sandbox's container and network (workspaces have none). */
  role: 'a2rl.role',
  /** The GPU worker process that owns an evaluation sandbox (pid:start time). */
  worker: 'a2rl.worker',
} as const;

/**
 * The workspace image: an empty root with merged-/usr symlinks, a non-root user and /workspace.
 * No registry is reachable, so it is built here from scratch; the host's /usr (its Python,
 * Node and libraries) and the project's virtualenv are mounted read-only at run time.
 */
export async function ensureWorkspaceImage(
  docker: Docker,
  repo: string,
  owner: { uid: number; gid: number },
  logger: Logger,
): Promise<string> {
  const files: Array<{
    name: string;
    type: 'file' | 'directory' | 'symlink';
    mode?: number;
    body?: string;
    linkname?: string;
  }> = [
    {
      name: 'Dockerfile',
      type: 'file',
      body:
        'FROM scratch\nCOPY rootfs/ /\nUSER ' +
        `${owner.uid}:${owner.gid}` +
        '\nWORKDIR /workspace\nENV PATH=/opt/a2rl/venv/bin:/usr/local/bin:/usr/bin:/bin\n',
    },
    { name: 'rootfs/bin', type: 'symlink', linkname: 'usr/bin' },
    // /sbin stays a real folder: Docker mounts its init binary at /sbin/docker-init.
    { name: 'rootfs/sbin', type: 'directory', mode: 0o755 },
    { name: 'rootfs/lib', type: 'symlink', linkname: 'usr/lib' },
    { name: 'rootfs/lib64', type: 'symlink', linkname: 'usr/lib64' },
    { name: 'rootfs/usr', type: 'directory', mode: 0o755 },
    { name: 'rootfs/etc', type: 'directory', mode: 0o755 },
    {
      name: 'rootfs/etc/passwd',
      type: 'file',
      mode: 0o644,
      body: `root:x:0:0:root:/root:/bin/sh\nagent:x:${owner.uid}:${owner.gid}:a2rl agent:/workspace/.home:/bin/bash\n`,
    },
    { name: 'rootfs/etc/group', type: 'file', mode: 0o644, body: `root:x:0:\nagent:x:${owner.gid}:\n` },
    { name: 'rootfs/tmp', type: 'directory', mode: 0o1777 },
    { name: 'rootfs/workspace', type: 'directory', mode: 0o755 },
    { name: 'rootfs/opt/a2rl', type: 'directory', mode: 0o755 },
  ];
  const digest = crypto
    .createHash('sha256')
    .update(IMAGE_VERSION + JSON.stringify(files))
    .digest('hex')
    .slice(0, 12);
  const tag = `${repo}:${digest}`;
  try {
    await docker.getImage(tag).inspect();
    return tag;
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode !== 404) throw err;
  }
  logger.info({ tag }, 'building workspace image');
  const pack = tar.pack();
  for (const f of files) {
    if (f.type === 'file') pack.entry({ name: f.name, mode: f.mode ?? 0o644 }, f.body!);
    else if (f.type === 'directory') pack.entry({ name: f.name, type: 'directory', mode: f.mode });
    else pack.entry({ name: f.name, type: 'symlink', linkname: f.linkname });
  }
  pack.finalize();
  const stream = await docker.buildImage(pack as unknown as NodeJS.ReadableStream, {
    t: tag,
    labels: { [LABELS.managed]: 'true' },
  });
  const output = await new Promise<Array<{ error?: string }>>((resolve, reject) =>
    docker.modem.followProgress(stream, (err, res) => (err ? reject(err) : resolve(res as Array<{ error?: string }>))),
  );
  const failed = output.find((o) => o.error);
  if (failed) throw new Error(`building ${tag} failed: ${failed.error}`);
  return tag;
}

export interface RunNetwork {
  name: string;
  bridge: string;
  gateway: string;
  subnet: string;
}

/**
 * A bridge network for one run; internal (no route out) unless the run may use the internet.
 * `isolated`: its containers cannot reach each other either (evaluation sandboxes).
 */
export async function ensureRunNetwork(
  docker: Docker,
  runId: string,
  short: string,
  internet: boolean,
  hostId: string,
  extra: { labels?: Record<string, string>; isolated?: boolean } = {},
): Promise<RunNetwork> {
  const name = `a2rl-${short}`;
  const bridge = `a2rl${short.slice(0, 11)}`;
  let info: Docker.NetworkInspectInfo;
  try {
    info = await docker.getNetwork(name).inspect();
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode !== 404) throw err;
    await docker.createNetwork({
      Name: name,
      Driver: 'bridge',
      Internal: !internet,
      CheckDuplicate: true,
      Labels: { [LABELS.managed]: 'true', [LABELS.run]: runId, [LABELS.host]: hostId, ...extra.labels },
      Options: {
        'com.docker.network.bridge.name': bridge,
        ...(extra.isolated ? { 'com.docker.network.bridge.enable_icc': 'false' } : {}),
      },
    });
    info = await docker.getNetwork(name).inspect();
  }
  const ipam = info.IPAM?.Config?.[0];
  if (!ipam?.Gateway || !ipam.Subnet) throw new Error(`network ${name} has no gateway address`);
  return { name, bridge, gateway: ipam.Gateway, subnet: ipam.Subnet };
}

export async function removeRunNetwork(docker: Docker, name: string): Promise<void> {
  const network = docker.getNetwork(name);
  try {
    await network.remove();
  } catch (err) {
    const code = (err as { statusCode?: number }).statusCode;
    if (code === 404) return;
    if (code !== 403) throw err;
    // Still in use (a service container attached to the run's network): the network is the
    // run's own, so its endpoints go with it.
    const info = (await network.inspect()) as { Containers?: Record<string, unknown> };
    for (const id of Object.keys(info.Containers ?? {}))
      await network.disconnect({ Container: id, Force: true }).catch(() => undefined);
    await network.remove();
  }
}

/**
 * Host firewall for one run: traffic that enters the host from the run's bridge may reach the
 * run's own grading endpoint and nothing else (Docker networks do not protect host ports).
 */
export class RunFirewall {
  constructor(private readonly logger: Logger) {}

  private chain(short: string) {
    return `A2RL-${short}`;
  }

  private async ipt(args: string[], allowFail = false): Promise<boolean> {
    try {
      await execFileP('iptables', ['-w', ...args]);
      return true;
    } catch (err) {
      if (allowFail) return false;
      throw new Error(
        `iptables ${args.join(' ')} failed: ${(err as { stderr?: string }).stderr ?? (err as Error).message}`,
        { cause: err },
      );
    }
  }

  async apply(short: string, bridge: string, gateway: string, port: number): Promise<void> {
    const chain = this.chain(short);
    if (!(await this.ipt(['-N', chain], true))) await this.ipt(['-F', chain]);
    await this.ipt(['-A', chain, '-p', 'tcp', '-d', gateway, '--dport', String(port), '-j', 'ACCEPT']);
    await this.ipt(['-A', chain, '-j', 'DROP']);
    if (!(await this.ipt(['-C', 'INPUT', '-i', bridge, '-j', chain], true))) {
      await this.ipt(['-I', 'INPUT', '1', '-i', bridge, '-j', chain]);
    }
    this.logger.debug({ chain, bridge, gateway, port }, 'firewall rules applied');
  }

  /** Packets from the run's network that the chain dropped (anything but its own endpoint); null without the chain. */
  async dropped(short: string): Promise<number | null> {
    try {
      const { stdout } = await execFileP('iptables', ['-w', '-L', this.chain(short), '-v', '-x', '-n']);
      const drop = stdout.split('\n').find((l) => /\bDROP\b/.test(l));
      return drop ? Number(drop.trim().split(/\s+/)[0]) : 0;
    } catch {
      return null;
    }
  }

  async remove(short: string, bridge: string): Promise<void> {
    const chain = this.chain(short);
    while (await this.ipt(['-D', 'INPUT', '-i', bridge, '-j', chain], true));
    await this.ipt(['-F', chain], true);
    await this.ipt(['-X', chain], true);
  }
}

/** Docker reports never-started containers with this start time. */
export const NEVER_STARTED = '0001-01-01T00:00:00Z';

export async function findContainer(docker: Docker, name: string): Promise<Docker.ContainerInspectInfo | null> {
  try {
    return await docker.getContainer(name).inspect();
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return null;
    throw err;
  }
}
