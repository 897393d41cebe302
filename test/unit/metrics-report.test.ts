import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReport, renderMarkdown } from '../../report/build';
import { renderHtml } from '../../report/html';
import { computeMetrics } from '../../report/metrics';
import { resultRow } from '../../report';
import { SqliteResultsStore } from '../../results/sqlite';
import { resultsStoreContract } from '../helpers/results-contract';
import { parseRunSpec } from '../../common/run-spec';
import { REPORT_SCHEMA_VERSION, ReportSchema } from '../../common/report-schema';
import type { RunStatus, SubmissionRecord } from '../../common/types';
import { initialRunStatus } from '../../workflows/run-state';

const T0 = 1_800_000_000; // start_time (epoch s)
const at = (s: number) => new Date((T0 + s) * 1000).toISOString();

describe("the reference's ten metrics", () => {
  test('hand-computed values for a run with a failure, an improvement and a regression', () => {
    const m = computeMetrics({
      scores: [
        { score: 0, timestamp: at(100), copy: false }, // failed
        { score: 8, timestamp: at(250), copy: true }, //  valid, below baseline (a copy)
        { score: 30, timestamp: at(400), copy: false }, // first improvement, best
        { score: 20, timestamp: at(900), copy: false }, // regression
      ],
      baseline: 10,
      startTime: T0,
      endTime: T0 + 1200,
      timeoutS: 3600,
      lastSubmitTime: T0 + 900,
    });
    expect(m).toEqual({
      valid_submission_rate: 0.75,
      first_valid_idx: 2,
      first_valid_delay: 250,
      score_trajectory: [0, 8, 30, 20],
      time_to_first_improvement: 400,
      time_to_best: 400,
      monotonic_ratio: 2 / 3,
      copy_model_count: 1,
      time_used_ratio: 1200 / 3600,
      last_submit_gap: 300,
    });
  });

  test('no submissions', () => {
    const m = computeMetrics({
      scores: [],
      baseline: 10,
      startTime: T0,
      endTime: T0 + 60,
      timeoutS: 600,
      lastSubmitTime: null,
    });
    expect(m).toMatchObject({
      valid_submission_rate: null,
      first_valid_idx: null,
      score_trajectory: [],
      monotonic_ratio: null,
      copy_model_count: 0,
      time_used_ratio: 0.1,
      last_submit_gap: null,
    });
  });
});

function status(): RunStatus {
  const sub = (
    n: number,
    score: number | null,
    st: SubmissionRecord['status'],
    extra: Partial<SubmissionRecord> = {},
  ): SubmissionRecord => ({
    submission_id: n,
    request_id: `r${n}`,
    timestamp: at(n * 100),
    model_path: `output/v${n}`,
    resolved_path: `/workspace/output/v${n}`,
    digest: `d${n}`,
    gpu: null,
    code_revision: null,
    status: st,
    score,
    baseline_score: 10,
    improvement: score === null ? null : score - 10,
    elapsed_seconds: 5,
    eval_seconds: 4,
    ...extra,
  });
  const submissions = [
    sub(1, 0, 'failed', { error: 'could not load model' }),
    sub(2, 45, 'scored'),
    sub(3, 10, 'scored', { base_copy: { differing_bytes: 0 } }),
  ];
  return {
    ...initialRunStatus('run-arith-example-x', parseRunSpec({ task: 'arith', agent: 'example', budget: 600 })),
    phase: 'reporting',
    resolved: {
      runId: 'run-arith-example-x',
      task: { id: 'arith', level: 1, title: 'Arith', evaluatorVersion: 'v1', defaultBaseModel: 'org/base' },
      agent: { id: 'example', title: 'Example' },
      baseModel: 'org/base',
      driver: 'none',
      modelDir: '/cache/models/org/base',
      trainDataDir: '/cache/data/train',
      heldoutDataDir: '/cache/data/heldout',
      runDir: '/runs/run-arith-example-x',
    },
    meta: {
      start_time: T0,
      timeout_s: 600,
      last_submit_time: T0 + 300,
      end_time: T0 + 480,
      paused_s: 0,
      paused_since: null,
      working_limit_s: null,
    },
    baseline: { score: 10, cached: false, evaluatorVersion: 'v1', cacheKey: 'k', eval_seconds: 3 },
    submissions,
    best: submissions[1],
    agent: {
      status: 'exited',
      stoppedBy: null,
      exit: { exitCode: 0, oomKilled: false, startedAt: null, finishedAt: null, reattached: 1 },
    },
  };
}

describe('report', () => {
  test('report.json carries the run, every submission, best, improvement and metrics', () => {
    const r = buildReport(status(), {
      agentLog: '/runs/x/agent.log',
      logTail: '',
      revisions: [],
      codeAt: {},
      diffFirstToBest: null,
      events: [],
      now: new Date(0),
    });
    expect(r.schema).toBe(REPORT_SCHEMA_VERSION);
    expect(r.run).toMatchObject({
      task: 'arith',
      task_level: 1,
      agent: 'example',
      driver: 'none',
      base_model: 'org/base',
      budget_s: 600,
    });
    expect(r.best).toEqual({ submission_id: 2, score: 45, model_path: 'output/v2', uncertainty: null });
    expect(r.improvement).toBe(35);
    expect(r.submissions.map((s) => [s.status, s.copy_of_base_model, s.error])).toEqual([
      ['failed', false, 'could not load model'],
      ['scored', false, null],
      ['scored', true, null],
    ]);
    expect(r.metrics).toMatchObject({
      copy_model_count: 1,
      first_valid_idx: 2,
      valid_submission_rate: 2 / 3,
      time_used_ratio: 0.8,
    });
    expect(r.agent).toMatchObject({ exit_code: 0, reattached: 1 });
    const md = renderMarkdown(r);
    expect(md).toContain('# Run report: run-arith-example-x');
    expect(md).toContain('Baseline: **10.00**');
    expect(md).toContain('Best: **45.00** (submission 2, `output/v2`)');
    expect(md).toContain('Improvement: **+35.00**');
    expect(md).toContain('scored (copy of base model)');
    expect(md).toContain('| valid_submission_rate | 0.6667 |');
    expect(md).not.toContain('Judge:');
  });

  test("every score's standard error and 95% interval are in report.json, .md and .html (error bars on the chart)", () => {
    const s = status();
    const u = (se: number, lo: number, hi: number) => ({
      n: 100,
      se,
      ci: [lo, hi] as [number, number],
      level: 0.95,
      method: 'wilson' as const,
    });
    s.baseline = { ...s.baseline!, uncertainty: u(3, 5.5, 17.4) };
    s.submissions[1].uncertainty = u(4.97, 35.6, 54.7);
    s.best = s.submissions[1];
    const r = buildReport(s, {
      agentLog: '',
      logTail: '',
      revisions: [],
      codeAt: {},
      diffFirstToBest: null,
      events: [],
      now: new Date(0),
    });
    expect(ReportSchema.parse(r)).toEqual(r);
    expect(r.best?.uncertainty).toEqual(u(4.97, 35.6, 54.7));
    expect(r.baseline?.uncertainty?.ci).toEqual([5.5, 17.4]);
    expect(r.submissions.map((x) => x.uncertainty?.se ?? null)).toEqual([null, 4.97, null]);
    const md = renderMarkdown(r);
    expect(md).toContain('Best: **45.00** ± 4.97 (95% interval 35.6–54.7 over 100 items, Wilson)');
    expect(md).toContain('Baseline: **10.00** ± 3.00 (95% interval 5.5–17.4');
    expect(md).toContain('| 45.00 | 35.6–54.7 |');
    const html = renderHtml(r);
    expect(html).toContain('<path class="error-bar" data-id="2"');
    expect(html).not.toContain('<path class="error-bar" data-id="3"');
    expect(html).toContain('± 4.97 · 95% 35.6–54.7');
    // a report written before intervals still reads
    const old = JSON.parse(JSON.stringify(r));
    delete old.best.uncertainty;
    for (const x of old.submissions) delete x.uncertainty;
    expect(ReportSchema.parse(old).best?.uncertainty).toBeNull();
  });

  test('a judged run names its judge in report.json and report.md', () => {
    const s = status();
    s.baseline = { ...s.baseline!, judge_model: 'gpt-5.2' };
    s.submissions[1].accuracy_summary = { judge_model: 'gpt-5.2', length_controlled_winrate: 45 };
    const r = buildReport(s, {
      agentLog: '',
      logTail: '',
      revisions: [],
      codeAt: {},
      diffFirstToBest: null,
      events: [],
      now: new Date(0),
    });
    expect(r.baseline?.judge_model).toBe('gpt-5.2');
    expect(r.submissions.map((x) => x.judge_model)).toEqual([null, 'gpt-5.2', null]);
    expect(renderMarkdown(r)).toContain('- Judge: `gpt-5.2`');
  });

  test('the inference engine that scored the baseline and each submission is in report.json, .md and .html', () => {
    const s = status();
    const vllm = { backend: 'vllm', device: 'cpu', version: '0.32.0' };
    s.baseline = { ...s.baseline!, engine: vllm };
    s.submissions[0].engine = vllm;
    s.submissions[2].engine = { backend: 'transformers', device: 'cpu', version: '5.19.0' };
    const r = buildReport(s, {
      agentLog: '',
      logTail: '',
      revisions: [],
      codeAt: {},
      diffFirstToBest: null,
      events: [],
      now: new Date(0),
    });
    expect(r.baseline?.engine).toEqual(vllm);
    expect(r.submissions.map((x) => x.engine?.backend ?? null)).toEqual(['vllm', null, 'transformers']);
    expect(renderMarkdown(r)).toContain('- Inference engine: vllm 0.32.0 (cpu), transformers 5.19.0 (cpu)');
    expect(renderHtml(r)).toContain('scored by vllm 0.32.0 (cpu) · scored by transformers 5.19.0 (cpu)');
    // Reports written before engines were recorded still parse.
    expect(
      ReportSchema.parse({
        ...r,
        baseline: { ...r.baseline, engine: undefined },
        submissions: r.submissions.map(({ engine: _e, ...x }) => x),
      }).submissions[0].engine,
    ).toBeNull();
  });
});

describe('verdict in the report', () => {
  const build = (s: RunStatus) =>
    buildReport(s, {
      agentLog: '',
      logTail: '',
      revisions: [],
      codeAt: {},
      diffFirstToBest: null,
      events: [],
      now: new Date(0),
    });

  test('report.json, .md and .html carry the verdict and its cause', () => {
    const r = build(status());
    expect(r.verdict).toEqual({
      verdict: 'completed',
      cause: 'the agent exited 0; best score 45 (submission 2)',
      resume: null,
    });
    expect(renderMarkdown(r)).toContain('**Verdict:** completed — the agent exited 0; best score 45 (submission 2)');
    expect(renderMarkdown(r)).not.toContain('a2rl resume');
    expect(renderHtml(r)).toContain('<b>Verdict:</b> completed');
    // Reports written before verdicts still parse.
    const { verdict: _v, ...older } = r;
    expect(ReportSchema.parse(older).verdict).toBeNull();
  });

  test('a run the harness failed suggests `a2rl resume <runId>`', () => {
    const r = build({ ...status(), error: 'agent supervision failed: workspace lost' });
    expect(r.verdict).toEqual({
      verdict: 'harness-error',
      cause: 'agent supervision failed: workspace lost',
      resume: 'a2rl resume run-arith-example-x',
    });
    expect(renderMarkdown(r)).toContain('Continue it with `a2rl resume run-arith-example-x`.');
    expect(renderHtml(r)).toContain('<code>a2rl resume run-arith-example-x</code>');
  });
});

test('a run becomes one results row in the reference columns', () => {
  expect(resultRow(status(), '/runs/x/report/report.json')).toEqual({
    run_id: 'run-arith-example-x',
    timestamp: at(0),
    task: 'arith',
    agent: 'example',
    driver_model: 'none',
    base_model: 'org/base',
    baseline: 10,
    best_score: 45,
    improvement: 35,
    submissions: 3,
    duration_s: 480,
    success: true,
    workspace: '/runs/run-arith-example-x',
    phase: 'done',
    sweep: null,
    report: '/runs/x/report/report.json',
    verdict: 'completed',
    verdict_cause: 'the agent exited 0; best score 45 (submission 2)',
    llm_cost_usd: null,
    llm_tokens: null,
    manifest: null,
    best_se: null,
    best_ci_low: null,
    best_ci_high: null,
    protocol: 'reference',
    sealed_score: null,
    sealed_ci_low: null,
    sealed_ci_high: null,
    sealed_baseline: null,
    optimism_gap: null,
    restatement: null,
    restated_evaluator: null,
    restated_best: null,
    restated_sealed: null,
  });
  const s = status();
  s.best = { ...s.best!, uncertainty: { n: 100, se: 4.97, ci: [35.6, 54.7], level: 0.95, method: 'wilson' } };
  expect(resultRow(s, null)).toMatchObject({ best_se: 4.97, best_ci_low: 35.6, best_ci_high: 54.7 });
  const failed = { ...status(), error: 'agent supervision failed: workspace lost' };
  expect(resultRow(failed, null)).toMatchObject({
    phase: 'failed',
    verdict: 'harness-error',
    verdict_cause: 'agent supervision failed: workspace lost',
  });
});

describe('results store (SQLite)', () => {
  resultsStoreContract(
    async () =>
      new SqliteResultsStore(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-results-')), 'results.sqlite')),
  );

  test('a database created before verdicts gains the columns, and its rows read back with verdict null', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-results-')), 'results.sqlite');
    const old = new Database(file);
    old.exec(
      `CREATE TABLE runs (run_id TEXT NOT NULL, timestamp TEXT NOT NULL, task TEXT NOT NULL, agent TEXT NOT NULL, driver_model TEXT NOT NULL, base_model TEXT NOT NULL, baseline REAL, best_score REAL NOT NULL, improvement REAL, submissions INTEGER NOT NULL, duration_s INTEGER NOT NULL, success INTEGER NOT NULL, workspace TEXT NOT NULL, phase TEXT NOT NULL, sweep TEXT, report TEXT, recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')), PRIMARY KEY (run_id))`,
    );
    old.exec(
      `CREATE TABLE leaderboard (sweep_id TEXT NOT NULL, task TEXT NOT NULL, agent TEXT NOT NULL, driver TEXT NOT NULL, runs INTEGER NOT NULL, failed INTEGER NOT NULL, mean_best REAL, se_best REAL, mean_improvement REAL, se_improvement REAL, success_rate REAL NOT NULL, submissions INTEGER NOT NULL, schedule_id TEXT, PRIMARY KEY (sweep_id, task, agent, driver))`,
    );
    old
      .prepare(
        `INSERT INTO runs (run_id, timestamp, task, agent, driver_model, base_model, baseline, best_score, improvement, submissions, duration_s, success, workspace, phase) VALUES ('old', 't', 'arith', 'example', 'none', 'b', 10, 20, 10, 1, 60, 1, '/w', 'done')`,
      )
      .run();
    old
      .prepare(
        `INSERT INTO leaderboard VALUES ('s-old', 'arith', 'example', 'd', 1, 0, 20, NULL, 10, NULL, 1, 1, NULL)`,
      )
      .run();
    old.close();
    for (let i = 0; i < 2; i++) {
      // opened twice: the migration runs once
      const store = new SqliteResultsStore(file);
      expect(await store.get('old')).toMatchObject({ run_id: 'old', verdict: null, verdict_cause: null });
      expect((await store.leaderboard('s-old'))[0]).toMatchObject({ runs: 1, harness_errors: 0 });
      await store.upsert({ ...resultRow(status(), null), run_id: `new-${i}` });
      expect((await store.get(`new-${i}`))?.verdict).toBe('completed');
      await store.close();
    }
  });
});
