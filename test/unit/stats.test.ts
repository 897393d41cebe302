import { leaderboard, leaderboardRunScores, renderLeaderboardMarkdown } from '../../activities/report/leaderboard';
import { fromRoot } from '../../common/paths';
import { pythonStats, twoLevelIntervals } from '../../common/stats';
import type { SweepRunResult } from '../../common/types';

// The TypeScript side of the scores' statistics: a2rl.stats (python/tests/test_stats.py checks it
// against SciPy and statsmodels) asked through `python -m a2rl.stats`, and the leaderboard's use.

const python = fromRoot('.venv', 'bin', 'python');
const wilson = (score: number, n: number) => ({ n, se: Math.sqrt((score / 100) * (1 - score / 100) / n) * 100, ci: [0, 100] as [number, number], level: 0.95, method: 'wilson' as const });
const run = (seed: number, best: number | null, extra: Partial<SweepRunResult> = {}): SweepRunResult => ({
  key: `k${seed}`, runId: `r${seed}`, task: 'arith', agent: 'example', driver: 'none', baseModel: null, seed, phase: 'done', baseline: 9,
  best, bestUncertainty: best === null ? null : wilson(best, 100), improvement: best === null ? null : best - 9, submissions: 2, error: null,
  report: null, verdict: 'completed', verdictCause: '', ...extra,
});

test("a sweep's leaderboard gets intervals that hold item-level noise besides the seeds'", async () => {
  const results = [run(0, 45), run(1, 33), run(2, 31), run(3, null, { agent: 'other', verdict: 'agent-failed' })];
  const scores = leaderboardRunScores(results);
  expect(scores).toEqual([
    [{ score: 45, se: wilson(45, 100).se, n: 100, method: 'wilson' }, { score: 33, se: wilson(33, 100).se, n: 100, method: 'wilson' }, { score: 31, se: wilson(31, 100).se, n: 100, method: 'wilson' }],
    [{ score: 9 }], // no scored submission: its baseline, seed-level only
  ]);
  const totals = await twoLevelIntervals(python, scores);
  const [row, other] = leaderboard(results, totals);
  expect(row.mean_best).toBeCloseTo((45 + 33 + 31) / 3, 6);
  // wider than the spread over seeds alone, since each run's 100 items are noisy too
  expect(row.se_best_total!).toBeGreaterThan(row.se_best! * 0.9);
  expect(row.best_ci_low!).toBeLessThan(row.mean_best!);
  expect(row.best_ci_high!).toBeGreaterThan(row.mean_best!);
  expect(other).toMatchObject({ se_best_total: 0, best_ci_low: 9, best_ci_high: 9 });
  const md = renderLeaderboardMarkdown('s', [row], results);
  expect(md).toContain(`${row.best_ci_low!.toFixed(1)}–${row.best_ci_high!.toFixed(1)} (se ${row.se_best_total!.toFixed(2)})`);
  // without intervals (a2rl.stats unavailable) the leaderboard still stands
  expect(leaderboard(results)[0]).toMatchObject({ se_best_total: null, best_ci_low: null, best_ci_high: null });
});

test("a2rl.stats' refusal comes back as the error, with its reason", async () => {
  await expect(pythonStats(python, 'plan', { delta: -1, cells: [{ sd: 3 }] })).rejects.toThrow(/positive/);
  await expect(pythonStats('/nonexistent/python', 'plan', {})).rejects.toThrow(/a2rl.stats plan failed/);
});
