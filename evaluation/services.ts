import type { Config } from '../common/config';

// The outside services an evaluator may call: an LLM judge (OpenAI-compatible chat completions)
// and a web search endpoint. Only tasks whose manifest lists a service get its settings and key,
// as environment variables of the evaluator process; keys never go into results, logs or caches.

export type EvaluationService = 'judge' | 'search';

const DEFAULT_SEARCH_URL = {
  serpapi: 'https://serpapi.com/search',
  duckduckgo: 'https://api.duckduckgo.com/',
} as const;

export function searchKind(config: Pick<Config, 'search'>, env: NodeJS.ProcessEnv): 'serpapi' | 'duckduckgo' {
  if (config.search.kind !== 'auto') return config.search.kind;
  return env[config.search.apiKeyEnv] ? 'serpapi' : 'duckduckgo';
}

/**
 * Environment for the evaluator: A2RL_JUDGE_BASE_URL, A2RL_JUDGE_MODEL, A2RL_JUDGE_API_KEY,
 * A2RL_SEARCH_URL, A2RL_SEARCH_KIND, A2RL_SEARCH_API_KEY. A judge without a model is left out
 * entirely, so the evaluator reports that none is configured.
 */
export function serviceEnv(
  config: Pick<Config, 'judge' | 'search'>,
  services: readonly EvaluationService[],
  env: NodeJS.ProcessEnv,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (services.includes('judge') && config.judge.model) {
    out.A2RL_JUDGE_BASE_URL = config.judge.baseUrl;
    out.A2RL_JUDGE_MODEL = config.judge.model;
    const key = env[config.judge.apiKeyEnv];
    if (key) out.A2RL_JUDGE_API_KEY = key;
  }
  if (services.includes('search')) {
    const kind = searchKind(config, env);
    out.A2RL_SEARCH_KIND = kind;
    out.A2RL_SEARCH_URL = config.search.url ?? DEFAULT_SEARCH_URL[kind];
    const key = env[config.search.apiKeyEnv];
    if (key) out.A2RL_SEARCH_API_KEY = key;
  }
  return out;
}

/** What of the services changes a score: part of the baseline cache key (never a key's value). */
export function serviceIdentity(
  config: Pick<Config, 'judge' | 'search'>,
  services: readonly EvaluationService[],
  env: NodeJS.ProcessEnv,
): Record<string, string> {
  const e = serviceEnv(config, services, env);
  const id: Record<string, string> = {};
  if (e.A2RL_JUDGE_MODEL) id.judge = `${e.A2RL_JUDGE_MODEL}@${e.A2RL_JUDGE_BASE_URL}`;
  if (e.A2RL_SEARCH_KIND) id.search = `${e.A2RL_SEARCH_KIND}@${e.A2RL_SEARCH_URL}`;
  return id;
}

/**
 * The worker's environment less every API key it holds for the services (the configured key
 * variables and A2RL_*_API_KEY), so a key reaches only evaluators whose task uses its service.
 */
export function withoutServiceKeys(
  config: Pick<Config, 'judge' | 'search'>,
  env: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const k of [config.judge.apiKeyEnv, config.search.apiKeyEnv, 'A2RL_JUDGE_API_KEY', 'A2RL_SEARCH_API_KEY'])
    delete out[k];
  return out;
}
