import { Option, type Command } from 'commander';
import { discoverAgents } from '../agents/registry';
import { loadConfig } from '../common/config';
import type { Protocol, RunSpecInput } from '../common/run-spec';
import { discoverTasks, runProtocol } from '../tasks/registry';
import { connectClient } from '../client/connect';
import { print } from './output';
import { followAndExit } from './runs';
import { startRun } from '../client/runs';
import { applySet, collect, readSpecFile } from './spec-flags';

// `a2rl run`: start a benchmark run from flags and/or a run-spec file.

export function registerRun(program: Command): void {
  program
    .command('run')
    .description('start a benchmark run; prints its id at once (--follow to watch it)')
    .option('--task <id>')
    .option('--agent <id>')
    .option('--driver <model>')
    .option('--base-model <id>')
    .option('--budget <duration>')
    .option('--gpus <n>', 'GPUs for the agent', (v) => Number(v))
    .addOption(new Option('--backend <backend>').choices(['docker', 'local']))
    .option('--spec <file>', 'run spec (JSON or YAML); flags override it')
    .option('--set <key=value>', 'any run-spec field, e.g. --set workspace.memory=16g', collect, [])
    .option('--id <workflowId>', 'workflow id (default: run-<task>-<agent>-<time>-<rand>)')
    .option('-f, --follow', 'watch until the run ends, exit with its status')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const cfg = loadConfig();
      const spec = readSpecFile(opts.spec);
      if (opts.task) spec.task = opts.task;
      if (opts.agent) spec.agent = opts.agent;
      if (opts.driver) spec.driver = opts.driver;
      if (opts.baseModel) spec.baseModel = opts.baseModel;
      if (opts.budget) spec.budget = opts.budget;
      if (opts.gpus !== undefined) spec.gpus = opts.gpus;
      if (opts.backend) spec.workspace = { ...(spec.workspace as object), backend: opts.backend };
      for (const s of opts.set as string[]) applySet(spec, s);
      const tasks = discoverTasks(cfg.tasks.dirs);
      const agents = discoverAgents(cfg.agents.dirs);
      if (typeof spec.task === 'string' && !tasks.has(spec.task))
        throw new Error(`unknown task "${spec.task}"; available: ${[...tasks.keys()].join(', ')}`);
      if (typeof spec.agent === 'string' && !agents.has(spec.agent))
        throw new Error(`unknown agent "${spec.agent}"; available: ${[...agents.keys()].join(', ')}`);
      if (typeof spec.task === 'string') runProtocol(tasks.get(spec.task)!, spec.protocol as Protocol | undefined);
      const client = await connectClient(cfg);
      const runId = await startRun(client, spec as RunSpecInput, opts.id);
      print(opts.json, { runId }, () => runId);
      if (opts.follow) await followAndExit(client, runId, opts.json);
      await client.connection.close();
    });
}
