import type { Restatement } from '../common/report-schema';
import type { SweepRunResult } from '../common/types';
import { leaderboard } from './leaderboard';

/** A sweep's runs as the restatements score them: best, baseline, improvement and sealed score restated where re-scored. */
export function restatedResults(results: SweepRunResult[], restatements: Restatement[]): SweepRunResult[] {
  const by = new Map(restatements.filter((x) => !x.skipped).map((x) => [x.run_id, x]));
  return results.map((r) => {
    const x = by.get(r.runId);
    if (!x) return r;
    const best = x.best.after?.score ?? null;
    const baseline = x.baseline.after ?? r.baseline;
    return {
      ...r,
      baseline,
      best,
      bestUncertainty: x.submissions.find((s) => s.submission_id === x.best.after?.submission_id)?.uncertainty ?? null,
      improvement: best === null || baseline === null ? null : best - baseline,
      ...(r.sealed && x.sealed
        ? {
            sealed: {
              ...r.sealed,
              score: x.sealed.after,
              uncertainty: null,
              gap: best === null || x.sealed.after === null ? null : best - x.sealed.after,
            },
          }
        : {}),
    };
  });
}

export interface RankChange {
  task: string;
  agent: string;
  driver: string;
  before: number;
  after: number;
}

/** Each leaderboard row's rank within its task (1 = first) before and after the restatement, where it changed. */
export function rankChanges(results: SweepRunResult[], restatements: Restatement[]): RankChange[] {
  const ranks = (rows: ReturnType<typeof leaderboard>) => {
    const seen = new Map<string, number>();
    return new Map(
      rows.map((r) => [
        `${r.task}\0${r.agent}\0${r.driver}`,
        seen.set(r.task, (seen.get(r.task) ?? 0) + 1).get(r.task)!,
      ]),
    );
  };
  const before = ranks(leaderboard(results));
  const after = ranks(leaderboard(restatedResults(results, restatements)));
  return [...before].flatMap(([key, rank]) => {
    const now = after.get(key)!;
    const [task, agent, driver] = key.split('\0');
    return now === rank ? [] : [{ task, agent, driver, before: rank, after: now }];
  });
}

const f = (v: number | null | undefined) => (v === null || v === undefined ? '—' : v.toFixed(2));

export function renderRestatement(
  regradeId: string,
  sweepId: string | null,
  restatements: Restatement[],
  ranks: RankChange[] | null,
): string {
  const lines = [
    `# Restatement ${regradeId}`,
    '',
    sweepId
      ? `Sweep \`${sweepId}\`, re-scored from its runs' kept snapshots with the current evaluators.`
      : 'Runs re-scored from their kept snapshots with the current evaluators.',
    '',
  ];
  lines.push(
    '| run | evaluator (before → after) | baseline | best | sealed | re-scored | note |',
    '|---|---|---|---|---|---|---|',
  );
  for (const x of restatements) {
    const rescored = x.submissions.filter((s) => s.after !== null).length;
    const gone = x.submissions.filter((s) => !s.kept).map((s) => `#${s.submission_id}`);
    const note = x.skipped ?? (gone.length ? `snapshots no longer kept: ${gone.join(', ')}` : '');
    const best = (b: Restatement['best']['before']) => (b ? `${f(b.score)} (#${b.submission_id})` : '—');
    lines.push(
      `| ${x.run_id} | \`${x.evaluator.before}\` → \`${x.evaluator.after}\` | ${f(x.baseline.before)} → ${f(x.baseline.after)} | ${best(x.best.before)} → ${best(x.best.after)} | ${x.sealed ? `${f(x.sealed.before)} → ${f(x.sealed.after)}` : '—'} | ${rescored} of ${x.submissions.length} | ${note} |`,
    );
  }
  if (ranks) {
    lines.push('', '## Leaderboard ranks', '');
    if (!ranks.length) lines.push('No rank changed.');
    else {
      lines.push('| task | agent | driver | rank before | rank after |', '|---|---|---|---|---|');
      for (const r of ranks) lines.push(`| ${r.task} | ${r.agent} | ${r.driver} | ${r.before} | ${r.after} |`);
    }
  }
  return lines.join('\n') + '\n';
}
