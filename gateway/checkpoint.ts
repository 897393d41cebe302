import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Mount, WorkspaceRef } from '../common/types';

// What a submitted model_path may name: a checkpoint directory in a writable part of the run's
// own workspace. Paths are resolved as the agent sees them (inside its container), following
// every symlink through the container's mounts, so a link to the base model, to the data or
// out of the workspace is caught whatever the link's target looks like on the host.

export class SubmitError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const MAX_LINKS = 40;

function mountFor(mounts: Mount[], agentPath: string): Mount | null {
  let best: Mount | null = null;
  for (const m of mounts) {
    if (agentPath === m.target || agentPath.startsWith(m.target === '/' ? '/' : `${m.target}/`)) {
      if (!best || m.target.length > best.target.length) best = m;
    }
  }
  return best;
}

function toHost(mount: Mount, agentPath: string): string {
  return path.join(mount.source, path.posix.relative(mount.target, agentPath));
}

const invalid = (msg: string) => new SubmitError(400, msg);

/** Resolves model_path (relative to the workspace root, or absolute in the agent's view). */
export function resolveModelPath(ws: WorkspaceRef, requested: string): { agentPath: string; hostPath: string } {
  if (requested.includes('\0')) throw invalid('model_path must not contain NUL bytes');
  if (/^[a-zA-Z]:[\\/]/.test(requested)) throw invalid('model_path must be a path inside the workspace');
  let pending = path.posix.isAbsolute(requested) ? requested : path.posix.join(ws.agentRoot, requested);
  let links = 0;
  for (;;) {
    // Walk component by component; restart whenever a symlink is met.
    const parts = path.posix.normalize(pending).split('/').filter(Boolean);
    let current = '/';
    let restarted = false;
    for (let i = 0; i < parts.length; i++) {
      const next = path.posix.join(current, parts[i]);
      const mount = mountFor(ws.mounts, next);
      if (!mount) {
        // Only ancestors of mount points ("/") lie outside every mount on the way in.
        if (ws.mounts.some((m) => m.target.startsWith(`${next}/`))) {
          current = next;
          continue;
        }
        throw invalid('model_path must be inside the workspace');
      }
      let st: fs.Stats;
      try {
        st = fs.lstatSync(toHost(mount, next));
      } catch {
        throw new SubmitError(400, `model_path does not exist: ${requested}`);
      }
      if (st.isSymbolicLink()) {
        if (++links > MAX_LINKS) throw invalid('model_path has too many levels of symbolic links');
        const target = fs.readlinkSync(toHost(mount, next));
        const rest = parts.slice(i + 1).join('/');
        const base = path.posix.isAbsolute(target) ? target : path.posix.join(path.posix.dirname(next), target);
        pending = rest ? path.posix.join(base, rest) : base;
        restarted = true;
        break;
      }
      current = next;
    }
    if (restarted) continue;
    const agentPath = current;
    const mount = mountFor(ws.mounts, agentPath);
    if (!mount || !(agentPath === ws.agentRoot || agentPath.startsWith(`${ws.agentRoot}/`))) {
      throw invalid('model_path must be inside the workspace');
    }
    if (mount.role === 'base-model') {
      throw invalid('model_path is the base model: train it and submit your own checkpoint (a copy of the base model only scores the baseline)');
    }
    if (mount.readOnly || mount.role !== 'workspace') throw invalid('model_path points into a read-only part of the workspace');
    if (agentPath === ws.agentRoot) throw invalid('model_path must name a checkpoint directory, not the workspace root');
    const hostPath = toHost(mount, agentPath);
    // Defence in depth: the host's own view must agree that the checkpoint lies in the workspace.
    const realRoot = fs.realpathSync(ws.workspaceDir);
    const real = fs.realpathSync(hostPath);
    if (real !== realRoot && !real.startsWith(`${realRoot}${path.sep}`)) throw invalid('model_path must be inside the workspace');
    return { agentPath, hostPath: real };
  }
}

const FULL_WEIGHTS = /^(model|pytorch_model)([-.].*)?\.(safetensors|bin)$|^model\.safetensors\.index\.json$|^pytorch_model\.bin\.index\.json$/;

export const LORA_MESSAGE =
  'model_path holds a LoRA adapter only (adapter_config.json without full model weights). ' +
  'Merge the adapter into the base model and submit the merged model, e.g.: ' +
  'model = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained(os.environ["MODEL_PATH"]), ADAPTER_DIR).merge_and_unload(); ' +
  'model.save_pretrained(OUT_DIR); AutoTokenizer.from_pretrained(os.environ["MODEL_PATH"]).save_pretrained(OUT_DIR)';

/** Rejects what can never be evaluated; anything else goes to the evaluator. */
export function checkCheckpoint(hostPath: string, baseModelDir: string): void {
  const st = fs.statSync(hostPath);
  if (!st.isDirectory()) throw invalid('model_path must be a checkpoint directory (config.json and weights)');
  const names = fs.readdirSync(hostPath);
  const hasFull = names.some((n) => FULL_WEIGHTS.test(n));
  if (!hasFull && names.includes('adapter_config.json')) throw invalid(LORA_MESSAGE);
  const realBase = fs.realpathSync(baseModelDir);
  if (hostPath === realBase || hostPath.startsWith(`${realBase}${path.sep}`)) throw invalid('model_path is the base model');
}

/**
 * sha256 over the checkpoint's regular files (relative path, size and content), so an unchanged
 * checkpoint has the same identity wherever it is. Streams, so the worker's event loop (and
 * its heartbeats) keep going while a large checkpoint is hashed.
 */
export async function digestCheckpoint(hostPath: string): Promise<string> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) files.push(p);
    }
  };
  walk(hostPath);
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    const size = fs.statSync(file).size;
    hash.update(`${path.relative(hostPath, file)}\0${size}\0`);
    await new Promise<void>((resolve, reject) => {
      fs.createReadStream(file)
        .on('data', (chunk) => hash.update(chunk))
        .on('end', resolve)
        .on('error', reject);
    });
  }
  return hash.digest('hex');
}

/** Digests keyed by the files' sizes and mtimes, so a re-submission does not hash again. */
export class DigestCache {
  private readonly entries = new Map<string, string>();

  constructor(private readonly max = 256) {}

  private signature(hostPath: string): string {
    const parts: string[] = [hostPath];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.isFile()) {
          const st = fs.statSync(p);
          parts.push(`${p}:${st.size}:${st.mtimeMs}:${st.ino}`);
        }
      }
    };
    walk(hostPath);
    return parts.sort().join('|');
  }

  async digest(hostPath: string): Promise<string> {
    const sig = this.signature(hostPath);
    const hit = this.entries.get(sig);
    if (hit) return hit;
    const d = await digestCheckpoint(hostPath);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sig, d);
    return d;
  }
}
