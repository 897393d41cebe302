import type { AgentManifest } from '../registry';
import { claudeAdapter } from './claude';
import { codexAdapter } from './codex';
import type { EventAdapter } from './common';
import { geminiAdapter } from './gemini';
import { opencodeAdapter } from './opencode';
import { openhandsAdapter } from './openhands';

export type { EventAdapter } from './common';

const none: EventAdapter = { push: () => [], end: () => [] };

/** The stdout adapter of a stack's event format; `driver` names usage the CLI does not attribute. */
export function createEventAdapter(format: AgentManifest['events'], driver: string): EventAdapter {
  switch (format) {
    case 'claude-stream-json':
      return claudeAdapter(driver);
    case 'codex-jsonl':
      return codexAdapter(driver);
    case 'gemini-stream-json':
      return geminiAdapter(driver);
    case 'opencode-json':
      return opencodeAdapter(driver);
    case 'openhands-jsonl':
      return openhandsAdapter();
    case 'none':
      return none;
  }
}
