import { meterJson, StreamMeter } from '../../gateway/llm/metering';
import { classify } from '../../gateway/llm/providers';

// Token usage as each provider reports it, read from answers shaped as the providers send them
// (their documented fields); lenient: a missing or malformed field counts 0 and never throws.

const messages = classify('anthropic', 'POST', '/v1/messages');
const chat = classify('openai', 'POST', '/chat/completions');
const responses = classify('openai', 'POST', '/responses');
const generate = classify('gemini', 'POST', '/v1beta/models/gemini-2.5-pro:streamGenerateContent');
const sse = (events: unknown[]) =>
  events.map((e) => `data: ${typeof e === 'string' ? e : JSON.stringify(e)}\n\n`).join('');

/** Feeds a stream in pieces cut at awkward places, as network reads arrive. */
function meterStream(meter: StreamMeter, text: string) {
  for (let i = 0; i < text.length; i += 7) meter.feed(text.slice(i, i + 7));
  return meter.result();
}

describe('whole JSON answers', () => {
  test('Anthropic: input counts the cache reads and writes on top of the uncached tokens', () => {
    const body = {
      model: 'claude-x',
      usage: { input_tokens: 10, cache_read_input_tokens: 100, cache_creation_input_tokens: 5, output_tokens: 7 },
    };
    expect(meterJson('anthropic', messages, body)).toEqual({
      model: 'claude-x',
      input: 115,
      cacheRead: 100,
      cacheWrite: 5,
      output: 7,
      complete: true,
      error: null,
    });
  });

  test('OpenAI chat and responses: input includes the cached tokens', () => {
    expect(
      meterJson('openai', chat, {
        model: 'gpt-x',
        usage: { prompt_tokens: 50, completion_tokens: 9, prompt_tokens_details: { cached_tokens: 20 } },
      }),
    ).toMatchObject({
      model: 'gpt-x',
      input: 50,
      cacheRead: 20,
      output: 9,
    });
    expect(
      meterJson('openai', responses, {
        model: 'gpt-y',
        usage: { input_tokens: 30, output_tokens: 4, input_tokens_details: { cached_tokens: 3 } },
      }),
    ).toMatchObject({
      model: 'gpt-y',
      input: 30,
      cacheRead: 3,
      output: 4,
    });
  });

  test('Gemini: tool-use prompt tokens are input, thinking is output; an array of chunks keeps the last usage', () => {
    const chunks = [
      { modelVersion: 'gemini-2.5-pro', usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 1 } },
      {
        modelVersion: 'gemini-2.5-pro',
        usageMetadata: {
          promptTokenCount: 10,
          toolUsePromptTokenCount: 2,
          cachedContentTokenCount: 4,
          candidatesTokenCount: 6,
          thoughtsTokenCount: 3,
        },
      },
    ];
    expect(meterJson('gemini', generate, chunks)).toMatchObject({
      model: 'gemini-2.5-pro',
      input: 12,
      cacheRead: 4,
      output: 9,
    });
  });

  test('what costs nothing is not metered; malformed fields count 0 and never throw', () => {
    const models = classify('openai', 'GET', '/models');
    expect(meterJson('openai', models, { model: 'x', usage: { prompt_tokens: 5 } })).toMatchObject({
      input: 0,
      output: 0,
    });
    const counted = classify('anthropic', 'POST', '/v1/messages/count_tokens');
    expect(meterJson('anthropic', counted, { input_tokens: 99 })).toMatchObject({ input: 0 });
    for (const body of [
      null,
      'text',
      42,
      [],
      { usage: 'x' },
      { usage: { prompt_tokens: -5, completion_tokens: 'many' } },
      { usage: { prompt_tokens: Infinity } },
    ]) {
      expect(meterJson('openai', chat, body)).toMatchObject({ input: 0, cacheRead: 0, cacheWrite: 0, output: 0 });
    }
  });
});

describe('SSE streams', () => {
  test("Anthropic: message_start's usage, replaced field by field by each message_delta; message_stop completes", () => {
    const text = sse([
      {
        type: 'message_start',
        message: { model: 'claude-x', usage: { input_tokens: 12, cache_read_input_tokens: 30, output_tokens: 1 } },
      },
      { type: 'content_block_delta', delta: { text: 'hi' } },
      { type: 'message_delta', usage: { output_tokens: 15 } },
      { type: 'message_delta', usage: { output_tokens: 21 } },
      { type: 'message_stop' },
    ]);
    expect(meterStream(new StreamMeter('anthropic', messages), text)).toEqual({
      model: 'claude-x',
      input: 42,
      cacheRead: 30,
      cacheWrite: 0,
      output: 21,
      complete: true,
      error: null,
    });
  });

  test('a stream cut off before its end is not complete, and keeps what it read', () => {
    const text = sse([
      { type: 'message_start', message: { model: 'claude-x', usage: { input_tokens: 12, output_tokens: 1 } } },
    ]);
    expect(meterStream(new StreamMeter('anthropic', messages), text)).toMatchObject({
      input: 12,
      output: 1,
      complete: false,
    });
  });

  test("an error event inside a 2xx stream is the call's error", () => {
    const text = sse([{ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }]);
    expect(meterStream(new StreamMeter('anthropic', messages), text).error).toBe('Overloaded');
  });

  test('OpenAI chat: usage in the last chunk, [DONE] completes', () => {
    const text = sse([
      { model: 'gpt-x', choices: [{ delta: { content: 'a' } }] },
      { model: 'gpt-x', choices: [], usage: { prompt_tokens: 8, completion_tokens: 2 } },
      '[DONE]',
    ]);
    expect(meterStream(new StreamMeter('openai', chat), text)).toMatchObject({
      model: 'gpt-x',
      input: 8,
      output: 2,
      complete: true,
      error: null,
    });
  });

  test('OpenAI responses: response.completed carries the usage; response.failed its error', () => {
    const done = sse([
      { type: 'response.created', response: { model: 'gpt-y' } },
      {
        type: 'response.completed',
        response: {
          model: 'gpt-y',
          usage: { input_tokens: 9, output_tokens: 3, input_tokens_details: { cached_tokens: 1 } },
        },
      },
    ]);
    expect(meterStream(new StreamMeter('openai', responses), done)).toMatchObject({
      model: 'gpt-y',
      input: 9,
      cacheRead: 1,
      output: 3,
      complete: true,
    });
    const failed = sse([{ type: 'response.failed', response: { model: 'gpt-y', error: { message: 'quota' } } }]);
    expect(meterStream(new StreamMeter('openai', responses), failed)).toMatchObject({ complete: true, error: 'quota' });
  });

  test('Gemini: complete at the chunk with a finish reason', () => {
    const text = sse([
      {
        modelVersion: 'gemini-2.5-pro',
        candidates: [{ content: {} }],
        usageMetadata: { promptTokenCount: 5, candidatesTokenCount: 1 },
      },
      {
        modelVersion: 'gemini-2.5-pro',
        candidates: [{ finishReason: 'STOP' }],
        usageMetadata: { promptTokenCount: 5, candidatesTokenCount: 4 },
      },
    ]);
    expect(meterStream(new StreamMeter('gemini', generate), text)).toMatchObject({
      model: 'gemini-2.5-pro',
      input: 5,
      output: 4,
      complete: true,
    });
  });

  test('lines that are not JSON are skipped', () => {
    const text =
      'data: not json\n\n' + sse([{ model: 'gpt-x', usage: { prompt_tokens: 1, completion_tokens: 1 } }, '[DONE]']);
    expect(meterStream(new StreamMeter('openai', chat), text)).toMatchObject({ input: 1, output: 1, complete: true });
  });
});
