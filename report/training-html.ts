import type { TrainingStatus } from '../common/training';
import { describeMetric, type TrainingMetric } from '../common/training-metrics';
import { trainingCurvesSvg } from './training-chart';
import { esc } from './escape';

// training.html of a pipeline run on its own (`a2rl train`): where it ended, its rounds,
// evaluations and submissions, and its curves. Self-contained like the run's report.html.

const pct = (v: number) => `${(100 * v).toFixed(1)}%`;

export function renderTrainingHtml(id: string, status: TrainingStatus, metrics: TrainingMetric[]): string {
  const times = status.jobs.flatMap((j) => [Date.parse(j.startedAt) / 1000, Date.parse(j.finishedAt) / 1000]);
  const start = times.length ? Math.min(...times) : 0;
  const end = times.length ? Math.max(...times) : start + 1;
  const markers = status.jobs
    .filter((j) => j.kind === 'rollout' && j.jobId.endsWith('/eval'))
    .map((j) => ({
      t: Date.parse(j.finishedAt) / 1000,
      label: j.jobId.replace('/eval', ''),
      title: `evaluation ${j.jobId}`,
    }));
  const rows = (items: string[][]) => items.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
  const last = metrics.filter((m) => m.kind !== 'rollout').slice(-1)[0];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Training ${esc(id)}</title>
<style>body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:1100px;color:#1b1f24;padding:0 1rem}
table{border-collapse:collapse;width:100%;font-size:13px} th,td{border-bottom:1px solid #eee;padding:.3rem .5rem;text-align:left}
.meta{color:#555} .failed{color:#b42318} svg text{font-size:11px;fill:#444}</style></head>
<body>
<h1>Training pipeline ${esc(id)}</h1>
<p class="meta">route ${esc(status.route)} · ${esc(status.phase)} · policy <code>${esc(status.policy)}</code> · ${status.jobs.length} job(s)${last ? ` · last step: ${esc(describeMetric(last))}` : ''}</p>
${status.error ? `<p class="failed"><b>Error:</b> ${esc(status.error)}</p>` : ''}
<h2>Curves</h2>
${trainingCurvesSvg(metrics, start, end, markers) || '<p>No metrics were reported.</p>'}
<h2>Rounds</h2>
<table id="rounds"><tr><th>round</th><th>rollout success</th><th>episodes</th></tr>${rows(status.rollouts.map((r) => [String(r.iteration), pct(r.successRate), String(r.episodes)]))}</table>
<h2>Evaluations</h2>
<table id="evaluations"><tr><th>after</th><th>success</th><th>episodes</th><th>checkpoint</th></tr>${rows(status.evaluations.map((e) => [esc(e.label), pct(e.successRate), String(e.episodes), `<code>${esc(e.checkpoint)}</code>`]))}</table>
<h2>Submissions</h2>
<table id="submissions"><tr><th>after</th><th>submission</th><th>score</th><th>error</th></tr>${rows(status.submissions.map((s) => [esc(s.label), s.submissionId === null ? '—' : `#${s.submissionId}`, s.score === null ? '—' : s.score.toFixed(2), esc(s.error ?? '')]))}</table>
</body></html>
`;
}
