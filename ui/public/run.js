// One run, live: its state from the status query and its transcript from the event log, pushed
// by the server (server-sent events); earlier transcript pages load on demand.
import { duration, el, fmt, getJson, shortTime, showProblem } from './common.js';

const runId = decodeURIComponent(location.pathname.split('/').pop());
const api = `/api/runs/${encodeURIComponent(runId)}`;
const $ = (id) => document.getElementById(id);
let config = { allowControl: false };
let run = null;
let info = null; // the page's first answer: links and where the run's folder is
let firstOffset = null; // byte offset of the earliest transcript event shown
const charts = {};

// ---- the run's state -------------------------------------------------------------------------

function renderRun(r) {
  run = r;
  document.title = `${r.runId} · a2rl`;
  $('title').textContent = r.runId;
  const fact = (label, value, cls) =>
    el(
      'div',
      {},
      el('span', {}, label),
      el('b', { class: cls, id: `fact-${label.replace(/\W+/g, '-')}` }, value ?? '—'),
    );
  const best = r.best ? `${withInterval(r.best.score, r.best.uncertainty)} (#${r.best.submission_id})` : '—';
  $('facts').replaceChildren(
    ...[
      fact('phase', r.phase, 'phase'),
      fact('task', r.spec.task),
      fact('agent', r.spec.agent),
      fact('driver', r.spec.driver ?? 'none'),
      fact('base model', r.baseModel),
      fact('seed', r.spec.seed),
      fact('baseline', r.baseline ? withInterval(r.baseline.score, r.baseline.uncertainty) : '…'),
      fact('best', best),
      fact('protocol', r.protocol ?? '…'),
      r.protocol === 'sealed' ? fact('sealed score', sealedFact(r.sealed)) : null,
      fact('submissions', r.submissions.length),
      fact('LLM cost', r.llm ? `$${fmt(r.llm.cost_usd, 4)}` : '—'),
      r.verdict
        ? fact(
            'verdict',
            `${r.verdict.verdict}: ${r.verdict.cause}`,
            r.verdict.verdict === 'harness-error' ? 'bad' : '',
          )
        : null,
      r.error ? fact('error', r.error, 'bad') : null,
    ].filter(Boolean),
  );
  renderClocks();
  if (info) {
    const links = [];
    if (r.hasReport) links.push(el('a', { href: `/runs/${encodeURIComponent(runId)}/report` }, 'report'));
    if (info.temporalUrl) links.push(el('a', { href: info.temporalUrl }, 'Temporal Web UI'));
    if (!info.onThisHost)
      links.push(
        el(
          'span',
          { class: 'muted' },
          'the run folder is on another host: its transcript and curves are on the dashboard there',
        ),
      );
    $('links').replaceChildren(...links.flatMap((l, i) => (i ? [' · ', l] : [l])));
  }
  renderSubmissions(r);
  renderScoreChart(r);
  $('controls').hidden = !config.allowControl;
  // As the CLI: stop a running run; resume one that failed or was terminated.
  $('stop').disabled = r.execution !== 'RUNNING' || r.phase === 'done' || r.phase === 'failed';
  $('resume').disabled = r.execution === 'RUNNING' || !(r.phase === 'failed' || r.execution === 'TERMINATED');
}

function renderClocks() {
  if (!run) return;
  const c = run.clocks;
  if (!c.started) {
    $('clocks').textContent = `budget ${duration(c.budget_s)} (starts with the agent)`;
    return;
  }
  // A terminated run never records its end: its clock stops with its execution.
  const running = !c.ended && run.execution === 'RUNNING';
  const elapsed = running ? (Date.now() - Date.parse(c.started)) / 1000 : c.wall_time_s;
  const left = Math.max(0, c.budget_s - elapsed);
  $('clocks').replaceChildren(
    'budget ',
    el('span', { class: 'bar' }, el('div', { style: `width:${Math.min(100, (100 * elapsed) / c.budget_s)}%` })),
    ` ${duration(left)} left of ${duration(c.budget_s)} · wall ${duration(elapsed)} · working ${duration(c.working_time_s)}`,
    c.working_remaining === null ? '' : ` (${duration(c.working_remaining)} left of its limit)`,
  );
}

function renderSubmissions(r) {
  const rows = r.submissions.map((s) =>
    el(
      'tr',
      { 'data-submission': s.submission_id },
      el('td', {}, s.submission_id),
      el('td', {}, shortTime(s.timestamp)),
      el('td', {}, s.model_path),
      el('td', { class: s.status === 'failed' ? 'bad' : '' }, s.status),
      el('td', { class: 'num score' }, fmt(s.score)),
      el(
        'td',
        { class: 'num interval' },
        s.uncertainty ? `${fmt(s.uncertainty.ci[0], 1)}–${fmt(s.uncertainty.ci[1], 1)}` : '',
      ),
      el('td', { class: 'num' }, s.improvement === null ? '' : `${s.improvement >= 0 ? '+' : ''}${fmt(s.improvement)}`),
      el('td', {}, s.code_revision ? s.code_revision.slice(0, 10) : ''),
      el('td', { class: 'bad' }, s.error ?? ''),
    ),
  );
  $('submissions').tBodies[0].replaceChildren(...rows);
}

const minutesFrom = (start, iso) => (Date.parse(iso) - Date.parse(start)) / 60000;

/** The sealed score of the final checkpoint and the gap, once the run has taken it. */
const sealedFact = (s) =>
  !s
    ? 'at the end of the run'
    : s.error
      ? s.error
      : `${withInterval(s.score, s.uncertainty)} (final #${s.submission_id ?? '—'}, gap ${fmt(s.gap)})`;

/** "62.50 ± 9.88": a score with its standard error over items, where it has one. */
const withInterval = (score, u) => (u ? `${fmt(score)} ± ${fmt(u.se)}` : fmt(score));

/** Draws each point's 95% interval (raw.lo to raw.hi) as a vertical bar, for the datasets that have them. */
const errorBars = {
  id: 'errorBars',
  afterDatasetsDraw(c) {
    const { ctx, scales } = c;
    c.data.datasets.forEach((ds, i) => {
      c.getDatasetMeta(i).data.forEach((pt, j) => {
        const raw = ds.data[j];
        if (raw?.lo === undefined) return;
        const [top, bottom] = [scales.y.getPixelForValue(raw.hi), scales.y.getPixelForValue(raw.lo)];
        ctx.save();
        ctx.strokeStyle = ds.borderColor ?? '#3b5bdb';
        ctx.beginPath();
        for (const [x0, y0, x1, y1] of [
          [pt.x, top, pt.x, bottom],
          [pt.x - 4, top, pt.x + 4, top],
          [pt.x - 4, bottom, pt.x + 4, bottom],
        ]) {
          ctx.moveTo(x0, y0);
          ctx.lineTo(x1, y1);
        }
        ctx.stroke();
        ctx.restore();
      });
    });
  },
};

function chart(id, config) {
  if (charts[id]) {
    charts[id].data = config.data;
    charts[id].update('none');
    return;
  }
  charts[id] = new Chart($(id), {
    ...config,
    options: { animation: false, maintainAspectRatio: false, ...config.options },
  });
}

function renderScoreChart(r) {
  const start = r.clocks.started ?? r.submissions[0]?.timestamp;
  const scored = r.submissions.filter((s) => s.score !== null);
  const points = start
    ? scored.map((s) => ({
        x: minutesFrom(start, s.timestamp),
        y: s.score,
        revision: s.code_revision,
        ...(s.uncertainty ? { lo: s.uncertainty.ci[0], hi: s.uncertainty.ci[1] } : {}),
      }))
    : [];
  let best = -Infinity;
  const bestLine = points.map((p) => ({ x: p.x, y: (best = Math.max(best, p.y)) }));
  const datasets = [
    { label: 'submission', data: points, showLine: false, pointRadius: 4 },
    { label: 'best so far', data: bestLine, showLine: true, stepped: true, pointRadius: 0 },
  ];
  if (r.baseline && points.length) {
    const xs = [0, Math.max(...points.map((p) => p.x))];
    datasets.push({
      label: 'baseline',
      data: xs.map((x) => ({ x, y: r.baseline.score })),
      showLine: true,
      borderDash: [6, 4],
      pointRadius: 0,
    });
  }
  chart('scores', {
    type: 'scatter',
    data: { datasets },
    plugins: [errorBars],
    options: {
      scales: {
        x: { title: { display: true, text: 'minutes since the agent started' } },
        y: {
          title: { display: true, text: 'score (95% intervals)' },
          suggestedMin: Math.min(...points.map((p) => p.lo ?? p.y)),
          suggestedMax: Math.max(...points.map((p) => p.hi ?? p.y)),
        },
      },
      plugins: {
        tooltip: {
          callbacks: {
            afterLabel: (ctx) =>
              [
                ctx.raw.lo === undefined ? '' : `95% ${fmt(ctx.raw.lo, 1)}–${fmt(ctx.raw.hi, 1)}`,
                ctx.raw.revision ? `code ${ctx.raw.revision.slice(0, 10)}` : '',
              ]
                .filter(Boolean)
                .join(' · '),
          },
        },
      },
    },
  });
}

// ---- the report's parts, once it is written: the diagnosis and the code history ---------------

let reportShown = false;
function renderReport(report) {
  if (!report || reportShown) return;
  reportShown = true;
  $('diagnosis-card').hidden = !report.diagnosis.length;
  $('diagnosis').replaceChildren(...report.diagnosis.map((d) => el('li', {}, el('b', {}, d.code), ` ${d.evidence}`)));
  $('restatements-card').hidden = !report.restatements?.length;
  const arrow = (a, b) => `${fmt(a)} → ${fmt(b)}`;
  $('restatements').tBodies[0].replaceChildren(
    ...(report.restatements ?? []).map((x) =>
      el(
        'tr',
        {},
        el('td', {}, x.regrade_id),
        el('td', {}, `${x.evaluator.before} → ${x.evaluator.after}`),
        ...(x.skipped
          ? [el('td', { colspan: 3 }, `not re-scored: ${x.skipped}`)]
          : [
              el('td', { class: 'num' }, arrow(x.baseline.before, x.baseline.after)),
              el('td', { class: 'num' }, arrow(x.best.before?.score ?? null, x.best.after?.score ?? null)),
              el('td', { class: 'num' }, x.sealed ? arrow(x.sealed.before, x.sealed.after) : '—'),
            ]),
      ),
    ),
  );
  $('code-card').hidden = !report.revisions.length;
  $('code').tBodies[0].replaceChildren(
    ...report.revisions.map((r) =>
      el(
        'tr',
        {},
        el('td', {}, r.sha.slice(0, 10)),
        el('td', {}, shortTime(r.time)),
        el('td', {}, r.message),
        el('td', {}, r.tags.join(', ')),
        el('td', {}, r.files.join(', ')),
      ),
    ),
  );
}

/** The run ended while the page was open: fetch what its report adds (once). */
let reportAsked = false;
async function refreshReport() {
  if (reportShown || reportAsked || !run?.hasReport) return;
  reportAsked = true;
  const again = await getJson(api);
  info = again;
  renderReport(again.report);
  renderRun(again.run);
}

// ---- curves: LLM usage and a pipeline's training metrics --------------------------------------

async function renderSeries() {
  const { usage, training } = await getJson(`${api}/series`);
  const start = run?.clocks.started;
  $('usage').parentElement.hidden = !usage.length;
  if (start && usage.length) {
    chart('usage', {
      type: 'line',
      data: {
        datasets: [
          {
            label: 'tokens',
            data: usage.map((u) => ({ x: minutesFrom(start, u.ts), y: u.tokens })),
            yAxisID: 'y',
            pointRadius: 0,
          },
          {
            label: 'cost (USD)',
            data: usage.map((u) => ({ x: minutesFrom(start, u.ts), y: u.cost_usd })),
            yAxisID: 'cost',
            pointRadius: 0,
          },
        ],
      },
      options: {
        scales: {
          x: { type: 'linear', title: { display: true, text: 'minutes' } },
          y: { position: 'left' },
          cost: { position: 'right' },
        },
      },
    });
  }
  $('usage-total').textContent = usage.length
    ? `${usage[usage.length - 1].tokens} tokens, $${fmt(usage[usage.length - 1].cost_usd, 4)} (as the run's LLM gateway metered them)`
    : 'no usage reported yet';
  if (!training.length) return;
  $('training-card').hidden = false;
  const series = [
    ['loss', ['sft', 'grpo']],
    ['reward_mean', ['rollout']],
    ['success_rate', ['rollout']],
    ['kl', ['grpo']],
  ];
  for (const [key, kinds] of series) {
    const byJob = new Map();
    for (const m of training)
      if (kinds.includes(m.kind) && typeof m[key] === 'number')
        (byJob.get(m.kind) ?? byJob.set(m.kind, []).get(m.kind)).push(m);
    if (!byJob.size) continue;
    const id = `training-${key}`;
    if (!$(id)) $('training').append(el('div', { class: 'chart' }, el('canvas', { id })));
    chart(id, {
      type: 'line',
      data: {
        datasets: [...byJob].map(([kind, ms]) => ({
          label: `${kind} ${key}`,
          data: ms.map((m, i) => ({ x: i + 1, y: m[key] })),
          pointRadius: 1,
        })),
      },
      options: { scales: { x: { type: 'linear', title: { display: true, text: 'point' } } } },
    });
  }
}

// ---- the transcript ----------------------------------------------------------------------------

function eventRow(offset, e) {
  const text = (() => {
    switch (e.type) {
      case 'message':
        return `${e.role}: ${e.text}`;
      case 'tool_call':
        return [
          e.command ?? JSON.stringify(e.input ?? {}),
          e.exit_code === undefined || e.exit_code === null ? '' : `exit ${e.exit_code}`,
          e.output ?? '',
        ]
          .filter(Boolean)
          .join('\n');
      case 'tool_result':
        return `${e.is_error ? 'error' : 'ok'}${e.exit_code === undefined || e.exit_code === null ? '' : ` (exit ${e.exit_code})`}\n${e.output ?? ''}`;
      case 'usage':
        return `${e.model}: ${e.input_tokens} in, ${e.output_tokens} out${e.cost_usd ? `, $${fmt(e.cost_usd, 4)}` : ''}`;
      case 'session':
        return `session ${e.session_id}${e.model ? ` (${e.model})` : ''}`;
      case 'error':
        return e.message;
      case 'agent_start':
        return `attempt ${e.attempt} (${e.mode})`;
      case 'agent_exit':
        return `attempt ${e.attempt} ended: exit ${e.exit_code}${e.oom_killed ? ', killed for memory' : ''}${e.stopped_by ? `, stopped (${e.stopped_by})` : ''}${e.restarting ? ', restarting' : ''}`;
      default:
        return JSON.stringify(e);
    }
  })();
  const failed =
    (e.type === 'tool_result' && e.is_error) || (e.type === 'agent_exit' && e.exit_code !== 0 && !e.stopped_by);
  const kind = e.type === 'tool_call' ? `tool ${e.tool}` : e.type.replace('_', ' ');
  return el(
    'div',
    { class: `ev ${e.type}${failed ? ' failed' : ''}`, 'data-offset': offset },
    el('span', { class: 'muted' }, shortTime(e.ts).slice(11)),
    el('span', { class: 'kind' }, kind),
    el('pre', {}, text),
  );
}

function appendEvents(page) {
  const box = $('transcript');
  if (page.reset) {
    box.replaceChildren();
    firstOffset = null;
  }
  const atBottom = box.scrollTop + box.clientHeight >= box.scrollHeight - 20;
  box.append(...page.events.map((x) => eventRow(x.offset, x.event)));
  if (firstOffset === null && page.events.length) {
    firstOffset = page.events[0].offset;
    $('older').hidden = firstOffset === 0;
  }
  if (atBottom) box.scrollTop = box.scrollHeight;
  $('transcript-note').textContent = `(${box.children.length} events shown; log ${(page.size / 1e6).toFixed(1)} MB)`;
}

async function loadOlder() {
  if (!firstOffset) return;
  const page = await getJson(`${api}/events?before=${firstOffset}&limit=200`);
  const box = $('transcript');
  const height = box.scrollHeight;
  box.prepend(...page.events.map((x) => eventRow(x.offset, x.event)));
  box.scrollTop += box.scrollHeight - height;
  firstOffset = page.start;
  $('older').hidden = page.start === 0;
}

// ---- control -----------------------------------------------------------------------------------

async function control(action) {
  if (action === 'stop' && !confirm(`Stop the agent of ${runId}? Accepted submissions are still scored.`)) return;
  try {
    const r = await getJson(`${api}/${action}`, { method: 'POST', headers: { 'x-a2rl-ui': '1' } });
    $('control-result').replaceChildren(
      action === 'resume'
        ? el('a', { href: `/runs/${encodeURIComponent(r.runId)}` }, `resumed as ${r.runId}`)
        : 'stop sent',
    );
  } catch (err) {
    $('control-result').textContent = err.message;
  }
}

// ---- start -------------------------------------------------------------------------------------

async function start() {
  config = await getJson('/api/config');
  const first = await getJson(api);
  info = first;
  renderRun(first.run);
  renderReport(first.report);
  // The transcript opens at its end; the live stream goes on from there.
  const tail = await getJson(`${api}/events?limit=200`);
  appendEvents(tail);
  const live = new EventSource(`${api}/live?after=${tail.end}`);
  live.addEventListener('run', (m) => {
    showProblem('');
    renderRun(JSON.parse(m.data));
    void refreshReport().catch(() => undefined);
  });
  live.addEventListener('events', (m) => appendEvents(JSON.parse(m.data)));
  live.addEventListener('problem', (m) => showProblem(JSON.parse(m.data).error));
  await renderSeries();
  setInterval(() => void renderSeries().catch(() => undefined), 10_000);
  setInterval(renderClocks, 1000);
}

$('older').addEventListener('click', () => void loadOlder());
$('stop').addEventListener('click', () => void control('stop'));
$('resume').addEventListener('click', () => void control('resume'));
start().catch((err) => showProblem(err.message));
