import type { Metrics } from '../common/report-schema';

// The reference's workspace metrics (core/metrics.py), computed from the ordered submissions.

export interface MetricInput {
  scores: Array<{ score: number | null; timestamp: string; copy: boolean }>;
  baseline: number | null;
  startTime: number | null;
  endTime: number | null;
  timeoutS: number;
  lastSubmitTime: number | null;
}

export function computeMetrics(m: MetricInput): Metrics {
  const values = m.scores.map((s) => s.score ?? 0);
  const n = values.length;
  const rel = (iso: string) => (m.startTime === null ? null : Math.trunc(Date.parse(iso) / 1000 - m.startTime));
  const validIdx = values.findIndex((v) => v > 0);
  const improveIdx = m.baseline === null ? -1 : values.findIndex((v) => v > (m.baseline as number));
  let bestIdx = -1;
  values.forEach((v, i) => {
    if (bestIdx === -1 || v > values[bestIdx]) bestIdx = i;
  });
  let rising = 0;
  for (let i = 1; i < n; i++) if (values[i] > values[i - 1]) rising++;
  return {
    valid_submission_rate: n ? values.filter((v) => v > 0).length / n : null,
    first_valid_idx: validIdx === -1 ? null : validIdx + 1,
    first_valid_delay: validIdx === -1 ? null : rel(m.scores[validIdx].timestamp),
    score_trajectory: values,
    time_to_first_improvement: improveIdx === -1 ? null : rel(m.scores[improveIdx].timestamp),
    time_to_best: bestIdx === -1 ? null : rel(m.scores[bestIdx].timestamp),
    monotonic_ratio: n >= 2 ? rising / (n - 1) : null,
    copy_model_count: m.scores.filter((s) => s.copy).length,
    time_used_ratio:
      m.startTime !== null && m.endTime !== null && m.timeoutS > 0 ? (m.endTime - m.startTime) / m.timeoutS : null,
    last_submit_gap: m.endTime !== null && m.lastSubmitTime !== null ? Math.trunc(m.endTime - m.lastSubmitTime) : null,
  };
}
