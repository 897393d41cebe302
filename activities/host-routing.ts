import { ApplicationFailure, Context } from '@temporalio/activity';
import type { Client } from '@temporalio/client';
import { ERROR_TYPES } from '../common/errors';
import { SEARCH_ATTRIBUTES } from '../common/search-attributes';
import { hostTaskQueue } from '../common/task-queues';

/** A claim counts against the host until its run is visible as pinned there (search attribute A2rlHost). */
const CLAIM_VISIBLE_MS = 60_000;

// Served on the shared host queue: whichever host worker picks this up owns the run from now on
// (Temporal's worker-specific task queue pattern). A host with `maxRuns` refuses a run while it
// runs that many; the retry goes to whichever host worker polls next.
export function createHostRoutingActivities({
  hostId,
  maxRuns,
  client,
}: {
  hostId: string;
  maxRuns?: number;
  client: Client;
}) {
  const recentClaims = new Map<string, number>();
  return {
    async claimHost(): Promise<{ hostId: string; hostQueue: string }> {
      if (maxRuns !== undefined) {
        const runId = Context.current().info.workflowExecution?.workflowId ?? '';
        const now = Date.now();
        for (const [id, at] of recentClaims) if (now - at > CLAIM_VISIBLE_MS) recentClaims.delete(id);
        const taken = new Set([...(await runningHere(client, hostId)), ...recentClaims.keys()]);
        taken.delete(runId);
        if (taken.size >= maxRuns)
          throw ApplicationFailure.retryable(
            `host ${hostId} runs ${taken.size} of its ${maxRuns} runs`,
            ERROR_TYPES.hostFull,
          );
        recentClaims.set(runId, now);
      }
      return { hostId, hostQueue: hostTaskQueue(hostId) };
    },
  };
}

/** The runs pinned to this host that have not ended. */
async function runningHere(client: Client, hostId: string): Promise<string[]> {
  const ids: string[] = [];
  // hostId is [a-z0-9-] (config schema): safe inside the quotes.
  for await (const wf of client.workflow.list({
    query: `${SEARCH_ATTRIBUTES.host.name} = '${hostId}' AND ExecutionStatus = 'Running'`,
  }))
    ids.push(wf.workflowId);
  return ids;
}
