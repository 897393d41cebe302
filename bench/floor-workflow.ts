import { condition, defineSignal, defineUpdate, proxyActivities, setHandler } from '@temporalio/workflow';

// What Temporal alone costs on a submission's path, for bench/submit-side-by-side.ts: an Update
// answered at once (an unchanged checkpoint's round trip, were it an Update), and an Update
// answered once an activity on another worker's queue has run (a new checkpoint's evaluation).

export const FLOOR_ACTIVITY_QUEUE = 'bench-floor-activities';
export const bareUpdate = defineUpdate<number>('bare');
export const updateWithActivity = defineUpdate<number>('withActivity');
export const doneSignal = defineSignal('done');

const { noop } = proxyActivities<{ noop(): Promise<number> }>({
  taskQueue: FLOOR_ACTIVITY_QUEUE,
  startToCloseTimeout: '10s',
});

export async function temporalFloor(): Promise<void> {
  let done = false;
  setHandler(bareUpdate, () => 1);
  setHandler(updateWithActivity, () => noop());
  setHandler(doneSignal, () => void (done = true));
  await condition(() => done);
}
