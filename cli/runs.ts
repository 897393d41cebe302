import { ApplicationFailure, Client, WorkflowFailedError, WorkflowNotFoundError } from '@temporalio/client';
import { statusQuery } from '../common/messages';
import { budgetLeft, clockView, wallSeconds } from '../common/clocks';
import { formatDuration } from '../common/duration';
import type { UsageTotals } from '../common/llm-usage';
import type { RunOutcome, RunStatus } from '../common/types';
import { resumeCommand, runVerdict, type RunVerdict } from '../common/verdict';
import { print } from './output';

// How the CLI shows a run: its progress, its verdict, following it to its end.

const bar = (fraction: number, width = 24) => {
  const f = Math.min(1, Math.max(0, fraction));
  const full = Math.round(f * width);
  return `[${'#'.repeat(full)}${'.'.repeat(width - full)}]`;
};

/** Progress lines of a run: phase, budget, submissions, best score. */
export function renderProgress(s: RunStatus, nowMs = Date.now()): string[] {
  const lines = [`run ${s.runId}  ${s.spec.task} / ${s.spec.agent}  phase: ${s.phase}`];
  if (s.meta.start_time !== null) {
    const used = wallSeconds(s.meta, nowMs / 1000);
    const left = budgetLeft(s.meta, nowMs / 1000);
    lines.push(
      `budget ${bar(used / s.meta.timeout_s)} ${formatDuration(left)} left of ${formatDuration(s.meta.timeout_s)}`,
    );
    const { working_time_s, working_remaining } = clockView(s.meta, nowMs / 1000);
    const limit = working_remaining === null ? '' : `, ${formatDuration(working_remaining)} left of its limit`;
    lines.push(
      `working time ${formatDuration(working_time_s)} (evaluations waited on and harness outages not counted${limit})`,
    );
  } else {
    lines.push(`budget ${bar(0)} ${formatDuration(s.meta.timeout_s)} (starts with the agent)`);
  }
  if (s.llm) lines.push(`LLM ${usageLine(s.llm, s.spec.limits)}`);
  if (s.limitReached) lines.push(`stopping: ${s.limitReached.message}`);
  const base = s.baseline ? s.baseline.score.toFixed(2) + (s.baseline.cached ? ' (cached)' : '') : '…';
  const best = s.best
    ? `${(s.best.score ?? 0).toFixed(2)} (#${s.best.submission_id}, ${s.best.improvement! >= 0 ? '+' : ''}${s.best.improvement?.toFixed(2)})`
    : '—';
  const pending = s.submissions.filter((x) => x.status === 'queued' || x.status === 'evaluating').length;
  lines.push(
    `baseline ${base}   best ${best}   submissions ${s.submissions.length}${pending ? ` (${pending} evaluating)` : ''}`,
  );
  const last = s.submissions[s.submissions.length - 1];
  if (last) {
    const score = last.score === null ? last.status : last.score.toFixed(2);
    lines.push(
      `last #${last.submission_id} ${last.model_path}: ${score}${last.error ? `  error: ${last.error.slice(0, 80)}` : ''}`,
    );
  }
  if (s.phase === 'done' || s.phase === 'failed') lines.push(...verdictLines(s.runId, runVerdict(s)));
  return lines;
}

/** A finished run's verdict, and for one the harness failed, how to continue it. */
export function verdictLines(runId: string, v: RunVerdict): string[] {
  const lines = [`verdict ${v.verdict}: ${v.cause}`];
  if (v.verdict === 'harness-error')
    lines.push(`the harness failed this run; continue it with: ${resumeCommand(runId)}`);
  return lines;
}

/** Calls, tokens and cost so far, against the run's limits. */
function usageLine(t: UsageTotals, limits: RunStatus['spec']['limits']): string {
  const of = (limit: number | undefined, fmt: (n: number) => string) =>
    limit === undefined ? '' : ` of ${fmt(limit)}`;
  const tokens = t.input_tokens + t.output_tokens;
  const parts = [
    `${t.calls}${of(limits.llmRequests, String)} calls`,
    `${tokens}${of(limits.tokens, String)} tokens (${t.cache_read_tokens} cached)`,
    `$${t.cost_usd.toFixed(4)}${of(limits.costUsd, (n) => `$${n}`)}${t.unpriced_calls ? ` (+${t.unpriced_calls} calls without a price)` : ''}`,
  ];
  if (t.refused) parts.push(`${t.refused} refused`);
  if (t.upstream_errors) parts.push(`${t.upstream_errors} provider errors`);
  return parts.join(', ');
}

/** Follows a run until it ends, redrawing its progress; resolves with the outcome. */
export async function followRun(
  client: Client,
  runId: string,
  opts: { out?: NodeJS.WriteStream; intervalMs?: number; json?: boolean } = {},
): Promise<{ outcome: RunOutcome | null; error: string | null; status: RunStatus | null; verdict: RunVerdict | null }> {
  const out = opts.out ?? process.stdout;
  const handle = client.workflow.getHandle(runId);
  let drawn = 0;
  let lastText = '';
  let lastKey = '';
  let lastPrinted = 0;
  let status: RunStatus | null = null;
  const result = handle.result().then(
    (outcome: RunOutcome) => ({ outcome, error: null, failedOutcome: null }),
    (err: unknown) => ({ outcome: null, error: describeRunError(err), failedOutcome: failedRunOutcome(err) }),
  );
  let finished = false;
  void result.finally(() => (finished = true));
  while (!finished) {
    try {
      status = await handle.query(statusQuery);
      const lines = renderProgress(status);
      const text = lines.join('\n');
      if (opts.json) {
        if (text !== lastText)
          out.write(
            JSON.stringify({
              phase: status.phase,
              submissions: status.submissions.length,
              best: status.best?.score ?? null,
            }) + '\n',
          );
      } else if (out.isTTY) {
        if (drawn) out.write(`\x1b[${drawn}A`);
        out.write(lines.map((l) => `\x1b[2K${l}`).join('\n') + '\n');
        drawn = lines.length;
      } else {
        // Not a terminal (a log, CI): print on change of state, or every 30 s.
        const key = JSON.stringify([status.phase, status.submissions.map((x) => x.status), status.best?.score]);
        if (key !== lastKey || Date.now() - lastPrinted > 30_000) {
          out.write(text + '\n\n');
          lastKey = key;
          lastPrinted = Date.now();
        }
      }
      lastText = text;
    } catch {
      /* the workflow may not have started its first task yet */
    }
    await Promise.race([result, new Promise((r) => setTimeout(r, opts.intervalMs ?? 1000))]);
  }
  try {
    status = await handle.query(statusQuery);
  } catch {
    /* closed runs still answer queries while a worker is up; keep the last one otherwise */
  }
  const { failedOutcome, ...r } = await result;
  const ended = r.outcome ?? failedOutcome;
  const verdict = ended?.verdict
    ? { verdict: ended.verdict, cause: ended.verdictCause }
    : status && (status.phase === 'done' || status.phase === 'failed')
      ? runVerdict(status)
      : null;
  return { ...r, status, verdict };
}

/** Follows a run to its end (the CLI's --follow and watch), prints the outcome and exits with the run's status. */
export async function followAndExit(client: Client, runId: string, json: boolean): Promise<never> {
  const r = await followRun(client, runId, { json });
  const resume = r.verdict?.verdict === 'harness-error' ? resumeCommand(runId) : null;
  const failed = {
    error: r.error,
    ...(r.verdict ? { verdict: r.verdict.verdict, verdictCause: r.verdict.cause } : {}),
    ...(resume ? { resume } : {}),
  };
  print(json, r.outcome ? { ...r.outcome, ...(resume ? { resume } : {}) } : failed, () =>
    [
      r.error ? `run failed: ${r.error}` : `report: ${r.status?.report?.markdown}`,
      ...(r.verdict ? verdictLines(runId, r.verdict) : []),
    ].join('\n'),
  );
  process.exit(r.error ? 1 : 0);
}

/** The outcome a failed run carries in its RunFailed failure's details. */
function failedRunOutcome(err: unknown): RunOutcome | null {
  const cause = err instanceof WorkflowFailedError ? err.cause : null;
  return cause instanceof ApplicationFailure ? ((cause.details?.[0] as RunOutcome | undefined) ?? null) : null;
}

function describeRunError(err: unknown): string {
  if (err instanceof WorkflowFailedError) return err.cause?.message ?? err.message;
  if (err instanceof WorkflowNotFoundError) return `no such run: ${err.message}`;
  return (err as Error)?.message ?? String(err);
}
