import { Command, Option } from 'commander';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { rebuildReport } from '../activities/report';
import { toReferenceCsv, withResultsStore } from '../activities/results-store';
import { checkCanarySweep } from '../activities/canaries';
import { mountForInspection, unmount } from '../activities/workspace/images';
import { hostPaths } from '../activities/workspace/layout';
import { installAgent, isInstalled, type InstallResult } from '../agents/install';
import { discoverAgents, type AgentEntry } from '../agents/registry';
import { layout, loadConfig, type Config } from '../common/config';
import { parseTrainingSpec, TRAINING_TASK, type TrainingStatus } from '../common/training';
import { createLogger } from '../common/logger';
import { RunSpecError, type RunSpecInput } from '../common/run-spec';
import { parseSweepSpec, type SweepSpecInput } from '../common/sweep-spec';
import { TASK_QUEUES } from '../common/task-queues';
import { discoverTasks, getTask, trainingGamesDirs } from '../tasks/registry';
import { connectClient, startWorkers, type Role } from '../workers/common';
import { benchmarkSweep } from '../workflows/benchmark-sweep';
import { trainingPipeline } from '../workflows/training-pipeline';
import { doctor, renderChecks } from './doctor';
import { dockerAvailable, ensureDevServer, fileLogger, stopRecordedDevServer, uiWorkflowUrl } from './embedded';
import { followRun, renderProgress, runStatus, startRun, stopRun } from './runs';
import { createSweepSchedule, describeSchedule, listSchedules, triggerSchedule } from './schedules';

// a2rl: the command line. Every command takes --json where a script would want it.

const program = new Command('a2rl').description('Agent² RL-Bench on Temporal').showHelpAfterError();

function config(): Config {
  return loadConfig();
}

function agentSummary(a: AgentEntry) {
  const m = a.manifest;
  return {
    id: a.id,
    title: m.title,
    defaultDriver: m.defaultDriver,
    driverVia: m.driverVia,
    api: m.api,
    events: m.events,
    install: m.install,
    installed: m.install.kind === 'none' || isInstalled(a),
    resumable: Boolean(m.launch),
    passEnv: m.passEnv,
    unavailable: m.unavailable ?? null,
    dir: a.dir,
  };
}

function print(json: boolean, value: unknown, text: () => string): void {
  process.stdout.write(json ? JSON.stringify(value, null, 2) + '\n' : text() + '\n');
}

program
  .command('demo')
  .description('a real benchmark run on this machine: task arith, the example agent, embedded Temporal and workers')
  .option('--budget <duration>', 'agent budget', '10m')
  .addOption(new Option('--backend <backend>', 'workspace backend').choices(['docker', 'local']))
  .option('--stop-server', 'stop the embedded Temporal server at the end (default: leave the Web UI up)')
  .addOption(new Option('--engine <engine>', 'inference engine of the evaluations (auto: vLLM where installed)').choices(['auto', 'vllm', 'transformers']).default('auto'))
  .action(async (opts) => {
    const cfg = config();
    const backend = opts.backend ?? ((await dockerAvailable(cfg)) ? 'docker' : 'local');
    if (backend === 'local') console.log('note: no Docker engine answers; using the local workspace backend (weaker isolation)');
    const { server, uiUrl } = await ensureDevServer(cfg, { detached: true });
    const running = await startWorkers(cfg, fileLogger(cfg, 'demo-workers'), ['control', 'host', 'gpu']);
    void running.run();
    const client = await connectClient(cfg);
    const spec: RunSpecInput = { task: 'arith', agent: 'example', budget: opts.budget, workspace: { backend }, ...(opts.engine === 'auto' ? {} : { evaluation: { backend: opts.engine } }) };
    const runId = await startRun(client, spec);
    console.log(`started ${runId}`);
    console.log(`watch it in the Temporal Web UI: ${uiWorkflowUrl(uiUrl, cfg.temporal.namespace, runId)}\n`);
    const result = await followRun(client, runId);
    await running.shutdown();
    await client.connection.close();
    if (opts.stopServer) await server?.stop();
    const s = result.status;
    console.log('');
    if (result.error) console.log(`run failed: ${result.error}`);
    if (s) {
      console.log(`baseline ${s.baseline?.score.toFixed(2) ?? '—'}  best ${s.best?.score?.toFixed(2) ?? '—'}  improvement ${s.best?.improvement?.toFixed(2) ?? '—'}  submissions ${s.submissions.length}`);
    }
    const exit = s?.agent.exit;
    if (exit && exit.exitCode !== 0 && !s?.agent.stoppedBy) console.log(`the agent exited with code ${exit.exitCode}${exit.error ? `: ${exit.error}` : ''} (see agent.log in the run folder)`);
    console.log(`report: ${s?.report?.markdown ?? '(none)'}`);
    console.log(`Temporal Web UI: ${uiWorkflowUrl(uiUrl, cfg.temporal.namespace, runId)}`);
    if (!opts.stopServer && uiUrl) console.log('(the embedded Temporal server keeps running for the UI; stop it with `a2rl dev stop`)');
    process.exit(result.error ? 1 : 0);
  });

/** How long `a2rl dev` waits for its workers to stop before it stops the server anyway. */
const DEV_STOP_WORKERS_MS = 15_000;

const dev = program.command('dev').description('embedded Temporal dev server (SQLite) and all workers, in the foreground');
dev
  .command('start', { isDefault: true })
  .description('start (or reuse) the server and run all workers until Ctrl-C')
  .option('--no-ui', 'no Web UI')
  .action(async (opts) => {
    const cfg = config();
    const logger = createLogger(cfg.log.level, 'a2rl-dev');
    const { uiUrl, started } = await ensureDevServer(cfg, { detached: false, ui: opts.ui });
    const running = await startWorkers(cfg, logger, ['control', 'host', 'gpu']);
    logger.info({ address: cfg.temporal.address, ui: uiUrl }, 'dev stack ready');
    // SIGINT/SIGTERM: the workers stop (agents keep running, to be re-attached), then the
    // Temporal server this command started; within seconds. A second signal exits at once.
    let stopping = false;
    const stop = async () => {
      if (stopping) process.exit(130);
      stopping = true;
      logger.info('stopping the dev stack');
      await Promise.race([running.shutdown(), new Promise((r) => setTimeout(r, DEV_STOP_WORKERS_MS))]);
      if (started) await stopRecordedDevServer(cfg);
      process.exit(0);
    };
    process.on('SIGINT', () => void stop());
    process.on('SIGTERM', () => void stop());
    await running.run();
  });
dev
  .command('stop')
  .description('stop the embedded Temporal server left running by `a2rl demo`')
  .action(async () => {
    const stopped = await stopRecordedDevServer(config());
    console.log(stopped ? 'stopped' : 'no embedded server was running');
  });

/** Follows a run to its end, prints the outcome and exits with the run's status. */
async function followAndExit(client: Awaited<ReturnType<typeof connectClient>>, runId: string, json: boolean): Promise<never> {
  const r = await followRun(client, runId, { json });
  print(json, r.outcome ?? { error: r.error }, () => (r.error ? `run failed: ${r.error}` : `report: ${r.status?.report?.markdown}`));
  process.exit(r.error ? 1 : 0);
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** --set a.b=value: numbers and booleans as such, everything else a string. */
function applySet(spec: Record<string, unknown>, assignment: string): void {
  const eq = assignment.indexOf('=');
  if (eq < 1) throw new Error(`--set expects key=value, got "${assignment}"`);
  const keys = assignment.slice(0, eq).split('.');
  const raw = assignment.slice(eq + 1);
  const value = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw === 'true' ? true : raw === 'false' ? false : raw;
  let node = spec;
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
}

program
  .command('run')
  .description('start a benchmark run; prints its id at once (--follow to watch it)')
  .option('--task <id>')
  .option('--agent <id>')
  .option('--driver <model>')
  .option('--base-model <id>')
  .option('--budget <duration>')
  .option('--gpus <n>', 'GPUs for the agent', (v) => Number(v))
  .addOption(new Option('--backend <backend>').choices(['docker', 'local']))
  .option('--spec <file>', 'run spec (JSON or YAML); flags override it')
  .option('--set <key=value>', 'any run-spec field, e.g. --set workspace.memory=16g', collect, [])
  .option('--id <workflowId>', 'workflow id (default: run-<task>-<agent>-<time>-<rand>)')
  .option('-f, --follow', 'watch until the run ends, exit with its status')
  .option('--json', 'machine-readable output')
  .action(async (opts) => {
    const cfg = config();
    const spec: Record<string, unknown> = opts.spec ? (YAML.parse(fs.readFileSync(opts.spec, 'utf8')) as Record<string, unknown>) : {};
    if (opts.task) spec.task = opts.task;
    if (opts.agent) spec.agent = opts.agent;
    if (opts.driver) spec.driver = opts.driver;
    if (opts.baseModel) spec.baseModel = opts.baseModel;
    if (opts.budget) spec.budget = opts.budget;
    if (opts.gpus !== undefined) spec.gpus = opts.gpus;
    if (opts.backend) spec.workspace = { ...(spec.workspace as object), backend: opts.backend };
    for (const s of opts.set as string[]) applySet(spec, s);
    const tasks = discoverTasks(cfg.tasks.dirs);
    const agents = discoverAgents(cfg.agents.dirs);
    if (typeof spec.task === 'string' && !tasks.has(spec.task)) throw new Error(`unknown task "${spec.task}"; available: ${[...tasks.keys()].join(', ')}`);
    if (typeof spec.agent === 'string' && !agents.has(spec.agent)) throw new Error(`unknown agent "${spec.agent}"; available: ${[...agents.keys()].join(', ')}`);
    const client = await connectClient(cfg);
    const runId = await startRun(client, spec as RunSpecInput, opts.id);
    print(opts.json, { runId }, () => runId);
    if (opts.follow) await followAndExit(client, runId, opts.json);
    await client.connection.close();
  });

program
  .command('train')
  .description('run the reference training pipeline (trainingPipeline) on ALFWorld: routes sft, grpo, sft+grpo')
  .addOption(new Option('--route <route>', 'sft, grpo or sft+grpo').choices(['sft', 'grpo', 'sft+grpo']))
  .option('--model <dir|org/name>', 'starting policy: a checkpoint folder, or a model id in the model cache', 'HuggingFaceTB/SmolLM2-135M-Instruct')
  .option('--train-games <dir>', 'training games (default: the generated games\' train split)')
  .option('--eval-games <dir>', 'games for periodic evaluation (default: the generated valid_unseen split; "none" for none)')
  .option('--out <dir>', 'artifact folder (default: <dataDir>/training/<id>)')
  .option('--spec <file>', 'training spec (JSON or YAML); flags override it')
  .option('--set <key=value>', 'any spec field, e.g. --set grpo.iterations=2', collect, [])
  .option('--id <workflowId>', 'workflow id (default: train-<route>-<time>)')
  .option('-f, --follow', 'wait for the end and print evaluations and submissions')
  .option('--json', 'machine-readable output')
  .action(async (opts) => {
    const cfg = config();
    const spec: Record<string, unknown> = opts.spec ? (YAML.parse(fs.readFileSync(opts.spec, 'utf8')) as Record<string, unknown>) : {};
    if (opts.route) spec.route = opts.route;
    const games = () => trainingGamesDirs(getTask(TRAINING_TASK, cfg.tasks.dirs)); // only when a default is needed
    spec.model ??= path.isAbsolute(opts.model) || opts.model.startsWith('.') ? path.resolve(opts.model) : layout(cfg).modelDir(opts.model);
    spec.trainGames ??= path.resolve(opts.trainGames ?? games().train);
    if (opts.evalGames === 'none') spec.evalGames = null;
    else spec.evalGames ??= path.resolve(opts.evalGames ?? games().eval);
    for (const s of opts.set as string[]) applySet(spec, s);
    const id = opts.id ?? `train-${String(spec.route ?? 'x').replace('+', '-')}-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')}`;
    spec.outDir ??= path.resolve(opts.out ?? path.join(cfg.dataDir, 'training', id));
    const parsed = parseTrainingSpec(spec); // refuse a bad spec before anything starts
    const client = await connectClient(cfg);
    const handle = await client.workflow.start(trainingPipeline, { taskQueue: TASK_QUEUES.control, workflowId: id, args: [parsed] });
    print(opts.json, { workflowId: id, outDir: parsed.outDir }, () => `${id}\nartifacts: ${parsed.outDir}`);
    if (opts.follow) {
      try {
        const status = await handle.result();
        print(opts.json, status, () => renderTraining(status));
      } catch (err) {
        print(opts.json, { error: (err as Error).message }, () => `training failed: ${(err as Error).message}`);
        process.exitCode = 1;
      }
    }
    await client.connection.close();
  });

function renderTraining(s: TrainingStatus): string {
  const lines = [`route ${s.route}: ${s.phase}; policy ${s.policy}`];
  for (const r of s.rollouts) lines.push(`round ${r.iteration}: rollout success ${(100 * r.successRate).toFixed(1)}% over ${r.episodes} episodes`);
  for (const e of s.evaluations) lines.push(`evaluation ${e.label}: ${(100 * e.successRate).toFixed(1)}% over ${e.episodes} games`);
  for (const x of s.submissions) lines.push(`submission ${x.label}: ${x.error ? `failed: ${x.error}` : `#${x.submissionId} score ${x.score}`}`);
  return lines.join('\n');
}

/** A sweep spec file (YAML or JSON), validated before anything starts. */
function readSweep(file: string): SweepSpecInput {
  const spec = YAML.parse(fs.readFileSync(file, 'utf8')) as SweepSpecInput;
  parseSweepSpec(spec);
  return spec;
}

program
  .command('sweep <file>')
  .description('start a sweep (tasks × agents × drivers × base models × seeds) from a YAML file')
  .option('--id <workflowId>', 'workflow id (default: sweep-<name>-<time>)')
  .option('-f, --follow', 'wait for the leaderboard')
  .option('--json')
  .action(async (file, opts) => {
    const spec = readSweep(file);
    const client = await connectClient(config());
    const id = opts.id ?? `sweep-${spec.name}-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')}`;
    const handle = await client.workflow.start(benchmarkSweep, { taskQueue: TASK_QUEUES.control, workflowId: id, args: [spec] });
    print(opts.json, { sweepId: id }, () => id);
    if (opts.follow) {
      const status = await handle.result();
      print(opts.json, status, () => fs.readFileSync(status.report!.markdown, 'utf8'));
    }
    await client.connection.close();
  });

program
  .command('canaries <sweepId>')
  .description("verdicts on a finished sweep's exploit-canary runs (sweeps/canaries.yaml); exit 1 when one got through")
  .option('--json')
  .action(async (sweepId, opts) => {
    const cfg = config();
    const verdicts = checkCanarySweep(path.join(cfg.dataDir, 'sweeps', sweepId), cfg.agents.dirs);
    if (verdicts.length === 0) throw new Error(`sweep ${sweepId} ran no canary agents`);
    print(opts.json, verdicts, () => verdicts.map((v) => `${v.passed ? 'held' : 'BROKEN'}\t${v.agent}\t${v.runId}${v.problems.map((p) => `\n\t- ${p}`).join('')}`).join('\n'));
    process.exit(verdicts.every((v) => v.passed) ? 0 : 1);
  });

const schedule = program.command('schedule').description('nightly sweeps as Temporal Schedules');
schedule
  .command('create')
  .description('a schedule that starts the sweep in --sweep on a cron spec')
  .requiredOption('--id <id>')
  .requiredOption('--cron <expr>', 'e.g. "0 2 * * *"')
  .requiredOption('--sweep <file>', 'sweep spec (YAML)')
  .option('--tz <zone>', 'time zone', 'UTC')
  .addOption(new Option('--overlap <policy>', 'when the previous sweep still runs').choices(['skip', 'buffer-one', 'allow-all']).default('skip'))
  .option('--catchup <duration>', 'start a missed action at most this late', '1h')
  .option('--note <text>')
  .action(async (opts) => {
    const client = await connectClient(config());
    const id = await createSweepSchedule(client, { id: opts.id, cron: opts.cron, timezone: opts.tz, overlap: opts.overlap, catchupWindow: opts.catchup, note: opts.note }, readSweep(opts.sweep));
    console.log(`schedule ${id} created`);
    await client.connection.close();
  });
schedule
  .command('list')
  .option('--json')
  .action(async (opts) => {
    const client = await connectClient(config());
    const all = await listSchedules(client);
    print(opts.json, all, () => all.map((s) => `${s.id}\t${s.cron ?? ''}\t${s.timezone ?? ''}\t${s.paused ? 'paused' : 'active'}\tnext ${s.nextRuns[0] ?? '—'}`).join('\n') || 'no schedules');
    await client.connection.close();
  });
schedule
  .command('describe <id>')
  .option('--json')
  .action(async (id, opts) => {
    const client = await connectClient(config());
    const s = await describeSchedule(client, id);
    print(opts.json, s, () => JSON.stringify(s, null, 2));
    await client.connection.close();
  });
for (const [name, what] of [
  ['pause', 'stop starting sweeps (running ones go on)'],
  ['unpause', 'start sweeps again'],
  ['trigger', 'start a sweep now (the overlap policy applies)'],
  ['delete', 'remove the schedule (running sweeps go on)'],
] as const) {
  schedule
    .command(`${name} <id>`)
    .description(what)
    .option('--note <text>')
    .action(async (id, opts) => {
      const client = await connectClient(config());
      const h = client.schedule.getHandle(id);
      if (name === 'pause') await h.pause(opts.note);
      else if (name === 'unpause') await h.unpause(opts.note);
      else if (name === 'trigger') await triggerSchedule(client, id);
      else await h.delete();
      console.log(`${name}: ${id}`);
      await client.connection.close();
    });
}

program
  .command('watch <runId>')
  .description('live progress of a run (budget, phase, submissions, best score); exits with its status')
  .option('--json')
  .action(async (runId, opts) => {
    await followAndExit(await connectClient(config()), runId, opts.json);
  });

program
  .command('status [runId]')
  .description('one run in detail, or a table of runs (filters like the Web UI search)')
  .option('--task <id>')
  .option('--agent <id>')
  .option('--query <visibility query>', 'raw Temporal list query')
  .option('--json')
  .action(async (runId, opts) => {
    const client = await connectClient(config());
    if (runId) {
      const s = await runStatus(client, runId);
      print(opts.json, s, () => renderProgress(s).join('\n'));
    } else {
      const parts = ["WorkflowType = 'benchmarkRun'"];
      if (opts.task) parts.push(`A2rlTask = '${String(opts.task).replace(/'/g, '')}'`);
      if (opts.agent) parts.push(`A2rlAgent = '${String(opts.agent).replace(/'/g, '')}'`);
      if (opts.query) parts.push(`(${opts.query})`);
      const rows: Array<Record<string, unknown>> = [];
      for await (const wf of client.workflow.list({ query: parts.join(' AND ') })) {
        const sa = wf.typedSearchAttributes;
        const get = (n: string) => sa.getAll().find((p) => p.key.name === n)?.value ?? null;
        rows.push({ runId: wf.workflowId, status: wf.status.name, task: get('A2rlTask'), agent: get('A2rlAgent'), phase: get('A2rlStatus'), best: get('A2rlBestScore'), started: wf.startTime.toISOString() });
        if (rows.length >= 200) break;
      }
      print(opts.json, rows, () =>
        rows.length
          ? rows.map((r) => `${r.runId}\t${r.status}\t${r.phase ?? ''}\t${r.task}\t${r.agent}\tbest=${r.best ?? '—'}\t${r.started}`).join('\n')
          : 'no runs',
      );
    }
    await client.connection.close();
  });

program
  .command('stop <runId>')
  .description('stop the agent now; accepted submissions are still scored and the report written')
  .option('--reason <text>', 'recorded in the run', 'stopped from the CLI')
  .action(async (runId, opts) => {
    const client = await connectClient(config());
    await stopRun(client, runId, opts.reason);
    console.log(`stop sent to ${runId}`);
    await client.connection.close();
  });

program
  .command('resume <runId>')
  .description('continue a failed or terminated run: its workspace, baseline, submissions and remaining budget')
  .option('-f, --follow', 'watch until the run ends, exit with its status')
  .option('--json')
  .action(async (runId, opts) => {
    const client = await connectClient(config());
    const prior = await runStatus(client, runId);
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
    const newId = await startRun(client, { ...prior.spec, resume: { from: runId } } as RunSpecInput, `${runId}.resumed-${stamp}`);
    print(opts.json, { runId: newId, resumedFrom: runId }, () => newId);
    if (opts.follow) await followAndExit(client, newId, opts.json);
    await client.connection.close();
  });

program
  .command('workspace <runId>')
  .description("a finished run's workspace files: its disk image mounted read-only at the run folder's workspace/ (print the path)")
  .option('--unmount', 'unmount it again')
  .action(async (runId, opts) => {
    const hp = hostPaths(path.join(config().dataDir, 'runs', runId));
    if (opts.unmount) return void (await unmount(hp.workspace));
    if (!fs.existsSync(hp.image)) throw new Error(`run ${runId} has no workspace image here (${hp.image}); its files are in ${hp.workspace}`);
    await mountForInspection(hp.image, hp.workspace);
    console.log(hp.workspace);
  });

program
  .command('report <runId>')
  .description("print a finished run's report (report.md; --json: report.json; --html: report.html's path)")
  .option('--json')
  .option('--html')
  .option('--rebuild', 'rebuild report.{json,md,html} from the run folder alone (no Temporal needed)')
  .action(async (runId, opts) => {
    const cfg = config();
    const runDir = path.join(cfg.dataDir, 'runs', runId);
    if (opts.rebuild) await rebuildReport(runDir);
    const dir = path.join(runDir, 'report');
    const file = path.join(dir, opts.json ? 'report.json' : opts.html ? 'report.html' : 'report.md');
    if (!fs.existsSync(file)) throw new Error(`no report at ${file}`);
    if (opts.html) console.log(file);
    else process.stdout.write(fs.readFileSync(file, 'utf8'));
  });

program
  .command('results')
  .description('runs in the results store')
  .option('--csv', 'the reference results.csv format')
  .option('--task <id>')
  .option('--agent <id>')
  .option('--json')
  .action(async (opts) => {
    const rows = await withResultsStore(config(), (store) => store.list({ task: opts.task, agent: opts.agent }));
    if (opts.csv) process.stdout.write(toReferenceCsv(rows));
    else print(opts.json, rows, () => rows.map((r) => `${r.run_id}\t${r.task}\t${r.agent}\tbaseline=${r.baseline}\tbest=${r.best_score}\t${r.phase}`).join('\n') || 'no runs');
  });

program
  .command('tasks')
  .description('the benchmark tasks (built-in and plug-ins)')
  .option('--json')
  .action((opts) => {
    const tasks = [...discoverTasks(config().tasks.dirs).values()]
      .map((t) => ({ id: t.id, level: t.manifest.level, title: t.manifest.title, metric: t.manifest.metric, defaultBaseModel: t.manifest.defaultBaseModel, format: t.manifest.format, services: t.manifest.services, dir: t.dir }))
      .sort((a, b) => a.level - b.level || a.id.localeCompare(b.id));
    print(opts.json, tasks, () => tasks.map((t) => `${t.id}\tlevel ${t.level}\t${t.metric}\t${t.title}\t(${t.defaultBaseModel})`).join('\n'));
  });

const agentsCommand = program
  .command('agents')
  .description('the agent stacks: driver, how the driver reaches the CLI, install recipe and state')
  .option('--json')
  .action((opts) => {
    const agents = [...discoverAgents(config().agents.dirs).values()].map(agentSummary);
    print(opts.json, agents, () =>
      agents
        .map((a) => {
          const install = a.install.kind === 'none' ? 'nothing to install' : `${a.install.kind}: ${a.install.packages.join(' ')} (~${a.install.sizeMb} MB) ${a.installed ? 'installed' : 'NOT installed'}`;
          return `${a.id}	${a.title}
	driver: ${a.defaultDriver} (${a.driverVia}); api: ${a.api}; events: ${a.events}
	install: ${install}${a.unavailable ? `
	unavailable here: ${a.unavailable}` : ''}`;
        })
        .join('\n'),
    );
  });

agentsCommand
  .command('install [ids...]')
  .description('install stacks\' CLIs into .tools/agents/<id> from npm/PyPI at their pinned versions (default: the npm stacks)')
  .option('--all', 'every stack with an install recipe, PyPI ones included')
  .option('--force', 'reinstall even when present')
  .option('--json')
  .action((ids: string[], opts) => {
    const all = discoverAgents(config().agents.dirs);
    const chosen = ids.length
      ? ids.map((id) => all.get(id) ?? (() => { throw new Error(`unknown agent "${id}"; available: ${[...all.keys()].join(', ')}`); })())
      : [...all.values()].filter((a) => (opts.all ? a.manifest.install.kind !== 'none' : a.manifest.install.kind === 'npm'));
    const results: Array<Omit<Partial<InstallResult>, 'status'> & { id: string; status: string; detail: string }> = [];
    let failed = false;
    for (const a of chosen) {
      try {
        results.push(installAgent(a, { force: opts.force, log: (m) => process.stderr.write(`[agents] ${m}\n`) }));
      } catch (err) {
        failed = true;
        results.push({ id: a.id, status: 'failed', detail: (err as Error).message });
      }
    }
    print(opts.json, results, () => results.map((r) => `${r.id}\t${r.status}\t${r.detail}${'sizeMb' in r && r.sizeMb ? ` (${r.sizeMb} MB on disk, ${r.seconds} s)` : ''}`).join('\n'));
    if (failed) process.exit(1);
  });

program
  .command('doctor')
  .description('check Temporal, Docker, the firewall, GPUs, Python and the caches, and say how to fix each problem')
  .option('--json')
  .action(async (opts) => {
    const checks = await doctor(config());
    print(opts.json, checks, () => renderChecks(checks));
    process.exit(checks.every((c) => c.ok) ? 0 : 1);
  });

program
  .command('worker <role>')
  .description('run workers: control, host, gpu, or all')
  .action(async (role: string) => {
    const roles: Role[] = role === 'all' ? ['control', 'host', 'gpu'] : [role as Role];
    if (!roles.every((r) => ['control', 'host', 'gpu'].includes(r))) throw new Error(`unknown role "${role}": control, host, gpu or all`);
    const cfg = config();
    const running = await startWorkers(cfg, createLogger(cfg.log.level, `worker:${role}`), roles);
    const stop = () => void running.shutdown();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    await running.run();
  });

program.parseAsync(process.argv).catch((err) => {
  if (err instanceof RunSpecError) console.error(`error: ${err.message}`);
  else console.error(`error: ${(err as Error).message ?? err}`);
  process.exit(2);
});
