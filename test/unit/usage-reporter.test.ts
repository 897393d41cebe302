import pino from 'pino';
import { emptyTotals } from '../../common/llm-usage';
import { UsageReporter, type UsageReport } from '../../gateway/llm/usage-reporter';

// The gateway tells the workflow its usage without a history event per call: the first report and
// a newly reached limit at once, the rest at most once per interval, the latest totals always last.

const totals = (calls: number) => ({ ...emptyTotals(), calls });

test('first report at once, then the latest totals once per interval; a reached limit at once; flush sends what is left', async () => {
  jest.useFakeTimers();
  try {
    const sent: UsageReport[] = [];
    const r = new UsageReporter(async (report) => void sent.push(report), pino({ level: 'silent' }), 15_000);
    r.report(totals(1), null);
    await jest.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.totals.calls)).toEqual([1]);
    for (let n = 2; n <= 5; n++) r.report(totals(n), null);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sent.map((s) => s.totals.calls)).toEqual([1, 5]);
    r.report(totals(6), { limit: 'costUsd', message: "the run's cost limit is reached" });
    await jest.advanceTimersByTimeAsync(0);
    expect(sent.at(-1)).toEqual({
      totals: totals(6),
      reached: { stop: 'cost-limit', message: "the run's cost limit is reached" },
    });
    // The same limit again (a refused retry) waits for the interval like any report.
    r.report(totals(6), { limit: 'costUsd', message: "the run's cost limit is reached" });
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(3);
    await r.flush();
    expect(sent).toHaveLength(4);
    await r.flush();
    expect(sent).toHaveLength(4);
  } finally {
    jest.useRealTimers();
  }
});

test('a failed send is logged, and the next report still goes', async () => {
  const sent: number[] = [];
  let fail = true;
  const warn = jest.fn();
  const r = new UsageReporter(
    async (report) => {
      if (fail) throw new Error('workflow not found');
      sent.push(report.totals.calls);
    },
    { warn } as never,
    0,
  );
  r.report(totals(1), null);
  await r.flush();
  expect(warn).toHaveBeenCalledWith({ err: 'workflow not found' }, 'LLM usage not reported to the run');
  fail = false;
  r.report(totals(2), null);
  await r.flush();
  expect(sent).toEqual([2]);
});
