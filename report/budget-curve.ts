import type { LlmCall } from '../common/llm-usage';
import type { BudgetPoint } from '../common/report-schema';
import type { RunStatus, SweepRunResult } from '../common/types';
import { groupsOf, isMeasured } from './leaderboard';

// What a run would have scored with less of its budget: from its submission times, the best so far
// at ⅛, ¼, ½ and the whole budget, with what it had spent by then (LLM dollars from the gateway's
// ledger, GPU-hours of its agent's GPUs); and a sweep's leaderboard at each of those budgets.

export const BUDGET_FRACTIONS = [0.125, 0.25, 0.5, 1] as const;

/** The run's best so far and spend at each budget fraction (none before its agent started). */
export function budgetCurve(
  status: Pick<RunStatus, 'meta' | 'spec' | 'submissions' | 'baseline'>,
  calls: LlmCall[],
): BudgetPoint[] {
  const start = status.meta.start_time;
  if (start === null) return [];
  const budget = status.spec.budget;
  const end = status.meta.end_time ?? start + budget;
  return BUDGET_FRACTIONS.map((fraction) => {
    const at = start + fraction * budget;
    const scores = status.submissions
      .filter((s) => s.status === 'scored' && s.score !== null && Date.parse(s.timestamp) / 1000 <= at)
      .map((s) => s.score as number);
    const best = scores.length ? Math.max(...scores) : null;
    const baseline = status.baseline?.score ?? null;
    return {
      fraction,
      at_s: Math.round(fraction * budget),
      best,
      improvement: best === null || baseline === null ? null : round(best - baseline),
      cost_usd: round(
        calls.filter((c) => Date.parse(c.time) / 1000 <= at).reduce((sum, c) => sum + (c.cost_usd ?? 0), 0),
      ),
      gpu_hours: round((status.spec.gpus * Math.max(0, Math.min(at, end) - start)) / 3600),
    };
  });
}

export interface BudgetRow {
  task: string;
  agent: string;
  driver: string;
  runs: number;
  mean_best: number | null;
  mean_improvement: number | null;
  /** Spend up to this budget over the improvement gained by then (null: nothing gained, or nothing spent). */
  cost_per_point: number | null;
  gpu_hours_per_point: number | null;
}

/**
 * A sweep's leaderboard at each budget fraction, from its runs' curves: per task × agent × driver,
 * the mean best so far (a run with none: its baseline), the mean improvement, and the LLM dollars
 * and GPU-hours spent per point gained. Runs the harness failed, or without a curve, are left out.
 */
export function budgetLeaderboards(results: SweepRunResult[]): Array<{ fraction: number; rows: BudgetRow[] }> {
  const groups = [...groupsOf(results.filter((r) => isMeasured(r) && r.budgetCurve?.length))];
  return BUDGET_FRACTIONS.map((fraction) => ({
    fraction,
    rows: groups.flatMap(([key, rs]) => {
      const runs = rs.flatMap((r) => r.budgetCurve!.filter((p) => p.fraction === fraction).map((p) => ({ r, p })));
      return runs.length ? [budgetRow(key, runs)] : [];
    }),
  }));
}

/** One row of a budget's leaderboard, from its group's points at that budget. */
function budgetRow(key: string, runs: Array<{ r: SweepRunResult; p: BudgetPoint }>): BudgetRow {
  const [task, agent, driver] = JSON.parse(key) as [string, string, string];
  const sum = (f: (x: { r: SweepRunResult; p: BudgetPoint }) => number) => runs.reduce((a, x) => a + f(x), 0);
  const gain = sum(({ p }) => Math.max(0, p.improvement ?? 0));
  const per = (spent: number) => (gain > 0 && spent > 0 ? round(spent / gain) : null);
  return {
    task,
    agent,
    driver,
    runs: runs.length,
    mean_best: round(sum(({ r, p }) => p.best ?? (r.baseline as number)) / runs.length),
    mean_improvement: round(sum(({ p }) => p.improvement ?? 0) / runs.length),
    cost_per_point: per(sum(({ p }) => p.cost_usd)),
    gpu_hours_per_point: per(sum(({ p }) => p.gpu_hours)),
  };
}

const f = (v: number | null, d = 2) => (v === null ? '—' : v.toFixed(d));
const share = (fraction: number) => ({ 0.125: '⅛', 0.25: '¼', 0.5: '½', 1: 'whole' })[fraction] ?? String(fraction);

export function renderBudgetMarkdown(budgets: ReturnType<typeof budgetLeaderboards>): string {
  if (!budgets.some((b) => b.rows.length)) return '';
  const lines = [
    '## At smaller budgets',
    '',
    "Each run's best so far when ⅛, ¼ and ½ of its budget had passed (from its submission times), and what it had spent by then per point gained.",
    '',
  ];
  lines.push(
    '| budget | task | agent | driver | runs | best (mean) | improvement (mean) | LLM $ per point | GPU-hours per point |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const { fraction, rows } of budgets) {
    for (const r of rows)
      lines.push(
        `| ${share(fraction)} | ${r.task} | ${r.agent} | ${r.driver} | ${r.runs} | ${f(r.mean_best)} | ${f(r.mean_improvement)} | ${f(r.cost_per_point, 3)} | ${f(r.gpu_hours_per_point, 3)} |`,
      );
  }
  return lines.join('\n') + '\n';
}

const round = (v: number) => Math.round(v * 1e4) / 1e4;
