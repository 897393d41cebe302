import { condition, log } from '@temporalio/workflow';
import type { createWorkspaceActivities } from '../activities/workspace';
import type { RunStatus } from '../common/types';
import { failureMessage } from './failures';
import { finalChoice } from './sealed';
import { bestSubmission } from '../common/submission';

// What a run keeps of its checkpoint snapshots (run spec `snapshots.keep: needed`): a snapshot is
// released once it is scored and neither the best nor the final choice, so that one agent's
// submissions hold about what its best and latest checkpoints take, not one copy per submit. The
// releases go one batch at a time beside the grading API, never delaying an answer.

type Storage = Pick<ReturnType<typeof createWorkspaceActivities>, 'releaseSnapshots'>;

/** The digests of the checkpoints the run's end keeps: its best and its final choice. */
export function keptDigests(state: Pick<RunStatus, 'submissions' | 'finalRequests'>): string[] {
  const kept = [bestSubmission(state.submissions)?.digest, finalChoice(state).rec?.digest];
  return [...new Set(kept.filter((d): d is string => d !== undefined))];
}

/**
 * The snapshots a running run no longer needs: scored or failed, and neither kept (best, final
 * choice) nor still waited for (queued, being evaluated, or last failed by the harness, so that
 * submitted again it is evaluated again from its snapshot).
 */
export function releasableDigests(
  state: Pick<RunStatus, 'submissions' | 'finalRequests' | 'evaluationFailures'>,
): string[] {
  const needed = new Set(keptDigests(state));
  const harnessFailed = new Set(state.evaluationFailures.map((f) => f.submission_id));
  const latest = new Map<string, (typeof state.submissions)[number]>();
  for (const s of state.submissions) latest.set(s.digest, s);
  for (const [digest, s] of latest) if (harnessFailed.has(s.submission_id)) needed.add(digest);
  for (const s of state.submissions) if (s.status === 'queued' || s.status === 'evaluating') needed.add(s.digest);
  return [...latest.keys()].filter((d) => !needed.has(d));
}

export class SnapshotRetention {
  /** Answers given, and those the releases have caught up with. */
  private answered = 0;
  private handled = 0;
  private closed = false;
  private readonly released = new Set<string>();

  /** `storage`: the run's host's activities, known once the run is pinned. */
  constructor(
    private readonly state: RunStatus,
    private readonly storage: () => Storage,
  ) {}

  /** A submission of `digest` was answered: snapshots may have become unneeded, or this one captured again. */
  readonly answeredFor = (digest: string): void => {
    this.released.delete(digest);
    this.answered++;
  };

  /** Releases what the answers leave unneeded until closed. A failed release is logged: the run's end retries it. */
  async run(): Promise<void> {
    for (;;) {
      await condition(() => this.answered > this.handled || this.closed);
      if (this.answered === this.handled) return;
      this.handled = this.answered;
      const digests = releasableDigests(this.state).filter((d) => !this.released.has(d));
      if (!digests.length) continue;
      try {
        await this.storage().releaseSnapshots({ runDir: this.state.resolved!.runDir, digests });
        for (const d of digests) this.released.add(d);
      } catch (err) {
        log.warn('snapshots not released', { error: failureMessage(err) });
      }
    }
  }

  close(): void {
    this.closed = true;
  }
}
