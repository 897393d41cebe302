import type { Client } from '@temporalio/client';
import { evaluationDir } from '../evaluation/parts';
import { leaderboard, runMeasure, runScore } from '../report/leaderboard';
import { runManifests } from '../sweep/runs';
import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../common/random';
import { ReportSchema } from '../common/report-schema';
import { pythonStats } from '../common/stats';
import { sweepStatusQuery } from '../common/messages';
import { manifestDrift, manifestRows, runManifest, type Drift } from '../common/repro-manifest';
import type { RunStatus, SweepRunResult, SweepStatus } from '../common/types';
import { runVerdict } from '../common/verdict';
import { runStatus } from '../client/runs';

// The dashboard's comparisons: runs side by side with their manifests, and sweeps' paired
// per-task deltas with bootstrap confidence intervals, manifest drift flagged in both.

/** Runs side by side: their facts and manifests, the manifest fields in which they differ flagged. */
export async function compareRuns(client: Client, runIds: string[]) {
  const statuses: RunStatus[] = await Promise.all(runIds.map((id) => runStatus(client, id)));
  const manifests = statuses.map((s) => runManifest(s));
  return {
    runs: statuses.map((s, i) => ({
      runId: s.runId,
      task: s.spec.task,
      agent: s.spec.agent,
      driver: s.spec.driver ?? null,
      seed: s.spec.seed,
      phase: s.phase,
      baseline: s.baseline?.score ?? null,
      best: s.best?.score ?? null,
      improvement: s.best?.improvement ?? null,
      submissions: s.submissions.length,
      verdict: s.phase === 'done' || s.phase === 'failed' ? runVerdict(s).verdict : null,
      costUsd: s.llm?.cost_usd ?? null,
      manifest: manifests[i] ? manifestRows(manifests[i]) : null,
    })),
    // Compared runs should agree on everything their scores depend on (a task's evaluator among runs of that task, …).
    drift: manifestDrift(
      statuses.flatMap((s, i) => (manifests[i] ? [{ runId: s.runId, manifest: manifests[i] }] : [])),
    ),
  };
}

/** Percentile bootstrap interval of the mean of `xs` (resampling with replacement). */
export function bootstrapCi(
  xs: number[],
  opts: { resamples?: number; level?: number; seed?: number } = {},
): [number, number] | null {
  if (xs.length < 2) return null;
  const { resamples = 10_000, level = 0.95, seed = 0 } = opts;
  const next = seededRandom(seed); // the same interval on every load of a page
  const means = new Float64Array(resamples);
  for (let i = 0; i < resamples; i++) {
    let sum = 0;
    for (let j = 0; j < xs.length; j++) sum += xs[Math.floor(next() * xs.length)];
    means[i] = sum / xs.length;
  }
  means.sort();
  const at = (q: number) => means[Math.min(resamples - 1, Math.max(0, Math.floor(q * resamples)))];
  return [at((1 - level) / 2), at(1 - (1 - level) / 2)];
}

export interface PairedDelta {
  task: string;
  /** Cells of the task present and scored in both sweeps. */
  pairs: number;
  meanA: number;
  meanB: number;
  /** Mean of B − A over the pairs, and its 95% bootstrap interval (null below two pairs). */
  delta: number;
  ci: [number, number] | null;
  /** How `ci` was drawn: over the pairs' deltas alone, or over pairs and items (pairedIntervals). */
  method: 'bootstrap over seeds' | 'paired two-level bootstrap';
  /** The runs paired, A then B. */
  runs: Array<[SweepRunResult, SweepRunResult]>;
}

/** What a run scored for the comparison (runMeasure: its sealed score, else its best or baseline); null when it measured nothing. */
const measured = (r: SweepRunResult) => runMeasure(r)?.score ?? null;

/**
 * Per task, sweep B against sweep A over the runs they share: runs pair by task and seed when
 * each sweep has one run per task and seed (two agents, or one agent on two nights); otherwise
 * by the whole cell (task, agent, driver, seed). Runs the harness failed pair with nothing.
 */
export function pairedDeltas(a: SweepRunResult[], b: SweepRunResult[]): PairedDelta[] {
  const byTaskSeed = (rs: SweepRunResult[]) => new Set(rs.map((r) => `${r.task}\u0000${r.seed}`)).size === rs.length;
  const key =
    byTaskSeed(a) && byTaskSeed(b) ? (r: SweepRunResult) => `${r.task}\u0000${r.seed}` : (r: SweepRunResult) => r.key;
  const inB = new Map(b.map((r) => [key(r), r]));
  const byTask = new Map<string, Array<[SweepRunResult, SweepRunResult]>>();
  for (const ra of a) {
    const rb = inB.get(key(ra));
    if (!rb || measured(ra) === null || measured(rb) === null) continue;
    byTask.set(ra.task, [...(byTask.get(ra.task) ?? []), [ra, rb]]);
  }
  return [...byTask]
    .sort(([t1], [t2]) => t1.localeCompare(t2))
    .map(([task, runs]) => {
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      const pairs = runs.map(([ra, rb]) => [measured(ra)!, measured(rb)!]);
      const deltas = pairs.map(([x, y]) => y - x);
      return {
        task,
        pairs: pairs.length,
        meanA: mean(pairs.map((p) => p[0])),
        meanB: mean(pairs.map((p) => p[1])),
        delta: mean(deltas),
        ci: bootstrapCi(deltas),
        method: 'bootstrap over seeds' as const,
        runs,
      };
    });
}

/**
 * A run's score as a paired comparison reads it (a2rl.stats.paired): with its best submission's
 * item-level results where its report and evaluation are on this host, so that two runs that
 * scored the same items (same held-out data and protocol) pair item by item.
 */
export function pairedInput(r: SweepRunResult): Record<string, unknown> {
  const m = runMeasure(r);
  if (!m) return { score: null };
  const base: Record<string, unknown> = { ...runScore(m) };
  const report =
    r.report && fs.existsSync(r.report) ? ReportSchema.safeParse(JSON.parse(fs.readFileSync(r.report, 'utf8'))) : null;
  // The evaluation behind the score: the final checkpoint's on the sealed part, else the best's.
  const scored = m.sealed ? report?.data?.sealed?.submission_id : report?.data?.best?.submission_id;
  if (!report?.success || scored === null || scored === undefined) return base;
  const part = m.sealed ? 'sealed' : undefined;
  const result = path.join(
    evaluationDir(path.dirname(path.dirname(r.report!)), `submission-${scored}`, part, undefined),
    'result.json',
  );
  const items = fs.existsSync(result)
    ? (JSON.parse(fs.readFileSync(result, 'utf8')) as { items?: unknown }).items
    : null;
  if (!Array.isArray(items) || !items.every((x) => typeof x === 'number')) return base;
  return {
    ...base,
    items,
    items_key: `${report.data.manifest?.task.data_digest ?? report.data.run.task}:${part ?? report.data.protocol}`,
  };
}

/** The deltas' intervals over pairs and items (a2rl.stats.paired); a delta keeps its seeds-only interval where that fails. */
export async function pairedIntervals(python: string, deltas: PairedDelta[]): Promise<PairedDelta[]> {
  if (!deltas.length) return deltas;
  const out = await pythonStats(python, 'paired', {
    comparisons: deltas.map((d) => ({
      a: d.runs.map(([ra]) => pairedInput(ra)),
      b: d.runs.map(([, rb]) => pairedInput(rb)),
    })),
  }).catch(() => null);
  if (!Array.isArray(out)) return deltas;
  return deltas.map((d, i) => {
    const r = out[i] as { ci?: [number, number] } | null;
    return r?.ci ? { ...d, ci: r.ci, method: 'paired two-level bootstrap' as const } : d;
  });
}

/** Two or more sweeps: each one's view, the paired deltas of each against the first, and drift across all their runs. */
export async function compareSweeps(client: Client, sweepIds: string[], python?: string) {
  const statuses: SweepStatus[] = await Promise.all(
    sweepIds.map((id) => client.workflow.getHandle(id).query(sweepStatusQuery)),
  );
  const [first, ...rest] = statuses;
  const drift: Drift[] = manifestDrift(runManifests(statuses.flatMap((s) => s.results)));
  return {
    sweeps: statuses.map((s) => ({
      sweepId: s.sweepId,
      total: s.total,
      ended: s.results.length,
      leaderboard: leaderboard(s.results),
    })),
    deltas: await Promise.all(
      rest.map(async (s) => {
        const deltas = pairedDeltas(first.results, s.results);
        const tasks = python ? await pairedIntervals(python, deltas) : deltas;
        return { a: first.sweepId, b: s.sweepId, tasks: tasks.map(({ runs: _, ...d }) => d) };
      }),
    ),
    drift,
  };
}
