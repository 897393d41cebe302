import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { z } from 'zod';
import { issuesText } from './issues';
import { PROJECT_ROOT } from './paths';
import { bytes, duration } from './run-spec';

// Where the LLM gateway forwards each provider's calls and the environment variable that holds its
// key (the key itself is never in a config file).
const llmUpstream = (baseUrl: string, apiKeyEnv: string) =>
  z
    .object({
      baseUrl: z.url().default(baseUrl),
      apiKeyEnv: z
        .string()
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
        .default(apiKeyEnv),
    })
    .strict()
    .prefault({});

/** The config's `llm` section. */
export const LlmConfigSchema = z
  .object({
    anthropic: llmUpstream('https://api.anthropic.com', 'ANTHROPIC_API_KEY'),
    openai: llmUpstream('https://api.openai.com/v1', 'OPENAI_API_KEY'),
    gemini: llmUpstream('https://generativelanguage.googleapis.com', 'GEMINI_API_KEY'),
  })
  .strict()
  .prefault({});
export type LlmConfig = z.output<typeof LlmConfigSchema>;

// One YAML file (A2RL_CONFIG, else ./a2rl.yaml in the project root if present), validated by
// zod, then A2RL_* environment overrides. Relative paths resolve against the file's folder
// (the project root without a file).

const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name');

const hostIdDefault =
  os
    .hostname()
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 40) || 'host';

export const ConfigSchema = z
  .object({
    dataDir: z.string().default('.a2rl'),
    /** Models, task data and baselines; may be shared between hosts. Default: <dataDir>/cache. */
    cacheDir: z.string().optional(),
    hostId: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/)
      .default(hostIdDefault),
    /** Runs this host takes at once (unset: no limit); past it a new run goes to another host. */
    maxRuns: z.number().int().min(1).optional(),
    python: z.string().default('.venv/bin/python'),
    temporal: z
      .object({
        address: z.string().default('127.0.0.1:7233'),
        namespace: z.string().default('default'),
        uiUrl: z.string().default('http://127.0.0.1:8233'),
        cli: z.string().default('.tools/bin/temporal'),
      })
      .strict()
      .prefault({}),
    docker: z
      .object({
        socketPath: z.string().default('/var/run/docker.sock'),
        image: z.string().default('a2rl-workspace'),
        /** Port of each run's grading endpoint on that run's own bridge address. */
        gatewayPort: z.number().int().min(1).max(65535).default(5000),
        /** Host firewall rules that let a run's network reach only its own endpoint. */
        firewall: z.boolean().default(true),
      })
      .strict()
      .prefault({}),
    workspace: z
      .object({
        /** Owner of the writable workspace folders; the agent runs as this uid in its container. */
        uid: z.number().int().min(1).default(1000),
        gid: z.number().int().min(1).default(1000),
        /**
         * Container workspaces on loop-mounted filesystem images (the host worker must be root):
         * a disk quota on the agent's folders (run spec workspace.disk), and a mount table that
         * shows no host path. Off: plain folders and bind mounts (no quota; host paths visible).
         */
        diskImages: z.boolean().default(true),
        /** Read-only images (base models, the Python environment, agent stacks), shared by runs. */
        imagesDir: z.string().default('.a2rl/images'),
        /**
         * Free space the data disk keeps. Below it checkpoints are not captured (507), and a run
         * whose agent ran then ends as a harness error: workspace images are sparse, so a full
         * disk loses the agent's writes without telling it.
         */
        hostDiskReserve: bytes.default(1024 ** 3),
      })
      .strict()
      .prefault({}),
    gpu: z
      .object({
        /** "auto": nvidia-smi's GPUs, else one CPU slot. Or a list of device ids. */
        devices: z.union([z.literal('auto'), z.array(z.string())]).default('auto'),
      })
      .strict()
      .prefault({}),
    tasks: z
      .object({
        dirs: z.array(z.string()).default([]),
        /** Offline data: <sources>/<task id>/ holds a task's source files in their own format. */
        sources: z.string().optional(),
      })
      .strict()
      .prefault({}),
    agents: z
      .object({ dirs: z.array(z.string()).default([]) })
      .strict()
      .prefault({}),
    /** What a submitted checkpoint may hold; the defaults fit a 7B model in fp32 with its tokenizer. */
    checkpoints: z
      .object({ maxFiles: z.number().int().min(1).default(10_000), maxBytes: bytes.default(64 * 1024 ** 3) })
      .strict()
      .prefault({}),
    /**
     * Where evaluators run. `docker`: a container per evaluation with no network, as an
     * unprivileged user, seeing only the checkpoint snapshot, the task, its held-out data and the
     * Python environment, all read-only, with memory, process and time limits. `local`: a
     * process of the GPU worker (no isolation: tests of evaluators, hosts without Docker).
     */
    evaluation: z
      .object({
        sandbox: z.enum(['docker', 'local']).default('docker'),
        uid: z.number().int().min(1).default(1001),
        gid: z.number().int().min(1).default(1001),
        pids: z.number().int().min(16).default(4096),
        /** Memory of one evaluation; unset: the task's resources.memory. */
        memory: bytes.optional(),
        /**
         * How long a run's warm evaluation engine waits for the run's next evaluation, holding
         * its GPU, before it goes (evaluation/warm.ts); 0: a new engine for every evaluation.
         */
        warmIdle: duration.default(600),
      })
      .strict()
      .prefault({}),
    /** SQLite file (default <dataDir>/results.sqlite), or a PostgreSQL URL, which wins when set. */
    results: z.object({ sqlite: z.string().optional(), postgres: z.string().optional() }).strict().prefault({}),
    /**
     * An LLM judge behind an OpenAI-compatible chat-completions endpoint (alpacaeval,
     * deepsearchqa). The key is read from the environment variable named by `apiKeyEnv` on the
     * GPU worker, handed only to evaluators of tasks that use a judge, and never logged.
     */
    judge: z
      .object({
        baseUrl: z.url().default('https://api.openai.com/v1'),
        /** Unset: no judge, and tasks that need one fail with a clear error. */
        model: z.string().min(1).optional(),
        apiKeyEnv: envName.default('OPENAI_API_KEY'),
      })
      .strict()
      .prefault({}),
    /**
     * Web search for deepsearchqa: a SerpAPI-compatible or DuckDuckGo-instant-answer-compatible
     * HTTP endpoint. `auto` is the reference's rule: SerpAPI when its key is set, else DuckDuckGo.
     */
    search: z
      .object({
        kind: z.enum(['auto', 'serpapi', 'duckduckgo']).default('auto'),
        /** Default: https://serpapi.com/search or https://api.duckduckgo.com/ by kind. */
        url: z.url().optional(),
        apiKeyEnv: envName.default('SERPAPI_KEY'),
      })
      .strict()
      .prefault({}),
    /** Where each provider's calls from agents go, and the variable holding its key (host worker). */
    llm: LlmConfigSchema,
    log: z
      .object({ level: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'silent']).default('info') })
      .strict()
      .prefault({}),
    /**
     * Fault injection, for testing recovery: `runAgent` fails (non-retryably, as a lost host
     * would) once the file `runAgentOnFile` exists, the agent left running; `writeReport` fails.
     */
    faults: z
      .object({ runAgentOnFile: z.string().min(1).optional(), writeReport: z.boolean().optional() })
      .strict()
      .prefault({}),
  })
  .strict();

export type Config = Omit<z.output<typeof ConfigSchema>, 'cacheDir'> & {
  cacheDir: string;
  configFile: string | null;
  resultsDb: string;
};

const ENV_OVERRIDES: Array<[string, (raw: Record<string, any>, v: string) => void]> = [
  ['A2RL_DATA_DIR', (c, v) => (c.dataDir = v)],
  ['A2RL_CACHE_DIR', (c, v) => (c.cacheDir = v)],
  ['A2RL_HOST_ID', (c, v) => (c.hostId = v)],
  ['A2RL_MAX_RUNS', (c, v) => (c.maxRuns = Number(v))],
  ['A2RL_PYTHON', (c, v) => (c.python = v)],
  ['A2RL_TEMPORAL_ADDRESS', (c, v) => ((c.temporal ??= {}).address = v)],
  ['A2RL_TEMPORAL_NAMESPACE', (c, v) => ((c.temporal ??= {}).namespace = v)],
  ['A2RL_TEMPORAL_UI', (c, v) => ((c.temporal ??= {}).uiUrl = v)],
  ['A2RL_TEMPORAL_CLI', (c, v) => ((c.temporal ??= {}).cli = v)],
  ['A2RL_DOCKER_IMAGE', (c, v) => ((c.docker ??= {}).image = v)],
  ['A2RL_GATEWAY_PORT', (c, v) => ((c.docker ??= {}).gatewayPort = Number(v))],
  ['A2RL_DOCKER_SOCKET', (c, v) => ((c.docker ??= {}).socketPath = v)],
  ['A2RL_GPU_DEVICES', (c, v) => ((c.gpu ??= {}).devices = v === 'auto' ? 'auto' : v.split(',').filter(Boolean))],
  ['A2RL_TASK_DIRS', (c, v) => ((c.tasks ??= {}).dirs = v.split(path.delimiter).filter(Boolean))],
  ['A2RL_TASK_SOURCES', (c, v) => ((c.tasks ??= {}).sources = v)],
  ['A2RL_AGENT_DIRS', (c, v) => ((c.agents ??= {}).dirs = v.split(path.delimiter).filter(Boolean))],
  ['A2RL_RESULTS_SQLITE', (c, v) => ((c.results ??= {}).sqlite = v)],
  ['A2RL_RESULTS_POSTGRES', (c, v) => ((c.results ??= {}).postgres = v)],
  ['A2RL_JUDGE_BASE_URL', (c, v) => ((c.judge ??= {}).baseUrl = v)],
  ['A2RL_JUDGE_MODEL', (c, v) => ((c.judge ??= {}).model = v)],
  ['A2RL_JUDGE_API_KEY_ENV', (c, v) => ((c.judge ??= {}).apiKeyEnv = v)],
  ['A2RL_LLM_ANTHROPIC_URL', (c, v) => (((c.llm ??= {}).anthropic ??= {}).baseUrl = v)],
  ['A2RL_LLM_OPENAI_URL', (c, v) => (((c.llm ??= {}).openai ??= {}).baseUrl = v)],
  ['A2RL_LLM_GEMINI_URL', (c, v) => (((c.llm ??= {}).gemini ??= {}).baseUrl = v)],
  ['A2RL_SEARCH_KIND', (c, v) => ((c.search ??= {}).kind = v)],
  ['A2RL_SEARCH_URL', (c, v) => ((c.search ??= {}).url = v)],
  ['A2RL_SEARCH_API_KEY_ENV', (c, v) => ((c.search ??= {}).apiKeyEnv = v)],
  ['A2RL_CHECKPOINT_MAX_FILES', (c, v) => ((c.checkpoints ??= {}).maxFiles = Number(v))],
  ['A2RL_CHECKPOINT_MAX_BYTES', (c, v) => ((c.checkpoints ??= {}).maxBytes = v)],
  ['A2RL_EVAL_SANDBOX', (c, v) => ((c.evaluation ??= {}).sandbox = v)],
  ['A2RL_EVAL_WARM_IDLE', (c, v) => ((c.evaluation ??= {}).warmIdle = v)],
  ['A2RL_DISK_IMAGES', (c, v) => ((c.workspace ??= {}).diskImages = v === '1' || v === 'true')],
  ['A2RL_IMAGES_DIR', (c, v) => ((c.workspace ??= {}).imagesDir = v)],
  ['A2RL_HOST_DISK_RESERVE', (c, v) => ((c.workspace ??= {}).hostDiskReserve = v)],
  ['A2RL_LOG_LEVEL', (c, v) => ((c.log ??= {}).level = v)],
  ['A2RL_FAULT_RUN_AGENT_ON_FILE', (c, v) => ((c.faults ??= {}).runAgentOnFile = v)],
  ['A2RL_FAULT_WRITE_REPORT', (c, v) => ((c.faults ??= {}).writeReport = v === '1' || v === 'true')],
];

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const explicit = env.A2RL_CONFIG;
  const candidate = explicit ?? path.join(PROJECT_ROOT, 'a2rl.yaml');
  const configFile = fs.existsSync(candidate) ? path.resolve(candidate) : null;
  if (explicit && !configFile) throw new ConfigError(`A2RL_CONFIG=${explicit}: no such file`);
  let raw: Record<string, any> = {};
  if (configFile) {
    try {
      raw = (YAML.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, any>) ?? {};
    } catch (err) {
      throw new ConfigError(`${configFile}: not valid YAML: ${(err as Error).message}`);
    }
  }
  for (const [name, apply] of ENV_OVERRIDES) if (env[name] !== undefined && env[name] !== '') apply(raw, env[name]!);
  const parsed = ConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(`invalid configuration${configFile ? ` in ${configFile}` : ''}: ${issuesText(parsed.error)}`);
  }
  const base = configFile ? path.dirname(configFile) : PROJECT_ROOT;
  const abs = (p: string) => path.resolve(base, p);
  const c = parsed.data;
  const dataDir = abs(c.dataDir);
  return {
    ...c,
    dataDir,
    cacheDir: c.cacheDir ? abs(c.cacheDir) : path.join(dataDir, 'cache'),
    python: c.python.includes('/') ? abs(c.python) : c.python,
    temporal: { ...c.temporal, cli: abs(c.temporal.cli) },
    workspace: { ...c.workspace, imagesDir: abs(c.workspace.imagesDir) },
    tasks: { dirs: c.tasks.dirs.map(abs), sources: c.tasks.sources ? abs(c.tasks.sources) : undefined },
    agents: { dirs: c.agents.dirs.map(abs) },
    configFile,
    resultsDb: c.results.sqlite ? abs(c.results.sqlite) : path.join(dataDir, 'results.sqlite'),
  };
}

/** Where things live under the data folder. */
export const layout = (config: Pick<Config, 'dataDir' | 'cacheDir'>) => ({
  runDir: (runId: string) => path.join(config.dataDir, 'runs', runId),
  modelDir: (model: string) => path.join(config.cacheDir, 'models', ...model.split('/')),
  dataDir: (task: string, version: string) => path.join(config.cacheDir, 'data', `${task}-${version}`),
  baselineDir: () => path.join(config.cacheDir, 'baselines'),
});
