import { calcPrice } from '@pydantic/genai-prices';
import fs from 'node:fs';
import path from 'node:path';
import type { Provider } from '../../common/llm-usage';

// Cost of a call from the pinned price table (@pydantic/genai-prices, bundled data: no network).
// The table's version goes into the run's results, so that a cost can be traced to its prices.

export const PRICE_TABLE_VERSION: string = (
  JSON.parse(
    fs.readFileSync(path.join(path.dirname(require.resolve('@pydantic/genai-prices')), '..', 'package.json'), 'utf8'),
  ) as { version: string }
).version;

const PROVIDER_IDS: Record<Provider, string> = { anthropic: 'anthropic', openai: 'openai', gemini: 'google' };

export interface Tokens {
  /** All input tokens, cached ones included. */
  input: number;
  cacheRead: number;
  cacheWrite: number;
  output: number;
}

/** USD for these tokens of this model; null when the table has no price for it. */
export function costUsd(provider: Provider, model: string | null, t: Tokens): number | null {
  if (!model) return null;
  try {
    const price = calcPrice(
      {
        input_tokens: t.input,
        cache_read_tokens: t.cacheRead,
        cache_write_tokens: t.cacheWrite,
        output_tokens: t.output,
      },
      model,
      { providerId: PROVIDER_IDS[provider] },
    );
    return price ? price.total_price : null;
  } catch {
    return null;
  }
}
