import type { Command } from 'commander';
import fs from 'node:fs';
import YAML from 'yaml';
import { checkCanarySweep } from '../sweep/canaries';
import { sweepDir } from '../sweep/runs';
import { loadConfig } from '../common/config';
import { parseSweepSpec, type SweepSpecInput } from '../common/sweep-spec';
import type { Protocol } from '../common/run-spec';
import { TASK_QUEUES } from '../common/task-queues';
import { getTask, runProtocol } from '../tasks/registry';
import { connectClient } from '../client/connect';
import { benchmarkSweep } from '../workflows/benchmark-sweep';
import { print } from './output';
import { idTime } from '../client/runs';

// `a2rl sweep`: start a sweep from its YAML file; `a2rl canaries`: the verdicts on a canary sweep.

/** A sweep spec file (YAML or JSON), validated before anything starts (its protocol against its tasks too). */
export function readSweep(file: string, taskDirs: string[] = []): SweepSpecInput {
  const spec = YAML.parse(fs.readFileSync(file, 'utf8')) as SweepSpecInput;
  const parsed = parseSweepSpec(spec);
  const protocol = parsed.run.protocol as Protocol | undefined;
  if (protocol) for (const task of parsed.tasks) runProtocol(getTask(task, taskDirs), protocol);
  return spec;
}

export function registerSweep(program: Command): void {
  program
    .command('sweep <file>')
    .description('start a sweep (tasks × agents × drivers × base models × seeds) from a YAML file')
    .option('--id <workflowId>', 'workflow id (default: sweep-<name>-<time>)')
    .option('-f, --follow', 'wait for the leaderboard')
    .option('--json')
    .action(async (file, opts) => {
      const cfg = loadConfig();
      const spec = readSweep(file, cfg.tasks.dirs);
      const client = await connectClient(cfg);
      const id = opts.id ?? `sweep-${spec.name}-${idTime()}`;
      const handle = await client.workflow.start(benchmarkSweep, {
        taskQueue: TASK_QUEUES.control,
        workflowId: id,
        args: [spec],
      });
      print(opts.json, { sweepId: id }, () => id);
      if (opts.follow) {
        const status = await handle.result();
        print(opts.json, status, () => fs.readFileSync(status.report!.markdown, 'utf8'));
      }
      await client.connection.close();
    });

  program
    .command('canaries <sweepId>')
    .description(
      "verdicts on a finished sweep's exploit-canary runs (sweeps/canaries.yaml); exit 1 when one got through",
    )
    .option('--json')
    .action(async (sweepId, opts) => {
      const cfg = loadConfig();
      const verdicts = checkCanarySweep(sweepDir(cfg.dataDir, sweepId), cfg.agents.dirs);
      if (verdicts.length === 0) throw new Error(`sweep ${sweepId} ran no canary agents`);
      print(opts.json, verdicts, () =>
        verdicts
          .map(
            (v) =>
              `${v.passed ? 'held' : 'BROKEN'}\t${v.agent}\t${v.runId}${v.problems.map((p) => `\n\t- ${p}`).join('')}`,
          )
          .join('\n'),
      );
      process.exit(verdicts.every((v) => v.passed) ? 0 : 1);
    });
}
