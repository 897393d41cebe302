import type { SweepRunResult } from '../common/types';
import { VERDICTS } from '../common/report-schema';
import { outcomeVerdict } from '../common/verdict';
import type { LeaderboardRow } from '../results/schema';
import { harnessErrors, usd } from './leaderboard';
import { esc } from './escape';

// sweep.html: the leaderboard as the paper tabulates it, a chart per task (mean improvement with
// its standard error, per agent × driver), and how often each training route won, per agent
// and driver. Self-contained like report.html.

const f = (v: number | null, d = 2) => (v === null ? '—' : v.toFixed(d));

function taskChart(task: string, rows: LeaderboardRow[]): string {
  const W = 700;
  const barH = 26;
  const L = 230;
  const H = rows.length * (barH + 10) + 30;
  const vals = rows.map((r) => Math.abs(r.mean_improvement ?? 0) + (r.se_improvement ?? 0));
  const max = Math.max(1, ...vals);
  const zero = L + (W - L - 20) / 2;
  const x = (v: number) => zero + (v / max) * ((W - L - 20) / 2);
  const bars = rows.map((r, i) => {
    const y = 10 + i * (barH + 10);
    const v = r.mean_improvement ?? 0;
    const se = r.se_improvement ?? 0;
    return `<text x="${L - 8}" y="${y + barH / 2 + 4}" text-anchor="end">${esc(r.agent)} · ${esc(r.driver)}</text>
<rect class="bar" x="${Math.min(zero, x(v))}" y="${y}" width="${Math.abs(x(v) - zero)}" height="${barH}" fill="${v >= 0 ? '#3b5bdb' : '#b42318'}"><title>${f(r.mean_improvement)} ± ${f(r.se_improvement)}</title></rect>
<line x1="${x(v - se)}" x2="${x(v + se)}" y1="${y + barH / 2}" y2="${y + barH / 2}" stroke="#111"/>
<text x="${x(v) + (v >= 0 ? 6 : -6)}" y="${y + barH / 2 + 4}" text-anchor="${v >= 0 ? 'start' : 'end'}">${f(r.mean_improvement)}</text>`;
  });
  return `<h3>${esc(task)}</h3><svg class="task-chart" data-task="${esc(task)}" viewBox="0 0 ${W} ${H}" width="100%"><line x1="${zero}" x2="${zero}" y1="0" y2="${H - 20}" stroke="#888"/>${bars.join('')}<text x="${zero}" y="${H - 4}" text-anchor="middle">improvement over baseline (mean ± se)</text></svg>`;
}

export function renderSweepHtml(
  sweepId: string,
  rows: LeaderboardRow[],
  results: SweepRunResult[],
  routes: Array<{ agent: string; driver: string; routes: Record<string, number> }>,
  warnings: string[] = [],
): string {
  const tasks = [...new Set(rows.map((r) => r.task))];
  const routeNames = [...new Set(routes.flatMap((r) => Object.keys(r.routes)))].sort();
  const apart = harnessErrors(results);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sweep ${esc(sweepId)}</title><style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1b1f24}
table{border-collapse:collapse;width:100%;font-size:13px;margin:.5rem 0 1.5rem} th,td{border-bottom:1px solid #eee;padding:.3rem .5rem;text-align:left}
h2{font-size:1.1rem;border-bottom:1px solid #ddd} svg text{font-size:11px;fill:#444} .failed{color:#b42318}
</style></head><body>
<h1>Sweep ${esc(sweepId)}</h1>
<p>${results.length} runs: ${VERDICTS.map((v) => `${results.filter((r) => outcomeVerdict(r).verdict === v).length} ${v}`).join(', ')}.</p>
${warnings.length ? `<div id="drift" class="failed"><b>Drift warning:</b> these runs differ in what their scores depend on, so they may not be comparable:<ul>${warnings.map((w) => `<li>${esc(w)}</li>`).join('')}</ul></div>` : ''}
<h2>Leaderboard</h2>
<table id="leaderboard"><tr><th>task</th><th>agent</th><th>driver</th><th>runs</th><th>agent failed</th><th>best (mean ± se)</th><th>improvement (mean ± se)</th><th>success rate</th><th>submissions</th><th>harness errors</th><th>LLM cost (mean)</th><th>cost per point</th></tr>
${rows.map((r) => `<tr><td>${esc(r.task)}</td><td>${esc(r.agent)}</td><td>${esc(r.driver)}</td><td>${r.runs}</td><td>${r.failed}</td><td>${f(r.mean_best)} ± ${f(r.se_best)}</td><td>${f(r.mean_improvement)} ± ${f(r.se_improvement)}</td><td>${(r.success_rate * 100).toFixed(0)}%</td><td>${r.submissions}</td><td>${r.harness_errors}</td><td>${usd(r.mean_cost_usd)}</td><td>${usd(r.cost_per_point)}</td></tr>`).join('\n')}
</table>
${
  apart.length
    ? `<h2>Not run: harness error</h2>
<p>Not in the leaderboard (neither scored nor counted); resume them to measure them.</p>
<table id="harness-errors"><tr><th>run</th><th>task</th><th>agent</th><th>driver</th><th>cause</th><th>resume</th></tr>
${apart.map((r) => `<tr><td>${esc(r.runId)}</td><td>${esc(r.task)}</td><td>${esc(r.agent)}</td><td>${esc(r.driver)}</td><td class="failed">${esc(r.cause)}</td><td><code>${esc(r.resume)}</code></td></tr>`).join('\n')}
</table>`
    : ''
}
<h2>Improvement per task</h2>
${tasks
  .map((t) =>
    taskChart(
      t,
      rows.filter((r) => r.task === t),
    ),
  )
  .join('\n')}
<h2>Training route of the best submission</h2>
<table id="routes"><tr><th>agent</th><th>driver</th>${routeNames.map((n) => `<th>${esc(n)}</th>`).join('')}</tr>
${routes.map((r) => `<tr><td>${esc(r.agent)}</td><td>${esc(r.driver)}</td>${routeNames.map((n) => `<td>${r.routes[n] ?? 0}</td>`).join('')}</tr>`).join('\n')}
</table>
<h2>Runs</h2>
<table id="runs"><tr><th>run</th><th>phase</th><th>verdict</th><th>baseline</th><th>best</th><th>improvement</th><th>submissions</th><th>cause</th></tr>
${results
  .map((r) => {
    const v = outcomeVerdict(r);
    return `<tr><td>${esc(r.runId)}</td><td class="${r.phase === 'done' ? '' : 'failed'}">${esc(r.phase)}</td><td class="${v.verdict === 'completed' ? '' : 'failed'}">${esc(v.verdict)}</td><td>${f(r.baseline)}</td><td>${f(r.best)}</td><td>${f(r.improvement)}</td><td>${r.submissions}</td><td>${esc(v.cause)}</td></tr>`;
  })
  .join('\n')}
</table>
</body></html>
`;
}
