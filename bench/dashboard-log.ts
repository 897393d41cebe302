// How the dashboard reads long event logs (results in bench/RESULTS.md): a run's page opens at the
// log's end and scrolls back a page at a time, and a live page follows new lines; each reads only
// the bytes of its page (ui/event-log.ts). Writes logs of 100k events and of about 500 MB (tool
// calls and results with some output, as agents' logs are) to a temporary folder and times, on
// each: the last page of 200 events, 50 pages back from it, a follow from the end, and a page in
// the middle; with the server process's peak memory.
//
//   node dist/bench/dashboard-log.js [--big-mb 500]
//
// The browser's side (the page of a 100k-event log shown, from navigation to the last event
// rendered) is measured by test/integration/dashboard.test.ts, which prints it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEventPage } from '../ui/event-log';

function writeLog(file: string, events: number | null, targetBytes: number | null): { events: number; bytes: number } {
  const fd = fs.openSync(file, 'w');
  const t0 = Date.UTC(2026, 0, 1);
  let bytes = 0;
  let i = 0;
  const batch: string[] = [];
  const flush = () => {
    const text = batch.join('');
    fs.writeSync(fd, text);
    bytes += Buffer.byteLength(text);
    batch.length = 0;
  };
  while ((events !== null && i < events) || (targetBytes !== null && bytes < targetBytes)) {
    const ts = new Date(t0 + i * 1000).toISOString();
    const e =
      i % 2
        ? {
            type: 'tool_result',
            ts,
            id: `c${i - 1}`,
            is_error: false,
            exit_code: 0,
            output: `output of step ${i} `.repeat(1 + (i % 40)),
          }
        : { type: 'tool_call', ts, tool: 'Bash', id: `c${i}`, command: `python train.py --step ${i}` };
    batch.push(`${JSON.stringify(e)}\n`);
    i++;
    if (batch.length >= 10_000) flush();
  }
  flush();
  fs.closeSync(fd);
  return { events: i, bytes };
}

function time<T>(fn: () => T): { ms: number; value: T } {
  const t = process.hrtime.bigint();
  const value = fn();
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, value };
}

function measure(label: string, file: string, info: { events: number; bytes: number }): string {
  const last = time(() => readEventPage(file, { before: null, limit: 200 }));
  let before = last.value.start;
  const back = time(() => {
    for (let i = 0; i < 50 && before > 0; i++) before = readEventPage(file, { before, limit: 200 }).start;
  });
  const follow = time(() => readEventPage(file, { after: last.value.end, limit: 500 }));
  const middle = time(() => readEventPage(file, { before: Math.floor(info.bytes / 2), limit: 200 }));
  if (last.value.events.length !== 200 || follow.value.events.length !== 0)
    throw new Error(`${label}: unexpected pages`);
  return `| ${label} | ${info.events.toLocaleString('en')} | ${(info.bytes / 1e6).toFixed(0)} MB | ${last.ms.toFixed(1)} ms | ${(back.ms / 50).toFixed(1)} ms | ${follow.ms.toFixed(2)} ms | ${middle.ms.toFixed(1)} ms |`;
}

function main() {
  const { values } = parseArgs({ options: { 'big-mb': { type: 'string', default: '500' } } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-bench-log-'));
  try {
    const small = path.join(dir, 'events-100k.jsonl');
    const big = path.join(dir, 'events-big.jsonl');
    const rows = [
      measure('100k events', small, writeLog(small, 100_000, null)),
      measure(`~${values['big-mb']} MB`, big, writeLog(big, null, Number(values['big-mb']) * 1e6)),
    ];
    console.log(
      '| log | events | size | last page (200) | each page back (50 pages) | follow from the end | a page mid-log |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(r);
    console.log(
      `\npeak RSS of this process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (the logs are never read whole)`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main();
