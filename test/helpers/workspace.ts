import { mountForInspection, unmount } from '../../workspace/images';
import { runPaths } from '../../common/run-paths';

/** Runs `fn` with a run's workspace files in place: a finished run's disk image is mounted read-only meanwhile. */
export async function withWorkspace<T>(runDir: string, fn: (dir: string) => T | Promise<T>): Promise<T> {
  const hp = runPaths(runDir);
  const mounted = await mountForInspection(hp.workspaceImage, hp.workspace);
  try {
    return await fn(hp.workspace);
  } finally {
    if (mounted) await unmount(hp.workspace);
  }
}
