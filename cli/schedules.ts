import { ScheduleOverlapPolicy, type Client, type ScheduleDescription } from '@temporalio/client';
import type { Duration } from '@temporalio/common';
import { Option, type Command } from 'commander';
import { z } from 'zod';
import { loadConfig } from '../common/config';
import { parseSweepSpec, type SweepSpecInput } from '../common/sweep-spec';
import { TASK_QUEUES } from '../common/task-queues';
import { connectClient } from '../client/connect';
import { benchmarkSweep } from '../workflows/benchmark-sweep';
import { print } from './output';
import { readSweep } from './sweep';

// Nightly sweeps as Temporal Schedules: each action starts one benchmarkSweep. The server
// marks every workflow a schedule starts with TemporalScheduledById; the sweep copies it onto
// its runs as A2rlSchedule. `a2rl schedule` creates, lists, describes, pauses, triggers and
// deletes them.

export const ScheduleOptionsSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/),
    cron: z.string().min(1),
    timezone: z.string().default('UTC'),
    /** Start a missed action if the server was down for at most this long. */
    catchupWindow: z.string().default('1h'),
    /** skip: never start a sweep while the previous one still runs. */
    overlap: z.enum(['skip', 'buffer-one', 'allow-all']).default('skip'),
    note: z.string().optional(),
  })
  .strict();

export type ScheduleOptions = z.input<typeof ScheduleOptionsSchema>;

const OVERLAP = {
  skip: ScheduleOverlapPolicy.SKIP,
  'buffer-one': ScheduleOverlapPolicy.BUFFER_ONE,
  'allow-all': ScheduleOverlapPolicy.ALLOW_ALL,
} as const;

export async function createSweepSchedule(
  client: Client,
  options: ScheduleOptions,
  sweep: SweepSpecInput,
): Promise<string> {
  const o = ScheduleOptionsSchema.parse(options);
  parseSweepSpec(sweep); // refuse a bad sweep now, not at 2 a.m.
  const handle = await client.schedule.create({
    scheduleId: o.id,
    spec: { cronExpressions: [o.cron], timezone: o.timezone },
    action: {
      type: 'startWorkflow',
      workflowType: benchmarkSweep,
      taskQueue: TASK_QUEUES.control,
      workflowId: `sweep-${o.id}`,
      args: [sweep],
    },
    policies: { overlap: OVERLAP[o.overlap], catchupWindow: o.catchupWindow as Duration },
    // The server turns cron strings into calendars; keep what the person wrote, for describe.
    memo: { cron: o.cron, sweep: (sweep as { name?: string }).name ?? null },
    state: o.note ? { note: o.note } : undefined,
  });
  return handle.scheduleId;
}

export interface ScheduleSummary {
  id: string;
  cron: string | null;
  sweep: string | null;
  timezone: string | null;
  paused: boolean;
  note: string | null;
  overlap: string;
  nextRuns: string[];
  recentRuns: Array<{ workflowId: string; scheduledAt: string }>;
}

export function summarize(id: string, d: ScheduleDescription): ScheduleSummary {
  return {
    id,
    cron: (d.memo?.cron as string | undefined) ?? null,
    sweep: (d.memo?.sweep as string | undefined) ?? null,
    timezone: d.spec.timezone ?? null,
    paused: d.state.paused,
    note: d.state.note ?? null,
    overlap: String(d.policies.overlap),
    nextRuns: d.info.nextActionTimes.slice(0, 3).map((t) => t.toISOString()),
    recentRuns: d.info.recentActions.map((a) => ({
      workflowId: 'workflow' in a.action ? a.action.workflow.workflowId : '?',
      scheduledAt: a.scheduledAt.toISOString(),
    })),
  };
}

export async function describeSchedule(client: Client, id: string): Promise<ScheduleSummary> {
  return summarize(id, await client.schedule.getHandle(id).describe());
}

export async function listSchedules(client: Client): Promise<ScheduleSummary[]> {
  const out: ScheduleSummary[] = [];
  for await (const s of client.schedule.list()) out.push(await describeSchedule(client, s.scheduleId));
  return out;
}

/**
 * Starts the schedule's sweep now under the schedule's own overlap policy (the SDK's trigger
 * would default to allow-all), so a trigger never starts a second sweep beside a running one.
 */
export async function triggerSchedule(client: Client, id: string): Promise<void> {
  const h = client.schedule.getHandle(id);
  const d = await h.describe();
  await h.trigger(d.policies.overlap);
}

export function registerSchedule(program: Command): void {
  const schedule = program.command('schedule').description('nightly sweeps as Temporal Schedules');
  schedule
    .command('create')
    .description('a schedule that starts the sweep in --sweep on a cron spec')
    .requiredOption('--id <id>')
    .requiredOption('--cron <expr>', 'e.g. "0 2 * * *"')
    .requiredOption('--sweep <file>', 'sweep spec (YAML)')
    .option('--tz <zone>', 'time zone', 'UTC')
    .addOption(
      new Option('--overlap <policy>', 'when the previous sweep still runs')
        .choices(['skip', 'buffer-one', 'allow-all'])
        .default('skip'),
    )
    .option('--catchup <duration>', 'start a missed action at most this late', '1h')
    .option('--note <text>')
    .action(async (opts) => {
      const cfg = loadConfig();
      const client = await connectClient(cfg);
      const id = await createSweepSchedule(
        client,
        {
          id: opts.id,
          cron: opts.cron,
          timezone: opts.tz,
          overlap: opts.overlap,
          catchupWindow: opts.catchup,
          note: opts.note,
        },
        readSweep(opts.sweep, cfg.tasks.dirs),
      );
      console.log(`schedule ${id} created`);
      await client.connection.close();
    });
  schedule
    .command('list')
    .option('--json')
    .action(async (opts) => {
      const client = await connectClient(loadConfig());
      const all = await listSchedules(client);
      print(
        opts.json,
        all,
        () =>
          all
            .map(
              (s) =>
                `${s.id}\t${s.cron ?? ''}\t${s.timezone ?? ''}\t${s.paused ? 'paused' : 'active'}\tnext ${s.nextRuns[0] ?? '—'}`,
            )
            .join('\n') || 'no schedules',
      );
      await client.connection.close();
    });
  schedule
    .command('describe <id>')
    .option('--json')
    .action(async (id, opts) => {
      const client = await connectClient(loadConfig());
      const s = await describeSchedule(client, id);
      print(opts.json, s, () => JSON.stringify(s, null, 2));
      await client.connection.close();
    });
  for (const [name, what] of [
    ['pause', 'stop starting sweeps (running ones go on)'],
    ['unpause', 'start sweeps again'],
    ['trigger', 'start a sweep now (the overlap policy applies)'],
    ['delete', 'remove the schedule (running sweeps go on)'],
  ] as const) {
    schedule
      .command(`${name} <id>`)
      .description(what)
      .option('--note <text>')
      .action(async (id, opts) => {
        const client = await connectClient(loadConfig());
        const h = client.schedule.getHandle(id);
        if (name === 'pause') await h.pause(opts.note);
        else if (name === 'unpause') await h.unpause(opts.note);
        else if (name === 'trigger') await triggerSchedule(client, id);
        else await h.delete();
        console.log(`${name}: ${id}`);
        await client.connection.close();
      });
  }
}
