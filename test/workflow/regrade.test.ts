import { parseRunSpec } from '../../common/run-spec';
import { TASK_QUEUES } from '../../common/task-queues';
import type { RunStatus, SubmissionRecord } from '../../common/types';
import { regradeRuns } from '../../workflows/regrade';
import { initialRunStatus } from '../../workflows/run-state';
import { doubles, recordHistory, resolvedRun, useHarness, withWorkers, workspaceOf } from './harness';

// regradeRuns' own logic on a real dev server, its activities replaced by test doubles
// (test/workflow/harness.ts): the GPU double scores 10 × submission id (70 + id on the sealed part).

const h = useHarness();

const rec = (n: number, score: number, digest = `digest-${n}`): SubmissionRecord => ({
  submission_id: n,
  request_id: `r${n}`,
  timestamp: new Date(0).toISOString(),
  model_path: `output/v${n}`,
  resolved_path: `output/v${n}`,
  digest,
  gpu: null,
  code_revision: null,
  status: 'scored',
  score,
  baseline_score: 5,
  improvement: score - 5,
  elapsed_seconds: 1,
});

/** A finished sealed run of three submissions, the agent's final choice its second. */
function finished(runId: string): RunStatus {
  const submissions = [rec(1, 12), rec(2, 18), rec(3, 15, 'digest-1')];
  return {
    ...initialRunStatus(runId, parseRunSpec({ task: 'arith', agent: 'scripted' })),
    phase: 'done',
    resolved: { ...resolvedRun(runId), protocol: 'sealed', split: { sealed: 0.5, seed: 1 } },
    workspace: workspaceOf(runId),
    baseline: { score: 5, cached: false, evaluatorVersion: 'v', cacheKey: 'k', eval_seconds: 0 },
    submissions,
    best: submissions[1],
    finalRequests: [2],
    sealed: {
      submission_id: 2,
      chosen_by: 'agent',
      feedback_score: 18,
      feedback_best: 18,
      score: 60,
      uncertainty: null,
      baseline: 3,
      baseline_uncertainty: null,
      improvement: 57,
      gap: -42,
      error: null,
    },
  };
}

test('a regrade re-scores each kept checkpoint once and the final one on the sealed part; a run without kept snapshots, or unknown, is skipped with the reason', async () => {
  const d = doubles(h);
  d.finishedRuns = { 'run-a': finished('run-a'), 'run-gone': finished('run-gone') };
  d.keptDigests = ['digest-1', 'digest-2'];
  const regradeId = 'regrade-recorded';
  await withWorkers(h, d, async () => {
    // run-gone's snapshots were removed: its digests are those of run-a under other names
    d.finishedRuns['run-gone'].submissions = d.finishedRuns['run-gone'].submissions.map((s) => ({
      ...s,
      digest: `gone-${s.digest}`,
    }));
    const outcome = await h.env.client.workflow.execute(regradeRuns, {
      taskQueue: TASK_QUEUES.control,
      workflowId: regradeId,
      args: [{ runs: ['run-a', 'run-gone', 'no-such-run'], sweepId: null }],
    });
    expect(outcome).toMatchObject({
      regradeId,
      restated: ['run-a'],
      report: { json: `/r/${regradeId}/restatement.json` },
    });
    expect(outcome.skipped).toEqual([
      { runId: 'run-gone', why: 'none of its submitted checkpoints is kept any more (their snapshots were removed)' },
      { runId: 'no-such-run', why: expect.stringContaining('no run no-such-run') },
    ]);
    // digest-1 (submissions 1 and 3) scored once; the final choice once more on the sealed part
    expect(d.evaluations.map((e) => [e.submissionId, e.part ?? 'feedback'])).toEqual([
      [1, 'feedback'],
      [2, 'feedback'],
      [2, 'sealed'],
    ]);
    const [a] = d.restatements;
    expect(a).toMatchObject({
      run_id: 'run-a',
      skipped: null,
      evaluator: { before: 'v', after: 'v2' },
      baseline: { before: 5, after: 5 },
      best: { before: { submission_id: 2, score: 18 }, after: { submission_id: 2, score: 20 } },
      sealed: { before: 60, after: 72, submission_id: 2 },
    });
    expect(a.submissions.map((s) => [s.submission_id, s.before, s.after])).toEqual([
      [1, 12, 10],
      [2, 18, 20],
      [3, 15, 10],
    ]);
    expect(d.restatements.map((x) => x.run_id)).toEqual(['run-a', 'run-gone']); // the unknown run has no report to write to
    await recordHistory(h, regradeId);
  });
}, 60_000);
