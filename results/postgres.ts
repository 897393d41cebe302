import pg from 'pg';
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

// Tables created before a column was added get it.
const SCHEMA = [
  ...resultsSchema('postgres'),
  ...addedColumns('postgres').map((c) => `ALTER TABLE ${c.table} ADD COLUMN IF NOT EXISTS ${c.definition}`),
].join(';\n');

/** The same store on PostgreSQL (`results.postgres` / A2RL_RESULTS_POSTGRES: a connection URL). */
export class PostgresResultsStore implements ResultsStore {
  private constructor(private readonly pool: pg.Pool) {}

  static async open(url: string): Promise<PostgresResultsStore> {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    await pool.query(SCHEMA);
    return new PostgresResultsStore(pool);
  }

  async upsert(row: ResultRow): Promise<void> {
    const params = RESULT_COLUMNS.map((_, i) => `$${i + 1}`).join(',');
    await this.pool.query(
      `INSERT INTO runs (${RESULT_COLUMNS.join(',')}) VALUES (${params})
       ON CONFLICT (run_id) DO UPDATE SET ${RESULT_COLUMNS.slice(1)
         .map((c) => `${c}=EXCLUDED.${c}`)
         .join(',')}`,
      RESULT_COLUMNS.map((c) => row[c]),
    );
  }

  async get(runId: string): Promise<ResultRow | null> {
    const r = await this.pool.query(`SELECT ${RESULT_COLUMNS.join(',')} FROM runs WHERE run_id = $1`, [runId]);
    return (r.rows[0] as ResultRow | undefined) ?? null;
  }

  async list(filter: { task?: string; agent?: string; sweep?: string } = {}): Promise<ResultRow[]> {
    const where = Object.entries(filter).filter(([, v]) => v !== undefined);
    const r = await this.pool.query(
      `SELECT ${RESULT_COLUMNS.join(',')} FROM runs ${where.length ? 'WHERE ' + where.map(([k], i) => `${k} = $${i + 1}`).join(' AND ') : ''} ORDER BY timestamp, run_id`,
      where.map(([, v]) => v),
    );
    return r.rows as ResultRow[];
  }

  async saveLeaderboard(sweepId: string, scheduleId: string | null, rows: LeaderboardRow[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM leaderboard WHERE sweep_id = $1', [sweepId]);
      for (const r of rows) {
        const values: Record<string, unknown> = { ...r, sweep_id: sweepId, schedule_id: scheduleId };
        await client.query(
          `INSERT INTO leaderboard (${LEADERBOARD_COLUMNS.join(',')}) VALUES (${LEADERBOARD_COLUMNS.map((_, i) => `$${i + 1}`).join(',')})`,
          LEADERBOARD_COLUMNS.map((c) => values[c]),
        );
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  }

  async leaderboard(sweepId: string): Promise<StoredLeaderboardRow[]> {
    const r = await this.pool.query(
      `SELECT ${LEADERBOARD_COLUMNS.join(',')} FROM leaderboard WHERE sweep_id = $1 ORDER BY task, mean_improvement DESC`,
      [sweepId],
    );
    return r.rows as StoredLeaderboardRow[];
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
