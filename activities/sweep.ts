import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../common/config';
import type { Logger } from '../common/logger';
import { leaderboard, renderLeaderboardMarkdown, type SweepRunResult } from './report/leaderboard';
import { withResultsStore } from './results-store';

// Control-queue activity of benchmarkSweep: the leaderboard, to files and the results store.
export function createSweepActivities({ config, logger }: { config: Config; logger: Logger }) {
  return {
    async writeSweepReport(input: { sweepId: string; scheduleId: string | null; results: SweepRunResult[] }): Promise<{ json: string; markdown: string }> {
      const rows = leaderboard(input.results);
      const dir = path.join(config.dataDir, 'sweeps', input.sweepId);
      fs.mkdirSync(dir, { recursive: true });
      const out = { json: path.join(dir, 'sweep.json'), markdown: path.join(dir, 'sweep.md') };
      const doc = { schema: 'a2rl.sweep/v1', sweep_id: input.sweepId, schedule_id: input.scheduleId, generated_at: new Date().toISOString(), leaderboard: rows, runs: input.results };
      fs.writeFileSync(out.json, JSON.stringify(doc, null, 2) + '\n');
      fs.writeFileSync(out.markdown, renderLeaderboardMarkdown(input.sweepId, rows, input.results));
      await withResultsStore(config, (store) => store.saveLeaderboard(input.sweepId, input.scheduleId, rows));
      logger.info({ sweepId: input.sweepId, runs: input.results.length }, 'sweep report written');
      return out;
    },
  };
}
