import crypto from 'node:crypto';

// How the run's endpoint reads the credentials an agent presents (grading token, LLM key).

/** A header's value; the first, when a client sent it more than once. */
export function headerValue(v: string | string[] | undefined): string | null {
  return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearer(header: string | string[] | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(headerValue(header) ?? '')?.[1] ?? null;
}

/** Compares a presented credential with the run's in constant time. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
