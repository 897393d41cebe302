import type { RunScore, TwoLevel } from '../../common/stats';
import type { SweepRunResult } from '../../common/types';
import { outcomeVerdict, resumeCommand } from '../../common/verdict';
import type { LeaderboardRow } from '../results-schema';

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
function groupsOf(results: SweepRunResult[]): Map<string, SweepRunResult[]> {
  const groups = new Map<string, SweepRunResult[]>();
  for (const r of results) {
    const k = JSON.stringify([r.task, r.agent, r.driver ?? 'default']);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return groups;
}

/** A row's measured runs: not failed by the harness, with a baseline. */
const scoredOf = (rs: SweepRunResult[]) => rs.filter((r) => outcomeVerdict(r).verdict !== 'harness-error' && r.baseline !== null);

/**
 * Each row's runs as the two-level interval reads them, in the leaderboard's group order: the
 * best score with its item-level uncertainty (a run without a scored submission: its baseline,
 * whose item noise is not carried, so it adds seed-level spread only).
 */
export function leaderboardRunScores(results: SweepRunResult[]): RunScore[][] {
  return [...groupsOf(results).values()].map((rs) =>
    scoredOf(rs).map((r) => {
      const u = r.best !== null ? r.bestUncertainty : null;
      return { score: r.best ?? (r.baseline as number), ...(u ? { se: u.se, n: u.n, method: u.method } : {}) };
    }),
  );
}

/**
 * Runs the harness failed (verdict harness-error) are no measurement of their agent: they are
 * not in `runs`, the means, the success rate or the submissions, only in `harness_errors` (and
 * listed apart by the reports, with their cause). Every other run counts: one without a scored
 * submission (agent-failed) as best = its baseline and improvement 0, it did not improve the
 * model; `failed` counts the agent-failed runs. `totals`: each row's two-level interval of its
 * best scores, in group order (leaderboardRunScores), where computed.
 */
export function leaderboard(results: SweepRunResult[], totals: Array<TwoLevel | null> = []): LeaderboardRow[] {
  const rows: LeaderboardRow[] = [];
  for (const [i, [k, rs]] of [...groupsOf(results)].entries()) {
    const [task, agent, driver] = JSON.parse(k) as [string, string, string];
    const counted = rs.filter((r) => outcomeVerdict(r).verdict !== 'harness-error');
    const scored = scoredOf(rs);
    const best = meanSe(scored.map((r) => r.best ?? (r.baseline as number)));
    const total = totals[i] ?? null;
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
      mean_improvement: imp.mean,
      se_improvement: imp.se,
      success_rate: counted.length ? counted.filter((r) => (r.improvement ?? 0) > 0).length / counted.length : 0,
      submissions: counted.reduce((a, r) => a + r.submissions, 0),
      harness_errors: rs.length - counted.length,
      ...spend(counted),
    });
  }
  return rows.sort((a, b) => a.task.localeCompare(b.task) || (b.mean_improvement ?? -Infinity) - (a.mean_improvement ?? -Infinity));
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
export function harnessErrors(results: SweepRunResult[]): Array<{ runId: string; task: string; agent: string; driver: string; cause: string; resume: string }> {
  return results.flatMap((r) => {
    const v = outcomeVerdict(r);
    return v.verdict === 'harness-error' ? [{ runId: r.runId, task: r.task, agent: r.agent, driver: r.driver ?? 'default', cause: v.cause, resume: resumeCommand(r.runId) }] : [];
  });
}

const f = (v: number | null, d = 2) => (v === null ? '—' : v.toFixed(d));

/** How often each route was the route of a run's best submission, per agent × driver. */
export function routeFrequency(results: SweepRunResult[], routeOf: (r: SweepRunResult) => string): Array<{ agent: string; driver: string; routes: Record<string, number> }> {
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
    'Best: the mean over runs ± its standard error over seeds alone; the 95% interval holds seed-to-seed and item-level noise together (a two-level bootstrap over runs, then items).',
    '',
    '| task | agent | driver | runs | agent failed | best (mean ± se over seeds) | best, 95% interval (seeds and items) | improvement (mean ± se) | success rate | submissions | harness errors | LLM cost (mean) | cost per point |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const ci = r.best_ci_low === null || r.best_ci_high === null ? '—' : `${f(r.best_ci_low, 1)}–${f(r.best_ci_high, 1)} (se ${f(r.se_best_total)})`;
    lines.push(`| ${r.task} | ${r.agent} | ${r.driver} | ${r.runs} | ${r.failed} | ${f(r.mean_best)} ± ${f(r.se_best)} | ${ci} | ${f(r.mean_improvement)} ± ${f(r.se_improvement)} | ${(r.success_rate * 100).toFixed(0)}% | ${r.submissions} | ${r.harness_errors} | ${usd(r.mean_cost_usd)} | ${usd(r.cost_per_point)} |`);
  }
  const apart = harnessErrors(results);
  if (apart.length) {
    lines.push('', '## Not run: harness error', '', 'Not in the leaderboard (neither scored nor counted); resume them to measure them.', '', '| run | task | agent | driver | cause | resume |', '|---|---|---|---|---|---|');
    for (const r of apart) lines.push(`| ${r.runId} | ${r.task} | ${r.agent} | ${r.driver} | ${cell(r.cause, 200)} | \`${r.resume}\` |`);
  }
  lines.push('', '## Runs', '', '| run | phase | verdict | baseline | best | improvement | submissions | cause |', '|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const v = outcomeVerdict(r);
    lines.push(`| ${r.runId} | ${r.phase} | ${v.verdict} | ${f(r.baseline)} | ${f(r.best)} | ${f(r.improvement)} | ${r.submissions} | ${cell(v.cause)} |`);
  }
  return lines.join('\n') + '\n';
}
