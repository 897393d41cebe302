import type { AgentEvent } from '../../common/events';
import { clip, exitCodeIn, num, parseLine, str, type EventAdapter, type Json } from './common';

// Claude Code `--output-format stream-json`: system/init, assistant (text and tool_use blocks),
// user (tool_result blocks), result (modelUsage: tokens and cost per model, per process).
export function claudeAdapter(driver: string): EventAdapter {
  const toolNames = new Map<string, string>();
  const resultText = (content: unknown): string | undefined => {
    if (typeof content === 'string') return content;
    if (Array.isArray(content)) return content.map((c: Json) => (typeof c?.text === 'string' ? c.text : '')).join('\n');
    return undefined;
  };
  return {
    push(line, ts) {
      const e = parseLine(line);
      if (!e) return [];
      const out: AgentEvent[] = [];
      if (e.type === 'system' && e.subtype === 'init' && typeof e.session_id === 'string') {
        out.push({
          type: 'session',
          ts,
          session_id: e.session_id,
          model: str(e.model) ?? null,
          detail: { cli_version: e.claude_code_version ?? null, tools: Array.isArray(e.tools) ? e.tools.length : null },
        });
      } else if (e.type === 'assistant' && Array.isArray(e.message?.content)) {
        for (const b of e.message.content as Json[]) {
          if (b.type === 'text' && typeof b.text === 'string' && b.text.trim())
            out.push({ type: 'message', ts, role: 'assistant', text: b.text });
          if (b.type === 'tool_use') {
            toolNames.set(String(b.id), String(b.name));
            out.push({
              type: 'tool_call',
              ts,
              tool: String(b.name),
              id: String(b.id),
              command: b.name === 'Bash' ? str(b.input?.command) : undefined,
              input: b.input,
            });
          }
        }
      } else if (e.type === 'user' && Array.isArray(e.message?.content)) {
        for (const b of e.message.content as Json[]) {
          if (b.type !== 'tool_result') continue;
          const text = resultText(b.content);
          const isError = b.is_error === true;
          const shell = toolNames.get(String(b.tool_use_id)) === 'Bash';
          const exit = shell ? (isError ? exitCodeIn(text) : 0) : undefined;
          out.push({
            type: 'tool_result',
            ts,
            id: String(b.tool_use_id),
            is_error: isError,
            exit_code: exit,
            output: clip(text),
          });
        }
      } else if (e.type === 'result') {
        const models =
          e.modelUsage && typeof e.modelUsage === 'object' ? Object.entries(e.modelUsage as Record<string, Json>) : [];
        for (const [model, u] of models) {
          out.push({
            type: 'usage',
            ts,
            model,
            input_tokens: num(u.inputTokens) + num(u.cacheCreationInputTokens),
            output_tokens: num(u.outputTokens),
            cached_input_tokens: num(u.cacheReadInputTokens),
            cost_usd: typeof u.costUSD === 'number' ? u.costUSD : null,
          });
        }
        if (!models.length && e.usage) {
          out.push({
            type: 'usage',
            ts,
            model: driver,
            input_tokens: num(e.usage.input_tokens),
            output_tokens: num(e.usage.output_tokens),
            cost_usd: typeof e.total_cost_usd === 'number' ? e.total_cost_usd : null,
          });
        }
        if (e.is_error)
          out.push({ type: 'error', ts, message: `${e.subtype ?? 'error'}: ${clip(e.result ?? '') ?? ''}` });
      }
      return out;
    },
    end: () => [],
  };
}
