import fs from 'node:fs';
import path from 'node:path';

// What the agent learns from a failed evaluation: one line the harness vouches for, never the
// contents of a file. An evaluator's own error line passes only when it quotes nothing of the
// held-out data; the full trace stays in the run's logs for the operator.

const MAX_CHARS = 300;
/** A run of this many characters shared with the held-out files counts as quoting them. */
const WINDOW = 16;
const MAX_HELDOUT_BYTES = 64 * 1024 * 1024;

export const WITHHELD =
  'the evaluator reported an error that quotes held-out data; it is withheld (the operator finds it in the run’s evaluation log)';

const heldoutCache = new Map<string, string>();

/** The held-out files' text, whitespace collapsed (bounded; cached per folder). */
function heldoutText(dir: string): string {
  const hit = heldoutCache.get(dir);
  if (hit !== undefined) return hit;
  const parts: string[] = [];
  let size = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && size < MAX_HELDOUT_BYTES) {
        const text = fs.readFileSync(p, 'utf8');
        size += text.length;
        parts.push(collapse(text));
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  const text = parts.join('\n');
  if (heldoutCache.size > 32) heldoutCache.clear();
  heldoutCache.set(dir, text);
  return text;
}

const collapse = (s: string) => s.replace(/\s+/g, ' ');

/** Whether `line` shares a run of WINDOW characters with the held-out files. */
export function quotesHeldout(line: string, heldoutDir: string): boolean {
  const text = heldoutText(heldoutDir);
  const probe = collapse(line);
  for (let i = 0; i + WINDOW <= probe.length; i++) {
    const w = probe.slice(i, i + WINDOW);
    if (w.trim().length >= WINDOW - 2 && text.includes(w)) return true;
  }
  return false;
}

/** The evaluator's error, as the agent may see it: its first line, short, and quoting no held-out data. */
export function agentFacingError(message: string, heldoutDir: string): string {
  const first =
    message
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? 'the evaluation failed';
  const line = first.length > MAX_CHARS ? `${first.slice(0, MAX_CHARS - 1)}…` : first;
  return quotesHeldout(line, heldoutDir) ? WITHHELD : line;
}

const MAX_SUMMARY_STRING = 200;

/**
 * An evaluator's summary as the agent may see it: numbers, booleans and short strings (nested
 * up to three levels, arrays of up to 100 items); any string that quotes held-out data is withheld.
 */
export function agentFacingSummary(summary: Record<string, unknown>, heldoutDir: string): Record<string, unknown> {
  const clean = (v: unknown, depth: number): unknown => {
    if (v === null || typeof v === 'number' || typeof v === 'boolean') return v;
    if (typeof v === 'string')
      return v.length <= MAX_SUMMARY_STRING && !quotesHeldout(v, heldoutDir) ? v : '(withheld)';
    if (depth >= 3) return '(withheld)';
    if (Array.isArray(v)) return v.slice(0, 100).map((x) => clean(x, depth + 1));
    if (typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .slice(0, 100)
          .map(([k, x]) => [k.slice(0, 100), clean(x, depth + 1)]),
      );
    return '(withheld)';
  };
  return clean(summary, 0) as Record<string, unknown>;
}
