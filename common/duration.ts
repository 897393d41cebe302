// Human durations ("12h", "1h30m", "90s", 3600) as whole seconds. Pure: safe in workflow code.
const UNIT_SECONDS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/g;

export function parseDurationSeconds(value: string | number): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0)
      throw new Error(`duration must be a non-negative number of seconds, got ${value}`);
    return value;
  }
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  let total = 0;
  let consumed = 0;
  for (const m of text.matchAll(PART)) {
    total += Number(m[1]) * UNIT_SECONDS[m[2]];
    consumed += m[0].length;
  }
  if (consumed === 0 || consumed !== text.replace(/\s+/g, '').length) {
    throw new Error(`invalid duration "${value}": use e.g. "12h", "1h30m", "90s" or a number of seconds`);
  }
  return total;
}

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? `${h}h${String(m).padStart(2, '0')}m` : m > 0 ? `${m}m${String(sec).padStart(2, '0')}s` : `${sec}s`;
}

/** Bytes as whole MiB, rounded down ("12 MiB"): how free space and sizes are reported. */
export const formatMiB = (bytes: number) => `${Math.floor(bytes / 1024 ** 2)} MiB`;

// "8g", "512m", "1.5GiB", 1073741824 → bytes.
export function parseBytes(value: string | number): number {
  if (typeof value === 'number') return value;
  const m = /^(\d+(?:\.\d+)?)\s*([kmgt]?)(i?b)?$/i.exec(value.trim());
  if (!m) throw new Error(`invalid size "${value}": use e.g. "8g", "512m" or a number of bytes`);
  const power = { '': 0, k: 1, m: 2, g: 3, t: 4 }[m[2].toLowerCase() as '' | 'k' | 'm' | 'g' | 't'];
  return Math.round(Number(m[1]) * 1024 ** power);
}
