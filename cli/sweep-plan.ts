import type { Command } from 'commander';
import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../common/config';
import { pythonStats } from '../common/stats';
import type { SweepRunResult } from '../common/types';
import { runMeasure } from '../report/leaderboard';
import { readSweepRuns, sweepDir } from '../sweep/runs';
import { print } from './output';

// `a2rl sweep-plan`: how many seeds per cell a comparison needs, from a pilot sweep's spread (or a
// standard deviation the user gives), at a power and level the user picks (python/a2rl/stats.py).

const PlanSchema = z.object({
  delta: z.number(),
  power: z.number(),
  alpha: z.number(),
  cells: z.array(
    z.object({
      task: z.string(),
      agent: z.string().optional(),
      driver: z.string().optional(),
      count: z.number().int().optional(),
      sd: z.number(),
      seeds: z.number().int(),
      expected_ci_width: z.number(),
    }),
  ),
});
export type SeedPlan = z.infer<typeof PlanSchema>;

/** A finished sweep's runs, from its report; an error naming where it looked when there is none. */
function sweepRuns(dataDir: string, sweepId: string): SweepRunResult[] {
  const runs = readSweepRuns(dataDir, sweepId);
  if (!runs)
    throw new Error(
      `sweep ${sweepId} has no report at ${path.join(sweepDir(dataDir, sweepId), 'sweep.json')}: plan from a finished sweep (or give --sd)`,
    );
  return runs;
}

const measured = (r: SweepRunResult) => runMeasure(r)?.score ?? null;

/**
 * The plan's cells from a pilot sweep: per task × agent × driver, its runs' scores, and with
 * `against` (a second arm) the second arm's run of the same task and seed for each. Cells with
 * fewer than two runs (no spread to measure) are named in `skipped`.
 */
export function pilotCells(runs: SweepRunResult[], against: SweepRunResult[] | null) {
  const cells = new Map<
    string,
    { task: string; agent: string; driver: string; runs: Array<{ score: number }>; against?: Array<{ score: number }> }
  >();
  const other = new Map((against ?? []).filter((r) => measured(r) !== null).map((r) => [`${r.task}\0${r.seed}`, r]));
  for (const r of runs) {
    const score = measured(r);
    if (score === null) continue;
    const pair = against ? other.get(`${r.task}\0${r.seed}`) : undefined;
    if (against && !pair) continue;
    const key = `${r.task}\0${r.agent}\0${r.driver ?? 'default'}`;
    const cell = cells.get(key) ?? {
      task: r.task,
      agent: r.agent,
      driver: r.driver ?? 'default',
      runs: [],
      ...(against ? { against: [] } : {}),
    };
    cell.runs.push({ score });
    if (pair) cell.against!.push({ score: measured(pair)! });
    cells.set(key, cell);
  }
  const all = [...cells.values()];
  return {
    cells: all.filter((c) => c.runs.length >= 2),
    skipped: all
      .filter((c) => c.runs.length < 2)
      .map((c) => `${c.task} × ${c.agent} × ${c.driver}: ${c.runs.length} measured run${against ? ' pair' : ''}`),
  };
}

export function registerSweepPlan(program: Command): void {
  program
    .command('sweep-plan [sweepId]')
    .description(
      'seeds per cell to detect a difference at 80% power (paired by seed), from a pilot sweep or a given standard deviation',
    )
    .requiredOption('--delta <points>', 'the difference in score to detect (points)')
    .option('--power <p>', 'power', '0.8')
    .option('--alpha <a>', 'two-sided significance level', '0.05')
    .option('--against <sweepId>', "the other arm's pilot sweep: its runs pair with the first's by task and seed")
    .option('--sd <points>', "one pair's standard deviation of the difference (points), instead of a pilot")
    .option('--task <id...>', 'with --sd: the tasks to plan')
    .option('--json')
    .action(async (sweepId: string | undefined, opts) => {
      const cfg = loadConfig();
      const delta = Number(opts.delta);
      if (!(delta > 0)) throw new Error(`--delta must be a positive number of points, got ${opts.delta}`);
      let cells: Array<Record<string, unknown>>;
      const notes: string[] = [];
      if (opts.sd !== undefined) {
        if (!(Number(opts.sd) > 0)) throw new Error(`--sd must be a positive number of points, got ${opts.sd}`);
        cells = (opts.task ?? ['(any)']).map((task: string) => ({ task, sd: Number(opts.sd) }));
      } else {
        if (!sweepId) throw new Error('name a pilot sweep, or give --sd');
        const pilot = pilotCells(
          sweepRuns(cfg.dataDir, sweepId),
          opts.against ? sweepRuns(cfg.dataDir, opts.against) : null,
        );
        notes.push(
          ...pilot.skipped.map((s) => `skipped ${s} (a plan needs at least two to measure the spread over seeds)`),
        );
        if (!pilot.cells.length)
          throw new Error(
            `sweep ${sweepId} has no cell with two or more measured runs${opts.against ? ` paired with ${opts.against}` : ''}; ${notes.join('; ') || 'it has no measured runs'}`,
          );
        cells = pilot.cells.map((c) => ({ ...c, count: c.runs.length }));
      }
      const plan = PlanSchema.parse(
        await pythonStats(cfg.python, 'plan', { delta, power: Number(opts.power), alpha: Number(opts.alpha), cells }),
      );
      print(opts.json, { ...plan, notes }, () =>
        [
          `Seeds per cell to detect a difference of ${delta} points with ${Math.round(plan.power * 100)}% power (paired by seed, two-sided α = ${plan.alpha}):`,
          '',
          'task\tagent\tdriver\tpilot runs\tsd of a pair (points)\tseeds\texpected 95% interval width',
          ...plan.cells.map((c) =>
            [
              c.task,
              c.agent ?? '—',
              c.driver ?? '—',
              c.count ?? '—',
              c.sd.toFixed(2),
              c.seeds,
              c.expected_ci_width.toFixed(2),
            ].join('\t'),
          ),
          ...notes.map((n) => `note: ${n}`),
        ].join('\n'),
      );
    });
}
