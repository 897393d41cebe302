import { SubmitError } from './checkpoint';

// Which GPUs a submission's evaluation may use, by the reference's rule.

/** The GPUs a run may name: "0" … "<gpus - 1>". */
export function availableGpus(gpus: number): string[] {
  return Array.from({ length: gpus }, (_, i) => String(i));
}

/** The reference's rule: default the lowest visible GPU; an explicit set must be a subset. */
export function chooseGpu(requested: string | number | null | undefined, gpus: number): string | null {
  const available = availableGpus(gpus);
  if (requested === undefined || requested === null) return available[0] ?? null;
  const wanted = String(requested)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) throw new SubmitError(400, 'gpu parameter is empty', { available_gpus: available });
  const bad = wanted.filter((g) => !available.includes(g));
  if (bad.length) {
    throw new SubmitError(400, `GPU ${bad.join(',')} not in available GPUs [${available.join(', ')}]`, {
      available_gpus: available,
    });
  }
  return wanted.join(',');
}
