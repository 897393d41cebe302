import { Option, type Command } from 'commander';
import path from 'node:path';
import { layout, loadConfig } from '../common/config';
import { parseTrainingSpec, TRAINING_TASK, type TrainingStatus } from '../common/training';
import { TASK_QUEUES } from '../common/task-queues';
import { getTask, trainingGamesDirs } from '../tasks/registry';
import { connectClient } from '../workers/common';
import { trainingPipeline } from '../workflows/training-pipeline';
import { print } from './output';
import { idTime } from './runs';
import { applySet, collect, readSpecFile } from './spec-flags';

// `a2rl train`: the reference training pipeline on its own, outside a benchmark run.

export function registerTrain(program: Command): void {
  program
    .command('train')
    .description('run the reference training pipeline (trainingPipeline) on ALFWorld: routes sft, grpo, sft+grpo')
    .addOption(new Option('--route <route>', 'sft, grpo or sft+grpo').choices(['sft', 'grpo', 'sft+grpo']))
    .option('--model <dir|org/name>', 'starting policy: a checkpoint folder, or a model id in the model cache', 'HuggingFaceTB/SmolLM2-135M-Instruct')
    .option('--train-games <dir>', 'training games (default: the generated games\' train split)')
    .option('--eval-games <dir>', 'games for periodic evaluation (default: the generated valid_unseen split; "none" for none)')
    .option('--out <dir>', 'artifact folder (default: <dataDir>/training/<id>)')
    .option('--spec <file>', 'training spec (JSON or YAML); flags override it')
    .option('--set <key=value>', 'any spec field, e.g. --set grpo.iterations=2', collect, [])
    .option('--id <workflowId>', 'workflow id (default: train-<route>-<time>)')
    .option('-f, --follow', 'wait for the end and print evaluations and submissions')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const cfg = loadConfig();
      const spec = readSpecFile(opts.spec);
      if (opts.route) spec.route = opts.route;
      const games = () => trainingGamesDirs(getTask(TRAINING_TASK, cfg.tasks.dirs)); // only when a default is needed
      spec.model ??= path.isAbsolute(opts.model) || opts.model.startsWith('.') ? path.resolve(opts.model) : layout(cfg).modelDir(opts.model);
      spec.trainGames ??= path.resolve(opts.trainGames ?? games().train);
      if (opts.evalGames === 'none') spec.evalGames = null;
      else spec.evalGames ??= path.resolve(opts.evalGames ?? games().eval);
      for (const s of opts.set as string[]) applySet(spec, s);
      const id = opts.id ?? `train-${String(spec.route ?? 'x').replace('+', '-')}-${idTime()}`;
      spec.outDir ??= path.resolve(opts.out ?? path.join(cfg.dataDir, 'training', id));
      const parsed = parseTrainingSpec(spec); // refuse a bad spec before anything starts
      const client = await connectClient(cfg);
      const handle = await client.workflow.start(trainingPipeline, { taskQueue: TASK_QUEUES.control, workflowId: id, args: [parsed] });
      print(opts.json, { workflowId: id, outDir: parsed.outDir }, () => `${id}\nartifacts: ${parsed.outDir}`);
      if (opts.follow) {
        try {
          const status = await handle.result();
          print(opts.json, status, () => renderTraining(status));
        } catch (err) {
          print(opts.json, { error: (err as Error).message }, () => `training failed: ${(err as Error).message}`);
          process.exitCode = 1;
        }
      }
      await client.connection.close();
    });
}

function renderTraining(s: TrainingStatus): string {
  const lines = [`route ${s.route}: ${s.phase}; policy ${s.policy}`];
  for (const r of s.rollouts) lines.push(`round ${r.iteration}: rollout success ${(100 * r.successRate).toFixed(1)}% over ${r.episodes} episodes`);
  for (const e of s.evaluations) lines.push(`evaluation ${e.label}: ${(100 * e.successRate).toFixed(1)}% over ${e.episodes} games`);
  for (const x of s.submissions) lines.push(`submission ${x.label}: ${x.error ? `failed: ${x.error}` : `#${x.submissionId} score ${x.score}`}`);
  return lines.join('\n');
}
