import type { z } from 'zod';

/** Parses JSON lines against a schema; blank lines are skipped, lines that do not fit are counted (a torn last line, say), not fatal. */
export function parseJsonLines<T>(text: string, schema: z.ZodType<T>): { items: T[]; invalid: number } {
  const items: T[] = [];
  let invalid = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const r = schema.safeParse(JSON.parse(line));
      if (r.success) items.push(r.data);
      else invalid++;
    } catch {
      invalid++;
    }
  }
  return { items, invalid };
}
