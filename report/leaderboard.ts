import type { Uncertainty } from '../common/submission';
import { twoLevelIntervals, type RunScore, type TwoLevel } from '../common/stats';
import type { SweepRunResult } from '../common/types';
import { outcomeVerdict, resumeCommand } from '../common/verdict';
import type { LeaderboardRow } from '../results/schema';

// The sweep leaderboard: per task × agent × driver, over seeds (and base models).

/** Mean and standard error (sample sd / √n; null below two values). */
export function meanSe(values: number[]): { mean: number | null; se: number | null } {
  const n = values.length;
  if (n === 0) return { mean: null, se: null };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, se: null };
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
  return { mean, se: Math.sqrt(variance / n) };
}

/** The leaderboard's rows: runs grouped by task × agent × driver, in the order they first appear. */
export function groupsOf(results: SweepRunResult[]): Map<string, SweepRunResult[]> {
  const groups = new Map<string, SweepRunResult[]>();
  for (const r of results) {
    const k = JSON.stringify([r.task, r.agent, r.driver ?? 'default']);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return groups;
}

/** A measured run: not failed by the harness, with a baseline. */
export const isMeasured = (r: SweepRunResult) => outcomeVerdict(r).verdict !== 'harness-error' && r.baseline !== null;
const scoredOf = (rs: SweepRunResult[]) => rs.filter(isMeasured);

interface Measure {
  score: number;
  /** Over the evaluation's items; null for a baseline standing in for nothing scored (its item noise is not carried). */
  uncertainty: Uncertainty | null;
}

/** A measured run's best (its baseline when nothing scored). */
const bestMeasure = (r: SweepRunResult): Measure => ({
  score: r.best ?? (r.baseline as number),
  uncertainty: r.best !== null ? (r.bestUncertainty ?? null) : null,
});

/** A run's sealed score: its final checkpoint's, or the sealed baseline when nothing scored; null: not sealed. */
function sealedMeasure(r: SweepRunResult): Measure | null {
  const score = r.sealed?.score ?? r.sealed?.baseline ?? null;
  return score === null
    ? null
    : { score, uncertainty: r.sealed?.score !== null ? (r.sealed?.uncertainty ?? null) : null };
}

/**
 * What a run measured, as comparisons and seed plans read it: its sealed score under the sealed
 * protocol, else its best (its baseline when nothing scored), with the item-level uncertainty
 * where known; null for a run the harness failed or that has no baseline.
 */
export function runMeasure(r: SweepRunResult): (Measure & { sealed: boolean }) | null {
  if (!isMeasured(r)) return null;
  const sealed = sealedMeasure(r);
  return sealed ? { ...sealed, sealed: true } : { ...bestMeasure(r), sealed: false };
}

export const runScore = ({ score, uncertainty: u }: Measure): RunScore => ({
  score,
  ...(u ? { se: u.se, n: u.n, method: u.method } : {}),
});

/**
 * Each row's runs as the two-level interval reads them, in the leaderboard's group order: the
 * best scores with their item-level uncertainty (a run without a scored submission: its
 * baseline, which adds seed-level spread only), and the sealed runs' sealed scores likewise.
 */
export function leaderboardRunScores(results: SweepRunResult[]): { best: RunScore[][]; sealed: RunScore[][] } {
  const groups = [...groupsOf(results).values()].map(scoredOf);
  return {
    best: groups.map((rs) => rs.map((r) => runScore(bestMeasure(r)))),
    sealed: groups.map((rs) => rs.flatMap((r) => sealedMeasure(r) ?? []).map(runScore)),
  };
}

/** The two-level intervals of a leaderboard's rows, best and sealed, in one call of a2rl.stats. */
export async function leaderboardIntervals(python: string, results: SweepRunResult[]): Promise<LeaderboardIntervals> {
  const scores = leaderboardRunScores(results);
  const all = await twoLevelIntervals(python, [...scores.best, ...scores.sealed]);
  return { best: all.slice(0, scores.best.length), sealed: all.slice(scores.best.length) };
}

/** Each row's two-level intervals, in group order (leaderboardRunScores), where computed. */
export interface LeaderboardIntervals {
  best: Array<TwoLevel | null>;
  sealed: Array<TwoLevel | null>;
}

/**
 * Runs the harness failed (verdict harness-error) are no measurement of their agent: they are
 * not in `runs`, the means, the success rate or the submissions, only in `harness_errors` (and
 * listed apart by the reports, with their cause). Every other run counts: one without a scored
 * submission (agent-failed) as best = its baseline and improvement 0, it did not improve the
 * model; `failed` counts the agent-failed runs. Rows of sealed runs carry their mean sealed
 * score and rank by it within their task; the others rank by improvement.
 */
export function leaderboard(
  results: SweepRunResult[],
  totals: LeaderboardIntervals = { best: [], sealed: [] },
): LeaderboardRow[] {
  const rows: LeaderboardRow[] = [];
  for (const [i, [k, rs]] of [...groupsOf(results)].entries()) {
    const [task, agent, driver] = JSON.parse(k) as [string, string, string];
    const counted = rs.filter((r) => outcomeVerdict(r).verdict !== 'harness-error');
    const scored = scoredOf(rs);
    const best = meanSe(scored.map((r) => bestMeasure(r).score));
    const total = totals.best[i] ?? null;
    const sealedRuns = scored.filter((r) => sealedMeasure(r) !== null);
    const sealed = sealedRuns.length ? (totals.sealed[i] ?? null) : null;
    const gaps = sealedRuns.flatMap((r) =>
      r.sealed?.gap === null || r.sealed?.gap === undefined ? [] : [r.sealed.gap],
    );
    const imp = meanSe(scored.map((r) => r.improvement ?? 0));
    rows.push({
      task,
      agent,
      driver,
      runs: counted.length,
      failed: counted.filter((r) => outcomeVerdict(r).verdict === 'agent-failed').length,
      mean_best: best.mean,
      se_best: best.se,
      se_best_total: total?.se ?? null,
      best_ci_low: total?.ci[0] ?? null,
      best_ci_high: total?.ci[1] ?? null,
      sealed_runs: sealedRuns.length || null,
      mean_sealed: sealedRuns.length ? meanSe(sealedRuns.map((r) => sealedMeasure(r)!.score)).mean : null,
      sealed_ci_low: sealed?.ci[0] ?? null,
      sealed_ci_high: sealed?.ci[1] ?? null,
      mean_gap: meanSe(gaps).mean,
      mean_improvement: imp.mean,
      se_improvement: imp.se,
      success_rate: counted.length ? counted.filter((r) => (r.improvement ?? 0) > 0).length / counted.length : 0,
      submissions: counted.reduce((a, r) => a + r.submissions, 0),
      harness_errors: rs.length - counted.length,
      ...spend(counted),
    });
  }
  const rank = (r: LeaderboardRow) => [
    r.mean_sealed === null ? 0 : 1,
    r.mean_sealed ?? r.mean_improvement ?? -Infinity,
  ];
  return rows.sort((a, b) => a.task.localeCompare(b.task) || rank(b)[0] - rank(a)[0] || rank(b)[1] - rank(a)[1]);
}

/** Dollars, to the cent (a tenth of a cent below a dollar); '—' when unknown. */
export const usd = (v: number | null) => (v === null ? '—' : `$${v.toFixed(v < 1 ? 3 : 2)}`);

/** LLM spend of counted runs: mean per run that spent, and total spend per point of total improvement. */
function spend(rs: SweepRunResult[]): Pick<LeaderboardRow, 'mean_cost_usd' | 'cost_per_point'> {
  const spent = rs.filter((r) => typeof r.costUsd === 'number');
  if (!spent.length) return { mean_cost_usd: null, cost_per_point: null };
  const total = spent.reduce((a, r) => a + r.costUsd!, 0);
  const gain = spent.reduce((a, r) => a + Math.max(0, r.improvement ?? 0), 0);
  return { mean_cost_usd: total / spent.length, cost_per_point: gain > 0 ? total / gain : null };
}

/** The runs the harness failed, listed apart from the leaderboard: each with its cause and how to resume it. */
export function harnessErrors(
  results: SweepRunResult[],
): Array<{ runId: string; task: string; agent: string; driver: string; cause: string; resume: string }> {
  return results.flatMap((r) => {
    const v = outcomeVerdict(r);
    return v.verdict === 'harness-error'
      ? [
          {
            runId: r.runId,
            task: r.task,
            agent: r.agent,
            driver: r.driver ?? 'default',
            cause: v.cause,
            resume: resumeCommand(r.runId),
          },
        ]
      : [];
  });
}

const f = (v: number | null, d = 2) => (v === null ? '—' : v.toFixed(d));

/** How often each route was the route of a run's best submission, per agent × driver. */
export function routeFrequency(
  results: SweepRunResult[],
  routeOf: (r: SweepRunResult) => string,
): Array<{ agent: string; driver: string; routes: Record<string, number> }> {
  const by = new Map<string, { agent: string; driver: string; routes: Record<string, number> }>();
  for (const r of results) {
    const key = `${r.agent}\0${r.driver ?? 'default'}`;
    const row = by.get(key) ?? { agent: r.agent, driver: r.driver ?? 'default', routes: {} };
    const route = routeOf(r);
    row.routes[route] = (row.routes[route] ?? 0) + 1;
    by.set(key, row);
  }
  return [...by.values()];
}

const cell = (v: string, max = 100) => v.replace(/\|/g, '\\|').replace(/\n/g, ' ').slice(0, max);

export function renderLeaderboardMarkdown(sweepId: string, rows: LeaderboardRow[], results: SweepRunResult[]): string {
  const lines = [
    `# Sweep ${sweepId}`,
    '',
    '## Leaderboard',
    '',
    'Sealed: the mean sealed score of the runs under the sealed protocol (their final checkpoints on the held-out part no agent saw), which ranks the rows of a task; gap: feedback best − sealed. Best: the mean best submission on what answered the agent (the feedback part; the whole held-out set under the reference protocol) ± its standard error over seeds alone. The 95% intervals hold seed-to-seed and item-level noise together (a two-level bootstrap over runs, then items).',
    '',
    '| task | agent | driver | runs | agent failed | sealed (mean, 95% interval) | gap | best (mean ± se over seeds) | best, 95% interval (seeds and items) | improvement (mean ± se) | success rate | submissions | harness errors | LLM cost (mean) | cost per point |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const range = (lo: number | null, hi: number | null) =>
    lo === null || hi === null ? '' : ` [${f(lo, 1)}–${f(hi, 1)}]`;
  for (const r of rows) {
    const ci =
      r.best_ci_low === null || r.best_ci_high === null
        ? '—'
        : `${f(r.best_ci_low, 1)}–${f(r.best_ci_high, 1)} (se ${f(r.se_best_total)})`;
    const sealed =
      r.mean_sealed === null
        ? '— (reference protocol)'
        : `${f(r.mean_sealed)}${range(r.sealed_ci_low, r.sealed_ci_high)}`;
    lines.push(
      `| ${r.task} | ${r.agent} | ${r.driver} | ${r.runs} | ${r.failed} | ${sealed} | ${f(r.mean_gap)} | ${f(r.mean_best)} ± ${f(r.se_best)} | ${ci} | ${f(r.mean_improvement)} ± ${f(r.se_improvement)} | ${(r.success_rate * 100).toFixed(0)}% | ${r.submissions} | ${r.harness_errors} | ${usd(r.mean_cost_usd)} | ${usd(r.cost_per_point)} |`,
    );
  }
  const apart = harnessErrors(results);
  if (apart.length) {
    lines.push(
      '',
      '## Not run: harness error',
      '',
      'Not in the leaderboard (neither scored nor counted); resume them to measure them.',
      '',
      '| run | task | agent | driver | cause | resume |',
      '|---|---|---|---|---|---|',
    );
    for (const r of apart)
      lines.push(`| ${r.runId} | ${r.task} | ${r.agent} | ${r.driver} | ${cell(r.cause, 200)} | \`${r.resume}\` |`);
  }
  lines.push(
    '',
    '## Runs',
    '',
    '| run | phase | verdict | protocol | baseline | best | improvement | sealed | gap | submissions | cause |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of results) {
    const v = outcomeVerdict(r);
    lines.push(
      `| ${r.runId} | ${r.phase} | ${v.verdict} | ${r.protocol ?? 'reference'} | ${f(r.baseline)} | ${f(r.best)} | ${f(r.improvement)} | ${f(r.sealed?.score ?? null)} | ${f(r.sealed?.gap ?? null)} | ${r.submissions} | ${cell(v.cause)} |`,
    );
  }
  return lines.join('\n') + '\n';
}
