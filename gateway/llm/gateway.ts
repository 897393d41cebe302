import crypto from 'node:crypto';
import type http from 'node:http';
import { reachedLimit, type LlmCall, type LlmLimits, type Provider, type UsageTotals } from '../../common/llm-usage';
import type { Logger } from '../../common/logger';
import { safeEqual } from '../credentials';
import { INTERRUPTED_BY_STOP, type LlmLedger } from './ledger';
import { meterJson, StreamMeter, type Metered } from './metering';
import { costUsd } from './pricing';
import {
  classify,
  clientHeaders,
  errorResponse,
  presentedCredentials,
  upstreamHeaders,
  upstreamQuery,
  type Endpoint,
  type LlmRoute,
  type RefusalKind,
} from './providers';
import type { Upstreams } from './upstreams';

// The agent's LLM calls go through here on their way to the provider: the run credential is
// checked and swapped for the real key, the run's limits and model allowlist are applied before
// anything is forwarded, and every call is metered (streams as they pass, never held back) and
// recorded in the run's ledger. The caller hears the new totals after each call.

export interface LlmRunContext {
  runId: string;
  /** The run-scoped credential the container holds instead of a provider key. */
  credential: string;
  ledger: LlmLedger;
  /** Models already resolved (e.g. [driver]); an empty list checks no model. */
  limits: LlmLimits;
  /** After every finished call, refused ones included; `reached`: a limit the totals have reached. */
  onUsage(totals: UsageTotals, reached: ReturnType<typeof reachedLimit>): void;
}

export interface LlmGatewayOptions {
  /** Largest request body accepted (413 above). */
  bodyLimit?: number;
  /** Largest non-streamed answer read for its usage (it is forwarded whole regardless). */
  meterLimit?: number;
}

const MB = 1024 * 1024;

/** Why a forwarded call stopped early: the agent hung up, or the gateway is stopping. */
class Stopped extends Error {}

export class LlmGateway {
  private readonly bodyLimit: number;
  private readonly meterLimit: number;
  private readonly inFlight = new Map<AbortController, Promise<void>>();

  constructor(
    private readonly upstreams: Upstreams,
    private readonly logger: Logger,
    opts: LlmGatewayOptions = {},
  ) {
    this.bodyLimit = opts.bodyLimit ?? 32 * MB;
    this.meterLimit = opts.meterLimit ?? 32 * MB;
  }

  async handle(
    run: LlmRunContext,
    route: LlmRoute,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): Promise<void> {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://gateway');
    const method = req.method ?? 'GET';
    const endpoint = classify(route.provider, method, route.rest);
    const base = {
      id: crypto.randomUUID(),
      time: new Date(started).toISOString(),
      provider: route.provider,
      endpoint: endpoint.name,
      model_requested: endpoint.pathModel,
    };
    const refuse = async (kind: RefusalKind, message: string, code?: string) => {
      req.resume();
      const { status, body } = errorResponse(route.provider, kind, message, code);
      sendJson(res, status, body);
      await this.finish(run, {
        ...base,
        ...noUsage,
        cost_usd: null,
        latency_ms: Date.now() - started,
        status,
        outcome: 'refused',
        reason: message,
        streamed: false,
      });
    };

    // Only the model API goes through: other provider endpoints (batches, files, accounts) spend
    // or reach what the ledger cannot meter.
    if (endpoint.name === 'other')
      return refuse(
        'endpoint',
        `${method} ${route.rest.slice(0, 200)} is not available through the run's LLM gateway: only the model API is (messages, chat completions, responses, generateContent, token counting, model lists)`,
      );
    const presented = presentedCredentials(route.provider, req.headers, url.searchParams);
    if (presented.length === 0 || !presented.every((c) => safeEqual(c, run.credential))) {
      return refuse(
        'credential',
        presented.length === 0
          ? "no API key was sent: use the key in this run's environment"
          : 'invalid API key: not the key of this run',
      );
    }

    const body = await readBody(req, this.bodyLimit);
    if (body === null)
      return refuse('too-large', `the request body is over the gateway's limit of ${this.bodyLimit} bytes`);
    const json = parseJson(body);
    if (endpoint.pathModel === null && typeof json?.model === 'string') base.model_requested = json.model;

    const reached = reachedLimit(run.ledger.totals, run.limits);
    if (reached) return refuse('limit', `${reached.message}; no more LLM calls are allowed in this run`);
    const allowed = run.limits.models;
    if (base.model_requested !== null && allowed.length > 0 && !allowed.includes(base.model_requested)) {
      return refuse(
        'model',
        `model ${base.model_requested} is not allowed in this run; allowed: ${allowed.join(', ')}`,
      );
    }

    const ac = new AbortController();
    const call = this.forward(
      run,
      route,
      endpoint,
      { req, res, url, method, body: rewriteBody(route.provider, endpoint, json, body) },
      base,
      started,
      ac,
    );
    this.inFlight.set(ac, call);
    try {
      await call;
    } finally {
      this.inFlight.delete(ac);
    }
  }

  /** Cuts every call in flight (each is recorded as interrupted) and waits for them to be recorded. */
  async close(): Promise<void> {
    const calls = [...this.inFlight];
    for (const [ac] of calls) ac.abort(new Stopped(INTERRUPTED_BY_STOP));
    await Promise.allSettled(calls.map(([, p]) => p));
  }

  private async forward(
    run: LlmRunContext,
    route: LlmRoute,
    endpoint: Endpoint,
    r: { req: http.IncomingMessage; res: http.ServerResponse; url: URL; method: string; body: Buffer | undefined },
    base: { id: string; time: string; provider: Provider; endpoint: string; model_requested: string | null },
    started: number,
    ac: AbortController,
  ): Promise<void> {
    const { res } = r;
    const upstream = this.upstreams[route.provider];
    const onClose = () => {
      if (!res.writableFinished) ac.abort(new Stopped('the agent closed the connection during this call'));
    };
    res.on('close', onClose);
    await run.ledger.begin(base);

    let metered: Metered | null = null;
    let status = 0;
    let streamed = false;
    let outcome: LlmCall['outcome'] = 'ok';
    let reason: string | null = null;
    try {
      const target = `${upstream.baseUrl}${route.rest}${upstreamQuery(route.provider, r.url.searchParams)}`;
      let answer: Response;
      try {
        answer = await fetch(target, {
          method: r.method,
          headers: upstreamHeaders(route.provider, r.req.headers, upstream.apiKey),
          body: r.body,
          signal: ac.signal,
          redirect: 'manual',
        });
      } catch (err) {
        if (ac.signal.aborted) throw ac.signal.reason;
        const cause = (err as Error & { cause?: Error }).cause?.message ?? (err as Error).message;
        const message = `the ${route.provider} API did not answer: ${cause}`;
        const e = errorResponse(route.provider, 'upstream', message);
        sendJson(res, e.status, e.body);
        status = e.status;
        outcome = 'upstream-error';
        reason = message;
        return;
      }
      status = answer.status;
      streamed = (answer.headers.get('content-type') ?? '').includes('text/event-stream');
      res.writeHead(answer.status, clientHeaders(answer.headers));
      res.flushHeaders();
      metered = await this.relay(answer, res, route.provider, endpoint, streamed, ac);
      res.end();
      if (status >= 500) {
        outcome = 'upstream-error';
        reason = `the ${route.provider} API answered HTTP ${status}`;
      } else if (metered.error) {
        outcome = 'upstream-error';
        reason = metered.error;
      } else if (streamed && status < 300 && !metered.complete) {
        outcome = 'upstream-error';
        reason = 'the stream ended before its last event';
      }
    } catch (err) {
      if (err instanceof Stopped) {
        outcome = 'interrupted';
        reason = err.message;
      } else {
        outcome = 'upstream-error';
        reason = `the ${route.provider} API cut the answer off: ${(err as Error & { cause?: Error }).cause?.message ?? (err as Error).message}`;
      }
      metered = (err as { metered?: Metered }).metered ?? metered;
      res.destroy();
    } finally {
      res.off('close', onClose);
      const m = metered ?? { model: null, input: 0, cacheRead: 0, cacheWrite: 0, output: 0 };
      const model = m.model ?? base.model_requested;
      const call: LlmCall = {
        ...base,
        model_answered: m.model,
        input_tokens: m.input,
        output_tokens: m.output,
        cache_read_tokens: m.cacheRead,
        cache_write_tokens: m.cacheWrite,
        cost_usd: m.input + m.output + m.cacheRead + m.cacheWrite === 0 ? 0 : costUsd(route.provider, model, m),
        latency_ms: Date.now() - started,
        status,
        outcome,
        reason,
        streamed,
      };
      if (outcome !== 'ok')
        this.logger.warn(
          { runId: run.runId, provider: route.provider, endpoint: endpoint.name, status, outcome, reason },
          'LLM call did not complete',
        );
      await this.finish(run, call);
    }
  }

  /** Passes the answer on as it arrives, metering it; throws Stopped or the upstream's read error, with what was metered. */
  private async relay(
    answer: Response,
    res: http.ServerResponse,
    provider: Provider,
    endpoint: Endpoint,
    streamed: boolean,
    ac: AbortController,
  ): Promise<Metered> {
    const meter = streamed ? new StreamMeter(provider, endpoint) : null;
    const decoder = new TextDecoder();
    const copy: Buffer[] = [];
    let copied = 0;
    const result = (): Metered => {
      if (meter) return meter.result();
      if (copied > this.meterLimit) return { ...meterJson(provider, endpoint, null), error: null };
      return meterJson(provider, endpoint, parseAny(Buffer.concat(copy)));
    };
    if (!answer.body) return result();
    const reader = answer.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (meter) meter.feed(decoder.decode(value, { stream: true }));
        else if ((copied += value.length) <= this.meterLimit) copy.push(Buffer.from(value));
        if (!res.write(value)) await drained(res, ac.signal);
      }
      return result();
    } catch (err) {
      const e = ac.signal.aborted ? (ac.signal.reason as Error) : (err as Error);
      throw Object.assign(e instanceof Error ? e : new Error(String(e)), { metered: meter ? meter.result() : null });
    } finally {
      reader.releaseLock();
    }
  }

  private async finish(run: LlmRunContext, call: LlmCall): Promise<void> {
    const totals = await run.ledger.end(call);
    try {
      run.onUsage(totals, reachedLimit(totals, run.limits));
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, runId: run.runId }, 'LLM usage callback failed');
    }
  }
}

const noUsage = {
  model_answered: null,
  input_tokens: 0,
  output_tokens: 0,
  cache_read_tokens: 0,
  cache_write_tokens: 0,
};

/** Chat Completions streams carry usage only when asked: the gateway always asks. */
function rewriteBody(
  provider: Provider,
  endpoint: Endpoint,
  json: Record<string, unknown> | null,
  body: Buffer | undefined,
): Buffer | undefined {
  if (provider !== 'openai' || endpoint.name !== 'chat' || json?.stream !== true) return body;
  const options = json.stream_options && typeof json.stream_options === 'object' ? json.stream_options : {};
  return Buffer.from(JSON.stringify({ ...json, stream_options: { ...options, include_usage: true } }));
}

/** The request body, or null when it is over the limit; undefined when there is none. */
async function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | undefined | null> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return size === 0 && req.method !== 'POST' && req.method !== 'PUT' && req.method !== 'PATCH'
    ? undefined
    : Buffer.concat(chunks);
}

function parseAny(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}

function parseJson(body: Buffer | undefined): Record<string, unknown> | null {
  const v = body?.length ? parseAny(body) : null;
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

function drained(res: http.ServerResponse, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      res.off('drain', done);
      signal.removeEventListener('abort', done);
      if (signal.aborted) reject(signal.reason as Error);
      else resolve();
    };
    res.once('drain', done);
    signal.addEventListener('abort', done);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return void res.destroy();
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}
