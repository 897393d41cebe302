import type { AgentEvent } from '../../common/events';
import { clip, parseLine, str, type EventAdapter, type Json } from './common';

// OpenHands `--headless --json`: the SDK's events (pydantic dumps with a `kind`). Not verified
// against a running CLI here (it needs Python 3.12): ActionEvent, ObservationEvent, MessageEvent,
// *ErrorEvent are mapped; everything else is kept only in the raw stdout.
export function openhandsAdapter(): EventAdapter {
  let session: string | null = null;
  return {
    push(line, ts) {
      const e = parseLine(line);
      if (!e) return [];
      const out: AgentEvent[] = [];
      const conv = str(e.conversation_id);
      if (conv && conv !== session) {
        session = conv;
        out.push({ type: 'session', ts, session_id: conv, model: null });
      }
      if (e.kind === 'ActionEvent') {
        const action = (e.action ?? {}) as Json;
        out.push({ type: 'tool_call', ts, tool: String(e.tool_name ?? action.kind ?? 'tool'), id: str(e.tool_call_id), command: str(action.command), input: action });
      } else if (e.kind === 'ObservationEvent') {
        const obs = (e.observation ?? {}) as Json;
        const text = Array.isArray(obs.content) ? obs.content.map((c: Json) => c?.text ?? '').join('\n') : str(obs.content);
        out.push({ type: 'tool_result', ts, id: String(e.tool_call_id ?? ''), is_error: obs.is_error === true, exit_code: typeof obs.exit_code === 'number' ? obs.exit_code : undefined, output: clip(text) });
      } else if (e.kind === 'MessageEvent') {
        const msg = (e.llm_message ?? {}) as Json;
        const text = Array.isArray(msg.content) ? msg.content.map((c: Json) => c?.text ?? '').join('\n') : String(msg.content ?? '');
        if (text.trim()) out.push({ type: 'message', ts, role: msg.role === 'user' ? 'user' : 'assistant', text });
      } else if (typeof e.kind === 'string' && e.kind.endsWith('ErrorEvent')) out.push({ type: 'error', ts, message: clip(e.error ?? e.detail ?? e) ?? '' });
      return out;
    },
    end: () => [],
  };
}
