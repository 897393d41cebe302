import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { latestCheckpoint, resumePoint, trainingJobArgv } from '../../activities/training';
import { discoverAgents } from '../../agents/registry';
import { loadConfig } from '../../common/config';
import { parseRunSpec } from '../../common/run-spec';
import { parseTrainingSpec, TrainingJobSchema } from '../../common/training';
import type { ResolvedRun, WorkspaceRef } from '../../common/types';
import { referencePipelineSpec } from '../../workflows/reference-agent';

// The training spec, the reference agents' manifests and the resume rule of training jobs.

const base = { route: 'sft+grpo', model: '/m', trainGames: '/g', outDir: '/o' };

test('a training spec gets every default, and a typo is an error', () => {
  const spec = parseTrainingSpec(base);
  expect(spec.grpo).toMatchObject({ iterations: 3, groupSize: 4, klCoef: 0.04, reward: 'alfworld_shaped' });
  expect(spec.sft).toMatchObject({ steps: 30, lora: null });
  expect(spec.evalGames).toBeNull();
  expect(() => parseTrainingSpec({ ...base, grpo: { groupsize: 8 } })).toThrow(/grpo: Unrecognized key/);
  expect(() => parseTrainingSpec({ ...base, route: 'ppo' })).toThrow(/route/);
  expect(() => parseTrainingSpec({ ...base, grpo: { groupSize: 1 } })).toThrow(/groupSize/); // a group needs two episodes
  expect(() => TrainingJobSchema.parse({ jobId: 'x', kind: 'sft', outDir: 'relative' })).toThrow();
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
  const ws = { workspaceDir: '/runs/run-1/workspace', hostQueue: 'a2rl-host-h' } as WorkspaceRef;
  const spec = parseRunSpec({ task: 'alfworld', agent: agent.id, seed: 7, agentEnv: { PIPELINE_PARAMS: '{"grpo": {"iterations": 1}}' } });
  const input = parseTrainingSpec(referencePipelineSpec(resolved, ws, spec));
  expect(input).toMatchObject({ route: 'sft+grpo', model: '/cache/models/org/m', trainGames: '/cache/data/alfworld-1/train', evalGames: null, seed: 7 });
  expect(input.outDir).toBe('/runs/run-1/workspace/output/reference');
  expect(input.grpo.iterations).toBe(1); // the run's override
  expect(input.grpo.groupSize).toBe(4); // the manifest's value stays
  expect(input.submitTo).toMatchObject({ runId: 'run-1', hostQueue: 'a2rl-host-h', baseModelDir: '/cache/models/org/m' });
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
    const argv = trainingJobArgv(config, { jobId: 'sft', kind: 'sft', outDir: dir, config: { steps: 3 } }, { path: '/x/checkpoint-2', step: 2 });
    expect(argv.slice(1)).toEqual(['-m', 'a2rl.train.sft', '--config', '{"steps":3}', '--out', dir, '--resume', '/x/checkpoint-2']);
  });
});
