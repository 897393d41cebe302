import type { Config } from '../common/config';
import type { ResultRow, ResultsStore } from './schema';

// The results store: one row per run (columns of the reference's results.csv, plus the run's
// phase, sweep and report) and the leaderboards of sweeps. SQLite by default, PostgreSQL when
// `results.postgres` is set. Writes are upserts, so a retried activity records once.

export type { ResultRow, ResultsStore } from './schema';

/** Opens the configured store (and creates its tables). */
export async function openResultsStore(config: Pick<Config, 'resultsDb' | 'results'>): Promise<ResultsStore> {
  if (config.results.postgres) {
    const { PostgresResultsStore } = await import('./postgres');
    return PostgresResultsStore.open(config.results.postgres);
  }
  const { SqliteResultsStore } = await import('./sqlite');
  return new SqliteResultsStore(config.resultsDb);
}

/** Runs `fn` with the configured store, closing it afterwards. */
export async function withResultsStore<T>(
  config: Pick<Config, 'resultsDb' | 'results'>,
  fn: (store: ResultsStore) => Promise<T>,
): Promise<T> {
  const store = await openResultsStore(config);
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

/** The reference results.csv columns, in order. */
export const REFERENCE_CSV_COLUMNS = [
  'run_id',
  'timestamp',
  'task',
  'agent',
  'driver_model',
  'base_model',
  'baseline',
  'best_score',
  'improvement',
  'submissions',
  'duration_s',
  'success',
  'workspace',
] as const;

/** results.csv exactly as the reference writes it (header + one row per run). */
export function toReferenceCsv(rows: ResultRow[]): string {
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return '';
    if (typeof v === 'boolean') return v ? 'True' : 'False';
    const s = String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [REFERENCE_CSV_COLUMNS.join(',')];
  for (const r of rows) lines.push(REFERENCE_CSV_COLUMNS.map((c) => cell(r[c])).join(','));
  return lines.join('\n') + '\n';
}
