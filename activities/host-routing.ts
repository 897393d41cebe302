import { hostTaskQueue } from '../common/task-queues';

// Served on the shared host queue: whichever host worker picks this up owns the run from now on
// (Temporal's worker-specific task queue pattern).
export function createHostRoutingActivities({ hostId }: { hostId: string }) {
  return {
    async claimHost(): Promise<{ hostId: string; hostQueue: string }> {
      return { hostId, hostQueue: hostTaskQueue(hostId) };
    },
  };
}
