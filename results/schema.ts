// The results store's two tables, column by column (a trailing `?`: nullable): the row types, both
// stores' CREATE TABLEs and their column lists all come from here.
type Column = 'text' | 'real' | 'integer' | 'boolean';
type Table = Record<string, Column | `${Column}?`>;
type Value<C> = C extends 'text' ? string : C extends 'boolean' ? boolean : number;
type RowOf<T extends Table> = { -readonly [K in keyof T]: T[K] extends `${infer C}?` ? Value<C> | null : Value<T[K]> };

const RUNS = {
  run_id: 'text',
  timestamp: 'text',
  task: 'text',
  agent: 'text',
  driver_model: 'text',
  base_model: 'text',
  baseline: 'real?',
  best_score: 'real',
  improvement: 'real?',
  submissions: 'integer',
  duration_s: 'integer',
  success: 'boolean',
  workspace: 'text',
  phase: 'text',
  sweep: 'text?',
  report: 'text?',
  // how the run ended (common/verdict.ts); null in rows recorded before verdicts
  verdict: 'text?',
  verdict_cause: 'text?',
  // what the agent spent through its run's LLM gateway (null: no call, or recorded before the gateway)
  llm_cost_usd: 'real?',
  llm_tokens: 'integer?',
  // the run's reproducibility manifest (common/repro-manifest.ts), as JSON; null before manifests
  manifest: 'text?',
  // the best submission's standard error and 95% interval over its items (null: none, or recorded before intervals)
  best_se: 'real?',
  best_ci_low: 'real?',
  best_ci_high: 'real?',
  // how the run was scored (null: recorded before protocols, i.e. reference); under `sealed`, the
  // final checkpoint's sealed score with its interval, the sealed baseline, and feedback best − sealed
  protocol: 'text?',
  sealed_score: 'real?',
  sealed_ci_low: 'real?',
  sealed_ci_high: 'real?',
  sealed_baseline: 'real?',
  optimism_gap: 'real?',
  // the latest restatement (`a2rl regrade`): its id, the evaluator version that gave it, the restated best
  // (the restated baseline when nothing scored) and sealed score; null: never restated
  restatement: 'text?',
  restated_evaluator: 'text?',
  restated_best: 'real?',
  restated_sealed: 'real?',
} as const satisfies Table;

const LEADERBOARD = {
  sweep_id: 'text',
  task: 'text',
  agent: 'text',
  driver: 'text',
  runs: 'integer',
  failed: 'integer',
  mean_best: 'real?',
  se_best: 'real?',
  mean_improvement: 'real?',
  se_improvement: 'real?',
  success_rate: 'real',
  submissions: 'integer',
  schedule_id: 'text?',
  // runs of the group the harness failed: not in runs, the means or the success rate
  harness_errors: 'integer',
  // LLM spend of the group's runs: the mean per run, and per point of improvement (total / total gain)
  mean_cost_usd: 'real?',
  cost_per_point: 'real?',
  // mean_best's standard error and 95% interval with seed-to-seed and item-level noise together
  // (a two-level bootstrap, python/a2rl/stats.py); se_best is the spread over seeds alone
  se_best_total: 'real?',
  best_ci_low: 'real?',
  best_ci_high: 'real?',
  // sealed runs of the group: the mean sealed score with its two-level interval, and the mean
  // optimism gap (feedback best − sealed); null where no run was sealed
  sealed_runs: 'integer?',
  mean_sealed: 'real?',
  sealed_ci_low: 'real?',
  sealed_ci_high: 'real?',
  mean_gap: 'real?',
} as const satisfies Table;

/**
 * Columns added after a table was first created: a store adds those an existing table lacks
 * (ALTER TABLE … ADD COLUMN), nullable or with a default, so older databases keep working.
 */
const ADDED_COLUMNS: { runs: Array<keyof typeof RUNS>; leaderboard: Array<keyof typeof LEADERBOARD> } = {
  runs: [
    'verdict',
    'verdict_cause',
    'llm_cost_usd',
    'llm_tokens',
    'manifest',
    'best_se',
    'best_ci_low',
    'best_ci_high',
    'protocol',
    'sealed_score',
    'sealed_ci_low',
    'sealed_ci_high',
    'sealed_baseline',
    'optimism_gap',
    'restatement',
    'restated_evaluator',
    'restated_best',
    'restated_sealed',
  ],
  leaderboard: [
    'harness_errors',
    'mean_cost_usd',
    'cost_per_point',
    'se_best_total',
    'best_ci_low',
    'best_ci_high',
    'sealed_runs',
    'mean_sealed',
    'sealed_ci_low',
    'sealed_ci_high',
    'mean_gap',
  ],
};
const DEFAULTS: Record<Column, string> = { text: "''", real: '0', integer: '0', boolean: 'FALSE' };

export type ResultRow = RowOf<typeof RUNS>;

const SQL_TYPES: Record<'sqlite' | 'postgres', Record<Column, string>> = {
  sqlite: { text: 'TEXT', real: 'REAL', integer: 'INTEGER', boolean: 'INTEGER' },
  postgres: { text: 'TEXT', real: 'DOUBLE PRECISION', integer: 'INTEGER', boolean: 'BOOLEAN' },
};

function columnDef(dialect: 'sqlite' | 'postgres', col: string, spec: string): string {
  return `${col} ${SQL_TYPES[dialect][spec.replace('?', '') as Column]}${spec.endsWith('?') ? '' : ' NOT NULL'}`;
}

function createTable(dialect: 'sqlite' | 'postgres', name: string, table: Table, extra: string[]): string {
  const columns = Object.entries(table).map(([col, spec]) => columnDef(dialect, col, spec));
  return `CREATE TABLE IF NOT EXISTS ${name} (${[...columns, ...extra].join(', ')})`;
}

/** The columns a table created before them lacks, each with its `ADD COLUMN` definition. */
export function addedColumns(
  dialect: 'sqlite' | 'postgres',
): Array<{ table: 'runs' | 'leaderboard'; column: string; definition: string }> {
  const tables = { runs: RUNS as Table, leaderboard: LEADERBOARD as Table };
  return (['runs', 'leaderboard'] as const).flatMap((table) =>
    ADDED_COLUMNS[table].map((column) => {
      const spec = tables[table][column];
      const definition =
        columnDef(dialect, column, spec) + (spec.endsWith('?') ? '' : ` DEFAULT ${DEFAULTS[spec as Column]}`);
      return { table, column, definition };
    }),
  );
}

/** The CREATE TABLE statements of a store, in its SQL dialect. */
export function resultsSchema(dialect: 'sqlite' | 'postgres'): string[] {
  const recordedAt =
    dialect === 'sqlite'
      ? "recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))"
      : 'recorded_at TIMESTAMPTZ NOT NULL DEFAULT now()';
  return [
    createTable(dialect, 'runs', RUNS, [recordedAt, 'PRIMARY KEY (run_id)']),
    createTable(dialect, 'leaderboard', LEADERBOARD, ['PRIMARY KEY (sweep_id, task, agent, driver)']),
  ];
}

/** A sweep's row for one task × agent × driver; success_rate: the share of runs that finished with a
 * best submission above the baseline. */
export type StoredLeaderboardRow = RowOf<typeof LEADERBOARD>;
export type LeaderboardRow = Omit<StoredLeaderboardRow, 'sweep_id' | 'schedule_id'>;

export interface ResultsStore {
  upsert(row: ResultRow): Promise<void>;
  get(runId: string): Promise<ResultRow | null>;
  list(filter?: { task?: string; agent?: string; sweep?: string }): Promise<ResultRow[]>;
  /** Replaces the leaderboard of one sweep. */
  saveLeaderboard(sweepId: string, scheduleId: string | null, rows: LeaderboardRow[]): Promise<void>;
  leaderboard(sweepId: string): Promise<StoredLeaderboardRow[]>;
  close(): Promise<void>;
}

export const RESULT_COLUMNS = Object.keys(RUNS) as Array<keyof ResultRow>;
export const LEADERBOARD_COLUMNS = Object.keys(LEADERBOARD) as Array<keyof typeof LEADERBOARD>;
