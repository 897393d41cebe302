import { ApplicationFailure } from '@temporalio/activity';
import type { Client } from '@temporalio/client';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../common/config';
import { ERROR_TYPES } from '../common/errors';
import type { Logger } from '../common/logger';
import { statusQuery } from '../common/messages';
import type { Restatement } from '../common/report-schema';
import type { ResolvedRun, RunStatus } from '../common/types';
import { isInside } from '../gateway/checkpoint';
import { getTask, stepVersion } from '../tasks/registry';
import { rebuildReport } from '../report';
import { rankChanges, renderRestatement } from '../report/restatement';
import { withResultsStore } from '../results/store';
import { readSweepRuns } from '../sweep/runs';
import { runPaths } from '../common/run-paths';

// `a2rl regrade`: re-score finished runs' kept snapshots with the current evaluator. The workflow
// (workflows/regrade.ts) drives the evaluations; these activities find what is kept (on the run's
// host), write each run's restatement into its report (there too), and record the restatement in
// the results store and its summary, with the leaderboard's ranks before and after (control).

const DIGEST = /^[0-9a-f]{16,128}$/;

export function createRegradeHostActivities({ config }: { config: Config }) {
  return {
    /**
     * The current evaluator's version of the run's task, and for each digest the snapshot still
     * kept on this host (null: removed). `snapshots`: where the run recorded them (runs before
     * that kept them under the run's snapshots folder, named by digest).
     */
    async regradeTargets(input: {
      resolved: ResolvedRun;
      digests: string[];
      snapshots: Record<string, string>;
    }): Promise<{ evaluatorVersion: string; kept: Record<string, string | null> }> {
      const task = getTask(input.resolved.task.id, config.tasks.dirs);
      const root = runPaths(input.resolved.runDir).snapshots;
      const kept: Record<string, string | null> = {};
      for (const digest of input.digests) {
        const dir = input.snapshots[digest] ?? (DIGEST.test(digest) ? path.join(root, digest) : null);
        kept[digest] =
          dir && isInside(path.resolve(dir), root) && fs.existsSync(path.join(dir, 'config.json')) ? dir : null;
      }
      return { evaluatorVersion: stepVersion(task.manifest.evaluator), kept };
    },

    /** Keeps a restatement in the run's report folder and rebuilds the report with it. */
    async writeRestatement({ runDir, restatement }: { runDir: string; restatement: Restatement }): Promise<void> {
      const dir = runPaths(runDir).restatements;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${restatement.regrade_id}.json`), JSON.stringify(restatement, null, 2) + '\n');
      if (fs.existsSync(runPaths(runDir).reportState)) await rebuildReport(runDir);
    },
  };
}

export interface RegradeSummary {
  json: string;
  markdown: string;
}

export function createRegradeRecordActivities({
  config,
  logger,
  client,
}: {
  config: Config;
  logger: Logger;
  client: Client;
}) {
  return {
    /** A finished run's durable state (its `status` query); a run still going is refused. */
    async loadFinishedRun({ runId }: { runId: string }): Promise<RunStatus> {
      const handle = client.workflow.getHandle(runId);
      const desc = await handle.describe().catch((err: Error) => {
        throw ApplicationFailure.nonRetryable(`no run ${runId}: ${err.message}`, ERROR_TYPES.resumeRefused);
      });
      if (desc.status.name === 'RUNNING')
        throw ApplicationFailure.nonRetryable(
          `run ${runId} is still running: regrade it once it has ended`,
          ERROR_TYPES.resumeRefused,
        );
      return handle.query(statusQuery);
    },

    /** The run's results row gains the restated scores and the evaluator that gave them. */
    async recordRestatement({ restatement }: { restatement: Restatement }): Promise<void> {
      if (restatement.skipped) return;
      await withResultsStore(config, async (store) => {
        const row = await store.get(restatement.run_id);
        if (!row) return;
        await store.upsert({
          ...row,
          restated_evaluator: restatement.evaluator.after,
          restated_best: restatement.best.after?.score ?? restatement.baseline.after,
          restated_sealed: restatement.sealed?.after ?? null,
          restatement: restatement.regrade_id,
        });
      });
    },

    /** restatement.{json,md} under <dataDir>/regrades/<id>: every run's, and for a sweep its leaderboard's ranks before and after. */
    async writeRegradeReport(input: {
      regradeId: string;
      sweepId: string | null;
      restatements: Restatement[];
    }): Promise<RegradeSummary> {
      const dir = path.join(config.dataDir, 'regrades', input.regradeId);
      fs.mkdirSync(dir, { recursive: true });
      const results = input.sweepId ? readSweepRuns(config.dataDir, input.sweepId) : null;
      const ranks = results ? rankChanges(results, input.restatements) : null;
      const doc = {
        schema: 'a2rl.restatement/v1',
        regrade_id: input.regradeId,
        sweep_id: input.sweepId,
        generated_at: new Date().toISOString(),
        runs: input.restatements,
        ranks,
      };
      const out = { json: path.join(dir, 'restatement.json'), markdown: path.join(dir, 'restatement.md') };
      fs.writeFileSync(out.json, JSON.stringify(doc, null, 2) + '\n');
      fs.writeFileSync(out.markdown, renderRestatement(input.regradeId, input.sweepId, input.restatements, ranks));
      logger.info({ regradeId: input.regradeId, runs: input.restatements.length }, 'restatement written');
      return out;
    },
  };
}
