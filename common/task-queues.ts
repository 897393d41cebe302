// Task-queue names shared by workflows, workers and clients (docs/deployment.md, *Workers*).
export const TASK_QUEUES = {
  /** Workflows and light activities: reports, the results store. */
  control: 'a2rl',
  /** Any host worker: the first stop of a run, which then pins itself to one host. */
  host: 'a2rl-host',
  /** Evaluation, training and rollout jobs of runs recorded before jobs went to their host's GPU queue, and `a2rl train`. */
  gpu: 'a2rl-gpu',
} as const;

/** The queue only one host's worker polls: workspace, agent and gateway activities of its runs. */
export function hostTaskQueue(hostId: string): string {
  return `${TASK_QUEUES.host}-${hostId}`;
}

/** The queue the GPU workers of one host poll: its runs' evaluation, training and rollout jobs, which read the host's run folders. */
export function hostGpuTaskQueue(hostId: string): string {
  return `${TASK_QUEUES.gpu}-${hostId}`;
}
