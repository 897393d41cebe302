import type { CodeRevision } from '../run/code-history';
import { trainingCommandBefore, usageByModel, type AgentEvent } from '../common/events';
import {
  REPORT_SCHEMA_VERSION,
  ReportSchema,
  engineNames,
  type Report,
  type Restatement,
} from '../common/report-schema';
import type { Uncertainty } from '../common/submission';
import type { RunStatus } from '../common/types';
import { resumeCommand, runVerdict } from '../common/verdict';
import { dataUsed, detectRoute, diagnose, type AttemptEvidence } from './analysis';
import { budgetCurve } from './budget-curve';
import { computeMetrics } from './metrics';
import { llmReport } from './llm';
import { answeringModel, type LlmCall } from '../common/llm-usage';
import { workingSeconds } from '../common/clocks';
import { manifestRows, runManifest } from '../common/repro-manifest';
import type { TrainingMetric } from '../common/training-metrics';

/** What the report reads besides the workflow state (collected by the report activity). */
export interface ReportArtifacts {
  agentLog: string;
  /** The last lines of the agent's log. */
  logTail: string;
  revisions: CodeRevision[];
  /** The code files at each revision a submission names (sha → file → text). */
  codeAt: Record<string, Record<string, string>>;
  diffFirstToBest: string | null;
  events: AgentEvent[];
  /** The LLM gateway's ledger of the run. */
  llmCalls?: LlmCall[];
  /** A reference pipeline's curves, read from its metrics file. */
  training?: { file: string; metrics: TrainingMetric[]; invalid: number } | null;
  /** What the harness recorded of attempts on it (refusals, walls hit, commands). */
  attempts?: AttemptEvidence;
  /** Re-scorings of the run with later evaluators (`a2rl regrade`), oldest first. */
  restatements?: Restatement[];
  now?: Date;
}

/** report.json from the workflow's final state and the run's artifacts. Pure. */
export function buildReport(status: RunStatus, opts: ReportArtifacts): Report {
  const subs = status.submissions;
  const copy = (s: (typeof subs)[number]) => s.base_copy !== undefined && s.base_copy !== null;
  const pipeline = status.resolved?.agent.pipeline;
  const routeOf = (s: (typeof subs)[number]) => {
    // A reference agent has no code: its route is the pipeline step that wrote the checkpoint.
    if (pipeline) {
      const grpo = /\/iter-\d+\//.test(s.resolved_path);
      return detectRoute({}, [
        `reference pipeline: ${grpo ? (pipeline.route === 'sft+grpo' ? 'sft, then grpo' : 'grpo') : 'sft'}`,
      ]);
    }
    const commands = opts.events.length
      ? [trainingCommandBefore(opts.events, s.timestamp)].filter((c): c is string => c !== null)
      : [];
    return detectRoute(s.code_revision ? (opts.codeAt[s.code_revision] ?? {}) : {}, commands);
  };
  const finalCode = opts.revisions.length ? (opts.codeAt[opts.revisions[opts.revisions.length - 1].sha] ?? {}) : {};
  const rel = (iso: string | undefined) =>
    iso && status.meta.start_time !== null ? Math.trunc(Date.parse(iso) / 1000 - status.meta.start_time) : null;
  const verdict = runVerdict(status);
  const report: Report = {
    schema: REPORT_SCHEMA_VERSION,
    generated_at: (opts.now ?? new Date()).toISOString(),
    verdict: {
      verdict: verdict.verdict,
      cause: verdict.cause,
      resume: verdict.verdict === 'harness-error' ? resumeCommand(status.runId) : null,
    },
    run: {
      run_id: status.runId,
      task: status.spec.task,
      task_level: status.resolved?.task.level ?? null,
      agent: status.spec.agent,
      driver: answeringModel(status.llm) ?? status.resolved?.driver ?? status.spec.driver ?? null,
      driver_requested: status.resolved?.driver ?? status.spec.driver ?? null,
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
      ? {
          score: status.baseline.score,
          cached: status.baseline.cached,
          evaluator_version: status.baseline.evaluatorVersion,
          judge_model: status.baseline.judge_model ?? null,
          engine: status.baseline.engine ?? null,
          uncertainty: status.baseline.uncertainty ?? null,
        }
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
      copy_of_base_model: copy(s),
      base_copy_differing_bytes: s.base_copy?.differing_bytes ?? null,
      code_revision: s.code_revision ?? null,
      ...(() => {
        const r = routeOf(s);
        return {
          route: r.route,
          methods: r.methods,
          route_evidence: r.evidence as Record<string, Array<{ file: string; line: number; text: string }>>,
        };
      })(),
      training_command: opts.events.length ? trainingCommandBefore(opts.events, s.timestamp) : null,
      judge_model: typeof s.accuracy_summary?.judge_model === 'string' ? s.accuracy_summary.judge_model : null,
      engine: s.engine ?? null,
      uncertainty: s.uncertainty ?? null,
    })),
    best: status.best
      ? {
          submission_id: status.best.submission_id,
          score: status.best.score ?? 0,
          model_path: status.best.model_path,
          uncertainty: status.best.uncertainty ?? null,
        }
      : null,
    improvement: status.best?.improvement ?? null,
    protocol: status.resolved?.protocol ?? 'reference',
    sealed: status.sealed ?? null,
    restatements: opts.restatements ?? [],
    budget_curve: budgetCurve(status, opts.llmCalls ?? []),
    metrics: computeMetrics({
      scores: subs.map((s) => ({ score: s.score, timestamp: s.timestamp, copy: copy(s) })),
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
      oom_kills: status.agent.exit?.oomKills ?? 0,
      reattached: status.agent.exit?.reattached ?? 0,
      restarts: status.agent.exit?.restarts ?? 0,
      error: status.agent.exit?.error ?? null,
    },
    artifacts: {
      run_dir: status.resolved?.runDir ?? '',
      agent_log: opts.agentLog,
      workspace: status.workspace?.workspaceDir ?? null,
    },
    timing: {
      to_first_valid_s: rel(subs.find((s) => (s.score ?? 0) > 0)?.timestamp),
      to_best_s: rel(status.best?.timestamp),
      budget_used_s:
        status.meta.start_time !== null && status.meta.end_time !== null
          ? status.meta.end_time - status.meta.start_time
          : null,
      working_time_s:
        status.meta.start_time !== null && status.meta.end_time !== null
          ? Math.round(workingSeconds(status.meta, status.meta.end_time))
          : null,
      paused_s: status.meta.start_time !== null ? Math.round(status.meta.paused_s ?? 0) : null,
    },
    data_used: dataUsed(finalCode),
    diagnosis: [],
    code: { revisions: opts.revisions, diff_first_to_best: opts.diffFirstToBest },
    usage: usageByModel(opts.events),
    llm: llmReport(status, opts.llmCalls ?? []),
    manifest: runManifest(status),
    training: opts.training
      ? { metrics_file: opts.training.file, points: opts.training.metrics, invalid_lines: opts.training.invalid }
      : null,
    attempts: opts.attempts
      ? { refusals: opts.attempts.refusals as Record<string, number>, observations: opts.attempts.observations }
      : null,
  };
  report.diagnosis = diagnose({
    submissions: report.submissions,
    best: report.best,
    agent: report.agent,
    logTail: opts.logTail,
    attempts: opts.attempts,
  });
  return ReportSchema.parse(report);
}

const fmt = (v: number | null | undefined, digits = 2) => (v === null || v === undefined ? '—' : v.toFixed(digits));

/** The LLM section of report.md: the gateway's metering, per model, against the run's limits. */
function llmMarkdown(llm: NonNullable<Report['llm']>): string[] {
  const t = llm.totals;
  const lines = ["## LLM usage (metered by the run's gateway)", ''];
  lines.push(
    `- Calls: ${t.calls} (${t.streamed} streamed)${
      t.refused
        ? `, ${t.refused} refused (${Object.entries(llm.refusals)
            .map(([k, v]) => `${k}: ${v}`)
            .join(', ')})`
        : ''
    }${t.upstream_errors ? `, ${t.upstream_errors} provider errors` : ''}${t.interrupted ? `, ${t.interrupted} interrupted` : ''}`,
  );
  lines.push(`- Tokens: ${t.input_tokens} in (${t.cache_read_tokens} cached), ${t.output_tokens} out`);
  lines.push(
    `- Cost: $${t.cost_usd.toFixed(4)}${t.unpriced_calls ? ` (+${t.unpriced_calls} calls the price table has no price for)` : ''}, prices from ${llm.price_table}`,
  );
  const lim = [
    llm.limits.tokens !== null && `${llm.limits.tokens} tokens`,
    llm.limits.cost_usd !== null && `$${llm.limits.cost_usd}`,
    llm.limits.llm_requests !== null && `${llm.limits.llm_requests} requests`,
  ].filter(Boolean);
  lines.push(
    `- Limits: ${lim.length ? lim.join(', ') : 'none'}; models allowed: ${llm.limits.models.join(', ')}${llm.stopped_by_limit ? `. Stopped: ${llm.stopped_by_limit}` : ''}`,
  );
  lines.push('', '| model | calls | input | cached | output | cost (USD) |', '|---|---|---|---|---|---|');
  for (const m of llm.by_model)
    lines.push(
      `| ${m.model} | ${m.calls} | ${m.input_tokens} | ${m.cache_read_tokens} | ${m.output_tokens} | ${m.cost_usd.toFixed(4)} |`,
    );
  lines.push('');
  return lines;
}

const signed = (v: number | null) => (v === null ? '—' : (v >= 0 ? '+' : '') + v.toFixed(2));

/** The run's protocol and, under the sealed one, its sealed score beside the feedback best. */
function protocolLines(r: Report): string[] {
  if (r.protocol === 'reference')
    return ['- Protocol: reference (the best submission on the whole held-out set, as the reference harness ranks)'];
  const s = r.sealed;
  if (!s) return ['- Protocol: sealed (no sealed score: the run ended before it)'];
  const chosen = {
    agent: 'designated by the agent',
    'best-feedback': 'its best on the feedback part',
    none: 'none scored',
  }[s.chosen_by];
  return [
    "- Protocol: sealed: the best above is on the feedback part, which answered the agent; the run's score is its final checkpoint on the sealed part",
    `- Final checkpoint: ${s.submission_id === null ? '—' : `submission ${s.submission_id}`} (${chosen}), ${fmt(s.feedback_score)} on feedback`,
    `- **Sealed score: ${fmt(s.score)}**${interval(s.uncertainty)}; sealed baseline ${fmt(s.baseline)}${interval(s.baseline_uncertainty)}; improvement ${signed(s.improvement)}`,
    `- Optimism gap (feedback best − sealed score): ${signed(s.gap)}`,
    ...(s.error ? [`- **Sealed score missing:** ${s.error}`] : []),
  ];
}

/** Each restatement: the evaluator versions, and the baseline, best, sealed and submissions' scores before → after. */
function restatementLines(restatements: Restatement[]): string[] {
  const lines: string[] = [];
  for (const x of restatements) {
    lines.push(`## Restatement ${x.regrade_id} (${x.at})`, '');
    lines.push(
      `Re-scored with evaluator \`${x.evaluator.after}\` (the run was scored by \`${x.evaluator.before}\`); the scores above are as the run measured them.`,
      '',
    );
    if (x.skipped) {
      lines.push(`Not re-scored: ${x.skipped}`, '');
      continue;
    }
    const best = (b: Restatement['best']['before']) => (b ? `${fmt(b.score)} (submission ${b.submission_id})` : '—');
    lines.push(
      `- Baseline: ${fmt(x.baseline.before)} → ${fmt(x.baseline.after)}`,
      `- Best: ${best(x.best.before)} → ${best(x.best.after)}`,
    );
    if (x.sealed)
      lines.push(
        `- Sealed score: ${fmt(x.sealed.before)} → ${fmt(x.sealed.after)}${x.sealed.error ? ` (${x.sealed.error})` : ''}`,
      );
    lines.push('', '| # | before | after | note |', '|---|---|---|---|');
    for (const s of x.submissions)
      lines.push(
        `| ${s.submission_id} | ${fmt(s.before)} | ${fmt(s.after)} | ${s.kept ? (s.error ?? '') : 'snapshot no longer kept'} |`,
      );
    lines.push('');
  }
  return lines;
}

/** " ± 9.88 (95% interval 43.7–78.8 over 24 items, Wilson)": a score's uncertainty in words; empty without one. */
function interval(u: Uncertainty | null | undefined): string {
  if (!u) return '';
  const how = { wilson: 'Wilson', bootstrap: 'bootstrap over items', normal: "the evaluator's standard error" }[
    u.method
  ];
  return ` ± ${fmt(u.se)} (${Math.round(u.level * 100)}% interval ${fmt(u.ci[0], 1)}–${fmt(u.ci[1], 1)} over ${u.n} items, ${how})`;
}

export function renderMarkdown(r: Report): string {
  const lines: string[] = [];
  lines.push(`# Run report: ${r.run.run_id}`, '');
  lines.push(`| task | agent | driver | base model | budget | phase |`, `|---|---|---|---|---|---|`);
  lines.push(
    `| ${r.run.task} (level ${r.run.task_level ?? '?'}) | ${r.run.agent} | ${r.run.driver ?? '—'} | ${r.run.base_model ?? '—'} | ${r.run.budget_s} s | ${r.run.phase} |`,
    '',
  );
  if (r.run.resumed_from)
    lines.push(
      `Resumed from \`${r.run.resumed_from}\`, which had used ${r.run.budget_used_before_s} s of the budget.`,
      '',
    );
  if (r.verdict) {
    lines.push(`**Verdict:** ${r.verdict.verdict} — ${r.verdict.cause}`, '');
    if (r.verdict.resume)
      lines.push(
        `The harness failed this run: it is not scored on a leaderboard. Continue it with \`${r.verdict.resume}\`.`,
        '',
      );
  }
  if (r.run.error) lines.push(`**Error:** ${r.run.error}`, '');
  if (r.timing.budget_used_s !== null)
    lines.push(
      `**Clocks:** ${r.timing.budget_used_s} s of wall time, ${r.timing.working_time_s ?? '—'} s of working time (${r.timing.paused_s ?? 0} s waiting on its own evaluations or harness outages)`,
      '',
    );
  lines.push('## Scores', '');
  lines.push(
    `- Baseline: **${fmt(r.baseline?.score)}**${interval(r.baseline?.uncertainty)}${r.baseline?.cached ? ' (cached)' : ''}`,
  );
  lines.push(
    `- Best: **${fmt(r.best?.score)}**${interval(r.best?.uncertainty)}${r.best ? ` (submission ${r.best.submission_id}, \`${r.best.model_path}\`)` : ''}`,
  );
  lines.push(`- Improvement: **${signed(r.improvement)}**`);
  lines.push(...protocolLines(r));
  lines.push(`- Submissions: ${r.submissions.length}`);
  const judges = [
    ...new Set(
      [r.baseline?.judge_model, ...r.submissions.map((s) => s.judge_model)].filter((j): j is string => Boolean(j)),
    ),
  ];
  if (judges.length) lines.push(`- Judge: ${judges.map((j) => `\`${j}\``).join(', ')}`);
  const engines = engineNames([r.baseline?.engine, ...r.submissions.map((s) => s.engine)]);
  if (engines.length) lines.push(`- Inference engine: ${engines.join(', ')}`);
  lines.push('');
  if (r.submissions.length) {
    lines.push(
      '| # | time | model_path | status | score | 95% interval | improvement | eval s | error |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const s of r.submissions) {
      const err = s.error ? s.error.replace(/\|/g, '\\|').slice(0, 120) : '';
      lines.push(
        `| ${s.submission_id} | ${s.timestamp} | \`${s.model_path}\` | ${s.status}${s.copy_of_base_model ? ' (copy of base model)' : ''} | ${fmt(s.score)} | ${s.uncertainty ? `${fmt(s.uncertainty.ci[0], 1)}–${fmt(s.uncertainty.ci[1], 1)}` : '—'} | ${fmt(s.improvement)} | ${fmt(s.eval_seconds, 1)} | ${err} |`,
      );
    }
    lines.push('');
  }
  if (r.budget_curve.length) {
    lines.push(
      '### At smaller budgets',
      '',
      '| budget | seconds | best so far | improvement | LLM $ | GPU-hours |',
      '|---|---|---|---|---|---|',
    );
    for (const p of r.budget_curve)
      lines.push(
        `| ${p.fraction === 1 ? 'whole' : `${p.fraction * 100}%`} | ${p.at_s} | ${fmt(p.best)} | ${signed(p.improvement)} | ${p.cost_usd.toFixed(4)} | ${p.gpu_hours.toFixed(3)} |`,
      );
    lines.push('');
  }
  lines.push(...restatementLines(r.restatements));
  lines.push('## Diagnosis', '');
  if (r.diagnosis.length === 0) lines.push('No problems found.');
  for (const d of r.diagnosis) lines.push(`- **${d.code}**: ${d.evidence}`);
  lines.push('', '## Training route', '');
  for (const s of r.submissions)
    lines.push(
      `- #${s.submission_id}: **${s.route}**${s.methods.length > 1 ? ` (${s.methods.join(' → ')})` : ''}${s.code_revision ? ` at \`${s.code_revision.slice(0, 10)}\`` : ''}`,
    );
  if (r.data_used.length) lines.push('', `Data used: ${r.data_used.map((d) => `\`${d}\``).join(', ')}`);
  lines.push('', `Code revisions: ${r.code.revisions.length}`, '');
  if (r.usage.length) {
    lines.push(
      '## Tokens (as the CLI reported them)',
      '',
      '| model | input | output | cost (USD) |',
      '|---|---|---|---|',
    );
    for (const u of r.usage)
      lines.push(
        `| ${u.model} | ${u.input_tokens} | ${u.output_tokens} | ${u.cost_usd === null ? '—' : u.cost_usd.toFixed(4)} |`,
      );
    lines.push('');
  }
  if (r.llm) lines.push(...llmMarkdown(r.llm));
  lines.push('## Agent', '');
  lines.push(`- Status: ${r.agent.status}${r.agent.stopped_by ? ` (stopped by ${r.agent.stopped_by})` : ''}`);
  lines.push(
    `- Exit code: ${r.agent.exit_code ?? '—'}${r.agent.oom_killed ? ' (out of memory)' : ''}${r.agent.oom_kills ? `; ${r.agent.oom_kills} process(es) of the workspace killed for memory` : ''}`,
  );
  lines.push(`- Re-attached after worker restarts: ${r.agent.reattached}`);
  lines.push(`- Restarted to resume its session after it died: ${r.agent.restarts}`);
  if (r.agent.error) lines.push(`- Error: ${r.agent.error}`);
  lines.push('', '## Metrics', '', '| metric | value |', '|---|---|');
  for (const [k, v] of Object.entries(r.metrics)) {
    lines.push(
      `| ${k} | ${Array.isArray(v) ? v.map((x) => x.toFixed(2)).join(', ') : v === null ? '—' : typeof v === 'number' ? Number(v.toFixed(4)) : v} |`,
    );
  }
  if (r.manifest) {
    lines.push('', '## Reproducibility', '', '| | |', '|---|---|');
    for (const [k, v] of manifestRows(r.manifest)) lines.push(`| ${k} | ${v} |`);
  }
  lines.push(
    '',
    '## Artifacts',
    '',
    `- Run folder: \`${r.artifacts.run_dir}\``,
    `- Agent log: \`${r.artifacts.agent_log}\``,
    '',
  );
  return lines.join('\n');
}
