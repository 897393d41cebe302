import fs from 'node:fs';
import path from 'node:path';

// Processes of a container killed for memory, counted by the kernel in the container's own memory
// cgroup. The engine's `oom` events miss some of them (a child of the agent on some hosts), so the
// harness reads the cgroup's counter too, while the container runs: the cgroup goes with it.

/** The `oom_kill N` line of cgroup v1 `memory.oom_control` or cgroup v2 `memory.events`. */
export function parseOomKills(text: string): number | null {
  const m = /^oom_kill (\d+)$/m.exec(text);
  return m ? Number(m[1]) : null;
}

interface CgroupMount {
  root: string;
  mountPoint: string;
  version: 1 | 2;
  controllers: string[];
}

/** mountinfo escapes blanks in paths as octal (`\040`). */
const unescape = (s: string) => s.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)));

/** The cgroup file systems of a mount table (`/proc/self/mountinfo`). */
function cgroupMounts(mountinfo: string): CgroupMount[] {
  const mounts: CgroupMount[] = [];
  for (const line of mountinfo.split('\n')) {
    const [pre, post] = line.split(' - ');
    if (!post) continue;
    const f = pre.split(' ');
    const [fsType, , superOptions = ''] = post.split(' ');
    if (fsType !== 'cgroup' && fsType !== 'cgroup2') continue;
    mounts.push({
      root: unescape(f[3]),
      mountPoint: unescape(f[4]),
      version: fsType === 'cgroup2' ? 2 : 1,
      controllers: superOptions.split(','),
    });
  }
  return mounts;
}

/**
 * The file that counts the OOM kills of a process's memory cgroup, from its `/proc/<pid>/cgroup`
 * and the reader's mount table: the v1 `memory` controller's line where there is one (a hybrid host
 * also has a `0::` line, for a v2 hierarchy without the memory controller), else the v2 `0::` line.
 * Null unless the cgroup is the container's (its path names `id`): a pid read from another pid
 * namespace can be an unrelated process here.
 */
export function oomCounterPath(procCgroup: string, mountinfo: string, id: string): string | null {
  const lines = procCgroup
    .split('\n')
    .map((l) => /^(\d+):([^:]*):(.*)$/.exec(l))
    .filter((m) => m !== null);
  const v1 = lines.find((m) => m[2].split(',').includes('memory'));
  const v2 = lines.find((m) => m[1] === '0' && m[2] === '');
  const mounts = cgroupMounts(mountinfo);
  const pick = v1
    ? {
        cgroup: v1[3],
        file: 'memory.oom_control',
        mounts: mounts.filter((m) => m.version === 1 && m.controllers.includes('memory')),
      }
    : v2
      ? { cgroup: v2[3], file: 'memory.events', mounts: mounts.filter((m) => m.version === 2) }
      : null;
  // `..` in the path: the cgroup is outside the reader's cgroup namespace, not under its mounts.
  if (!pick || !pick.cgroup.includes(id) || pick.cgroup.split('/').includes('..')) return null;
  // The mount whose root holds the cgroup (the longest: a bind mount of a subtree is the closer one).
  const within = (root: string) => root === '/' || pick.cgroup === root || pick.cgroup.startsWith(`${root}/`);
  const mount = pick.mounts.filter((m) => within(m.root)).sort((a, b) => b.root.length - a.root.length)[0];
  if (!mount) return null;
  return path.join(
    mount.mountPoint,
    mount.root === '/' ? pick.cgroup : pick.cgroup.slice(mount.root.length),
    pick.file,
  );
}

/** Where Docker's drivers put a container's memory cgroup: cgroupfs on v1, systemd and cgroupfs on v2. */
const layoutPaths = (id: string) => [
  `/sys/fs/cgroup/memory/docker/${id}/memory.oom_control`,
  `/sys/fs/cgroup/system.slice/docker-${id}.scope/memory.events`,
  `/sys/fs/cgroup/docker/${id}/memory.events`,
];

/**
 * Processes of container `id` killed for memory so far, from its memory cgroup; `pid` is its init
 * process (0 once it exited: then only Docker's layouts are tried). Null when no counter is
 * readable: the container is gone, or this worker does not see the host's cgroup file system (in a
 * container of its own); the caller then has the engine's events alone.
 */
export function readOomKills(pid: number, id: string): number | null {
  const files: string[] = [];
  if (pid > 0) {
    try {
      const found = oomCounterPath(
        fs.readFileSync(`/proc/${pid}/cgroup`, 'utf8'),
        fs.readFileSync('/proc/self/mountinfo', 'utf8'),
        id,
      );
      if (found) files.push(found);
    } catch {
      /* the process is gone, or in no pid namespace this worker sees */
    }
  }
  for (const file of [...files, ...layoutPaths(id)]) {
    try {
      const kills = parseOomKills(fs.readFileSync(file, 'utf8'));
      if (kills !== null) return kills;
    } catch {
      /* not this layout */
    }
  }
  return null;
}

/**
 * Processes of the container killed for memory: the most any witness saw. The engine's events
 * can miss a child's kill, or be gone after an engine restart (the flag persists with the
 * container); the cgroup's counter can miss the last kill (read up to a second before the exit).
 * The engine's OOMKilled flag says only that some process was (a child's kill sets it too).
 */
export function oomKillCount(w: { events: number; cgroup: number | null; oomKilledFlag: boolean }): number {
  return Math.max(w.events, w.cgroup ?? 0, w.oomKilledFlag ? 1 : 0);
}

/**
 * Whether the agent itself was killed for memory: it died of SIGKILL (137, through the container's
 * init) and some process of its container was killed for memory. The engine's OOMKilled adds
 * nothing here: it is set for a child's kill as well, and on a host whose engine misses the kills
 * it misses this one too (it is already a lower bound of `oomKills`).
 */
export function killedForMemory(exitCode: number | null, oomKills: number): boolean {
  return exitCode === 137 && oomKills > 0;
}
