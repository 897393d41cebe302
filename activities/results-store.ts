import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import type { LeaderboardRow } from './report/leaderboard';

// One row per run, in SQLite by default. Columns follow the reference's results.csv, plus the
// run's phase, sweep and report path. Writes are upserts, so a retried activity records once.

export interface ResultRow {
  run_id: string;
  timestamp: string;
  task: string;
  agent: string;
  driver_model: string;
  base_model: string;
  baseline: number | null;
  best_score: number;
  improvement: number | null;
  submissions: number;
  duration_s: number;
  success: boolean;
  workspace: string;
  phase: string;
  sweep: string | null;
  report: string | null;
}

/** The reference results.csv columns, in order. */
export const REFERENCE_CSV_COLUMNS = [
  'run_id', 'timestamp', 'task', 'agent', 'driver_model', 'base_model', 'baseline',
  'best_score', 'improvement', 'submissions', 'duration_s', 'success', 'workspace',
] as const;

export class ResultsStore {
  private readonly db: Database.Database;

  constructor(file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS runs (
      run_id TEXT PRIMARY KEY, timestamp TEXT NOT NULL, task TEXT NOT NULL, agent TEXT NOT NULL,
      driver_model TEXT NOT NULL, base_model TEXT NOT NULL, baseline REAL, best_score REAL NOT NULL,
      improvement REAL, submissions INTEGER NOT NULL, duration_s INTEGER NOT NULL, success INTEGER NOT NULL,
      workspace TEXT NOT NULL, phase TEXT NOT NULL, sweep TEXT, report TEXT,
      recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')))`);
    this.db.exec(`CREATE TABLE IF NOT EXISTS leaderboard (
      sweep_id TEXT NOT NULL, task TEXT NOT NULL, agent TEXT NOT NULL, driver TEXT NOT NULL,
      runs INTEGER NOT NULL, failed INTEGER NOT NULL, mean_best REAL, se_best REAL,
      mean_improvement REAL, se_improvement REAL, success_rate REAL NOT NULL, submissions INTEGER NOT NULL,
      schedule_id TEXT, PRIMARY KEY (sweep_id, task, agent, driver))`);
  }

  /** Replaces the leaderboard of one sweep. */
  saveLeaderboard(sweepId: string, scheduleId: string | null, rows: LeaderboardRow[]): void {
    const insert = this.db.prepare(`INSERT INTO leaderboard VALUES (@sweep_id, @task, @agent, @driver, @runs, @failed, @mean_best,
      @se_best, @mean_improvement, @se_improvement, @success_rate, @submissions, @schedule_id)`);
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM leaderboard WHERE sweep_id = ?').run(sweepId);
      for (const r of rows) insert.run({ ...r, sweep_id: sweepId, schedule_id: scheduleId });
    })();
  }

  leaderboard(sweepId: string): Array<LeaderboardRow & { sweep_id: string }> {
    return this.db.prepare('SELECT * FROM leaderboard WHERE sweep_id = ? ORDER BY task, mean_improvement DESC').all(sweepId) as Array<LeaderboardRow & { sweep_id: string }>;
  }

  upsert(row: ResultRow): void {
    const cols = Object.keys(row);
    const values = cols.map((c) => {
      const v = row[c as keyof ResultRow];
      return typeof v === 'boolean' ? Number(v) : v;
    });
    this.db
      .prepare(`INSERT INTO runs (${cols.join(',')}) VALUES (${cols.map(() => '?').join(',')})
        ON CONFLICT(run_id) DO UPDATE SET ${cols.filter((c) => c !== 'run_id').map((c) => `${c}=excluded.${c}`).join(',')}`)
      .run(...values);
  }

  list(filter: { task?: string; agent?: string; sweep?: string } = {}): ResultRow[] {
    const where = Object.entries(filter).filter(([, v]) => v !== undefined);
    const sql = `SELECT * FROM runs ${where.length ? 'WHERE ' + where.map(([k]) => `${k} = ?`).join(' AND ') : ''} ORDER BY timestamp`;
    return (this.db.prepare(sql).all(...where.map(([, v]) => v)) as Array<Record<string, unknown>>).map((r) => ({
      ...(r as unknown as ResultRow),
      success: Boolean(r.success),
    }));
  }

  get(runId: string): ResultRow | null {
    const r = this.db.prepare('SELECT * FROM runs WHERE run_id = ?').get(runId) as Record<string, unknown> | undefined;
    return r ? { ...(r as unknown as ResultRow), success: Boolean(r.success) } : null;
  }

  close(): void {
    this.db.close();
  }
}

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
