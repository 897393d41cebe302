import { bootstrapCi, pairedDeltas } from '../../ui/compare';
import type { SweepRunResult } from '../../common/types';

// The dashboard's sweep comparison: runs paired per task, the mean difference and its percentile
// bootstrap interval.

const result = (task: string, seed: number, best: number | null, over: Partial<SweepRunResult> = {}): SweepRunResult => ({
  key: `${task}/${over.agent ?? 'a'}/${seed}`,
  runId: `run-${task}-${seed}-${Math.random()}`,
  task,
  agent: 'a',
  seed,
  driver: null,
  baseModel: 'm',
  phase: 'done',
  baseline: 10,
  best,
  improvement: best === null ? null : best - 10,
  submissions: 1,
  report: null,
  error: null,
  verdict: best === null ? 'agent-failed' : 'completed',
  verdictCause: '',
  ...over,
});

test('the bootstrap interval brackets the mean, narrows with agreement, and is the same on every call', () => {
  const xs = [1, 2, 3, 4, 5, 6, 7, 8];
  const ci = bootstrapCi(xs)!;
  expect(ci[0]).toBeLessThan(4.5);
  expect(ci[1]).toBeGreaterThan(4.5);
  expect(ci[0]).toBeGreaterThan(1);
  expect(ci[1]).toBeLessThan(8);
  expect(bootstrapCi(xs)).toEqual(ci);
  expect(bootstrapCi([3, 3, 3])).toEqual([3, 3]);
  const wide = bootstrapCi([0, 20, 0, 20])!;
  expect(wide[1] - wide[0]).toBeGreaterThan(ci[1] - ci[0]);
  expect(bootstrapCi([5])).toBeNull();
});

test('two agents over the same tasks and seeds pair by task and seed', () => {
  const a = [result('t1', 0, 20), result('t1', 1, 30), result('t1', 2, 25), result('t2', 0, 50)];
  const b = [result('t1', 0, 30, { agent: 'b' }), result('t1', 1, 38, { agent: 'b' }), result('t1', 2, 36, { agent: 'b' }), result('t2', 0, 40, { agent: 'b' }), result('t3', 0, 99, { agent: 'b' })];
  const d = pairedDeltas(a, b);
  expect(d.map((x) => x.task)).toEqual(['t1', 't2']); // t3 has no partner
  expect(d[0]).toMatchObject({ pairs: 3, meanA: 25, meanB: 104 / 3 });
  expect(d[0].delta).toBeCloseTo(29 / 3);
  expect(d[0].ci![0]).toBeGreaterThanOrEqual(8);
  expect(d[0].ci![1]).toBeLessThanOrEqual(11);
  expect(d[1]).toMatchObject({ pairs: 1, delta: -10, ci: null });
});

test('a run with nothing scored counts as its baseline; one the harness failed pairs with nothing', () => {
  const a = [result('t', 0, null), result('t', 1, 30), result('t', 2, 30)];
  const b = [result('t', 0, 20), result('t', 1, null, { verdict: 'harness-error' }), result('t', 2, 40)];
  expect(pairedDeltas(a, b)[0]).toMatchObject({ pairs: 2, meanA: 20, meanB: 30, delta: 10 });
});

test('sweeps with several agents per task and seed pair by whole cell', () => {
  const a = [result('t', 0, 20), result('t', 0, 40, { agent: 'x', key: 't/x/0' })];
  const b = [result('t', 0, 25), result('t', 0, 30, { agent: 'x', key: 't/x/0' })];
  expect(pairedDeltas(a, b)[0]).toMatchObject({ pairs: 2, delta: -2.5 });
});
