import path from 'node:path';
import type { ResolvedRun } from '../common/types';
import { runPaths } from '../common/run-paths';

export type EvalConfig = Record<string, string | number | boolean | null>;

/** Which part of the held-out set an evaluation scores: under the sealed protocol, feedback (/submit) or sealed (the run's end). */
export type HeldoutPart = 'feedback' | 'sealed';

/** An evaluation's folder in the run's: `evaluations/[regrade-<id>/][sealed-]<name>`, so a re-scoring never replaces what the run measured. */
export function evaluationDir(
  runDir: string,
  name: string,
  part: HeldoutPart | undefined,
  regrade: string | undefined,
): string {
  return path.join(
    runPaths(runDir).evaluations,
    ...(regrade ? [`regrade-${regrade}`] : []),
    `${part === 'sealed' ? 'sealed-' : ''}${name}`,
  );
}

/** The run's evaluation settings for `part`: with the sealed split's settings under the sealed protocol (python/a2rl/split.py). */
export function partSettings(
  resolved: ResolvedRun,
  evaluation: EvalConfig,
  part: HeldoutPart = 'feedback',
): EvalConfig {
  if (resolved.protocol !== 'sealed' || !resolved.split) return evaluation;
  return { ...evaluation, part, sealed_fraction: resolved.split.sealed, split_seed: resolved.split.seed };
}
