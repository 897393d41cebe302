import { clip, parseLine, str, type EventAdapter, type Json } from './common';

// OpenHands `--headless --json`: one SDK event per line (pydantic dumps with a `kind`) between a
// few lines of UI text. ActionEvent → tool call (its arguments, also when the action failed to
// validate), ObservationEvent → tool result with the exit code, MessageEvent → message,
// *ErrorEvent → error. The stream carries no token usage. The UI text names the model
// ("Agent initialized with model: …") and, at a clean exit only, the conversation id.
// eslint-disable-next-line no-control-regex -- the ESC that starts a terminal colour code
const ANSI = /\u001b\[[0-9;]*m/g;

export function openhandsAdapter(): EventAdapter {
  let model: string | null = null;
  const sessions = new Set<string>();
  return {
    push(line, ts) {
      const e = parseLine(line);
      if (!e) {
        const text = line.replace(ANSI, '');
        const m = text.match(/Agent initialized with model: (\S+)/);
        if (m) model = m[1];
        const c = text.match(/^Conversation ID: ([0-9a-f-]{32,36})\s*$/);
        if (c && !sessions.has(c[1])) {
          sessions.add(c[1]);
          return [{ type: 'session', ts, session_id: c[1], model }];
        }
        return [];
      }
      if (e.kind === 'ActionEvent') {
        const call = (e.tool_call ?? {}) as Json;
        let args: Json | undefined;
        try {
          args = typeof call.arguments === 'string' ? (JSON.parse(call.arguments) as Json) : undefined;
        } catch {
          args = undefined;
        }
        const action = (e.action ?? args ?? {}) as Json;
        return [
          {
            type: 'tool_call',
            ts,
            tool: String(e.tool_name ?? call.name ?? 'tool'),
            id: str(e.tool_call_id),
            command: str(action.command),
            input: args ?? e.action,
          },
        ];
      }
      if (e.kind === 'ObservationEvent') {
        const obs = (e.observation ?? {}) as Json;
        const text = Array.isArray(obs.content)
          ? obs.content.map((c: Json) => c?.text ?? '').join('\n')
          : str(obs.content);
        return [
          {
            type: 'tool_result',
            ts,
            id: String(e.tool_call_id ?? ''),
            is_error: obs.is_error === true,
            exit_code: typeof obs.exit_code === 'number' ? obs.exit_code : undefined,
            output: clip(text),
          },
        ];
      }
      if (e.kind === 'MessageEvent') {
        const msg = (e.llm_message ?? {}) as Json;
        const text = Array.isArray(msg.content)
          ? msg.content.map((c: Json) => c?.text ?? '').join('\n')
          : String(msg.content ?? '');
        return text.trim() ? [{ type: 'message', ts, role: msg.role === 'user' ? 'user' : 'assistant', text }] : [];
      }
      if (typeof e.kind === 'string' && e.kind.endsWith('ErrorEvent'))
        return [{ type: 'error', ts, message: clip(e.error ?? e.detail ?? e) ?? '' }];
      return [];
    },
    end: () => [],
  };
}
