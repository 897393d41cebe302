import { ApplicationFailure } from '@temporalio/activity';
import { layout, type Config } from '../common/config';
import { ERROR_TYPES } from '../common/errors';
import type { Logger } from '../common/logger';
import type { ReportRef, RunStatus } from '../common/types';
import { resultRow, writeReportFiles } from '../report';
import { withResultsStore } from '../results/store';
import { startHeartbeats } from './heartbeat';

export interface ReportDeps {
  config: Config;
  logger: Logger;
}

// Control-queue activities: the run report and the results store. Both are rebuilt from the
// final workflow state and the run's artifacts, so a retry writes the same files and row.
export function createReportActivities({ config, logger }: ReportDeps) {
  return {
    async writeReport({ status }: { status: RunStatus }): Promise<ReportRef> {
      if (config.faults.writeReport)
        throw ApplicationFailure.nonRetryable('injected fault: writeReport failed', ERROR_TYPES.injectedFault);
      const runDir = status.resolved?.runDir ?? layout(config).runDir(status.runId);
      const stop = startHeartbeats(() => null);
      const ref = await writeReportFiles(status, runDir).finally(stop);
      logger.info({ runId: status.runId, report: ref.json }, 'report written');
      return ref;
    },

    async recordResult({ status }: { status: RunStatus }): Promise<void> {
      await withResultsStore(config, (store) => store.upsert(resultRow(status, status.report?.json ?? null)));
    },
  };
}
