import type { Command } from 'commander';
import fs from 'node:fs';
import { loadConfig } from '../common/config';
import { sweepStatusQuery } from '../common/messages';
import { TASK_QUEUES } from '../common/task-queues';
import { connectClient } from '../client/connect';
import { regradeRuns } from '../workflows/regrade';
import { print } from './output';
import { idTime } from '../client/runs';

// `a2rl regrade <run|sweep>…`: re-score finished runs' kept snapshots with the current evaluator,
// as a durable workflow (workflows/regrade.ts), and write a restatement.

export function registerRegrade(program: Command): void {
  program
    .command('regrade <ids...>')
    .description(
      're-score finished runs (or every run of a sweep) from their kept snapshots with the current evaluator; writes a restatement',
    )
    .option('--id <workflowId>', 'workflow id (default: regrade-<time>)')
    .option('-f, --follow', 'wait, and print the restatement')
    .option('--json')
    .action(async (ids: string[], opts) => {
      const client = await connectClient(loadConfig());
      // A sweep's id names all of its runs; anything else is a run's id.
      const runs: string[] = [];
      let sweepId: string | null = null;
      for (const id of ids) {
        const desc = await client.workflow
          .getHandle(id)
          .describe()
          .catch(() => null);
        if (!desc) throw new Error(`no run or sweep ${id}`);
        if (desc.type === 'benchmarkSweep') {
          const sweep = await client.workflow.getHandle(id).query(sweepStatusQuery);
          runs.push(...sweep.results.map((r) => r.runId));
          sweepId = ids.length === 1 ? id : null;
        } else runs.push(id);
      }
      const workflowId = opts.id ?? `regrade-${idTime()}`;
      const handle = await client.workflow.start(regradeRuns, {
        taskQueue: TASK_QUEUES.control,
        workflowId,
        args: [{ runs, sweepId }],
      });
      print(opts.json, { regradeId: workflowId, runs }, () => `${workflowId}: ${runs.length} run(s)`);
      if (opts.follow) {
        const outcome = await handle.result();
        print(opts.json, outcome, () => fs.readFileSync(outcome.report.markdown, 'utf8'));
      }
      await client.connection.close();
    });
}
