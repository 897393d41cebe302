import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { WorkspaceRef } from '../common/types';
import { WRITABLE_DIRS } from './layout';
import { runPaths } from '../common/run-paths';

// What the harness saw of an agent pushing at its walls, written when the agent is done
// (<runDir>/observations.json) for the report's diagnosis: packets the run's firewall dropped,
// forks refused at the process limit, a full disk, files named like the harness's own records.

export const ObservationsSchema = z.object({
  firewall_drops: z.number().int().nullable(),
  pids_limit_hits: z.number().int().nullable(),
  /** The agent's disk quota was used up when it ended. */
  disk_full: z.boolean(),
  /** Files in the writable folders named like the harness's own records (which it never reads from there). */
  forged_files: z.array(z.string()),
});
export type Observations = z.infer<typeof ObservationsSchema>;

const HARNESS_NAMES = new Set([
  'run_meta.json',
  'scores.json',
  'report.json',
  'state.json',
  'grading.jsonl',
  'observations.json',
  'events.jsonl',
  'results.csv',
  'token',
]);
const MAX_ENTRIES = 20_000;

function forgedFiles(root: string): string[] {
  const found: string[] = [];
  let seen = 0;
  const walk = (dir: string, rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (++seen > MAX_ENTRIES) return;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      else if (HARNESS_NAMES.has(e.name)) found.push(r);
    }
  };
  for (const d of WRITABLE_DIRS) walk(path.join(root, d), d);
  return found.slice(0, 50);
}

function diskFull(root: string): boolean {
  try {
    const st = fs.statfsSync(root);
    return st.bavail * st.bsize < Math.max(1024 ** 2, st.blocks * st.bsize * 0.005);
  } catch {
    return false;
  }
}

/** Writes the run's observations: what its backend counted (`observed`), and what its workspace's files show. */
export function recordObservations(
  ws: WorkspaceRef,
  observed: Pick<Observations, 'firewall_drops' | 'pids_limit_hits'>,
): Observations {
  const seen: Observations = {
    ...observed,
    disk_full: ws.backend === 'docker' && diskFull(ws.workspaceDir),
    forged_files: forgedFiles(ws.workspaceDir),
  };
  fs.writeFileSync(runPaths(ws.runDir).observations, JSON.stringify(seen, null, 2) + '\n');
  return seen;
}

export function readObservations(runDir: string): Observations | null {
  try {
    return ObservationsSchema.parse(JSON.parse(fs.readFileSync(runPaths(runDir).observations, 'utf8')));
  } catch {
    return null;
  }
}
