import { CURVES, isEvaluation, type TrainingMetric } from '../common/training-metrics';
import { esc } from './escape';

// Training curves as inline SVG (the reports are self-contained files with no script): one panel
// per series the pipeline reported, all on the run's time axis, with the run's submissions marked
// on each, so a score change can be read against the loss, reward and KL that led to it.

/** Elapsed time on the x axis, in the unit that suits the run's length. */
export function axisLabel(seconds: number, span: number): string {
  if (span < 300) return `${Math.round(seconds)} s`;
  if (span < 3 * 3600) return `${Math.round(seconds / 60)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

export interface ChartMarker {
  /** Unix seconds. */
  t: number;
  label: string;
  title: string;
}

const COLORS = { train: '#3b5bdb', eval: '#e8590c' };
const short = (v: number) =>
  Math.abs(v) >= 1000 || (v !== 0 && Math.abs(v) < 0.01) ? v.toExponential(1) : Number(v.toPrecision(3)).toString();

/** Panels of the series present in `metrics` between `start` and `end` (unix seconds); '' when there are none. */
export function trainingCurvesSvg(
  metrics: TrainingMetric[],
  start: number,
  end: number,
  markers: ChartMarker[] = [],
): string {
  const ts = (m: TrainingMetric) => Date.parse(m.ts) / 1000;
  const t0 = Math.min(start, ...metrics.map(ts));
  const t1 = Math.max(end, t0 + 1, ...metrics.map(ts));
  const panels = CURVES.flatMap((c) => {
    const of = (m: TrainingMetric) => (c.kinds as readonly string[]).includes(m.kind) && typeof m[c.key] === 'number';
    const train = metrics.filter((m) => of(m) && !isEvaluation(m));
    const evals = metrics.filter((m) => of(m) && isEvaluation(m));
    return train.length + evals.length ? [{ ...c, train, evals }] : [];
  });
  if (!panels.length) return '';
  const W = 1000;
  const L = 70;
  const R = 20;
  const PH = 110; // panel height
  const GAP = 28;
  const x = (t: number) => L + ((t - t0) / (t1 - t0)) * (W - L - R);
  const parts: string[] = [];
  panels.forEach((p, i) => {
    const top = 10 + i * (PH + GAP);
    const value = (m: TrainingMetric) => m[p.key] as number;
    const spread = (m: TrainingMetric) => (p.key === 'reward_mean' && m.reward_std !== undefined ? m.reward_std : 0);
    const all = [...p.train, ...p.evals];
    let lo = Math.min(...all.map((m) => value(m) - spread(m)));
    let hi = Math.max(...all.map((m) => value(m) + spread(m)));
    if (p.key === 'success_rate') [lo, hi] = [0, 1];
    if (hi === lo) [lo, hi] = [lo - (Math.abs(lo) / 2 || 1), hi + (Math.abs(hi) / 2 || 1)]; // a constant: a flat line mid-panel
    const y = (v: number) => top + (1 - (v - lo) / (hi - lo)) * PH;
    parts.push(
      `<g class="training-panel" data-series="${p.key}">`,
      `<rect x="${L}" y="${top}" width="${W - L - R}" height="${PH}" fill="none" stroke="#eee"/>`,
      `<text x="${L + 4}" y="${top + 12}" font-weight="bold">${esc(p.label)}</text>`,
      `<text x="${L - 6}" y="${top + 10}" text-anchor="end">${short(hi)}</text><text x="${L - 6}" y="${top + PH}" text-anchor="end">${short(lo)}</text>`,
    );
    if (p.key === 'reward_mean') {
      for (const m of p.train.filter((m) => m.reward_std !== undefined)) {
        parts.push(
          `<line x1="${x(ts(m))}" x2="${x(ts(m))}" y1="${y(value(m) - spread(m))}" y2="${y(value(m) + spread(m))}" stroke="${COLORS.train}" stroke-opacity=".35" stroke-width="4"/>`,
        );
      }
    }
    for (const [series, color] of [
      [p.train, COLORS.train],
      [p.evals, COLORS.eval],
    ] as const) {
      if (series.length > 1)
        parts.push(
          `<polyline fill="none" stroke="${color}" stroke-width="1.5" points="${series.map((m) => `${x(ts(m))},${y(value(m))}`).join(' ')}"/>`,
        );
      for (const m of series.length <= 200 ? series : []) {
        parts.push(
          `<circle class="training-point" cx="${x(ts(m))}" cy="${y(value(m))}" r="2.5" fill="${color}"><title>${esc(m.job)}${m.kind === 'rollout' ? '' : ` step ${m.step}`}: ${short(value(m))}</title></circle>`,
        );
      }
    }
    for (const mk of markers) {
      parts.push(
        `<line class="submission-marker" x1="${x(mk.t)}" x2="${x(mk.t)}" y1="${top}" y2="${top + PH}" stroke="#f59f00" stroke-dasharray="3 3"><title>${esc(mk.title)}</title></line>`,
      );
      if (i === 0) parts.push(`<text x="${x(mk.t)}" y="${top + 24}" text-anchor="middle">${esc(mk.label)}</text>`);
    }
    parts.push('</g>');
  });
  const H = 10 + panels.length * (PH + GAP);
  for (let k = 0; k <= 5; k++) {
    const t = t0 + ((t1 - t0) * k) / 5;
    parts.push(`<text x="${x(t)}" y="${H - 8}" text-anchor="middle">${axisLabel(t - t0, t1 - t0)}</text>`);
  }
  const legend = `<p class="meta"><span style="color:${COLORS.train}">■</span> training rounds and steps · <span style="color:${COLORS.eval}">■</span> the pipeline's own evaluation · <span style="color:#f59f00">┆</span> submissions</p>`;
  return `<svg id="training-curves" viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-label="training curves">${parts.join('')}</svg>${legend}`;
}
