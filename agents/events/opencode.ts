import type { AgentEvent } from '../../common/events';
import { clip, num, parseLine, str, type EventAdapter } from './common';

// OpenCode `run --format json`: {type, timestamp, sessionID, part}; text, tool_use (state with
// input, output and metadata.exit), step_finish (tokens and cost per step), error. It names no
// model: the driver is used.
export function opencodeAdapter(driver: string): EventAdapter {
  const sessions = new Set<string>();
  return {
    push(line, ts) {
      const e = parseLine(line);
      if (!e) return [];
      const out: AgentEvent[] = [];
      if (typeof e.sessionID === 'string' && !sessions.has(e.sessionID)) {
        sessions.add(e.sessionID);
        out.push({ type: 'session', ts, session_id: e.sessionID, model: null });
      }
      const part = e.part ?? {};
      if (e.type === 'text' && typeof part.text === 'string' && part.text.trim())
        out.push({ type: 'message', ts, role: 'assistant', text: part.text });
      else if (e.type === 'tool_use') {
        const state = part.state ?? {};
        out.push({
          type: 'tool_call',
          ts,
          tool: String(part.tool ?? 'tool'),
          id: str(part.callID),
          command: part.tool === 'bash' ? str(state.input?.command) : undefined,
          input: state.input,
          exit_code:
            typeof state.metadata?.exit === 'number'
              ? state.metadata.exit
              : state.status === 'error'
                ? null
                : undefined,
          output: clip(state.output ?? state.error),
        });
      } else if (e.type === 'step_finish' && part.tokens) {
        const t = part.tokens;
        out.push({
          type: 'usage',
          ts,
          model: driver,
          input_tokens: num(t.input),
          output_tokens: num(t.output) + num(t.reasoning),
          cached_input_tokens: num(t.cache?.read),
          cost_usd: typeof part.cost === 'number' ? part.cost : null,
        });
      } else if (e.type === 'error') out.push({ type: 'error', ts, message: clip(e.error) ?? 'error' });
      return out;
    },
    end: () => [],
  };
}
