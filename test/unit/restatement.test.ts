import { rankChanges, renderRestatement, restatedResults } from '../../report/restatement';
import type { Restatement } from '../../common/report-schema';
import type { SweepRunResult } from '../../common/types';

// A regrade's summary: a sweep's runs as the restatements score them, and the leaderboard rows
// whose rank within their task changed.

const run = (agent: string, seed: number, best: number): SweepRunResult => ({
  key: `${agent}.s${seed}`,
  runId: `${agent}-${seed}`,
  task: 'arith',
  agent,
  driver: 'none',
  baseModel: null,
  seed,
  phase: 'done',
  baseline: 10,
  best,
  improvement: best - 10,
  submissions: 1,
  error: null,
  report: null,
  verdict: 'completed',
  verdictCause: '',
});
const restated = (runId: string, after: number): Restatement => ({
  regrade_id: 'regrade-1',
  run_id: runId,
  at: new Date(0).toISOString(),
  evaluator: { before: 'v1', after: 'v2' },
  skipped: null,
  baseline: { before: 10, after: 12 },
  submissions: [{ submission_id: 1, digest: 'd', before: 0, after, uncertainty: null, kept: true, error: null }],
  best: { before: { submission_id: 1, score: 0 }, after: { submission_id: 1, score: after } },
  sealed: null,
});

test('a restatement that reverses two agents changes their ranks; a skipped run keeps its scores', () => {
  const results = [run('a', 0, 40), run('a', 1, 42), run('b', 0, 30), run('b', 1, 32)];
  const restatements = [
    restated('a-0', 20),
    restated('a-1', 22),
    { ...restated('b-0', 99), skipped: 'none of its submitted checkpoints is kept any more' },
  ];
  const after = restatedResults(results, restatements);
  expect(after.map((r) => [r.runId, r.best, r.baseline, r.improvement])).toEqual([
    ['a-0', 20, 12, 8],
    ['a-1', 22, 12, 10],
    ['b-0', 30, 10, 20],
    ['b-1', 32, 10, 22],
  ]);
  expect(rankChanges(results, restatements)).toEqual([
    { task: 'arith', agent: 'a', driver: 'none', before: 1, after: 2 },
    { task: 'arith', agent: 'b', driver: 'none', before: 2, after: 1 },
  ]);
  const md = renderRestatement('regrade-1', 'sweep-x', restatements, rankChanges(results, restatements));
  expect(md).toContain('| a-0 | `v1` → `v2` | 10.00 → 12.00 | 0.00 (#1) → 20.00 (#1) | — | 1 of 1 |  |');
  expect(md).toContain('| b-0 | `v1` → `v2` |');
  expect(md).toContain('none of its submitted checkpoints is kept any more');
  expect(md).toContain('| arith | b | none | 2 | 1 |');
});
