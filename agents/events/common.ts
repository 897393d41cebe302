import type { AgentEvent } from '../../common/events';

// Shared pieces of the stacks' stdout adapters. An adapter turns one stdout line (with the time
// the harness saw it) into zero or more typed events; it keeps state across lines (call ids,
// cumulative counters), and across restarts of the agent, since the whole stdout is one stream.

export interface EventAdapter {
  push(line: string, ts: string): AgentEvent[];
  /** Whatever a stream left half-done (buffered message deltas) when stdout ended. */
  end(ts: string): AgentEvent[];
}

/** Tool output kept in the event log (the raw stdout file keeps all of it). */
export const MAX_OUTPUT = 4000;

export function clip(text: unknown): string | undefined {
  if (text === undefined || text === null) return undefined;
  const s = typeof text === 'string' ? text : JSON.stringify(text);
  return s.length > MAX_OUTPUT ? `${s.slice(0, MAX_OUTPUT)}… [${s.length - MAX_OUTPUT} more chars]` : s;
}

export type Json = Record<string, any>;

/** The line as a JSON object, or null (CLIs may print a non-JSON line now and then). */
export function parseLine(line: string): Json | null {
  const t = line.trim();
  if (!t.startsWith('{')) return null;
  try {
    const v = JSON.parse(t);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
  } catch {
    return null;
  }
}

export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : 0);
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Exit code stated in a shell tool's text output ("Exit code 1", "Exit Code: 2"). */
export function exitCodeIn(text: string | undefined): number | null {
  const m = text?.match(/exit code:?\s*(-?\d+)/i);
  return m ? Number(m[1]) : null;
}
