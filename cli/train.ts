import { Option, type Command } from 'commander';
import fs from 'node:fs';
import path from 'node:path';
import { layout, loadConfig, type Config } from '../common/config';
import {
  parseTrainingSpec,
  pipelineValidData,
  ROUTES,
  TRAINING_METRICS_FILE,
  TRAINING_TASK,
  TRAINING_TASKS,
  type TrainingStatus,
  type TrainingTask,
} from '../common/training';
import { followTraining } from './train-follow';
import { hostGpuTaskQueue, TASK_QUEUES } from '../common/task-queues';
import { getTask, stepVersion, trainingGamesDirs } from '../tasks/registry';
import { connectClient } from '../client/connect';
import { trainingPipeline } from '../workflows/training-pipeline';
import { print } from './output';
import { idTime } from '../client/runs';
import { applySet, collect, readSpecFile } from './spec-flags';

// `a2rl train`: the reference training pipeline on its own, outside a benchmark run.

export function registerTrain(program: Command): void {
  program
    .command('train')
    .description(
      'run the reference training pipeline (trainingPipeline): routes sft, grpo, sft+grpo on ALFWorld; grpo on a prompt task (arith)',
    )
    .addOption(
      new Option(
        '--route <route>',
        "sft, grpo, sft+grpo, or sft+sft (sft+grpo's control arm: SFT in place of GRPO)",
      ).choices(ROUTES),
    )
    .option(
      '--model <dir|org/name>',
      'starting policy: a checkpoint folder, or a model id in the model cache',
      'HuggingFaceTB/SmolLM2-135M-Instruct',
    )
    .addOption(
      new Option(
        '--task <task>',
        `what to train on: ALFWorld's games, or a prompt task (GRPO only); default ${TRAINING_TASK}`,
      ).choices(Object.keys(TRAINING_TASKS)),
    )
    .option(
      '--train-data <path>',
      "training data (default: alfworld: the generated games' train split; a prompt task: its prepared train split)",
    )
    .option(
      '--eval-data <path>',
      "data of the periodic evaluation (default: the task's validation split, never its held-out one: alfworld-small's valid games, a prompt task's valid.jsonl; none where the task has none; \"none\" for none)",
    )
    .option('--out <dir>', 'artifact folder (default: <dataDir>/training/<id>)')
    .option('--spec <file>', 'training spec (JSON or YAML); flags override it')
    .option('--set <key=value>', 'any spec field, e.g. --set grpo.iterations=2', collect, [])
    .option('--id <workflowId>', 'workflow id (default: train-<route>-<time>)')
    .option(
      '-f, --follow',
      'show the curves as the jobs report them (loss, reward, KL, success rate), then the evaluations and submissions',
    )
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const cfg = loadConfig();
      const spec = readSpecFile(opts.spec);
      if (opts.route) spec.route = opts.route;
      if (opts.task) spec.task = opts.task;
      spec.task ??= TRAINING_TASK;
      const data = () => defaultData(cfg, spec.task as TrainingTask); // only when a default is needed
      spec.model ??=
        path.isAbsolute(opts.model) || opts.model.startsWith('.')
          ? path.resolve(opts.model)
          : layout(cfg).modelDir(opts.model);
      spec.trainData ??= path.resolve(opts.trainData ?? data().train);
      if (opts.evalData === 'none') spec.evalData = null;
      else if (opts.evalData) spec.evalData ??= path.resolve(opts.evalData);
      else spec.evalData ??= data().valid;
      for (const s of opts.set as string[]) applySet(spec, s);
      const id = opts.id ?? `train-${String(spec.route ?? 'x').replace('+', '-')}-${idTime()}`;
      spec.outDir ??= path.resolve(opts.out ?? path.join(cfg.dataDir, 'training', id));
      // Its jobs run where its folders are: this host's GPU workers.
      spec.gpuQueue ??= hostGpuTaskQueue(cfg.hostId);
      const parsed = parseTrainingSpec(spec); // refuse a bad spec before anything starts
      const client = await connectClient(cfg);
      const handle = await client.workflow.start(trainingPipeline, {
        taskQueue: TASK_QUEUES.control,
        workflowId: id,
        args: [parsed],
      });
      print(opts.json, { workflowId: id, outDir: parsed.outDir }, () => `${id}\nartifacts: ${parsed.outDir}`);
      if (opts.follow) {
        // JSON output is the final status alone; a person gets the curves live.
        const metricsFile = parsed.metricsFile ?? path.join(parsed.outDir, TRAINING_METRICS_FILE);
        const r = opts.json
          ? await handle.result().then(
              (status: TrainingStatus) => ({ status, error: null }),
              (err: Error) => ({ status: null, error: err.message }),
            )
          : await followTraining(handle, metricsFile);
        if (r.status) {
          const status = r.status;
          print(
            opts.json,
            status,
            () => `${renderTraining(status)}\ncurves: ${path.join(parsed.outDir, 'training.html')}`,
          );
        } else {
          print(
            opts.json,
            { error: r.error },
            () => `training failed: ${r.error}\ncurves: ${path.join(parsed.outDir, 'training.html')}`,
          );
          process.exitCode = 1;
        }
      }
      await client.connection.close();
    });
}

/** ALFWorld's generated games, or a prompt task's prepared data (a run on the task prepares it). */
function defaultData(cfg: Config, taskId: TrainingTask): { train: string; valid: string | null } {
  const task = getTask(taskId, cfg.tasks.dirs);
  if (TRAINING_TASKS[taskId].data === 'games') return trainingGamesDirs(task);
  const dir = layout(cfg).dataDir(task.id, stepVersion(task.manifest.data));
  if (!fs.existsSync(path.join(dir, 'train', 'train.jsonl'))) {
    throw new Error(
      `${taskId}'s data is not prepared at ${dir}: run \`a2rl run --task ${taskId}\` once (it prepares it), or pass --train-data and --eval-data`,
    );
  }
  const valid = pipelineValidData(taskId, path.join(dir, 'train'));
  return { train: path.join(dir, 'train'), valid: fs.existsSync(valid) ? valid : null };
}

function renderTraining(s: TrainingStatus): string {
  const lines = [`route ${s.route}: ${s.phase}; policy ${s.policy}`];
  for (const r of s.rollouts)
    lines.push(
      `round ${r.iteration}: rollout success ${(100 * r.successRate).toFixed(1)}% over ${r.episodes} episodes`,
    );
  for (const e of s.evaluations)
    lines.push(`evaluation ${e.label}: ${(100 * e.successRate).toFixed(1)}% over ${e.episodes} games`);
  for (const x of s.submissions)
    lines.push(`submission ${x.label}: ${x.error ? `failed: ${x.error}` : `#${x.submissionId} score ${x.score}`}`);
  return lines.join('\n');
}
