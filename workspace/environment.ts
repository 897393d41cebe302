import type { RunSpec } from '../common/run-spec';
import type { ResolvedRun, WorkspaceRef } from '../common/types';
import { proxyEnv } from '../gateway/egress';
import { containerBaseUrls } from '../gateway/llm/providers';
import { runCredential } from '../run/layout';
import { baseModelPath } from '../run/layout';

/**
 * The environment the reference harness gives every agent, plus the run's token, driver and
 * seed, and its LLM gateway: each provider's base URL and key point at the run's own endpoint.
 */
export function agentEnvironment(
  ws: WorkspaceRef,
  resolved: ResolvedRun,
  token: string,
  spec: Pick<RunSpec, 'seed' | 'workspace'>,
): Record<string, string> {
  const key = runCredential(token, 'llm');
  return {
    // Through the proxy only when the run lists hosts: otherwise the agent fails fast on no route.
    ...(spec.workspace.egress.length ? proxyEnv(ws.gateway.agentUrl, runCredential(token, 'egress')) : {}),
    ...containerBaseUrls(ws.gateway.agentUrl),
    ANTHROPIC_API_KEY: key,
    OPENAI_API_KEY: key,
    GEMINI_API_KEY: key,
    TASK: resolved.task.id,
    BASE_MODEL: resolved.baseModel,
    WORKSPACE: ws.agentRoot,
    MODEL_PATH: baseModelPath(ws.agentRoot, resolved.baseModel),
    DATA_PATH: `${ws.agentRoot}/data`,
    OUTPUT_DIR: `${ws.agentRoot}/output`,
    GRADING_SERVER_URL: `${ws.gateway.agentUrl}/t/${token}`,
    GRADING_TOKEN: token,
    A2RL_DRIVER: resolved.driver,
    A2RL_SEED: String(spec.seed),
  };
}
