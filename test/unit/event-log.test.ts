import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readEventPage, type EventPage } from '../../ui/event-log';

// The dashboard's pages of an event log, by byte offset: forward from an offset, backward from
// the end, never a partial line, and a fresh start when the file was rewritten under the reader.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-events-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const message = (i: number, pad = 0) =>
  JSON.stringify({
    type: 'message',
    ts: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    role: 'assistant',
    text: `step ${i}${'x'.repeat(pad)}`,
  });
const texts = (p: EventPage) =>
  p.events.map((e) => (e.event.type === 'message' ? e.event.text.replace(/x+$/, '') : e.event.type));

function write(name: string, lines: string[], tail = ''): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, lines.map((l) => `${l}\n`).join('') + tail);
  return file;
}

test('the last page, then earlier pages back to the start, in file order', () => {
  // lines of uneven length, some longer than a read chunk (256 KiB)
  const file = write(
    'many.jsonl',
    Array.from({ length: 1000 }, (_, i) => message(i, i % 97 === 0 ? 300_000 : i % 13)),
  );
  const last = readEventPage(file, { before: null, limit: 100 });
  expect(texts(last)).toEqual(Array.from({ length: 100 }, (_, i) => `step ${900 + i}`));
  expect(last.end).toBe(fs.statSync(file).size);
  const seen = [...texts(last)];
  let before = last.start;
  while (before > 0) {
    const page = readEventPage(file, { before, limit: 100 });
    expect(page.end).toBe(before);
    seen.unshift(...texts(page));
    before = page.start;
  }
  expect(seen).toEqual(Array.from({ length: 1000 }, (_, i) => `step ${i}`));
});

test('forward from an offset: whole lines only, the one being written waits', () => {
  const lines = [0, 1, 2, 3].map((i) => message(i));
  const file = write('growing.jsonl', lines, message(4).slice(0, 20));
  const all = readEventPage(file, { after: 0, limit: 10 });
  expect(texts(all)).toEqual(['step 0', 'step 1', 'step 2', 'step 3']);
  expect(all.end).toBe(lines.join('\n').length + 1);
  const two = readEventPage(file, { after: 0, limit: 2 });
  expect(texts(two)).toEqual(['step 0', 'step 1']);
  expect(texts(readEventPage(file, { after: two.end, limit: 10 }))).toEqual(['step 2', 'step 3']);
  fs.appendFileSync(file, message(4).slice(20) + '\n');
  const next = readEventPage(file, { after: all.end, limit: 10 });
  expect(texts(next)).toEqual(['step 4']);
  expect(next.reset).toBe(false);
});

test('lines that are not events, or too long to read (> 4 MiB), are counted and skipped', () => {
  const file = write('mixed.jsonl', [
    message(0),
    'not json',
    message(1, 5 * 1024 * 1024),
    JSON.stringify({ type: 'nope' }),
    message(2),
  ]);
  for (const page of [readEventPage(file, { after: 0, limit: 10 }), readEventPage(file, { before: null, limit: 10 })]) {
    expect(texts(page)).toEqual(['step 0', 'step 2']);
    expect(page.invalid).toBe(3);
  }
});

test('an offset that is no longer a line start (the log was rewritten) gives the end again, flagged', () => {
  const file = write(
    'rewritten.jsonl',
    [0, 1, 2].map((i) => message(i)),
  );
  const first = readEventPage(file, { after: 0, limit: 10 });
  write('rewritten.jsonl', [message(0, 5), message(1), message(2), message(3)]);
  const page = readEventPage(file, { after: first.end, limit: 2 });
  expect(page.reset).toBe(true);
  expect(texts(page)).toEqual(['step 2', 'step 3']);
  const past = readEventPage(file, { after: 10 ** 9, limit: 10 });
  expect(past.reset).toBe(true);
});

test('a missing log is an empty page', () => {
  expect(readEventPage(path.join(dir, 'none.jsonl'), { before: null, limit: 10 })).toMatchObject({
    events: [],
    size: 0,
  });
});
