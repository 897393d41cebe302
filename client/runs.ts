import { Client } from '@temporalio/client';
import crypto from 'node:crypto';
import { statusQuery, stopSignal } from '../common/messages';
import { parseRunSpec, type RunSpecInput } from '../common/run-spec';
import { SEARCH_ATTRIBUTES } from '../common/search-attributes';
import { TASK_QUEUES } from '../common/task-queues';
import type { RunStatus } from '../common/types';
import { benchmarkRun } from '../workflows/benchmark-run';

// Operations on runs from outside Temporal: start, stop, resume, status. Used by the CLI, the
// dashboard, the benches and the tests.

/** The UTC time in workflow ids, to the second: 20260102T030405. */
export function idTime(now = new Date()): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
}

/** Readable and unique: run-<task>-<agent>-<UTC time>-<4 hex>. */
export function newRunId(task: string, agent: string, now = new Date()): string {
  const stamp = idTime(now).replace('T', '-');
  return `run-${task}-${agent}-${stamp}-${crypto.randomBytes(2).toString('hex')}`;
}

export async function startRun(client: Client, input: RunSpecInput, runId?: string): Promise<string> {
  const spec = parseRunSpec(input); // fail here, before anything starts
  const workflowId = runId ?? newRunId(spec.task, spec.agent);
  await client.workflow.start(benchmarkRun, {
    taskQueue: TASK_QUEUES.control,
    workflowId,
    args: [input],
    typedSearchAttributes: [
      { key: SEARCH_ATTRIBUTES.task, value: spec.task },
      { key: SEARCH_ATTRIBUTES.agent, value: spec.agent },
      { key: SEARCH_ATTRIBUTES.status, value: 'queued' },
    ],
  });
  return workflowId;
}

export async function stopRun(client: Client, runId: string, reason: string): Promise<void> {
  await client.workflow.getHandle(runId).signal(stopSignal, { reason });
}

/** Starts a run that continues `runId` (its workspace, baseline, submissions, remaining budget); its id. */
export async function resumeRun(client: Client, runId: string): Promise<string> {
  const prior = await runStatus(client, runId);
  return startRun(
    client,
    { ...prior.spec, resume: { from: runId } } as RunSpecInput,
    `${runId}.resumed-${idTime().replace('T', '-')}`,
  );
}

export async function runStatus(client: Client, runId: string): Promise<RunStatus> {
  return client.workflow.getHandle(runId).query(statusQuery);
}
