import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReport } from '../../report/build';
import { fromRoot } from '../../common/paths';
import { parseRunSpec } from '../../common/run-spec';
import { initialRunStatus } from '../../workflows/run-state';
import { bootstrapCi, pairedDeltas, pairedInput, pairedIntervals } from '../../ui/compare';
import type { SweepRunResult } from '../../common/types';
import { runPaths } from '../../common/run-paths';

// The dashboard's sweep comparison: runs paired per task, the mean difference and its percentile
// bootstrap interval.

const result = (
  task: string,
  seed: number,
  best: number | null,
  over: Partial<SweepRunResult> = {},
): SweepRunResult => ({
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
  const b = [
    result('t1', 0, 30, { agent: 'b' }),
    result('t1', 1, 38, { agent: 'b' }),
    result('t1', 2, 36, { agent: 'b' }),
    result('t2', 0, 40, { agent: 'b' }),
    result('t3', 0, 99, { agent: 'b' }),
  ];
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

describe('paired intervals over seeds and items (a2rl.stats.paired)', () => {
  const python = fromRoot('.venv', 'bin', 'python');
  const wilson = (score: number) => ({
    n: 100,
    se: Math.sqrt(((score / 100) * (1 - score / 100)) / 100) * 100,
    ci: [0, 100] as [number, number],
    level: 0.95,
    method: 'wilson' as const,
  });

  /** A run folder on this host with its report and its best submission's item-level results. */
  function runOnDisk(seed: number, items: number[], arm: string): SweepRunResult {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `a2rl-compare-${arm}-`));
    const score = (100 * items.reduce((s, x) => s + x, 0)) / items.length;
    const rec = {
      submission_id: 1,
      request_id: 'r',
      timestamp: new Date(0).toISOString(),
      model_path: 'output/v1',
      resolved_path: 'output/v1',
      digest: 'd',
      gpu: null,
      code_revision: null,
      status: 'scored' as const,
      score,
      baseline_score: 10,
      improvement: score - 10,
      elapsed_seconds: 1,
    };
    const status = {
      ...initialRunStatus(`r-${arm}-${seed}`, parseRunSpec({ task: 'arith', agent: arm })),
      submissions: [rec],
      best: rec,
    };
    fs.mkdirSync(path.join(dir, 'report'), { recursive: true });
    fs.writeFileSync(
      runPaths(dir).reportJson,
      JSON.stringify(
        buildReport(status, {
          agentLog: '',
          logTail: '',
          revisions: [],
          codeAt: {},
          diffFirstToBest: null,
          events: [],
        }),
      ),
    );
    fs.mkdirSync(path.join(runPaths(dir).evaluations, 'submission-1'), { recursive: true });
    fs.writeFileSync(
      path.join(runPaths(dir).evaluations, 'submission-1', 'result.json'),
      JSON.stringify({ score, items }),
    );
    return result('arith', seed, score, {
      agent: arm,
      report: runPaths(dir).reportJson,
      bestUncertainty: wilson(score),
    });
  }

  test('runs that scored the same items pair item by item: a narrower interval than their seeds and items drawn apart', async () => {
    const base = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 1 : 0));
    const better = base.map((x, i) => (i < 10 ? 1 : x)); // B solves what A solved, and 5 more
    const a = [0, 1, 2].map((s) => runOnDisk(s, base, 'a'));
    const b = [0, 1, 2].map((s) => runOnDisk(s, better, 'b'));
    expect(pairedInput(a[0])).toMatchObject({
      score: 50,
      items: base,
      items_key: expect.stringContaining(':reference'),
    });
    const [paired] = await pairedIntervals(python, pairedDeltas(a, b));
    expect(paired).toMatchObject({ delta: 5, method: 'paired two-level bootstrap' });
    // Without their items (runs of another host) the same scores are drawn apart per arm: far wider.
    const [apart] = await pairedIntervals(
      python,
      pairedDeltas(
        a.map((r) => ({ ...r, report: null })),
        b.map((r) => ({ ...r, report: null })),
      ),
    );
    expect(paired.ci![1] - paired.ci![0]).toBeLessThan((apart.ci![1] - apart.ci![0]) / 2);
    expect(paired.ci![0]).toBeGreaterThan(0); // the paired design sees the gain; the unpaired one does not
    expect(apart.ci![0]).toBeLessThan(0);
  });
});
