import fs from 'node:fs';

/**
 * Removes a test's folder (checkpoints and workspaces take gigabytes; CI's disk is finite).
 * A2RL_KEEP_TEST_DIRS=1 keeps them for debugging.
 */
export function removeTestDir(dir: string): void {
  if (process.env.A2RL_KEEP_TEST_DIRS === '1') return;
  fs.rmSync(dir, { recursive: true, force: true });
}
