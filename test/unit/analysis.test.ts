import { dataUsed, detectRoute, diagnose } from '../../report/analysis';
import { parseEvents, trainingCommandBefore, usageByModel } from '../../common/events';

describe('training route from code', () => {
  test.each([
    [{ 'train.py': 'from trl import SFTTrainer\nt = SFTTrainer(model=m)' }, 'SFT', ['SFT']],
    [{ 'train.py': 'from trl import GRPOTrainer, GRPOConfig' }, 'GRPO', ['GRPO']],
    [{ 'a.py': 'from trl import DPOTrainer', 'b.py': 'SFTTrainer(m)' }, 'DPO', ['SFT', 'DPO']],
    [{ 'sft.py': 'SFTTrainer(m)', 'rl.py': 'PPOTrainer(config)' }, 'PPO', ['SFT', 'PPO']],
    [{ 'rl.py': 'loss = -(log_prob * reward).mean()\nadvantages = r - r.mean()' }, 'other RL', ['other RL']],
    [{ 'train.py': 'out = model(input_ids=x, labels=y)\nout.loss.backward()' }, 'SFT', ['SFT']],
    [{ 'copy.py': 'shutil.copytree(src, dst)' }, 'none', ['none']],
    [{ 'train.py': '# we could try GRPOTrainer later\nprint(1)' }, 'none', ['none']], // comments are no evidence
    [{ 'notes.md': 'GRPOTrainer' }, 'none', ['none']], // only code files count
  ])('%j → %s', (files, route, methods) => {
    const f = detectRoute(files);
    expect(f.route).toBe(route);
    expect(f.methods).toEqual(methods);
  });

  test('evidence names file and line; commands count too', () => {
    const f = detectRoute({ 'train.py': 'import os\nt = GRPOTrainer(model=m)\n' });
    expect(f.evidence.GRPO).toEqual([{ file: 'train.py', line: 2, text: 't = GRPOTrainer(model=m)' }]);
    expect(detectRoute({}, ['python code/train_dpo.py --beta 0.1']).route).toBe('DPO');
  });

  test('data used', () => {
    expect(dataUsed({ 'a.py': 'open("data/train.jsonl")\nos.environ["DATA_PATH"]', 'b.txt': 'data/x.json' })).toEqual([
      '$DATA_PATH',
      'data/train.jsonl',
    ]);
  });
});

describe('failure diagnosis', () => {
  const agent = { exit_code: 0, oom_killed: false, stopped_by: null, status: 'exited', error: null };
  test("refusals name what the agent tried: oversized checkpoints, and the run's snapshot limit", () => {
    const attempts = { refusals: { 'too-large': 1, 'run-snapshot-limit': 2 }, observations: null, commands: [] };
    const d = diagnose({ submissions: [], best: null, agent, logTail: '', attempts });
    expect(d.filter((x) => x.code !== 'no_submission')).toEqual([
      { code: 'oversized_checkpoint', evidence: 'submissions refused: too-large ×1' },
      {
        code: 'snapshot_limit_reached',
        evidence: "submissions refused: run-snapshot-limit ×2 (the run's snapshots held its snapshots.limit)",
      },
    ]);
  });
  const sub = (id: number, status: string, score: number | null, extra = {}) => ({
    submission_id: id,
    status,
    score,
    error: null,
    copy_of_base_model: false,
    ...extra,
  });
  test('no submission', () => {
    expect(diagnose({ submissions: [], best: null, agent, logTail: '' }).map((d) => d.code)).toEqual(['no_submission']);
  });
  test('copies, evaluation errors and a regression', () => {
    const d = diagnose({
      submissions: [
        sub(1, 'scored', 10, { copy_of_base_model: true }),
        sub(2, 'failed', 0, { error: 'could not load' }),
        sub(3, 'scored', 60),
        sub(4, 'scored', 50),
      ],
      best: { submission_id: 3, score: 60 },
      agent,
      logTail: '',
    });
    expect(d.map((x) => x.code)).toEqual(['copied_base_model', 'evaluation_errors', 'regression_after_best']);
    expect(d[1].evidence).toBe('#2: could not load');
  });
  test('a crash, out of memory, and a budget that ended while training', () => {
    const crashed = diagnose({
      submissions: [sub(1, 'scored', 5)],
      best: { submission_id: 1, score: 5 },
      agent: { ...agent, exit_code: 1 },
      logTail: 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2 GiB\n',
    });
    expect(crashed.map((x) => x.code)).toEqual(['out_of_memory', 'agent_crashed']);
    const budget = diagnose({
      submissions: [sub(1, 'scored', 5)],
      best: { submission_id: 1, score: 5 },
      agent: { ...agent, exit_code: 143, stopped_by: 'budget' },
      logTail: 'step 40/100 loss 0.31\n',
    });
    expect(budget.map((x) => x.code)).toEqual(['budget_exhausted_while_training']);
    const stoppedIdle = diagnose({
      submissions: [sub(1, 'scored', 5)],
      best: { submission_id: 1, score: 5 },
      agent: { ...agent, exit_code: 143, stopped_by: 'budget' },
      logTail: 'waiting for results\n',
    });
    expect(stoppedIdle).toEqual([]);
  });
});

describe('agent event log', () => {
  const log =
    [
      { type: 'message', ts: '2026-12-01T10:00:00Z', role: 'assistant', text: 'I will train with SFT' },
      { type: 'tool_call', ts: '2026-12-01T10:01:00Z', tool: 'bash', command: 'ls data/' },
      {
        type: 'tool_call',
        ts: '2026-12-01T10:02:00Z',
        tool: 'bash',
        command: 'python code/train_sft.py --epochs 1',
        exit_code: 0,
      },
      {
        type: 'usage',
        ts: '2026-12-01T10:02:30Z',
        model: 'claude-sonnet-4-6',
        input_tokens: 1000,
        output_tokens: 200,
        cost_usd: 0.006,
      },
      { type: 'tool_call', ts: '2026-12-01T10:30:00Z', tool: 'bash', command: 'accelerate launch code/train_grpo.py' },
      {
        type: 'usage',
        ts: '2026-12-01T10:31:00Z',
        model: 'claude-sonnet-4-6',
        input_tokens: 500,
        output_tokens: 100,
        cost_usd: 0.003,
      },
      { type: 'bogus' },
    ]
      .map((e) => JSON.stringify(e))
      .join('\n') + '\nnot json\n';

  test('parsed, with bad lines counted; tokens and cost summed per model; the training command of a submission', () => {
    const { events, invalid } = parseEvents(log);
    expect(events).toHaveLength(6);
    expect(invalid).toBe(2);
    expect(usageByModel(events)).toEqual([
      { model: 'claude-sonnet-4-6', input_tokens: 1500, output_tokens: 300, cost_usd: 0.009000000000000001 },
    ]);
    expect(trainingCommandBefore(events, '2026-12-01T10:10:00Z')).toBe('python code/train_sft.py --epochs 1');
    expect(trainingCommandBefore(events, '2026-12-01T11:00:00Z')).toBe('accelerate launch code/train_grpo.py');
    expect(trainingCommandBefore(events, '2026-12-01T09:00:00Z')).toBeNull();
  });
});
