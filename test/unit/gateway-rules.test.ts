import { SubmitError } from '../../gateway/checkpoint';
import { budgetLeft, timeOpen, timeView } from '../../common/clocks';
import { availableGpus, chooseGpu } from '../../gateway/gpu-choice';

describe('gpu choice (the reference rule)', () => {
  test('defaults to the lowest GPU, or none on a CPU run', () => {
    expect(chooseGpu(undefined, 4)).toBe('0');
    expect(chooseGpu(null, 0)).toBeNull();
  });
  test('an explicit set must be a subset of the run GPUs', () => {
    expect(chooseGpu('2,3', 4)).toBe('2,3');
    expect(chooseGpu(1, 2)).toBe('1');
    expect(() => chooseGpu('5', 4)).toThrow('GPU 5 not in available GPUs [0, 1, 2, 3]');
    expect(() => chooseGpu(' , ', 4)).toThrow('gpu parameter is empty');
    try {
      chooseGpu('0', 0);
    } catch (err) {
      expect((err as SubmitError).extra).toEqual({ available_gpus: [] });
    }
    expect(availableGpus(2)).toEqual(['0', '1']);
  });
});

describe('/time', () => {
  test('remaining = timeout - elapsed, never negative; null before the agent starts; 0 once ended', () => {
    const meta = {
      start_time: 1000,
      timeout_s: 600,
      last_submit_time: null,
      end_time: null,
      paused_s: 0,
      paused_since: null,
      working_limit_s: null,
    };
    expect(timeView(meta, 1100)).toEqual({
      ...meta,
      now: 1100,
      remaining: 500,
      wall_time_s: 100,
      working_time_s: 100,
      working_remaining: null,
    });
    expect(timeView(meta, 5000).remaining).toBe(0);
    expect(timeView({ ...meta, start_time: null }, 1100).remaining).toBeNull();
    expect(timeView({ ...meta, end_time: 1200 }, 1300).remaining).toBe(0);
  });

  test('/time: working time leaves out the pauses, closed and open, and counts down its limit', () => {
    const meta = {
      start_time: 1000,
      timeout_s: 600,
      last_submit_time: null,
      end_time: null,
      paused_s: 30,
      paused_since: 1080,
      working_limit_s: 120,
    };
    // 100 s of wall time: 30 s of earlier pauses and 20 s of the open one are not working time.
    expect(timeView(meta, 1100)).toMatchObject({
      remaining: 500,
      wall_time_s: 100,
      working_time_s: 50,
      working_remaining: 70,
    });
    // Once the run has ended both clocks stop.
    expect(timeView({ ...meta, paused_since: null, end_time: 1200 }, 5000)).toMatchObject({
      wall_time_s: 200,
      working_time_s: 170,
      working_remaining: 0,
    });
  });

  test('one budgetLeft: the whole budget before the start, none once ended; submissions open while both clocks leave time', () => {
    const meta = {
      start_time: 1000,
      timeout_s: 600,
      last_submit_time: null,
      end_time: null,
      paused_s: 0,
      paused_since: null,
      working_limit_s: 120,
    };
    expect(budgetLeft({ ...meta, start_time: null }, 1100)).toBe(600);
    expect(budgetLeft(meta, 1100)).toBe(500);
    // An agent that ended early left budget unspent, but the run has none left.
    expect(budgetLeft({ ...meta, end_time: 1200 }, 1300)).toBe(0);
    expect(timeOpen(meta, 1100)).toBe(true);
    expect(timeOpen(meta, 1121)).toBe(false); // its working-time limit is spent
    expect(timeOpen({ ...meta, end_time: 1050 }, 1060)).toBe(false);
    expect(timeOpen({ ...meta, start_time: null }, 1060)).toBe(false);
  });
});
