// One sweep, live or ended: leaderboard, a cell's runs, routes, and drift across its runs.
import { driftNotice, el, fmt, getJson, pm, showProblem } from './common.js';

const sweepId = decodeURIComponent(location.pathname.split('/').pop());
const $ = (id) => document.getElementById(id);
let view = null;
let openCell = null;

function renderCell() {
  if (!openCell || !view) return;
  const [task, agent, driver] = openCell;
  const runs = view.runs.filter((r) => r.task === task && r.agent === agent && (r.driver ?? 'default') === driver);
  $('cell-card').hidden = false;
  $('cell-title').textContent = `Runs of ${task} × ${agent} × ${driver}`;
  $('cell').tBodies[0].replaceChildren(
    ...runs.map((r) =>
      el(
        'tr',
        {},
        el('td', {}, el('a', { href: `/runs/${encodeURIComponent(r.runId)}` }, r.runId)),
        el('td', {}, r.seed),
        el('td', { class: 'num' }, fmt(r.baseline)),
        el('td', { class: 'num' }, fmt(r.best)),
        el('td', { class: 'num' }, fmt(r.improvement)),
        el('td', { class: 'num' }, r.submissions),
        el('td', { class: r.verdict === 'harness-error' ? 'bad' : '' }, r.verdict),
        el('td', {}, r.route),
      ),
    ),
  );
}

async function refresh() {
  try {
    view = await getJson(`/api/sweeps/${encodeURIComponent(sweepId)}`);
  } catch (err) {
    return showProblem(err.message);
  }
  showProblem('');
  document.title = `${sweepId} · a2rl`;
  $('title').textContent = sweepId;
  $('progress').textContent = `${view.ended} of ${view.total} runs ended, ${view.running.length} running`;
  $('drift').replaceChildren(driftNotice(view.drift));
  $('leaderboard').tBodies[0].replaceChildren(
    ...view.leaderboard.map((r) =>
      el(
        'tr',
        {
          class: 'cell',
          style: 'cursor:pointer',
          onclick: () => {
            openCell = [r.task, r.agent, r.driver];
            renderCell();
          },
        },
        el('td', {}, r.task),
        el('td', {}, r.agent),
        el('td', {}, r.driver),
        el('td', { class: 'num' }, r.runs),
        el(
          'td',
          { class: 'num sealed' },
          r.mean_sealed === null
            ? '— (reference)'
            : `${fmt(r.mean_sealed)}${r.sealed_ci_low === null ? '' : ` [${fmt(r.sealed_ci_low, 1)}–${fmt(r.sealed_ci_high, 1)}]`}`,
        ),
        el('td', { class: 'num' }, fmt(r.mean_gap)),
        el('td', { class: 'num' }, pm(r.mean_best, r.se_best)),
        el(
          'td',
          { class: 'num interval' },
          r.best_ci_low === null ? '—' : `${fmt(r.best_ci_low, 1)}–${fmt(r.best_ci_high, 1)}`,
        ),
        el('td', { class: 'num' }, pm(r.mean_improvement, r.se_improvement)),
        el('td', { class: 'num' }, `${Math.round(100 * r.success_rate)}%`),
        el('td', { class: 'num' }, r.submissions),
        el('td', { class: 'num' }, r.failed),
        el('td', { class: r.harness_errors ? 'num bad' : 'num' }, r.harness_errors),
        el('td', { class: 'num' }, r.mean_cost_usd === null ? '—' : `$${fmt(r.mean_cost_usd, 3)}`),
      ),
    ),
  );
  $('routes').tBodies[0].replaceChildren(
    ...view.routes.map((r) =>
      el(
        'tr',
        {},
        el('td', {}, r.agent),
        el('td', {}, r.driver),
        el(
          'td',
          {},
          Object.entries(r.routes)
            .map(([route, n]) => `${route} ${n}`)
            .join(', '),
        ),
      ),
    ),
  );
  renderCell();
}

void refresh();
setInterval(refresh, 10_000);
