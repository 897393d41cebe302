import { execFile } from 'node:child_process';
import { z } from 'zod';

// The statistics of scores live in one place, python/a2rl/stats.py (SciPy and statsmodels): the
// TypeScript side asks it through `python -m a2rl.stats COMMAND`, JSON in and out.

/** A cell's mean with seed-to-seed and item-level noise together (a two-level bootstrap). */
export const TwoLevelSchema = z.object({
  runs: z.number().int().positive(),
  mean: z.number(),
  se: z.number().nonnegative(),
  ci: z.tuple([z.number(), z.number()]),
  level: z.number(),
  method: z.string(),
});
export type TwoLevel = z.infer<typeof TwoLevelSchema>;

/** One run's score for a two-level interval: its item-level standard error and, where known, its item count and method. */
export interface RunScore {
  score: number;
  se?: number;
  n?: number;
  method?: string;
}

/** Runs `python -m a2rl.stats <command>` with `input` on stdin; its JSON answer, or its error as an Error. */
export function pythonStats(
  python: string,
  command: 'interval' | 'leaderboard' | 'paired' | 'plan',
  input: unknown,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      python,
      ['-m', 'a2rl.stats', command],
      { maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        let answer: unknown = null;
        try {
          answer = JSON.parse(stdout);
        } catch {
          // no JSON: the error below says why
        }
        const error =
          answer && typeof answer === 'object' && 'error' in answer
            ? String((answer as { error: unknown }).error)
            : null;
        if (error) reject(new Error(error));
        else if (err)
          reject(
            new Error(`python -m a2rl.stats ${command} failed: ${stderr.trim().split('\n').at(-1) ?? err.message}`),
          );
        else resolve(answer);
      },
    );
    child.stdin?.end(JSON.stringify(input));
  });
}

/** Each group's two-level interval, in the order given (null for a group without runs). */
export async function twoLevelIntervals(python: string, groups: RunScore[][]): Promise<Array<TwoLevel | null>> {
  if (!groups.length) return [];
  const out = await pythonStats(python, 'leaderboard', { groups: groups.map((runs) => ({ runs })) });
  return z.array(TwoLevelSchema.nullable()).parse(out);
}
