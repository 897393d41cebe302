import { calcPrice } from '@pydantic/genai-prices';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { LlmCall, LlmLimits, reachedLimit, UsageTotals } from '../../common/llm-usage';
import { freePort } from '../../common/net';
import { LlmGateway, type LlmRunContext } from '../../gateway/llm/gateway';
import { INTERRUPTED_BY_STOP, LlmLedger, readLedger } from '../../gateway/llm/ledger';
import { PRICE_TABLE_VERSION } from '../../gateway/llm/pricing';
import { containerBaseUrls, llmRoute } from '../../gateway/llm/providers';
import { LlmConfigSchema } from '../../common/config';
import { resolveUpstreams, type Upstreams } from '../../gateway/llm/upstreams';
import { startLocalLlmMock } from '../helpers/llm-mock';

// The LLM gateway between a real HTTP client and real upstreams on 127.0.0.1: aimock (scripted
// answers with fixed usage; it accepts only the real key) and a small scripted upstream of this
// test for what aimock has no endpoint for (token counts, Gemini's model list, cache usage) and
// for answers that stop halfway.

jest.setTimeout(60_000);

const REAL_KEY = 'sk-real-upstream-key-0123456789';
const RUN_KEY = 'a2rl-run-credential-abcdef';
const logger = pino({ level: 'silent' });

const fixtures = {
  fixtures: [
    {
      match: { userMessage: 'anthropic-hello' },
      response: { content: 'Hi from Claude', usage: { input_tokens: 11, output_tokens: 7 } },
    },
    {
      match: { userMessage: 'openai-chat' },
      response: { content: 'Hi from chat', usage: { prompt_tokens: 13, completion_tokens: 5 } },
    },
    {
      match: { userMessage: 'openai-resp' },
      response: { content: 'Hi from responses', usage: { input_tokens: 17, output_tokens: 4 } },
    },
    {
      match: { userMessage: 'gemini-gen' },
      response: { content: 'Hi from Gemini', usage: { promptTokenCount: 19, candidatesTokenCount: 6 } },
    },
  ],
};

let dir: string;
let mock: { url: string; stop(): Promise<void> };
let scripted: Scripted;
let viaMock: Served;
let viaScripted: Served;
let n = 0;

interface Served {
  url: string;
  gateway: LlmGateway;
  /** The run the next request belongs to. */
  run: LlmRunContext | null;
  /** Every handle() call so far has finished (its call is in the ledger). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

async function serve(upstreams: Upstreams, opts?: { bodyLimit?: number }): Promise<Served> {
  const gateway = new LlmGateway(upstreams, logger, opts);
  const pending = new Set<Promise<void>>();
  const served: Served = {
    url: '',
    gateway,
    run: null,
    settled: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
    close: async () => {
      await gateway.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  const server = http.createServer((req, res) => {
    const route = llmRoute(new URL(req.url ?? '/', 'http://gw').pathname);
    if (!route || !served.run) return void res.writeHead(404).end();
    const p = gateway.handle(served.run, route, req, res).catch((err) => {
      res.destroy();
      throw err;
    });
    pending.add(p);
    void p.finally(() => pending.delete(p)).catch(() => undefined);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  served.url = `http://127.0.0.1:${port}`;
  return served;
}

interface Run extends LlmRunContext {
  reports: { totals: UsageTotals; reached: ReturnType<typeof reachedLimit> }[];
}

/** Every ledger a test opened, closed once the tests are done. */
const ledgers: LlmLedger[] = [];

async function newRun(served: Served, limits: Partial<LlmLimits> = {}): Promise<Run> {
  const ledger = await LlmLedger.open(path.join(dir, `run-${++n}`, 'llm-calls.jsonl'));
  ledgers.push(ledger);
  const reports: Run['reports'] = [];
  const run: Run = {
    runId: `run-${n}`,
    credential: RUN_KEY,
    ledger,
    limits: { models: [], ...limits },
    reports,
    onUsage: (totals, reached) => reports.push({ totals, reached }),
  };
  served.run = run;
  return run;
}

/** The calls the run's ledger holds once every request has been recorded. */
async function calls(served: Served, run: LlmRunContext): Promise<LlmCall[]> {
  await served.settled();
  return readLedger(run.ledger.file);
}

async function journalCount(): Promise<number> {
  const res = await fetch(`${mock.url}/__aimock/journal`, { headers: { authorization: `Bearer ${REAL_KEY}` } });
  const entries = (await res.json()) as { path: string }[];
  return entries.filter((e) => !e.path.startsWith('/__aimock')).length;
}

async function journalLast(): Promise<{ path: string; body: Record<string, unknown> }> {
  const res = await fetch(`${mock.url}/__aimock/journal`, { headers: { authorization: `Bearer ${REAL_KEY}` } });
  const entries = (await res.json()) as { path: string; body: Record<string, unknown> }[];
  return entries.filter((e) => !e.path.startsWith('/__aimock')).at(-1)!;
}

/** Credentials the way each provider's clients send them. */
function auth(provider: 'anthropic' | 'openai' | 'gemini', key = RUN_KEY): Record<string, string> {
  if (provider === 'anthropic') return { 'x-api-key': key, 'anthropic-version': '2023-06-01' };
  if (provider === 'openai') return { authorization: `Bearer ${key}` };
  return { 'x-goog-api-key': key };
}

async function post(
  served: Served,
  pathAndQuery: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await fetch(`${served.url}${pathAndQuery}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

function noRealKey(r: { text: string; headers: Headers }): void {
  expect(r.text).not.toContain(REAL_KEY);
  r.headers.forEach((v) => expect(v).not.toContain(REAL_KEY));
}

// ---- a scripted upstream of this test: records what it receives, answers what aimock cannot ----

interface Scripted {
  url: string;
  received: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[];
  /** Resolves when the connection of a held answer ("hold") closes. */
  heldClosed: Promise<void> | null;
  stop(): Promise<void>;
}

async function startScripted(): Promise<Scripted> {
  const s: Scripted = { url: '', received: [], heldClosed: null, stop: async () => undefined };
  const sse = (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream' });
  const ev = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
  const start = (usage: unknown) =>
    ev('message_start', {
      type: 'message_start',
      message: {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        content: [],
        model: 'claude-sonnet-4-5-20250929',
        usage,
      },
    });
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const c of req) body += String(c);
    s.received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const url = new URL(req.url ?? '/', 'http://u');
    const json = body ? (JSON.parse(body) as { stream?: boolean; messages?: { content: string }[] }) : {};
    const say = json.messages?.[0]?.content;
    if (url.pathname === '/v1/messages/count_tokens')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ input_tokens: 42 }));
    if (url.pathname === '/v1beta/models')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ models: [{ name: 'models/gemini-2.5-flash' }] }));
    if (url.pathname.endsWith(':countTokens'))
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ totalTokens: 9 }));
    if (url.pathname.endsWith(':streamGenerateContent')) {
      sse(res);
      const chunk = (text: string, last: boolean) =>
        `data: ${JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text }] }, ...(last ? { finishReason: 'STOP' } : {}) }], usageMetadata: { promptTokenCount: 30, cachedContentTokenCount: last ? 10 : 0, candidatesTokenCount: last ? 8 : 2, thoughtsTokenCount: last ? 5 : 0 }, modelVersion: 'gemini-2.5-flash' })}\r\n\r\n`;
      res.write(chunk('Hel', false));
      return void res.end(chunk('lo', true));
    }
    if (url.pathname === '/v1/messages' && say === 'cache' && !json.stream) {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'msg_2',
          type: 'message',
          role: 'assistant',
          content: [{ type: 'text', text: 'ok' }],
          model: 'claude-sonnet-4-5-20250929',
          usage: { input_tokens: 5, cache_read_input_tokens: 100, cache_creation_input_tokens: 20, output_tokens: 3 },
        }),
      );
    }
    if (url.pathname === '/v1/messages' && say === 'cache') {
      sse(res);
      res.write(
        start({ input_tokens: 5, cache_read_input_tokens: 100, cache_creation_input_tokens: 0, output_tokens: 1 }),
      );
      res.write(
        ev('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'ok' } }),
      );
      // Cumulative: the delta's fields replace message_start's.
      res.write(
        ev('message_delta', {
          type: 'message_delta',
          delta: { stop_reason: 'end_turn' },
          usage: { input_tokens: 6, cache_read_input_tokens: 100, cache_creation_input_tokens: 20, output_tokens: 9 },
        }),
      );
      return void res.end(ev('message_stop', { type: 'message_stop' }));
    }
    if (url.pathname === '/v1/messages' && say === 'hold') {
      sse(res);
      res.write(start({ input_tokens: 50, output_tokens: 1 }));
      s.heldClosed = new Promise((r) => res.once('close', () => r()));
      return; // never ends: the agent or the gateway goes away first
    }
    if (url.pathname === '/v1/messages' && say === 'cut') {
      sse(res);
      res.write(start({ input_tokens: 40, output_tokens: 1 }));
      return void setTimeout(() => res.destroy(), 50);
    }
    if (url.pathname === '/v1/messages' && say === 'overloaded') {
      return void res
        .writeHead(529, { 'content-type': 'application/json' })
        .end(JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }));
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not scripted' }));
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  s.url = `http://127.0.0.1:${port}`;
  s.stop = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return s;
}

/** The config's llm section with these upstream addresses (the others default). */
const at = (urls: Partial<Record<'anthropic' | 'openai' | 'gemini', string>>) =>
  LlmConfigSchema.parse(Object.fromEntries(Object.entries(urls).map(([p, baseUrl]) => [p, { baseUrl }])));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-llm-gw-'));
  // aimock answers only the real key (the gateway's key swap is what makes any call succeed).
  mock = await startLocalLlmMock(await freePort(), fixtures, dir, { ...process.env, AIMOCK_API_KEYS: REAL_KEY });
  scripted = await startScripted();
  const keys = { ANTHROPIC_API_KEY: REAL_KEY, OPENAI_API_KEY: REAL_KEY, GEMINI_API_KEY: REAL_KEY };
  const every = (base: string) => at({ anthropic: base, openai: `${base}/v1`, gemini: base });
  viaMock = await serve(resolveUpstreams(every(mock.url), keys));
  viaScripted = await serve(resolveUpstreams(every(scripted.url), keys));
});

afterAll(async () => {
  for (const l of ledgers) await l.close().catch(() => undefined);
  await viaMock?.close();
  await viaScripted?.close();
  await scripted?.stop();
  await mock?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('routes and upstreams', () => {
  test('the container base URLs lead to the routes, and the config resolves with its defaults and overrides', () => {
    const urls = containerBaseUrls('http://10.0.0.1:5000/');
    expect(urls).toEqual({
      ANTHROPIC_BASE_URL: 'http://10.0.0.1:5000/llm/anthropic',
      OPENAI_BASE_URL: 'http://10.0.0.1:5000/llm/openai/v1',
      GOOGLE_GEMINI_BASE_URL: 'http://10.0.0.1:5000/llm/gemini',
    });
    expect(llmRoute(`${new URL(urls.ANTHROPIC_BASE_URL).pathname}/v1/messages`)).toEqual({
      provider: 'anthropic',
      rest: '/v1/messages',
    });
    expect(llmRoute('/llm/openai/v1/chat/completions')).toEqual({ provider: 'openai', rest: '/chat/completions' });
    expect(llmRoute('/llm/gemini/v1beta/models/gemini-2.5-pro:generateContent')).toEqual({
      provider: 'gemini',
      rest: '/v1beta/models/gemini-2.5-pro:generateContent',
    });
    expect(llmRoute('/llm/openai/chat/completions')).toBeNull();
    expect(llmRoute('/submit')).toBeNull();
    const defaults = resolveUpstreams(LlmConfigSchema.parse({}), { OPENAI_API_KEY: 'k' });
    expect(defaults).toEqual({
      anthropic: { baseUrl: 'https://api.anthropic.com', apiKey: null },
      openai: { baseUrl: 'https://api.openai.com/v1', apiKey: 'k' },
      gemini: { baseUrl: 'https://generativelanguage.googleapis.com', apiKey: null },
    });
    const custom = resolveUpstreams(
      LlmConfigSchema.parse({ anthropic: { apiKeyEnv: 'MY_KEY' }, gemini: { baseUrl: 'http://127.0.0.1:1/' } }),
      { MY_KEY: 'm' },
    );
    expect(custom.anthropic.apiKey).toBe('m');
    expect(custom.gemini.baseUrl).toBe('http://127.0.0.1:1');
    expect(PRICE_TABLE_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('calls through aimock', () => {
  const cases = [
    {
      name: 'Anthropic Messages',
      provider: 'anthropic',
      path: '/llm/anthropic/v1/messages',
      body: { model: 'claude-sonnet-4-5', max_tokens: 64, messages: [{ role: 'user', content: 'anthropic-hello' }] },
      text: 'Hi from Claude',
      tokens: [11, 7],
      endpoint: 'messages',
      model: 'claude-sonnet-4-5',
    },
    {
      name: 'OpenAI Chat Completions',
      provider: 'openai',
      path: '/llm/openai/v1/chat/completions',
      body: { model: 'gpt-4o', messages: [{ role: 'user', content: 'openai-chat' }] },
      text: 'Hi from chat',
      tokens: [13, 5],
      endpoint: 'chat',
      model: 'gpt-4o',
    },
    {
      name: 'OpenAI Responses',
      provider: 'openai',
      path: '/llm/openai/v1/responses',
      body: { model: 'gpt-4o', input: 'openai-resp' },
      text: 'Hi from responses',
      tokens: [17, 4],
      endpoint: 'responses',
      model: 'gpt-4o',
    },
    {
      name: 'Gemini generateContent',
      provider: 'gemini',
      path: '/llm/gemini/v1beta/models/gemini-2.5-flash:generateContent',
      body: { contents: [{ role: 'user', parts: [{ text: 'gemini-gen' }] }] },
      text: 'Hi from Gemini',
      tokens: [19, 6],
      endpoint: 'generate',
      model: 'gemini-2.5-flash',
    },
  ] as const;

  test.each(
    cases.flatMap((c) => [
      { ...c, stream: false },
      { ...c, stream: true },
    ]),
  )('$name (streamed: $stream): answered, metered, recorded once', async (c) => {
    const run = await newRun(viaMock, { models: [c.model] });
    const before = await journalCount();
    let pathAndQuery: string = c.path;
    let body: unknown = c.body;
    if (c.stream && c.provider === 'gemini')
      pathAndQuery = c.path.replace(':generateContent', ':streamGenerateContent?alt=sse');
    else if (c.stream) body = { ...c.body, stream: true };
    const res = await post(viaMock, pathAndQuery, auth(c.provider), body);
    expect(res.status).toBe(200);
    noRealKey(res);
    if (c.stream) {
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      expect(res.text).toMatch(/^(event|data): /m);
    } else {
      expect(() => JSON.parse(res.text)).not.toThrow();
    }
    expect(res.text).toContain(c.text);

    const ledger = await calls(viaMock, run);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      provider: c.provider,
      endpoint: c.endpoint,
      model_requested: c.model,
      input_tokens: c.tokens[0],
      output_tokens: c.tokens[1],
      status: 200,
      outcome: 'ok',
      streamed: c.stream,
      reason: null,
    });
    expect(await journalCount()).toBe(before + 1);
    if (c.stream && c.endpoint === 'chat') {
      // The client did not ask for the usage chunk; the gateway did.
      expect(res.text).toContain('"prompt_tokens":13');
      expect((await journalLast()).body.stream_options).toEqual({ include_usage: true });
    }
    expect(run.reports).toHaveLength(1);
    expect(run.reports[0].totals).toMatchObject({ calls: 1, input_tokens: c.tokens[0], output_tokens: c.tokens[1] });
    expect(run.reports[0].reached).toBeNull();
    expect(fs.readFileSync(run.ledger.file, 'utf8')).not.toContain(REAL_KEY);
  });

  test("a wrong or missing run credential is refused in the provider's shape, recorded, never forwarded", async () => {
    const run = await newRun(viaMock);
    const before = await journalCount();
    const a = await post(viaMock, '/llm/anthropic/v1/messages', auth('anthropic', 'wrong'), cases[0].body);
    expect(a.status).toBe(401);
    expect(JSON.parse(a.text)).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
    // The real key is not a run credential either.
    const o = await post(viaMock, '/llm/openai/v1/chat/completions', auth('openai', REAL_KEY), cases[1].body);
    expect(o.status).toBe(401);
    expect(JSON.parse(o.text)).toMatchObject({ error: { code: 'invalid_api_key' } });
    const g = await post(viaMock, `${cases[3].path}?key=wrong`, {}, cases[3].body);
    expect(g.status).toBe(401);
    expect(JSON.parse(g.text)).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED' } });
    const none = await post(viaMock, '/llm/openai/v1/responses', {}, cases[2].body);
    expect(none.status).toBe(401);
    for (const r of [a, o, g, none]) noRealKey(r);
    const ledger = await calls(viaMock, run);
    expect(ledger.map((c) => [c.outcome, c.status])).toEqual(Array(4).fill(['refused', 401]));
    expect(await journalCount()).toBe(before);
    expect(run.ledger.totals).toMatchObject({ calls: 0, refused: 4 });
  });

  test('the Gemini key query parameter is accepted and not forwarded', async () => {
    const run = await newRun(viaMock);
    const res = await post(viaMock, `${cases[3].path}?key=${RUN_KEY}`, {}, cases[3].body);
    expect(res.status).toBe(200);
    expect((await journalLast()).path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect((await calls(viaMock, run))[0]).toMatchObject({ outcome: 'ok', input_tokens: 19 });
  });

  test('a model outside the allowlist is refused naming it and the allowed ones, never forwarded', async () => {
    const run = await newRun(viaMock, { models: ['claude-sonnet-4-5'] });
    const before = await journalCount();
    const a = await post(viaMock, '/llm/anthropic/v1/messages', auth('anthropic'), {
      ...cases[0].body,
      model: 'claude-opus-4-1',
    });
    expect(a.status).toBe(403);
    const err = JSON.parse(a.text) as { type: string; error: { type: string; message: string } };
    expect(err).toMatchObject({ type: 'error', error: { type: 'permission_error' } });
    expect(err.error.message).toContain('claude-opus-4-1');
    expect(err.error.message).toContain('claude-sonnet-4-5');
    const o = await post(viaMock, '/llm/openai/v1/responses', auth('openai'), cases[2].body);
    expect(o.status).toBe(403);
    expect(JSON.parse(o.text)).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringContaining('gpt-4o') },
    });
    const g = await post(viaMock, cases[3].path, auth('gemini'), cases[3].body);
    expect(g.status).toBe(403);
    expect(JSON.parse(g.text)).toMatchObject({
      error: { code: 403, status: 'PERMISSION_DENIED', message: expect.stringContaining('gemini-2.5-flash') },
    });
    expect(await journalCount()).toBe(before);
    const ledger = await calls(viaMock, run);
    expect(ledger.map((c) => [c.outcome, c.model_requested])).toEqual([
      ['refused', 'claude-opus-4-1'],
      ['refused', 'gpt-4o'],
      ['refused', 'gemini-2.5-flash'],
    ]);
    expect(ledger[0].reason).toContain('claude-opus-4-1');
  });

  test('a model list passes through without a model check', async () => {
    const run = await newRun(viaMock, { models: ['claude-sonnet-4-5'] });
    const res = await fetch(`${viaMock.url}/llm/openai/v1/models`, { headers: auth('openai') });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect((await calls(viaMock, run))[0]).toMatchObject({
      endpoint: 'models',
      model_requested: null,
      outcome: 'ok',
      input_tokens: 0,
    });
  });

  test('a provider endpoint that is not the model API (batches, files) is refused in its shape, recorded, never forwarded', async () => {
    const run = await newRun(viaMock);
    const before = await journalCount();
    const batch = await post(viaMock, '/llm/anthropic/v1/messages/batches', auth('anthropic'), { requests: [] });
    expect(batch.status).toBe(404);
    expect(JSON.parse(batch.text)).toMatchObject({
      type: 'error',
      error: {
        type: 'not_found_error',
        message: expect.stringContaining("POST /v1/messages/batches is not available through the run's LLM gateway"),
      },
    });
    const files = await post(viaMock, '/llm/openai/v1/files', auth('openai'), {});
    expect(JSON.parse(files.text)).toMatchObject({ error: { type: 'invalid_request_error', code: 'unknown_url' } });
    expect(await journalCount()).toBe(before);
    expect((await calls(viaMock, run)).map((c) => [c.endpoint, c.outcome, c.status])).toEqual([
      ['other', 'refused', 404],
      ['other', 'refused', 404],
    ]);
  });

  test('the request limit: reached after the call that reaches it, then calls are refused naming it', async () => {
    const run = await newRun(viaMock, { llmRequests: 1 });
    expect((await post(viaMock, cases[1].path, auth('openai'), cases[1].body)).status).toBe(200);
    await viaMock.settled();
    expect(run.reports.at(-1)!.reached).toMatchObject({ limit: 'llmRequests' });
    const before = await journalCount();
    const refused = await post(viaMock, cases[1].path, auth('openai'), cases[1].body);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({
      error: { type: 'insufficient_quota', message: expect.stringContaining('request limit') },
    });
    expect(await journalCount()).toBe(before);
    expect((await calls(viaMock, run)).map((c) => c.outcome)).toEqual(['ok', 'refused']);
    expect(run.reports.at(-1)!.reached).toMatchObject({ limit: 'llmRequests' });
  });

  test('the token limit', async () => {
    const run = await newRun(viaMock, { tokens: 20 });
    expect((await post(viaMock, cases[0].path, auth('anthropic'), cases[0].body)).status).toBe(200); // 18 tokens
    await viaMock.settled();
    expect(run.reports.at(-1)!.reached).toBeNull();
    expect((await post(viaMock, cases[0].path, auth('anthropic'), cases[0].body)).status).toBe(200); // 36
    await viaMock.settled();
    expect(run.reports.at(-1)!.reached).toMatchObject({ limit: 'tokens' });
    const refused = await post(viaMock, cases[3].path, auth('gemini'), cases[3].body);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({
      error: { status: 'PERMISSION_DENIED', message: expect.stringContaining('token limit') },
    });
  });

  test('the cost limit, and cost from the price table (null for a model it does not know)', async () => {
    const run = await newRun(viaMock, { costUsd: 0.0001 });
    expect(
      (await post(viaMock, cases[0].path, auth('anthropic'), { ...cases[0].body, model: 'mystery-model-1' })).status,
    ).toBe(200);
    await viaMock.settled();
    expect(run.reports.at(-1)!.reached).toBeNull();
    expect((await post(viaMock, cases[0].path, auth('anthropic'), cases[0].body)).status).toBe(200);
    const [unknown, priced] = await calls(viaMock, run);
    expect(unknown.cost_usd).toBeNull();
    const expected = calcPrice(
      { input_tokens: 11, cache_read_tokens: 0, cache_write_tokens: 0, output_tokens: 7 },
      'claude-sonnet-4-5',
      { providerId: 'anthropic' },
    )!.total_price;
    expect(priced.cost_usd).toBeCloseTo(expected, 12);
    expect(run.ledger.totals).toMatchObject({ unpriced_calls: 1, cost_usd: expected });
    expect(run.reports.at(-1)!.reached).toMatchObject({ limit: 'costUsd' });
    const refused = await post(viaMock, cases[0].path, auth('anthropic'), cases[0].body);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({
      type: 'error',
      error: { type: 'permission_error', message: expect.stringContaining('cost limit') },
    });
  });
});

describe('calls through the scripted upstream', () => {
  test("the upstream gets the real key the provider's way and none of the run's; other headers are kept", async () => {
    await newRun(viaScripted);
    scripted.received.length = 0;
    await post(
      viaScripted,
      '/llm/anthropic/v1/messages/count_tokens',
      {
        authorization: `Bearer ${RUN_KEY}`,
        'anthropic-version': '2023-06-01',
        'anthropic-beta': 'x-1',
        cookie: 'a=b',
        'accept-encoding': 'gzip',
      },
      { model: 'claude-sonnet-4-5', messages: [] },
    );
    await post(
      viaScripted,
      '/llm/openai/v1/responses',
      { authorization: `Bearer ${RUN_KEY}`, 'user-agent': 'codex/1' },
      { model: 'gpt-4o', input: 'x' },
    );
    await post(
      viaScripted,
      `/llm/gemini/v1beta/models/gemini-2.5-flash:countTokens?key=${RUN_KEY}&foo=1`,
      {},
      { contents: [] },
    );
    const [a, o, g] = scripted.received;
    expect(a.headers).toMatchObject({
      'x-api-key': REAL_KEY,
      'anthropic-version': '2023-06-01',
      'anthropic-beta': 'x-1',
      'accept-encoding': 'identity',
    });
    expect(a.headers.authorization).toBeUndefined();
    expect(a.headers.cookie).toBeUndefined();
    expect(o.headers).toMatchObject({ authorization: `Bearer ${REAL_KEY}`, 'user-agent': 'codex/1' });
    expect(g.headers['x-goog-api-key']).toBe(REAL_KEY);
    expect(g.url).toBe('/v1beta/models/gemini-2.5-flash:countTokens?foo=1');
    for (const r of scripted.received) expect(JSON.stringify(r.headers)).not.toContain(RUN_KEY);
  });

  test('token counts and the Gemini model list pass through, without usage', async () => {
    const run = await newRun(viaScripted, { models: ['claude-sonnet-4-5', 'gemini-2.5-flash'] });
    const a = await post(viaScripted, '/llm/anthropic/v1/messages/count_tokens', auth('anthropic'), {
      model: 'claude-sonnet-4-5',
      messages: [],
    });
    expect(JSON.parse(a.text)).toEqual({ input_tokens: 42 });
    const g = await post(viaScripted, '/llm/gemini/v1beta/models/gemini-2.5-flash:countTokens', auth('gemini'), {
      contents: [],
    });
    expect(JSON.parse(g.text)).toEqual({ totalTokens: 9 });
    const list = await fetch(`${viaScripted.url}/llm/gemini/v1beta/models`, { headers: auth('gemini') });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ models: [{ name: 'models/gemini-2.5-flash' }] });
    const ledger = await calls(viaScripted, run);
    expect(ledger.map((c) => [c.endpoint, c.model_requested, c.outcome, c.input_tokens])).toEqual([
      ['count-tokens', 'claude-sonnet-4-5', 'ok', 0],
      ['count-tokens', 'gemini-2.5-flash', 'ok', 0],
      ['models', null, 'ok', 0],
    ]);
  });

  test('Anthropic cache reads and writes, whole and streamed (message_delta usage is cumulative)', async () => {
    const run = await newRun(viaScripted);
    const body = { model: 'claude-sonnet-4-5', max_tokens: 8, messages: [{ role: 'user', content: 'cache' }] };
    await post(viaScripted, '/llm/anthropic/v1/messages', auth('anthropic'), body);
    await post(viaScripted, '/llm/anthropic/v1/messages', auth('anthropic'), { ...body, stream: true });
    const [whole, streamed] = await calls(viaScripted, run);
    expect(whole).toMatchObject({
      input_tokens: 125,
      cache_read_tokens: 100,
      cache_write_tokens: 20,
      output_tokens: 3,
      model_answered: 'claude-sonnet-4-5-20250929',
      streamed: false,
    });
    expect(streamed).toMatchObject({
      input_tokens: 126,
      cache_read_tokens: 100,
      cache_write_tokens: 20,
      output_tokens: 9,
      outcome: 'ok',
      streamed: true,
    });
    const price = calcPrice(
      { input_tokens: 125, cache_read_tokens: 100, cache_write_tokens: 20, output_tokens: 3 },
      'claude-sonnet-4-5-20250929',
      { providerId: 'anthropic' },
    )!.total_price;
    expect(whole.cost_usd).toBeCloseTo(price, 12);
  });

  test('Gemini streaming: the last usageMetadata and modelVersion, thoughts as output', async () => {
    const run = await newRun(viaScripted);
    const res = await post(
      viaScripted,
      '/llm/gemini/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse',
      auth('gemini'),
      { contents: [] },
    );
    expect(res.text).toContain('"lo"');
    expect((await calls(viaScripted, run))[0]).toMatchObject({
      model_answered: 'gemini-2.5-flash',
      input_tokens: 30,
      cache_read_tokens: 10,
      output_tokens: 13,
      outcome: 'ok',
      streamed: true,
    });
  });

  test('the agent hanging up mid-stream: interrupted, with what was metered by then; the stream was passed on as it came', async () => {
    const run = await newRun(viaScripted);
    const ac = new AbortController();
    const res = await fetch(`${viaScripted.url}/llm/anthropic/v1/messages`, {
      method: 'POST',
      signal: ac.signal,
      headers: { 'content-type': 'application/json', ...auth('anthropic') },
      body: JSON.stringify({ model: 'claude-sonnet-4-5', stream: true, messages: [{ role: 'user', content: 'hold' }] }),
    });
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    // The upstream has not finished: this came through before the end.
    expect(first).toContain('message_start');
    ac.abort();
    await scripted.heldClosed;
    const [call] = await calls(viaScripted, run);
    expect(call).toMatchObject({
      outcome: 'interrupted',
      input_tokens: 50,
      output_tokens: 1,
      streamed: true,
      status: 200,
    });
    expect(call.reason).toContain('agent closed');
    expect(run.ledger.totals).toMatchObject({ calls: 1, interrupted: 1 });
  });

  test('the gateway stopping mid-call: interrupted', async () => {
    const upstreams = resolveUpstreams(at({ anthropic: scripted.url }), { ANTHROPIC_API_KEY: REAL_KEY });
    const served = await serve(upstreams);
    const run = await newRun(served);
    const res = await fetch(`${served.url}/llm/anthropic/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth('anthropic') },
      body: JSON.stringify({ model: 'claude-sonnet-4-5', stream: true, messages: [{ role: 'user', content: 'hold' }] }),
    });
    const reader = res.body!.getReader();
    await reader.read();
    await served.close();
    await expect(reader.read()).rejects.toThrow();
    const [call] = await calls(served, run);
    expect(call).toMatchObject({ outcome: 'interrupted', reason: INTERRUPTED_BY_STOP, input_tokens: 50 });
  });

  test('an upstream that cuts the stream or answers 5xx: upstream-error', async () => {
    const run = await newRun(viaScripted);
    const body = { model: 'claude-sonnet-4-5', stream: true, messages: [{ role: 'user', content: 'cut' }] };
    await fetch(`${viaScripted.url}/llm/anthropic/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth('anthropic') },
      body: JSON.stringify(body),
    })
      .then((r) => r.text())
      .catch(() => undefined);
    const over = await post(viaScripted, '/llm/anthropic/v1/messages', auth('anthropic'), {
      ...body,
      stream: false,
      messages: [{ role: 'user', content: 'overloaded' }],
    });
    expect(over.status).toBe(529);
    expect(JSON.parse(over.text)).toMatchObject({ error: { type: 'overloaded_error' } });
    const [cut, overloaded] = await calls(viaScripted, run);
    expect(cut).toMatchObject({ outcome: 'upstream-error', input_tokens: 40 });
    expect(overloaded).toMatchObject({ outcome: 'upstream-error', status: 529 });
    expect(run.ledger.totals).toMatchObject({ upstream_errors: 2, last_upstream_error: overloaded.reason });
  });

  test("an unreachable upstream: 502 in the provider's shape, upstream-error", async () => {
    const upstreams = resolveUpstreams(at({ openai: `http://127.0.0.1:${await freePort()}/v1` }), {
      OPENAI_API_KEY: REAL_KEY,
    });
    const served = await serve(upstreams, { bodyLimit: 1024 });
    try {
      const run = await newRun(served);
      const res = await post(served, '/llm/openai/v1/chat/completions', auth('openai'), {
        model: 'gpt-4o',
        messages: [],
      });
      expect(res.status).toBe(502);
      expect(JSON.parse(res.text)).toMatchObject({ error: { type: 'server_error' } });
      const big = await post(served, '/llm/openai/v1/chat/completions', auth('openai'), {
        model: 'gpt-4o',
        messages: [{ role: 'user', content: 'x'.repeat(4096) }],
      });
      expect(big.status).toBe(413);
      expect(JSON.parse(big.text)).toMatchObject({ error: { code: 'request_too_large' } });
      expect((await calls(served, run)).map((c) => [c.outcome, c.status])).toEqual([
        ['upstream-error', 502],
        ['refused', 413],
      ]);
    } finally {
      await served.close();
    }
  });
});

describe('the ledger after a crash', () => {
  test('a begin without its end is one interrupted call; reopening closes it once and never counts twice', async () => {
    const file = path.join(dir, 'crashed', 'llm-calls.jsonl');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const done: LlmCall = {
      id: 'a',
      time: '2026-01-01T00:00:00.000Z',
      provider: 'openai',
      endpoint: 'chat',
      model_requested: 'gpt-4o',
      model_answered: 'gpt-4o',
      input_tokens: 10,
      output_tokens: 5,
      cache_read_tokens: 0,
      cache_write_tokens: 0,
      cost_usd: 0.001,
      latency_ms: 20,
      status: 200,
      outcome: 'ok',
      reason: null,
      streamed: false,
    };
    fs.writeFileSync(
      file,
      [
        { line: 'begin', id: 'a', time: done.time, provider: 'openai', endpoint: 'chat', model_requested: 'gpt-4o' },
        { line: 'end', call: done },
        {
          line: 'begin',
          id: 'b',
          time: done.time,
          provider: 'anthropic',
          endpoint: 'messages',
          model_requested: 'claude-sonnet-4-5',
        },
      ]
        .map((l) => JSON.stringify(l))
        .join('\n') + '\n{"line":"end","call":{"id":"c"', // and a line torn mid-write
    );
    const folded = readLedger(file);
    expect(folded).toHaveLength(2);
    expect(folded[1]).toMatchObject({
      id: 'b',
      outcome: 'interrupted',
      input_tokens: 0,
      output_tokens: 0,
      reason: INTERRUPTED_BY_STOP,
    });

    const first = await LlmLedger.open(file);
    expect(first.totals).toMatchObject({ calls: 2, interrupted: 1, input_tokens: 10, output_tokens: 5 });
    await first.end(done); // the same call again: not counted twice
    expect(first.totals.calls).toBe(2);
    await first.close();
    const second = await LlmLedger.open(file);
    expect(second.totals).toMatchObject({ calls: 2, interrupted: 1, input_tokens: 10 });
    await second.close();
    expect(readLedger(file)).toHaveLength(2);
  });
});
