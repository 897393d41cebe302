import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../common/config';
import type { Logger } from '../common/logger';
import type { SweepRunResult } from '../common/types';
import { outcomeVerdict } from '../common/verdict';
import { clusterCapacity } from './gpus';
import { leaderboard, renderLeaderboardMarkdown, routeFrequency } from './report/leaderboard';
import { renderSweepHtml } from './report/sweep-html';
import { withResultsStore } from './results-store';

// Control-queue activities of benchmarkSweep: how many runs may go at once, and the
// leaderboard, to files and the results store.
export function createSweepActivities({ config, logger }: { config: Config; logger: Logger }) {
  return {
    /** The evaluation slots of the GPU workers that announced themselves recently (at least 1). */
    async clusterCapacity(): Promise<number> {
      return clusterCapacity(config);
    },

    async writeSweepReport(input: { sweepId: string; scheduleId: string | null; results: SweepRunResult[] }): Promise<{ json: string; markdown: string }> {
      const rows = leaderboard(input.results);
      const dir = path.join(config.dataDir, 'sweeps', input.sweepId);
      fs.mkdirSync(dir, { recursive: true });
      const out = { json: path.join(dir, 'sweep.json'), markdown: path.join(dir, 'sweep.md') };
      // Runs the harness failed measure nothing: the leaderboard lists them apart, and they win no route.
      const routes = routeFrequency(input.results.filter((r) => outcomeVerdict(r).verdict !== 'harness-error'), bestRoute);
      const doc = {
        schema: 'a2rl.sweep/v1',
        sweep_id: input.sweepId,
        schedule_id: input.scheduleId,
        generated_at: new Date().toISOString(),
        leaderboard: rows,
        routes,
        runs: input.results,
      };
      fs.writeFileSync(out.json, JSON.stringify(doc, null, 2) + '\n');
      fs.writeFileSync(out.markdown, renderLeaderboardMarkdown(input.sweepId, rows, input.results));
      fs.writeFileSync(path.join(dir, 'sweep.html'), renderSweepHtml(input.sweepId, rows, input.results, routes));
      await withResultsStore(config, (store) => store.saveLeaderboard(input.sweepId, input.scheduleId, rows));
      logger.info({ sweepId: input.sweepId, runs: input.results.length }, 'sweep report written');
      return out;
    },
  };
}

/** The route of a run's best submission, from its report ("none" without one). */
function bestRoute(r: SweepRunResult): string {
  if (!r.report || !fs.existsSync(r.report)) return 'none';
  const report = JSON.parse(fs.readFileSync(r.report, 'utf8')) as { best: { submission_id: number } | null; submissions: Array<{ submission_id: number; route: string }> };
  return report.submissions.find((s) => s.submission_id === report.best?.submission_id)?.route ?? 'none';
}
