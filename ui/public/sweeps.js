// The sweeps list; ticked sweeps open side by side on the compare page.
import { el, getJson, shortTime, showProblem } from './common.js';

const body = document.querySelector('#sweeps tbody');
const button = document.getElementById('compare');
const ticked = () => [...body.querySelectorAll('input:checked')].map((i) => i.value);

async function refresh() {
  try {
    const keep = new Set(ticked());
    const { sweeps } = await getJson('/api/sweeps');
    body.replaceChildren(
      ...sweeps.map((s) =>
        el(
          'tr',
          { 'data-sweep': s.sweepId },
          el(
            'td',
            {},
            el('input', { type: 'checkbox', value: s.sweepId, checked: keep.has(s.sweepId), onchange: update }),
          ),
          el('td', {}, el('a', { href: `/sweeps/${encodeURIComponent(s.sweepId)}` }, s.sweepId)),
          el('td', {}, s.execution.toLowerCase()),
          el('td', {}, s.schedule ?? ''),
          el('td', {}, shortTime(s.started)),
          el('td', {}, shortTime(s.closed)),
        ),
      ),
    );
    update();
    showProblem('');
  } catch (err) {
    showProblem(`could not list sweeps: ${err.message}`);
  }
}

function update() {
  button.disabled = ticked().length < 2;
}
button.addEventListener(
  'click',
  () => (location.href = `/compare?sweeps=${ticked().map(encodeURIComponent).join(',')}`),
);
void refresh();
setInterval(refresh, 10_000);
