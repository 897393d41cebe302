import type http from 'node:http';
import { PROVIDERS, type Provider } from '../../common/llm-usage';
import { bearer, headerValue } from '../credentials';

// What differs between the three provider APIs at the gateway: where they are mounted, how the
// agent's run credential and the real key travel, which endpoint a path is, and how an error
// the gateway gives itself looks (each CLI shows the provider's own error shape best).

/** Mount points on the run's listener; the container's base URLs end here. */
const MOUNTS: Record<Provider, string> = {
  anthropic: '/llm/anthropic',
  openai: '/llm/openai/v1',
  gemini: '/llm/gemini',
};

export interface LlmRoute {
  provider: Provider;
  /** The path after the mount point, with its leading slash ("/" when none). */
  rest: string;
}

export function llmRoute(pathname: string): LlmRoute | null {
  for (const provider of PROVIDERS) {
    const mount = MOUNTS[provider];
    if (pathname === mount) return { provider, rest: '/' };
    if (pathname.startsWith(`${mount}/`)) return { provider, rest: pathname.slice(mount.length) };
  }
  return null;
}

/** The environment that points each CLI in the container at the gateway. */
export function containerBaseUrls(gatewayUrl: string): Record<string, string> {
  const base = gatewayUrl.replace(/\/+$/, '');
  return {
    ANTHROPIC_BASE_URL: `${base}${MOUNTS.anthropic}`,
    OPENAI_BASE_URL: `${base}${MOUNTS.openai}`,
    GOOGLE_GEMINI_BASE_URL: `${base}${MOUNTS.gemini}`,
  };
}

/** messages, chat, responses, generate, count-tokens, models or other (the ledger's `endpoint`). */
export interface Endpoint {
  name: 'messages' | 'chat' | 'responses' | 'generate' | 'count-tokens' | 'models' | 'other';
  /** Gemini names the model in the path. */
  pathModel: string | null;
}

export function classify(provider: Provider, method: string, rest: string): Endpoint {
  const post = method === 'POST';
  const models = method === 'GET' && /^\/(v1|v1beta|v1alpha)?\/?models(\/[^:]*)?$/.test(rest);
  if (provider === 'anthropic') {
    if (post && rest === '/v1/messages') return { name: 'messages', pathModel: null };
    if (post && rest === '/v1/messages/count_tokens') return { name: 'count-tokens', pathModel: null };
  } else if (provider === 'openai') {
    if (post && rest === '/chat/completions') return { name: 'chat', pathModel: null };
    if (post && rest === '/responses') return { name: 'responses', pathModel: null };
  } else {
    const m = /^\/(?:v1|v1beta|v1alpha)\/models\/([^/:]+):([A-Za-z]+)$/.exec(rest);
    if (m && post) {
      const name =
        m[2] === 'generateContent' || m[2] === 'streamGenerateContent'
          ? 'generate'
          : m[2] === 'countTokens'
            ? 'count-tokens'
            : 'other';
      return { name, pathModel: decodeURIComponent(m[1]) };
    }
  }
  return { name: models ? 'models' : 'other', pathModel: null };
}

/** Every credential the request presents, the ways its provider's clients send one. */
export function presentedCredentials(
  provider: Provider,
  headers: http.IncomingHttpHeaders,
  query: URLSearchParams,
): string[] {
  const found = [bearer(headers.authorization)];
  if (provider === 'anthropic') found.push(headerValue(headers['x-api-key']));
  if (provider === 'gemini') found.push(headerValue(headers['x-goog-api-key']), ...query.getAll('key'));
  return found.filter((c): c is string => typeof c === 'string' && c !== '');
}

// Never forwarded: hop-by-hop headers, what the gateway sets itself, and any credential.
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'cookie',
  'accept-encoding',
  'authorization',
  'x-api-key',
  'x-goog-api-key',
  'api-key',
]);

/** The request headers for the upstream: the agent's own, less credentials, plus the real key. */
export function upstreamHeaders(
  provider: Provider,
  headers: http.IncomingHttpHeaders,
  apiKey: string | null,
): Record<string, string> {
  const named = new Set((headerValue(headers.connection) ?? '').split(',').map((h) => h.trim().toLowerCase()));
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined || DROPPED.has(k) || named.has(k)) continue;
    out[k] = Array.isArray(v) ? v.join(', ') : v;
  }
  // Uncompressed, so that the gateway can read the usage out of a stream as it passes.
  out['accept-encoding'] = 'identity';
  if (apiKey) {
    if (provider === 'anthropic') out['x-api-key'] = apiKey;
    else if (provider === 'openai') out.authorization = `Bearer ${apiKey}`;
    else out['x-goog-api-key'] = apiKey;
  }
  return out;
}

/** The upstream's response headers that go on to the agent (the body is re-framed by this server). */
export function clientHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((v, k) => {
    if (!DROPPED.has(k) && k !== 'content-encoding' && k !== 'set-cookie') out[k] = v;
  });
  return out;
}

/** The query string for the upstream: Gemini's `key=` is the run credential, never forwarded. */
export function upstreamQuery(provider: Provider, query: URLSearchParams): string {
  const q = new URLSearchParams(query);
  if (provider === 'gemini') q.delete('key');
  const s = q.toString();
  return s ? `?${s}` : '';
}

export type RefusalKind = 'credential' | 'limit' | 'model' | 'too-large' | 'upstream' | 'endpoint';

const STATUS: Record<RefusalKind, number> = {
  credential: 401,
  limit: 403,
  model: 403,
  'too-large': 413,
  upstream: 502,
  endpoint: 404,
};

/** An error the gateway answers itself, in the provider's own shape. */
export function errorResponse(
  provider: Provider,
  kind: RefusalKind,
  message: string,
  code?: string,
): { status: number; body: unknown } {
  const status = STATUS[kind];
  if (provider === 'anthropic') {
    const type = {
      credential: 'authentication_error',
      limit: 'permission_error',
      model: 'permission_error',
      'too-large': 'request_too_large',
      upstream: 'api_error',
      endpoint: 'not_found_error',
    }[kind];
    return { status, body: { type: 'error', error: { type, message } } };
  }
  if (provider === 'openai') {
    const type = {
      credential: 'invalid_request_error',
      limit: 'insufficient_quota',
      model: 'invalid_request_error',
      'too-large': 'invalid_request_error',
      upstream: 'server_error',
      endpoint: 'invalid_request_error',
    }[kind];
    const fallback = {
      credential: 'invalid_api_key',
      limit: 'insufficient_quota',
      model: 'model_not_allowed',
      'too-large': 'request_too_large',
      upstream: 'upstream_error',
      endpoint: 'unknown_url',
    }[kind];
    return { status, body: { error: { message, type, param: null, code: code ?? fallback } } };
  }
  const gstatus = {
    credential: 'UNAUTHENTICATED',
    limit: 'PERMISSION_DENIED',
    model: 'PERMISSION_DENIED',
    'too-large': 'INVALID_ARGUMENT',
    upstream: 'UNAVAILABLE',
    endpoint: 'NOT_FOUND',
  }[kind];
  return { status, body: { error: { code: status, message, status: gstatus } } };
}
