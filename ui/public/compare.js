// Runs or sweeps side by side. Runs: their facts and manifests, differing fields marked. Sweeps:
// each one's leaderboard and the paired per-task deltas of each against the first, with 95%
// bootstrap intervals. Manifest drift across everything compared is flagged at the top.
import { driftNotice, el, fmt, getJson, pm, showProblem } from './common.js';

const form = document.getElementById('pick');
const result = document.getElementById('result');
const signed = (x) => (x === null ? '—' : `${x >= 0 ? '+' : ''}${fmt(x)}`);

function renderRuns(c) {
  const facts = [
    ['task', 'task'],
    ['agent', 'agent'],
    ['driver', 'driver'],
    ['seed', 'seed'],
    ['phase', 'phase'],
    ['verdict', 'verdict'],
    ['baseline', 'baseline', fmt],
    ['best', 'best', fmt],
    ['improvement', 'improvement', signed],
    ['submissions', 'submissions'],
    ['LLM cost', 'costUsd', (x) => (x === null ? '—' : `$${fmt(x, 4)}`)],
  ];
  const rows = facts.map(([label, key, f]) =>
    el(
      'tr',
      {},
      el('th', {}, label),
      c.runs.map((r) => el('td', {}, (f ?? ((x) => x ?? '—'))(r[key] ?? null))),
    ),
  );
  const labels = [...new Set(c.runs.flatMap((r) => (r.manifest ?? []).map(([k]) => k)))];
  const manifestRows = labels.map((label) => {
    const values = c.runs.map((r) => (r.manifest ?? []).find(([k]) => k === label)?.[1] ?? '—');
    const differs = new Set(values).size > 1 && label !== 'seed' && label !== 'agent';
    return el(
      'tr',
      { class: differs ? 'differs' : '' },
      el('th', {}, label),
      values.map((v) => el('td', { class: differs ? 'bad' : '' }, v)),
    );
  });
  result.replaceChildren(
    el(
      'section',
      { class: 'card' },
      el('h2', {}, 'Runs'),
      el(
        'table',
        { id: 'compare-runs' },
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            el('th', {}),
            c.runs.map((r) => el('th', {}, el('a', { href: `/runs/${encodeURIComponent(r.runId)}` }, r.runId))),
          ),
        ),
        el('tbody', {}, rows),
      ),
    ),
    el(
      'section',
      { class: 'card' },
      el('h2', {}, 'Reproducibility manifests'),
      el('table', { id: 'compare-manifests' }, el('tbody', {}, manifestRows)),
    ),
  );
}

function renderSweeps(c) {
  const boards = c.sweeps.map((s) =>
    el(
      'section',
      { class: 'card' },
      el(
        'h2',
        {},
        el('a', { href: `/sweeps/${encodeURIComponent(s.sweepId)}` }, s.sweepId),
        ` (${s.ended} of ${s.total} runs ended)`,
      ),
      el(
        'table',
        {},
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            ['task', 'agent', 'driver', 'runs', 'best', 'improvement'].map((h) => el('th', {}, h)),
          ),
        ),
        el(
          'tbody',
          {},
          s.leaderboard.map((r) =>
            el(
              'tr',
              {},
              el('td', {}, r.task),
              el('td', {}, r.agent),
              el('td', {}, r.driver),
              el('td', { class: 'num' }, r.runs),
              el('td', { class: 'num' }, pm(r.mean_best, r.se_best)),
              el('td', { class: 'num' }, pm(r.mean_improvement, r.se_improvement)),
            ),
          ),
        ),
      ),
    ),
  );
  const deltas = c.deltas.map((d) =>
    el(
      'section',
      { class: 'card' },
      el('h2', {}, `${d.b} against ${d.a}: paired per task`),
      el(
        'p',
        { class: 'muted' },
        'Runs pair by task and seed (or by whole cell); Δ is the mean of B − A over the pairs, with a 95% interval that holds seed and item noise (a paired two-level bootstrap; runs that scored the same items pair item by item), or over the pairs alone where the item-level results are not at hand.',
      ),
      el(
        'table',
        { class: 'deltas' },
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            ['task', 'pairs', 'A mean', 'B mean', 'Δ (B − A)', '95% CI'].map((h) => el('th', {}, h)),
          ),
        ),
        el(
          'tbody',
          {},
          d.tasks.map((t) =>
            el(
              'tr',
              { 'data-task': t.task },
              el('td', {}, t.task),
              el('td', { class: 'num' }, t.pairs),
              el('td', { class: 'num' }, fmt(t.meanA)),
              el('td', { class: 'num' }, fmt(t.meanB)),
              el(
                'td',
                { class: `num ${t.ci && t.ci[0] > 0 ? 'good' : t.ci && t.ci[1] < 0 ? 'bad' : ''}` },
                signed(t.delta),
              ),
              el(
                'td',
                { class: 'num', title: t.method },
                t.ci ? `[${signed(t.ci[0])}, ${signed(t.ci[1])}]` : 'needs 2 pairs',
              ),
            ),
          ),
        ),
      ),
    ),
  );
  result.replaceChildren(...deltas, ...boards);
}

async function show() {
  const q = new URLSearchParams(location.search);
  for (const name of ['runs', 'sweeps']) form.elements[name].value = q.get(name) ?? '';
  if (!q.get('runs') && !q.get('sweeps')) return;
  try {
    const c = await getJson(`/api/compare?${q}`);
    showProblem('');
    document.getElementById('drift').replaceChildren(driftNotice(c.drift));
    if (c.kind === 'runs') renderRuns(c);
    else renderSweeps(c);
  } catch (err) {
    showProblem(err.message);
  }
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  const q = new URLSearchParams();
  for (const name of ['runs', 'sweeps'])
    if (form.elements[name].value.trim()) q.set(name, form.elements[name].value.replace(/\s+/g, ''));
  history.replaceState(null, '', `?${q}`);
  void show();
});
void show();
