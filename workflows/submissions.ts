import type { SubmissionRecord } from '../common/types';

// Bookkeeping rules for submissions, kept apart from the workflow so they are easy to test.

/** The highest-scoring successful submission; the first one wins a tie (as the reference's max()). */
export function bestSubmission(submissions: SubmissionRecord[]): SubmissionRecord | null {
  let best: SubmissionRecord | null = null;
  for (const s of submissions) {
    if (s.status !== 'scored' || s.score === null) continue;
    if (!best || s.score > (best.score as number)) best = s;
  }
  return best;
}

/** An earlier submission of the same checkpoint content that has not failed. */
export function findReusable(submissions: SubmissionRecord[], digest: string): SubmissionRecord | undefined {
  return submissions.find((s) => s.digest === digest && s.status !== 'failed');
}

/** By number or request id; a request answered with an earlier submission finds that one (the latest match wins). */
export function findSubmission(submissions: SubmissionRecord[], id: string): SubmissionRecord | null {
  const n = /^\d+$/.test(id) ? Number(id) : NaN;
  for (let i = submissions.length - 1; i >= 0; i--) {
    const s = submissions[i];
    if (s.request_id === id || s.submission_id === n || (s.also_requested_as ?? []).includes(id)) return s;
  }
  return null;
}

export const round = (value: number, digits: number): number => Number(value.toFixed(digits));
