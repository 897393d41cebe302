import { bestSubmission, type SubmissionRecord } from '../common/submission';

// Bookkeeping rules for submissions, kept apart from the workflow so they are easy to test.

/**
 * `best` in a submit response, as the reference answers it: the best scored submission, else the
 * highest-scoring entry of any status (a failed one scores 0), so a client reading
 * `resp["best"]["score"]` gets a number once anything has been evaluated.
 */
export function bestForResponse(submissions: SubmissionRecord[]): SubmissionRecord | null {
  const best = bestSubmission(submissions);
  if (best) return best;
  let top: SubmissionRecord | null = null;
  for (const s of submissions) if (s.score !== null && (!top || s.score > (top.score as number))) top = s;
  return top;
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
