import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Mount, WorkspaceRef } from '../common/types';

// Where a submitted path may point: resolved as the agent sees it (inside its container),
// following every symlink through the container's mounts, so a link to the base model, to the
// data or out of the workspace is caught whatever the link's target looks like on the host.

/** Why a submission was refused: a fixed vocabulary, recorded for the run's diagnosis. */
export const REFUSALS = [
  'bad-request',
  'outside-workspace',
  'read-only-path',
  'base-model',
  'link-escape',
  'special-file',
  'too-many-files',
  'too-large',
  'changed-during-capture',
  'not-a-checkpoint',
  'lora-only',
  'custom-code',
  'submissions-closed',
  'rate-limited',
  'host-disk-full',
  'run-snapshot-limit',
] as const;
export type Refusal = (typeof REFUSALS)[number];

export class SubmitError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly reason: Refusal = 'bad-request',
  ) {
    super(message);
  }
}

export const refuse = (reason: Refusal, message: string, status = 400) => new SubmitError(status, message, {}, reason);

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

export function isInside(child: string, root: string): boolean {
  return child === root || child.startsWith(root.endsWith(path.sep) ? root : `${root}${path.sep}`);
}

export interface Resolved {
  /** Every symlink followed, in the agent's view. */
  agentPath: string;
  hostPath: string;
  mount: Mount;
}

/**
 * Resolves a path as the agent sees it (relative to the workspace root, or absolute), component
 * by component, restarting at each symlink. `what` names the path in error messages.
 */
export async function resolveAgentPath(ws: WorkspaceRef, requested: string, what = 'model_path'): Promise<Resolved> {
  const outside = () => refuse('outside-workspace', `${what} must be inside the workspace`);
  if (requested.includes('\0')) throw refuse('bad-request', `${what} must not contain NUL bytes`);
  if (/^[a-zA-Z]:[\\/]/.test(requested)) throw outside();
  let pending = path.posix.isAbsolute(requested) ? requested : path.posix.join(ws.agentRoot, requested);
  let links = 0;
  for (;;) {
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
        throw outside();
      }
      const host = toHost(mount, next);
      const st = await fsp.lstat(host).catch(() => null);
      if (!st) throw refuse('bad-request', `${what} does not exist: ${requested}`);
      if (st.isSymbolicLink()) {
        if (++links > MAX_LINKS) throw refuse('bad-request', `${what} has too many levels of symbolic links`);
        const target = await fsp.readlink(host);
        const rest = parts.slice(i + 1).join('/');
        const base = path.posix.isAbsolute(target) ? target : path.posix.join(path.posix.dirname(next), target);
        pending = rest ? path.posix.join(base, rest) : base;
        restarted = true;
        break;
      }
      current = next;
    }
    if (restarted) continue;
    const mount = mountFor(ws.mounts, current);
    if (!mount || !(current === ws.agentRoot || current.startsWith(`${ws.agentRoot}/`))) throw outside();
    return { agentPath: current, hostPath: toHost(mount, current), mount };
  }
}

/** Whether a resolved path lies in the writable part of the workspace. */
export const isWritable = (r: Resolved) => r.mount.role === 'workspace' && !r.mount.readOnly;

/** Resolves model_path: a checkpoint directory in a writable part of the run's own workspace. */
export async function resolveModelPath(ws: WorkspaceRef, requested: string): Promise<Resolved> {
  const r = await resolveAgentPath(ws, requested);
  if (r.mount.role === 'base-model') {
    throw refuse(
      'base-model',
      'model_path is the base model: train it and submit your own checkpoint (a copy of the base model only scores the baseline)',
    );
  }
  if (!isWritable(r)) throw refuse('read-only-path', 'model_path points into a read-only part of the workspace');
  if (r.agentPath === ws.agentRoot)
    throw refuse('bad-request', 'model_path must name a checkpoint directory, not the workspace root');
  // Defence in depth: the host's own view must agree that the checkpoint lies in the workspace.
  const real = await fsp.realpath(r.hostPath);
  if (!isInside(real, await fsp.realpath(ws.workspaceDir)))
    throw refuse('outside-workspace', 'model_path must be inside the workspace');
  return { ...r, hostPath: real };
}

const FULL_WEIGHTS =
  /^(model|pytorch_model)([-.].*)?\.(safetensors|bin)$|^model\.safetensors\.index\.json$|^pytorch_model\.bin\.index\.json$/;

export const LORA_MESSAGE =
  'model_path holds a LoRA adapter only (adapter_config.json without full model weights). ' +
  'Merge the adapter into the base model and submit the merged model, e.g.: ' +
  'model = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained(os.environ["MODEL_PATH"]), ADAPTER_DIR).merge_and_unload(); ' +
  'model.save_pretrained(OUT_DIR); AutoTokenizer.from_pretrained(os.environ["MODEL_PATH"]).save_pretrained(OUT_DIR)';

/** Files whose `auto_map` asks transformers to run the checkpoint's own code. */
const CODE_MAPS = [
  'config.json',
  'tokenizer_config.json',
  'processor_config.json',
  'preprocessor_config.json',
  'generation_config.json',
];

/**
 * Rejects, on the captured snapshot (which the agent can no longer change), what can never be
 * evaluated: not a directory, a LoRA adapter alone, a checkpoint that asks for its own code.
 */
export async function checkCheckpoint(snapshotDir: string): Promise<void> {
  const st = await fsp.stat(snapshotDir);
  if (!st.isDirectory())
    throw refuse('not-a-checkpoint', 'model_path must be a checkpoint directory (config.json and weights)');
  const names = await fsp.readdir(snapshotDir);
  const hasFull = names.some((n) => FULL_WEIGHTS.test(n));
  if (!hasFull && names.includes('adapter_config.json')) throw refuse('lora-only', LORA_MESSAGE);
  for (const name of CODE_MAPS.filter((n) => names.includes(n))) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await fsp.readFile(path.join(snapshotDir, name), 'utf8'));
    } catch {
      continue; // the evaluator reports a broken file as a load error
    }
    if (parsed && typeof parsed === 'object' && ('auto_map' in parsed || 'custom_pipelines' in parsed)) {
      throw refuse(
        'custom-code',
        `${name} names the checkpoint's own code (auto_map): the harness never runs code from a checkpoint. ` +
          'Save a model of an architecture that transformers ships (model.save_pretrained of a standard class) and submit that.',
      );
    }
  }
}
