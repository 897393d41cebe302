import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type { RunStatus, SubmissionRecord, SubmitRequest, SubmitResponse } from './types';

// Messages of the benchmarkRun workflow, imported by the workflow and by its clients
// (gateway, CLI), so both always agree on names and types.

/** A checkpoint submission from the grading API; completes once the score is in workflow state. */
export const submitUpdate = defineUpdate<SubmitResponse, [SubmitRequest]>('submit');

/** The run's durable state. `temporal workflow query --name status`. */
export const statusQuery = defineQuery<RunStatus>('status');

/** One submission by number or request id (for `GET /submissions/<id>`). */
export const submissionQuery = defineQuery<SubmissionRecord | null, [string]>('submission');

/** Stop the agent now; evaluation of accepted submissions and the report still happen. */
export const stopSignal = defineSignal<[{ reason?: string }?]>('stop');

