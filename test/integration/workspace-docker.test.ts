import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { getAgent } from '../../agents/registry';
import { DockerBackend } from '../../workspace/docker-backend';
import { isMountPoint } from '../../workspace/images';
import { loadConfig } from '../../common/config';
import { parseRunSpec } from '../../common/run-spec';
import type { ResolvedRun } from '../../common/types';
import { getTask } from '../../tasks/registry';
import { docker } from '../helpers/docker';
import { FIXTURES, seedBaseModel } from '../helpers/stack';
import { removeTestDir } from '../helpers/test-dirs';
import { baseModelPath } from '../../run/layout';

// Workspace provisioning straight against the Docker engine (no workflow): GPU device
// requests and resource limits as the container gets them. Containers are created, inspected
// and removed; none is started (this machine has no GPU runtime).

jest.setTimeout(120_000);

const dir = fs.mkdtempSync('/tmp/a2rl-ws-');
const config = loadConfig({
  A2RL_CONFIG: '',
  A2RL_DATA_DIR: dir,
  A2RL_GPU_DEVICES: '0,1',
  A2RL_HOST_ID: `test-ws-${process.pid}`,
});
const task = getTask('scripted-score', [path.join(FIXTURES, 'tasks')]);
const agent = getAgent('scripted', [path.join(FIXTURES, 'agents')]);
const backend = new DockerBackend(docker, config, pino({ level: 'warn' }));
afterAll(async () => {
  await backend.close();
  removeTestDir(dir);
});

function resolved(runId: string): ResolvedRun {
  const modelDir = seedBaseModel(config);
  const data = path.join(dir, 'cache', 'data', 'x');
  fs.mkdirSync(path.join(data, 'train'), { recursive: true });
  fs.mkdirSync(path.join(data, 'heldout'), { recursive: true });
  return {
    runId,
    task: { id: task.id, level: 1, title: 't', evaluatorVersion: 'v', defaultBaseModel: 'test/base-model' },
    agent: { id: agent.id, title: 'a' },
    baseModel: 'test/base-model',
    driver: 'none',
    modelDir,
    trainDataDir: path.join(data, 'train'),
    heldoutDataDir: path.join(data, 'heldout'),
    runDir: path.join(dir, 'runs', runId),
  };
}

test('a run with GPUs gets NVIDIA device requests for the configured devices, and its limits', async () => {
  const r = resolved(`ws-gpu-${process.pid}`);
  const spec = parseRunSpec({
    task: task.id,
    agent: agent.id,
    gpus: 2,
    workspace: { memory: '2g', pids: 256, cpus: 1.5 },
  });
  const ws = await backend.provision(r, spec, task, agent);
  try {
    const info = await docker.getContainer(ws.containerName!).inspect();
    expect(info.HostConfig.DeviceRequests).toEqual([
      { Driver: 'nvidia', Count: 0, DeviceIDs: ['0', '1'], Capabilities: [['gpu']], Options: null },
    ]);
    expect(info.HostConfig).toMatchObject({
      Memory: 2 * 1024 ** 3,
      MemorySwap: 2 * 1024 ** 3,
      PidsLimit: 256,
      NanoCpus: 1.5e9,
      ReadonlyRootfs: true,
      CapDrop: ['ALL'],
    });
    expect(info.Config.Env).not.toContain('CUDA_VISIBLE_DEVICES=');
    expect(info.State.Status).toBe('created');
    // Provisioning again (a retried activity) finds the same container.
    const again = await backend.provision(r, spec, task, agent);
    expect((await docker.getContainer(again.containerName!).inspect()).Id).toBe(info.Id);
  } finally {
    await backend.teardown(ws);
  }
  expect(await docker.listContainers({ all: true, filters: { label: [`a2rl.run=${r.runId}`] } })).toHaveLength(0);
  expect(await docker.listNetworks({ filters: { label: [`a2rl.run=${r.runId}`] } })).toHaveLength(0);
});

test('the run network is internal unless the spec allows the internet', async () => {
  for (const internet of [false, true]) {
    const r = resolved(`ws-net-${internet}-${process.pid}`);
    const ws = await backend.provision(
      r,
      parseRunSpec({ task: task.id, agent: agent.id, workspace: { internet } }),
      task,
      agent,
    );
    try {
      expect((await docker.getNetwork(ws.networkName!).inspect()).Internal).toBe(!internet);
    } finally {
      await backend.teardown(ws);
    }
  }
});

test('a run without GPUs hides them; asking for more GPUs than the host has is refused', async () => {
  const r = resolved(`ws-cpu-${process.pid}`);
  const ws = await backend.provision(r, parseRunSpec({ task: task.id, agent: agent.id }), task, agent);
  try {
    const info = await docker.getContainer(ws.containerName!).inspect();
    expect(info.HostConfig.DeviceRequests ?? []).toEqual([]);
    expect(info.Config.Env).toContain('CUDA_VISIBLE_DEVICES=');
  } finally {
    await backend.teardown(ws);
  }
  const r3 = resolved(`ws-three-${process.pid}`);
  await expect(
    backend.provision(r3, parseRunSpec({ task: task.id, agent: agent.id, gpus: 3 }), task, agent),
  ).rejects.toThrow(/asks for 3 GPUs; this host has 2/);
  expect(await docker.listNetworks({ filters: { label: [`a2rl.run=${r3.runId}`] } })).toHaveLength(0); // nothing half-made
});

test('a stopping worker unmounts the shared images it mounted; a running container keeps its copy', async () => {
  const r = resolved(`ws-release-${process.pid}`);
  const ws = await backend.provision(r, parseRunSpec({ task: task.id, agent: agent.id }), task, agent);
  // A container with the workspace's image and mounts, running (as an agent would be).
  const info = await docker.getContainer(ws.containerName!).inspect();
  const sibling = await docker.createContainer({
    Image: info.Image,
    Cmd: ['sleep', '60'],
    HostConfig: { Mounts: info.HostConfig.Mounts, ReadonlyRootfs: true },
  });
  try {
    await sibling.start();
    const model = info.Mounts.find((m) => m.Destination === baseModelPath(ws.agentRoot, r.baseModel))!.Source!;
    expect(isMountPoint(model)).toBe(true);
    await backend.close();
    expect(isMountPoint(model)).toBe(false);
    const exec = await sibling.exec({
      Cmd: ['cat', `${baseModelPath(ws.agentRoot, r.baseModel)}/config.json`],
      AttachStdout: true,
      AttachStderr: true,
    });
    const stream = await exec.start({});
    const out = await new Promise<string>((resolve) => {
      let text = '';
      stream.on('data', (d: Buffer) => (text += d.toString()));
      stream.on('end', () => resolve(text));
    });
    expect(out).toContain('"model_type": "scripted"');
    // The next provision mounts the image again.
    const again = await backend.provision(r, parseRunSpec({ task: task.id, agent: agent.id }), task, agent);
    expect(again.containerName).toBe(ws.containerName);
    expect(isMountPoint(model)).toBe(true);
  } finally {
    await sibling.remove({ force: true });
    await backend.teardown(ws);
  }
});
