import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseJsonLines } from '../../common/json-lines';
import { addCall, emptyTotals, LlmCallSchema, PROVIDERS, type LlmCall, type UsageTotals } from '../../common/llm-usage';

// A run's LLM calls, durable: a `begin` line before a call is forwarded and an `end` line (the
// whole call) after it, each appended and synced. A call with a begin and no end was cut off by
// a crash of the host worker: it is read as interrupted, and closed with an end line when the
// ledger is opened again, so that it is counted once and the totals go on from what is there.

const BeginSchema = z
  .object({
    line: z.literal('begin'),
    id: z.string().min(1),
    time: z.string(),
    provider: z.enum(PROVIDERS),
    endpoint: z.string(),
    model_requested: z.string().nullable(),
  })
  .strict();
export type LlmCallBegin = Omit<z.output<typeof BeginSchema>, 'line'>;

const LineSchema = z.discriminatedUnion('line', [
  BeginSchema,
  z.object({ line: z.literal('end'), call: LlmCallSchema }).strict(),
]);

export const INTERRUPTED_BY_STOP = 'the gateway stopped during this call';

function interrupted(b: LlmCallBegin): LlmCall {
  return {
    ...b,
    model_answered: null,
    input_tokens: 0,
    output_tokens: 0,
    cache_read_tokens: 0,
    cache_write_tokens: 0,
    cost_usd: 0,
    latency_ms: 0,
    status: 0,
    outcome: 'interrupted',
    reason: INTERRUPTED_BY_STOP,
    streamed: false,
  };
}

/** The file's calls, one per id, in the order they began; a begin without end is interrupted. */
export function readLedger(file: string): LlmCall[] {
  return fold(file).calls;
}

function fold(file: string): { calls: LlmCall[]; open: LlmCallBegin[] } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { calls: [], open: [] };
    throw err;
  }
  const begun = new Map<string, LlmCallBegin>();
  const ended = new Map<string, LlmCall>();
  const order: string[] = [];
  // (A line torn by a crash mid-write does not parse, and is left out.)
  for (const l of parseJsonLines(text, LineSchema).items) {
    const id = l.line === 'begin' ? l.id : l.call.id;
    if (!begun.has(id) && !ended.has(id)) order.push(id);
    if (l.line === 'begin') {
      const { line: _line, ...b } = l;
      begun.set(id, b);
    } else if (!ended.has(id)) ended.set(id, l.call);
  }
  const open = order.filter((id) => !ended.has(id)).map((id) => begun.get(id)!);
  return { calls: order.map((id) => ended.get(id) ?? interrupted(begun.get(id)!)), open };
}

/** One run's ledger file, open for appending, with the totals of every call in it. */
export class LlmLedger {
  private readonly totalsNow: UsageTotals;
  private readonly ended = new Set<string>();
  /** Appends are serialized: lines never interleave and each is synced before the next. */
  private queue: Promise<void> = Promise.resolve();

  private constructor(
    readonly file: string,
    private readonly fh: fs.promises.FileHandle,
    calls: LlmCall[],
  ) {
    this.totalsNow = emptyTotals();
    for (const c of calls) {
      addCall(this.totalsNow, c);
      this.ended.add(c.id);
    }
  }

  /** Opens (or creates) the file; calls a crash left open are closed as interrupted. */
  static async open(file: string): Promise<LlmLedger> {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const { calls, open } = fold(file);
    const fh = await fs.promises.open(file, 'a+');
    const ledger = new LlmLedger(file, fh, calls);
    // A line torn by a crash is ended, so that the next line starts on its own.
    const { size } = await fh.stat();
    if (size > 0) {
      const last = Buffer.alloc(1);
      await fh.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) await ledger.append(null);
    }
    for (const b of open) await ledger.append({ line: 'end', call: interrupted(b) });
    return ledger;
  }

  /** The totals so far (a copy). */
  get totals(): UsageTotals {
    return structuredClone(this.totalsNow);
  }

  async begin(b: LlmCallBegin): Promise<void> {
    await this.append({ line: 'begin', ...b });
  }

  /** Records a finished call and returns the new totals; a call already recorded is not counted again. */
  async end(call: LlmCall): Promise<UsageTotals> {
    if (!this.ended.has(call.id)) {
      this.ended.add(call.id);
      addCall(this.totalsNow, LlmCallSchema.parse(call));
      await this.append({ line: 'end', call });
    }
    return this.totals;
  }

  async close(): Promise<void> {
    await this.queue;
    await this.fh.close();
  }

  /** Appends a line (null: only a line break) and syncs it. */
  private append(line: z.input<typeof LineSchema> | null): Promise<void> {
    const text = line === null ? '\n' : `${JSON.stringify(line)}\n`;
    const next = this.queue.then(async () => {
      await this.fh.appendFile(text);
      await this.fh.datasync();
    });
    // A failed write fails its own caller, not every later one.
    this.queue = next.catch(() => undefined);
    return next;
  }
}
