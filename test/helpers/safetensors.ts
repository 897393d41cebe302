// Small real safetensors files for tests (the format: u64 LE header length, JSON header, data).

export interface Tensor {
  dtype: string;
  shape: number[];
  data: Buffer;
}

/** A safetensors file, as the Python library writes it (header padded with spaces to 8 bytes). */
export function safetensors(tensors: Record<string, Tensor>, metadata?: Record<string, string>): Buffer {
  const header: Record<string, unknown> = metadata ? { __metadata__: metadata } : {};
  let off = 0;
  for (const [name, t] of Object.entries(tensors)) {
    header[name] = { dtype: t.dtype, shape: t.shape, data_offsets: [off, off + t.data.length] };
    off += t.data.length;
  }
  let json = JSON.stringify(header);
  json += ' '.repeat((8 - (json.length % 8)) % 8);
  const len = Buffer.alloc(8);
  len.writeBigUInt64LE(BigInt(json.length));
  return Buffer.concat([len, Buffer.from(json), ...Object.values(tensors).map((t) => t.data)]);
}

/** Weights of one byte tensor of `n` bytes, all `fill`. */
export const bytesTensor = (n: number, fill: string | number = 'w'): Buffer =>
  safetensors({ w: { dtype: 'U8', shape: [n], data: Buffer.alloc(n, fill) } });
