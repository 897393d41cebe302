import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { mountsUnder } from '../../workspace/images';

/**
 * Removes a test's folder (checkpoints and workspaces take gigabytes; CI's disk is finite), after
 * unmounting any workspace image still mounted in it. A2RL_KEEP_TEST_DIRS=1 keeps them for debugging.
 */
export function removeTestDir(dir: string): void {
  if (process.env.A2RL_KEEP_TEST_DIRS === '1') return;
  for (const m of mountsUnder(dir)) execFileSync('umount', ['-l', m]);
  fs.rmSync(dir, { recursive: true, force: true });
}
