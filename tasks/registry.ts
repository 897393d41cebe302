import path from 'node:path';
import { z } from 'zod';
import { discoverManifests, type Discovered } from '../common/manifests';
import { fromRoot } from '../common/paths';

// A task is a folder with task.yaml: data preparation, an evaluator and the agent-facing
// description. Built-in tasks live here; config `tasks.dirs` (or A2RL_TASK_DIRS) adds plug-ins.

// A step is a Python script in the task folder (run with the configured interpreter) or any
// command (argv, run in the task folder); `version` is part of every cache key built from it.
const step = z
  .object({
    version: z.string().min(1),
    script: z.string().optional(),
    command: z.array(z.string()).min(1).optional(),
  })
  .strict()
  .refine((v) => Boolean(v.script) !== Boolean(v.command), 'give exactly one of script or command');

export const TaskManifestSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    title: z.string().min(1),
    defaultBaseModel: z.string().min(1),
    metric: z.string().default('accuracy'),
    data: step,
    evaluator: step,
    /** Files of the task folder that the agent sees (read-only), besides description.md. */
    exposeFiles: z.array(z.string().regex(/^[^/][^\0]*$/).refine((p) => !p.split('/').includes('..'))).default([]),
    /** Outside services the evaluator calls; their settings and keys reach only these tasks. */
    services: z.array(z.enum(['judge', 'search'])).default([]),
    resources: z
      .object({ gpus: z.number().int().min(0).default(0), memory: z.string().default('4g') })
      .strict()
      .prefault({}),
  })
  .strict();

export type TaskManifest = z.output<typeof TaskManifestSchema>;
export type TaskEntry = Discovered<TaskManifest>;

export function discoverTasks(extraDirs: string[] = []): Map<string, TaskEntry> {
  return discoverManifests([fromRoot('tasks'), ...extraDirs], 'task.yaml', TaskManifestSchema);
}

export function getTask(id: string, extraDirs: string[] = []): TaskEntry {
  const tasks = discoverTasks(extraDirs);
  const task = tasks.get(id);
  if (!task) throw new Error(`unknown task "${id}"; available: ${[...tasks.keys()].join(', ') || '(none)'}`);
  return task;
}

/** argv for a task's data or evaluator step. */
export function taskCommand(task: TaskEntry, step: 'data' | 'evaluator', python: string, args: string[]): string[] {
  const s = task.manifest[step];
  return s.script ? [python, path.join(task.dir, s.script), ...args] : [...s.command!, ...args];
}
