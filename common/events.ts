import { z } from 'zod';

// The typed event log of a run (<runDir>/events.jsonl): what the agent did, as its stack's
// adapter parsed it from the CLI's JSON stream. One JSON object per line.

export const AgentEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), ts: z.string(), role: z.enum(['assistant', 'user', 'system']), text: z.string() }),
  z.object({ type: z.literal('tool_call'), ts: z.string(), tool: z.string(), command: z.string().optional(), input: z.unknown().optional(), exit_code: z.number().int().nullable().optional() }),
  z.object({ type: z.literal('usage'), ts: z.string(), model: z.string(), input_tokens: z.number().int().nonnegative(), output_tokens: z.number().int().nonnegative(), cost_usd: z.number().nonnegative().nullable().optional() }),
]);

export type AgentEvent = z.infer<typeof AgentEventSchema>;

/** Parses events.jsonl; lines that do not fit the schema are counted, not fatal. */
export function parseEvents(text: string): { events: AgentEvent[]; invalid: number } {
  const events: AgentEvent[] = [];
  let invalid = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const r = AgentEventSchema.safeParse(JSON.parse(line));
      if (r.success) events.push(r.data);
      else invalid++;
    } catch {
      invalid++;
    }
  }
  return { events, invalid };
}

export interface UsageByModel {
  model: string;
  input_tokens: number;
  output_tokens: number;
  cost_usd: number | null;
}

export function usageByModel(events: AgentEvent[]): UsageByModel[] {
  const by = new Map<string, UsageByModel>();
  for (const e of events) {
    if (e.type !== 'usage') continue;
    const u = by.get(e.model) ?? { model: e.model, input_tokens: 0, output_tokens: 0, cost_usd: null };
    u.input_tokens += e.input_tokens;
    u.output_tokens += e.output_tokens;
    if (e.cost_usd !== undefined && e.cost_usd !== null) u.cost_usd = (u.cost_usd ?? 0) + e.cost_usd;
    by.set(e.model, u);
  }
  return [...by.values()];
}

const TRAINING_COMMAND = /\b(python3?|torchrun|accelerate|deepspeed)\b.*\b(train|sft|grpo|dpo|ppo|rl)\w*/i;

/** The last training command the agent ran before `beforeIso`, if the log has one. */
export function trainingCommandBefore(events: AgentEvent[], beforeIso: string): string | null {
  let found: string | null = null;
  for (const e of events) {
    if (e.ts > beforeIso) break;
    if (e.type === 'tool_call' && e.command && TRAINING_COMMAND.test(e.command)) found = e.command;
  }
  return found;
}
