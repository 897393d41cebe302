import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../common/config';
import { fromRoot } from '../../common/paths';
import {
  descriptionPath,
  discoverTasks,
  getTask,
  runProtocol,
  stepVersion,
  taskCommand,
  trainingGamesDirs,
} from '../../tasks/registry';
import { TRAINING_TASK } from '../../common/training';

// The task registry: built-in tasks, plug-in folders named by config or env, and the
// reference's smith format.

const FIXTURE_TASKS = fromRoot('test', 'fixtures', 'tasks');
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-tasks-'));

function copySmith(): string {
  const root = tmp();
  fs.cpSync(path.join(FIXTURE_TASKS, 'smith-sums'), path.join(root, 'sums'), { recursive: true });
  return root;
}

describe('task registry', () => {
  test('the level-1 built-ins with their metrics and default models', () => {
    const tasks = discoverTasks();
    expect(tasks.get('gsm8k')?.manifest).toMatchObject({
      level: 1,
      metric: 'accuracy',
      defaultBaseModel: 'Qwen/Qwen2.5-1.5B',
      format: 'native',
      services: [],
    });
    expect(tasks.get('humaneval')?.manifest).toMatchObject({ level: 1, metric: 'pass@1', format: 'native' });
    for (const t of tasks.values()) expect(fs.existsSync(descriptionPath(t))).toBe(true);
    // A folder whose name starts with "_" holds shared files, not a task.
    expect([...tasks.keys()].some((id) => id.startsWith('_'))).toBe(false);
  });

  test("the training pipeline's default games are named by its task's manifest, inside the task folder", () => {
    const games = trainingGamesDirs(getTask(TRAINING_TASK));
    // The full set has no validation split: the pipeline never evaluates on held-out by default.
    expect(games).toEqual({ train: fromRoot('tasks', 'alfworld', 'games', 'json_2.1.1', 'train'), valid: null });
    expect(fs.readdirSync(games.train).length).toBeGreaterThan(0);
    expect(() => trainingGamesDirs(getTask('arith'))).toThrow(/task "arith" names no training games/);
  });

  test('plug-in folders come from config or A2RL_TASK_DIRS; offline sources from A2RL_TASK_SOURCES', () => {
    const config = loadConfig({
      A2RL_CONFIG: '',
      A2RL_TASK_DIRS: FIXTURE_TASKS,
      A2RL_TASK_SOURCES: 'test/fixtures/task-sources',
    });
    expect(config.tasks.sources).toBe(fromRoot('test', 'fixtures', 'task-sources'));
    const tasks = discoverTasks(config.tasks.dirs);
    expect(tasks.get('scripted-score')?.dir).toBe(path.join(FIXTURE_TASKS, 'scripted-score'));
    expect(tasks.get('smith-sums')?.manifest.format).toBe('smith');
    expect(discoverTasks().has('smith-sums')).toBe(false);
  });

  test('a smith folder is task smith-<name> with the generic evaluator', () => {
    const task = getTask('smith-sums', [FIXTURE_TASKS]);
    expect(task.manifest).toMatchObject({
      level: 1,
      title: 'Add two small numbers (smith-format fixture)',
      exposeFiles: ['eval.py'],
      metric: 'accuracy',
    });
    expect(taskCommand(task, 'evaluator', '/py', ['--model', 'm'])).toEqual([
      '/py',
      '-m',
      'a2rl.smith',
      'evaluate',
      '--bench',
      task.dir,
      '--model',
      'm',
    ]);
    expect(taskCommand(task, 'data', '/py', ['--out', 'o'])).toEqual([
      '/py',
      '-m',
      'a2rl.smith',
      'prepare',
      '--bench',
      task.dir,
      '--out',
      'o',
    ]);
    // No description.md of its own: the generic smith description.
    expect(descriptionPath(task)).toBe(fromRoot('tasks', '_smith', 'description.md'));
  });

  test("a smith task's cache versions follow its files", () => {
    const root = copySmith();
    const before = getTask('smith-sums', [root]).manifest;
    fs.appendFileSync(path.join(root, 'sums', 'eval.py'), '\n# changed\n');
    const after = getTask('smith-sums', [root]).manifest;
    expect(after.evaluator.version).not.toBe(before.evaluator.version);
    expect(after.data.version).toBe(before.data.version);
    fs.appendFileSync(path.join(root, 'sums', 'data', 'train.jsonl'), '{"question": "9 + 9 =", "answer": "18"}\n');
    expect(getTask('smith-sums', [root]).manifest.data.version).not.toBe(before.data.version);
    fs.writeFileSync(path.join(root, 'sums', 'description.md'), '# Sums\n');
    expect(descriptionPath(getTask('smith-sums', [root]))).toBe(path.join(root, 'sums', 'description.md'));
  });

  test("settings that change a task's prepared data are part of its cache version", () => {
    const data = getTask('alpacaeval').manifest.data;
    expect(data.env).toEqual({ ALPACAEVAL_TRAIN_SAMPLES: '2000' });
    // Unset, empty or the default: the version as before, so existing caches stay valid.
    for (const env of [{}, { ALPACAEVAL_TRAIN_SAMPLES: '' }, { ALPACAEVAL_TRAIN_SAMPLES: '2000' }])
      expect(stepVersion(data, env)).toBe(data.version);
    const fifty = stepVersion(data, { ALPACAEVAL_TRAIN_SAMPLES: '50' });
    expect(fifty).toMatch(/^1-env-[0-9a-f]{10}$/);
    expect(stepVersion(data, { ALPACAEVAL_TRAIN_SAMPLES: '60' })).not.toBe(fifty);
    expect(stepVersion(data, { ALPACAEVAL_TRAIN_SAMPLES: '50', ALFWORLD_DATA: '/elsewhere' })).toBe(fifty); // another task's setting
    expect(stepVersion(getTask('alfworld').manifest.data, { ALFWORLD_DATA: '/elsewhere' })).not.toBe('1');
    expect(stepVersion(getTask('gsm8k').manifest.data, { ALPACAEVAL_TRAIN_SAMPLES: '50' })).toBe(
      getTask('gsm8k').manifest.data.version,
    );
  });

  test('smith folders the reference skips, and broken ones, which are errors naming the file', () => {
    const root = copySmith();
    const config = path.join(root, 'sums', 'config.yaml');
    fs.writeFileSync(config, 'name: sums\neval_mode: custom_model\n');
    expect(discoverTasks([root]).has('smith-sums')).toBe(false);
    fs.writeFileSync(config, '- not a mapping\n');
    expect(discoverTasks([root]).has('smith-sums')).toBe(false);
    fs.writeFileSync(config, 'name: sums\nexpose_files: [missing.py]\n');
    expect(() => discoverTasks([root])).toThrow(/sums\/config.yaml: expose_files names missing.py/);
    fs.writeFileSync(config, 'name: sums\nexpose_files: [../../etc/passwd]\n');
    expect(() => discoverTasks([root])).toThrow(/expose_files.0: must stay inside the task folder/);
    fs.writeFileSync(config, 'name: sums\n');
    fs.rmSync(path.join(root, 'sums', 'eval.py'));
    expect(() => discoverTasks([root])).toThrow(/smith task "sums" has no eval.py/);
  });

  test('a task.yaml of the first schema still validates, and module steps run with the interpreter', () => {
    const root = tmp();
    fs.mkdirSync(path.join(root, 'old'));
    fs.writeFileSync(
      path.join(root, 'old', 'task.yaml'),
      'id: old\nlevel: 3\ntitle: Old\ndefaultBaseModel: org/m\ndata: {version: "1", script: prep.py}\nevaluator: {version: "e1", module: my.eval, args: [--fast]}\nservices: [judge]\n',
    );
    const old = getTask('old', [root]);
    expect(old.manifest).toMatchObject({
      metric: 'accuracy',
      exposeFiles: [],
      format: 'native',
      services: ['judge'],
      descriptionFile: 'description.md',
    });
    expect(taskCommand(old, 'evaluator', '/py', ['--model', 'm'])).toEqual([
      '/py',
      '-m',
      'my.eval',
      '--fast',
      '--model',
      'm',
    ]);
    fs.writeFileSync(
      path.join(root, 'old', 'task.yaml'),
      'id: old\nlevel: 1\ntitle: x\ndefaultBaseModel: m\ndata: {version: "1", script: a, module: b}\nevaluator: {version: "1", script: e}\n',
    );
    expect(() => discoverTasks([root])).toThrow(/data: give exactly one of script, module or command/);
  });

  test("a variant is a task of its own in the same folder: the fields it names replace the task's", () => {
    const small = getTask('alfworld-small');
    const full = getTask('alfworld');
    expect(small.dir).toBe(full.dir);
    expect(small.manifest).toMatchObject({
      id: 'alfworld-small',
      level: 3,
      metric: 'success_rate',
      exposeFiles: full.manifest.exposeFiles,
      descriptionFile: 'description-small.md',
      variants: {},
    });
    // Fields it does not name are the task's, defaults included (its evaluator's 16g sandbox).
    expect(small.manifest.resources).toEqual({ gpus: 1, memory: '16g' });
    // The set is sized for the 135M model; the full set keeps the task's base model.
    expect(small.manifest.defaultBaseModel).toBe('HuggingFaceTB/SmolLM2-135M-Instruct');
    expect(full.manifest.defaultBaseModel).toBe('Qwen/Qwen2.5-1.5B-Instruct');
    // Its own data and evaluator versions keep its prepared data, baselines and scores apart.
    expect(small.manifest.data.version).not.toBe(full.manifest.data.version);
    expect(small.manifest.evaluator.version).not.toBe(full.manifest.evaluator.version);
    expect(taskCommand(small, 'data', '/py', ['--out', 'o'])).toEqual([
      '/py',
      path.join(full.dir, 'prepare.py'),
      '--source',
      path.join(full.dir, 'games-small'),
      '--out',
      'o',
    ]);
    expect(taskCommand(small, 'evaluator', '/py', ['--model', 'm'])).toEqual([
      '/py',
      path.join(full.dir, 'eval.py'),
      '--defaults',
      '{"max_steps": 20}',
      '--model',
      'm',
    ]);
    expect(taskCommand(full, 'evaluator', '/py', ['--model', 'm'])).toEqual([
      '/py',
      path.join(full.dir, 'eval.py'),
      '--model',
      'm',
    ]);
    expect(fs.readFileSync(descriptionPath(small), 'utf8')).toMatch(/up to \*\*20 steps\*\*/);
    const games = trainingGamesDirs(small);
    expect(games.train).toBe(path.join(full.dir, 'games-small', 'json_2.1.1', 'train'));
    expect(fs.readdirSync(games.train)).toHaveLength(120);
    // Its validation split (json_2.1.1/valid: 36 games on 6 floor plans of their own), not the held-out games.
    expect(games.valid).toBe(path.join(full.dir, 'games-small', 'json_2.1.1', 'valid'));
    expect(fs.readdirSync(games.valid!)).toHaveLength(36);
    expect(discoverTasks().get('alfworld-small')).toEqual(small);
  });

  test('a variant names only fields it may replace, under a name that makes a task id', () => {
    const root = tmp();
    fs.mkdirSync(path.join(root, 'base'));
    const head =
      'id: base\nlevel: 1\ntitle: Base\ndefaultBaseModel: org/m\ndata: {version: "1", script: prep.py}\nevaluator: {version: "e1", script: ev.py}\n';
    const write = (variants: string) => fs.writeFileSync(path.join(root, 'base', 'task.yaml'), head + variants);
    write(
      'variants:\n  quick:\n    title: Quick\n    data: {version: "q1", script: prep.py, args: [--quick]}\n    evaluator: {version: "e1-q1", script: ev.py}\n',
    );
    expect([...discoverTasks([root]).keys()]).toEqual(expect.arrayContaining(['base', 'base-quick']));
    expect(getTask('base-quick', [root]).manifest).toMatchObject({
      title: 'Quick',
      level: 1,
      descriptionFile: 'description.md',
      data: { args: ['--quick'] },
      resources: { gpus: 0, memory: '4g' },
    });
    write(
      'variants:\n  quick:\n    title: Quick\n    data: {version: "q1", script: prep.py}\n    evaluator: {version: "e1", script: ev.py}\n    resources: {gpus: 0, memory: 8g}\n',
    );
    expect(getTask('base-quick', [root]).manifest.resources).toEqual({ gpus: 0, memory: '8g' });
    write(
      'variants:\n  quick:\n    title: Quick\n    data: {version: "q1", script: prep.py}\n    evaluator: {version: "e1", script: ev.py}\n    level: 2\n',
    );
    expect(() => discoverTasks([root])).toThrow(/variants\.quick.*level/s);
    write(
      'variants:\n  Quick!:\n    title: Quick\n    data: {version: "q1", script: prep.py}\n    evaluator: {version: "e1", script: ev.py}\n',
    );
    expect(() => discoverTasks([root])).toThrow(/variants/);
  });
});

test('every task with a held-out set large enough to split defines its sealed split; runs default to sealed there', () => {
  const tasks = discoverTasks();
  for (const id of ['arith', 'gsm8k', 'humaneval', 'alfworld', 'webshop', 'deepsearchqa', 'alpacaeval']) {
    expect(tasks.get(id)!.manifest.split).toEqual({ sealed: 0.5, seed: 20261206 });
    expect(runProtocol(tasks.get(id)!, undefined)).toBe('sealed');
    expect(runProtocol(tasks.get(id)!, 'reference')).toBe('reference');
  }
  // alfworld-small has no sealed split (its task.yaml says why): only the reference protocol runs it
  expect(tasks.get('alfworld-small')!.manifest.split).toBeNull();
  expect(runProtocol(tasks.get('alfworld-small')!, undefined)).toBe('reference');
  expect(() => runProtocol(tasks.get('alfworld-small')!, 'sealed')).toThrow(
    'task "alfworld-small" defines no sealed split',
  );
});
