import type { SubmitResponse } from '../common/types';

/**
 * The scored answers one endpoint relayed, by checkpoint digest. A scored record never changes,
 * so a checkpoint submitted again unchanged is answered from here, as the reference answers a
 * repeat from its cache: no workflow round trip, and nothing new to record (the submission it
 * names is in workflow state already). `best` and `total_submissions` are the latest this
 * endpoint relayed. A restarted gateway process starts empty and asks the workflow again.
 */
export class RelayedAnswers {
  private readonly byDigest = new Map<string, SubmitResponse>();
  private latest: Pick<SubmitResponse, 'best' | 'total_submissions'> | null = null;

  note(answer: SubmitResponse): void {
    // Answers can come back out of order ("wait": false); the count only grows.
    if (!this.latest || answer.total_submissions >= this.latest.total_submissions) {
      this.latest = { best: answer.best, total_submissions: answer.total_submissions };
    }
    if (answer.status === 'scored') this.byDigest.set(answer.digest, answer);
  }

  has(digest: string): boolean {
    return this.byDigest.has(digest);
  }

  /** The answer to a checkpoint relayed and scored before, or null. */
  again(digest: string): SubmitResponse | null {
    const earlier = this.byDigest.get(digest);
    return earlier && this.latest ? { ...earlier, ...this.latest, cached: true } : null;
  }
}
