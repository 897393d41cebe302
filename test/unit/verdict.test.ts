import { harnessErrors, leaderboard, renderLeaderboardMarkdown } from '../../report/leaderboard';
import { renderSweepHtml } from '../../report/sweep-html';
import { renderProgress } from '../../cli/runs';
import { emptyTotals } from '../../common/llm-usage';
import { parseRunSpec } from '../../common/run-spec';
import type { AgentExit, RunStatus, SubmissionRecord, SweepRunResult } from '../../common/types';
import { outcomeVerdict, runVerdict } from '../../common/verdict';
import { adoptPrior, initialRunStatus, runOutcome } from '../../workflows/run-state';

// The three verdicts (common/verdict.ts), and how the leaderboard treats them.

const sub = (
  n: number,
  status: SubmissionRecord['status'],
  score: number | null,
  digest = `d${n}`,
): SubmissionRecord => ({
  submission_id: n,
  request_id: `r${n}`,
  timestamp: '2026-01-01T00:00:00.000Z',
  model_path: `output/v${n}`,
  resolved_path: `output/v${n}`,
  digest,
  gpu: null,
  code_revision: null,
  status,
  score,
  baseline_score: 10,
  improvement: score === null ? null : score - 10,
  elapsed_seconds: 1,
});
const exit = (exitCode: number | null, extra: Partial<AgentExit> = {}): AgentExit => ({
  exitCode,
  oomKilled: false,
  startedAt: null,
  finishedAt: null,
  reattached: 0,
  ...extra,
});

/** A run that ended: the agent exited 0 after one scored submission, unless changed. */
function run(change: (s: RunStatus) => void = () => undefined): RunStatus {
  const s = initialRunStatus('run-x', parseRunSpec({ task: 'arith', agent: 'example' }));
  s.phase = 'done';
  s.baseline = { score: 10, cached: false, evaluatorVersion: 'v1', cacheKey: 'k', eval_seconds: 1 };
  s.submissions = [sub(1, 'scored', 30)];
  s.best = s.submissions[0];
  s.agent = { status: 'exited', stoppedBy: null, exit: exit(0) };
  change(s);
  return s;
}

describe('runVerdict', () => {
  test('completed: a scored submission, and the agent exited 0 or was stopped by its budget or a stop signal', () => {
    expect(runVerdict(run())).toEqual({
      verdict: 'completed',
      cause: 'the agent exited 0; best score 30 (submission 1)',
    });
    expect(
      runVerdict(run((s) => (s.agent = { status: 'stopped', stoppedBy: 'budget', exit: exit(143) }))),
    ).toMatchObject({ verdict: 'completed', cause: expect.stringContaining('stopped by budget') });
    expect(
      runVerdict(run((s) => (s.agent = { status: 'stopped', stoppedBy: 'stop-signal', exit: exit(null) }))),
    ).toMatchObject({ verdict: 'completed' });
    // A checkpoint the evaluator rejected is the agent's, and does not spoil a scored run.
    expect(
      runVerdict(run((s) => s.submissions.push({ ...sub(2, 'failed', 0), error: 'could not load model' }))),
    ).toMatchObject({ verdict: 'completed' });
  });

  test("harness-error: the data disk fell below its reserve while the agent ran, whatever the agent's own outcome", () => {
    const low = { at: '2026-12-05T06:00:00.000Z', freeBytes: 12 * 1024 ** 2 };
    for (const exitCode of [0, 2]) {
      expect(
        runVerdict(
          run((s) => (s.agent = { status: 'exited', stoppedBy: null, exit: exit(exitCode, { hostDiskLow: low }) })),
        ),
      ).toEqual({
        verdict: 'harness-error',
        cause:
          "the harness's data disk fell below its reserve while the agent ran (12 MiB free at 2026-12-05T06:00:00.000Z): what the agent wrote then may be lost",
      });
    }
  });

  test('agent-failed: it crashed (nonzero exit after its restarts)', () => {
    const v = runVerdict(run((s) => (s.agent = { status: 'exited', stoppedBy: null, exit: exit(2, { restarts: 3 }) })));
    expect(v).toEqual({ verdict: 'agent-failed', cause: 'the agent crashed: exit code 2 after 3 restart(s)' });
  });

  test('agent-failed: it was killed for memory', () => {
    expect(
      runVerdict(run((s) => (s.agent = { status: 'exited', stoppedBy: null, exit: exit(137, { oomKilled: true }) }))),
    ).toEqual({ verdict: 'agent-failed', cause: 'the agent was killed for memory' });
  });

  test.each(['token-limit', 'cost-limit', 'request-limit', 'working-time-limit'] as const)(
    'agent-failed: stopped by its %s',
    (by) => {
      expect(runVerdict(run((s) => (s.agent = { status: 'stopped', stoppedBy: by, exit: exit(143) })))).toEqual({
        verdict: 'agent-failed',
        cause: `the agent was stopped by its ${by}`,
      });
    },
  );

  test('agent-failed: nothing scored (nothing submitted, only failures, or the agent never ran)', () => {
    expect(runVerdict(run((s) => ((s.submissions = []), (s.best = null))))).toEqual({
      verdict: 'agent-failed',
      cause: 'no submission scored: the agent submitted nothing',
    });
    expect(
      runVerdict(
        run((s) => ((s.submissions = [{ ...sub(1, 'failed', 0), error: 'could not load model' }]), (s.best = null))),
      ),
    ).toEqual({ verdict: 'agent-failed', cause: 'no submission scored: 1 submission(s), none scored' });
    expect(
      runVerdict(
        run(
          (s) => (
            (s.submissions = []),
            (s.best = null),
            (s.agent = { status: 'skipped', stoppedBy: null, exit: null })
          ),
        ),
      ),
    ).toMatchObject({ verdict: 'agent-failed', cause: expect.stringContaining('the agent did not run') });
  });

  test('harness-error: the run failed (state.error), whatever the agent did', () => {
    expect(runVerdict(run((s) => (s.error = 'agent supervision failed: workspace lost')))).toEqual({
      verdict: 'harness-error',
      cause: 'agent supervision failed: workspace lost',
    });
    expect(
      runVerdict(
        run(
          (s) => (
            (s.error = 'baseline evaluation failed: no config.json'),
            (s.submissions = []),
            (s.agent = { status: 'pending', stoppedBy: null, exit: null })
          ),
        ),
      ),
    ).toMatchObject({ verdict: 'harness-error' });
  });

  test('harness-error: an evaluation the harness could not finish, unless the checkpoint was scored later', () => {
    const failed = (s: RunStatus) => {
      s.submissions.push({
        ...sub(2, 'failed', 0, 'same'),
        error: 'evaluation failed: the evaluator was killed by SIGKILL',
      });
      s.evaluationFailures.push({ submission_id: 2, error: 'evaluation failed: the evaluator was killed by SIGKILL' });
    };
    expect(runVerdict(run(failed))).toEqual({
      verdict: 'harness-error',
      cause:
        'the evaluation of submission 2 could not be finished: evaluation failed: the evaluator was killed by SIGKILL',
    });
    // Submitted again and scored: the harness's failure was repaired.
    expect(runVerdict(run((s) => (failed(s), s.submissions.push(sub(3, 'scored', 20, 'same')))))).toMatchObject({
      verdict: 'completed',
    });
  });

  test("a resumed run does not inherit its earlier execution's interrupted evaluations", () => {
    const prior = run((s) => {
      s.error = 'workspace lost';
      s.submissions.push({ ...sub(2, 'evaluating', null) });
    });
    const resumed = initialRunStatus(
      'run-y',
      parseRunSpec({ task: 'arith', agent: 'example', resume: { from: 'run-x' } }),
    );
    adoptPrior(resumed, { status: prior, budgetUsed: 60 });
    resumed.agent = { status: 'exited', stoppedBy: null, exit: exit(0) };
    expect(resumed.submissions[1].status).toBe('failed');
    expect(runVerdict(resumed)).toMatchObject({ verdict: 'completed' });
  });

  test('harness-error: a provider outage at the gateway when the agent ended failing', () => {
    const down = { ...emptyTotals(), calls: 4, upstream_errors: 3, last_upstream_error: 'HTTP 529 overloaded' };
    const v = runVerdict(
      run((s) => ((s.llm = down), (s.agent = { status: 'exited', stoppedBy: null, exit: exit(1) }))),
    );
    expect(v).toEqual({
      verdict: 'harness-error',
      cause:
        "provider outage: the agent's last LLM call failed upstream (HTTP 529 overloaded); the agent crashed: exit code 1",
    });
    // An agent that did its job despite a failed last call completed; without an outage, its failure is its own.
    expect(runVerdict(run((s) => (s.llm = down)))).toMatchObject({ verdict: 'completed' });
    expect(
      runVerdict(
        run(
          (s) => (
            (s.llm = { ...down, last_upstream_error: null }),
            (s.agent = { status: 'exited', stoppedBy: null, exit: exit(1) })
          ),
        ),
      ),
    ).toMatchObject({ verdict: 'agent-failed' });
  });

  test("the run's outcome carries it", () => {
    expect(runOutcome(run())).toMatchObject({ verdict: 'completed', verdictCause: expect.any(String) });
    expect(runOutcome(run((s) => (s.error = 'report failed: disk full')))).toMatchObject({
      verdict: 'harness-error',
      verdictCause: 'report failed: disk full',
    });
  });

  test('an outcome recorded before verdicts gets the nearest one', () => {
    expect(outcomeVerdict({ phase: 'failed', best: null, error: 'lost' })).toEqual({
      verdict: 'harness-error',
      cause: 'lost',
    });
    expect(outcomeVerdict({ phase: 'done', best: null, error: null }).verdict).toBe('agent-failed');
    expect(outcomeVerdict({ phase: 'done', best: 3, error: null }).verdict).toBe('completed');
  });
});

describe('leaderboard and verdicts', () => {
  const base = {
    key: 'k',
    task: 'arith',
    agent: 'example',
    driver: 'd',
    baseModel: null,
    seed: 0,
    report: null,
    error: null,
  };
  const completed = (runId: string, best: number): SweepRunResult => ({
    ...base,
    runId,
    phase: 'done',
    baseline: 10,
    best,
    improvement: best - 10,
    submissions: 1,
    verdict: 'completed',
    verdictCause: 'ok',
  });
  const agentFailed: SweepRunResult = {
    ...base,
    runId: 'r3',
    phase: 'done',
    baseline: 10,
    best: null,
    improvement: null,
    submissions: 0,
    verdict: 'agent-failed',
    verdictCause: 'no submission scored: the agent submitted nothing',
  };
  const harness: SweepRunResult = {
    ...base,
    runId: 'r4',
    phase: 'failed',
    baseline: 10,
    best: null,
    improvement: null,
    submissions: 2,
    error: 'workspace lost',
    verdict: 'harness-error',
    verdictCause: 'agent supervision failed: workspace lost',
  };

  test('a harness-error run is listed apart, not averaged as 0; an agent-failed run counts with improvement 0', () => {
    const [row] = leaderboard([completed('r1', 30), completed('r2', 50), agentFailed, harness]);
    // n = 3: best 30, 50 and the agent-failed run's baseline 10; improvements 20, 40, 0.
    expect(row).toMatchObject({
      runs: 3,
      failed: 1,
      harness_errors: 1,
      mean_best: 30,
      mean_improvement: 20,
      success_rate: 2 / 3,
      submissions: 2,
    });
    expect(harnessErrors([completed('r1', 30), harness])).toEqual([
      {
        runId: 'r4',
        task: 'arith',
        agent: 'example',
        driver: 'd',
        cause: 'agent supervision failed: workspace lost',
        resume: 'a2rl resume r4',
      },
    ]);
  });

  test('a group with only harness errors has no score and ranks last', () => {
    const rows = leaderboard([completed('r1', 5), { ...harness, agent: 'other' }]);
    expect(rows.map((r) => [r.agent, r.runs, r.harness_errors, r.mean_improvement])).toEqual([
      ['example', 1, 0, -5],
      ['other', 0, 1, null],
    ]);
  });

  test('sweep.md and sweep.html list harness errors apart, with their cause and the resume command', () => {
    const results = [completed('r1', 30), agentFailed, harness];
    const rows = leaderboard(results);
    const md = renderLeaderboardMarkdown('s1', rows, results);
    expect(md).toContain('## Not run: harness error');
    expect(md).toContain('| r4 | arith | example | d | agent supervision failed: workspace lost | `a2rl resume r4` |');
    expect(md).toContain('| r3 | done | agent-failed |');
    const html = renderSweepHtml('s1', rows, results, []);
    expect(html).toContain('<table id="harness-errors">');
    expect(html).toContain('<code>a2rl resume r4</code>');
    expect(html).toContain('3 runs: 1 completed, 1 agent-failed, 1 harness-error.');
    expect(renderLeaderboardMarkdown('s1', leaderboard([completed('r1', 30)]), [completed('r1', 30)])).not.toContain(
      'Not run',
    );
  });
});

test('`a2rl status` of an ended run shows its verdict, and for a harness error the resume command', () => {
  const done = renderProgress(run(), 0);
  expect(done).toContain('verdict completed: the agent exited 0; best score 30 (submission 1)');
  expect(done.join('\n')).not.toContain('a2rl resume');
  const failed = renderProgress(
    run((s) => ((s.phase = 'failed'), (s.error = 'workspace lost'))),
    0,
  );
  expect(failed.slice(-2)).toEqual([
    'verdict harness-error: workspace lost',
    'the harness failed this run; continue it with: a2rl resume run-x',
  ]);
  // Still running: no verdict yet.
  expect(
    renderProgress(
      run((s) => (s.phase = 'agent')),
      0,
    ).join('\n'),
  ).not.toContain('verdict');
});
