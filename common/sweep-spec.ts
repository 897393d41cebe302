import { z } from 'zod';
import { issuesText } from './issues';
import { RunSpecSchema } from './run-spec';

// A sweep: the matrix tasks × agents × drivers × base models × seeds, each cell one
// benchmarkRun (child workflow) with the shared run settings. Pure (zod only).

const id = z.string().regex(/^[a-z0-9][a-z0-9._-]{0,62}$/, 'lowercase letters, digits, ".", "_" or "-"');
const nonEmpty = <T extends z.ZodType>(item: T) => z.array(item).min(1);

/** Run-spec fields shared by every cell (the matrix fields are set per cell). */
export const SweepRunSettingsSchema = RunSpecSchema.omit({
  task: true,
  agent: true,
  driver: true,
  baseModel: true,
  seed: true,
  sweep: true,
}).partial();

export const SweepSpecSchema = z
  .object({
    name: id,
    tasks: nonEmpty(id),
    agents: nonEmpty(id),
    /** null: the agent's default driver. */
    drivers: nonEmpty(z.string().min(1).nullable()).default([null]),
    /** null: the task's default base model. */
    baseModels: nonEmpty(z.string().min(1).nullable()).default([null]),
    seeds: nonEmpty(z.number().int()).default([0]),
    /** Runs at once. "auto": the evaluation slots (GPUs, or one per CPU-only worker) of the live GPU workers. */
    concurrency: z.union([z.literal('auto'), z.number().int().min(1).max(500)]).default('auto'),
    /**
     * Stop a cell (task × agent × driver × base model) early: once at least `minSeeds` of its runs
     * are measured and its 95% interval (seeds and items; the sealed score's under the sealed
     * protocol) is at most `ciWidth` points wide, its seeds not yet started are skipped
     * (docs/running.md#stopping-cells-early). It saves runs only where seeds wait for a slot.
     */
    stopWhen: z
      .object({ ciWidth: z.number().positive(), minSeeds: z.number().int().min(2).default(3) })
      .strict()
      .optional(),
    run: z.record(z.string(), z.unknown()).default({}),
  })
  .strict()
  .superRefine((s, ctx) => {
    const cells = s.tasks.length * s.agents.length * s.drivers.length * s.baseModels.length * s.seeds.length;
    if (cells > 500) ctx.addIssue({ code: 'custom', message: `the matrix has ${cells} runs; at most 500 per sweep` });
    const settings = SweepRunSettingsSchema.strict().safeParse(s.run);
    if (!settings.success) {
      for (const i of settings.error.issues)
        ctx.addIssue({ code: 'custom', path: ['run', ...i.path.map(String)], message: i.message });
    }
  });

export type SweepSpecInput = z.input<typeof SweepSpecSchema>;
export type SweepSpec = z.output<typeof SweepSpecSchema>;

/** The cell a run belongs to, as early stopping groups its seeds. */
export const cellGroup = (c: Pick<SweepCell, 'task' | 'agent' | 'driver' | 'baseModel'>) =>
  JSON.stringify([c.task, c.agent, c.driver, c.baseModel]);

export interface SweepCell {
  key: string;
  task: string;
  agent: string;
  driver: string | null;
  baseModel: string | null;
  seed: number;
}

export function parseSweepSpec(input: unknown): SweepSpec {
  const r = SweepSpecSchema.safeParse(input ?? {});
  if (!r.success) throw new Error(`invalid sweep spec: ${issuesText(r.error, '(input)')}`);
  return r.data;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');

/** Every cell of the matrix, in a stable order, with a readable key (used in child ids). */
export function sweepCells(s: SweepSpec): SweepCell[] {
  const cells: SweepCell[] = [];
  for (const task of s.tasks)
    for (const agent of s.agents)
      for (const driver of s.drivers)
        for (const baseModel of s.baseModels)
          for (const seed of s.seeds) {
            const parts = [task, agent, driver ?? 'default', baseModel ? slug(baseModel) : 'default', `s${seed}`];
            cells.push({ key: parts.map(slug).join('.'), task, agent, driver, baseModel, seed });
          }
  return cells;
}

/** The run spec input of one cell. */
export function cellRunSpec(s: SweepSpec, cell: SweepCell, sweepId: string): Record<string, unknown> {
  return {
    ...s.run,
    task: cell.task,
    agent: cell.agent,
    ...(cell.driver ? { driver: cell.driver } : {}),
    ...(cell.baseModel ? { baseModel: cell.baseModel } : {}),
    seed: cell.seed,
    sweep: sweepId,
  };
}
