import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WorkspaceRef } from '../../common/types';
import { checkCheckpoint, DigestCache, digestCheckpoint, resolveModelPath, SubmitError } from '../../gateway/checkpoint';

// The path rules of POST /submit, on a real directory tree laid out as a container sees it:
// /workspace (rw) with the base model and the data mounted read-only inside.

let root: string;
let ws: WorkspaceRef;
let modelDir: string;

function mkckpt(dir: string, files: Record<string, string> = { 'config.json': '{}', 'model.safetensors': 'w' }) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [n, c] of Object.entries(files)) fs.writeFileSync(path.join(dir, n), c);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-ckpt-'));
  const hostWs = path.join(root, 'run', 'workspace');
  modelDir = path.join(root, 'cache', 'models', 'org', 'base');
  const dataDir = path.join(root, 'cache', 'data', 'train');
  mkckpt(modelDir);
  fs.mkdirSync(dataDir, { recursive: true });
  mkckpt(path.join(hostWs, 'output', 'v1'));
  mkckpt(path.join(hostWs, 'output', 'lora'), { 'adapter_config.json': '{}', 'adapter_model.safetensors': 'a' });
  mkckpt(path.join(hostWs, 'output', 'merged'), { 'adapter_config.json': '{}', 'model-00001-of-00002.safetensors': 'w' });
  fs.writeFileSync(path.join(hostWs, 'output', 'file.bin'), 'x');
  fs.mkdirSync(path.join(hostWs, 'models', 'org', 'base'), { recursive: true }); // the mount point
  const link = (target: string, name: string) => fs.symlinkSync(target, path.join(hostWs, 'output', name));
  link('/workspace/output/v1', 'abs-ok');
  link('v1', 'rel-ok');
  link('/workspace/models/org/base', 'abs-base');
  link('../models/org/base', 'rel-base');
  link('/workspace/data', 'to-data');
  link('/etc', 'to-etc');
  link('../../..', 'up');
  link('loop-b', 'loop-a');
  link('loop-a', 'loop-b');
  ws = {
    runId: 'r',
    backend: 'docker',
    hostId: 'h',
    hostQueue: 'q',
    runDir: path.join(root, 'run'),
    workspaceDir: hostWs,
    agentRoot: '/workspace',
    mounts: [
      { target: '/workspace', source: hostWs, readOnly: false, role: 'workspace' },
      { target: '/workspace/models/org/base', source: modelDir, readOnly: true, role: 'base-model' },
      { target: '/workspace/data', source: dataDir, readOnly: true, role: 'data' },
    ],
    modelPath: '/workspace/models/org/base',
    gateway: { host: '127.0.0.1', port: 1, agentUrl: 'http://127.0.0.1:1' },
  };
});

const reject = (p: string) => {
  try {
    resolveModelPath(ws, p);
  } catch (err) {
    expect(err).toBeInstanceOf(SubmitError);
    return (err as SubmitError).message;
  }
  throw new Error(`${p} was accepted`);
};

describe('model_path resolution, as the agent sees paths', () => {
  test.each([
    ['output/v1', '/workspace/output/v1'],
    ['./output/../output/v1', '/workspace/output/v1'],
    ['/workspace/output/v1', '/workspace/output/v1'],
    ['output/abs-ok', '/workspace/output/v1'],
    ['output/rel-ok', '/workspace/output/v1'],
  ])('%s resolves to %s', (p, agentPath) => {
    const r = resolveModelPath(ws, p);
    expect(r.agentPath).toBe(agentPath);
    expect(r.hostPath).toBe(fs.realpathSync(path.join(ws.workspaceDir, 'output', 'v1')));
  });

  test.each([
    ['models/org/base', /is the base model/],
    ['/workspace/models/org/base', /is the base model/],
    ['output/abs-base', /is the base model/],
    ['output/rel-base', /is the base model/],
    ['output/to-data', /read-only/],
    ['data', /read-only/],
    ['output/to-etc', /inside the workspace/],
    ['output/up', /inside the workspace/],
    ['../x', /inside the workspace/],
    ['/etc', /inside the workspace/],
    ['.', /not the workspace root/],
    ['output/missing', /does not exist/],
    ['output/loop-a', /too many levels of symbolic links/],
    ['output/v1\0', /NUL/],
    ['C:\\models', /inside the workspace/],
  ])('%s is refused', (p, message) => expect(reject(p)).toMatch(message));
});

describe('checkpoint checks', () => {
  const out = (n: string) => path.join(ws.workspaceDir, 'output', n);
  test('a full checkpoint passes; a merged one with an adapter config too', () => {
    expect(() => checkCheckpoint(out('v1'), modelDir)).not.toThrow();
    expect(() => checkCheckpoint(out('merged'), modelDir)).not.toThrow();
  });
  test('a LoRA adapter alone is refused with merge instructions', () => {
    expect(() => checkCheckpoint(out('lora'), modelDir)).toThrow(/LoRA adapter only.*merge_and_unload\(\).*save_pretrained/);
  });
  test('a file is not a checkpoint, nor is the base model', () => {
    expect(() => checkCheckpoint(out('file.bin'), modelDir)).toThrow(/checkpoint directory/);
    expect(() => checkCheckpoint(modelDir, modelDir)).toThrow(/base model/);
  });
});

describe('checkpoint digests', () => {
  test('equal content gives equal digests wherever it lies; any change gives a new one', async () => {
    const a = path.join(root, 'digest', 'a');
    const b = path.join(root, 'digest', 'b');
    mkckpt(a, { 'config.json': '{"x":1}', 'model.safetensors': 'weights' });
    mkckpt(b, { 'config.json': '{"x":1}', 'model.safetensors': 'weights' });
    const da = await digestCheckpoint(a);
    expect(da).toMatch(/^[0-9a-f]{64}$/);
    expect(await digestCheckpoint(b)).toBe(da);
    fs.writeFileSync(path.join(b, 'model.safetensors'), 'weightz');
    expect(await digestCheckpoint(b)).not.toBe(da);
    fs.writeFileSync(path.join(b, 'model.safetensors'), 'weights');
    fs.renameSync(path.join(b, 'config.json'), path.join(b, 'config2.json'));
    expect(await digestCheckpoint(b)).not.toBe(da); // names count too
  });

  test('the cache re-hashes only when a file changed', async () => {
    const c = path.join(root, 'digest', 'c');
    mkckpt(c, { 'config.json': '{}', 'model.safetensors': 'one' });
    const cache = new DigestCache();
    const first = await cache.digest(c);
    expect(await cache.digest(c)).toBe(first);
    fs.writeFileSync(path.join(c, 'model.safetensors'), 'two!');
    expect(await cache.digest(c)).not.toBe(first);
  });
});
