import type { OutputSink, Stream } from '../run/agent-output';

// Docker's multiplexed log stream (non-TTY containers), requested with timestamps: frames of an
// 8-byte header (stream type, 3 zero bytes, payload size) and a payload "<RFC3339Nano> <text>".
// The engine splits lines over 16 KiB into several entries, each with its own timestamp and
// only the last ending in a newline: those pieces are joined again here.

export class DockerLogDecoder {
  private buf: Buffer = Buffer.alloc(0);
  private readonly pending: Record<Stream, { parts: Buffer[]; ts: string | null }> = {
    stdout: { parts: [], ts: null },
    stderr: { parts: [], ts: null },
  };

  constructor(private readonly sink: OutputSink) {}

  push(chunk: Buffer): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    while (this.buf.length >= 8) {
      const size = this.buf.readUInt32BE(4);
      if (this.buf.length < 8 + size) break;
      const type = this.buf[0];
      const payload = this.buf.subarray(8, 8 + size);
      this.buf = this.buf.subarray(8 + size);
      if (type === 1 || type === 2) this.entry(type === 1 ? 'stdout' : 'stderr', payload);
    }
  }

  private entry(stream: Stream, payload: Buffer): void {
    const space = payload.indexOf(0x20);
    const stamp = space > 0 ? payload.subarray(0, space).toString() : '';
    const parsed = Date.parse(stamp);
    const ts = Number.isFinite(parsed) ? new Date(parsed).toISOString() : new Date().toISOString();
    const body = Number.isFinite(parsed) ? payload.subarray(space + 1) : payload;
    const p = this.pending[stream];
    p.ts ??= ts;
    let rest = body;
    for (let nl = rest.indexOf(0x0a); nl >= 0; nl = rest.indexOf(0x0a)) {
      p.parts.push(rest.subarray(0, nl));
      this.sink.line(stream, Buffer.concat(p.parts).toString('utf8'), p.ts);
      p.parts = [];
      p.ts = ts;
      rest = rest.subarray(nl + 1);
    }
    if (rest.length) p.parts.push(rest);
    else p.ts = null;
  }

  /** The stream ended: a last line without a newline still counts. */
  end(): void {
    for (const stream of ['stdout', 'stderr'] as const) {
      const p = this.pending[stream];
      if (p.parts.length)
        this.sink.line(stream, Buffer.concat(p.parts).toString('utf8'), p.ts ?? new Date().toISOString());
      p.parts = [];
      p.ts = null;
    }
  }
}
