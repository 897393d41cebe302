import type { AgentEvent } from '../../common/events';
import { clip, exitCodeIn, num, parseLine, str, type EventAdapter, type Json } from './common';

// Gemini CLI `--output-format stream-json`: init, message (streamed as deltas: joined here),
// tool_use, tool_result, error, result (stats: tokens, per model when it says).
export function geminiAdapter(driver: string): EventAdapter {
  let pending: { role: 'assistant' | 'user'; text: string; ts: string } | null = null;
  const tools = new Map<string, string>();
  const flush = (): AgentEvent[] => {
    const p = pending;
    pending = null;
    return p && p.text.trim() ? [{ type: 'message', ts: p.ts, role: p.role, text: p.text }] : [];
  };
  return {
    push(line, ts) {
      const e = parseLine(line);
      if (!e) return [];
      if (e.type === 'message') {
        const role = e.role === 'user' ? 'user' : 'assistant';
        const text = String(e.content ?? '');
        if (e.delta && pending?.role === role) {
          pending.text += text;
          return [];
        }
        const out = flush();
        pending = { role, text, ts };
        return out;
      }
      const out = flush();
      if (e.type === 'init' && typeof e.session_id === 'string')
        out.push({ type: 'session', ts, session_id: e.session_id, model: str(e.model) ?? null });
      else if (e.type === 'tool_use') {
        tools.set(String(e.tool_id), String(e.tool_name));
        out.push({
          type: 'tool_call',
          ts,
          tool: String(e.tool_name),
          id: String(e.tool_id),
          command: e.tool_name === 'run_shell_command' ? str(e.parameters?.command) : undefined,
          input: e.parameters,
        });
      } else if (e.type === 'tool_result') {
        const text = str(e.output) ?? (e.error ? JSON.stringify(e.error) : undefined);
        const shell = tools.get(String(e.tool_id)) === 'run_shell_command';
        const isError = e.status === 'error';
        out.push({
          type: 'tool_result',
          ts,
          id: String(e.tool_id),
          is_error: isError,
          exit_code: shell ? (exitCodeIn(text) ?? (isError ? null : 0)) : undefined,
          output: clip(text),
        });
      } else if (e.type === 'error') out.push({ type: 'error', ts, message: String(e.message ?? '') });
      else if (e.type === 'result') {
        const stats = (e.stats ?? {}) as Json;
        const models =
          stats.models && typeof stats.models === 'object' ? Object.entries(stats.models as Record<string, Json>) : [];
        const perModel = models
          .map(([model, m]) => ({
            model,
            input: num(m.input_tokens ?? m.tokens?.input ?? m.tokens?.prompt),
            output: num(m.output_tokens ?? m.tokens?.candidates ?? m.tokens?.output),
            cached: num(m.cached ?? m.tokens?.cached),
          }))
          .filter((m) => m.input || m.output);
        if (perModel.length)
          for (const m of perModel)
            out.push({
              type: 'usage',
              ts,
              model: m.model,
              input_tokens: m.input,
              output_tokens: m.output,
              cached_input_tokens: m.cached,
            });
        else if (stats.input_tokens !== undefined || stats.output_tokens !== undefined) {
          out.push({
            type: 'usage',
            ts,
            model: driver,
            input_tokens: num(stats.input_tokens),
            output_tokens: num(stats.output_tokens),
            cached_input_tokens: num(stats.cached),
          });
        }
        if (e.status && e.status !== 'success')
          out.push({
            type: 'error',
            ts,
            message: `result ${e.status}: ${clip(e.error?.message ?? e.error ?? '') ?? ''}`,
          });
      }
      return out;
    },
    end: () => flush(),
  };
}
