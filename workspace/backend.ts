import type { AgentEntry } from '../agents/registry';
import type { RunSpec } from '../common/run-spec';
import type { AgentExit, ResolvedRun, WorkspaceRef } from '../common/types';
import type { TaskEntry } from '../tasks/registry';
import type { OutputSink } from '../run/agent-output';

/** What the harness saw of the workspace's limits and walls while the agent ran (null: cannot tell). */
export interface WorkspaceObservations {
  /** Packets to host ports or other networks dropped by the run's firewall. */
  firewall_drops: number | null;
  /** Times a fork failed at the workspace's process limit. */
  pids_limit_hits: number | null;
}

export interface AgentProcessState {
  /** The agent was started at some point (a retry must never start it twice). */
  started: boolean;
  running: boolean;
  exit: AgentExit | null;
}

/** Where an agent runs: a Docker container (default) or a local directory and process group. */
export interface WorkspaceBackend {
  provision(resolved: ResolvedRun, spec: RunSpec, task: TaskEntry, agent: AgentEntry): Promise<WorkspaceRef>;
  state(ws: WorkspaceRef): Promise<AgentProcessState>;
  start(ws: WorkspaceRef): Promise<void>;
  /** Resolves when the agent exits; replays all its output so far into `sink`, then follows it. */
  wait(ws: WorkspaceRef, signal: AbortSignal, sink: OutputSink): Promise<AgentExit>;
  /** SIGTERM, then SIGKILL after the grace period. */
  stop(ws: WorkspaceRef, graceSeconds: number): Promise<void>;
  /** Frees the container and network; the files stay for reports and resume. */
  teardown(ws: Pick<WorkspaceRef, 'runId' | 'containerName'> & Partial<WorkspaceRef>): Promise<void>;
  token(ws: WorkspaceRef): string;
  observe(ws: WorkspaceRef): Promise<WorkspaceObservations>;
  /** Once the agent is done: no bytes of deleted files stay behind (a disk image discards its free blocks). */
  discardFreed(ws: WorkspaceRef): Promise<void>;
}
