// The runs list: filters (kept in the URL), refreshed every few seconds while the page is open.
import { duration, el, fmt, getJson, shortTime, showProblem } from './common.js';

const form = document.getElementById('filters');
const body = document.querySelector('#runs tbody');
const compare = document.getElementById('compare');
const TIMES = ['since', 'until'];

function filtersFromUrl() {
  const q = new URLSearchParams(location.search);
  for (const input of form.elements) {
    if (!input.name || !q.has(input.name)) continue;
    input.value = TIMES.includes(input.name) ? q.get(input.name).slice(0, 16) : q.get(input.name);
  }
}

function query() {
  const q = new URLSearchParams();
  for (const input of form.elements) {
    if (!input.name || !input.value.trim()) continue;
    q.set(input.name, TIMES.includes(input.name) ? new Date(input.value).toISOString() : input.value.trim());
  }
  return q;
}

const ticked = () => [...body.querySelectorAll('input:checked')].map((i) => i.value);
const update = () => (compare.disabled = ticked().length < 2);

function row(r, keep) {
  const phase = r.phase ?? r.execution.toLowerCase();
  return el(
    'tr',
    { 'data-run': r.runId },
    el('td', {}, el('input', { type: 'checkbox', value: r.runId, checked: keep.has(r.runId), onchange: update })),
    // a run Temporal no longer holds (results store only) opens its report
    el(
      'td',
      {},
      el('a', { href: `/runs/${encodeURIComponent(r.runId)}${r.execution === 'RECORDED' ? '/report' : ''}` }, r.runId),
    ),
    el('td', {}, r.task ?? ''),
    el('td', {}, r.agent ?? ''),
    el('td', {}, r.driver ?? ''),
    el('td', {}, r.baseModel ?? ''),
    el('td', { class: 'phase' }, phase),
    el('td', { class: r.verdict === 'harness-error' ? 'bad' : '' }, r.verdict ?? ''),
    el('td', { class: 'num' }, fmt(r.best)),
    el('td', { class: 'num' }, r.budgetLeft === null ? '' : duration(r.budgetLeft)),
    el('td', { class: 'num' }, r.costUsd === null ? '' : `$${fmt(r.costUsd, 4)}`),
    el('td', {}, r.sweep ?? r.schedule ?? ''),
    el('td', {}, shortTime(r.started)),
  );
}

async function refresh() {
  try {
    const keep = new Set(ticked());
    const { runs } = await getJson(`/api/runs?${query()}`);
    body.replaceChildren(...runs.map((r) => row(r, keep)));
    document.getElementById('count').textContent = `${runs.length} run(s)`;
    update();
    showProblem('');
  } catch (err) {
    showProblem(`could not list runs: ${err.message}`);
  }
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  history.replaceState(null, '', `?${query()}`);
  void refresh();
});
form.addEventListener('reset', () => setTimeout(() => form.requestSubmit(), 0));
compare.addEventListener(
  'click',
  () => (location.href = `/compare?runs=${ticked().map(encodeURIComponent).join(',')}`),
);
filtersFromUrl();
void refresh();
setInterval(refresh, 5000);
