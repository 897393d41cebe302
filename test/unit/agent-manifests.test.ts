import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AgentManifestSchema, discoverAgents } from '../../agents/registry';

// The agent stacks' manifests: the seven built-ins validate, and a broken one says what is wrong.

const issues = (raw: unknown): string[] => {
  const r = AgentManifestSchema.safeParse(raw);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const claudeLike = {
  id: 'cli',
  title: 'A CLI',
  defaultDriver: 'm',
  install: { kind: 'npm', packages: ['@scope/cli@1.2.3'], bin: 'node_modules/.bin/cli', sizeMb: 10 },
  launch: {
    argv: ['cli', '--model', '{driver}', '--session-id', '{session}', '{prompt}'],
    resume: ['cli', '--model', '{driver}', '--resume', '{session}', '{prompt}'],
    session: { from: 'uuid' },
  },
  events: 'claude-stream-json',
  passEnv: ['CLI_KEY', 'CLI_BASE_URL'],
  secretEnv: ['CLI_KEY'],
};

test('the seven stacks, the three reference agents and the nine exploit canaries are built in, each with its driver, install recipe and event format', () => {
  const agents = discoverAgents();
  const canaries = [
    'canary-base-copy',
    'canary-custom-code',
    'canary-exhaust',
    'canary-flood',
    'canary-forge',
    'canary-links',
    'canary-network',
    'canary-snoop',
    'canary-swap',
  ];
  expect([...agents.keys()].sort()).toEqual(
    [
      ...canaries,
      'claude-code',
      'codex',
      'example',
      'gemini-cli',
      'opencode',
      'openhands',
      'rdagent',
      'reference-grpo',
      'reference-sft',
      'reference-sft-grpo',
    ].sort(),
  );
  // A canary names the attempts its report must name, and its attack script is in its folder.
  for (const id of canaries) {
    expect(agents.get(id)!.manifest.canary?.expect.length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(agents.get(id)!.dir, 'attack.sh'))).toBe(true);
  }
  const m = (id: string) => agents.get(id)!.manifest;
  expect(m('claude-code')).toMatchObject({
    defaultDriver: 'claude-sonnet-4-6',
    api: 'anthropic-messages',
    events: 'claude-stream-json',
    install: { kind: 'npm' },
    launch: { session: { from: 'uuid' } },
  });
  expect(m('codex')).toMatchObject({
    api: 'openai-responses',
    events: 'codex-jsonl',
    launch: { session: { from: 'stdout', field: 'thread_id' } },
  });
  expect(m('gemini-cli')).toMatchObject({
    api: 'gemini',
    events: 'gemini-stream-json',
    launch: { session: { from: 'uuid' } },
  });
  expect(m('opencode')).toMatchObject({
    api: 'openai-chat',
    events: 'opencode-json',
    launch: { session: { from: 'stdout', field: 'sessionID' } },
  });
  expect(m('openhands')).toMatchObject({
    install: { kind: 'pypi', python: '3.12' },
    launch: { session: { from: 'dir', dir: '.openhands/conversations' } },
  });
  expect(m('rdagent')).toMatchObject({ install: { kind: 'pypi' }, command: expect.any(Array) });
  expect(m('example')).toMatchObject({ defaultDriver: 'none', install: { kind: 'none' } });
  expect(m('reference-sft-grpo')).toMatchObject({
    defaultDriver: 'none',
    install: { kind: 'none' },
    pipeline: { route: 'sft+grpo' },
  });
  for (const [id, a] of agents) {
    // Every npm CLI is pinned to an exact version, and every secret is passed, never written down.
    if (a.manifest.install.kind === 'npm')
      for (const p of a.manifest.install.packages) expect(p).toMatch(/@\d+\.\d+\.\d+$/);
    for (const s of a.manifest.secretEnv) expect(a.manifest.env[s]).toBeUndefined();
    if (a.manifest.launch) expect(fs.existsSync(path.join(a.dir, a.manifest.launch.prompt))).toBe(true);
    // Stacks document themselves; the reference agents are the harness's own pipeline (README).
    if (!a.manifest.pipeline && !a.manifest.canary)
      expect(fs.existsSync(path.join(a.dir, id === 'example' ? 'train.py' : 'README.md'))).toBe(true);
  }
});

test('a valid launched stack parses with defaults filled in', () => {
  const m = AgentManifestSchema.parse(claudeLike);
  expect(m).toMatchObject({ maxRestarts: 3, env: {}, stateDirs: [], launch: { prompt: 'prompt.md', files: {} } });
  expect(m.install).toMatchObject({ postinstall: [] });
});

test('clear errors: unpinned packages, a missing driver or session, secrets with values, command and launch together', () => {
  expect(issues({ ...claudeLike, install: { ...claudeLike.install, packages: ['@scope/cli'] } })).toEqual([
    'install.packages.0: an npm package pinned to an exact version, e.g. "@openai/codex@0.171.0"',
  ]);
  expect(issues({ ...claudeLike, launch: { ...claudeLike.launch, argv: ['cli', '{session}', '{prompt}'] } })).toEqual([
    'launch.argv: must pass the driver model ({driver} in argv, or ${A2RL_DRIVER} in env)',
  ]);
  expect(issues({ ...claudeLike, launch: { ...claudeLike.launch, resume: ['cli', '{driver}', '{prompt}'] } })).toEqual([
    'launch.resume: must name the session ({session})',
  ]);
  expect(issues({ ...claudeLike, launch: { ...claudeLike.launch, argv: ['cli', '{driver}', '{prompt}'] } })).toEqual([
    'launch.argv: session.from "uuid" needs {session} in argv',
  ]);
  expect(issues({ ...claudeLike, env: { CLI_KEY: 'sk-123' } })).toEqual([
    'env.CLI_KEY: a secret never has a value in the manifest',
  ]);
  expect(issues({ ...claudeLike, secretEnv: ['OTHER_KEY'] })).toEqual(['secretEnv: OTHER_KEY must also be in passEnv']);
  expect(issues({ ...claudeLike, command: ['sh'] })).toEqual([
    'command: give exactly one of command, launch or pipeline',
  ]);
  expect(issues({ ...claudeLike, install: { kind: 'none' } })).toEqual([
    'install: a launched CLI needs an install recipe',
  ]);
  expect(issues({ ...claudeLike, install: { ...claudeLike.install, bin: '../../usr/bin/sh' } })).toEqual([
    'install.bin: a relative path inside the install folder',
  ]);
  expect(issues({ ...claudeLike, passEnv: ['lower', 'CLI_KEY'] })).toEqual([
    'passEnv.0: an environment variable name (A-Z, 0-9, _)',
  ]);
  expect(issues({ ...claudeLike, passEnv: ['ANTHROPIC_API_KEY', 'CLI_KEY'] })).toEqual([
    "passEnv: ANTHROPIC_API_KEY is set by the harness (the run's LLM gateway); a provider's key never enters the workspace",
  ]);
  expect(
    issues({
      ...claudeLike,
      install: { kind: 'pypi', packages: ['rdagent>=1'], python: '3.11', bin: 'venv/bin/x', sizeMb: 1 },
    }),
  ).toEqual(['install.packages.0: a PyPI requirement pinned with ==, e.g. "rdagent==1.0.0"']);
  expect(issues({ ...claudeLike, events: 'xml' })[0]).toMatch(/^events: Invalid option/);
  expect(issues({ ...claudeLike, surprise: 1 })[0]).toMatch(/Unrecognized key/);
});

test('a broken stack folder is an error that names its file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-agents-'));
  fs.mkdirSync(path.join(dir, 'mine'));
  fs.writeFileSync(path.join(dir, 'mine', 'agent.yaml'), 'id: mine\ntitle: t\ndefaultDriver: m\n');
  expect(() => discoverAgents([dir])).toThrow(
    /mine\/agent.yaml: command: give exactly one of command, launch or pipeline/,
  );
});
