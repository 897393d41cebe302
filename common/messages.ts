import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type { TrainingStatus } from './training';
import type { UsageTotals } from './llm-usage';
import type {
  RunMeta,
  RunStatus,
  StopCause,
  SubmissionRecord,
  SubmitOutcome,
  SubmitRequest,
  SweepStatus,
} from './types';

// The workflows' messages, imported by the workflows and by their clients (gateway, CLI, tests),
// so both always agree on names and types.

// ---- benchmarkRun ----

/** A checkpoint submission from the grading API; completes once the score is in workflow state. */
export const submitUpdate = defineUpdate<SubmitOutcome, [SubmitRequest]>('submit');

/** The run's durable state. `temporal workflow query --name status`. */
export const statusQuery = defineQuery<RunStatus>('status');

/** One submission by number or request id (for `GET /submissions/<id>`). */
/** The run's clocks alone, what /time answers: the status without its submissions to serialise. */
export const timeQuery = defineQuery<RunMeta>('time');
export const submissionQuery = defineQuery<SubmissionRecord | null, [string]>('submission');

/** Stop the agent now; evaluation of accepted submissions and the report still happen. */
export const stopSignal = defineSignal<[{ reason?: string }?]>('stop');

/** From the run's LLM gateway: usage so far (cumulative), and a limit it saw reached. */
export const llmUsageSignal =
  defineSignal<[{ totals: UsageTotals; reached: { stop: StopCause; message: string } | null }]>('llmUsage');

/** From the host worker that re-attached to the agent: how long the harness was away (id: once per outage). */
export const harnessOutageSignal = defineSignal<[{ id: string; seconds: number }]>('harnessOutage');

// ---- benchmarkSweep ----

/** The sweep's cells: running, finished, and the leaderboard once written. */
export const sweepStatusQuery = defineQuery<SweepStatus>('status');

// ---- trainingPipeline ----

/** The pipeline's phase, policy, jobs, rollouts, evaluations and submissions. */
export const trainingStatusQuery = defineQuery<TrainingStatus>('trainingStatus');
