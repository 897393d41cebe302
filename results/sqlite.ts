import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import {
  addedColumns,
  LEADERBOARD_COLUMNS,
  RESULT_COLUMNS,
  resultsSchema,
  type LeaderboardRow,
  type ResultRow,
  type ResultsStore,
  type StoredLeaderboardRow,
} from './schema';

export class SqliteResultsStore implements ResultsStore {
  private readonly db: Database.Database;

  constructor(file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    for (const statement of resultsSchema('sqlite')) this.db.exec(statement);
    // Tables created before a column was added get it (SQLite has no ADD COLUMN IF NOT EXISTS).
    for (const { table, column, definition } of addedColumns('sqlite')) {
      const existing = this.db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>;
      if (!existing.some((c) => c.name === column)) this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${definition}`);
    }
  }

  async upsert(row: ResultRow): Promise<void> {
    const values = RESULT_COLUMNS.map((c) => (typeof row[c] === 'boolean' ? Number(row[c]) : row[c]));
    this.db
      .prepare(
        `INSERT INTO runs (${RESULT_COLUMNS.join(',')}) VALUES (${RESULT_COLUMNS.map(() => '?').join(',')})
        ON CONFLICT(run_id) DO UPDATE SET ${RESULT_COLUMNS.slice(1)
          .map((c) => `${c}=excluded.${c}`)
          .join(',')}`,
      )
      .run(...values);
  }

  async get(runId: string): Promise<ResultRow | null> {
    const r = this.db.prepare('SELECT * FROM runs WHERE run_id = ?').get(runId) as Record<string, unknown> | undefined;
    return r ? toRow(r) : null;
  }

  async list(filter: { task?: string; agent?: string; sweep?: string } = {}): Promise<ResultRow[]> {
    const where = Object.entries(filter).filter(([, v]) => v !== undefined);
    const sql = `SELECT * FROM runs ${where.length ? 'WHERE ' + where.map(([k]) => `${k} = ?`).join(' AND ') : ''} ORDER BY timestamp, run_id`;
    return (this.db.prepare(sql).all(...where.map(([, v]) => v)) as Array<Record<string, unknown>>).map(toRow);
  }

  async saveLeaderboard(sweepId: string, scheduleId: string | null, rows: LeaderboardRow[]): Promise<void> {
    const insert = this.db.prepare(
      `INSERT INTO leaderboard (${LEADERBOARD_COLUMNS.join(',')}) VALUES (${LEADERBOARD_COLUMNS.map((c) => `@${c}`).join(',')})`,
    );
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM leaderboard WHERE sweep_id = ?').run(sweepId);
      for (const r of rows) insert.run({ ...r, sweep_id: sweepId, schedule_id: scheduleId });
    })();
  }

  async leaderboard(sweepId: string): Promise<StoredLeaderboardRow[]> {
    return this.db
      .prepare('SELECT * FROM leaderboard WHERE sweep_id = ? ORDER BY task, mean_improvement DESC')
      .all(sweepId) as StoredLeaderboardRow[];
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

function toRow(r: Record<string, unknown>): ResultRow {
  const { recorded_at: _recorded, ...rest } = r;
  return { ...(rest as unknown as ResultRow), success: Boolean(r.success) };
}
