import { z } from 'zod';
import { parseJsonLines } from './json-lines';
import { STOP_CAUSES } from './run-spec';

// The typed event log of a run (<runDir>/events.jsonl): what the agent did, as its stack's
// adapter parsed it from the CLI's JSON stream. One JSON object per line.

const ts = z.string();
const int = z.number().int();

export const AgentEventSchema = z.discriminatedUnion('type', [
  /** The CLI's own start record: its session id and the model it reports (when it does). */
  z.object({
    type: z.literal('session'),
    ts,
    session_id: z.string(),
    model: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({ type: z.literal('message'), ts, role: z.enum(['assistant', 'user', 'system']), text: z.string() }),
  z.object({
    type: z.literal('tool_call'),
    ts,
    tool: z.string(),
    /** The CLI's id of the call, which its tool_result names. */
    id: z.string().optional(),
    /** For shell tools: the command line. */
    command: z.string().optional(),
    input: z.unknown().optional(),
    exit_code: int.nullable().optional(),
    output: z.string().optional(),
  }),
  z.object({
    type: z.literal('tool_result'),
    ts,
    id: z.string(),
    is_error: z.boolean(),
    exit_code: int.nullable().optional(),
    output: z.string().optional(),
  }),
  z.object({
    type: z.literal('usage'),
    ts,
    model: z.string(),
    input_tokens: int.nonnegative(),
    output_tokens: int.nonnegative(),
    cached_input_tokens: int.nonnegative().optional(),
    cost_usd: z.number().nonnegative().nullable().optional(),
  }),
  z.object({ type: z.literal('error'), ts, message: z.string() }),
  /** Harness records: each start of the agent process and each exit, with who ended it. */
  z.object({ type: z.literal('agent_start'), ts, attempt: int.positive(), mode: z.enum(['fresh', 'resume']) }),
  z.object({
    type: z.literal('agent_exit'),
    ts,
    attempt: int.positive(),
    exit_code: int.nullable(),
    /** The agent itself was killed for memory; oom_kills counts every process of the workspace that was. */
    oom_killed: z.boolean(),
    oom_kills: int.nonnegative().optional(),
    /** budget / stop-signal: the harness stopped it; null: it ended on its own (or crashed). */
    stopped_by: z.enum(STOP_CAUSES).nullable(),
    /** The harness restarts it with the stack's resume argv. */
    restarting: z.boolean(),
  }),
]);

export type AgentEvent = z.infer<typeof AgentEventSchema>;

/** Parses events.jsonl; lines that do not fit the schema are counted, not fatal. */
export function parseEvents(text: string): { events: AgentEvent[]; invalid: number } {
  const { items, invalid } = parseJsonLines(text, AgentEventSchema);
  return { events: items, invalid };
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
