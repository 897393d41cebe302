import { killedForMemory, oomCounterPath, oomKillCount, parseOomKills } from '../../workspace/memory-cgroup';

// The pure parts of counting a workspace container's OOM kills from its memory cgroup
// (workspace/memory-cgroup.ts): the counters' text, the cgroup's path, the rule.

const ID = 'a3faf93e59d64ef8f9be49c3c1541b9227709a6311bab91414d98c74efff16b2';

/** A hybrid host as Docker 20.10 on cgroup v1 sees it: v1 controllers and a v2 hierarchy beside them. */
const HYBRID_MOUNTS = [
  '31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755',
  '32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu',
  '35 31 0:32 / /sys/fs/cgroup/memory rw,relatime shared:14 - cgroup cgroup rw,memory',
  '39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids',
  '41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw',
].join('\n');
const V2_MOUNTS =
  '25 21 0:22 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:4 - cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot';

describe('parseOomKills', () => {
  test('reads the oom_kill line of cgroup v1 memory.oom_control', () => {
    expect(parseOomKills('oom_kill_disable 0\nunder_oom 0\noom_kill 3\n')).toBe(3);
  });

  test('reads the oom_kill line of cgroup v2 memory.events, not oom or oom_group_kill', () => {
    expect(parseOomKills('low 0\nhigh 0\nmax 57\noom 4\noom_kill 2\noom_group_kill 0\n')).toBe(2);
  });

  test('null without the line (an old kernel, another file)', () => {
    expect(parseOomKills('oom_kill_disable 0\nunder_oom 0\n')).toBeNull();
    expect(parseOomKills('')).toBeNull();
  });
});

describe('oomCounterPath', () => {
  test('cgroup v1: the memory controller line, not the hybrid 0:: line', () => {
    const cgroup = `9:name=systemd:/docker/${ID}\n4:memory:/docker/${ID}\n1:cpu,cpuacct:/docker/${ID}\n0::/system.slice/containerd.service\n`;
    expect(oomCounterPath(cgroup, HYBRID_MOUNTS, ID)).toBe(`/sys/fs/cgroup/memory/docker/${ID}/memory.oom_control`);
  });

  test('cgroup v1: a controller mounted jointly with another', () => {
    const mounts = '30 25 0:27 / /sys/fs/cgroup/cpu,memory rw - cgroup cgroup rw,cpu,memory';
    expect(oomCounterPath(`5:cpu,memory:/docker/${ID}\n`, mounts, ID)).toBe(
      `/sys/fs/cgroup/cpu,memory/docker/${ID}/memory.oom_control`,
    );
  });

  test('cgroup v2: the 0:: line joined with the cgroup2 mount (systemd driver)', () => {
    const cgroup = `0::/system.slice/docker-${ID}.scope\n`;
    expect(oomCounterPath(cgroup, V2_MOUNTS, ID)).toBe(`/sys/fs/cgroup/system.slice/docker-${ID}.scope/memory.events`);
  });

  test('a mount of a subtree of the hierarchy (a worker in a container of its own)', () => {
    const mounts = `600 500 0:32 /docker /host/cgroup/mem\\040ory rw - cgroup cgroup rw,memory\n601 500 0:32 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory`;
    expect(oomCounterPath(`4:memory:/docker/${ID}\n`, mounts, ID)).toBe(
      `/host/cgroup/mem ory/${ID}/memory.oom_control`,
    );
  });

  test('null for another process (a pid from another namespace), outside the namespace, or without a mount', () => {
    expect(oomCounterPath('4:memory:/user.slice\n0::/user.slice\n', HYBRID_MOUNTS, ID)).toBeNull();
    expect(oomCounterPath(`0::/../../docker-${ID}.scope\n`, V2_MOUNTS, ID)).toBeNull();
    expect(oomCounterPath(`4:memory:/docker/${ID}\n`, V2_MOUNTS, ID)).toBeNull();
    expect(oomCounterPath('', HYBRID_MOUNTS, ID)).toBeNull();
  });
});

describe('oomKillCount', () => {
  test('the most any witness saw', () => {
    expect(oomKillCount({ events: 0, cgroup: 2, oomKilledFlag: true })).toBe(2); // the engine missed the kills
    expect(oomKillCount({ events: 3, cgroup: 2, oomKilledFlag: true })).toBe(3); // the last kill came after the last sample
    expect(oomKillCount({ events: 0, cgroup: null, oomKilledFlag: true })).toBe(1); // events gone with an engine restart
    expect(oomKillCount({ events: 0, cgroup: null, oomKilledFlag: false })).toBe(0); // the cgroup unreadable here
  });
});

describe('killedForMemory', () => {
  test('the agent itself: SIGKILL (137) and at least one kill in its container', () => {
    expect(killedForMemory(137, 1)).toBe(true);
  });

  test('not the agent: it ran on after a child was killed (stopped: 143), or exited itself', () => {
    expect(killedForMemory(143, 1)).toBe(false);
    expect(killedForMemory(1, 2)).toBe(false);
    expect(killedForMemory(0, 1)).toBe(false);
  });

  test('SIGKILL without any kill for memory is another kill (a stop past its grace)', () => {
    expect(killedForMemory(137, 0)).toBe(false);
    expect(killedForMemory(null, 1)).toBe(false);
  });
});
