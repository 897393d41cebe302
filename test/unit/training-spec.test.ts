import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTrainingActivities, latestCheckpoint, resumePoint, trainingJobArgv } from '../../activities/training';
import { createLogger } from '../../common/logger';
import { discoverAgents } from '../../agents/registry';
import { loadConfig } from '../../common/config';
import { parseRunSpec } from '../../common/run-spec';
import {
  evaluationSettings,
  expertDataSettings,
  grpoSettings,
  parseTrainingSpec,
  rolloutSettings,
  sftSettings,
  TrainingJobSchema,
} from '../../common/training';
import type { ResolvedRun, WorkspaceRef } from '../../common/types';
import { referencePipelineSpec } from '../../workflows/reference-agent';

// The training spec, the reference agents' manifests and the resume rule of training jobs.

const base = { route: 'sft+grpo', model: '/m', trainData: '/g', outDir: '/o' };

test('a training spec gets every default, and a typo is an error', () => {
  const spec = parseTrainingSpec(base);
  expect(spec.grpo).toMatchObject({ iterations: 3, groupSize: 4, klCoef: 0.04 });
  expect(rolloutSettings(spec)).toMatchObject({ task: 'alfworld', reward: 'alfworld_shaped', max_new_tokens: 24 });
  expect(evaluationSettings(spec)).toMatchObject({
    task: 'alfworld',
    reward: 'alfworld_success',
    temperature: 0,
    group_size: 1,
  });
  expect(spec.sft).toMatchObject({ steps: 30, lora: null });
  expect(spec.evalData).toBeNull();
  // gradient checkpointing is off unless asked for, and reaches the jobs when it is
  expect([sftSettings(spec).gradient_checkpointing, grpoSettings(spec).gradient_checkpointing]).toEqual([false, false]);
  const recomputing = parseTrainingSpec({
    ...base,
    sft: { gradientCheckpointing: true },
    grpo: { gradientCheckpointing: true },
  });
  expect([sftSettings(recomputing).gradient_checkpointing, grpoSettings(recomputing).gradient_checkpointing]).toEqual([
    true,
    true,
  ]);
  expect(() => parseTrainingSpec({ ...base, grpo: { groupsize: 8 } })).toThrow(/grpo: Unrecognized key/);
  expect(() => parseTrainingSpec({ ...base, route: 'ppo' })).toThrow(/route/);
  expect(() => parseTrainingSpec({ ...base, grpo: { groupSize: 1 } })).toThrow(/groupSize/); // a group needs two episodes
  expect(() => TrainingJobSchema.parse({ jobId: 'x', kind: 'sft', outDir: 'relative' })).toThrow();
});

test('a prompt task trains with GRPO on its own reward and answer length; what it cannot train with is refused', () => {
  const arith = parseTrainingSpec({ ...base, route: 'grpo', task: 'arith' });
  expect(rolloutSettings(arith)).toMatchObject({ task: 'arith', reward: 'final_number', max_new_tokens: 48 });
  expect(evaluationSettings(arith)).toMatchObject({ task: 'arith', reward: 'final_number', max_new_tokens: 48 });
  expect(() => parseTrainingSpec({ ...base, task: 'arith' })).toThrow(/route: arith trains with grpo only/);
  expect(() =>
    parseTrainingSpec({ ...base, route: 'grpo', task: 'arith', grpo: { reward: 'alfworld_shaped' } }),
  ).toThrow(/alfworld_shaped does not score arith/);
  expect(() => parseTrainingSpec({ ...base, grpo: { reward: 'final_number' } })).toThrow(
    /final_number does not score alfworld/,
  );
  expect(() => parseTrainingSpec({ ...base, task: 'gsm8k' })).toThrow(/task/);
});

test('a spec written with the first names of the data fields (trainGames, evalGames) still parses', () => {
  const spec = parseTrainingSpec({ route: 'sft', model: '/m', trainGames: '/g', evalGames: '/e', outDir: '/o' });
  expect(spec).toMatchObject({ trainData: '/g', evalData: '/e' });
  expect(spec).not.toHaveProperty('trainGames');
});

test('the three reference agents name their route; an agent needs a command or a pipeline', () => {
  const agents = discoverAgents();
  expect(agents.get('reference-sft')?.manifest.pipeline?.route).toBe('sft');
  expect(agents.get('reference-grpo')?.manifest.pipeline?.route).toBe('grpo');
  expect(agents.get('reference-sft-grpo')?.manifest.pipeline?.route).toBe('sft+grpo');
  expect(agents.get('example')?.manifest.pipeline).toBeUndefined();
});

test("a reference agent's pipeline trains on the run's data, writes into its workspace and submits to the run", () => {
  const agent = discoverAgents().get('reference-sft-grpo')!;
  const resolved = {
    runId: 'run-1',
    agent: { id: agent.id, title: agent.manifest.title, pipeline: agent.manifest.pipeline },
    modelDir: '/cache/models/org/m',
    trainDataDir: '/cache/data/alfworld-1/train',
  } as unknown as ResolvedRun;
  const ws = { workspaceDir: '/runs/run-1/workspace', runDir: '/runs/run-1', hostQueue: 'a2rl-host-h' } as WorkspaceRef;
  const spec = parseRunSpec({
    task: 'alfworld',
    agent: agent.id,
    seed: 7,
    agentEnv: { PIPELINE_PARAMS: '{"grpo": {"iterations": 1}}' },
  });
  const input = parseTrainingSpec(referencePipelineSpec(resolved, ws, spec));
  expect(input).toMatchObject({
    route: 'sft+grpo',
    model: '/cache/models/org/m',
    task: 'alfworld',
    // The games of the agent's data/train, not its validation games in data/valid beside them.
    trainData: '/cache/data/alfworld-1/train/train',
    evalData: null,
    seed: 7,
  });
  expect(input.outDir).toBe('/runs/run-1/workspace/output/reference');
  expect(input.metricsFile).toBe('/runs/run-1/training-metrics.jsonl'); // beside the run's events, where its report reads them
  expect(input.grpo.iterations).toBe(1); // the run's override
  expect(input.grpo.groupSize).toBe(4); // the manifest's value stays
  expect(input.submitTo).toMatchObject({
    runId: 'run-1',
    hostQueue: 'a2rl-host-h',
    baseModelDir: '/cache/models/org/m',
  });
});

test("reference-grpo on arith trains on arith's data with its own parameters for the task", () => {
  const agent = discoverAgents().get('reference-grpo')!;
  const resolved = {
    runId: 'run-2',
    agent: { id: agent.id, title: agent.manifest.title, pipeline: agent.manifest.pipeline },
    modelDir: '/m',
    trainDataDir: '/cache/data/arith-1/train',
  } as unknown as ResolvedRun;
  const ws = { workspaceDir: '/runs/run-2/workspace', runDir: '/runs/run-2', hostQueue: 'q' } as WorkspaceRef;
  const input = parseTrainingSpec(
    referencePipelineSpec(resolved, ws, parseRunSpec({ task: 'arith', agent: agent.id })),
  );
  expect(input).toMatchObject({ route: 'grpo', task: 'arith', trainData: '/cache/data/arith-1/train' });
  expect(input.grpo).toMatchObject({ groupSize: 8, gamesPerIteration: 16, evalEvery: 5 });
  expect(rolloutSettings(input)).toMatchObject({ reward: 'final_number', max_new_tokens: 48 });
  // a task the pipeline cannot train on is refused when the run starts the pipeline
  expect(() =>
    parseTrainingSpec(referencePipelineSpec(resolved, ws, parseRunSpec({ task: 'gsm8k', agent: agent.id }))),
  ).toThrow(/task/);
});

test('reference-sft-grpo on alfworld-small trains whole episodes in SFT and GRPO, with its own rounds', () => {
  const agent = discoverAgents().get('reference-sft-grpo')!;
  const resolved = {
    runId: 'run-3',
    agent: { id: agent.id, title: agent.manifest.title, pipeline: agent.manifest.pipeline },
    modelDir: '/m',
    trainDataDir: '/cache/data/alfworld-small-1/train',
  } as unknown as ResolvedRun;
  const ws = { workspaceDir: '/runs/run-3/workspace', runDir: '/runs/run-3', hostQueue: 'q' } as WorkspaceRef;
  const input = parseTrainingSpec(
    referencePipelineSpec(resolved, ws, parseRunSpec({ task: 'alfworld-small', agent: agent.id })),
  );
  expect(input).toMatchObject({
    route: 'sft+grpo',
    task: 'alfworld-small',
    trainData: '/cache/data/alfworld-small-1/train/train',
  });
  expect(expertDataSettings(input)).toMatchObject({ episodes: true });
  expect(sftSettings(input)).toMatchObject({ max_prompt_tokens: 2048, max_completion_tokens: 512 });
  expect(grpoSettings(input)).toMatchObject({
    episodes: true,
    batch_size: 8,
    max_epochs: 1,
    kl_coef: 0, // chosen on validation (bench/learning/alfworld-small.yaml)
    lr: 1e-5,
    max_prompt_tokens: 2048,
  });
  expect(rolloutSettings(input)).toMatchObject({
    task: 'alfworld-small',
    reward: 'alfworld_efficient',
    num_games: 8,
    group_size: 8,
    max_steps: 12,
  });
  // the full game set keeps the manifest's general parameters
  const full = parseTrainingSpec(
    referencePipelineSpec(resolved, ws, parseRunSpec({ task: 'alfworld', agent: agent.id })),
  );
  expect(full.grpo).toMatchObject({ episodes: false, groupSize: 4 });
});

describe('where a retried training job resumes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-resume-'));
  const ckpt = (step: number, complete = true) => {
    const d = path.join(dir, `checkpoint-${step}`);
    fs.mkdirSync(d, { recursive: true });
    fs.writeFileSync(path.join(d, 'config.json'), '{}');
    if (complete) fs.writeFileSync(path.join(d, 'trainer_state.json'), `{"step": ${step}}`);
    return d;
  };

  test('from the newer of the heartbeat and the folder; never from a half-written checkpoint', () => {
    expect(resumePoint(null, dir)).toBeNull();
    const two = ckpt(2);
    ckpt(5, false); // a crash mid-write (no trainer_state.json)
    fs.mkdirSync(path.join(dir, 'checkpoint-9.tmp'));
    expect(latestCheckpoint(dir)).toEqual({ path: two, step: 2 });
    expect(resumePoint({ path: two, step: 2 }, dir)).toEqual({ path: two, step: 2 });
    const three = ckpt(3); // written after the last heartbeat got through
    expect(resumePoint({ path: two, step: 2 }, dir)).toEqual({ path: three, step: 3 });
    expect(resumePoint({ path: '/gone/checkpoint-8', step: 8 }, dir)).toEqual({ path: three, step: 3 });
  });

  test('the job command passes the checkpoint with --resume', () => {
    const config = loadConfig({ A2RL_CONFIG: '' });
    const argv = trainingJobArgv(
      config,
      { jobId: 'sft', kind: 'sft', outDir: dir, config: { steps: 3 } },
      { path: '/x/checkpoint-2', step: 2 },
    );
    expect(argv.slice(1)).toEqual([
      '-m',
      'a2rl.train.sft',
      '--config',
      '{"steps":3}',
      '--out',
      dir,
      '--resume',
      '/x/checkpoint-2',
    ]);
  });
});

test("a pipeline removes only its own rounds' checkpoints (GRPO's, or the control arm's SFT stand-ins)", async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-rounds-'));
  const make = (rel: string) => (fs.mkdirSync(path.join(outDir, rel), { recursive: true }), path.join(outDir, rel));
  const acts = createTrainingActivities({
    config: loadConfig({ A2RL_CONFIG: '' }),
    logger: createLogger('silent', 'test'),
    leases: null as never,
  });
  for (const round of [make('iter-3/grpo/checkpoint-2'), make('extra-sft-2/checkpoint-6')]) {
    await acts.removeRoundCheckpoint({ outDir, checkpoint: round });
    expect(fs.existsSync(round)).toBe(false);
  }
  for (const other of [
    make('sft/checkpoint-3'),
    make('iter-3/grpo'),
    path.join(outDir, 'iter-1', 'grpo', 'checkpoint-2', '..', '..', '..', '..', 'x'),
  ]) {
    await expect(acts.removeRoundCheckpoint({ outDir, checkpoint: other })).rejects.toThrow(/not a round checkpoint/);
  }
  expect(fs.existsSync(path.join(outDir, 'sft', 'checkpoint-3'))).toBe(true);
});
