import fs from 'node:fs';
import YAML from 'yaml';

// The flags by which `a2rl run` and `a2rl train` build a spec: --spec <file>, then --set key=value.

/** --spec <file>: a spec in JSON or YAML (empty without one). */
export function readSpecFile(file: string | undefined): Record<string, unknown> {
  return file ? (YAML.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
}

/** Commander's accumulator for a repeatable option (--set). */
export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** --set a.b=value: numbers and booleans as such, everything else a string. */
export function applySet(spec: Record<string, unknown>, assignment: string): void {
  const eq = assignment.indexOf('=');
  if (eq < 1) throw new Error(`--set expects key=value, got "${assignment}"`);
  const keys = assignment.slice(0, eq).split('.');
  const raw = assignment.slice(eq + 1);
  const value = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(raw)
    ? Number(raw)
    : raw === 'true'
      ? true
      : raw === 'false'
        ? false
        : raw;
  let node = spec;
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
}
