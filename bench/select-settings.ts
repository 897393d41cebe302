// Settings chosen on validation, never on held-out: each candidate of a candidates file
// (bench/learning/<task>.yaml) runs the reference agent's training pipeline once, outside a
// benchmark run, with its periodic evaluation on the task's validation split and no submission,
// so no held-out score exists while the settings are chosen. Writes one result file per candidate
// (bench/results/learning/<task>/validation/<candidate>.json); bench/learning_tables.py picks the
// candidate with the best validation score of the policy the pipeline ends with, and
// `learning.js --settings` runs the seeds with it.
//
//   node dist/bench/select-settings.js --candidates bench/learning/arith.yaml [--only a,b]
//
// Run again after the machine stopped under it, it attaches to a candidate's pipeline still
// running on the embedded Temporal server, whose jobs resume from their last checkpoints.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Client } from '@temporalio/client';
import { MockActivityEnvironment } from '@temporalio/testing';
import YAML from 'yaml';
import { z } from 'zod';
import { createResourceActivities } from '../activities/resources';
import { idTime } from '../client/runs';
import { createLogger } from '../common/logger';
import { parseRunSpec } from '../common/run-spec';
import { hostGpuTaskQueue, TASK_QUEUES } from '../common/task-queues';
import { parseTrainingSpec, pipelineTrainData, pipelineValidData, type TrainingStatus } from '../common/training';
import type { ResolvedRun } from '../common/types';
import { referencePipelineParams } from '../workflows/reference-agent';
import { trainingPipeline } from '../workflows/training-pipeline';
import {
  learningResultsDir,
  machine,
  minutesSince,
  pipelineRecord,
  withLearningStack,
  writeResult,
} from './learning-stack';

const CandidatesFile = z
  .object({
    task: z.string(),
    agent: z.string(),
    seed: z.number().int().default(0),
    /** The pipeline's periodic evaluation on validation (e.g. every validation item: numGames -1). */
    eval: z.record(z.string(), z.unknown()).default({}),
    /** Name → PIPELINE_PARAMS overrides of the agent's settings for the task. */
    candidates: z.record(z.string().regex(/^[\w.-]+$/), z.record(z.string(), z.unknown())),
  })
  .strict();

/**
 * A candidate's pipeline that an earlier invocation started and that is still running (the
 * machine stopped under it): this invocation attaches to it, and its jobs go on from their last
 * checkpoints, rather than starting the candidate over beside it.
 */
async function runningPipeline(client: Client, idPrefix: string): Promise<{ id: string; since: Date } | null> {
  const query = `WorkflowType = 'trainingPipeline' AND ExecutionStatus = 'Running' AND WorkflowId STARTS_WITH '${idPrefix}'`;
  for await (const w of client.workflow.list({ query })) return { id: w.workflowId, since: w.startTime };
  return null;
}

/** The task's validation split in its prepared data (pipelineValidData), which must exist. */
function validationData(task: string, trainDataDir: string): string {
  const p = pipelineValidData(task, trainDataDir);
  if (!fs.existsSync(p)) throw new Error(`no validation split at ${p}: the task has none`);
  return p;
}

async function main() {
  const { values } = parseArgs({ options: { candidates: { type: 'string' }, only: { type: 'string' } } });
  if (!values.candidates) throw new Error('--candidates FILE is required (e.g. bench/learning/arith.yaml)');
  const file = CandidatesFile.parse(YAML.parse(fs.readFileSync(values.candidates, 'utf8')));
  const names = values.only ? values.only.split(',') : Object.keys(file.candidates);
  for (const n of names) if (!file.candidates[n]) throw new Error(`no candidate "${n}" in ${values.candidates}`);

  await withLearningStack('bench-select-settings', async ({ cfg, client }) => {
    const resources = createResourceActivities({ config: cfg, logger: createLogger('info', 'select-settings') });
    for (const name of names) {
      const prefix = `select-${file.task}-${name}-`;
      const earlier = await runningPipeline(client, prefix);
      const id = earlier?.id ?? `${prefix}${idTime()}`;
      const started = earlier?.since.getTime() ?? Date.now();
      const attachedAt = earlier ? new Date().toISOString() : null;
      const spec = parseRunSpec({
        task: file.task,
        agent: file.agent,
        seed: file.seed,
        agentEnv: { PIPELINE_PARAMS: JSON.stringify({ ...file.candidates[name], eval: file.eval }) },
      });
      // The run's own preparation (model, data, manifest) in a mock activity context: no run is started.
      const resolved: ResolvedRun = await new MockActivityEnvironment().run(resources.prepareResources, {
        runId: id,
        spec,
      });
      const outDir = path.join(cfg.dataDir, 'training', id);
      const training = parseTrainingSpec({
        ...referencePipelineParams(resolved, spec),
        model: resolved.modelDir,
        trainData: pipelineTrainData(file.task, resolved.trainDataDir),
        evalData: validationData(file.task, resolved.trainDataDir),
        outDir,
        gpuQueue: hostGpuTaskQueue(cfg.hostId),
      });
      console.error(
        `${name}: ${earlier ? `attached to ${id}, running since ${earlier.since.toISOString()}` : id} (${outDir})`,
      );
      const status: TrainingStatus = earlier
        ? await client.workflow.getHandle<typeof trainingPipeline>(id).result()
        : await client.workflow.execute(trainingPipeline, {
            taskQueue: TASK_QUEUES.control,
            workflowId: id,
            args: [training],
          });
      const {
        outDir: _o,
        model: _m,
        trainData: _t,
        evalData: _e,
        metricsFile: _f,
        gpuQueue: _g,
        ...settings
      } = training;
      writeResult(path.join(learningResultsDir(file.task), 'validation', `${name}.json`), {
        kind: 'validation',
        task: file.task,
        agent: file.agent,
        candidate: name,
        overrides: file.candidates[name],
        settings,
        workflow_id: id,
        manifest: resolved.manifest ?? null,
        // The pipeline's evaluations of its checkpoints on the validation split: success rate over `episodes` items.
        validation: status.evaluations.map((e) => ({
          label: e.label,
          score: Math.round(e.successRate * 100 * 1e4) / 1e4,
          n: e.episodes,
        })),
        ...pipelineRecord(status),
        wall_minutes: minutesSince(started),
        // Where this invocation attached to an earlier one's pipeline, wall_minutes spans the stop between them.
        reattached_at: attachedAt,
        machine: machine(),
      });
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
