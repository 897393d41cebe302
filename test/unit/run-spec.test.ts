import { formatDuration, parseBytes, parseDurationSeconds } from '../../common/duration';
import { parseRunSpec, RunSpecError, snapshotLimit } from '../../common/run-spec';

describe('run spec', () => {
  test('a minimal spec gets every default', () => {
    expect(parseRunSpec({ task: 'arith', agent: 'example' })).toEqual({
      task: 'arith',
      agent: 'example',
      budget: 43200,
      gpus: 0,
      seed: 0,
      stopGrace: 30,
      workspace: {
        backend: 'docker',
        memory: 8 * 1024 ** 3,
        pids: 1024,
        disk: 100 * 1024 ** 3,
        internet: false,
        egress: [],
      },
      limits: { models: [] },
      timeouts: { heartbeat: 60, evaluation: 14400, prepare: 3600, hostLost: 600 },
      snapshots: { keep: 'needed' },
      codeSnapshots: { every: 60, maxFileSize: 1024 * 1024 },
      agentEnv: {},
      evaluation: {},
    });
  });

  test("the snapshots' limit is the workspace's disk unless set; keep is needed or all", () => {
    expect(snapshotLimit(parseRunSpec({ task: 'arith', agent: 'example', workspace: { disk: '2g' } }))).toBe(
      2 * 1024 ** 3,
    );
    expect(snapshotLimit(parseRunSpec({ task: 'arith', agent: 'example', snapshots: { limit: '640m' } }))).toBe(
      640 * 1024 ** 2,
    );
    // A spec recorded before the setting: the disk's.
    expect(snapshotLimit({ workspace: { disk: 5 } })).toBe(5);
    expect(parseRunSpec({ task: 'arith', agent: 'example', snapshots: { keep: 'all' } }).snapshots.keep).toBe('all');
    expect(() => parseRunSpec({ task: 'arith', agent: 'example', snapshots: { keep: 'some' } })).toThrow(RunSpecError);
  });

  test("the protocol is sealed or reference; the split settings are the harness's, not the spec's", () => {
    expect(parseRunSpec({ task: 'arith', agent: 'example', protocol: 'reference' }).protocol).toBe('reference');
    expect(() => parseRunSpec({ task: 'arith', agent: 'example', protocol: 'best' })).toThrow(RunSpecError);
    expect(() => parseRunSpec({ task: 'arith', agent: 'example', evaluation: { part: 'sealed' } })).toThrow(
      /part is set by the harness/,
    );
  });

  test('durations and sizes are parsed', () => {
    const s = parseRunSpec({
      task: 'arith',
      agent: 'example',
      budget: '1h30m',
      stopGrace: 5,
      workspace: { memory: '512m' },
      timeouts: { heartbeat: '5s' },
    });
    expect(s.budget).toBe(5400);
    expect(s.stopGrace).toBe(5);
    expect(s.workspace.memory).toBe(512 * 1024 ** 2);
    expect(s.workspace.backend).toBe('docker');
    expect(s.timeouts).toEqual({ heartbeat: 5, evaluation: 14400, prepare: 3600, hostLost: 600 });
  });

  test.each([
    [{}, /task: .*expected string/i],
    [{ task: 'arith' }, /agent/],
    [{ task: 'Arith!', agent: 'example' }, /task: lowercase letters/],
    [{ task: 'arith', agent: 'example', budjet: '1h' }, /Unrecognized key.*budjet/],
    [{ task: 'arith', agent: 'example', budget: 'soon' }, /budget: invalid duration "soon"/],
    [{ task: 'arith', agent: 'example', gpus: -1 }, /gpus/],
    [{ task: 'arith', agent: 'example', workspace: { backend: 'vm' } }, /workspace.backend/],
    [{ task: 'arith', agent: 'example', workspace: { memory: 'lots' } }, /invalid size "lots"/],
    [{ task: 'arith', agent: 'example', agentEnv: { 'bad key': 'x' } }, /agentEnv/],
    [
      { task: 'arith', agent: 'codex', agentEnv: { WANDB_API_KEY: 'x' } },
      /agentEnv\.WANDB_API_KEY: WANDB_API_KEY looks like a secret; secrets never go into a run spec/,
    ],
    [
      { task: 'arith', agent: 'codex', agentEnv: { OPENAI_API_KEY: 'sk-x' } },
      /agentEnv\.OPENAI_API_KEY: OPENAI_API_KEY is set by the harness: the agent reaches its LLM through the run's gateway/,
    ],
    [
      { task: 'arith', agent: 'codex', agentEnv: { OPENAI_BASE_URL: 'http://x' } },
      /OPENAI_BASE_URL is set by the harness/,
    ],
    [{ task: 'arith', agent: 'example', limits: { costUsd: -1 } }, /limits\.costUsd/],
    [
      { task: 'arith', agent: 'example', workspace: { egress: ['pypi.org/simple'] } },
      /workspace\.egress\.0: a host name/,
    ],
  ])('%j is rejected with a clear reason', (input, message) => {
    expect(() => parseRunSpec(input)).toThrow(RunSpecError);
    expect(() => parseRunSpec(input)).toThrow(message);
  });
});

describe('durations and sizes', () => {
  test.each([
    ['12h', 43200],
    ['90s', 90],
    ['1h30m', 5400],
    ['2d', 172800],
    ['1.5h', 5400],
    ['500ms', 0.5],
    ['3600', 3600],
    [42, 42],
  ])('%s → %d s', (input, seconds) => expect(parseDurationSeconds(input)).toBe(seconds));

  test.each(['', 'h', '1x', '1h junk', '-5s'])('"%s" is not a duration', (input) =>
    expect(() => parseDurationSeconds(input)).toThrow(/invalid duration/),
  );
  test('negative seconds are refused', () => expect(() => parseDurationSeconds(-1)).toThrow(/non-negative/));
  test('formatting', () => {
    expect(formatDuration(3725)).toBe('1h02m');
    expect(formatDuration(125)).toBe('2m05s');
    expect(formatDuration(9)).toBe('9s');
  });
  test.each([
    ['8g', 8 * 1024 ** 3],
    ['512m', 512 * 1024 ** 2],
    ['1.5GiB', 1.5 * 1024 ** 3],
    ['100', 100],
  ])('%s → %d bytes', (input, bytes) => expect(parseBytes(input)).toBe(bytes));
});
