import { serviceEnv, serviceIdentity, withoutServiceKeys } from '../../evaluation/services';
import { loadConfig } from '../../common/config';

const base = { A2RL_CONFIG: '' };

describe('judge and search endpoints', () => {
  test('defaults: no judge model, OpenAI base URL, key names, search kind auto', () => {
    const c = loadConfig(base);
    expect(c.judge).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKeyEnv: 'OPENAI_API_KEY' });
    expect(c.search).toEqual({ kind: 'auto', apiKeyEnv: 'SERPAPI_KEY' });
  });

  test('env overrides, and bad values are clear errors', () => {
    const c = loadConfig({
      ...base,
      A2RL_JUDGE_BASE_URL: 'http://127.0.0.1:9000/v1',
      A2RL_JUDGE_MODEL: 'gpt-5.2',
      A2RL_JUDGE_API_KEY_ENV: 'MY_KEY',
      A2RL_SEARCH_KIND: 'serpapi',
      A2RL_SEARCH_URL: 'http://127.0.0.1:9001/search',
    });
    expect(c.judge).toEqual({ baseUrl: 'http://127.0.0.1:9000/v1', model: 'gpt-5.2', apiKeyEnv: 'MY_KEY' });
    expect(c.search).toEqual({ kind: 'serpapi', url: 'http://127.0.0.1:9001/search', apiKeyEnv: 'SERPAPI_KEY' });
    expect(() => loadConfig({ ...base, A2RL_JUDGE_BASE_URL: 'not a url' })).toThrow(/judge.baseUrl/);
    expect(() => loadConfig({ ...base, A2RL_SEARCH_KIND: 'bing' })).toThrow(/search.kind/);
    expect(() => loadConfig({ ...base, A2RL_JUDGE_API_KEY_ENV: 'not-a-name' })).toThrow(/judge.apiKeyEnv/);
  });

  test('evaluators get the settings and keys of the services their task declares, and only those', () => {
    const c = loadConfig({ ...base, A2RL_JUDGE_MODEL: 'gpt-5.2' });
    const env = { OPENAI_API_KEY: 'sk-judge', SERPAPI_KEY: 'serp-key' };
    expect(serviceEnv(c, ['judge'], env)).toEqual({
      A2RL_JUDGE_BASE_URL: 'https://api.openai.com/v1',
      A2RL_JUDGE_MODEL: 'gpt-5.2',
      A2RL_JUDGE_API_KEY: 'sk-judge',
    });
    expect(serviceEnv(c, ['judge', 'search'], env)).toMatchObject({
      A2RL_SEARCH_KIND: 'serpapi',
      A2RL_SEARCH_URL: 'https://serpapi.com/search',
      A2RL_SEARCH_API_KEY: 'serp-key',
    });
    // without a SerpAPI key, auto is the reference's DuckDuckGo fallback
    expect(serviceEnv(c, ['search'], {})).toEqual({
      A2RL_SEARCH_KIND: 'duckduckgo',
      A2RL_SEARCH_URL: 'https://api.duckduckgo.com/',
    });
    expect(serviceEnv(c, [], env)).toEqual({});
    // no judge model: nothing, so the evaluator says none is configured
    expect(serviceEnv(loadConfig(base), ['judge'], env)).toEqual({});
    // the worker's keys never reach an evaluator by inheritance
    const inherited = withoutServiceKeys(c, { ...env, PATH: '/bin', A2RL_JUDGE_API_KEY: 'x' });
    expect(inherited).toEqual({ PATH: '/bin' });
  });

  test("the baseline cache key names the judge and search, never a key's value", () => {
    const c = loadConfig({ ...base, A2RL_JUDGE_MODEL: 'gpt-5.2' });
    const id = serviceIdentity(c, ['judge', 'search'], { OPENAI_API_KEY: 'sk-secret', SERPAPI_KEY: 'serp-secret' });
    expect(id).toEqual({ judge: 'gpt-5.2@https://api.openai.com/v1', search: 'serpapi@https://serpapi.com/search' });
    expect(JSON.stringify(id)).not.toMatch(/secret/);
    expect(serviceIdentity(c, [], {})).toEqual({});
  });
});
