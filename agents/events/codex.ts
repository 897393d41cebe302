import { clip, num, parseLine, str, type EventAdapter, type Json } from './common';

// Codex `exec --json`: thread.started, item.completed (agent_message, command_execution with
// exit_code, file_change, mcp_tool_call, web_search, error), turn.completed (usage, cumulative
// per thread: recorded as deltas), turn.failed, error. Codex names no model: the driver is used.
export function codexAdapter(driver: string): EventAdapter {
  let last = { input: 0, cached: 0, output: 0 };
  return {
    push(line, ts) {
      const e = parseLine(line);
      if (!e) return [];
      if (e.type === 'thread.started' && typeof e.thread_id === 'string')
        return [{ type: 'session', ts, session_id: e.thread_id, model: null }];
      if (e.type === 'turn.completed' && e.usage) {
        const now = {
          input: num(e.usage.input_tokens),
          cached: num(e.usage.cached_input_tokens),
          output: num(e.usage.output_tokens) + num(e.usage.reasoning_output_tokens),
        };
        // A counter that went down started again (a new thread): count it whole.
        const base = now.input < last.input || now.output < last.output ? { input: 0, cached: 0, output: 0 } : last;
        last = now;
        return [
          {
            type: 'usage',
            ts,
            model: driver,
            input_tokens: now.input - base.input,
            output_tokens: now.output - base.output,
            cached_input_tokens: Math.max(0, now.cached - base.cached),
          },
        ];
      }
      if (e.type === 'turn.failed') return [{ type: 'error', ts, message: String(e.error?.message ?? 'turn failed') }];
      if (e.type === 'error') return [{ type: 'error', ts, message: String(e.message ?? 'error') }];
      if (e.type !== 'item.completed' || !e.item) return [];
      const item = e.item as Json;
      const id = str(item.id);
      switch (item.type) {
        case 'agent_message':
          return [{ type: 'message', ts, role: 'assistant', text: String(item.text ?? '') }];
        case 'command_execution':
          return [
            {
              type: 'tool_call',
              ts,
              tool: 'command_execution',
              id,
              command: str(item.command),
              exit_code: typeof item.exit_code === 'number' ? item.exit_code : null,
              output: clip(item.aggregated_output),
            },
          ];
        case 'file_change':
          return [{ type: 'tool_call', ts, tool: 'file_change', id, input: item.changes }];
        case 'mcp_tool_call':
          return [
            {
              type: 'tool_call',
              ts,
              tool: `${item.server}.${item.tool}`,
              id,
              input: item.arguments,
              output: clip(item.error ?? item.result),
            },
          ];
        case 'web_search':
          return [{ type: 'tool_call', ts, tool: 'web_search', id, input: { query: item.query } }];
        case 'error':
          return [{ type: 'error', ts, message: String(item.message ?? '') }];
        default:
          return [];
      }
    },
    end: () => [],
  };
}
