import type { SubmitRequest, WorkspaceRef } from '../common/types';
import { checkCheckpoint, resolveModelPath } from './checkpoint';
import { bytesFromBase } from './base-copy';
import type { SnapshotStore, CaptureLimits } from './snapshot';
import { runPaths } from '../common/run-paths';

// The one way a checkpoint enters the harness, for an agent's POST /submit and a reference
// pipeline's submission alike: resolve the path as the agent sees it, capture the checkpoint
// into a harness-owned snapshot, check the snapshot, and note whether it is the base model.

export interface AcceptOptions {
  baseModelDir: string;
  limits: CaptureLimits;
  store: SnapshotStore;
  /** Bytes the run's snapshots may hold together (null: no limit of the run's own). */
  runLimit?: number | null;
}

export type AcceptedCheckpoint = Omit<SubmitRequest, 'gpu' | 'code_revision'>;

/**
 * The digest of an earlier submission for which `answered` holds, when the checkpoint is that
 * submission's files, unchanged: found from their listing alone (no copy, no hash), also after
 * its snapshot was released. Null otherwise: the checkpoint is then accepted as any other.
 */
export async function scoredBefore(
  ws: WorkspaceRef,
  submittedPath: string,
  opts: AcceptOptions,
  answered: (digest: string) => boolean,
): Promise<string | null> {
  const digest = await opts.store.knownDigest(
    ws,
    await resolveModelPath(ws, submittedPath),
    runPaths(ws.runDir).snapshots,
    opts.limits,
  );
  return digest !== null && answered(digest) ? digest : null;
}

export async function acceptCheckpoint(
  ws: WorkspaceRef,
  submittedPath: string,
  opts: AcceptOptions,
): Promise<AcceptedCheckpoint> {
  const resolved = await resolveModelPath(ws, submittedPath);
  const snapshot = await opts.store.capture(
    ws,
    resolved,
    runPaths(ws.runDir).snapshots,
    opts.limits,
    opts.runLimit ?? null,
  );
  await checkCheckpoint(snapshot.dir);
  const differing = await bytesFromBase(snapshot.dir, opts.baseModelDir);
  return {
    model_path: submittedPath,
    resolved_path: resolved.agentPath,
    host_path: snapshot.dir,
    digest: snapshot.digest,
    base_copy: differing === null ? null : { differing_bytes: differing },
  };
}
