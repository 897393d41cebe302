import type { SweepRunResult } from '../../common/types';
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

/**
 * A run without a scored submission counts as best = its baseline and improvement 0: it did not
 * improve the model. A run that failed before its baseline has no score and only counts in
 * `runs` and `failed`.
 */
export function leaderboard(results: SweepRunResult[]): LeaderboardRow[] {
  const groups = new Map<string, SweepRunResult[]>();
  for (const r of results) {
    const k = JSON.stringify([r.task, r.agent, r.driver ?? 'default']);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const rows: LeaderboardRow[] = [];
  for (const [k, rs] of groups) {
    const [task, agent, driver] = JSON.parse(k) as [string, string, string];
    const scored = rs.filter((r) => r.baseline !== null);
    const best = meanSe(scored.map((r) => r.best ?? (r.baseline as number)));
    const imp = meanSe(scored.map((r) => r.improvement ?? 0));
    rows.push({
      task,
      agent,
      driver,
      runs: rs.length,
      failed: rs.filter((r) => r.phase !== 'done').length,
      mean_best: best.mean,
      se_best: best.se,
      mean_improvement: imp.mean,
      se_improvement: imp.se,
      success_rate: rs.filter((r) => r.phase === 'done' && (r.improvement ?? 0) > 0).length / rs.length,
      submissions: rs.reduce((a, r) => a + r.submissions, 0),
    });
  }
  return rows.sort((a, b) => a.task.localeCompare(b.task) || (b.mean_improvement ?? -Infinity) - (a.mean_improvement ?? -Infinity));
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

export function renderLeaderboardMarkdown(sweepId: string, rows: LeaderboardRow[], results: SweepRunResult[]): string {
  const lines = [`# Sweep ${sweepId}`, '', '## Leaderboard', '', '| task | agent | driver | runs | failed | best (mean ± se) | improvement (mean ± se) | success rate | submissions |', '|---|---|---|---|---|---|---|---|---|'];
  for (const r of rows) {
    lines.push(`| ${r.task} | ${r.agent} | ${r.driver} | ${r.runs} | ${r.failed} | ${f(r.mean_best)} ± ${f(r.se_best)} | ${f(r.mean_improvement)} ± ${f(r.se_improvement)} | ${(r.success_rate * 100).toFixed(0)}% | ${r.submissions} |`);
  }
  lines.push('', '## Runs', '', '| run | phase | baseline | best | improvement | submissions | error |', '|---|---|---|---|---|---|---|');
  for (const r of results) {
    lines.push(`| ${r.runId} | ${r.phase} | ${f(r.baseline)} | ${f(r.best)} | ${f(r.improvement)} | ${r.submissions} | ${(r.error ?? '').replace(/\|/g, '\\|').slice(0, 100)} |`);
  }
  return lines.join('\n') + '\n';
}
