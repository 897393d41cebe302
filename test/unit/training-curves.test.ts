import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReport } from '../../report/build';
import { renderHtml } from '../../report/html';
import { trainingCurvesSvg } from '../../report/training-chart';
import { LineTail } from '../../cli/train-follow';
import { ReportSchema } from '../../common/report-schema';
import { parseRunSpec } from '../../common/run-spec';
import { describeMetric, parseTrainingMetrics, thinMetrics, type TrainingMetric } from '../../common/training-metrics';
import { initialRunStatus } from '../../workflows/run-state';
import { resolvedRun } from '../workflow/harness';

// A training pipeline's curves: the metrics file as the GPU worker appends it (retries included),
// the report's training section and its chart, and `a2rl train --follow`'s lines.

const T0 = 1_800_000_000;
const at = (s: number) => new Date((T0 + s) * 1000).toISOString();
const line = (s: number, m: Partial<TrainingMetric>) => JSON.stringify({ ts: at(s), attempt: 1, step: 0, ...m });

const FILE = [
  line(10, { job: 'sft', kind: 'sft', step: 1, loss: 2.5, lr: 5e-5, tokens_per_second: 40 }),
  line(20, { job: 'sft', kind: 'sft', step: 2, loss: 2.1, lr: 5e-5 }),
  // the worker died after step 2's report; the retry resumed from checkpoint-1 and reported step 2 again
  line(40, { job: 'sft', kind: 'sft', step: 2, loss: 2.0, attempt: 2 }),
  line(50, { job: 'sft', kind: 'sft', step: 3, loss: 1.7, attempt: 2 }),
  line(80, {
    job: 'iter-1/rollout',
    kind: 'rollout',
    success_rate: 0.25,
    reward_mean: 0.4,
    reward_std: 0.3,
    episodes: 8,
  }),
  line(95, { job: 'iter-1/grpo', kind: 'grpo', step: 1, loss: 0.01, kl: 0.002 }),
  '{"ts": "torn',
  line(120, { job: 'iter-1/eval', kind: 'rollout', success_rate: 0.5, episodes: 4 }),
].join('\n');

test("a step a retried job reported again keeps the retry's report, in time order; a torn line is counted", () => {
  const { metrics, invalid } = parseTrainingMetrics(FILE);
  expect(invalid).toBe(1);
  const sft = metrics.filter((m) => m.job === 'sft');
  expect(sft.map((m) => [m.step, m.loss, m.attempt])).toEqual([
    [1, 2.5, 1],
    [2, 2.0, 2],
    [3, 1.7, 2],
  ]);
  expect(metrics.map((m) => m.job)).toEqual(['sft', 'sft', 'sft', 'iter-1/rollout', 'iter-1/grpo', 'iter-1/eval']);
});

test('a value that is not a finite number makes the line invalid rather than a point', () => {
  expect(
    parseTrainingMetrics(line(1, { job: 'sft', kind: 'sft', step: 1, loss: 'NaN' as unknown as number })).invalid,
  ).toBe(1);
  expect(parseTrainingMetrics('{"ts":"x","job":"sft","kind":"sft","attempt":1,"step":1,"loss":NaN}').invalid).toBe(1);
});

test('thinning keeps every rollout line and the last step of each job', () => {
  const many = Array.from(
    { length: 1000 },
    (_, i) => JSON.parse(line(i, { job: 'sft', kind: 'sft', step: i + 1, loss: 1 })) as TrainingMetric,
  );
  const rollout = JSON.parse(line(2000, { job: 'iter-1/rollout', kind: 'rollout', success_rate: 0 })) as TrainingMetric;
  const thin = thinMetrics([...many, rollout], 101);
  expect(thin.length).toBeLessThanOrEqual(102);
  expect(thin).toContain(rollout);
  expect(thin.some((m) => m.step === 1000)).toBe(true);
  expect(thinMetrics(many.slice(0, 10), 100)).toHaveLength(10);
});

test('--follow lines name the job, its step and its numbers', () => {
  const { metrics } = parseTrainingMetrics(FILE);
  expect(describeMetric(metrics[0])).toBe('sft step 1: loss 2.5 lr 5.0e-5 40 tok/s');
  expect(describeMetric(metrics[3])).toBe('iter-1/rollout: reward 0.4 ± 0.3 success 25.0% of 8');
  expect(describeMetric(metrics[4])).toBe('iter-1/grpo step 1: loss 0.01 kl 0.002');
});

test('the chart draws one panel per series reported, training and evaluation apart, with the submissions marked', () => {
  const { metrics } = parseTrainingMetrics(FILE);
  const svg = trainingCurvesSvg(metrics, T0, T0 + 200, [{ t: T0 + 100, label: '#1', title: '#1: 12.00' }]);
  const panels = [...svg.matchAll(/data-series="(\w+)"/g)].map((m) => m[1]);
  expect(panels).toEqual(['loss', 'reward_mean', 'success_rate', 'kl', 'tokens_per_second', 'lr']);
  expect(svg.match(/class="submission-marker"/g)).toHaveLength(panels.length);
  expect(svg).toContain('fill="#e8590c"'); // the evaluation's point
  expect(trainingCurvesSvg([], T0, T0 + 1)).toBe('');
});

test("a reference pipeline's run report carries its curves and charts them; other runs have no training section", () => {
  const s = initialRunStatus('run-ref', parseRunSpec({ task: 'alfworld', agent: 'reference-sft-grpo', budget: '1h' }));
  s.resolved = resolvedRun('run-ref');
  s.meta = { ...s.meta, start_time: T0, end_time: T0 + 300 };
  const { metrics, invalid } = parseTrainingMetrics(FILE);
  const base = {
    agentLog: '',
    logTail: '',
    revisions: [],
    codeAt: {},
    diffFirstToBest: null,
    events: [],
    now: new Date(0),
  };
  const r = buildReport(s, { ...base, training: { file: '/runs/run-ref/training-metrics.jsonl', metrics, invalid } });
  expect(ReportSchema.parse(JSON.parse(JSON.stringify(r))).training).toMatchObject({
    invalid_lines: 1,
    points: expect.arrayContaining([expect.objectContaining({ job: 'iter-1/grpo', kl: 0.002 })]),
  });
  expect(renderHtml(r)).toContain('<h2>Training curves</h2>');
  const none = buildReport(s, base);
  expect(none.training).toBeNull();
  expect(renderHtml(none)).not.toContain('training-curves');
});

test("--follow reads a growing file's complete lines once each, a line cut mid-write when it is whole", () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-tail-')), 'training-metrics.jsonl');
  const tail = new LineTail(file);
  expect(tail.read()).toEqual([]); // not written yet
  fs.writeFileSync(file, '{"a":1}\n{"b":');
  expect(tail.read()).toEqual(['{"a":1}']);
  expect(tail.read()).toEqual([]);
  fs.appendFileSync(file, '2}\n\n{"c":3}\n');
  expect(tail.read()).toEqual(['{"b":2}', '{"c":3}']);
});
