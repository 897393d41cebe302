import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { z } from 'zod';
import { ManifestError, parseManifest, type Discovered } from '../common/manifests';
import { fromRoot } from '../common/paths';
import type { Protocol } from '../common/run-spec';

// A task is a folder. Built-in tasks live here; config `tasks.dirs` (or A2RL_TASK_DIRS) adds
// plug-in folders. Two formats are discovered:
// - native: task.yaml (TaskManifestSchema), description.md, a data step and an evaluator;
// - smith (the reference's plug-in format): config.yaml (name, eval_mode, expose_files,
//   description), data/train.jsonl, eval.py with evaluate(question, model_answer,
//   reference_answer, **kw) -> float, optional download_data.py; its id is smith-<name>.
// A later folder overrides an earlier one with the same id, so a plug-in can replace a built-in.

/** In a step's args, the task folder as the step sees it (on the host, or in an evaluation sandbox). */
export const TASK_DIR = '{task_dir}';

// A step is a Python script in the task folder, a Python module (both run with the configured
// interpreter), or any command (argv, run in the task folder); `version` is part of every cache
// key built from it, and so are the values of its `env` settings (stepVersion).
const step = z
  .object({
    version: z.string().min(1),
    /**
     * Environment variables the step reads that change what it writes, with their defaults (an
     * unset or empty variable means the default); on the Python side, a2rl/settings.py.
     */
    env: z.record(z.string().regex(/^[A-Z_][A-Z0-9_]*$/), z.string()).default({}),
    script: z.string().optional(),
    module: z
      .string()
      .regex(/^[A-Za-z_][\w.]*$/)
      .optional(),
    command: z.array(z.string()).min(1).optional(),
    /** Arguments after the script or module, before the harness's own. */
    args: z.array(z.string()).default([]),
  })
  .strict()
  .refine(
    (v) => [v.script, v.module, v.command].filter(Boolean).length === 1,
    'give exactly one of script, module or command',
  );

const relativePath = z
  .string()
  .regex(/^[^/][^\0]*$/)
  .refine((p) => !p.split('/').includes('..'), 'must stay inside the task folder');

const taskFields = {
  id: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  title: z.string().min(1),
  defaultBaseModel: z.string().min(1),
  /** What the score measures (0-100), e.g. accuracy, pass@1, win rate. */
  metric: z.string().default('accuracy'),
  data: step,
  evaluator: step,
  /** The agent-facing description: a file of the task folder, or an absolute path. */
  descriptionFile: z.string().default('description.md'),
  /** Files of the task folder that the agent sees (read-only), besides description.md. */
  exposeFiles: z.array(relativePath).default([]),
  /** Outside services the evaluator calls; their settings and keys reach only these tasks. */
  services: z.array(z.enum(['judge', 'search'])).default([]),
  resources: z
    .object({ gpus: z.number().int().min(0).default(0), memory: z.string().default('4g') })
    .strict()
    .prefault({}),
  /**
   * Games the training pipeline (`a2rl train`) plays by default, folders of the task folder: its
   * training split and its validation split (what its periodic evaluation scores; never the
   * held-out games, so settings chosen on it are not chosen on held-out). No validation split:
   * no periodic evaluation unless asked for.
   */
  trainingGames: z.object({ train: relativePath, valid: relativePath.optional() }).strict().optional(),
  /**
   * The sealed split of the held-out set (protocol `sealed`, docs/tasks.md): the share of items
   * sealed and the seed of the hash that picks them (python/a2rl/split.py). null: none, and the
   * task runs under the reference protocol only.
   */
  split: z
    .object({ sealed: z.number().gt(0).lt(1), seed: z.number().int() })
    .strict()
    .nullable()
    .default(null),
  /** Where the task came from: a native folder or a smith plug-in. */
  format: z.enum(['native', 'smith']).default('native'),
};

/**
 * A named variant of a task (task id `<id>-<name>`), in the same folder: the fields it replaces,
 * e.g. a smaller game set with its own data step, evaluator settings and description. Its own
 * data and evaluator versions keep its prepared data, baselines and scores apart from the task's.
 */
const TaskVariantSchema = z
  .object({
    title: taskFields.title,
    data: step,
    evaluator: step,
    descriptionFile: z.string().optional(),
    trainingGames: taskFields.trainingGames,
    defaultBaseModel: taskFields.defaultBaseModel.optional(),
    /** null: the variant's held-out set has no sealed split (absent: the task's). */
    split: taskFields.split.removeDefault().optional(),
    // No defaults here: an absent field keeps the task's.
    resources: z
      .object({ gpus: z.number().int().min(0), memory: z.string() })
      .strict()
      .optional(),
  })
  .strict();

export const TaskManifestSchema = z
  .object({
    ...taskFields,
    variants: z.record(z.string().regex(/^[a-z0-9][a-z0-9_]*$/), TaskVariantSchema).default({}),
  })
  .strict();

export type TaskManifest = z.output<typeof TaskManifestSchema>;
export type TaskEntry = Discovered<TaskManifest>;

/** The reference's smith config.yaml; keys it does not read (e.g. task_type) are allowed. */
export const SmithConfigSchema = z
  .object({
    name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'letters, digits, ".", "_" and "-"'),
    eval_mode: z.string().default('per_sample'),
    opencompass_dataset: z.string().optional(),
    description: z.string().optional(),
    expose_files: z.array(relativePath).default([]),
    /** Ours, all optional: the model the task starts from, its level, the held-out share. */
    default_base_model: z.string().min(1).optional(),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    heldout_fraction: z.number().gt(0).lt(1).optional(),
  })
  .passthrough();

export const SMITH_EVAL_MODES = ['per_sample', 'opencompass'] as const;
export const SMITH_DEFAULT_BASE_MODEL = 'HuggingFaceTB/SmolLM2-135M-Instruct';
const SMITH_EVALUATOR_VERSION = 'smith-1';

/** sha256 of the files that exist among `names` (name and content), for cache versions. */
function digestFiles(dir: string, names: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const name of names) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    hash.update(`${name}\0`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * A step's version in cache keys: `version`, and a digest of those `env` settings whose values
 * (in `env`, the worker's environment that the step inherits) differ from their defaults.
 */
export function stepVersion(s: TaskManifest['data'], env: NodeJS.ProcessEnv = process.env): string {
  const changed = Object.keys(s.env)
    .sort()
    .filter((name) => (env[name] || s.env[name]) !== s.env[name]);
  if (!changed.length) return s.version;
  const digest = crypto
    .createHash('sha256')
    .update(changed.map((name) => `${name}=${env[name]}\0`).join(''))
    .digest('hex');
  return `${s.version}-env-${digest.slice(0, 10)}`;
}

/** A smith folder as a task manifest, or null for an eval_mode the reference also skips. */
export function smithManifest(dir: string): TaskManifest | null {
  const file = path.join(dir, 'config.yaml');
  const cfg = parseManifest(file, SmithConfigSchema);
  if (!(SMITH_EVAL_MODES as readonly string[]).includes(cfg.eval_mode)) return null;
  for (const required of ['data/train.jsonl', ...(cfg.eval_mode === 'per_sample' ? ['eval.py'] : [])]) {
    if (!fs.existsSync(path.join(dir, required)))
      throw new ManifestError(`${file}: smith task "${cfg.name}" has no ${required}`);
  }
  for (const f of cfg.expose_files) {
    if (!fs.existsSync(path.join(dir, f)))
      throw new ManifestError(`${file}: expose_files names ${f}, which is not in ${dir}`);
  }
  const hasDescription = fs.existsSync(path.join(dir, 'description.md'));
  return TaskManifestSchema.parse({
    id: `smith-${cfg.name}`.toLowerCase(),
    level: cfg.level ?? 1,
    title: (cfg.description ?? `smith benchmark ${cfg.name}`).split('\n')[0].slice(0, 120),
    defaultBaseModel: cfg.default_base_model ?? SMITH_DEFAULT_BASE_MODEL,
    metric: 'accuracy',
    data: {
      version: `smith-data-${digestFiles(dir, ['config.yaml', 'data/train.jsonl', 'download_data.py'])}`,
      module: 'a2rl.smith',
      args: ['prepare', '--bench', TASK_DIR],
    },
    evaluator: {
      version: `${SMITH_EVALUATOR_VERSION}-${digestFiles(dir, ['config.yaml', 'eval.py'])}`,
      module: 'a2rl.smith',
      args: ['evaluate', '--bench', TASK_DIR],
    },
    descriptionFile: hasDescription ? 'description.md' : fromRoot('tasks', '_smith', 'description.md'),
    exposeFiles: cfg.expose_files,
    format: 'smith',
  });
}

/** Where tasks are looked for, in order: a task in a later folder replaces one of the same id. */
const taskRoots = (extraDirs: string[]) => [fromRoot('tasks'), ...extraDirs];

/** Every task under tasks/ and the plug-in folders; a broken manifest is an error naming its file. */
export function discoverTasks(extraDirs: string[] = []): Map<string, TaskEntry> {
  const found = new Map<string, TaskEntry>();
  for (const root of taskRoots(extraDirs)) {
    if (!fs.existsSync(root)) continue;
    for (const entry of fs.readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const dir = path.join(root, entry.name);
      if (fs.existsSync(path.join(dir, 'task.yaml'))) {
        const manifest = parseManifest(path.join(dir, 'task.yaml'), TaskManifestSchema);
        if (manifest.id !== entry.name)
          throw new ManifestError(
            `${path.join(dir, 'task.yaml')}: id "${manifest.id}" must match its folder name "${entry.name}"`,
          );
        for (const task of withVariants({ id: manifest.id, dir, manifest })) found.set(task.id, task);
      } else if (isSmithFolder(dir)) {
        const manifest = smithManifest(dir);
        if (manifest) found.set(manifest.id, { id: manifest.id, dir, manifest });
      }
    }
  }
  return found;
}

/** A task and each of its variants, as tasks of their own. */
function withVariants(task: TaskEntry): TaskEntry[] {
  const variants = Object.entries(task.manifest.variants).map(([name, fields]) => {
    const id = `${task.id}-${name}`;
    const replaced = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    return { id, dir: task.dir, manifest: { ...task.manifest, ...replaced, id, variants: {} } };
  });
  return [task, ...variants];
}

function isSmithFolder(dir: string): boolean {
  const file = path.join(dir, 'config.yaml');
  if (!fs.existsSync(file)) return false;
  try {
    const raw = YAML.parse(fs.readFileSync(file, 'utf8'));
    // As the reference: a config.yaml that is not a mapping with a name is not a benchmark.
    return raw !== null && typeof raw === 'object' && !Array.isArray(raw) && 'name' in raw;
  } catch {
    return false;
  }
}

export function getTask(id: string, extraDirs: string[] = []): TaskEntry {
  // The folder named by the id, or for a variant (`<task>-<name>`: names have no "-") its task's,
  // where the last root holding it wins as in discoverTasks: one manifest read, not every task's
  // (evaluations look their task up on each submission's path).
  if (/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(id)) {
    const dash = id.lastIndexOf('-');
    for (const folder of dash > 0 ? [id, id.slice(0, dash)] : [id]) {
      for (const root of taskRoots(extraDirs).reverse()) {
        const file = path.join(root, folder, 'task.yaml');
        if (!fs.existsSync(file)) continue;
        const manifest = parseManifest(file, TaskManifestSchema);
        const task = withVariants({ id: manifest.id, dir: path.join(root, folder), manifest }).find((t) => t.id === id);
        if (task) return task;
        break;
      }
    }
  }
  const tasks = discoverTasks(extraDirs);
  const task = tasks.get(id);
  if (!task) throw new Error(`unknown task "${id}"; available: ${[...tasks.keys()].join(', ') || '(none)'}`);
  return task;
}

/** argv for a task's data or evaluator step; `dir` is where the step finds the task folder. */
export function taskCommand(
  task: TaskEntry,
  step: 'data' | 'evaluator',
  python: string,
  args: string[],
  dir = task.dir,
): string[] {
  const s = task.manifest[step];
  const own = s.args.map((a) => a.split(TASK_DIR).join(dir));
  if (s.script) return [python, path.join(dir, s.script), ...own, ...args];
  if (s.module) return [python, '-m', s.module, ...own, ...args];
  return [...s.command!, ...own, ...args];
}

/** A task's default training games (`trainingGames`), as absolute folders. */
export function trainingGamesDirs(task: TaskEntry): { train: string; valid: string | null } {
  const games = task.manifest.trainingGames;
  if (!games) throw new Error(`task "${task.id}" names no training games (trainingGames in its task.yaml)`);
  return {
    train: path.resolve(task.dir, games.train),
    valid: games.valid ? path.resolve(task.dir, games.valid) : null,
  };
}

/**
 * The protocol a run of `task` is scored under: the one asked for, else `sealed` where the task
 * defines a split. `sealed` on a task without a split is refused with the reason.
 */
export function runProtocol(task: TaskEntry, asked: Protocol | undefined): Protocol {
  if (asked === 'sealed' && !task.manifest.split)
    throw new Error(
      `task "${task.id}" defines no sealed split (split in its task.yaml): run it with protocol "reference"`,
    );
  return asked ?? (task.manifest.split ? 'sealed' : 'reference');
}

/** The agent-facing description file of a task. */
export function descriptionPath(task: TaskEntry): string {
  return path.resolve(task.dir, task.manifest.descriptionFile);
}
