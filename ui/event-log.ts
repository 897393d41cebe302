import fs from 'node:fs';
import { AgentEventSchema, type AgentEvent } from '../common/events';

// Pages of a run's event log (events.jsonl) by byte offset, so a log of any size opens at its end
// and scrolls back a page at a time: only the bytes of the page asked for are read. The host
// rewrites the log whole (atomically) as events come; a reader whose offset no longer falls on a
// line's start gets the log's end again.

/** Bytes read per chunk; a page reads chunks until it has its events. */
const CHUNK = 256 * 1024;
/** A line longer than this is skipped rather than read whole (the adapters clip tool output). */
const MAX_LINE = 4 * 1024 * 1024;

export interface EventPage {
  /** Each event with the byte offset of its line. */
  events: Array<{ offset: number; event: AgentEvent }>;
  /** Offset of the first line of this page (pass as `before` for the page above it). */
  start: number;
  /** Offset after the last line read (pass as `after` to follow the log). */
  end: number;
  /** The file's size when read. */
  size: number;
  /** Lines in this page that are not events of the schema. */
  invalid: number;
  /**
   * The file was rewritten under the reader (`after` is past its end or not at a line's start):
   * this page is its last lines instead, as a fresh reader would get.
   */
  reset: boolean;
}

export type PageRequest = { after: number; limit: number } | { before: number | null; limit: number };

function parse(line: string): AgentEvent | null {
  try {
    const r = AgentEventSchema.safeParse(JSON.parse(line));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

function readAt(fd: number, position: number, length: number): Buffer {
  const buf = Buffer.alloc(length);
  const n = fs.readSync(fd, buf, 0, length, position);
  return buf.subarray(0, n);
}

export function readEventPage(file: string, req: PageRequest): EventPage {
  if (!fs.existsSync(file)) return { events: [], start: 0, end: 0, size: 0, invalid: 0, reset: false };
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    if (!('after' in req)) return backward(fd, size, req.before ?? size, req.limit);
    const atLineStart = req.after === 0 || (req.after <= size && readAt(fd, req.after - 1, 1)[0] === 10);
    return atLineStart
      ? forward(fd, size, req.after, req.limit)
      : { ...backward(fd, size, size, req.limit), reset: true };
  } finally {
    fs.closeSync(fd);
  }
}

/** Complete lines from `after` on, at most `limit` events. */
function forward(fd: number, size: number, after: number, limit: number): EventPage {
  let lineStart = after;
  const page: EventPage = { events: [], start: lineStart, end: lineStart, size, invalid: 0, reset: false };
  let pending = Buffer.alloc(0); // bytes from lineStart on, read so far
  while (page.events.length < limit) {
    const nl = pending.indexOf(10);
    if (nl >= 0) {
      collect(page, page.events, pending.subarray(0, nl), lineStart);
      lineStart += nl + 1;
      pending = pending.subarray(nl + 1);
      page.end = lineStart;
    } else if (lineStart + pending.length >= size) {
      break; // the rest is a line still being written
    } else if (pending.length > MAX_LINE) {
      const next = findNewline(fd, lineStart + pending.length, size);
      if (next < 0) break;
      page.invalid++;
      lineStart = page.end = next + 1;
      pending = Buffer.alloc(0);
    } else {
      const at = lineStart + pending.length;
      pending = Buffer.concat([pending, readAt(fd, at, Math.min(CHUNK, size - at))]);
    }
  }
  return page;
}

/** The last `limit` complete lines that end at or before `before`, in file order. */
function backward(fd: number, size: number, before: number, limit: number): EventPage {
  const lastNl = findNewlineBackward(fd, Math.min(before, size));
  const end = lastNl + 1; // 0 when there is no complete line
  const page: EventPage = { events: [], start: end, end, size, invalid: 0, reset: false };
  const found: EventPage['events'] = [];
  // pending: bytes [pendingStart, page.start), the tail of the line that ends at page.start
  let pendingStart = end;
  let pending = Buffer.alloc(0);
  while (found.length < limit && page.start > 0) {
    const nl = pending.length >= 2 ? pending.lastIndexOf(10, pending.length - 2) : -1;
    if (nl >= 0 || (pendingStart === 0 && pending.length)) {
      const from = nl + 1;
      collect(page, found, pending.subarray(from, pending.length - 1), pendingStart + from);
      page.start = pendingStart + from;
      pending = pending.subarray(0, from);
    } else if (pending.length > MAX_LINE) {
      const prev = findNewlineBackward(fd, pendingStart);
      page.invalid++;
      page.start = pendingStart = prev + 1;
      pending = Buffer.alloc(0);
    } else {
      const from = Math.max(0, pendingStart - CHUNK);
      pending = Buffer.concat([readAt(fd, from, pendingStart - from), pending]);
      pendingStart = from;
    }
  }
  page.events = found.reverse();
  return page;
}

/** One line into `into` when it is an event (empty lines skipped, others counted as invalid). */
function collect(page: EventPage, into: EventPage['events'], line: Buffer, offset: number): void {
  if (!line.length) return;
  const event = parse(line.toString('utf8'));
  if (event) into.push({ offset, event });
  else page.invalid++;
}

function findNewline(fd: number, from: number, size: number): number {
  for (let pos = from; pos < size; pos += CHUNK) {
    const i = readAt(fd, pos, Math.min(CHUNK, size - pos)).indexOf(10);
    if (i >= 0) return pos + i;
  }
  return -1;
}

/** The offset of the last newline before `before`, -1 when none. */
function findNewlineBackward(fd: number, before: number): number {
  for (let pos = before; pos > 0;) {
    const from = Math.max(0, pos - CHUNK);
    const i = readAt(fd, from, pos - from).lastIndexOf(10);
    if (i >= 0) return from + i;
    pos = from;
  }
  return -1;
}
