import { ApplicationFailure } from '@temporalio/activity';
import type { Client } from '@temporalio/client';
import { statusQuery } from '../common/messages';
import type { RunStatus } from '../common/types';
import { ERROR_TYPES } from '../common/errors';

export interface PriorRun {
  status: RunStatus;
  /** Seconds of agent budget the earlier execution used. */
  budgetUsed: number;
}

// Control-queue activity for `resume`: the durable state of an earlier run, read through its
// `status` query (Temporal answers queries on closed workflows by replaying their history).
export function createRunStateActivities({ client }: { client: Client }) {
  return {
    async loadPriorRun({ runId }: { runId: string }): Promise<PriorRun> {
      const handle = client.workflow.getHandle(runId);
      const desc = await handle.describe();
      if (desc.status.name === 'RUNNING') {
        throw ApplicationFailure.nonRetryable(
          `run ${runId} is still running; stop it before resuming it`,
          ERROR_TYPES.resumeRefused,
        );
      }
      if (desc.status.name === 'COMPLETED') {
        throw ApplicationFailure.nonRetryable(
          `run ${runId} completed; only failed or terminated runs are resumed`,
          ERROR_TYPES.resumeRefused,
        );
      }
      const status = await handle.query(statusQuery);
      const start = status.meta.start_time;
      const end = status.meta.end_time ?? Math.floor((desc.closeTime?.getTime() ?? Date.now()) / 1000);
      return { status, budgetUsed: start === null ? 0 : Math.max(0, end - start) };
    },
  };
}
