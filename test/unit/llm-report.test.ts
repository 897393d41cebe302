import { buildReport, renderMarkdown } from '../../report/build';
import { renderHtml } from '../../report/html';
import { leaderboard } from '../../report/leaderboard';
import { resultRow } from '../../report/index';
import { addCall, emptyTotals, type LlmCall } from '../../common/llm-usage';
import { parseRunSpec } from '../../common/run-spec';
import type { SweepRunResult } from '../../common/types';
import { initialRunStatus } from '../../workflows/run-state';
import { resolvedRun } from '../workflow/harness';

// The report's LLM section and the leaderboard's spend, from the gateway's ledger.

const T0 = 1_800_000_000;
const call = (i: number, over: Partial<LlmCall> = {}): LlmCall => ({
  id: `c${i}`,
  time: new Date((T0 + i * 60) * 1000).toISOString(),
  provider: 'anthropic',
  endpoint: 'messages',
  model_requested: 'claude-sonnet-4-6',
  model_answered: 'claude-sonnet-4-6-20260101',
  input_tokens: 1000,
  output_tokens: 100,
  cache_read_tokens: 400,
  cache_write_tokens: 0,
  cost_usd: 0.0045,
  latency_ms: 900,
  status: 200,
  outcome: 'ok',
  reason: null,
  streamed: true,
  ...over,
});

test('report.json: usage and cost per model from the ledger, the price table, the limits, calls over time; the driver is the model that answered', () => {
  const s = initialRunStatus(
    'run-llm',
    parseRunSpec({ task: 'arith', agent: 'claude-code', budget: '1h', limits: { costUsd: 0.01 } }),
  );
  s.resolved = { ...resolvedRun('run-llm'), driver: 'claude-sonnet-4-6' };
  s.meta = { ...s.meta, start_time: T0, end_time: T0 + 600, paused_s: 120 };
  const calls = [
    call(0),
    call(1),
    call(2, { streamed: false }),
    call(3, {
      outcome: 'refused',
      status: 403,
      reason: "the run's cost limit is reached ($0.0135 of $0.01); no more LLM calls are allowed in this run",
      input_tokens: 0,
      output_tokens: 0,
      cache_read_tokens: 0,
      cost_usd: null,
      model_answered: null,
    }),
  ];
  s.llm = calls.reduce(addCall, emptyTotals());
  s.limitReached = { stop: 'cost-limit', message: "the run's cost limit is reached ($0.0135 of $0.01)" };
  s.agent = { status: 'stopped', stoppedBy: 'cost-limit', exit: null };
  const r = buildReport(s, {
    agentLog: '',
    logTail: '',
    revisions: [],
    codeAt: {},
    diffFirstToBest: null,
    events: [],
    llmCalls: calls,
    now: new Date(0),
  });
  expect(r.run).toMatchObject({ driver: 'claude-sonnet-4-6-20260101', driver_requested: 'claude-sonnet-4-6' });
  expect(r.timing).toMatchObject({ budget_used_s: 600, working_time_s: 480, paused_s: 120 });
  expect(r.llm).toMatchObject({
    price_table: expect.stringMatching(/^@pydantic\/genai-prices@\d+\.\d+\.\d+$/),
    limits: { cost_usd: 0.01, tokens: null, models: ['claude-sonnet-4-6'] },
    stopped_by_limit: expect.stringContaining('cost limit'),
    totals: { calls: 3, streamed: 3, input_tokens: 3000, output_tokens: 300, cache_read_tokens: 1200, refused: 1 },
    by_model: [
      {
        model: 'claude-sonnet-4-6-20260101',
        calls: 3,
        input_tokens: 3000,
        output_tokens: 300,
        cache_read_tokens: 1200,
        cost_usd: expect.closeTo(0.0135, 10),
      },
    ],
    refusals: { limit: 1 },
  });
  expect(r.llm!.over_time.reduce((a, b) => a + b.calls, 0)).toBe(3);
  expect(r.llm!.over_time.every((b) => b.from_s >= 0 && b.to_s <= 600)).toBe(true);
  expect(renderMarkdown(r)).toContain('| claude-sonnet-4-6-20260101 | 3 | 3000 | 1200 | 300 | 0.0135 |');
  expect(renderMarkdown(r)).toContain('480 s of working time');
  const html = renderHtml(r);
  expect(html).toContain('id="llm"');
  expect((html.match(/class="llm-calls"/g) ?? []).length).toBe(r.llm!.over_time.length);
  // The results store records the spend, and the model that answered.
  expect(resultRow(s, null)).toMatchObject({
    driver_model: 'claude-sonnet-4-6-20260101',
    llm_cost_usd: expect.closeTo(0.0135, 10),
    llm_tokens: 3300,
  });
});

test('a run with no LLM call has no LLM section', () => {
  const s = initialRunStatus('run-x', parseRunSpec({ task: 'arith', agent: 'example' }));
  expect(
    buildReport(s, {
      agentLog: '',
      logTail: '',
      revisions: [],
      codeAt: {},
      diffFirstToBest: null,
      events: [],
      llmCalls: [],
    }).llm,
  ).toBeNull();
});

test('leaderboard: mean LLM cost per run and cost per point of improvement, over the counted runs', () => {
  const r = (runId: string, improvement: number | null, costUsd: number | null): SweepRunResult => ({
    runId,
    key: runId,
    seed: 0,
    phase: 'done',
    task: 'arith',
    agent: 'claude-code',
    driver: 'claude-sonnet-4-6',
    baseModel: 'm',
    baseline: 10,
    best: improvement === null ? null : 10 + improvement,
    improvement,
    submissions: 1,
    report: null,
    error: null,
    costUsd,
    verdict: 'completed',
    verdictCause: '',
  });
  const [row] = leaderboard([r('a', 20, 3), r('b', 10, 1.5), r('c', -5, 0.5)]);
  expect(row.mean_cost_usd).toBeCloseTo(5 / 3, 10);
  expect(row.cost_per_point).toBeCloseTo(5 / 30, 10); // $5 for 30 points (a loss is no gain)
  const [none] = leaderboard([r('d', 0, 2)]);
  expect(none).toMatchObject({ mean_cost_usd: 2, cost_per_point: null });
  const [old] = leaderboard([r('e', 5, null)]);
  expect(old).toMatchObject({ mean_cost_usd: null, cost_per_point: null });
});
