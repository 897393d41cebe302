import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

// Is a submitted checkpoint (a copy of) the base model? Decided by the weights' content, not by
// the files: the tensors of every safetensors file in each folder's top level (what transformers
// and vLLM load), whatever the files are called and however the tensors are sharded. Configs,
// tokenizers and extra files do not decide. The snapshot's files were written by a hostile agent:
// headers are bounded and validated, offsets are checked against the file's size, and any
// malformed weights make the answer "not a copy", never an exception.

/** A checkpoint within this share of differing tensor bytes of the base model is a (near) copy of it. */
export const NEAR_COPY_FRACTION = 1e-4;

const CHUNK = 1 << 20;
/** The safetensors library's own bound on a header. */
const MAX_HEADER = 100 * 1024 * 1024;
const SUFFIX = '.safetensors';
/** Base models kept digested; a gateway serves one or two. */
const CACHE_ENTRIES = 4;
// Snapshot files are regular files the harness wrote; never follow a link, never wait on a FIFO.
const SNAPSHOT_OPEN = fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK;
const BASE_OPEN = fs.constants.O_RDONLY;

const TensorInfo = z.object({
  dtype: z.string().min(1).max(64),
  shape: z.array(z.number().int().nonnegative()).max(64),
  data_offsets: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]).refine(([b, e]) => b <= e),
});
const Metadata = z.record(z.string(), z.string());

interface FileInfo {
  name: string;
  path: string;
  size: number;
  mtimeMs: number;
}

interface Tensor {
  name: string;
  dtype: string;
  shape: number[];
  path: string;
  /** Absolute offset of its first byte in the file. */
  start: number;
  length: number;
}

interface BaseIndex {
  tensors: Map<string, Tensor & { digest: Buffer }>;
  bytes: number;
}

/** Top-level regular files; the base model (trusted) may link its files, e.g. into a hub cache. */
async function listFiles(dir: string, trusted: boolean): Promise<FileInfo[]> {
  const out: FileInfo[] = [];
  for (const e of await fsp.readdir(dir, { withFileTypes: true })) {
    if (!e.isFile() && !(trusted && e.isSymbolicLink())) continue;
    const p = path.join(dir, e.name);
    const st = await (trusted ? fsp.stat(p) : fsp.lstat(p));
    if (st.isFile()) out.push({ name: e.name, path: p, size: st.size, mtimeMs: st.mtimeMs });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Fills buf from pos; a file shorter than listed is an error, never a read past its end. */
async function readFully(fh: fsp.FileHandle, buf: Buffer, pos: number): Promise<void> {
  for (let off = 0; off < buf.length;) {
    const { bytesRead } = await fh.read(buf, off, buf.length - off, pos + off);
    if (bytesRead === 0) throw new Error('file shorter than its listed size');
    off += bytesRead;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The tensors of a safetensors file, or null when the file is not a well-formed one. */
async function readTensors(file: FileInfo, flags: number): Promise<Tensor[] | null> {
  if (file.size < 10) return null; // 8-byte length + "{}"
  const fh = await fsp.open(file.path, flags);
  try {
    const head = Buffer.alloc(9);
    await readFully(fh, head, 0);
    const n = head.readBigUInt64LE(0);
    // Checked before reading the header, so that a file that only looks like one costs 9 bytes.
    if (n < 2n || n > BigInt(MAX_HEADER) || 8n + n > BigInt(file.size) || head[8] !== 0x7b) return null;
    const len = Number(n);
    const buf = Buffer.allocUnsafe(len);
    for (let off = 0; off < len; off += CHUNK)
      await readFully(fh, buf.subarray(off, Math.min(len, off + CHUNK)), 8 + off);
    let json: unknown;
    try {
      json = JSON.parse(buf.toString('utf8'));
    } catch {
      return null;
    }
    if (!isObject(json)) return null;
    const dataStart = 8 + len;
    const dataLen = file.size - dataStart;
    const out: Tensor[] = [];
    for (const [name, value] of Object.entries(json)) {
      if (name === '__metadata__') {
        if (!Metadata.safeParse(value).success) return null;
        continue;
      }
      const t = TensorInfo.safeParse(value);
      if (!t.success) return null;
      const [b, e] = t.data.data_offsets;
      if (e > dataLen) return null;
      out.push({
        name,
        dtype: t.data.dtype,
        shape: t.data.shape,
        path: file.path,
        start: dataStart + b,
        length: e - b,
      });
    }
    return out;
  } finally {
    await fh.close();
  }
}

/**
 * A folder's tensors by name, from all its safetensors files: those named *.safetensors, which must
 * be well formed, and any other file that parses as one (weights renamed). Null when a
 * *.safetensors file is malformed, a tensor name repeats (which copy a loader reads is up to the
 * loader) or `keep` refuses a tensor (the snapshot stops at the first that the base lacks).
 */
async function tensorsOf(
  files: FileInfo[],
  flags: number,
  keep: (t: Tensor) => boolean = () => true,
): Promise<Map<string, Tensor> | null> {
  const tensors = new Map<string, Tensor>();
  for (const file of files) {
    const named = file.name.toLowerCase().endsWith(SUFFIX);
    const list = await readTensors(file, flags);
    if (list === null) {
      if (named) return null;
      continue;
    }
    for (const t of list) {
      if (tensors.has(t.name) || !keep(t)) return null;
      tensors.set(t.name, t);
    }
  }
  return tensors;
}

/** Calls onChunk with each chunk (at most CHUNK bytes, reused buffer) of a tensor's bytes; stops when it returns false. */
async function eachChunk(t: Tensor, flags: number, onChunk: (chunk: Buffer) => boolean | void): Promise<void> {
  const fh = await fsp.open(t.path, flags);
  try {
    const buf = Buffer.allocUnsafe(Math.min(CHUNK, t.length));
    for (let off = 0; off < t.length; off += CHUNK) {
      const chunk = buf.subarray(0, Math.min(CHUNK, t.length - off));
      await readFully(fh, chunk, t.start + off);
      if (onChunk(chunk) === false) return;
    }
  } finally {
    await fh.close();
  }
}

/** sha256 of a tensor's dtype, shape and bytes. */
async function digest(t: Tensor, flags: number): Promise<Buffer> {
  const hash = crypto.createHash('sha256').update(JSON.stringify([t.dtype, t.shape]));
  await eachChunk(t, flags, (chunk) => void hash.update(chunk));
  return hash.digest();
}

/** Bytes in which a snapshot tensor differs from the base's (same length), or null once over budget. */
async function differingBytes(mine: Tensor, base: Tensor, budget: number): Promise<number | null> {
  const [a, b] = await Promise.all([fsp.open(mine.path, SNAPSHOT_OPEN), fsp.open(base.path, BASE_OPEN)]);
  try {
    const bufA = Buffer.allocUnsafe(Math.min(CHUNK, mine.length));
    const bufB = Buffer.allocUnsafe(Math.min(CHUNK, mine.length));
    let differing = 0;
    for (let off = 0; off < mine.length; off += CHUNK) {
      const n = Math.min(CHUNK, mine.length - off);
      const ca = bufA.subarray(0, n);
      const cb = bufB.subarray(0, n);
      await Promise.all([readFully(a, ca, mine.start + off), readFully(b, cb, base.start + off)]);
      if (ca.equals(cb)) continue;
      for (let i = 0; i < n; i++) if (ca[i] !== cb[i]) differing++;
      if (differing > budget) return null;
    }
    return differing;
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
}

/** Digests every tensor of the base model; null when it has no (well-formed) safetensors weights. */
async function indexBase(files: FileInfo[]): Promise<BaseIndex | null> {
  const found = await tensorsOf(files, BASE_OPEN);
  if (!found || found.size === 0) return null;
  const tensors = new Map<string, Tensor & { digest: Buffer }>();
  let bytes = 0;
  // in file order: one sequential read of each file
  for (const t of [...found.values()].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : a.start - b.start,
  )) {
    tensors.set(t.name, { ...t, digest: await digest(t, BASE_OPEN) });
    bytes += t.length;
  }
  return { tensors, bytes };
}

// Digesting a multi-GB base model takes seconds: done once per base model (its real path and its
// files' sizes and mtimes), shared by concurrent submissions. A failed read is not kept.
const baseCache = new Map<string, Promise<BaseIndex | null>>();

async function baseIndex(baseDir: string): Promise<BaseIndex | null> {
  const real = await fsp.realpath(baseDir);
  const files = await listFiles(real, true);
  const key = JSON.stringify([real, files.map((f) => [f.name, f.size, f.mtimeMs])]);
  let entry = baseCache.get(key);
  if (entry) {
    baseCache.delete(key); // most recently used last
  } else {
    entry = indexBase(files);
    void entry.catch(() => baseCache.get(key) === entry && baseCache.delete(key));
  }
  baseCache.set(key, entry);
  while (baseCache.size > CACHE_ENTRIES) baseCache.delete(baseCache.keys().next().value!);
  return entry;
}

const sameShape = (a: number[], b: number[]) => a.length === b.length && a.every((d, i) => d === b[i]);

async function compare(snapshotDir: string, baseDir: string): Promise<number | null> {
  const base = await baseIndex(baseDir);
  if (!base) return null;
  // Headers first (cheap): the same tensors by name, dtype, shape and size, or not a copy.
  const found = await tensorsOf(await listFiles(snapshotDir, false), SNAPSHOT_OPEN, (t) => {
    const b = base.tensors.get(t.name);
    return b !== undefined && b.dtype === t.dtype && sameShape(b.shape, t.shape) && b.length === t.length;
  });
  if (!found || found.size !== base.tensors.size) return null; // none missing (none extra: keep)
  const cap = Math.floor(base.bytes * NEAR_COPY_FRACTION);
  // A trained model differs in almost every tensor: smallest first, it is refused within a few small reads.
  const order = [...found.values()].sort(
    (a, b) => a.length - b.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  let differing = 0;
  for (const t of order) {
    const b = base.tensors.get(t.name)!;
    if ((await digest(t, SNAPSHOT_OPEN)).equals(b.digest)) continue;
    const d = await differingBytes(t, b, cap - differing);
    if (d === null) return null;
    differing += d;
  }
  return differing;
}

/**
 * How many tensor bytes a checkpoint differs from the base model by, when it holds exactly the
 * base model's tensors (names, dtypes, shapes) and differs in at most NEAR_COPY_FRACTION of their
 * bytes; null otherwise, also when either side has no safetensors weights or they are malformed.
 * Never throws: it only labels a submission, and must not fail one.
 */
export async function bytesFromBase(snapshotDir: string, baseDir: string): Promise<number | null> {
  try {
    return await compare(snapshotDir, baseDir);
  } catch {
    return null;
  }
}
