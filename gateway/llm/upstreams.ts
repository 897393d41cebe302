import { z } from 'zod';
import type { Provider } from '../../common/llm-usage';

// Where the gateway forwards each provider's calls and with which key: the host worker's config
// names the upstream (A2RL_LLM_<PROVIDER>_URL overrides it, common/config.ts) and the
// environment variable that holds its key (the key itself is never in a config file).

const upstream = (baseUrl: string, apiKeyEnv: string) =>
  z
    .object({
      baseUrl: z.url().default(baseUrl),
      apiKeyEnv: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/).default(apiKeyEnv),
    })
    .strict()
    .prefault({});

/** The config's `llm` section. */
export const LlmConfigSchema = z
  .object({
    anthropic: upstream('https://api.anthropic.com', 'ANTHROPIC_API_KEY'),
    openai: upstream('https://api.openai.com/v1', 'OPENAI_API_KEY'),
    gemini: upstream('https://generativelanguage.googleapis.com', 'GEMINI_API_KEY'),
  })
  .strict()
  .prefault({});
export type LlmConfig = z.output<typeof LlmConfigSchema>;

export interface Upstream {
  baseUrl: string;
  /** null: no key in the environment (the upstream will refuse, or needs none, like a mock). */
  apiKey: string | null;
}
export type Upstreams = Record<Provider, Upstream>;

export function resolveUpstreams(section: LlmConfig = LlmConfigSchema.parse(undefined), env: NodeJS.ProcessEnv = process.env): Upstreams {
  const one = (p: Provider): Upstream => ({
    baseUrl: section[p].baseUrl.replace(/\/+$/, ''),
    apiKey: env[section[p].apiKeyEnv] || null,
  });
  return { anthropic: one('anthropic'), openai: one('openai'), gemini: one('gemini') };
}
