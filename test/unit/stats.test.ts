import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pilotCells } from '../../cli/sweep-plan';
import {
  leaderboard,
  leaderboardIntervals,
  leaderboardRunScores,
  renderLeaderboardMarkdown,
} from '../../report/leaderboard';
import { fromRoot } from '../../common/paths';
import { pythonStats, twoLevelIntervals } from '../../common/stats';
import type { SweepRunResult } from '../../common/types';

// The TypeScript side of the scores' statistics: a2rl.stats (python/tests/test_stats.py checks it
// against SciPy and statsmodels) asked through `python -m a2rl.stats`, and the leaderboard's use.

const python = fromRoot('.venv', 'bin', 'python');
const wilson = (score: number, n: number) => ({
  n,
  se: Math.sqrt(((score / 100) * (1 - score / 100)) / n) * 100,
  ci: [0, 100] as [number, number],
  level: 0.95,
  method: 'wilson' as const,
});
const run = (seed: number, best: number | null, extra: Partial<SweepRunResult> = {}): SweepRunResult => ({
  key: `k${seed}`,
  runId: `r${seed}`,
  task: 'arith',
  agent: 'example',
  driver: 'none',
  baseModel: null,
  seed,
  phase: 'done',
  baseline: 9,
  best,
  bestUncertainty: best === null ? null : wilson(best, 100),
  improvement: best === null ? null : best - 9,
  submissions: 2,
  error: null,
  report: null,
  verdict: 'completed',
  verdictCause: '',
  ...extra,
});

test("a sweep's leaderboard gets intervals that hold item-level noise besides the seeds'", async () => {
  const results = [run(0, 45), run(1, 33), run(2, 31), run(3, null, { agent: 'other', verdict: 'agent-failed' })];
  const scores = leaderboardRunScores(results).best;
  expect(scores).toEqual([
    [
      { score: 45, se: wilson(45, 100).se, n: 100, method: 'wilson' },
      { score: 33, se: wilson(33, 100).se, n: 100, method: 'wilson' },
      { score: 31, se: wilson(31, 100).se, n: 100, method: 'wilson' },
    ],
    [{ score: 9 }], // no scored submission: its baseline, seed-level only
  ]);
  const totals = await leaderboardIntervals(python, results);
  expect(totals.best).toEqual(await twoLevelIntervals(python, scores));
  const [row, other] = leaderboard(results, totals);
  expect(row.mean_best).toBeCloseTo((45 + 33 + 31) / 3, 6);
  // wider than the spread over seeds alone, since each run's 100 items are noisy too
  expect(row.se_best_total!).toBeGreaterThan(row.se_best! * 0.9);
  expect(row.best_ci_low!).toBeLessThan(row.mean_best!);
  expect(row.best_ci_high!).toBeGreaterThan(row.mean_best!);
  expect(other).toMatchObject({ se_best_total: 0, best_ci_low: 9, best_ci_high: 9 });
  const md = renderLeaderboardMarkdown('s', [row], results);
  expect(md).toContain(
    `${row.best_ci_low!.toFixed(1)}–${row.best_ci_high!.toFixed(1)} (se ${row.se_best_total!.toFixed(2)})`,
  );
  // without intervals (a2rl.stats unavailable) the leaderboard still stands
  expect(leaderboard(results)[0]).toMatchObject({ se_best_total: null, best_ci_low: null, best_ci_high: null });
});

test('a sealed sweep ranks its rows by the mean sealed score, with its interval and the optimism gap', async () => {
  const sealed = (score: number, gap: number) => ({
    protocol: 'sealed' as const,
    sealed: { score, uncertainty: wilson(score, 100), baseline: 8, gap },
  });
  const results = [
    run(0, 60, sealed(40, 20)),
    run(1, 58, sealed(42, 16)), // overfits its feedback part
    run(2, 45, { agent: 'steady', ...sealed(44, 1) }),
    run(3, 47, { agent: 'steady', ...sealed(45, 2) }),
  ];
  const rows = leaderboard(results, await leaderboardIntervals(python, results));
  expect(rows.map((r) => [r.agent, r.mean_sealed, r.mean_gap])).toEqual([
    ['steady', 44.5, 1.5],
    ['example', 41, 18],
  ]);
  expect(rows[0].sealed_ci_low!).toBeLessThan(44.5);
  expect(rows[0].sealed_ci_high!).toBeGreaterThan(44.5);
  expect(rows[1].mean_best).toBe(59); // the best feedback scores would have ranked it first
  expect(renderLeaderboardMarkdown('s', rows, results)).toContain(
    `| steady | none | 2 | 0 | 44.50 [${rows[0].sealed_ci_low!.toFixed(1)}–${rows[0].sealed_ci_high!.toFixed(1)}] | 1.50 |`,
  );
});

test("a2rl.stats' refusal comes back as the error, with its reason", async () => {
  await expect(pythonStats(python, 'plan', { delta: -1, cells: [{ sd: 3 }] })).rejects.toThrow(/positive/);
  await expect(pythonStats('/nonexistent/python', 'plan', {})).rejects.toThrow(/a2rl.stats plan failed/);
});

describe('a2rl sweep-plan', () => {
  const cli = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, [fromRoot('dist', 'cli', 'main.js'), 'sweep-plan', ...args], {
      env: { ...process.env, A2RL_DATA_DIR: dataDir, A2RL_PYTHON: python },
      encoding: 'utf8',
    });
  const writeSweep = (dataDir: string, id: string, runs: SweepRunResult[]) => {
    fs.mkdirSync(path.join(dataDir, 'sweeps', id), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'sweeps', id, 'sweep.json'), JSON.stringify({ sweep_id: id, runs }));
  };

  test('pilot cells pair the two arms by task and seed and skip cells without two measured runs', () => {
    const a = [
      run(0, 45),
      run(1, 33),
      run(2, 31),
      run(3, 20, { task: 'gsm8k' }),
      run(4, null, { verdict: 'harness-error', baseline: null }),
    ];
    const b = [run(0, 50, { agent: 'b' }), run(1, 41, { agent: 'b' }), run(2, 30, { agent: 'b' })];
    const { cells, skipped } = pilotCells(a, b);
    expect(cells).toEqual([
      {
        task: 'arith',
        agent: 'example',
        driver: 'none',
        runs: [{ score: 45 }, { score: 33 }, { score: 31 }],
        against: [{ score: 50 }, { score: 41 }, { score: 30 }],
      },
    ]);
    expect(skipped).toEqual([]); // gsm8k's run has no pair: not in the plan at all
    expect(pilotCells(a, null).skipped).toEqual(['gsm8k × example × none: 1 measured run']);
    // a sealed run is planned by its sealed score (its run's score), not its best on feedback
    const sealed = [
      run(0, 60, { sealed: { score: 41, uncertainty: null, baseline: 9, gap: 19 } }),
      run(1, 62, { sealed: { score: 44, uncertainty: null, baseline: 9, gap: 18 } }),
    ];
    expect(pilotCells(sealed, null).cells[0].runs).toEqual([{ score: 41 }, { score: 44 }]);
  });

  test('from a pilot sweep, as statsmodels plans it; from a given sd; and the refusals', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-plan-'));
    writeSweep(dataDir, 'pilot', [run(0, 45), run(1, 33), run(2, 31)]);
    writeSweep(dataDir, 'lonely', [run(0, 45)]);
    const out = cli(['pilot', '--delta', '5', '--json'], dataDir);
    expect(out.status).toBe(0);
    const plan = JSON.parse(out.stdout);
    const sd = Math.SQRT2 * Math.sqrt([45, 33, 31].map((x) => (x - 109 / 3) ** 2).reduce((p, q) => p + q, 0) / 2);
    expect(plan.cells[0]).toMatchObject({ task: 'arith', agent: 'example', count: 3 });
    expect(plan.cells[0].sd).toBeCloseTo(sd, 3);
    expect(plan.cells[0].seeds).toBeGreaterThan(10);
    const given = JSON.parse(cli(['--sd', '10', '--delta', '5', '--task', 'arith', '--json'], dataDir).stdout);
    expect(given.cells).toEqual([expect.objectContaining({ task: 'arith', sd: 10, seeds: 34 })]); // d = 0.5: 34 pairs
    const lonely = cli(['lonely', '--delta', '5'], dataDir);
    expect(lonely.status).not.toBe(0);
    expect(lonely.stderr).toContain('no cell with two or more measured runs');
    expect(lonely.stderr).toContain('arith × example × none: 1 measured run');
    expect(cli(['nope', '--delta', '5'], dataDir).stderr).toContain('has no report');
    expect(cli(['pilot', '--delta', '-2'], dataDir).stderr).toContain('--delta must be a positive number');
  });
});
