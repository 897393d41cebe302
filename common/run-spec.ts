import { z } from 'zod';
import { issueList } from './issues';
import { parseBytes, parseDurationSeconds } from './duration';

// The run spec: what `a2rl run`, `temporal workflow start --input` and the Web UI's start form
// send. Every field but `task` and `agent` has a default, and unknown fields are an error, so a
// typo never silently becomes a default. Pure (zod only): the workflow validates its own input.

const id = z.string().regex(/^[a-z0-9][a-z0-9._-]{0,62}$/, 'lowercase letters, digits, ".", "_" or "-"');
/** A string or number, converted by `parse`; its error message becomes the zod issue. */
const convertible = (parse: (v: string | number) => number) =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    try {
      return parse(v);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
      return z.NEVER;
    }
  });
/** A duration: "10m", "1h30m" or a number of seconds. */
export const duration = convertible(parseDurationSeconds);
/** Set by the harness in every workspace: the run's LLM gateway and egress proxy. */
export const GATEWAY_ENV = [
  'ANTHROPIC_BASE_URL',
  'ANTHROPIC_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_API_KEY',
  'GOOGLE_GEMINI_BASE_URL',
  'GEMINI_API_KEY',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
] as const;
/** Names of variables that hold credentials. */
const SECRET_NAME = /(^|_)(API_KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?)$/;
/** A size: "8g", "512m" or a number of bytes. */
export const bytes = convertible(parseBytes);

export const WorkspaceSpecSchema = z
  .object({
    /** `docker`: one container per run (isolated). `local`: a directory and a process group (weaker isolation). */
    backend: z.enum(['docker', 'local']).default('docker'),
    memory: bytes.default(8 * 1024 ** 3),
    pids: z.number().int().min(16).default(1024),
    /** Room for the agent's writable folders (code/, output/, …); past it, writes fail with ENOSPC. */
    disk: bytes.default(100 * 1024 ** 3),
    cpus: z.number().positive().optional(),
    /** Let the agent reach the internet (the run's network is internal otherwise). */
    internet: z.boolean().default(false),
    /**
     * Hosts the agent may reach through its gateway's HTTP(S) proxy ("pypi.org",
     * "*.pythonhosted.org", "host:port"); every connection is recorded. Empty: no proxy.
     */
    egress: z
      .array(z.string().regex(/^(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/, 'a host name, "*.domain" or "host:port"'))
      .default([]),
  })
  .strict();

export const TimeoutsSchema = z
  .object({
    /** How soon a dead worker is noticed: heartbeat timeout of long activities. */
    heartbeat: duration.default(60),
    /** Upper bound for one evaluation attempt. */
    evaluation: duration.default(4 * 3600),
    /** Upper bound for resource preparation (model and data download). */
    prepare: duration.default(3600),
    /**
     * How long a task for the run's host may wait with no worker of that host to take it before
     * the host counts as lost: the run then fails as a harness error (and can be resumed there).
     */
    hostLost: duration.default(600),
  })
  .strict();

/** How a run is scored: a sealed final score, or the reference harness's best-of-submissions. */
export const PROTOCOLS = ['sealed', 'reference'] as const;
export type Protocol = (typeof PROTOCOLS)[number];
/** Evaluation settings the harness sets for the sealed split (python/a2rl/split.py). */
export const SPLIT_SETTINGS = ['part', 'sealed_fraction', 'split_seed'] as const;

/** Who stops an agent before it ends on its own: its budget, a stop signal, or one of its `limits`. */
export const LIMIT_STOP_CAUSES = ['token-limit', 'cost-limit', 'request-limit', 'working-time-limit'] as const;
export const STOP_CAUSES = ['budget', 'stop-signal', ...LIMIT_STOP_CAUSES] as const;

/** What a run may spend; past a limit the agent is stopped as at the end of its budget. */
export const LimitsSchema = z
  .object({
    /** LLM tokens, input (cached included) plus output, over all calls through the gateway. */
    tokens: z.number().int().positive().optional(),
    costUsd: z.number().positive().optional(),
    llmRequests: z.number().int().positive().optional(),
    /** Models the agent may call through its gateway; default: the run's driver. */
    models: z.array(z.string().min(1).max(200)).default([]),
    /** Working time: wall time less the agent's synchronous evaluations and harness outages. */
    workingTime: duration.optional(),
  })
  .strict();

export const RunSpecSchema = z
  .object({
    task: id,
    agent: id,
    /** The LLM driving the agent; defaults to the agent's configured model. */
    driver: z.string().min(1).max(200).optional(),
    /** Hugging Face style id; defaults to the task's default base model. */
    baseModel: z.string().min(1).max(200).optional(),
    budget: duration.default(12 * 3600),
    gpus: z.number().int().min(0).max(64).default(0),
    seed: z.number().int().default(0),
    /** SIGTERM → SIGKILL grace when the budget ends or the run is stopped. */
    stopGrace: duration.default(30),
    workspace: WorkspaceSpecSchema.prefault({}),
    limits: LimitsSchema.prefault({}),
    timeouts: TimeoutsSchema.prefault({}),
    /**
     * The snapshots of the run's submitted checkpoints (docs/running.md#snapshots). `limit`: bytes
     * they may hold together, each distinct file counted once (default: workspace.disk); past it a
     * submit is refused (507), for this run alone. `keep`: `needed` frees a snapshot once it is
     * scored and is neither the best nor the final choice (and, when the run ends, all others);
     * `all` keeps every one (within the limit).
     */
    snapshots: z
      .object({ limit: bytes.optional(), keep: z.enum(['needed', 'all']).default('needed') })
      .strict()
      .prefault({}),
    /** Code revisions of code/: a snapshot this often when it changed, and at every submission. */
    codeSnapshots: z
      .object({ every: duration.default(60), maxFileSize: bytes.default(1024 * 1024) })
      .strict()
      .prefault({}),
    /**
     * Extra settings for the agent process (non-secret: the spec is stored in the workflow
     * history). API keys come from the host worker's environment through the stack's passEnv.
     */
    agentEnv: z
      .record(z.string().regex(/^[A-Z_][A-Z0-9_]*$/), z.string())
      .superRefine((env, ctx) => {
        for (const k of Object.keys(env)) {
          if ((GATEWAY_ENV as readonly string[]).includes(k)) {
            ctx.addIssue({
              code: 'custom',
              path: [k],
              message: `${k} is set by the harness: the agent reaches its LLM through the run's gateway (upstreams are configured on the host worker: llm in the config) and other hosts through workspace.egress`,
            });
          } else if (SECRET_NAME.test(k)) {
            ctx.addIssue({
              code: 'custom',
              path: [k],
              message: `${k} looks like a secret; secrets never go into a run spec (it is kept in the workflow history): set it in the host worker's environment, and the agent stack passes it to its container`,
            });
          }
        }
      })
      .default({}),
    /**
     * How the run is scored (docs/reports.md#protocols). `sealed`: /submit scores the feedback part
     * of the held-out set, and the final checkpoint is scored once on the sealed part at the end;
     * `reference`: every submission on the whole held-out set, the best one the run's score (the
     * reference harness's way). Absent: `sealed` where the task defines a split, else `reference`.
     */
    protocol: z.enum(PROTOCOLS).optional(),
    /** Task evaluation settings, part of the baseline cache key. */
    evaluation: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .superRefine((settings, ctx) => {
        for (const k of SPLIT_SETTINGS)
          if (k in settings)
            ctx.addIssue({
              code: 'custom',
              path: [k],
              message: `${k} is set by the harness from the run's protocol and the task's split`,
            });
      })
      .default({}),
    sweep: z.string().max(200).optional(),
    /** Continue a failed or terminated run: its workspace files, baseline, submissions, remaining budget. */
    resume: z
      .object({ from: z.string().min(1).max(300) })
      .strict()
      .optional(),
  })
  .strict();

export type RunSpecInput = z.input<typeof RunSpecSchema>;
export type RunSpec = z.output<typeof RunSpecSchema>;

export class RunSpecError extends Error {
  constructor(readonly issues: string[]) {
    super(`invalid run spec: ${issues.join('; ')}`);
    this.name = 'RunSpecError';
  }
}

export function parseRunSpec(input: unknown): RunSpec {
  const result = RunSpecSchema.safeParse(input ?? {});
  if (!result.success) {
    throw new RunSpecError(issueList(result.error, '(input)'));
  }
  return result.data;
}

/** Bytes the run's checkpoint snapshots may hold together (specs recorded before the setting: the disk's). */
export const snapshotLimit = (spec: { snapshots?: { limit?: number }; workspace: { disk: number } }): number =>
  spec.snapshots?.limit ?? spec.workspace.disk;
