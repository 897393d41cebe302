import { engineNames, scoreWithInterval, type Report } from '../common/report-schema';
import type { Uncertainty } from '../common/submission';
import { axisLabel, trainingCurvesSvg } from './training-chart';
import { manifestRows } from '../common/repro-manifest';
import { esc } from './escape';

// report.html: one self-contained file (inline CSS and SVG, no script, nothing fetched), so it
// opens offline and can be mailed around.

const num = (v: number | null | undefined, d = 2) => (v === null || v === undefined ? '—' : v.toFixed(d));

const CSS = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:1100px;color:#1b1f24;padding:0 1rem}
h1{font-size:1.4rem;margin-bottom:.2rem} h2{font-size:1.1rem;margin-top:2rem;border-bottom:1px solid #ddd;padding-bottom:.2rem}
.meta{color:#555} .cards{display:flex;gap:1rem;flex-wrap:wrap;margin:1rem 0}
.card{border:1px solid #ddd;border-radius:6px;padding:.6rem 1rem;min-width:8rem} .card b{display:block;font-size:1.3rem}
table{border-collapse:collapse;width:100%;font-size:13px} th,td{border-bottom:1px solid #eee;padding:.3rem .5rem;text-align:left;vertical-align:top}
.failed{color:#b42318} .scored{color:#067647} .diag li{margin:.3rem 0}
.routes{display:flex;align-items:center;gap:.5rem;flex-wrap:wrap} .route{border:2px solid #3b5bdb;border-radius:6px;padding:.4rem .8rem;text-align:center}
.route small{display:block;color:#555} .arrow{font-size:1.4rem;color:#3b5bdb}
pre{background:#f6f8fa;padding:.8rem;overflow:auto;font-size:12px;max-height:40rem} .add{color:#067647} .del{color:#b42318}
svg text{font-size:11px;fill:#444}`;

function chart(r: Report): string {
  const W = 1000;
  const H = 320;
  const L = 50;
  const R = 20;
  const T = 20;
  const B = r.llm ? 96 : 70; // room for the timeline bands
  const start = r.run.start_time ?? 0;
  const end = Math.max(r.run.end_time ?? start + r.run.budget_s, start + 1);
  const scores = [r.baseline?.score ?? 0, ...r.submissions.map((s) => s.uncertainty?.ci[1] ?? s.score ?? 0)];
  const yMax = Math.max(10, Math.ceil(Math.max(...scores) / 10) * 10);
  const x = (t: number) => L + ((t - start) / (end - start)) * (W - L - R);
  const y = (v: number) => T + (1 - v / yMax) * (H - T - B);
  const ts = (iso: string) => Date.parse(iso) / 1000;
  const parts: string[] = [];
  for (let v = 0; v <= yMax; v += yMax / 5) {
    parts.push(
      `<line x1="${L}" x2="${W - R}" y1="${y(v)}" y2="${y(v)}" stroke="#eee"/><text x="${L - 6}" y="${y(v) + 4}" text-anchor="end">${v}</text>`,
    );
  }
  for (let i = 0; i <= 5; i++) {
    const t = start + ((end - start) * i) / 5;
    parts.push(`<text x="${x(t)}" y="${H - B + 16}" text-anchor="middle">${axisLabel(t - start, end - start)}</text>`);
  }
  if (r.baseline) {
    parts.push(
      `<line class="baseline" x1="${L}" x2="${W - R}" y1="${y(r.baseline.score)}" y2="${y(r.baseline.score)}" stroke="#888" stroke-dasharray="6 4"/><text x="${W - R}" y="${y(r.baseline.score) - 4}" text-anchor="end">baseline ${num(r.baseline.score)}</text>`,
    );
  }
  const scored = r.submissions.filter((s) => s.status === 'scored' && s.score !== null);
  if (scored.length > 1) {
    parts.push(
      `<polyline fill="none" stroke="#3b5bdb" stroke-width="2" points="${scored.map((s) => `${x(ts(s.timestamp))},${y(s.score!)}`).join(' ')}"/>`,
    );
  }
  for (const s of r.submissions) {
    const best = r.best?.submission_id === s.submission_id;
    const color = s.status === 'failed' ? '#b42318' : best ? '#f59f00' : '#3b5bdb';
    // The score's 95% interval over its items, as an error bar.
    if (s.uncertainty) {
      const [lo, hi] = s.uncertainty.ci.map(y);
      const cx = x(ts(s.timestamp));
      parts.push(
        `<path class="error-bar" data-id="${s.submission_id}" d="M${cx},${lo}V${hi}M${cx - 4},${lo}H${cx + 4}M${cx - 4},${hi}H${cx + 4}" stroke="${color}" stroke-opacity=".6"/>`,
      );
    }
    parts.push(
      `<circle class="submission-point" data-id="${s.submission_id}" cx="${x(ts(s.timestamp))}" cy="${y(s.score ?? 0)}" r="${best ? 7 : 5}" fill="${color}"><title>#${s.submission_id} ${esc(s.model_path)}: ${s.status === 'failed' ? 'failed' : esc(scoreWithInterval(s.score, s.uncertainty, 2))} (${s.route})</title></circle>`,
      `<text x="${x(ts(s.timestamp))}" y="${y(s.score ?? 0) - 10}" text-anchor="middle">#${s.submission_id}</text>`,
    );
  }
  // Timeline band: code revisions (ticks) and submissions (diamonds) over the same time axis.
  const band = H - B + 34;
  parts.push(
    `<line x1="${L}" x2="${W - R}" y1="${band}" y2="${band}" stroke="#ccc"/><text x="${L - 6}" y="${band + 4}" text-anchor="end">code</text>`,
  );
  for (const rev of r.code.revisions) {
    const t = Math.min(Math.max(ts(rev.time), start), end);
    parts.push(
      `<line class="revision-tick" x1="${x(t)}" x2="${x(t)}" y1="${band - 8}" y2="${band + 8}" stroke="#555" stroke-width="2"><title>${esc(rev.sha.slice(0, 10))} ${esc(rev.message)} ${esc(rev.tags.join(' '))}</title></line>`,
    );
  }
  // LLM band: calls per time slice (bar height), refusals in red.
  if (r.llm) {
    const llmBand = band + 26;
    const most = Math.max(1, ...r.llm.over_time.map((b) => b.calls + b.refused));
    parts.push(
      `<line x1="${L}" x2="${W - R}" y1="${llmBand}" y2="${llmBand}" stroke="#ccc"/><text x="${L - 6}" y="${llmBand + 4}" text-anchor="end">LLM</text>`,
    );
    for (const b of r.llm.over_time) {
      const h = 14 * ((b.calls + b.refused) / most);
      const w = Math.max(2, x(start + b.to_s) - x(start + b.from_s) - 1);
      parts.push(
        `<rect class="llm-calls" x="${x(start + b.from_s)}" y="${llmBand - h}" width="${w}" height="${h}" fill="${b.refused ? '#b42318' : '#7048e8'}"><title>${b.calls} calls, ${b.tokens} tokens, $${b.cost_usd.toFixed(4)}${b.refused ? `, ${b.refused} refused` : ''}</title></rect>`,
      );
    }
  }
  return `<svg id="score-chart" viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-label="score over time">${parts.join('')}</svg>`;
}

function trainingSection(r: Report): string {
  if (!r.training?.points.length) return '';
  const start = r.run.start_time ?? 0;
  const end = Math.max(r.run.end_time ?? start + r.run.budget_s, start + 1);
  const markers = r.submissions.map((s) => ({
    t: Date.parse(s.timestamp) / 1000,
    label: `#${s.submission_id}`,
    title: `#${s.submission_id}: ${s.status === 'failed' ? 'failed' : num(s.score)}`,
  }));
  return `<h2>Training curves</h2>\n${trainingCurvesSvg(r.training.points, start, end, markers)}`;
}

function routeDiagram(r: Report): string {
  const stages: Array<{ route: string; ids: number[] }> = [];
  for (const s of r.submissions) {
    if (s.status === 'failed') continue;
    const last = stages[stages.length - 1];
    if (last && last.route === s.route) last.ids.push(s.submission_id);
    else stages.push({ route: s.route, ids: [s.submission_id] });
  }
  if (!stages.length) return '<p>No scored submission.</p>';
  return `<div id="route-diagram" class="routes">${stages
    .map(
      (st) =>
        `<div class="route"><b>${esc(st.route)}</b><small>submission${st.ids.length > 1 ? 's' : ''} ${st.ids.join(', ')}</small></div>`,
    )
    .join('<span class="arrow">→</span>')}</div>`;
}

function diff(text: string | null): string {
  if (!text) return '<p>No code change between the first submission and the best (or no code recorded).</p>';
  const lines = text.split('\n').map((l) => {
    const cls =
      l.startsWith('+') && !l.startsWith('+++') ? 'add' : l.startsWith('-') && !l.startsWith('---') ? 'del' : '';
    return cls ? `<span class="${cls}">${esc(l)}</span>` : esc(l);
  });
  return `<pre id="code-diff">${lines.join('\n')}</pre>`;
}

/** Re-scorings with later evaluators (`a2rl regrade`): before → after, with the evaluator versions. */
function restatementsHtml(r: Report): string {
  if (!r.restatements.length) return '';
  const best = (b: Report['restatements'][number]['best']['before']) =>
    b ? `${num(b.score)} (#${b.submission_id})` : '—';
  const rows = r.restatements
    .map(
      (x) =>
        `<tr><td>${esc(x.regrade_id)}</td><td><code>${esc(x.evaluator.before)}</code> → <code>${esc(x.evaluator.after)}</code></td>${
          x.skipped
            ? `<td colspan="3">not re-scored: ${esc(x.skipped)}</td>`
            : `<td>${num(x.baseline.before)} → ${num(x.baseline.after)}</td><td>${best(x.best.before)} → ${best(x.best.after)}</td><td>${x.sealed ? `${num(x.sealed.before)} → ${num(x.sealed.after)}` : '—'}</td>`
        }</tr>`,
    )
    .join('');
  return `<h2>Restatements</h2><p>Re-scored from the kept snapshots with a later evaluator; the scores above are as the run measured them.</p><table id="restatements"><tr><th>regrade</th><th>evaluator</th><th>baseline</th><th>best</th><th>sealed</th></tr>${rows}</table>`;
}

/** Under a card's score: its standard error and 95% interval. */
const cardInterval = (u: Uncertainty | null | undefined) =>
  u ? `<small class="interval">± ${num(u.se)} · 95% ${num(u.ci[0], 1)}–${num(u.ci[1], 1)}</small>` : '';

export function renderHtml(r: Report): string {
  const rows = r.submissions
    .map(
      (s) =>
        `<tr><td>${s.submission_id}</td><td>${esc(s.timestamp)}</td><td><code>${esc(s.model_path)}</code></td><td class="${s.status}">${s.status}${s.copy_of_base_model ? ' (copy of base model)' : ''}</td><td>${num(s.score)}</td><td>${s.uncertainty ? `${num(s.uncertainty.ci[0], 1)}–${num(s.uncertainty.ci[1], 1)}` : '—'}</td><td>${num(s.improvement)}</td><td>${esc(s.route)}</td><td>${s.code_revision ? `<code>${esc(s.code_revision.slice(0, 10))}</code>` : '—'}</td><td>${num(s.eval_seconds, 1)}</td><td>${esc(s.error ?? '')}</td></tr>`,
    )
    .join('');
  const metrics = Object.entries(r.metrics)
    .map(
      ([k, v]) =>
        `<tr><td>${esc(k)}</td><td>${Array.isArray(v) ? v.map((x) => num(x)).join(', ') : v === null ? '—' : typeof v === 'number' ? Number(v.toFixed(4)) : esc(v)}</td></tr>`,
    )
    .join('');
  const usage = r.usage.length
    ? `<h2>Tokens</h2><table id="usage"><tr><th>model</th><th>input</th><th>output</th><th>cost (USD)</th></tr>${r.usage.map((u) => `<tr><td>${esc(u.model)}</td><td>${u.input_tokens}</td><td>${u.output_tokens}</td><td>${num(u.cost_usd, 4)}</td></tr>`).join('')}</table>`
    : '';
  const llm = r.llm
    ? `<h2>LLM usage</h2><p id="llm-totals">${r.llm.totals.calls} calls (${r.llm.totals.streamed} streamed), ${r.llm.totals.input_tokens + r.llm.totals.output_tokens} tokens, <b>$${r.llm.totals.cost_usd.toFixed(4)}</b>${r.llm.totals.refused ? `, ${r.llm.totals.refused} refused` : ''}${r.llm.stopped_by_limit ? ` · stopped: ${esc(r.llm.stopped_by_limit)}` : ''} · prices: ${esc(r.llm.price_table)}</p><table id="llm"><tr><th>model</th><th>calls</th><th>input</th><th>cached</th><th>output</th><th>cost (USD)</th></tr>${r.llm.by_model.map((m) => `<tr><td>${esc(m.model)}</td><td>${m.calls}</td><td>${m.input_tokens}</td><td>${m.cache_read_tokens}</td><td>${m.output_tokens}</td><td>${num(m.cost_usd, 4)}</td></tr>`).join('')}</table>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Run report ${esc(r.run.run_id)}</title><style>${CSS}</style></head>
<body>
<h1>Run report: ${esc(r.run.run_id)}</h1>
<div class="meta">${esc(r.run.task)} (level ${esc(r.run.task_level ?? '?')}) · agent ${esc(r.run.agent)} · driver ${esc(r.run.driver ?? '—')} · base model ${esc(r.run.base_model ?? '—')} · budget ${r.run.budget_s} s · ${esc(r.run.phase)}${engineNames(
    [r.baseline?.engine, ...r.submissions.map((s) => s.engine)],
  )
    .map((e) => ` · scored by ${esc(e)}`)
    .join('')}${r.run.resumed_from ? ` · resumed from ${esc(r.run.resumed_from)}` : ''}</div>
${r.verdict ? `<p id="verdict" class="${r.verdict.verdict === 'completed' ? 'scored' : 'failed'}"><b>Verdict:</b> ${esc(r.verdict.verdict)} — ${esc(r.verdict.cause)}</p>` : ''}
${r.verdict?.resume ? `<p id="resume">The harness failed this run: it is not scored on a leaderboard. Continue it with <code>${esc(r.verdict.resume)}</code>.</p>` : ''}
${r.run.error ? `<p class="failed"><b>Error:</b> ${esc(r.run.error)}</p>` : ''}
<div class="cards">
<div class="card">baseline<b>${num(r.baseline?.score)}</b>${cardInterval(r.baseline?.uncertainty)}</div>
<div class="card">best<b>${num(r.best?.score)}</b>${cardInterval(r.best?.uncertainty)}</div>
${r.protocol === 'sealed' ? `<div class="card" id="sealed-score">sealed score<b>${num(r.sealed?.score)}</b>${cardInterval(r.sealed?.uncertainty)}<small>final #${r.sealed?.submission_id ?? '—'} · gap ${num(r.sealed?.gap)}</small></div>` : '<div class="card" id="protocol">protocol<b>reference</b></div>'}
<div class="card">improvement<b>${r.improvement === null ? '—' : (r.improvement >= 0 ? '+' : '') + r.improvement.toFixed(2)}</b></div>
<div class="card">submissions<b>${r.submissions.length}</b></div>
<div class="card">budget used<b>${r.metrics.time_used_ratio === null ? '—' : Math.round(r.metrics.time_used_ratio * 100) + '%'}</b></div>
<div class="card">working time<b>${r.timing.working_time_s === null ? '—' : `${r.timing.working_time_s} s`}</b></div>
${r.llm ? `<div class="card">LLM cost<b>$${r.llm.totals.cost_usd.toFixed(2)}</b></div>` : ''}
</div>
<h2>Score over time</h2>
${chart(r)}
${trainingSection(r)}
<h2>Training route</h2>
${routeDiagram(r)}
${r.data_used.length ? `<p>Data used: ${r.data_used.map((d) => `<code>${esc(d)}</code>`).join(', ')}</p>` : ''}
<h2>Diagnosis</h2>
${r.diagnosis.length ? `<ul id="diagnosis" class="diag">${r.diagnosis.map((d) => `<li><b>${esc(d.code)}</b>: ${esc(d.evidence)}</li>`).join('')}</ul>` : '<p id="diagnosis">No problems found.</p>'}
<h2>Submissions</h2>
<table id="submissions"><tr><th>#</th><th>time</th><th>model_path</th><th>status</th><th>score</th><th>95% interval</th><th>improvement</th><th>route</th><th>code</th><th>eval s</th><th>error</th></tr>${rows}</table>
${restatementsHtml(r)}
<h2>Code: first submission → best</h2>
${diff(r.code.diff_first_to_best)}
<p>${r.code.revisions.length} code revision(s) recorded.</p>
${llm}
${usage}
<h2>Metrics</h2>
<table id="metrics">${metrics}</table>
${
  r.manifest
    ? `<h2>Reproducibility</h2><table id="manifest">${manifestRows(r.manifest)
        .map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`)
        .join('')}</table>`
    : ''
}
<h2>Agent</h2>
<p>${esc(r.agent.status)}${r.agent.stopped_by ? ` (stopped by ${esc(r.agent.stopped_by)})` : ''}, exit code ${esc(r.agent.exit_code ?? '—')}${r.agent.oom_killed ? ', out of memory' : ''}${r.agent.oom_kills ? `, ${r.agent.oom_kills} process(es) killed for memory` : ''}; re-attached ${r.agent.reattached} time(s), restarted ${r.agent.restarts} time(s). Log: <code>${esc(r.artifacts.agent_log)}</code></p>
<p class="meta">Generated ${esc(r.generated_at)} · ${esc(r.schema)}</p>
</body></html>
`;
}
