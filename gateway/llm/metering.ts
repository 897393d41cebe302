import { createParser, type EventSourceParser } from 'eventsource-parser';
import type { Provider } from '../../common/llm-usage';
import type { Endpoint } from './providers';
import type { Tokens } from './pricing';

// Token usage read out of what the upstream answered, as each provider reports it: whole from a
// JSON body, or piece by piece from an SSE stream as it passes through to the agent. Lenient on
// purpose: a field the provider leaves out counts as 0, and nothing here can fail a call.

export interface Metered extends Tokens {
  /** The model the upstream says answered. */
  model: string | null;
  /** A stream's last event came (a stream that stops before it was cut off). */
  complete: boolean;
  /** An error the upstream reported inside a 2xx answer (a stream's error event). */
  error: string | null;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function empty(): Metered {
  return { model: null, input: 0, cacheRead: 0, cacheWrite: 0, output: 0, complete: false, error: null };
}

/** Anthropic: input_tokens are the uncached ones; cache reads and writes come on top. */
function anthropicTokens(u: Obj): Tokens {
  const cacheRead = num(u.cache_read_input_tokens);
  const cacheWrite = num(u.cache_creation_input_tokens);
  return { input: num(u.input_tokens) + cacheRead + cacheWrite, cacheRead, cacheWrite, output: num(u.output_tokens) };
}

/** OpenAI Chat Completions: prompt_tokens include the cached ones. */
function chatTokens(u: Obj): Tokens {
  return {
    input: num(u.prompt_tokens),
    cacheRead: num(obj(u.prompt_tokens_details).cached_tokens),
    cacheWrite: 0,
    output: num(u.completion_tokens),
  };
}

/** OpenAI Responses: input_tokens include the cached ones. */
function responsesTokens(u: Obj): Tokens {
  return {
    input: num(u.input_tokens),
    cacheRead: num(obj(u.input_tokens_details).cached_tokens),
    cacheWrite: 0,
    output: num(u.output_tokens),
  };
}

/** Gemini: promptTokenCount includes the cached ones; thinking is billed as output. */
function geminiTokens(u: Obj): Tokens {
  return {
    input: num(u.promptTokenCount) + num(u.toolUsePromptTokenCount),
    cacheRead: num(u.cachedContentTokenCount),
    cacheWrite: 0,
    output: num(u.candidatesTokenCount) + num(u.thoughtsTokenCount),
  };
}

/** Endpoints whose answers carry billed usage (a token count or a model list costs nothing). */
function billed(endpoint: Endpoint): boolean {
  return (
    endpoint.name === 'messages' ||
    endpoint.name === 'chat' ||
    endpoint.name === 'responses' ||
    endpoint.name === 'generate'
  );
}

/** A whole JSON answer (Gemini's streamGenerateContent without alt=sse: an array of chunks). */
export function meterJson(provider: Provider, endpoint: Endpoint, body: unknown): Metered {
  const m = empty();
  m.complete = true;
  const items = Array.isArray(body) ? body : [body];
  for (const raw of items) {
    const b = obj(raw);
    if (provider === 'gemini') {
      m.model = str(b.modelVersion) ?? m.model;
      if (billed(endpoint) && b.usageMetadata) Object.assign(m, geminiTokens(obj(b.usageMetadata)));
    } else {
      m.model = str(b.model) ?? m.model;
      if (!billed(endpoint) || !b.usage) continue;
      const u = obj(b.usage);
      Object.assign(
        m,
        provider === 'anthropic'
          ? anthropicTokens(u)
          : endpoint.name === 'responses'
            ? responsesTokens(u)
            : chatTokens(u),
      );
    }
  }
  return m;
}

/** Reads an SSE stream as it passes: feed() each decoded piece, result() at the end. */
export class StreamMeter {
  private readonly m = empty();
  private readonly parser: EventSourceParser;
  /** Anthropic's usage so far: message_start's, updated by each message_delta (cumulative). */
  private anthropicUsage: Obj = {};

  constructor(
    private readonly provider: Provider,
    private readonly endpoint: Endpoint,
  ) {
    this.parser = createParser({ onEvent: (e) => this.event(e.data) });
  }

  feed(text: string): void {
    this.parser.feed(text);
  }

  result(): Metered {
    return { ...this.m };
  }

  private event(data: string): void {
    if (data === '[DONE]') {
      this.m.complete = true;
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const d = obj(parsed);
    if (this.provider === 'anthropic') this.anthropic(d);
    else if (this.provider === 'gemini') this.gemini(d);
    else if (this.endpoint.name === 'responses') this.responses(d);
    else this.chat(d);
  }

  private setTokens(t: Tokens): void {
    if (billed(this.endpoint)) Object.assign(this.m, t);
  }

  private anthropic(d: Obj): void {
    if (d.type === 'message_start') {
      const msg = obj(d.message);
      this.m.model = str(msg.model) ?? this.m.model;
      this.anthropicUsage = { ...obj(msg.usage) };
    } else if (d.type === 'message_delta') {
      // Cumulative: the fields it carries replace the ones message_start gave.
      for (const [k, v] of Object.entries(obj(d.usage))) if (v !== null) this.anthropicUsage[k] = v;
    } else if (d.type === 'message_stop') this.m.complete = true;
    else if (d.type === 'error') this.m.error = str(obj(d.error).message) ?? 'the upstream sent an error event';
    else return;
    this.setTokens(anthropicTokens(this.anthropicUsage));
  }

  private chat(d: Obj): void {
    this.m.model = str(d.model) ?? this.m.model;
    if (d.usage) this.setTokens(chatTokens(obj(d.usage)));
    if (d.error) this.m.error = str(obj(d.error).message) ?? 'the upstream sent an error';
  }

  private responses(d: Obj): void {
    const type = d.type;
    if (type === 'response.created' || type === 'response.in_progress') {
      this.m.model = str(obj(d.response).model) ?? this.m.model;
    } else if (type === 'response.completed' || type === 'response.incomplete' || type === 'response.failed') {
      const r = obj(d.response);
      this.m.model = str(r.model) ?? this.m.model;
      this.setTokens(responsesTokens(obj(r.usage)));
      this.m.complete = true;
      if (type === 'response.failed') this.m.error = str(obj(r.error).message) ?? 'the response failed';
    } else if (type === 'error') this.m.error = str(d.message) ?? 'the upstream sent an error event';
  }

  private gemini(d: Obj): void {
    this.m.model = str(d.modelVersion) ?? this.m.model;
    if (d.usageMetadata) this.setTokens(geminiTokens(obj(d.usageMetadata)));
    // Gemini has no end event: the last chunk is the one with a finish reason.
    if (Array.isArray(d.candidates) && d.candidates.some((c) => str(obj(c).finishReason))) this.m.complete = true;
    if (d.error) this.m.error = str(obj(d.error).message) ?? 'the upstream sent an error';
  }
}
