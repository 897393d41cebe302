import { ApplicationFailure } from '@temporalio/activity';
import { WorkflowUpdateFailedError, type Client } from '@temporalio/client';
import path from 'node:path';
import { ERROR_TYPES } from '../common/errors';
import { submitUpdate } from '../common/messages';
import type { SubmitRequest, SubmitResponse, WorkspaceRef } from '../common/types';
import { acceptCheckpoint } from '../gateway/accept';
import { SubmitError } from '../gateway/checkpoint';
import { GradingLog } from '../gateway/grading-log';
import { SnapshotStore, type CaptureLimits } from '../gateway/snapshot';

// Host-queue activity: a reference pipeline's checkpoint goes to its run as an agent's POST
// /submit does: accepted by the same module (path rules, snapshot, checks), then the same
// workflow Update (validator, de-duplication, one evaluation at a time, score in workflow state
// before the answer).

export function createPipelineSubmitActivities({ client, limits }: { client: Client; limits: CaptureLimits }) {
  const store = new SnapshotStore();
  return {
    async submitCheckpoint(input: {
      runId: string;
      workspace: WorkspaceRef;
      baseModelDir: string;
      hostPath: string;
      snapshotLimit?: number;
      /** The pipeline's last policy: designated the run's final checkpoint. */
      final?: boolean;
    }): Promise<SubmitResponse> {
      const ws = input.workspace;
      const rel = path.relative(ws.workspaceDir, input.hostPath);
      if (rel.startsWith('..') || path.isAbsolute(rel)) {
        throw ApplicationFailure.nonRetryable(
          `checkpoint ${input.hostPath} is outside the run's workspace`,
          ERROR_TYPES.invalidSubmission,
        );
      }
      const submittedPath = path.posix.join(ws.agentRoot, ...rel.split(path.sep));
      let request: SubmitRequest;
      try {
        request = {
          ...(await acceptCheckpoint(ws, submittedPath, {
            baseModelDir: input.baseModelDir,
            limits,
            store,
            runLimit: input.snapshotLimit ?? null,
          })),
          gpu: null,
          code_revision: null,
          ...(input.final ? { final: true } : {}),
        };
      } catch (err) {
        if (err instanceof SubmitError) {
          new GradingLog(ws.runDir).refused(err.reason, err.status, err.message);
          throw ApplicationFailure.nonRetryable(err.message, ERROR_TYPES.invalidSubmission);
        }
        throw err;
      }
      try {
        const { run_meta: _, ...answer } = await client.workflow
          .getHandle(input.runId)
          .executeUpdate(submitUpdate, { args: [request] });
        return answer;
      } catch (err) {
        if (err instanceof WorkflowUpdateFailedError) {
          const cause = err.cause as { type?: string; message?: string } | undefined;
          throw ApplicationFailure.nonRetryable(
            cause?.message ?? err.message,
            cause?.type ?? ERROR_TYPES.invalidSubmission,
          );
        }
        throw err;
      }
    },
  };
}
