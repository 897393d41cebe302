import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

// Typed search attributes of a run, visible and filterable in the Web UI and `temporal workflow list`.
export const SEARCH_ATTRIBUTES = {
  task: defineSearchAttributeKey('A2rlTask', SearchAttributeType.KEYWORD),
  agent: defineSearchAttributeKey('A2rlAgent', SearchAttributeType.KEYWORD),
  driver: defineSearchAttributeKey('A2rlDriver', SearchAttributeType.KEYWORD),
  baseModel: defineSearchAttributeKey('A2rlBaseModel', SearchAttributeType.KEYWORD),
  status: defineSearchAttributeKey('A2rlStatus', SearchAttributeType.KEYWORD),
  bestScore: defineSearchAttributeKey('A2rlBestScore', SearchAttributeType.DOUBLE),
  sweep: defineSearchAttributeKey('A2rlSweep', SearchAttributeType.KEYWORD),
  schedule: defineSearchAttributeKey('A2rlSchedule', SearchAttributeType.KEYWORD),
  /** LLM spend so far through the run's gateway, USD. */
  costUsd: defineSearchAttributeKey('A2rlCostUsd', SearchAttributeType.DOUBLE),
  /** Set once a run has ended: completed, agent-failed or harness-error (common/verdict.ts). */
  verdict: defineSearchAttributeKey('A2rlVerdict', SearchAttributeType.KEYWORD),
  /** The host the run is pinned to (its workspace, agent and run folder). */
  host: defineSearchAttributeKey('A2rlHost', SearchAttributeType.KEYWORD),
} as const;

/** Set by the Temporal server on workflows that a Schedule started (built in, never registered). */
export const SCHEDULED_BY = defineSearchAttributeKey('TemporalScheduledById', SearchAttributeType.KEYWORD);

export const ALL_SEARCH_ATTRIBUTES = Object.values(SEARCH_ATTRIBUTES);

/** `--search-attribute Name=Type` arguments for `temporal server start-dev`. */
export function devServerSearchAttributeArgs(): string[] {
  const typeName: Record<string, string> = {
    KEYWORD: 'Keyword',
    DOUBLE: 'Double',
    TEXT: 'Text',
    INT: 'Int',
    BOOL: 'Bool',
  };
  return ALL_SEARCH_ATTRIBUTES.flatMap((k) => ['--search-attribute', `${k.name}=${typeName[k.type]}`]);
}
