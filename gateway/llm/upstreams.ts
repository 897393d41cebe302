import { LlmConfigSchema, type LlmConfig } from '../../common/config';
import type { Provider } from '../../common/llm-usage';

// Where the gateway forwards each provider's calls and with which key: the host worker's config
// names the upstream (its `llm` section and A2RL_LLM_<PROVIDER>_URL, common/config.ts) and the
// environment variable that holds its key (the key itself is never in a config file).

export interface Upstream {
  baseUrl: string;
  /** null: no key in the environment (the upstream will refuse, or needs none, like a mock). */
  apiKey: string | null;
}
export type Upstreams = Record<Provider, Upstream>;

export function resolveUpstreams(
  section: LlmConfig = LlmConfigSchema.parse(undefined),
  env: NodeJS.ProcessEnv = process.env,
): Upstreams {
  const one = (p: Provider): Upstream => ({
    baseUrl: section[p].baseUrl.replace(/\/+$/, ''),
    apiKey: env[section[p].apiKeyEnv] || null,
  });
  return { anthropic: one('anthropic'), openai: one('openai'), gemini: one('gemini') };
}
