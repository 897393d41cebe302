import { emptyTotals } from '../../common/llm-usage';
import { parseRunSpec } from '../../common/run-spec';
import { renderProgress } from '../../cli/runs';
import { initialRunStatus } from '../../workflows/run-state';

// `a2rl watch`'s lines: both clocks, and the LLM spend against the run's limits.

test('watch shows working time beside the budget, and LLM calls, tokens and cost against the limits', () => {
  const s = initialRunStatus(
    'run-x',
    parseRunSpec({ task: 'arith', agent: 'claude-code', budget: '1h', limits: { costUsd: 2, workingTime: '30m' } }),
  );
  s.meta = { ...s.meta, start_time: 1000, paused_s: 60, paused_since: null };
  s.llm = {
    ...emptyTotals(),
    calls: 12,
    input_tokens: 9000,
    output_tokens: 1000,
    cache_read_tokens: 4000,
    cost_usd: 0.1234,
    refused: 1,
  };
  const lines = renderProgress(s, (1000 + 600) * 1000).join('\n');
  expect(lines).toContain('working time 9m');
  expect(lines).toContain('21m00s left of its limit');
  expect(lines).toContain('LLM 12 calls, 10000 tokens (4000 cached), $0.1234 of $2, 1 refused');
  s.limitReached = { stop: 'cost-limit', message: "the run's cost limit is reached ($2.0100 of $2)" };
  expect(renderProgress(s, 1_600_000).join('\n')).toContain("stopping: the run's cost limit is reached");
});
