import { budgetCurve, budgetLeaderboards, renderBudgetMarkdown } from '../../report/budget-curve';
import type { LlmCall } from '../../common/llm-usage';
import { parseRunSpec } from '../../common/run-spec';
import type { SubmissionRecord, SweepRunResult } from '../../common/types';
import { initialRunStatus } from '../../workflows/run-state';

const T0 = 1_800_000_000;
const at = (s: number) => new Date((T0 + s) * 1000).toISOString();
const sub = (n: number, s: number, score: number, status: SubmissionRecord['status'] = 'scored'): SubmissionRecord => ({
  submission_id: n,
  request_id: `r${n}`,
  timestamp: at(s),
  model_path: `output/v${n}`,
  resolved_path: `output/v${n}`,
  digest: `d${n}`,
  gpu: null,
  code_revision: null,
  status,
  score,
  baseline_score: 10,
  improvement: score - 10,
  elapsed_seconds: 1,
});

test("a run's best so far and spend at ⅛, ¼, ½ and the whole budget, from its submission and call times", () => {
  const status = {
    ...initialRunStatus('r', parseRunSpec({ task: 'arith', agent: 'x', budget: 800, gpus: 2 })),
    meta: {
      start_time: T0,
      timeout_s: 800,
      last_submit_time: null,
      end_time: T0 + 600,
      paused_s: 0,
      paused_since: null,
      working_limit_s: null,
    },
    baseline: { score: 10, cached: true, evaluatorVersion: 'v', cacheKey: 'k', eval_seconds: 0 },
    // 100 s = ⅛ of 800; 200 s = ¼; 400 s = ½
    submissions: [sub(1, 90, 20), sub(2, 150, 90, 'failed'), sub(3, 300, 35), sub(4, 550, 30)],
  };
  const call = (s: number, cost: number) => ({ time: at(s), cost_usd: cost }) as LlmCall;
  const curve = budgetCurve(status, [call(50, 0.5), call(180, 0.25), call(700, 1)]);
  expect(curve).toEqual(
    [
      { fraction: 0.125, at_s: 100, best: 20, improvement: 10, cost_usd: 0.5, gpu_hours: 2 * (100 / 3600) },
      {
        fraction: 0.25,
        at_s: 200,
        best: 20,
        improvement: 10,
        cost_usd: 0.75,
        gpu_hours: Math.round(((2 * 200) / 3600) * 1e4) / 1e4,
      },
      {
        fraction: 0.5,
        at_s: 400,
        best: 35,
        improvement: 25,
        cost_usd: 0.75,
        gpu_hours: Math.round(((2 * 400) / 3600) * 1e4) / 1e4,
      },
      // the run ended at 600 s: its GPUs count to then
      {
        fraction: 1,
        at_s: 800,
        best: 35,
        improvement: 25,
        cost_usd: 1.75,
        gpu_hours: Math.round(((2 * 600) / 3600) * 1e4) / 1e4,
      },
    ].map((p) => ({ ...p, gpu_hours: Math.round(p.gpu_hours * 1e4) / 1e4 })),
  );
  expect(budgetCurve({ ...status, meta: { ...status.meta, start_time: null } }, [])).toEqual([]);
});

test("a sweep's leaderboard at each budget: mean best so far, and spend per point gained", () => {
  const point = (fraction: number, best: number | null, cost: number, gpu: number) => ({
    fraction,
    at_s: 0,
    best,
    improvement: best === null ? null : best - 10,
    cost_usd: cost,
    gpu_hours: gpu,
  });
  const run = (
    seed: number,
    curve: ReturnType<typeof point>[],
    extra: Partial<SweepRunResult> = {},
  ): SweepRunResult => ({
    key: `k${seed}`,
    runId: `r${seed}`,
    task: 'arith',
    agent: 'a',
    driver: 'd',
    baseModel: null,
    seed,
    phase: 'done',
    baseline: 10,
    best: 40,
    improvement: 30,
    submissions: 2,
    error: null,
    report: null,
    verdict: 'completed',
    verdictCause: '',
    budgetCurve: curve,
    ...extra,
  });
  const results = [
    run(0, [point(0.125, null, 1, 0.5), point(0.25, 20, 2, 1), point(0.5, 30, 3, 2), point(1, 40, 4, 4)]),
    run(1, [point(0.125, 14, 1, 0.5), point(0.25, 14, 2, 1), point(0.5, 30, 3, 2), point(1, 30, 6, 4)]),
    run(2, [], { verdict: 'harness-error' }),
  ];
  const budgets = budgetLeaderboards(results);
  expect(budgets.map((b) => b.fraction)).toEqual([0.125, 0.25, 0.5, 1]);
  expect(budgets[0].rows).toEqual([
    {
      task: 'arith',
      agent: 'a',
      driver: 'd',
      runs: 2,
      mean_best: 12,
      mean_improvement: 2,
      cost_per_point: 2 / 4,
      gpu_hours_per_point: 1 / 4,
    },
  ]);
  expect(budgets[3].rows[0]).toMatchObject({
    mean_best: 35,
    mean_improvement: 25,
    cost_per_point: 10 / 50,
    gpu_hours_per_point: 8 / 50,
  });
  expect(renderBudgetMarkdown(budgets)).toContain('| ⅛ | arith | a | d | 2 | 12.00 | 2.00 | 0.500 | 0.250 |');
});
