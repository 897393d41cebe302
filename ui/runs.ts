import type { Client } from '@temporalio/client';
import fs from 'node:fs';
import { z } from 'zod';
import { budgetLeft, clockView } from '../common/clocks';
import { ReportSchema, type Report } from '../common/report-schema';
import { SCHEDULED_BY, SEARCH_ATTRIBUTES } from '../common/search-attributes';
import { parseTrainingMetrics } from '../common/training-metrics';
import type { RunStatus } from '../common/types';
import { runVerdict } from '../common/verdict';
import { runStatus } from '../client/runs';
import type { ResultRow, ResultsStore } from '../results/store';
import { readLedger } from '../gateway/llm/ledger';
import { runPaths } from '../common/run-paths';

// What the dashboard shows of runs: the list from Temporal visibility (the run search attributes)
// and the results store (runs past Temporal's retention),
// and one run's live view from its status query and its folder on this host. Nothing of a run's
// workspace is served beyond what its report shows: no host paths, no workspace files.

/** Filter values are keywords: letters, digits and . _ : / @ - (nothing that can break out of a query). */
const keyword = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._:/@-]{1,200}$/, 'letters, digits and . _ : / @ - only');
const isoTime = z.iso.datetime({ offset: true });

export const RunFiltersSchema = z.object({
  task: keyword.optional(),
  agent: keyword.optional(),
  driver: keyword.optional(),
  baseModel: keyword.optional(),
  /** The run's phase (A2rlStatus): queued, agent, done, failed, … */
  status: keyword.optional(),
  verdict: keyword.optional(),
  sweep: keyword.optional(),
  schedule: keyword.optional(),
  since: isoTime.optional(),
  until: isoTime.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type RunFilters = z.infer<typeof RunFiltersSchema>;

const FILTER_ATTRIBUTES = {
  task: SEARCH_ATTRIBUTES.task,
  agent: SEARCH_ATTRIBUTES.agent,
  driver: SEARCH_ATTRIBUTES.driver,
  baseModel: SEARCH_ATTRIBUTES.baseModel,
  status: SEARCH_ATTRIBUTES.status,
  verdict: SEARCH_ATTRIBUTES.verdict,
  sweep: SEARCH_ATTRIBUTES.sweep,
  schedule: SEARCH_ATTRIBUTES.schedule,
} as const;

/** The visibility query of a filter (values already validated as keywords). */
export function runsQuery(f: RunFilters): string {
  const parts = ["WorkflowType = 'benchmarkRun'"];
  for (const [field, key] of Object.entries(FILTER_ATTRIBUTES)) {
    const value = f[field as keyof typeof FILTER_ATTRIBUTES];
    if (value) parts.push(`${key.name} = '${value}'`);
  }
  if (f.since) parts.push(`StartTime >= '${f.since}'`);
  if (f.until) parts.push(`StartTime <= '${f.until}'`);
  return parts.join(' AND ');
}

export interface RunRow {
  runId: string;
  /** Temporal's execution status: Running, Completed, Failed, Terminated, … */
  execution: string;
  task: string | null;
  agent: string | null;
  driver: string | null;
  baseModel: string | null;
  phase: string | null;
  verdict: string | null;
  best: number | null;
  costUsd: number | null;
  sweep: string | null;
  schedule: string | null;
  host: string | null;
  started: string;
  closed: string | null;
  /** Seconds of agent budget left (running runs only; null: not started or ended). */
  budgetLeft: number | null;
}

/**
 * Runs matching the filters, newest first: Temporal's (a running run's budget from its status
 * query), then the results store's runs that Temporal no longer holds (past the namespace's
 * retention), as execution `RECORDED`.
 */
export async function listRuns(
  client: Client,
  f: RunFilters,
  store: ResultsStore | null,
  now = Date.now(),
): Promise<RunRow[]> {
  const rows: RunRow[] = [];
  for await (const wf of client.workflow.list({ query: runsQuery(f) })) {
    const sa = wf.typedSearchAttributes;
    rows.push({
      runId: wf.workflowId,
      execution: wf.status.name,
      task: sa.get(SEARCH_ATTRIBUTES.task) ?? null,
      agent: sa.get(SEARCH_ATTRIBUTES.agent) ?? null,
      driver: sa.get(SEARCH_ATTRIBUTES.driver) ?? null,
      baseModel: sa.get(SEARCH_ATTRIBUTES.baseModel) ?? null,
      phase: sa.get(SEARCH_ATTRIBUTES.status) ?? null,
      verdict: sa.get(SEARCH_ATTRIBUTES.verdict) ?? null,
      best: sa.get(SEARCH_ATTRIBUTES.bestScore) ?? null,
      costUsd: sa.get(SEARCH_ATTRIBUTES.costUsd) ?? null,
      sweep: sa.get(SEARCH_ATTRIBUTES.sweep) ?? null,
      schedule: sa.get(SEARCH_ATTRIBUTES.schedule) ?? sa.get(SCHEDULED_BY) ?? null,
      host: sa.get(SEARCH_ATTRIBUTES.host) ?? null,
      started: wf.startTime.toISOString(),
      closed: wf.closeTime?.toISOString() ?? null,
      budgetLeft: null,
    });
    if (rows.length >= f.limit) break;
  }
  // Budget left needs the run's clocks: ask the running ones (a bounded number, in parallel).
  await Promise.all(
    rows
      .filter((r) => r.execution === 'RUNNING')
      .slice(0, 50)
      .map(async (r) => {
        const s = await runStatus(client, r.runId).catch(() => null);
        if (s?.meta.start_time != null) r.budgetLeft = budgetLeft(s.meta, now / 1000);
      }),
  );
  if (!store) return rows;
  const inTemporal = new Set(rows.map((r) => r.runId));
  const recorded = (await store.list({ task: f.task, agent: f.agent, sweep: f.sweep }))
    .filter((r) => !inTemporal.has(r.run_id) && recordedMatches(r, f))
    .map(recordedRow);
  return [...rows, ...recorded].sort((a, b) => b.started.localeCompare(a.started)).slice(0, f.limit);
}

/** The filters the store's query does not take, applied to its row. */
function recordedMatches(r: ResultRow, f: RunFilters): boolean {
  return (
    (!f.driver || r.driver_model === f.driver) &&
    (!f.baseModel || r.base_model === f.baseModel) &&
    (!f.status || r.phase === f.status) &&
    (!f.verdict || r.verdict === f.verdict) &&
    (!f.since || r.timestamp >= new Date(f.since).toISOString()) &&
    (!f.until || r.timestamp <= new Date(f.until).toISOString()) &&
    !f.schedule // the store does not record schedules
  );
}

function recordedRow(r: ResultRow): RunRow {
  return {
    runId: r.run_id,
    execution: 'RECORDED',
    task: r.task,
    agent: r.agent,
    driver: r.driver_model,
    baseModel: r.base_model,
    phase: r.phase,
    verdict: r.verdict,
    best: r.best_score,
    costUsd: r.llm_cost_usd,
    sweep: r.sweep,
    schedule: null,
    host: null,
    started: r.timestamp,
    closed: new Date(Date.parse(r.timestamp) + r.duration_s * 1000).toISOString(),
    budgetLeft: null,
  };
}

/** A run as the dashboard shows it: the status query less host paths, with its clocks now. */
export function runView(s: RunStatus, now = Date.now()) {
  const nowS = now / 1000;
  const started = s.meta.start_time;
  return {
    runId: s.runId,
    phase: s.phase,
    spec: {
      task: s.spec.task,
      agent: s.spec.agent,
      driver: s.spec.driver ?? null,
      seed: s.spec.seed,
      budget: s.spec.budget,
      limits: s.spec.limits,
    },
    baseModel: s.resolved?.baseModel ?? null,
    evaluatorVersion: s.resolved?.task.evaluatorVersion ?? null,
    workspace: s.workspace
      ? { backend: s.workspace.backend, hostId: s.workspace.hostId, image: s.workspace.image ?? null }
      : null,
    clocks: {
      ...clockView(s.meta, nowS),
      started: started === null ? null : new Date(started * 1000).toISOString(),
      ended: s.meta.end_time === null ? null : new Date(s.meta.end_time * 1000).toISOString(),
      budget_s: s.meta.timeout_s,
      budget_left_s: budgetLeft(s.meta, nowS),
    },
    baseline: s.baseline
      ? { score: s.baseline.score, cached: s.baseline.cached, uncertainty: s.baseline.uncertainty ?? null }
      : null,
    submissions: s.submissions.map((x) => ({
      submission_id: x.submission_id,
      timestamp: x.timestamp,
      model_path: x.model_path,
      digest: x.digest,
      code_revision: x.code_revision,
      status: x.status,
      score: x.score,
      uncertainty: x.uncertainty ?? null,
      improvement: x.improvement,
      elapsed_seconds: x.elapsed_seconds,
      error: x.error ?? null,
    })),
    best: s.best
      ? {
          submission_id: s.best.submission_id,
          score: s.best.score,
          improvement: s.best.improvement,
          uncertainty: s.best.uncertainty ?? null,
        }
      : null,
    protocol: s.resolved?.protocol ?? s.spec.protocol ?? null,
    sealed: s.sealed ?? null,
    agent: s.agent,
    llm: s.llm,
    stopRequested: s.stopRequested,
    limitReached: s.limitReached,
    submissionsOpen: s.submissionsOpen,
    error: s.error,
    verdict: s.phase === 'done' || s.phase === 'failed' ? runVerdict(s) : null,
    hasReport: s.report !== null,
    resumedFrom: s.resumedFrom,
  };
}
export type RunView = ReturnType<typeof runView>;

/** The run's folder on this host, when it is here (a run of another host shows its Temporal state only). */
export function localRunDir(s: RunStatus): string | null {
  const dir = s.workspace?.runDir ?? s.resolved?.runDir ?? null;
  return dir && fs.existsSync(dir) ? dir : null;
}

type UsagePoint = { ts: string; tokens: number; cost_usd: number };
const usageCache = new Map<string, { stamp: string; points: UsagePoint[] }>();

/**
 * LLM usage over time as the run's gateway metered it (its ledger, one line per call): cumulative
 * tokens and cost after each call. Read again only when the ledger changed.
 */
export function usageSeries(runDir: string): UsagePoint[] {
  const file = runPaths(runDir).llmCalls;
  if (!fs.existsSync(file)) return [];
  const st = fs.statSync(file);
  const stamp = `${st.size}:${st.mtimeMs}`;
  const cached = usageCache.get(file);
  if (cached?.stamp === stamp) return cached.points;
  let tokens = 0;
  let cost = 0;
  const points = readLedger(file)
    .sort((a, b) => a.time.localeCompare(b.time))
    .map((c) => ({
      ts: c.time,
      tokens: (tokens += c.input_tokens + c.output_tokens),
      cost_usd: (cost += c.cost_usd ?? 0),
    }));
  usageCache.set(file, { stamp, points });
  return points;
}

/** The curves of a training pipeline the run's agent runs (none: an empty list). */
export function trainingMetrics(runDir: string) {
  const file = runPaths(runDir).trainingMetrics;
  return fs.existsSync(file) ? parseTrainingMetrics(fs.readFileSync(file, 'utf8')).metrics : [];
}

/** What the page shows of the run's report once written: the diagnosis and the code revisions. */
export function reportSummary(
  s: RunStatus,
): (Pick<Report, 'diagnosis' | 'restatements'> & { revisions: Report['code']['revisions'] }) | null {
  const file = s.report?.json;
  if (!file || !fs.existsSync(file)) return null;
  const r = ReportSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  return r.success
    ? { diagnosis: r.data.diagnosis, revisions: r.data.code.revisions, restatements: r.data.restatements }
    : null;
}
