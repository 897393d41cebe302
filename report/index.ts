import fs from 'node:fs';
import path from 'node:path';
import type { ReportRef, RunStatus } from '../common/types';
import type { ResultRow } from '../results/store';
import { parseEvents } from '../common/events';
import { CodeHistory } from '../run/code-history';
import { readRefusals } from '../gateway/grading-log';
import { readObservations } from '../run/observations';
import { buildReport, renderMarkdown, type ReportArtifacts } from './build';
import { renderHtml } from './html';
import { runVerdict } from '../common/verdict';
import { runManifest } from '../common/repro-manifest';
import { bestRoute, RestatementSchema, type Restatement } from '../common/report-schema';
import { answeringModel } from '../common/llm-usage';
import { readLedger } from '../gateway/llm/ledger';
import { parseTrainingMetrics, thinMetrics } from '../common/training-metrics';
import { runPaths } from '../common/run-paths';

export function resultRow(status: RunStatus, report: string | null): ResultRow {
  const start = status.meta.start_time;
  const end = status.meta.end_time;
  const { verdict, cause } = runVerdict(status);
  const manifest = runManifest(status);
  return {
    run_id: status.runId,
    timestamp: start ? new Date(start * 1000).toISOString() : new Date().toISOString(),
    task: status.spec.task,
    agent: status.spec.agent,
    driver_model: answeringModel(status.llm) ?? status.resolved?.driver ?? status.spec.driver ?? 'unknown',
    base_model: status.resolved?.baseModel ?? status.spec.baseModel ?? '',
    baseline: status.baseline?.score ?? null,
    best_score: status.best?.score ?? 0,
    improvement: status.best?.improvement ?? null,
    submissions: status.submissions.length,
    duration_s: start && end ? Math.round(end - start) : 0,
    success: status.agent.exit?.exitCode === 0 && status.agent.stoppedBy === null,
    workspace: status.workspace?.workspaceDir ?? status.resolved?.runDir ?? '',
    phase: status.error ? 'failed' : 'done',
    sweep: status.spec.sweep ?? null,
    report,
    verdict,
    verdict_cause: cause,
    llm_cost_usd: status.llm?.cost_usd ?? null,
    llm_tokens: status.llm ? status.llm.input_tokens + status.llm.output_tokens : null,
    manifest: manifest ? JSON.stringify(manifest) : null,
    best_se: status.best?.uncertainty?.se ?? null,
    best_ci_low: status.best?.uncertainty?.ci[0] ?? null,
    best_ci_high: status.best?.uncertainty?.ci[1] ?? null,
    protocol: status.resolved?.protocol ?? 'reference',
    sealed_score: status.sealed?.score ?? null,
    sealed_ci_low: status.sealed?.uncertainty?.ci[0] ?? null,
    sealed_ci_high: status.sealed?.uncertainty?.ci[1] ?? null,
    sealed_baseline: status.sealed?.baseline ?? null,
    optimism_gap: status.sealed?.gap ?? null,
    restatement: null,
    restated_evaluator: null,
    restated_best: null,
    restated_sealed: null,
  };
}

/** The run's restatements (`a2rl regrade`), oldest first: <runDir>/report/restatements/<regrade id>.json. */
export function readRestatements(runDir: string): Restatement[] {
  const dir = runPaths(runDir).restatements;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      const r = RestatementSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
      return r.success ? [r.data] : [];
    })
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** Reads what the report needs besides the workflow state: code history, logs, events. */
export async function collectArtifacts(status: RunStatus, runDir: string): Promise<ReportArtifacts> {
  const hp = runPaths(runDir);
  const code = new CodeHistory(runDir, path.join(hp.workspace, 'code'));
  const revisions = await code.revisions();
  const codeAt: ReportArtifacts['codeAt'] = {};
  const shas = new Set(
    [...status.submissions.map((s) => s.code_revision), revisions[revisions.length - 1]?.sha].filter((s): s is string =>
      Boolean(s),
    ),
  );
  for (const sha of shas) {
    codeAt[sha] = {};
    for (const file of await code.filesAt(sha).catch(() => [])) {
      const text = await code.show(sha, file);
      if (text !== null && text.length < 200_000) codeAt[sha][file] = text;
    }
  }
  const first = status.submissions.find((s) => s.code_revision)?.code_revision ?? null;
  const best = status.best?.code_revision ?? null;
  const events = fs.existsSync(hp.events) ? parseEvents(fs.readFileSync(hp.events, 'utf8')).events : [];
  return {
    agentLog: hp.agentLog,
    logTail: fs.existsSync(hp.agentLog) ? tail(hp.agentLog, 64 * 1024) : '',
    revisions,
    codeAt,
    diffFirstToBest: first && best && first !== best ? await code.diff(first, best) : null,
    events,
    llmCalls: readLedger(runPaths(runDir).llmCalls),
    training: status.resolved?.agent.pipeline ? readTrainingMetrics(hp.trainingMetrics) : null,
    attempts: {
      refusals: Object.fromEntries(readRefusals(runDir)),
      observations: readObservations(runDir),
      commands: [
        ...events.flatMap((e) => (e.type === 'tool_call' && e.command ? [e.command] : [])),
        ...shellTrace(hp.agentLog),
      ],
    },
    restatements: readRestatements(runDir),
  };
}

/** Points a report keeps of a long pipeline's curves (report.json stays small; the file has them all). */
const MAX_CHART_POINTS = 2000;

/** A reference pipeline's curves (written by the GPU worker as its jobs report); null before its first point. */
function readTrainingMetrics(file: string): ReportArtifacts['training'] {
  if (!fs.existsSync(file)) return null;
  const { metrics, invalid } = parseTrainingMetrics(fs.readFileSync(file, 'utf8'));
  return { file, metrics: thinMetrics(metrics, MAX_CHART_POINTS), invalid };
}

/** The commands a script agent traced ("+ cmd" lines of `set -x`), from the first and last MiB of its log. */
function shellTrace(agentLog: string): string[] {
  if (!fs.existsSync(agentLog)) return [];
  const size = fs.statSync(agentLog).size;
  const text =
    size <= 2 * 1024 ** 2
      ? fs.readFileSync(agentLog, 'utf8')
      : `${head(agentLog, 1024 ** 2)}\n${tail(agentLog, 1024 ** 2)}`;
  return text
    .split('\n')
    .filter((l) => /^\++ \S/.test(l))
    .map((l) => l.replace(/^\++ /, ''));
}

function head(file: string, bytes: number): string {
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    return buf.subarray(0, fs.readSync(fd, buf, 0, bytes, 0)).toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

function tail(file: string, bytes: number): string {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const buf = Buffer.alloc(Math.min(bytes, size));
    fs.readSync(fd, buf, 0, buf.length, size - buf.length);
    return buf.toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes report.{json,md,html} (and the state they came from) into <runDir>/report. */
export async function writeReportFiles(status: RunStatus, runDir: string): Promise<ReportRef> {
  const files = runPaths(runDir);
  const dir = files.report;
  fs.mkdirSync(dir, { recursive: true });
  const final = { ...status, phase: status.error ? ('failed' as const) : ('done' as const) };
  // Every recorded submission is tagged, also those the gateway answered before their score (wait: false).
  const code = new CodeHistory(runDir, path.join(files.workspace, 'code'));
  for (const s of status.submissions)
    if (s.code_revision) await code.tag(s.code_revision, `submission-${s.submission_id}`).catch(() => undefined);
  const report = buildReport(final, await collectArtifacts(final, runDir));
  const ref: ReportRef = {
    dir,
    json: files.reportJson,
    markdown: files.reportMarkdown,
    bestRoute: bestRoute(report),
    budgetCurve: report.budget_curve,
  };
  // The state is kept, so `a2rl report --rebuild` needs neither Temporal nor the workers.
  fs.writeFileSync(files.reportState, JSON.stringify(status, null, 2) + '\n');
  fs.writeFileSync(ref.json, JSON.stringify(report, null, 2) + '\n');
  fs.writeFileSync(ref.markdown, renderMarkdown(report));
  fs.writeFileSync(files.reportHtml, renderHtml(report));
  fs.writeFileSync(files.scores, JSON.stringify(status.submissions, null, 2) + '\n');
  return ref;
}

/** Rebuilds a finished run's report from its artifacts alone. */
export async function rebuildReport(runDir: string): Promise<ReportRef> {
  const stateFile = runPaths(runDir).reportState;
  if (!fs.existsSync(stateFile)) throw new Error(`no ${stateFile}: the run has not written its report yet`);
  return writeReportFiles(JSON.parse(fs.readFileSync(stateFile, 'utf8')) as RunStatus, runDir);
}
