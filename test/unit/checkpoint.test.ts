import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WorkspaceRef } from '../../common/types';
import { execFileSync } from 'node:child_process';
import fsp from 'node:fs/promises';
import { acceptCheckpoint, scoredBefore } from '../../gateway/accept';
import { releaseSnapshots } from '../../gateway/snapshot-storage';
import { checkCheckpoint, resolveModelPath, SubmitError } from '../../gateway/checkpoint';
import { bytesFromBase } from '../../gateway/base-copy';
import { SnapshotStore } from '../../gateway/snapshot';
import { bytesTensor } from '../helpers/safetensors';
import { runPaths } from '../../common/run-paths';

// The path rules of POST /submit, on a real directory tree laid out as a container sees it:
// /workspace (rw) with the base model and the data mounted read-only inside. Then the capture of
// a checkpoint into the harness's snapshot, as an adversarial agent would try to break it.

let root: string;
let ws: WorkspaceRef;
let modelDir: string;

function mkckpt(
  dir: string,
  files: Record<string, string | Buffer> = { 'config.json': '{}', 'model.safetensors': 'w' },
) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [n, c] of Object.entries(files)) fs.writeFileSync(path.join(dir, n), c);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-ckpt-'));
  const hostWs = path.join(root, 'run', 'workspace');
  modelDir = path.join(root, 'cache', 'models', 'org', 'base');
  const dataDir = path.join(root, 'cache', 'data', 'train');
  mkckpt(modelDir, { 'config.json': '{"model_type": "base"}', 'model.safetensors': bytesTensor(100_000) });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'train.jsonl'), '{"question": "train"}\n');
  mkckpt(path.join(root, 'cache', 'data', 'heldout'), { 'test.jsonl': '{"answer": "held-out answer"}\n' });
  mkckpt(path.join(hostWs, 'output', 'v1'));
  mkckpt(path.join(hostWs, 'output', 'lora'), { 'adapter_config.json': '{}', 'adapter_model.safetensors': 'a' });
  mkckpt(path.join(hostWs, 'output', 'merged'), {
    'adapter_config.json': '{}',
    'model-00001-of-00002.safetensors': 'w',
  });
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
    gateway: { host: '127.0.0.1', port: 1, agentUrl: 'http://127.0.0.1:1' },
  };
});

const reject = async (p: string) => {
  try {
    await resolveModelPath(ws, p);
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
  ])('%s resolves to %s', async (p, agentPath) => {
    const r = await resolveModelPath(ws, p);
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
  ])('%s is refused', async (p, message) => expect(await reject(p)).toMatch(message));
});

describe('checkpoint checks (on the snapshot)', () => {
  const out = (n: string) => path.join(ws.workspaceDir, 'output', n);
  test('a full checkpoint passes; a merged one with an adapter config too', async () => {
    await expect(checkCheckpoint(out('v1'))).resolves.toBeUndefined();
    await expect(checkCheckpoint(out('merged'))).resolves.toBeUndefined();
  });
  test('a LoRA adapter alone is refused with merge instructions', async () => {
    await expect(checkCheckpoint(out('lora'))).rejects.toThrow(
      /LoRA adapter only.*merge_and_unload\(\).*save_pretrained/,
    );
  });
  test('a file is not a checkpoint', async () => {
    await expect(checkCheckpoint(out('file.bin'))).rejects.toThrow(/checkpoint directory/);
  });
  test('a checkpoint that names its own code (auto_map) is refused, in the config or the tokenizer config', async () => {
    mkckpt(out('custom'), {
      'config.json': '{"auto_map": {"AutoModelForCausalLM": "modeling_x.Model"}}',
      'model.safetensors': 'w',
      'modeling_x.py': 'import os',
    });
    mkckpt(out('custom-tok'), {
      'config.json': '{}',
      'tokenizer_config.json': '{"auto_map": {"AutoTokenizer": ["tok.T", null]}}',
      'model.safetensors': 'w',
    });
    await expect(checkCheckpoint(out('custom'))).rejects.toThrow(
      /config.json names the checkpoint's own code \(auto_map\): the harness never runs code from a checkpoint/,
    );
    await expect(checkCheckpoint(out('custom-tok'))).rejects.toThrow(
      /tokenizer_config.json names the checkpoint's own code/,
    );
  });
});

describe('capture into a harness-owned snapshot', () => {
  const out = (n: string) => path.join(ws.workspaceDir, 'output', n);
  const limits = { maxFiles: 50, maxBytes: 1 << 20, diskReserve: 0 };
  const accept = (p: string, store = new SnapshotStore()) =>
    acceptCheckpoint(ws, p, { baseModelDir: modelDir, limits, store });
  const refused = async (p: string) => {
    try {
      await accept(p);
    } catch (err) {
      expect(err).toBeInstanceOf(SubmitError);
      return err as SubmitError;
    }
    throw new Error(`${p} was accepted`);
  };
  afterEach(() => jest.restoreAllMocks());

  test('the snapshot is a read-only copy outside the workspace, named by its digest, and survives what the agent does next', async () => {
    mkckpt(out('swap'), { 'config.json': '{"x":1}', 'model.safetensors': 'good weights', 'score.txt': '10' });
    const a = await accept('output/swap');
    expect(a.host_path).toBe(path.join(runPaths(ws.runDir).snapshots, a.digest));
    expect(a.host_path.startsWith(ws.workspaceDir)).toBe(false);
    expect(fs.statSync(path.join(a.host_path, 'score.txt')).mode & 0o777).toBe(0o444);
    expect(fs.statSync(a.host_path).mode & 0o777).toBe(0o555);
    // The agent swaps the files after submitting: the snapshot and its digest stand.
    fs.writeFileSync(out('swap/score.txt'), '99');
    fs.rmSync(out('swap/model.safetensors'));
    expect(fs.readFileSync(path.join(a.host_path, 'score.txt'), 'utf8')).toBe('10');
    expect(fs.readFileSync(path.join(a.host_path, 'model.safetensors'), 'utf8')).toBe('good weights');
    const again = await accept('output/swap');
    expect(again.digest).not.toBe(a.digest);
  });

  test('a scored checkpoint submitted again unchanged is known from its listing, also after its snapshot was released; a changed one is not', async () => {
    mkckpt(out('again'), { 'config.json': '{"x":1}', 'model.safetensors': 'weights' });
    const store = new SnapshotStore();
    const opts = { baseModelDir: modelDir, limits, store };
    const first = await accept('output/again', store);
    const scored = (d: string) => d === first.digest;
    await releaseSnapshots(runPaths(ws.runDir).snapshots, [first.digest]); // neither the best nor the final: released
    expect(fs.existsSync(first.host_path)).toBe(false);
    expect(await scoredBefore(ws, 'output/again', opts, scored)).toBe(first.digest);
    expect(fs.existsSync(first.host_path)).toBe(false); // nothing captured for it
    expect(await scoredBefore(ws, 'output/again', opts, () => false)).toBeNull(); // not answered before
    fs.writeFileSync(out('again/model.safetensors'), 'weightz');
    expect(await scoredBefore(ws, 'output/again', opts, scored)).toBeNull();
  });

  test('equal content gives one digest wherever it lies; names and contents count', async () => {
    mkckpt(out('d1'), { 'config.json': '{"x":1}', 'model.safetensors': 'weights' });
    mkckpt(out('d2'), { 'config.json': '{"x":1}', 'model.safetensors': 'weights' });
    mkckpt(out('d3'), { 'config.json': '{"x":1}', 'model.safetensors': 'weightz' });
    mkckpt(out('d4'), { 'config2.json': '{"x":1}', 'model.safetensors': 'weights' });
    const [d1, d2, d3, d4] = await Promise.all(
      ['d1', 'd2', 'd3', 'd4'].map(async (n) => (await accept(`output/${n}`)).digest),
    );
    expect(d1).toMatch(/^[0-9a-f]{64}$/);
    expect(d2).toBe(d1);
    expect(d3).not.toBe(d1);
    expect(d4).not.toBe(d1);
  });

  test('a link inside the checkpoint is followed only while it stays in the writable workspace', async () => {
    mkckpt(out('inner'), { 'config.json': '{}', 'model.safetensors': 'w' });
    fs.symlinkSync('../v1/model.safetensors', out('inner/extra.safetensors'));
    const ok = await accept('output/inner');
    expect(fs.lstatSync(path.join(ok.host_path, 'extra.safetensors')).isFile()).toBe(true);

    const leak = (name: string, target: string) => {
      mkckpt(out(name), { 'config.json': '{}', 'model.safetensors': 'w' });
      fs.symlinkSync(target, out(`${name}/score.txt`));
    };
    const leaks = {
      'leak-heldout': '../../../../cache/data/heldout/test.jsonl',
      'leak-data': '/workspace/data/train.jsonl',
      'leak-base': '/workspace/models/org/base/model.safetensors',
      'leak-token': '/run/.a2rl/token',
      'leak-zero': '/dev/zero',
    };
    for (const [name, target] of Object.entries(leaks)) leak(name, target);
    for (const name of Object.keys(leaks)) {
      const err = await refused(`output/${name}`);
      expect([err.status, err.reason]).toEqual([400, 'link-escape']);
      expect(err.message).toMatch(new RegExp(`^score.txt is a symbolic link to .*outside the writable workspace`));
      expect(err.message).not.toContain('held-out answer');
    }
    mkckpt(out('cycle'), { 'config.json': '{}', 'model.safetensors': 'w' });
    fs.symlinkSync('.', out('cycle/again'));
    expect((await refused('output/cycle')).message).toMatch(/again links back to a folder that contains it/);
  });

  test('a FIFO is refused at once, never opened', async () => {
    mkckpt(out('fifo'), { 'config.json': '{}', 'model.safetensors': 'w' });
    execFileSync('mkfifo', [out('fifo/score.txt')]);
    const started = Date.now();
    const err = await refused('output/fifo');
    expect(Date.now() - started).toBeLessThan(5000);
    expect([err.status, err.reason, err.message]).toEqual([
      400,
      'special-file',
      'score.txt is a FIFO: a checkpoint holds regular files and folders only',
    ]);
  });

  test('limits on file count and total size give a 413 naming the limit', async () => {
    mkckpt(out('many'), { 'config.json': '{}', 'model.safetensors': 'w' });
    for (let i = 0; i < 60; i++) fs.writeFileSync(out(`many/f${i}`), 'x');
    const many = await refused('output/many');
    expect([many.status, many.reason]).toEqual([413, 'too-many-files']);
    expect(many.message).toMatch(/more than 50 files \(the limit checkpoints.maxFiles\)/);
    mkckpt(out('big'), { 'config.json': '{}', 'model.safetensors': 'w'.repeat(2 << 20) });
    const big = await refused('output/big');
    expect([big.status, big.reason]).toEqual([413, 'too-large']);
    expect(big.message).toMatch(/checkpoints.maxBytes/);
  });

  test('a data disk without room for the checkpoint past its reserve gives a 507, and nothing is captured', async () => {
    mkckpt(out('room'), { 'config.json': '{}', 'model.safetensors': 'w' });
    const before = fs.existsSync(runPaths(ws.runDir).snapshots) ? fs.readdirSync(runPaths(ws.runDir).snapshots) : [];
    const reserve = 1024 ** 5; // more than this disk has free: no room above it
    const full = await acceptCheckpoint(ws, 'output/room', {
      baseModelDir: modelDir,
      limits: { ...limits, diskReserve: reserve },
      store: new SnapshotStore(),
    }).catch((err: SubmitError) => err);
    expect(full).toBeInstanceOf(SubmitError);
    expect([(full as SubmitError).status, (full as SubmitError).reason]).toEqual([507, 'host-disk-full']);
    expect((full as SubmitError).message).toMatch(/was not captured and nothing was recorded: submit again later/);
    expect(fs.readdirSync(runPaths(ws.runDir).snapshots)).toEqual(before);
    expect((await accept('output/room')).digest).toMatch(/^[0-9a-f]{64}$/); // with room, the same checkpoint goes in
  });

  // Test double for timing: fs.open is wrapped so that the agent's move happens exactly between
  // the listing and the read, which a real race hits only by chance.
  test('a file that vanishes mid-capture is a 409, and nothing is left behind', async () => {
    mkckpt(out('vanish'), { 'config.json': '{}', 'model.safetensors': 'w' });
    const open = fsp.open;
    jest.spyOn(fsp, 'open').mockImplementation(async (file, ...rest) => {
      if (String(file).endsWith('vanish/model.safetensors')) fs.rmSync(String(file), { force: true });
      return open(file, ...(rest as [string]));
    });
    const err = await refused('output/vanish');
    expect([err.status, err.reason, err.message]).toEqual([
      409,
      'changed-during-capture',
      'model.safetensors vanished while the checkpoint was being captured: submit again once it is completely written',
    ]);
    expect(fs.readdirSync(runPaths(ws.runDir).snapshots).filter((n) => n.startsWith('.capture-'))).toEqual([]);
  });

  test('a folder swapped for a link out of the workspace between listing and reading is refused', async () => {
    mkckpt(out('swapdir/sub'), { 'config.json': '{}', 'model.safetensors': 'w' });
    mkckpt(path.join(root, 'outside'), { 'config.json': '{}', 'model.safetensors': 'SECRET' });
    const open = fsp.open;
    jest.spyOn(fsp, 'open').mockImplementation(async (file, ...rest) => {
      const sub = out('swapdir/sub');
      if (String(file).startsWith(`${sub}/`) && fs.lstatSync(sub).isDirectory()) {
        fs.renameSync(sub, `${sub}.old`);
        fs.symlinkSync(path.join(root, 'outside'), sub);
      }
      return open(file, ...(rest as [string]));
    });
    const err = await refused('output/swapdir');
    expect(err.reason).toBe('changed-during-capture');
    expect(err.message).not.toContain('SECRET');
  });

  test('copies of the base model are recognised by their tensors: identical, renamed, with an extra file and a rewritten config, or a byte changed; a trained model is not one', async () => {
    fs.cpSync(modelDir, out('copy'), { recursive: true });
    fs.mkdirSync(out('dressed'));
    fs.copyFileSync(path.join(modelDir, 'model.safetensors'), out('dressed/model-00001-of-00001.safetensors'));
    fs.writeFileSync(
      out('dressed/config.json'),
      JSON.stringify({ model_type: 'base', note: 'rewritten to another length' }, null, 2),
    );
    fs.writeFileSync(out('dressed/README.md'), 'my trained model');
    fs.cpSync(modelDir, out('tweak'), { recursive: true });
    const weights = out('tweak/model.safetensors');
    const bytes = fs.readFileSync(weights);
    bytes[bytes.length - 1] ^= 1;
    fs.writeFileSync(weights, bytes);
    mkckpt(out('trained'), { 'config.json': '{}', 'model.safetensors': 'X' });
    expect((await accept('output/copy')).base_copy).toEqual({ differing_bytes: 0 });
    expect((await accept('output/dressed')).base_copy).toEqual({ differing_bytes: 0 });
    expect((await accept('output/tweak')).base_copy).toEqual({ differing_bytes: 1 });
    expect((await accept('output/trained')).base_copy).toBeNull();
    expect(await bytesFromBase(out('v1'), modelDir)).toBeNull();
  });

  test('an unchanged checkpoint submitted again is not copied again', async () => {
    mkckpt(out('same'), { 'config.json': '{}', 'model.safetensors': 'same' });
    const store = new SnapshotStore();
    const first = await accept('output/same', store);
    const open = jest.spyOn(fsp, 'open');
    const second = await accept('output/same', store);
    expect(second.digest).toBe(first.digest);
    expect(open.mock.calls.filter(([f]) => String(f).startsWith(out('same')))).toEqual([]);
  });
});
