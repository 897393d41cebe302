import type { Command } from 'commander';
import { installAgent, isInstalled, type InstallResult } from '../agents/install';
import { discoverAgents, type AgentEntry } from '../agents/registry';
import { loadConfig } from '../common/config';
import { discoverTasks } from '../tasks/registry';
import { print } from './output';

// What there is to run: `a2rl tasks`, `a2rl agents` and `a2rl agents install`.

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

export function registerCatalog(program: Command): void {
  program
    .command('tasks')
    .description('the benchmark tasks (built-in and plug-ins)')
    .option('--json')
    .action((opts) => {
      const tasks = [...discoverTasks(loadConfig().tasks.dirs).values()]
        .map((t) => ({
          id: t.id,
          level: t.manifest.level,
          title: t.manifest.title,
          metric: t.manifest.metric,
          defaultBaseModel: t.manifest.defaultBaseModel,
          format: t.manifest.format,
          services: t.manifest.services,
          dir: t.dir,
        }))
        .sort((a, b) => a.level - b.level || a.id.localeCompare(b.id));
      print(opts.json, tasks, () =>
        tasks.map((t) => `${t.id}\tlevel ${t.level}\t${t.metric}\t${t.title}\t(${t.defaultBaseModel})`).join('\n'),
      );
    });

  const agentsCommand = program
    .command('agents')
    .description('the agent stacks: driver, how the driver reaches the CLI, install recipe and state')
    .option('--json')
    .action((opts) => {
      const agents = [...discoverAgents(loadConfig().agents.dirs).values()].map(agentSummary);
      print(opts.json, agents, () =>
        agents
          .map((a) => {
            const install =
              a.install.kind === 'none'
                ? 'nothing to install'
                : `${a.install.kind}: ${a.install.packages.join(' ')} (~${a.install.sizeMb} MB) ${a.installed ? 'installed' : 'NOT installed'}`;
            const unavailable = a.unavailable ? `\n\tunavailable here: ${a.unavailable}` : '';
            return `${a.id}\t${a.title}\n\tdriver: ${a.defaultDriver} (${a.driverVia}); api: ${a.api}; events: ${a.events}\n\tinstall: ${install}${unavailable}`;
          })
          .join('\n'),
      );
    });

  agentsCommand
    .command('install [ids...]')
    .description(
      "install stacks' CLIs into .tools/agents/<id> from npm/PyPI at their pinned versions (default: the npm stacks)",
    )
    .option('--all', 'every stack with an install recipe, PyPI ones included')
    .option('--force', 'reinstall even when present')
    .option('--json')
    .action((ids: string[], opts) => {
      const all = discoverAgents(loadConfig().agents.dirs);
      const chosen = ids.length
        ? ids.map(
            (id) =>
              all.get(id) ??
              (() => {
                throw new Error(`unknown agent "${id}"; available: ${[...all.keys()].join(', ')}`);
              })(),
          )
        : [...all.values()].filter((a) =>
            opts.all ? a.manifest.install.kind !== 'none' : a.manifest.install.kind === 'npm',
          );
      const results: Array<Omit<Partial<InstallResult>, 'status'> & { id: string; status: string; detail: string }> =
        [];
      let failed = false;
      for (const a of chosen) {
        try {
          results.push(installAgent(a, { force: opts.force, log: (m) => process.stderr.write(`[agents] ${m}\n`) }));
        } catch (err) {
          failed = true;
          results.push({ id: a.id, status: 'failed', detail: (err as Error).message });
        }
      }
      print(opts.json, results, () =>
        results
          .map(
            (r) =>
              `${r.id}\t${r.status}\t${r.detail}${'sizeMb' in r && r.sizeMb ? ` (${r.sizeMb} MB on disk, ${r.seconds} s)` : ''}`,
          )
          .join('\n'),
      );
      if (failed) process.exit(1);
    });
}
