import { z } from 'zod';
import { discoverManifests, type Discovered } from '../common/manifests';
import { fromRoot } from '../common/paths';
import { PipelineParamsSchema, ROUTES } from '../common/training';

// An agent stack is a folder with agent.yaml. Its command runs in the workspace root, with the
// stack's folder mounted read-only at $AGENT_DIR.

export const AgentManifestSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/),
    title: z.string().min(1),
    /** The LLM this stack uses unless the run names one; "none" for scripted agents. */
    defaultDriver: z.string().min(1),
    /** argv, run in the workspace root. */
    command: z.array(z.string()).min(1).optional(),
    /**
     * A reference agent: instead of a command, the harness's own trainingPipeline (route and its
     * parameters) trains on the run's workspace and submits through the run's grading Update.
     */
    pipeline: z.object({ route: z.enum(ROUTES), params: PipelineParamsSchema.default({}) }).strict().optional(),
    /** Non-secret settings; the run spec's agentEnv overrides them. */
    env: z.record(z.string().regex(/^[A-Z_][A-Z0-9_]*$/), z.string()).default({}),
  })
  .strict()
  .refine((m) => (m.command ? !m.pipeline : !!m.pipeline), { message: 'an agent has either a command or a pipeline' });

export type AgentManifest = z.output<typeof AgentManifestSchema>;
export type AgentEntry = Discovered<AgentManifest>;

export function discoverAgents(extraDirs: string[] = []): Map<string, AgentEntry> {
  return discoverManifests([fromRoot('agents'), ...extraDirs], 'agent.yaml', AgentManifestSchema);
}

export function getAgent(id: string, extraDirs: string[] = []): AgentEntry {
  const agents = discoverAgents(extraDirs);
  const agent = agents.get(id);
  if (!agent) throw new Error(`unknown agent "${id}"; available: ${[...agents.keys()].join(', ') || '(none)'}`);
  return agent;
}
