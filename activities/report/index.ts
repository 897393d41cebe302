import { ApplicationFailure } from '@temporalio/activity';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../common/config';
import type { Logger } from '../../common/logger';
import type { ReportRef, RunStatus } from '../../common/types';
import { digestCheckpoint } from '../../gateway/checkpoint';
import { withResultsStore, type ResultRow } from '../results-store';
import { hostPaths } from '../workspace/layout';
import { buildReport, renderMarkdown } from './build';

export interface ReportDeps {
  config: Config;
  logger: Logger;
}

/** The base model's checkpoint digest, cached beside it, to recognise submitted copies. */
async function baseModelDigest(modelDir: string): Promise<string | null> {
  const cache = path.join(modelDir, '.a2rl-digest');
  if (fs.existsSync(cache)) return fs.readFileSync(cache, 'utf8').trim();
  if (!fs.existsSync(modelDir)) return null;
  const digest = await digestCheckpoint(modelDir);
  try {
    fs.writeFileSync(cache, digest);
  } catch {
    /* read-only cache: recompute next time */
  }
  return digest;
}

export function resultRow(status: RunStatus, report: string | null): ResultRow {
  const start = status.meta.start_time;
  const end = status.meta.end_time;
  return {
    run_id: status.runId,
    timestamp: start ? new Date(start * 1000).toISOString() : new Date().toISOString(),
    task: status.spec.task,
    agent: status.spec.agent,
    driver_model: status.resolved?.driver ?? status.spec.driver ?? 'unknown',
    base_model: status.resolved?.baseModel ?? status.spec.baseModel ?? '',
    baseline: status.baseline?.score ?? null,
    best_score: status.best?.score ?? 0,
    improvement: status.best?.improvement ?? null,
    submissions: status.submissions.length,
    duration_s: start && end ? Math.round(end - start) : 0,
    success: status.agent.exit?.exitCode === 0 && status.agent.stoppedBy === null,
    workspace: status.workspace?.workspaceDir ?? status.resolved?.runDir ?? '',
    phase: status.error ? 'failed' : 'done',
    sweep: status.spec.sweep ?? null,
    report,
  };
}

// Control-queue activities: the run report and the results store. Both are rebuilt from the
// final workflow state alone, so a retry writes the same files and the same row.
export function createReportActivities({ config, logger }: ReportDeps) {
  return {
    async writeReport({ status }: { status: RunStatus }): Promise<ReportRef> {
      if (config.faults.writeReport) throw ApplicationFailure.nonRetryable('injected fault: writeReport failed', 'InjectedFault');
      const runDir = status.resolved?.runDir ?? path.join(config.dataDir, 'runs', status.runId);
      const dir = path.join(runDir, 'report');
      fs.mkdirSync(dir, { recursive: true });
      const digest = status.resolved && status.submissions.length ? await baseModelDigest(status.resolved.modelDir) : null;
      const report = buildReport({ ...status, phase: status.error ? 'failed' : 'done' }, { baseModelDigest: digest, agentLog: hostPaths(runDir).agentLog });
      const ref: ReportRef = { dir, json: path.join(dir, 'report.json'), markdown: path.join(dir, 'report.md') };
      fs.writeFileSync(ref.json, JSON.stringify(report, null, 2) + '\n');
      fs.writeFileSync(ref.markdown, renderMarkdown(report));
      fs.writeFileSync(path.join(runDir, 'scores.json'), JSON.stringify(status.submissions, null, 2) + '\n');
      logger.info({ runId: status.runId, report: ref.json }, 'report written');
      return ref;
    },

    async recordResult({ status }: { status: RunStatus }): Promise<void> {
      await withResultsStore(config, (store) => store.upsert(resultRow(status, status.report?.json ?? null)));
    },
  };
}
