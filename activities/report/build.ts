import { REPORT_SCHEMA_VERSION, ReportSchema, type Report } from '../../common/report-schema';
import type { RunStatus } from '../../common/types';
import { computeMetrics } from './metrics';

/** report.json from the workflow's final state; `copies` names digests equal to the base model's. */
export function buildReport(status: RunStatus, opts: { baseModelDigest: string | null; agentLog: string; now?: Date }): Report {
  const subs = status.submissions;
  const copy = (digest: string) => opts.baseModelDigest !== null && digest === opts.baseModelDigest;
  const report: Report = {
    schema: REPORT_SCHEMA_VERSION,
    generated_at: (opts.now ?? new Date()).toISOString(),
    run: {
      run_id: status.runId,
      task: status.spec.task,
      task_level: status.resolved?.task.level ?? null,
      agent: status.spec.agent,
      driver: status.resolved?.driver ?? status.spec.driver ?? null,
      base_model: status.resolved?.baseModel ?? status.spec.baseModel ?? null,
      budget_s: status.spec.budget,
      gpus: status.spec.gpus,
      seed: status.spec.seed,
      phase: status.phase,
      error: status.error,
      start_time: status.meta.start_time,
      end_time: status.meta.end_time,
      resumed_from: status.resumedFrom ?? null,
      budget_used_before_s: status.budgetUsedBefore ?? 0,
    },
    baseline: status.baseline
      ? { score: status.baseline.score, cached: status.baseline.cached, evaluator_version: status.baseline.evaluatorVersion }
      : null,
    submissions: subs.map((s) => ({
      submission_id: s.submission_id,
      timestamp: s.timestamp,
      model_path: s.model_path,
      resolved_path: s.resolved_path,
      digest: s.digest,
      status: s.status,
      score: s.score,
      improvement: s.improvement,
      elapsed_seconds: s.elapsed_seconds,
      eval_seconds: s.eval_seconds ?? null,
      error: s.error ?? null,
      copy_of_base_model: copy(s.digest),
    })),
    best: status.best ? { submission_id: status.best.submission_id, score: status.best.score ?? 0, model_path: status.best.model_path } : null,
    improvement: status.best?.improvement ?? null,
    metrics: computeMetrics({
      scores: subs.map((s) => ({ score: s.score, timestamp: s.timestamp, copy: copy(s.digest) })),
      baseline: status.baseline?.score ?? null,
      startTime: status.meta.start_time,
      endTime: status.meta.end_time,
      timeoutS: status.meta.timeout_s,
      lastSubmitTime: status.meta.last_submit_time,
    }),
    agent: {
      status: status.agent.status,
      stopped_by: status.agent.stoppedBy,
      exit_code: status.agent.exit?.exitCode ?? null,
      oom_killed: status.agent.exit?.oomKilled ?? false,
      reattached: status.agent.exit?.reattached ?? 0,
      error: status.agent.exit?.error ?? null,
    },
    artifacts: { run_dir: status.resolved?.runDir ?? '', agent_log: opts.agentLog, workspace: status.workspace?.workspaceDir ?? null },
  };
  return ReportSchema.parse(report);
}

const fmt = (v: number | null | undefined, digits = 2) => (v === null || v === undefined ? '—' : v.toFixed(digits));

export function renderMarkdown(r: Report): string {
  const lines: string[] = [];
  lines.push(`# Run report: ${r.run.run_id}`, '');
  lines.push(`| task | agent | driver | base model | budget | phase |`, `|---|---|---|---|---|---|`);
  lines.push(`| ${r.run.task} (level ${r.run.task_level ?? '?'}) | ${r.run.agent} | ${r.run.driver ?? '—'} | ${r.run.base_model ?? '—'} | ${r.run.budget_s} s | ${r.run.phase} |`, '');
  if (r.run.resumed_from) lines.push(`Resumed from \`${r.run.resumed_from}\`, which had used ${r.run.budget_used_before_s} s of the budget.`, '');
  if (r.run.error) lines.push(`**Error:** ${r.run.error}`, '');
  lines.push('## Scores', '');
  lines.push(`- Baseline: **${fmt(r.baseline?.score)}**${r.baseline?.cached ? ' (cached)' : ''}`);
  lines.push(`- Best: **${fmt(r.best?.score)}**${r.best ? ` (submission ${r.best.submission_id}, \`${r.best.model_path}\`)` : ''}`);
  lines.push(`- Improvement: **${r.improvement === null ? '—' : (r.improvement >= 0 ? '+' : '') + r.improvement.toFixed(2)}**`);
  lines.push(`- Submissions: ${r.submissions.length}`, '');
  if (r.submissions.length) {
    lines.push('| # | time | model_path | status | score | improvement | eval s | error |', '|---|---|---|---|---|---|---|---|');
    for (const s of r.submissions) {
      const err = s.error ? s.error.replace(/\|/g, '\\|').slice(0, 120) : '';
      lines.push(`| ${s.submission_id} | ${s.timestamp} | \`${s.model_path}\` | ${s.status}${s.copy_of_base_model ? ' (copy of base model)' : ''} | ${fmt(s.score)} | ${fmt(s.improvement)} | ${fmt(s.eval_seconds, 1)} | ${err} |`);
    }
    lines.push('');
  }
  lines.push('## Agent', '');
  lines.push(`- Status: ${r.agent.status}${r.agent.stopped_by ? ` (stopped by ${r.agent.stopped_by})` : ''}`);
  lines.push(`- Exit code: ${r.agent.exit_code ?? '—'}${r.agent.oom_killed ? ' (out of memory)' : ''}`);
  lines.push(`- Re-attached after worker restarts: ${r.agent.reattached}`);
  if (r.agent.error) lines.push(`- Error: ${r.agent.error}`);
  lines.push('', '## Metrics', '', '| metric | value |', '|---|---|');
  for (const [k, v] of Object.entries(r.metrics)) {
    lines.push(`| ${k} | ${Array.isArray(v) ? v.map((x) => x.toFixed(2)).join(', ') : v === null ? '—' : typeof v === 'number' ? Number(v.toFixed(4)) : v} |`);
  }
  lines.push('', '## Artifacts', '', `- Run folder: \`${r.artifacts.run_dir}\``, `- Agent log: \`${r.artifacts.agent_log}\``, '');
  return lines.join('\n');
}
