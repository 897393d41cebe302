import type { LlmCall } from '../../common/llm-usage';
import type { BudgetPoint } from '../../common/report-schema';
import type { RunStatus, SweepRunResult } from '../../common/types';
import { outcomeVerdict } from '../../common/verdict';

// What a run would have scored with less of its budget: from its submission times, the best so far
// at ⅛, ¼, ½ and the whole budget, with what it had spent by then (LLM dollars from the gateway's
// ledger, GPU-hours of its agent's GPUs); and a sweep's leaderboard at each of those budgets.

export const BUDGET_FRACTIONS = [0.125, 0.25, 0.5, 1] as const;

/** The run's best so far and spend at each budget fraction (none before its agent started). */
export function budgetCurve(status: Pick<RunStatus, 'meta' | 'spec' | 'submissions' | 'baseline'>, calls: LlmCall[]): BudgetPoint[] {
  const start = status.meta.start_time;
  if (start === null) return [];
  const budget = status.spec.budget;
  const end = status.meta.end_time ?? start + budget;
  return BUDGET_FRACTIONS.map((fraction) => {
    const at = start + fraction * budget;
    const scores = status.submissions.filter((s) => s.status === 'scored' && s.score !== null && Date.parse(s.timestamp) / 1000 <= at).map((s) => s.score as number);
    const best = scores.length ? Math.max(...scores) : null;
    const baseline = status.baseline?.score ?? null;
    return {
      fraction,
      at_s: Math.round(fraction * budget),
      best,
      improvement: best === null || baseline === null ? null : round(best - baseline),
      cost_usd: round(calls.filter((c) => Date.parse(c.time) / 1000 <= at).reduce((sum, c) => sum + (c.cost_usd ?? 0), 0)),
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
  const counted = results.filter((r) => outcomeVerdict(r).verdict !== 'harness-error' && r.baseline !== null && r.budgetCurve?.length);
  return BUDGET_FRACTIONS.map((fraction) => {
    const groups = new Map<string, Array<{ r: SweepRunResult; p: BudgetPoint }>>();
    for (const r of counted) {
      const p = r.budgetCurve!.find((x) => x.fraction === fraction);
      if (!p) continue;
      const key = JSON.stringify([r.task, r.agent, r.driver ?? 'default']);
      groups.set(key, [...(groups.get(key) ?? []), { r, p }]);
    }
    const rows = [...groups].map(([key, runs]) => {
      const [task, agent, driver] = JSON.parse(key) as [string, string, string];
      const best = runs.map(({ r, p }) => p.best ?? (r.baseline as number));
      const gains = runs.map(({ p }) => Math.max(0, p.improvement ?? 0));
      const gain = gains.reduce((a, b) => a + b, 0);
      const per = (spent: number) => (gain > 0 && spent > 0 ? round(spent / gain) : null);
      return {
        task,
        agent,
        driver,
        runs: runs.length,
        mean_best: round(best.reduce((a, b) => a + b, 0) / runs.length),
        mean_improvement: round(runs.reduce((a, { p }) => a + (p.improvement ?? 0), 0) / runs.length),
        cost_per_point: per(runs.reduce((a, { p }) => a + p.cost_usd, 0)),
        gpu_hours_per_point: per(runs.reduce((a, { p }) => a + p.gpu_hours, 0)),
      };
    });
    return { fraction, rows };
  });
}

const f = (v: number | null, d = 2) => (v === null ? '—' : v.toFixed(d));
const share = (fraction: number) => ({ 0.125: '⅛', 0.25: '¼', 0.5: '½', 1: 'whole' })[fraction] ?? String(fraction);

export function renderBudgetMarkdown(budgets: ReturnType<typeof budgetLeaderboards>): string {
  if (!budgets.some((b) => b.rows.length)) return '';
  const lines = ['## At smaller budgets', '', "Each run's best so far when ⅛, ¼ and ½ of its budget had passed (from its submission times), and what it had spent by then per point gained.", ''];
  lines.push('| budget | task | agent | driver | runs | best (mean) | improvement (mean) | LLM $ per point | GPU-hours per point |', '|---|---|---|---|---|---|---|---|---|');
  for (const { fraction, rows } of budgets) {
    for (const r of rows) lines.push(`| ${share(fraction)} | ${r.task} | ${r.agent} | ${r.driver} | ${r.runs} | ${f(r.mean_best)} | ${f(r.mean_improvement)} | ${f(r.cost_per_point, 3)} | ${f(r.gpu_hours_per_point, 3)} |`);
  }
  return lines.join('\n') + '\n';
}

const round = (v: number) => Math.round(v * 1e4) / 1e4;
