import { z } from 'zod';

// The LLM gateway's usage ledger: one line per call an agent made through its run's gateway,
// and the totals the run, its limits, report and results are computed from. Pure (zod only):
// the gateway writes these, the workflow keeps the totals, the report reads the lines.

export const PROVIDERS = ['anthropic', 'openai', 'gemini'] as const;
export type Provider = (typeof PROVIDERS)[number];

const count = z.number().int().nonnegative();

export const LlmCallSchema = z
  .object({
    /** Unique per call; a line read twice (after a crash) is folded by it. */
    id: z.string().min(1),
    /** When the call arrived (ISO 8601). */
    time: z.string(),
    provider: z.enum(PROVIDERS),
    /** messages, chat, responses, generate, count-tokens, models or other. */
    endpoint: z.string(),
    model_requested: z.string().nullable(),
    /** The model the upstream says answered (null when it did not say, or did not answer). */
    model_answered: z.string().nullable(),
    /** All input tokens, cached ones included. */
    input_tokens: count,
    output_tokens: count,
    cache_read_tokens: count,
    cache_write_tokens: count,
    /** From the pinned price table; null when the table has no price for the model. */
    cost_usd: z.number().nonnegative().nullable(),
    latency_ms: z.number().nonnegative(),
    /** HTTP status the agent got (0: none, the call was cut off). */
    status: z.number().int(),
    /**
     * ok; upstream-error (the provider failed: 5xx, unreachable); refused (by the gateway: a
     * limit, a model not allowed, a bad credential); interrupted (the gateway stopped mid-call:
     * what it had read by then is all that is known).
     */
    outcome: z.enum(['ok', 'upstream-error', 'refused', 'interrupted']),
    reason: z.string().nullable(),
    streamed: z.boolean(),
  })
  .strict();
export type LlmCall = z.output<typeof LlmCallSchema>;

export interface ModelUsage {
  calls: number;
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cost_usd: number;
}

export interface UsageTotals {
  /** Calls forwarded to a provider (refused ones not included). */
  calls: number;
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cache_write_tokens: number;
  cost_usd: number;
  /** Calls whose model the price table does not know (their cost is not in cost_usd). */
  unpriced_calls: number;
  refused: number;
  upstream_errors: number;
  interrupted: number;
  /** The last call's outcome was an upstream error: the provider may be down. */
  last_upstream_error: string | null;
  /** Keyed by the model that answered (or was asked for, when none answered). */
  by_model: Record<string, ModelUsage>;
}

export function emptyTotals(): UsageTotals {
  return {
    calls: 0,
    input_tokens: 0,
    output_tokens: 0,
    cache_read_tokens: 0,
    cache_write_tokens: 0,
    cost_usd: 0,
    unpriced_calls: 0,
    refused: 0,
    upstream_errors: 0,
    interrupted: 0,
    last_upstream_error: null,
    by_model: {},
  };
}

/** Adds one finished call to the totals (in place). */
export function addCall(t: UsageTotals, call: LlmCall): UsageTotals {
  if (call.outcome === 'refused') {
    t.refused++;
    return t;
  }
  t.calls++;
  t.input_tokens += call.input_tokens;
  t.output_tokens += call.output_tokens;
  t.cache_read_tokens += call.cache_read_tokens;
  t.cache_write_tokens += call.cache_write_tokens;
  if (call.cost_usd === null) {
    if (call.input_tokens + call.output_tokens > 0) t.unpriced_calls++;
  } else t.cost_usd += call.cost_usd;
  if (call.outcome === 'upstream-error') t.upstream_errors++;
  if (call.outcome === 'interrupted') t.interrupted++;
  t.last_upstream_error = call.outcome === 'upstream-error' ? (call.reason ?? `HTTP ${call.status}`) : null;
  const model = call.model_answered ?? call.model_requested ?? '(none)';
  const m = (t.by_model[model] ??= { calls: 0, input_tokens: 0, output_tokens: 0, cache_read_tokens: 0, cost_usd: 0 });
  m.calls++;
  m.input_tokens += call.input_tokens;
  m.output_tokens += call.output_tokens;
  m.cache_read_tokens += call.cache_read_tokens;
  m.cost_usd += call.cost_usd ?? 0;
  return t;
}

/** Spend limits of a run (the run spec's `limits`, LLM part). */
export interface LlmLimits {
  tokens?: number;
  costUsd?: number;
  llmRequests?: number;
  /** Models the agent may call; empty: the run's driver only. */
  models: string[];
}

/** A limit the totals have reached, with the stop cause the run records for it. */
export const LIMIT_STOPS = { tokens: 'token-limit', costUsd: 'cost-limit', llmRequests: 'request-limit' } as const;
export type LlmLimitName = keyof typeof LIMIT_STOPS;

export function reachedLimit(t: UsageTotals, limits: LlmLimits): { limit: LlmLimitName; message: string } | null {
  if (limits.llmRequests !== undefined && t.calls >= limits.llmRequests)
    return {
      limit: 'llmRequests',
      message: `the run's request limit is reached (${t.calls} of ${limits.llmRequests} LLM requests)`,
    };
  const tokens = t.input_tokens + t.output_tokens;
  if (limits.tokens !== undefined && tokens >= limits.tokens)
    return { limit: 'tokens', message: `the run's token limit is reached (${tokens} of ${limits.tokens} tokens)` };
  if (limits.costUsd !== undefined && t.cost_usd >= limits.costUsd)
    return {
      limit: 'costUsd',
      message: `the run's cost limit is reached ($${t.cost_usd.toFixed(4)} of $${limits.costUsd})`,
    };
  return null;
}

/** The model that answered most of the run's calls: the driver the run records (null: no call). */
export function answeringModel(t: UsageTotals | null): string | null {
  const models = Object.entries(t?.by_model ?? {}).filter(([m]) => m !== '(none)');
  return models.length ? models.reduce((a, b) => (b[1].calls > a[1].calls ? b : a))[0] : null;
}
