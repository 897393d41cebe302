import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bytesFromBase, NEAR_COPY_FRACTION } from '../../gateway/base-copy';
import { safetensors, type Tensor as T } from '../helpers/safetensors';

// Copies of the base model recognised by the content of their tensors, on small real safetensors
// files written here (the format: u64 LE header length, JSON header, data), whatever the files
// are called and however the tensors are sharded; malformed weights are "not a copy", never a throw.

const rand = (n: number) => crypto.randomBytes(n);
// 16 KiB + 32 KiB + 512 + 16 + 12 bytes: the near-copy allowance is 4 bytes.
const BASE: Record<string, T> = {
  'model.embed.weight': { dtype: 'F32', shape: [64, 64], data: rand(64 * 64 * 4) },
  'model.layers.0.mlp.weight': { dtype: 'F32', shape: [128, 64], data: rand(128 * 64 * 4) },
  'model.layers.0.norm.weight': { dtype: 'F16', shape: [256], data: rand(512) },
  'model.norm.weight': { dtype: 'F16', shape: [8], data: rand(16) },
  'lm_head.bias': { dtype: 'BF16', shape: [2, 3], data: rand(12) },
};
const TOTAL = Object.values(BASE).reduce((a, t) => a + t.data.length, 0);

let root: string;
let baseDir: string;
let n = 0;

/** A checkpoint folder with these files (Buffers or strings). */
function ckpt(files: Record<string, Buffer | string>): string {
  const dir = path.join(root, `ckpt-${n++}`);
  fs.mkdirSync(dir);
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  return dir;
}

/** The base tensors with some changed: a function of (name, tensor) → tensor, or undefined to drop it. */
function variant(change: (name: string, t: T) => T | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [name, t] of Object.entries(BASE)) {
    const v = change(name, { ...t, data: Buffer.from(t.data) });
    if (v) out[name] = v;
  }
  return out;
}

function flip(t: T, ...at: number[]): T {
  for (const i of at) t.data[i] ^= 0xff;
  return t;
}

const pick = (names: string[], from = BASE) => Object.fromEntries(names.map((k) => [k, from[k]]));
const CONFIG = '{"model_type": "llama", "hidden_size": 64}';

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-basecopy-'));
  baseDir = ckpt({
    'config.json': CONFIG,
    'model.safetensors': safetensors(BASE, { format: 'pt' }),
    'tokenizer.json': '{}',
  });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
afterEach(() => jest.restoreAllMocks());

test('the allowance is NEAR_COPY_FRACTION of the tensor bytes', () => {
  expect(NEAR_COPY_FRACTION).toBe(1e-4);
  expect(Math.floor(TOTAL * NEAR_COPY_FRACTION)).toBe(4);
});

test('an exact copy differs by 0 bytes', async () => {
  const copy = path.join(root, 'copy');
  fs.cpSync(baseDir, copy, { recursive: true });
  expect(await bytesFromBase(copy, baseDir)).toBe(0);
});

test('extra files and a rewritten config.json do not decide', async () => {
  const dir = ckpt({
    'config.json': JSON.stringify({ ...JSON.parse(CONFIG), torch_dtype: 'bfloat16', note: 'fine-tuned, honest' }),
    'model.safetensors': safetensors(BASE, { format: 'pt' }),
    'README.md': '# my model',
    'training_args.bin': rand(5000),
  });
  expect(await bytesFromBase(dir, baseDir)).toBe(0);
});

test('weights renamed, re-sharded, reordered or with other metadata are still the base model', async () => {
  const names = Object.keys(BASE);
  const renamed = ckpt({ 'config.json': CONFIG, 'pytorch_model.safetensors': safetensors(BASE) });
  const sharded = ckpt({
    'model-00001-of-00002.safetensors': safetensors(pick([names[3], names[0]]), { format: 'pt', total: '2' }),
    'model-00002-of-00002.safetensors': safetensors(pick([names[4], names[2], names[1]])),
    'model.safetensors.index.json': '{"weight_map": {}}',
  });
  // loaded through an index, weights need not be called *.safetensors
  const otherName = ckpt({ 'weights.bin': safetensors(BASE) });
  expect(await bytesFromBase(renamed, baseDir)).toBe(0);
  expect(await bytesFromBase(sharded, baseDir)).toBe(0);
  expect(await bytesFromBase(otherName, baseDir)).toBe(0);
});

test('a byte changed is a near copy; more bytes than the allowance are not a copy', async () => {
  const one = variant((name, t) => (name === 'model.layers.0.mlp.weight' ? flip(t, 1000) : t));
  expect(await bytesFromBase(ckpt({ 'model.safetensors': safetensors(one) }), baseDir)).toBe(1);
  // spread over tensors and shards, up to the allowance
  const four = variant((name, t) =>
    name === 'model.norm.weight' ? flip(t, 0, 15) : name === 'model.embed.weight' ? flip(t, 0, 16383) : t,
  );
  const names = Object.keys(four);
  expect(
    await bytesFromBase(
      ckpt({
        'a.safetensors': safetensors(pick(names.slice(0, 2), four)),
        'b.safetensors': safetensors(pick(names.slice(2), four)),
      }),
      baseDir,
    ),
  ).toBe(4);
  const five = variant((name, t) => (name === 'model.norm.weight' ? flip(t, 0, 1, 2, 3, 4) : t));
  expect(await bytesFromBase(ckpt({ 'model.safetensors': safetensors(five) }), baseDir)).toBeNull();
  const trained = variant((_, t) => ({ ...t, data: rand(t.data.length) }));
  expect(await bytesFromBase(ckpt({ 'model.safetensors': safetensors(trained) }), baseDir)).toBeNull();
});

test('a trained model is refused at its smallest tensor: the larger ones are never read', async () => {
  const trained = variant((_, t) => ({ ...t, data: rand(t.data.length) }));
  const dir = ckpt({
    'small.safetensors': safetensors(
      pick(['lm_head.bias', 'model.norm.weight', 'model.layers.0.norm.weight'], trained),
    ),
    'big.safetensors': safetensors(pick(['model.embed.weight', 'model.layers.0.mlp.weight'], trained)),
  });
  await bytesFromBase(dir, baseDir); // the base model digested and cached
  const open = jest.spyOn(fsp, 'open');
  expect(await bytesFromBase(dir, baseDir)).toBeNull();
  const opened = (f: string) => open.mock.calls.filter(([p]) => String(p) === path.join(dir, f)).length;
  expect([opened('small.safetensors'), opened('big.safetensors')]).toEqual([3, 1]); // header, digest, comparison; header only
  expect(open.mock.calls.filter(([p]) => String(p).startsWith(baseDir + path.sep))).toHaveLength(1); // the compared tensor
});

test('a tensor missing, extra or stored twice is not a copy', async () => {
  const missing = variant((name, t) => (name === 'lm_head.bias' ? undefined : t));
  const extra = { ...BASE, 'value_head.weight': { dtype: 'F32', shape: [1], data: rand(4) } };
  const names = Object.keys(BASE);
  expect(await bytesFromBase(ckpt({ 'model.safetensors': safetensors(missing) }), baseDir)).toBeNull();
  expect(await bytesFromBase(ckpt({ 'model.safetensors': safetensors(extra) }), baseDir)).toBeNull();
  expect(
    await bytesFromBase(
      ckpt({
        'model.safetensors': safetensors(BASE),
        'value_head.safetensors': safetensors({ v: extra['value_head.weight'] }),
      }),
      baseDir,
    ),
  ).toBeNull();
  expect(
    await bytesFromBase(
      ckpt({ 'a.safetensors': safetensors(BASE), 'b.safetensors': safetensors(pick([names[0]])) }),
      baseDir,
    ),
  ).toBeNull();
});

test('another dtype or shape of the same bytes is not a copy', async () => {
  const dtype = variant((name, t) => (name === 'model.norm.weight' ? { ...t, dtype: 'BF16' } : t));
  const shape = variant((name, t) => (name === 'model.embed.weight' ? { ...t, shape: [32, 128] } : t));
  expect(await bytesFromBase(ckpt({ 'model.safetensors': safetensors(dtype) }), baseDir)).toBeNull();
  expect(await bytesFromBase(ckpt({ 'model.safetensors': safetensors(shape) }), baseDir)).toBeNull();
});

test('malformed safetensors are not a copy, and never throw or read past the file', async () => {
  const good = safetensors(BASE);
  const headerLen = Number(good.readBigUInt64LE(0));
  const withHeader = (json: string, data = good.subarray(8 + headerLen)) => {
    const len = Buffer.alloc(8);
    len.writeBigUInt64LE(BigInt(json.length));
    return Buffer.concat([len, Buffer.from(json), data]);
  };
  const header = JSON.parse(good.subarray(8, 8 + headerLen).toString());
  const lengthAt = (n: bigint) => {
    const b = Buffer.from(good);
    b.writeBigUInt64LE(n);
    return b;
  };
  const cases: Record<string, Buffer | string> = {
    'tiny file': 'w',
    'header length past the end': lengthAt(BigInt(good.length)),
    'header length 2^64-1': lengthAt(2n ** 64n - 1n),
    'not JSON': withHeader('{"a": nope' + ' '.repeat(20)),
    'a JSON array': withHeader('[1, 2, 3]'),
    'offsets past the end': withHeader(
      JSON.stringify({
        ...header,
        'lm_head.bias': { dtype: 'BF16', shape: [2, 3], data_offsets: [good.length, good.length + 12] },
      }),
    ),
    'offsets reversed': withHeader(
      JSON.stringify({ ...header, 'lm_head.bias': { dtype: 'BF16', shape: [2, 3], data_offsets: [12, 0] } }),
    ),
    'a negative dimension': withHeader(
      JSON.stringify({ ...header, 'lm_head.bias': { ...header['lm_head.bias'], shape: [-2, -3] } }),
    ),
    'metadata that is not strings': withHeader(JSON.stringify({ ...header, __metadata__: { format: 1 } })),
    'truncated data': good.subarray(0, good.length - 1),
    'a tensor named __proto__': withHeader(
      JSON.stringify(header).replace('{', '{"__proto__": {"dtype": "F32", "shape": [1], "data_offsets": [0, 4]},'),
    ),
  };
  for (const [what, content] of Object.entries(cases)) {
    const dir = ckpt({ 'config.json': CONFIG, 'model.safetensors': content });
    await expect(bytesFromBase(dir, baseDir).then((r) => [what, r])).resolves.toEqual([what, null]);
    // a malformed base model is no base model either
    await expect(bytesFromBase(baseDir, dir).then((r) => [what, r])).resolves.toEqual([what, null]);
  }
  // next to good weights, a malformed *.safetensors file still refuses; a file not so named that is no safetensors does not decide
  expect(await bytesFromBase(ckpt({ 'model.safetensors': good, 'extra.safetensors': 'junk' }), baseDir)).toBeNull();
  expect(await bytesFromBase(ckpt({ 'model.safetensors': good, 'optimizer.pt': lengthAt(2n ** 63n) }), baseDir)).toBe(
    0,
  );
});

test('no safetensors on either side is not a copy', async () => {
  const noWeights = ckpt({ 'config.json': CONFIG, 'pytorch_model.bin': rand(100) });
  expect(await bytesFromBase(noWeights, baseDir)).toBeNull();
  expect(await bytesFromBase(baseDir, noWeights)).toBeNull();
  expect(await bytesFromBase(noWeights, noWeights)).toBeNull();
  expect(await bytesFromBase(ckpt({}), ckpt({}))).toBeNull();
  expect(await bytesFromBase(baseDir, path.join(root, 'nowhere'))).toBeNull();
});

test("the base model's digests are computed once, and again when its files change", async () => {
  const base = ckpt({ 'model.safetensors': safetensors(BASE) });
  const copy = ckpt({ 'model.safetensors': safetensors(BASE) });
  const open = jest.spyOn(fsp, 'open');
  const baseOpens = () => open.mock.calls.filter(([p]) => String(p).startsWith(base + path.sep)).length;
  expect(await bytesFromBase(copy, base)).toBe(0);
  const first = baseOpens();
  expect(first).toBeGreaterThan(0);
  expect(await bytesFromBase(copy, base)).toBe(0);
  fs.symlinkSync(base, `${base}-link`);
  expect(await bytesFromBase(copy, `${base}-link`)).toBe(0); // the same real path
  expect(baseOpens()).toBe(first);
  // the base model rewritten (other mtime): digested again, and the copy is now a near copy
  fs.writeFileSync(
    path.join(base, 'model.safetensors'),
    safetensors(variant((name, t) => (name === 'lm_head.bias' ? flip(t, 3) : t))),
  );
  fs.utimesSync(path.join(base, 'model.safetensors'), new Date(), new Date(Date.now() + 10_000));
  expect(await bytesFromBase(copy, base)).toBe(1);
  expect(baseOpens()).toBeGreaterThan(first);
});
