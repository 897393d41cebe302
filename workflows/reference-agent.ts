import { snapshotLimit, type RunSpec } from '../common/run-spec';
import { hostGpuTaskQueue } from '../common/task-queues';
import { pipelineTrainData, type TrainingSpecInput } from '../common/training';
import type { ResolvedRun, WorkspaceRef } from '../common/types';
import { runPaths } from '../common/run-paths';

// A reference agent's trainingPipeline input, from its manifest's route and parameters (the
// run's task's own, where the manifest has them) and the run: it starts from the run's base
// model, trains on the run's task with the training data in the run's data (the agent's
// data/train), writes into the workspace's output/reference (where an agent's own checkpoints
// go, so submissions pass the same path checks), its curves into the run's folder, and submits
// to this run.
// The run spec's agentEnv.PIPELINE_PARAMS (JSON, same shape as the manifest's params) overrides
// parameters per run, e.g. '{"grpo": {"iterations": 1}}'.

type Params = Record<string, unknown>;

function mergeParams(base: Params, override: Params): Params {
  const out: Params = { ...base };
  for (const [k, v] of Object.entries(override)) {
    const b = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b)
        ? { ...(b as Params), ...(v as Params) }
        : v;
  }
  return out;
}

/**
 * The route and parameters a reference agent's pipeline runs with in `spec`'s run: the manifest's
 * for the run's task, the run's seed and heartbeat timeout, then PIPELINE_PARAMS.
 */
export function referencePipelineParams(
  resolved: ResolvedRun,
  spec: RunSpec,
): Partial<TrainingSpecInput> & Pick<TrainingSpecInput, 'route' | 'task'> {
  const pipeline = resolved.agent.pipeline;
  if (!pipeline) throw new Error(`agent ${resolved.agent.id} is not a reference pipeline`);
  const raw = spec.agentEnv.PIPELINE_PARAMS;
  let override: Params = {};
  if (raw) {
    try {
      override = JSON.parse(raw) as Params;
    } catch {
      throw new Error('agentEnv.PIPELINE_PARAMS is not valid JSON');
    }
  }
  // The run's seed and heartbeat timeout win over the manifest's (a sweep varies the seed).
  const base = pipeline.taskParams?.[spec.task] ?? pipeline.params;
  const params = mergeParams(
    mergeParams(base, { seed: spec.seed, timeouts: { heartbeat: spec.timeouts.heartbeat } }),
    override,
  );
  return {
    ...(params as Partial<TrainingSpecInput>),
    // PIPELINE_PARAMS may name another route (sft+grpo's control arm sft+sft); the spec's parser checks it.
    route: (override.route as TrainingSpecInput['route'] | undefined) ?? pipeline.route,
    // The run's task; the pipeline refuses one it cannot train on (TRAINING_TASKS).
    task: spec.task as TrainingSpecInput['task'],
  };
}

export function referencePipelineSpec(resolved: ResolvedRun, ws: WorkspaceRef, spec: RunSpec): TrainingSpecInput {
  return {
    ...referencePipelineParams(resolved, spec),
    model: resolved.modelDir,
    trainData: pipelineTrainData(spec.task, resolved.trainDataDir),
    evalData: null,
    outDir: `${ws.workspaceDir}/output/reference`,
    // Curves in the run's folder, beside its event log: the report charts them.
    metricsFile: runPaths(ws.runDir).trainingMetrics,
    submitTo: {
      runId: resolved.runId,
      hostQueue: ws.hostQueue,
      baseModelDir: resolved.modelDir,
      workspace: ws as unknown as Record<string, unknown>,
      snapshotLimit: snapshotLimit(spec),
    },
    gpuQueue: hostGpuTaskQueue(ws.hostId),
  };
}
