import { ApplicationFailure } from '@temporalio/common';
import { sweepStatusQuery } from '../../common/messages';
import { TASK_QUEUES } from '../../common/task-queues';
import { benchmarkSweep } from '../../workflows/benchmark-sweep';
import { doubles, recordHistory, useHarness, withWorkers } from './harness';

// benchmarkSweep's own logic on a real dev server, its runs' activities replaced by test doubles
// (test/workflow/harness.ts).

const h = useHarness();

test('a sweep runs its cells at most `concurrency` at once, goes on past a failed run, and reports every cell in matrix order', async () => {
  const d = doubles(h);
  d.agentMs = 1500; // each agent runs a while, so the runs overlap if the sweep lets them
  // The second seed's runs fail when provisioned (a run per cell: seeds 0, 1, 2).
  const provision = (
    d.activities.host as { provisionWorkspace: (i: { resolved: { runId: string } }) => Promise<unknown> }
  ).provisionWorkspace;
  (d.activities.host as Record<string, unknown>).provisionWorkspace = async (input: {
    resolved: { runId: string };
  }) => {
    if (input.resolved.runId.endsWith('.s1')) throw ApplicationFailure.nonRetryable('no room for the workspace');
    return provision(input);
  };
  const sweepId = 'benchmark-sweep'; // the recorded history's name
  await withWorkers(h, d, async () => {
    const sweep = await h.env.client.workflow.start(benchmarkSweep, {
      taskQueue: TASK_QUEUES.control,
      workflowId: sweepId,
      args: [
        {
          name: 'wf',
          tasks: ['arith'],
          agents: ['scripted'],
          seeds: [0, 1, 2, 3],
          concurrency: 2,
          run: { budget: '10m' },
        },
      ],
    });
    // One query at a time, and the last one awaited before the test closes its connection: a query
    // still retrying on a closed connection throws from a timer and takes the test process down.
    const running: number[] = [];
    let ended = false;
    const sampling = (async () => {
      while (!ended) {
        await sweep.query(sweepStatusQuery).then(
          (s) => running.push(s.running.length),
          () => undefined,
        );
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const status = await sweep.result().finally(() => (ended = true));
    await sampling;
    expect(status).toMatchObject({ total: 4, concurrency: 2, running: [], report: { json: '/r/sweep.json' } });
    expect(Math.max(...running)).toBe(2);
    expect(d.mostAgentsAtOnce).toBe(2);
    expect(status.results.map((r) => [r.seed, r.phase])).toEqual([
      [0, 'done'],
      [1, 'failed'],
      [2, 'done'],
      [3, 'done'],
    ]);
    expect(status.results[1].error).toContain('no room for the workspace');
    // Nothing submitted is the agent's failure; a workspace that cannot be provisioned the harness's.
    expect(status.results.map((r) => r.verdict)).toEqual([
      'agent-failed',
      'harness-error',
      'agent-failed',
      'agent-failed',
    ]);
    expect(status.results[1].verdictCause).toContain('no room for the workspace');
    expect(status.results[0]).toMatchObject({
      runId: `${sweepId}.arith.scripted.default.default.s0`,
      baseline: 5,
      submissions: 0,
      report: `/r/${sweepId}.arith.scripted.default.default.s0/report.json`,
      protocol: 'reference',
      sealed: null,
      bestUncertainty: null,
    });
    expect(d.sweepReports).toEqual([status.results]);
    await recordHistory(h, sweepId);
  });
}, 90_000);

test("stopWhen: a cell's seeds not yet started are skipped once its interval is narrow enough; other cells run on", async () => {
  const d = doubles(h);
  d.agentMs = 100;
  await withWorkers(h, d, async () => {
    const sweep = await h.env.client.workflow.start(benchmarkSweep, {
      taskQueue: TASK_QUEUES.control,
      workflowId: `sweep-stop-early-${Date.now()}`,
      // one run at a time, so the later seeds wait for the earlier ones' results
      args: [
        {
          name: 'wf',
          tasks: ['arith'],
          agents: ['scripted', 'lazy'],
          seeds: [0, 1, 2, 3, 4],
          concurrency: 1,
          stopWhen: { ciWidth: 15, minSeeds: 3 },
          run: { budget: '10m' },
        },
      ],
    });
    const status = await sweep.result();
    // 60/3 = 20 > 15 after three runs; 60/4 = 15 after four: the fifth seed of each agent is skipped
    expect(status.results.map((r) => `${r.agent}.s${r.seed}`)).toEqual([
      'scripted.s0',
      'scripted.s1',
      'scripted.s2',
      'scripted.s3',
      'lazy.s0',
      'lazy.s1',
      'lazy.s2',
      'lazy.s3',
    ]);
    expect(status.skipped).toEqual([
      {
        key: expect.stringMatching(/scripted.default.default.s4$/),
        reason: 'its 95% interval over 4 seeds is 15.00 points wide, within stopWhen.ciWidth 15',
      },
      {
        key: expect.stringMatching(/lazy.default.default.s4$/),
        reason: expect.stringContaining('within stopWhen.ciWidth 15'),
      },
    ]);
  });
}, 90_000);
