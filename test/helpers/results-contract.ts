import { REFERENCE_CSV_COLUMNS, toReferenceCsv, type ResultRow, type ResultsStore } from '../../results/store';
import { leaderboard } from '../../report/leaderboard';

// What every results store must do (SQLite in the unit tests, PostgreSQL against a real server).

const row: ResultRow = {
  run_id: 'run-a',
  timestamp: '2026-12-01T10:00:00.000Z',
  task: 'arith',
  agent: 'example',
  driver_model: 'none',
  base_model: 'org/base',
  baseline: 10,
  best_score: 45,
  improvement: 35,
  submissions: 3,
  duration_s: 480,
  success: true,
  workspace: '/runs/run-a/workspace',
  phase: 'done',
  sweep: 'sweep-1',
  report: '/runs/run-a/report/report.json',
  verdict: 'completed',
  verdict_cause: 'the agent exited 0; best score 45 (submission 3)',
  llm_cost_usd: 0.8125,
  llm_tokens: 123456,
  manifest: JSON.stringify({ harness: { commit: 'abc', dirty: false }, seed: 0 }),
  best_se: 4.97,
  best_ci_low: 35.6,
  best_ci_high: 54.7,
  protocol: 'sealed',
  sealed_score: 41,
  sealed_ci_low: 31.9,
  sealed_ci_high: 50.8,
  sealed_baseline: 9,
  optimism_gap: 5,
  restatement: 'regrade-1',
  restated_evaluator: 'scripted-2',
  restated_best: 47,
  restated_sealed: 43,
};

export function resultsStoreContract(open: () => Promise<ResultsStore>): void {
  test('one row per run (upserts), filters, and the reference results.csv', async () => {
    const store = await open();
    try {
      await store.upsert(row);
      await store.upsert({ ...row, best_score: 46 }); // a retried activity
      const runB = {
        ...row,
        run_id: 'run-b',
        timestamp: '2026-12-01T11:00:00.000Z',
        task: 'other',
        success: false,
        baseline: null,
        improvement: null,
        workspace: '/a,b',
        sweep: null,
        report: null,
        phase: 'failed',
        verdict: 'harness-error',
        verdict_cause: 'baseline evaluation failed: no config.json',
        llm_cost_usd: null,
        llm_tokens: null,
        manifest: null,
        best_se: null,
        best_ci_low: null,
        best_ci_high: null,
        protocol: null,
        sealed_score: null,
        sealed_ci_low: null,
        sealed_ci_high: null,
        sealed_baseline: null,
        optimism_gap: null,
        restatement: null,
        restated_evaluator: null,
        restated_best: null,
        restated_sealed: null,
      };
      await store.upsert(runB);
      expect(await store.list()).toHaveLength(2);
      expect(await store.get('run-a')).toEqual({ ...row, best_score: 46 });
      expect(await store.get('run-b')).toEqual(runB);
      expect(await store.get('nope')).toBeNull();
      expect((await store.list({ task: 'other' })).map((r) => r.run_id)).toEqual(['run-b']);
      expect((await store.list({ sweep: 'sweep-1' })).map((r) => r.run_id)).toEqual(['run-a']);
      const lines = toReferenceCsv(await store.list())
        .trim()
        .split('\n');
      expect(lines[0]).toBe(REFERENCE_CSV_COLUMNS.join(','));
      expect(lines[0]).toBe(
        'run_id,timestamp,task,agent,driver_model,base_model,baseline,best_score,improvement,submissions,duration_s,success,workspace',
      );
      expect(lines[1]).toBe(
        'run-a,2026-12-01T10:00:00.000Z,arith,example,none,org/base,10,46,35,3,480,True,/runs/run-a/workspace',
      );
      expect(lines[2]).toBe('run-b,2026-12-01T11:00:00.000Z,other,example,none,org/base,,45,,3,480,False,"/a,b"');
    } finally {
      await store.close();
    }
  });

  test('a sweep leaderboard is saved and replaced whole', async () => {
    const store = await open();
    try {
      const base = {
        key: 'k',
        task: 'arith',
        agent: 'example',
        driver: 'd',
        baseModel: null,
        seed: 0,
        phase: 'done' as const,
        baseline: 10,
        submissions: 1,
        error: null,
        report: null,
        verdict: 'completed' as const,
        verdictCause: '',
      };
      const rows = leaderboard(
        [
          { ...base, runId: 'r1', best: 30, improvement: 20 },
          { ...base, runId: 'r2', best: 50, improvement: 40, seed: 1 },
          {
            ...base,
            runId: 'r3',
            best: null,
            improvement: null,
            seed: 2,
            phase: 'failed',
            verdict: 'harness-error',
            verdictCause: 'workspace lost',
          },
        ],
        {
          best: [{ runs: 2, mean: 40, se: 11.2, ci: [18.5, 61.0], level: 0.95, method: 'two-level bootstrap' }],
          sealed: [null],
        },
      );
      await store.saveLeaderboard('sweep-1', 'nightly', rows);
      await store.saveLeaderboard('sweep-1', 'nightly', rows); // retried: still one row per group
      const saved = await store.leaderboard('sweep-1');
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({
        sweep_id: 'sweep-1',
        schedule_id: 'nightly',
        task: 'arith',
        agent: 'example',
        driver: 'd',
        runs: 2,
        harness_errors: 1,
        mean_best: 40,
        mean_improvement: 30,
        success_rate: 1,
      });
      expect(saved[0].se_best).toBeCloseTo(10, 6);
      expect(saved[0]).toMatchObject({ se_best_total: 11.2, best_ci_low: 18.5, best_ci_high: 61.0 });
      expect(await store.leaderboard('other')).toEqual([]);
    } finally {
      await store.close();
    }
  });
}
