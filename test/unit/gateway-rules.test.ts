import { SubmitError } from '../../gateway/checkpoint';
import { availableGpus, chooseGpu, timeView } from '../../gateway/server';

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
    const meta = { start_time: 1000, timeout_s: 600, last_submit_time: null, end_time: null };
    expect(timeView(meta, 1100)).toEqual({ ...meta, now: 1100, remaining: 500 });
    expect(timeView(meta, 5000).remaining).toBe(0);
    expect(timeView({ ...meta, start_time: null }, 1100).remaining).toBeNull();
    expect(timeView({ ...meta, end_time: 1200 }, 1300).remaining).toBe(0);
  });
});
