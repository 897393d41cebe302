import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { z } from 'zod';
import { issuesText } from './issues';

// Plug-in discovery: every folder under the given roots that holds `fileName` is one entry.
// A later root overrides an earlier one with the same id, so a plug-in folder can replace a
// built-in. Each manifest is validated; a broken one is reported with its path, never skipped.

export interface Discovered<T> {
  id: string;
  dir: string;
  manifest: T;
}

export class ManifestError extends Error {}

export function discoverManifests<S extends z.ZodType<{ id: string }>>(
  roots: string[],
  fileName: string,
  schema: S,
): Map<string, Discovered<z.output<S>>> {
  const found = new Map<string, Discovered<z.output<S>>>();
  for (const root of roots) {
    if (!fs.existsSync(root)) continue;
    for (const entry of fs.readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const dir = path.join(root, entry.name);
      const file = path.join(dir, fileName);
      if (!fs.existsSync(file)) continue;
      const manifest = parseManifest(file, schema);
      if (manifest.id !== entry.name)
        throw new ManifestError(`${file}: id "${manifest.id}" must match its folder name "${entry.name}"`);
      found.set(manifest.id, { id: manifest.id, dir, manifest });
    }
  }
  return found;
}

export function parseManifest<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  let raw: unknown;
  try {
    raw = YAML.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ManifestError(`${file}: not valid YAML: ${(err as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ManifestError(`${file}: ${issuesText(parsed.error)}`);
  }
  return parsed.data;
}
