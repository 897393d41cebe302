import type Docker from 'dockerode';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import pino from 'pino';
import { DockerBackend } from '../../workspace/docker-backend';
import { ensureWorkspaceImage } from '../../workspace/docker';
import { oomCounterPath, readOomKills } from '../../workspace/memory-cgroup';
import { loadConfig } from '../../common/config';
import type { WorkspaceRef } from '../../common/types';
import { docker } from '../helpers/docker';
import { waitFor } from '../helpers/stack';
import { removeTestDir } from '../helpers/test-dirs';

// The OOM kills of a workspace container, read from its own memory cgroup on this host's real
// cgroups: children killed for memory while the main process runs on, counted by the reader and
// by the Docker backend when the engine sends no `oom` event.

jest.setTimeout(120_000);

const MIB = 1024 ** 2;
/** Python for a parent that runs `hogs` children, each killed for memory, and stays alive. */
const script = (hogs: number) =>
  [
    'import subprocess, sys, time',
    // The child asks to be the OOM killer's pick, then touches 16 MiB after 16 MiB.
    'hog = \'open("/proc/self/oom_score_adj", "w").write("1000")\\nb = []\\nwhile True: b.append(b"x" * (16 << 20))\'',
    `for i in range(${hogs}): print('child', i, subprocess.run([sys.executable, '-c', hog]).returncode, flush=True)`,
    'time.sleep(600)',
  ].join('\n');

const dir = fs.mkdtempSync('/tmp/a2rl-oom-');
const ids: string[] = [];
afterAll(async () => {
  for (const id of ids) await docker.getContainer(id).remove({ force: true });
  removeTestDir(dir);
});

/** A started container limited to 96 MiB without swap, as a workspace runs (host /usr, init, no caps). */
async function hogContainer(hogs: number, name?: string): Promise<Docker.Container> {
  const image = await ensureWorkspaceImage(docker, 'a2rl-workspace', { uid: 1000, gid: 1000 }, pino({ level: 'warn' }));
  const container = await docker.createContainer({
    ...(name ? { name } : {}),
    Image: image,
    Cmd: ['/usr/bin/python3', '-c', script(hogs)],
    Labels: { 'a2rl.test': 'memory-cgroup' },
    HostConfig: {
      Mounts: [{ Type: 'bind', Source: '/usr', Target: '/usr', ReadOnly: true }],
      ReadonlyRootfs: true,
      Init: true,
      Memory: 96 * MIB,
      MemorySwap: 96 * MIB,
      CapDrop: ['ALL'],
      SecurityOpt: ['no-new-privileges'],
    },
  });
  ids.push(container.id);
  await container.start();
  return container;
}

test("a child killed for memory is counted from the container's cgroup while the container runs", async () => {
  const container = await hogContainer(1);
  const { State } = await container.inspect();
  expect(readOomKills(State.Pid, container.id)).not.toBeNull(); // 0, or 1 if the child was quick
  // Found from the init process's /proc/<pid>/cgroup, not only from Docker's layout by id.
  const counter = oomCounterPath(
    fs.readFileSync(`/proc/${State.Pid}/cgroup`, 'utf8'),
    fs.readFileSync('/proc/self/mountinfo', 'utf8'),
    container.id,
  );
  expect(counter).not.toBeNull();
  expect(fs.existsSync(counter!)).toBe(true);

  const logs = async () => (await container.logs({ stdout: true, stderr: true })).toString();
  await waitFor('the child killed', async () => (await logs()).includes('child 0 -9'));
  expect(readOomKills(State.Pid, container.id)).toBeGreaterThanOrEqual(1);
  expect(readOomKills(0, container.id)).toBeGreaterThanOrEqual(1); // the cgroupfs layout by id
  expect((await container.inspect()).State.Running).toBe(true); // the main process ran on
});

test('an engine that sends no oom event: the backend counts the kills from the cgroup, the agent ran on', async () => {
  // The engine's `oom` events are withheld; its OOMKilled flag alone would say 1.
  const silent = Object.assign(Object.create(docker) as Docker, {
    getEvents: () => Promise.resolve(Readable.from([])),
  });
  const config = loadConfig({ A2RL_CONFIG: '', A2RL_DATA_DIR: dir, A2RL_HOST_ID: `test-oom-${process.pid}` });
  const backend = new DockerBackend(silent, config, pino({ level: 'warn' }));
  const name = `a2rl-test-oom-${process.pid}`;
  const container = await hogContainer(2, name);
  const ws = { runId: `oom-${process.pid}`, containerName: name } as WorkspaceRef;
  const lines: string[] = [];
  const waiting = backend.wait(ws, new AbortController().signal, { line: (_stream, text) => lines.push(text) });
  await waitFor('both children killed', () => lines.includes('child 1 -9'));
  expect((await backend.state(ws)).running).toBe(true); // sampled while the cgroup is there
  await container.stop({ t: 1 });
  expect(await waiting).toMatchObject({ exitCode: 143, oomKilled: false, oomKills: 2 });
  await backend.close();
});
