import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ReproManifestSchema, type ReproManifest } from '../common/repro-manifest';
import { bestRoute, type Report } from '../common/report-schema';
import type { SweepRunResult } from '../common/types';

// A finished sweep's files (<dataDir>/sweeps/<id>) and what a sweep's runs recorded.

/** Where a sweep's report is written: <dataDir>/sweeps/<id>. */
export const sweepDir = (dataDir: string, sweepId: string) => path.join(dataDir, 'sweeps', sweepId);

/** A finished sweep's runs, from its sweep.json; null when it has written none here. */
export function readSweepRuns(dataDir: string, sweepId: string): SweepRunResult[] | null {
  const file = path.join(sweepDir(dataDir, sweepId), 'sweep.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { runs: SweepRunResult[] }).runs : null;
}

/** A run's report.json, where it was written. */
function readReport(file: string | null): Report | null {
  if (!file || !fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
  } catch {
    return null;
  }
}

// A run's route and manifest come with its outcome, since its report is on its host; runs
// recorded before outcomes carried them are read from their report, where it can be seen.

/** The route of a run's best submission ("none" without one). */
export function runRoute(r: SweepRunResult): string {
  if (r.bestRoute !== undefined) return r.bestRoute;
  const report = readReport(r.report);
  return report ? bestRoute(report) : 'none';
}

/** The manifests of the runs that have one (runs resolved before manifests have none). */
export function runManifests(
  results: Array<{ runId: string; report: string | null; manifest?: unknown }>,
): Array<{ runId: string; manifest: ReproManifest }> {
  return results.flatMap((r) => {
    const m = ReproManifestSchema.safeParse(r.manifest ?? readReport(r.report)?.manifest);
    return m.success ? [{ runId: r.runId, manifest: m.data }] : [];
  });
}

/** The schedule's latest earlier sweep with a report, and its runs' manifests. */
export function previousSweep(
  dataDir: string,
  scheduleId: string,
  sweepId: string,
): { sweepId: string; manifests: ReproManifest[] } | null {
  const root = path.join(dataDir, 'sweeps');
  if (!fs.existsSync(root)) return null;
  const Doc = z.object({
    sweep_id: z.string(),
    schedule_id: z.string().nullable(),
    generated_at: z.string(),
    runs: z.array(z.object({ runId: z.string(), report: z.string().nullable(), manifest: z.unknown().optional() })),
  });
  const earlier = fs.readdirSync(root).flatMap((name) => {
    try {
      const doc = Doc.parse(JSON.parse(fs.readFileSync(path.join(root, name, 'sweep.json'), 'utf8')));
      return doc.schedule_id === scheduleId && doc.sweep_id !== sweepId ? [doc] : [];
    } catch {
      return [];
    }
  });
  const last = earlier.sort((a, b) => a.generated_at.localeCompare(b.generated_at)).at(-1);
  return last ? { sweepId: last.sweep_id, manifests: runManifests(last.runs).map((m) => m.manifest) } : null;
}
