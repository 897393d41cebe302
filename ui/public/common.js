// Shared by the dashboard's pages: JSON fetches, element building and number formats.
export async function getJson(url, init) {
  const res = await fetch(url, init);
  const body = await res.json().catch(() => ({ error: res.statusText }));
  if (!res.ok) throw new Error(body.error ?? res.statusText);
  return body;
}

/** An element with attributes and children (strings become text, never HTML). */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c instanceof Node ? c : String(c));
  return e;
}

export const fmt = (x, digits = 2) => (x === null || x === undefined ? '—' : Number(x).toFixed(digits));

export function duration(s) {
  if (s === null || s === undefined) return '—';
  s = Math.max(0, Math.round(s));
  const h = Math.floor(s / 3600),
    m = Math.floor((s % 3600) / 60),
    sec = s % 60;
  return h ? `${h}h${String(m).padStart(2, '0')}m` : m ? `${m}m${String(sec).padStart(2, '0')}s` : `${sec}s`;
}

export const shortTime = (iso) => (iso ? new Date(iso).toISOString().replace('T', ' ').slice(0, 19) : '—');

/** Manifest drift as a warning box (a quiet line when the runs agree). */
export function driftNotice(drift) {
  if (!drift.length)
    return el(
      'p',
      { class: 'muted', id: 'no-drift' },
      'No manifest drift: the runs agree on everything their scores depend on.',
    );
  return el(
    'div',
    { class: 'notice', id: 'drift-warning' },
    el('b', {}, 'Manifest drift: these runs differ in what their scores depend on'),
    el(
      'ul',
      {},
      drift.map((d) =>
        el(
          'li',
          {},
          `${d.field}${d.scope ? ` (${d.scope})` : ''}: `,
          d.values.map((v) => `${v.value} in ${v.runs.join(', ')}`).join(' vs '),
        ),
      ),
    ),
  );
}

export const pm = (mean, se) => (mean === null ? '—' : se === null ? fmt(mean) : `${fmt(mean)} ± ${fmt(se)}`);

export function showProblem(text) {
  const box = document.getElementById('problem');
  box.textContent = text;
  box.hidden = !text;
}
