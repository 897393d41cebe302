import { patched, proxyActivities } from '@temporalio/workflow';
import type { RetryPolicy } from '@temporalio/common';
import type { createAgentActivities } from '../activities/agent';
import type { createEvaluationActivities } from '../activities/evaluation';
import type { createHostRoutingActivities } from '../activities/host-routing';
import type { createReportActivities } from '../activities/report';
import type { createResourceActivities } from '../activities/resources';
import type { createRunStateActivities } from '../activities/runs';
import type { createWorkspaceActivities } from '../activities/workspace';
import { ERROR_TYPES } from '../common/errors';
import type { RunSpec } from '../common/run-spec';
import { TASK_QUEUES } from '../common/task-queues';

// benchmarkRun's activities, one proxy per kind of call: the names say what their timeouts and
// retries are made for. Proxies schedule nothing until called, so creating them is free.

export type HostActivities = ReturnType<typeof createResourceActivities> &
  ReturnType<typeof createWorkspaceActivities> &
  ReturnType<typeof createAgentActivities>;

const hostRetry: RetryPolicy = { initialInterval: '1s', maximumInterval: '10s' };
const heartbeat = (spec: RunSpec) => spec.timeouts.heartbeat * 1000;
/** A task of a pinned run that no worker of its host takes in this time fails (not retried): the host is lost. */
const hostLost = (spec: RunSpec) => spec.timeouts.hostLost * 1000;

/** Which host the run lives on: a quick look-up on the shared host queue. */
export const hostRouting = () =>
  proxyActivities<ReturnType<typeof createHostRoutingActivities>>({
    taskQueue: TASK_QUEUES.host,
    startToCloseTimeout: '1m',
    retry: { maximumInterval: '10s' },
  });

/**
 * Baseline and checkpoint evaluations on a GPU queue (the run's host's), each attempt up to the
 * spec's evaluation timeout. The activity counts its attempts itself (activities/
 * evaluation-attempts.ts): three failures of the evaluator, ten losses of its worker; histories
 * recorded before that give each evaluation three attempts of either kind.
 */
export const evaluations = (spec: RunSpec, gpuQueue: string) =>
  proxyActivities<ReturnType<typeof createEvaluationActivities>>({
    taskQueue: gpuQueue,
    startToCloseTimeout: spec.timeouts.evaluation * 1000,
    heartbeatTimeout: heartbeat(spec),
    retry: {
      initialInterval: '1s',
      maximumInterval: '30s',
      ...(patched('evaluation-attempts') ? {} : { maximumAttempts: 3 }),
      nonRetryableErrorTypes: [ERROR_TYPES.baselineFailed],
    },
  });

type RecordActivities = ReturnType<typeof createReportActivities> & ReturnType<typeof createRunStateActivities>;

/** Results and the state of earlier runs, on the control queue (and the report, for runs recorded before it moved to the host). */
export const runRecords = () =>
  proxyActivities<RecordActivities>({
    taskQueue: TASK_QUEUES.control,
    startToCloseTimeout: '10m',
    retry: { maximumAttempts: 5 },
  });

/**
 * The report, written on the run's host, where its folder is. It heartbeats: a task lost on its
 * way to the worker (seen under load) is tried again after 30 s, not after the 10 minutes.
 */
export const hostReport = (hostQueue: string, spec: RunSpec) =>
  proxyActivities<Pick<RecordActivities, 'writeReport'>>({
    taskQueue: hostQueue,
    startToCloseTimeout: '10m',
    heartbeatTimeout: '30s',
    scheduleToStartTimeout: hostLost(spec),
    retry: { maximumAttempts: 5 },
  });

/** Setting a run up on its host (resources, workspace): up to the spec's prepare timeout. */
export const hostSetup = (hostQueue: string, spec: RunSpec) =>
  proxyActivities<HostActivities>({
    taskQueue: hostQueue,
    heartbeatTimeout: heartbeat(spec),
    retry: hostRetry,
    startToCloseTimeout: spec.timeouts.prepare * 1000,
    scheduleToStartTimeout: hostLost(spec),
  });

/** Stopping and cleaning up on the host: long enough for stopAgent's SIGTERM grace period, ten attempts. */
export const hostCleanup = (hostQueue: string, spec: RunSpec) =>
  proxyActivities<HostActivities>({
    taskQueue: hostQueue,
    heartbeatTimeout: heartbeat(spec),
    startToCloseTimeout: (spec.stopGrace + 300) * 1000,
    scheduleToStartTimeout: hostLost(spec),
    retry: { ...hostRetry, maximumAttempts: 10 },
  });

/** The agent's supervision: each attempt may run the whole budget; a retry re-attaches to the running agent. */
export const agentSupervision = (hostQueue: string, spec: RunSpec, budgetMs: number) =>
  proxyActivities<HostActivities>({
    taskQueue: hostQueue,
    heartbeatTimeout: heartbeat(spec),
    startToCloseTimeout: budgetMs + (spec.stopGrace + 600) * 1000,
    scheduleToCloseTimeout: budgetMs + (spec.stopGrace + 1800) * 1000,
    scheduleToStartTimeout: hostLost(spec),
    retry: { ...hostRetry, nonRetryableErrorTypes: [ERROR_TYPES.agentNotFound] },
  });
