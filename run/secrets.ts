import fs from 'node:fs';
import path from 'node:path';

// Some CLIs copy their environment into their own state (Codex's shell snapshots declare every
// variable, API keys included). Once the agent is done, the workspace the run keeps is scrubbed:
// each secret value is overwritten in place by as many '*' (same length, so binary files such as
// SQLite databases stay readable). Symlinks are not followed; huge files (checkpoints) are skipped.

const MAX_FILE = 64 * 1024 ** 2;

export function scrubSecrets(
  dir: string,
  secrets: string[],
  onError: (file: string, err: Error) => void = () => undefined,
): string[] {
  const needles = secrets.filter((s) => s.length >= 8).map((s) => Buffer.from(s));
  const changed: string[] = [];
  if (!needles.length || !fs.existsSync(dir)) return changed;
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile()) {
        try {
          if (fs.statSync(p).size > MAX_FILE) continue;
          const buf = fs.readFileSync(p);
          let hit = false;
          for (const n of needles) {
            for (let i = buf.indexOf(n); i >= 0; i = buf.indexOf(n, i + n.length)) {
              buf.fill(0x2a, i, i + n.length);
              hit = true;
            }
          }
          if (hit) {
            fs.writeFileSync(p, buf);
            changed.push(p);
          }
        } catch (err) {
          onError(p, err as Error);
        }
      }
    }
  };
  walk(dir);
  return changed;
}
