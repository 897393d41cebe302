import type { Command } from 'commander';
import { loadConfig } from '../common/config';
import { connectClient } from '../client/connect';
import { print } from './output';
import { followAndExit, renderProgress } from './runs';
import { resumeRun, runStatus, stopRun } from '../client/runs';

// A started run, from the command line: `a2rl watch`, `status`, `stop` and `resume`.

export function registerRunControl(program: Command): void {
  program
    .command('watch <runId>')
    .description('live progress of a run (budget, phase, submissions, best score); exits with its status')
    .option('--json')
    .action(async (runId, opts) => {
      await followAndExit(await connectClient(loadConfig()), runId, opts.json);
    });

  program
    .command('status [runId]')
    .description('one run in detail, or a table of runs (filters like the Web UI search)')
    .option('--task <id>')
    .option('--agent <id>')
    .option('--query <visibility query>', 'raw Temporal list query')
    .option('--json')
    .action(async (runId, opts) => {
      const client = await connectClient(loadConfig());
      if (runId) {
        const s = await runStatus(client, runId);
        print(opts.json, s, () => renderProgress(s).join('\n'));
      } else {
        const parts = ["WorkflowType = 'benchmarkRun'"];
        if (opts.task) parts.push(`A2rlTask = '${String(opts.task).replace(/'/g, '')}'`);
        if (opts.agent) parts.push(`A2rlAgent = '${String(opts.agent).replace(/'/g, '')}'`);
        if (opts.query) parts.push(`(${opts.query})`);
        const rows: Array<Record<string, unknown>> = [];
        for await (const wf of client.workflow.list({ query: parts.join(' AND ') })) {
          const sa = wf.typedSearchAttributes;
          const get = (n: string) => sa.getAll().find((p) => p.key.name === n)?.value ?? null;
          rows.push({
            runId: wf.workflowId,
            status: wf.status.name,
            task: get('A2rlTask'),
            agent: get('A2rlAgent'),
            phase: get('A2rlStatus'),
            verdict: get('A2rlVerdict'),
            best: get('A2rlBestScore'),
            started: wf.startTime.toISOString(),
          });
          if (rows.length >= 200) break;
        }
        print(opts.json, rows, () =>
          rows.length
            ? rows
                .map(
                  (r) =>
                    `${r.runId}\t${r.status}\t${r.phase ?? ''}\t${r.verdict ?? ''}\t${r.task}\t${r.agent}\tbest=${r.best ?? '—'}\t${r.started}`,
                )
                .join('\n')
            : 'no runs',
        );
      }
      await client.connection.close();
    });

  program
    .command('stop <runId>')
    .description('stop the agent now; accepted submissions are still scored and the report written')
    .option('--reason <text>', 'recorded in the run', 'stopped from the CLI')
    .action(async (runId, opts) => {
      const client = await connectClient(loadConfig());
      await stopRun(client, runId, opts.reason);
      console.log(`stop sent to ${runId}`);
      await client.connection.close();
    });

  program
    .command('resume <runId>')
    .description('continue a failed or terminated run: its workspace, baseline, submissions and remaining budget')
    .option('-f, --follow', 'watch until the run ends, exit with its status')
    .option('--json')
    .action(async (runId, opts) => {
      const client = await connectClient(loadConfig());
      const newId = await resumeRun(client, runId);
      print(opts.json, { runId: newId, resumedFrom: runId }, () => newId);
      if (opts.follow) await followAndExit(client, newId, opts.json);
      await client.connection.close();
    });
}
