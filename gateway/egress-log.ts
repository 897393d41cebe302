import fs from 'node:fs';
import { z } from 'zod';
import { parseJsonLines } from '../common/json-lines';

// Every connection the egress proxy was asked for, one JSON line each, in a file the caller
// names (the run's folder, which the agent never sees). An allowed connection is written when it
// closes (with its byte counts), a refused one when it is refused.

export const EGRESS_REASONS = [
  /** Let through: `rule` names the allowlist entry. */
  'allowed',
  /** No or wrong Proxy-Authorization (407). */
  'auth',
  /** Not a host:port the proxy can parse, or a request it does not forward (400). */
  'bad-request',
  /** No allowlist entry matches host:port (403). */
  'not-listed',
  /** Listed, but the name resolves to a loopback, link-local or private address (403). */
  'private-address',
  /** The run's concurrent connection limit is reached (429). */
  'too-many',
  /** The proxy was closed (the run is ending) (503). */
  'proxy-closed',
  /** Allowed, but the name did not resolve (502). */
  'resolve-failed',
  /** Allowed, but no connection to the target could be opened (502/504). */
  'connect-failed',
] as const;
export type EgressReason = (typeof EGRESS_REASONS)[number];

/** How a connection ended. */
export const EGRESS_ENDS = ['refused', 'client', 'target', 'idle-timeout', 'error', 'shutdown'] as const;
export type EgressEnd = (typeof EGRESS_ENDS)[number];

export const EgressLineSchema = z.object({
  /** When the request arrived (ISO 8601). */
  time: z.iso.datetime(),
  /** CONNECT for a tunnel; the HTTP method of a plain-HTTP proxy request. */
  method: z.string(),
  host: z.string(),
  port: z.number().int().min(0).max(65535),
  /** Plain HTTP only: the request's path and query (truncated). */
  path: z.string().optional(),
  allowed: z.boolean(),
  reason: z.enum(EGRESS_REASONS),
  /** Why, in words: the entry that matched, or what was refused and the allowlist. */
  detail: z.string(),
  /** The allowlist entry that matched, if any. */
  rule: z.string().nullable(),
  /** The address connected to (or refused because of). */
  address: z.string().nullable(),
  /** The status the proxy answered: 200 for an opened tunnel, the target's status for plain HTTP, 4xx/5xx when refused. */
  status: z.number().int(),
  /** Bytes from the agent to the target (tunnel payload; request body for plain HTTP). */
  bytes_up: z.number().int().nonnegative(),
  /** Bytes from the target to the agent (tunnel payload; response body for plain HTTP). */
  bytes_down: z.number().int().nonnegative(),
  duration_ms: z.number().int().nonnegative(),
  /** When the connection closed or was refused (ISO 8601). */
  closed: z.iso.datetime(),
  end: z.enum(EGRESS_ENDS),
});
export type EgressLine = z.infer<typeof EgressLineSchema>;

/** Lines past this many are counted (EgressLog.dropped), not written. */
export const MAX_EGRESS_LINES = 100_000;

export class EgressLog {
  private written = 0;
  /** Lines not written: past the cap, or the file could not be written. */
  dropped = 0;

  constructor(readonly file: string) {}

  write(line: EgressLine): void {
    if (this.written >= MAX_EGRESS_LINES) {
      this.dropped++;
      return;
    }
    try {
      fs.appendFileSync(this.file, JSON.stringify(line) + '\n');
      this.written++;
    } catch {
      // the run folder is gone (teardown raced a late connection): nothing to record into
      this.dropped++;
    }
  }
}

/** The lines of an egress log; `invalid` counts lines that are not JSON of that shape (a torn last line). */
export function readEgressLog(file: string): { lines: EgressLine[]; invalid: number } {
  if (!fs.existsSync(file)) return { lines: [], invalid: 0 };
  const { items, invalid } = parseJsonLines(fs.readFileSync(file, 'utf8'), EgressLineSchema);
  return { lines: items, invalid };
}
