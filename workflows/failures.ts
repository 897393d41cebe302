import { TimeoutType } from '@temporalio/common';
import { ActivityFailure, ChildWorkflowFailure, isCancellation, TimeoutFailure } from '@temporalio/workflow';

/** What went wrong, in the words of the error that caused it: a failed activity or child
 * workflow is unwrapped to its cause (the activity's own message, not "Activity task failed");
 * a cancellation reads "cancelled". */
export function failureMessage(err: unknown): string {
  if (isCancellation(err)) return 'cancelled';
  let e: unknown = err;
  while ((e instanceof ActivityFailure || e instanceof ChildWorkflowFailure) && e.cause) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

/** An activity of a pinned run that no worker of its host took in time (`timeouts.hostLost`): the host is gone. */
export function isHostLost(err: unknown): boolean {
  return (
    err instanceof ActivityFailure &&
    err.cause instanceof TimeoutFailure &&
    err.cause.timeoutType === TimeoutType.SCHEDULE_TO_START
  );
}
