import fs from 'node:fs';
import type { Refusal } from './checkpoint';
import { runPaths } from '../common/run-paths';

// What the grading endpoint refused, one JSON line per request, in the run's folder (which the
// agent never sees): the report's diagnosis names every kind of attempt from it. A flood is
// recorded up to a cap, then counted.

const MAX_LINES = 10_000;

export interface RefusalLine {
  ts: string;
  reason: Refusal | 'bad-token';
  status: number;
  message: string;
  /** Refusals not written before this line, past the cap. */
  suppressed?: number;
}

export class GradingLog {
  private written = 0;
  private suppressed = 0;

  constructor(private readonly runDir: string) {}

  refused(reason: RefusalLine['reason'], status: number, message: string): void {
    if (this.written >= MAX_LINES) {
      this.suppressed++;
      return;
    }
    const line: RefusalLine = { ts: new Date().toISOString(), reason, status, message: message.slice(0, 500) };
    if (this.suppressed) line.suppressed = this.suppressed;
    this.suppressed = 0;
    this.written++;
    try {
      fs.appendFileSync(runPaths(this.runDir).grading, JSON.stringify(line) + '\n');
    } catch {
      /* the run folder is gone (teardown raced a late request): nothing to record into */
    }
  }
}

/** A run's refusals, counted by reason. */
export function readRefusals(runDir: string): Map<RefusalLine['reason'], number> {
  const counts = new Map<RefusalLine['reason'], number>();
  const file = runPaths(runDir).grading;
  if (!fs.existsSync(file)) return counts;
  for (const text of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!text.trim()) continue;
    try {
      const line = JSON.parse(text) as RefusalLine;
      counts.set(line.reason, (counts.get(line.reason) ?? 0) + 1 + (line.suppressed ?? 0));
    } catch {
      /* a torn last line */
    }
  }
  return counts;
}
