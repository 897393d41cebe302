import type { Command } from 'commander';
import fs from 'node:fs';
import { rebuildReport } from '../report';
import { toReferenceCsv, withResultsStore } from '../results/store';
import { mountForInspection, unmount } from '../workspace/images';
import { layout, loadConfig } from '../common/config';
import { print } from './output';
import { runPaths } from '../common/run-paths';

// What finished runs leave: `a2rl workspace` (a run's files), `report` and `results` (the store).

export function registerResults(program: Command): void {
  program
    .command('workspace <runId>')
    .description(
      "a finished run's workspace files: its disk image mounted read-only at the run folder's workspace/ (print the path)",
    )
    .option('--unmount', 'unmount it again')
    .action(async (runId, opts) => {
      const hp = runPaths(layout(loadConfig()).runDir(runId));
      if (opts.unmount) return void (await unmount(hp.workspace));
      if (!fs.existsSync(hp.workspaceImage))
        throw new Error(
          `run ${runId} has no workspace image here (${hp.workspaceImage}); its files are in ${hp.workspace}`,
        );
      await mountForInspection(hp.workspaceImage, hp.workspace);
      console.log(hp.workspace);
    });

  program
    .command('report <runId>')
    .description("print a finished run's report (report.md; --json: report.json; --html: report.html's path)")
    .option('--json')
    .option('--html')
    .option('--rebuild', 'rebuild report.{json,md,html} from the run folder alone (no Temporal needed)')
    .action(async (runId, opts) => {
      const runDir = layout(loadConfig()).runDir(runId);
      if (opts.rebuild) await rebuildReport(runDir);
      const files = runPaths(runDir);
      const file = opts.json ? files.reportJson : opts.html ? files.reportHtml : files.reportMarkdown;
      if (!fs.existsSync(file)) throw new Error(`no report at ${file}`);
      if (opts.html) console.log(file);
      else process.stdout.write(fs.readFileSync(file, 'utf8'));
    });

  program
    .command('results')
    .description('runs in the results store')
    .option('--csv', 'the reference results.csv format')
    .option('--task <id>')
    .option('--agent <id>')
    .option('--json')
    .action(async (opts) => {
      const rows = await withResultsStore(loadConfig(), (store) => store.list({ task: opts.task, agent: opts.agent }));
      if (opts.csv) process.stdout.write(toReferenceCsv(rows));
      else
        print(
          opts.json,
          rows,
          () =>
            rows
              .map(
                (r) =>
                  `${r.run_id}\t${r.task}\t${r.agent}\tbaseline=${r.baseline}\tbest=${r.best_score}\t${r.phase}\t${r.verdict ?? ''}`,
              )
              .join('\n') || 'no runs',
        );
    });
}
