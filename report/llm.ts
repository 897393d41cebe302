import { addCall, emptyTotals, type LlmCall } from '../common/llm-usage';
import type { Report } from '../common/report-schema';
import type { RunStatus } from '../common/types';
import { PRICE_TABLE_VERSION } from '../gateway/llm/pricing';

// The report's LLM section, from the gateway's ledger: what the agent spent, per model and over
// the run's time, against its limits.

/** Time slices of the timeline. */
const SLICES = 60;

export function llmReport(status: RunStatus, calls: LlmCall[]): Report['llm'] {
  if (!calls.length) return null;
  const totals = calls.reduce(addCall, emptyTotals());
  const limits = status.spec.limits;
  const start = status.meta.start_time ?? Date.parse(calls[0].time) / 1000;
  const end = Math.max(status.meta.end_time ?? Date.parse(calls[calls.length - 1].time) / 1000, start + 1);
  const width = (end - start) / SLICES;
  const over_time = Array.from({ length: SLICES }, (_, i) => ({
    from_s: round(i * width),
    to_s: round((i + 1) * width),
    calls: 0,
    tokens: 0,
    cost_usd: 0,
    refused: 0,
  }));
  const refusals: Record<string, number> = {};
  for (const c of calls) {
    const slice = over_time[Math.min(SLICES - 1, Math.max(0, Math.floor((Date.parse(c.time) / 1000 - start) / width)))];
    if (c.outcome === 'refused') {
      slice.refused++;
      const reason = refusalKind(c.reason ?? '');
      refusals[reason] = (refusals[reason] ?? 0) + 1;
      continue;
    }
    slice.calls++;
    slice.tokens += c.input_tokens + c.output_tokens;
    slice.cost_usd += c.cost_usd ?? 0;
  }
  return {
    price_table: `@pydantic/genai-prices@${PRICE_TABLE_VERSION}`,
    limits: {
      tokens: limits.tokens ?? null,
      cost_usd: limits.costUsd ?? null,
      llm_requests: limits.llmRequests ?? null,
      models: limits.models.length ? limits.models : [status.resolved?.driver ?? ''],
    },
    stopped_by_limit: status.limitReached?.message ?? null,
    totals: {
      calls: totals.calls,
      input_tokens: totals.input_tokens,
      output_tokens: totals.output_tokens,
      cache_read_tokens: totals.cache_read_tokens,
      cost_usd: totals.cost_usd,
      unpriced_calls: totals.unpriced_calls,
      refused: totals.refused,
      upstream_errors: totals.upstream_errors,
      interrupted: totals.interrupted,
      streamed: calls.filter((c) => c.streamed).length,
    },
    by_model: Object.entries(totals.by_model).map(([model, m]) => ({ model, ...m })),
    over_time: over_time.filter((s) => s.calls || s.refused),
    refusals,
  };
}

function refusalKind(reason: string): string {
  if (/limit is reached/.test(reason)) return 'limit';
  if (/is not allowed in this run/.test(reason)) return 'model not allowed';
  if (/API key/.test(reason)) return 'credential';
  return 'other';
}

const round = (s: number) => Math.round(s * 10) / 10;
