import { ApplicationFailure } from '@temporalio/activity';
import { WorkflowUpdateFailedError, type Client } from '@temporalio/client';
import path from 'node:path';
import { ERROR_TYPES, submitUpdate } from '../common/messages';
import type { SubmitRequest, SubmitResponse, WorkspaceRef } from '../common/types';
import { checkCheckpoint, digestCheckpoint, resolveModelPath, SubmitError } from '../gateway/checkpoint';

// Host-queue activity: a reference pipeline's checkpoint goes to its run as an agent's POST
// /submit does: the same path checks (inside the workspace's writable part, not the base model,
// full weights), the same digest, the same workflow Update (validator, de-duplication, one
// evaluation at a time, score in workflow state before the answer).

export function createPipelineSubmitActivities({ client }: { client: Client }) {
  return {
    async submitCheckpoint(input: { runId: string; workspace: WorkspaceRef; baseModelDir: string; hostPath: string }): Promise<SubmitResponse> {
      const ws = input.workspace;
      const rel = path.relative(ws.workspaceDir, input.hostPath);
      if (rel.startsWith('..') || path.isAbsolute(rel)) {
        throw ApplicationFailure.nonRetryable(`checkpoint ${input.hostPath} is outside the run's workspace`, ERROR_TYPES.invalidSubmission);
      }
      const modelPath = path.posix.join(ws.agentRoot, ...rel.split(path.sep));
      let request: SubmitRequest;
      try {
        const { agentPath, hostPath } = resolveModelPath(ws, modelPath);
        checkCheckpoint(hostPath, input.baseModelDir);
        request = { model_path: modelPath, resolved_path: agentPath, host_path: hostPath, digest: await digestCheckpoint(hostPath), gpu: null, code_revision: null };
      } catch (err) {
        if (err instanceof SubmitError) throw ApplicationFailure.nonRetryable(err.message, ERROR_TYPES.invalidSubmission);
        throw err;
      }
      try {
        return await client.workflow.getHandle(input.runId).executeUpdate(submitUpdate, { args: [request] });
      } catch (err) {
        if (err instanceof WorkflowUpdateFailedError) {
          const cause = err.cause as { type?: string; message?: string } | undefined;
          throw ApplicationFailure.nonRetryable(cause?.message ?? err.message, cause?.type ?? ERROR_TYPES.invalidSubmission);
        }
        throw err;
      }
    },
  };
}
