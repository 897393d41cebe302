import fs from 'node:fs';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import type { Config } from '../common/config';
import type { Logger } from '../common/logger';
import type { SweepRunResult, SweepStatus } from '../common/types';
import { outcomeVerdict } from '../common/verdict';
import { clusterCapacity } from '../gpu/devices';
import { budgetLeaderboards, renderBudgetMarkdown } from '../report/budget-curve';
import { leaderboard, leaderboardIntervals, renderLeaderboardMarkdown, routeFrequency } from '../report/leaderboard';
import { renderSweepHtml } from '../report/sweep-html';
import { withResultsStore } from '../results/store';
import { describeChange, describeDrift, manifestChanges, manifestDrift } from '../common/repro-manifest';
import { previousSweep, runManifests, runRoute, sweepDir } from '../sweep/runs';

// Control-queue activities of benchmarkSweep: how many runs may go at once, and the
// leaderboard, to files and the results store.
export function createSweepActivities({ config, logger, client }: { config: Config; logger: Logger; client: Client }) {
  return {
    /** The evaluation slots of the GPU workers polling now (at least 1). */
    async clusterCapacity(): Promise<number> {
      return clusterCapacity(client, config.temporal.namespace);
    },

    /**
     * The width (points) of the 95% interval of one cell's runs, seeds and items together (the
     * sealed score's where its runs are sealed); null below `minRuns` measured runs, or when
     * a2rl.stats cannot answer (the cell then runs all its seeds).
     */
    async cellIntervalWidth({
      results,
      minRuns,
    }: {
      results: SweepRunResult[];
      minRuns: number;
    }): Promise<number | null> {
      const intervals = await leaderboardIntervals(config.python, results).catch((err: Error) => {
        logger.warn({ err: err.message }, 'no interval for early stopping');
        return null;
      });
      if (!intervals) return null;
      const [row] = leaderboard(results, intervals);
      if (!row || row.runs < minRuns) return null;
      const [lo, hi] =
        row.mean_sealed !== null ? [row.sealed_ci_low, row.sealed_ci_high] : [row.best_ci_low, row.best_ci_high];
      return lo === null || hi === null ? null : hi - lo;
    },

    async writeSweepReport(input: {
      sweepId: string;
      scheduleId: string | null;
      results: SweepRunResult[];
      skipped?: SweepStatus['skipped'];
    }): Promise<{ json: string; markdown: string }> {
      // Intervals that hold item-level noise besides the seeds' (python/a2rl/stats.py); without them the leaderboard still stands.
      const totals = await leaderboardIntervals(config.python, input.results).catch((err: Error) => {
        logger.warn({ sweepId: input.sweepId, err: err.message }, 'the leaderboard has no two-level intervals');
        return undefined;
      });
      const rows = leaderboard(input.results, totals);
      const budgets = budgetLeaderboards(input.results);
      const dir = sweepDir(config.dataDir, input.sweepId);
      fs.mkdirSync(dir, { recursive: true });
      const out = { json: path.join(dir, 'sweep.json'), markdown: path.join(dir, 'sweep.md') };
      // Runs the harness failed measure nothing: the leaderboard lists them apart, and they win no route.
      const routes = routeFrequency(
        input.results.filter((r) => outcomeVerdict(r).verdict !== 'harness-error'),
        runRoute,
      );
      // Runs that should agree on what their scores depend on, and a schedule's night against the one before.
      const manifests = runManifests(input.results);
      const drift = manifestDrift(manifests);
      const previous = input.scheduleId ? previousSweep(config.dataDir, input.scheduleId, input.sweepId) : null;
      const sincePrevious = previous
        ? {
            sweep_id: previous.sweepId,
            changes: manifestChanges(
              previous.manifests,
              manifests.map((m) => m.manifest),
            ),
          }
        : null;
      // An evaluator that changed: past runs can be re-scored with the current one.
      const regrade = (field: string, runs: string) =>
        field.startsWith('task.evaluator') ? ` (re-score them with the current evaluator: a2rl regrade ${runs})` : '';
      const warnings = [
        ...drift.map((d) => describeDrift(d) + regrade(d.field, input.sweepId)),
        ...(sincePrevious?.changes.map(
          (c) => `since ${sincePrevious.sweep_id}: ${describeChange(c)}${regrade(c.field, sincePrevious.sweep_id)}`,
        ) ?? []),
      ];
      const doc = {
        schema: 'a2rl.sweep/v1',
        sweep_id: input.sweepId,
        schedule_id: input.scheduleId,
        generated_at: new Date().toISOString(),
        leaderboard: rows,
        budgets,
        stopped_early: input.skipped ?? [],
        routes,
        drift,
        since_previous: sincePrevious,
        runs: input.results,
      };
      fs.writeFileSync(out.json, JSON.stringify(doc, null, 2) + '\n');
      const driftMarkdown = warnings.length
        ? `\n## Drift warnings\n\n${warnings.map((w) => `- ${w}`).join('\n')}\n`
        : '';
      const budgetMarkdown =
        renderBudgetMarkdown(budgets) +
        (input.skipped?.length
          ? `\n## Stopped early\n\n${input.skipped.map((s) => `- ${s.key}: not run; ${s.reason}`).join('\n')}\n`
          : '');
      fs.writeFileSync(
        out.markdown,
        renderLeaderboardMarkdown(input.sweepId, rows, input.results) +
          (budgetMarkdown ? `\n${budgetMarkdown}` : '') +
          driftMarkdown,
      );
      fs.writeFileSync(
        path.join(dir, 'sweep.html'),
        renderSweepHtml(input.sweepId, rows, input.results, routes, warnings),
      );
      if (warnings.length)
        logger.warn({ sweepId: input.sweepId, warnings }, 'runs of the sweep differ in what their scores depend on');
      await withResultsStore(config, (store) => store.saveLeaderboard(input.sweepId, input.scheduleId, rows));
      logger.info({ sweepId: input.sweepId, runs: input.results.length }, 'sweep report written');
      return out;
    },
  };
}
