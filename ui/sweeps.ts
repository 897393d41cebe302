import type { Client } from '@temporalio/client';
import { leaderboard, leaderboardIntervals, routeFrequency } from '../report/leaderboard';
import { runManifests, runRoute } from '../sweep/runs';
import { sweepStatusQuery } from '../common/messages';
import { manifestDrift } from '../common/repro-manifest';
import { SCHEDULED_BY } from '../common/search-attributes';
import type { SweepStatus } from '../common/types';
import { outcomeVerdict } from '../common/verdict';

// The dashboard's sweeps: the list from Temporal visibility, and a sweep's leaderboard, routes and
// drift from its status query, computed as its report computes them, live or ended.

export interface SweepRow {
  sweepId: string;
  execution: string;
  schedule: string | null;
  started: string;
  closed: string | null;
}

export async function listSweeps(client: Client, limit = 200): Promise<SweepRow[]> {
  const rows: SweepRow[] = [];
  for await (const wf of client.workflow.list({ query: "WorkflowType = 'benchmarkSweep'" })) {
    rows.push({
      sweepId: wf.workflowId,
      execution: wf.status.name,
      schedule: (wf.typedSearchAttributes.get(SCHEDULED_BY) as string | undefined) ?? null,
      started: wf.startTime.toISOString(),
      closed: wf.closeTime?.toISOString() ?? null,
    });
    if (rows.length >= limit) break;
  }
  return rows;
}

/**
 * A sweep as its page shows it, live or ended: the leaderboard, routes and drift of the runs
 * ended so far; with `python`, the leaderboard's intervals over seeds and items (a2rl.stats).
 */
export async function sweepView(client: Client, sweepId: string, python?: string) {
  const s: SweepStatus = await client.workflow.getHandle(sweepId).query(sweepStatusQuery);
  const totals = python ? await leaderboardIntervals(python, s.results).catch(() => undefined) : undefined;
  const counted = s.results.filter((r) => outcomeVerdict(r).verdict !== 'harness-error');
  return {
    sweepId: s.sweepId,
    total: s.total,
    running: s.running,
    ended: s.results.length,
    leaderboard: leaderboard(s.results, totals),
    routes: routeFrequency(counted, runRoute),
    drift: manifestDrift(runManifests(s.results)),
    runs: s.results.map((r) => ({
      key: r.key,
      runId: r.runId,
      task: r.task,
      agent: r.agent,
      driver: r.driver,
      seed: r.seed,
      baseline: r.baseline,
      best: r.best,
      improvement: r.improvement,
      submissions: r.submissions,
      verdict: outcomeVerdict(r).verdict,
      route: runRoute(r),
    })),
  };
}
