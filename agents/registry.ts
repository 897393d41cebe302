import path from 'node:path';
import { z } from 'zod';
import { discoverManifests, type Discovered } from '../common/manifests';
import { fromRoot } from '../common/paths';
import { PipelineParamsSchema, ROUTES } from '../common/training';
import { DIAGNOSES } from '../common/report-schema';
import { GATEWAY_ENV } from '../common/run-spec';

// An agent stack is a folder with agent.yaml. Either it names a plain `command` (scripted and
// example agents), or it `launch`es a coding-agent CLI through the harness launcher
// (agents/launcher/launch.cjs), which adds the driver model, the session id, the resume flag
// and the stack's prompt. The stack's folder is mounted read-only at $AGENT_DIR, its installed
// CLI (see `install`) at $AGENT_TOOLS.

const envName = z.string().regex(/^[A-Z_][A-Z0-9_]*$/, 'an environment variable name (A-Z, 0-9, _)');
const npmPin = z
  .string()
  .regex(
    /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*@\d+\.\d+\.\d+$/,
    'an npm package pinned to an exact version, e.g. "@openai/codex@0.171.0"',
  );
const pypiPin = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]*(\[[a-z0-9,_-]+\])?==[0-9][0-9A-Za-z.+-]*$/,
    'a PyPI requirement pinned with ==, e.g. "rdagent==1.0.0"',
  );
const relPath = z
  .string()
  .min(1)
  .refine((p) => !path.isAbsolute(p) && !p.split('/').includes('..'), 'a relative path inside the install folder');

/** How the stack's CLI is installed into .tools/agents/<id> (project-local, mounted read-only). */
export const InstallSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }).strict(),
  z
    .object({
      kind: z.literal('npm'),
      packages: z.array(npmPin).min(1),
      /** npm 11 skips install scripts; the steps that must run after `npm install` (cwd relative to the install folder). */
      postinstall: z.array(z.object({ cwd: relPath, argv: z.array(z.string().min(1)).min(1) }).strict()).default([]),
      /** The CLI's executable, relative to the install folder; checked after installing. */
      bin: relPath,
      /** Download size, MB (for setup's log and the README). */
      sizeMb: z.number().positive(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('pypi'),
      packages: z.array(pypiPin).min(1),
      /** Interpreter version the packages need, e.g. "3.12"; install is refused on another. */
      python: z.string().regex(/^3\.\d+$/),
      bin: relPath,
      sizeMb: z.number().positive(),
    })
    .strict(),
]);

/** How a session is identified, so that a restart continues it. */
const SessionSchema = z.discriminatedUnion('from', [
  /** The launcher picks a UUID before the first start and passes it as {session}. */
  z.object({ from: z.literal('uuid') }).strict(),
  /** The CLI picks it: the first stdout JSON line with this top-level string field carries it. */
  z.object({ from: z.literal('stdout'), field: z.string().min(1) }).strict(),
  /** The CLI keeps each session as a folder under $HOME/<dir>: the one that appears is it. */
  z.object({ from: z.literal('dir'), dir: relPath }).strict(),
]);

const placeholders = /\{(driver|session|prompt)\}/g;
const argvSchema = z.array(z.string()).min(1);

export const LaunchSchema = z
  .object({
    /** First start: argv with {driver} (the run's driver model), {session} and {prompt}. */
    argv: argvSchema,
    /** Restart after the agent died before its budget: the same session, with the resume prompt. */
    resume: argvSchema,
    session: SessionSchema,
    /** The stack's prompt file in its folder (what the CLI is asked to do). */
    prompt: relPath.default('prompt.md'),
    resumePrompt: z
      .string()
      .min(1)
      .default(
        'You were interrupted. Continue the task where you left off; check the time left first (GET $GRADING_SERVER_URL/time).',
      ),
    /** Files written (if absent) before the first start, paths relative to $HOME; ${VAR} expands. */
    files: z.record(relPath, z.string()).default({}),
  })
  .strict()
  .superRefine((l, ctx) => {
    for (const key of ['argv', 'resume'] as const) {
      const used = new Set(l[key].flatMap((a) => [...a.matchAll(placeholders)].map((m) => m[1])));
      if (!used.has('prompt'))
        ctx.addIssue({ code: 'custom', path: [key], message: 'must pass the prompt ({prompt})' });
    }
    if (!l.resume.some((a) => a.includes('{session}')))
      ctx.addIssue({ code: 'custom', path: ['resume'], message: 'must name the session ({session})' });
    if (l.session.from === 'uuid' && !l.argv.some((a) => a.includes('{session}'))) {
      ctx.addIssue({ code: 'custom', path: ['argv'], message: 'session.from "uuid" needs {session} in argv' });
    }
  });

export const EVENT_FORMATS = [
  'claude-stream-json',
  'codex-jsonl',
  'gemini-stream-json',
  'opencode-json',
  'openhands-jsonl',
  'none',
] as const;

export const AgentManifestSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/),
    title: z.string().min(1),
    /** The LLM this stack uses unless the run names one; "none" for scripted agents. */
    defaultDriver: z.string().min(1),
    /** How the driver model reaches the CLI, in words (shown by `a2rl agents`). */
    driverVia: z.string().min(1).default('not used'),
    /** Wire protocol the CLI speaks to its model server. */
    api: z.enum(['anthropic-messages', 'openai-responses', 'openai-chat', 'gemini', 'none']).default('none'),
    install: InstallSchema.default({ kind: 'none' }),
    /** argv, run in the workspace root (plain agents). */
    command: z.array(z.string()).min(1).optional(),
    /** A CLI started by the harness launcher (coding-agent stacks). */
    launch: LaunchSchema.optional(),
    /**
     * A reference agent: instead of a command, the harness's own trainingPipeline (route and its
     * parameters) trains on the run's workspace and submits through the run's grading Update.
     */
    pipeline: z
      .object({
        route: z.enum(ROUTES),
        params: PipelineParamsSchema.default({}),
        /** A task's own parameters, in place of `params` on that task (a prompt task's rounds differ from ALFWorld's). */
        taskParams: z.record(z.string(), PipelineParamsSchema).default({}),
      })
      .strict()
      .optional(),
    /** How stdout is parsed into the run's event log. */
    events: z.enum(EVENT_FORMATS).default('none'),
    /** Non-secret settings; ${VAR} and ${VAR:-default} expand in launched stacks. The run spec's agentEnv overrides them. */
    env: z.record(envName, z.string()).default({}),
    /**
     * Variables taken from the host worker's environment when set: they go into the agent's
     * container only, never into the run spec, logs or workflow history. Not for LLM providers:
     * the agent reaches those through its run's gateway, which holds the keys (GATEWAY_ENV).
     */
    passEnv: z.array(envName).default([]),
    /** Of passEnv, the secrets: scrubbed from every artifact the harness writes. */
    secretEnv: z.array(envName).default([]),
    /** Where the CLI keeps its sessions (relative to $HOME, on the persistent workspace volume). */
    stateDirs: z.array(relPath).default([]),
    /** Restarts (with the resume argv) after the agent died before its budget. */
    maxRestarts: z.number().int().min(0).max(100).default(3),
    /** Why a stack cannot run on this machine, when it cannot (shown by `a2rl agents`). */
    unavailable: z.string().optional(),
    /**
     * An exploit canary: an agent that attacks the harness. Its run passes when it scores no
     * higher than its baseline, and its report's diagnosis names each of these attempts.
     */
    canary: z
      .object({ expect: z.array(z.enum(DIAGNOSES)).min(1) })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    if ([m.command, m.launch, m.pipeline].filter(Boolean).length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['command'], message: 'give exactly one of command, launch or pipeline' });
    }
    for (const name of m.passEnv) {
      if ((GATEWAY_ENV as readonly string[]).includes(name))
        ctx.addIssue({
          code: 'custom',
          path: ['passEnv'],
          message: `${name} is set by the harness (the run's LLM gateway); a provider's key never enters the workspace`,
        });
    }
    for (const s of m.secretEnv) {
      if (!m.passEnv.includes(s))
        ctx.addIssue({ code: 'custom', path: ['secretEnv'], message: `${s} must also be in passEnv` });
      if (s in m.env)
        ctx.addIssue({ code: 'custom', path: ['env', s], message: 'a secret never has a value in the manifest' });
    }
    if (m.launch && m.install.kind === 'none')
      ctx.addIssue({ code: 'custom', path: ['install'], message: 'a launched CLI needs an install recipe' });
    if (m.launch) {
      // The driver is what the run records: the CLI must be given it, in argv or in its env.
      const inArgv = (argv: string[]) => argv.some((a) => a.includes('{driver}'));
      const inEnv = Object.values(m.env).some((v) => v.includes('${A2RL_DRIVER}'));
      if (!inEnv && !inArgv(m.launch.argv))
        ctx.addIssue({
          code: 'custom',
          path: ['launch', 'argv'],
          message: 'must pass the driver model ({driver} in argv, or ${A2RL_DRIVER} in env)',
        });
      if (!inEnv && !inArgv(m.launch.resume))
        ctx.addIssue({
          code: 'custom',
          path: ['launch', 'resume'],
          message: 'must pass the driver model ({driver} in argv, or ${A2RL_DRIVER} in env)',
        });
    }
    if (m.launch && m.events === 'none')
      ctx.addIssue({ code: 'custom', path: ['events'], message: 'a launched CLI needs its event format' });
  });

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

/** Where a stack's CLI is installed: <project>/.tools/agents/<id> (git-ignored), or A2RL_AGENT_TOOLS/<id>. */
export function toolsDir(id: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.A2RL_AGENT_TOOLS ? path.resolve(env.A2RL_AGENT_TOOLS, id) : fromRoot('.tools', 'agents', id);
}
