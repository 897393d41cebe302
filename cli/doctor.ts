import { Connection } from '@temporalio/client';
import type { Command } from 'commander';
import Docker from 'dockerode';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { layout, loadConfig, type Config } from '../common/config';
import { discoverTasks } from '../tasks/registry';
import { detectGpus } from '../gpu/devices';
import { searchKind } from '../evaluation/services';
import { isInstalled } from '../agents/install';
import { discoverAgents } from '../agents/registry';
import { print } from './output';

// `a2rl doctor`: checks what a run needs on this machine, and says how to fix each problem.

export function registerDoctor(program: Command): void {
  program
    .command('doctor')
    .description('check Temporal, Docker, the firewall, GPUs, Python and the caches, and say how to fix each problem')
    .option('--json')
    .action(async (opts) => {
      const checks = await doctor(loadConfig());
      print(opts.json, checks, () => renderChecks(checks));
      process.exit(checks.every((c) => c.ok) ? 0 : 1);
    });
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
  /** How to fix it, when it is not ok. */
  fix?: string;
}

const run = promisify(execFile);

async function check(name: string, fn: () => Promise<string>, fix: string): Promise<Check> {
  try {
    return { name, ok: true, detail: await fn() };
  } catch (err) {
    return { name, ok: false, detail: (err as Error).message.split('\n')[0], fix };
  }
}

export async function doctor(config: Config): Promise<Check[]> {
  const checks: Check[] = [];
  checks.push(
    await check(
      'temporal',
      async () => {
        const conn = await Connection.connect({ address: config.temporal.address, connectTimeout: 3000 });
        try {
          const info = await conn.workflowService.getSystemInfo({});
          return `server ${info.serverVersion || '?'} at ${config.temporal.address}`;
        } finally {
          await conn.close();
        }
      },
      `start one: ./bin/a2rl dev (embedded dev server + workers), or set temporal.address / A2RL_TEMPORAL_ADDRESS`,
    ),
  );
  checks.push(
    await check(
      'temporal-cli',
      async () => {
        if (!fs.existsSync(config.temporal.cli)) throw new Error(`not found at ${config.temporal.cli}`);
        return (await run(config.temporal.cli, ['--version'])).stdout.trim();
      },
      'bash scripts/setup.sh (go install github.com/temporalio/cli/cmd/temporal@v1.5.1)',
    ),
  );
  checks.push(
    await check(
      'docker',
      async () => {
        const d = new Docker({ socketPath: config.docker.socketPath });
        const v = await d.version();
        return `engine ${v.Version} at ${config.docker.socketPath}`;
      },
      'bash scripts/setup.sh (installs docker.io and starts dockerd), or run with workspace.backend "local" (weaker isolation)',
    ),
  );
  checks.push(
    await check(
      'firewall',
      async () => {
        if (!config.docker.firewall)
          throw new Error('docker.firewall is off: runs can reach host ports on their bridge address');
        await run('iptables', ['-w', '-S', 'INPUT']);
        return 'iptables usable';
      },
      'run host workers as root with iptables installed (apt-get install iptables), and keep docker.firewall on',
    ),
  );
  checks.push(
    await check(
      'disk images',
      async () => {
        if (!config.workspace.diskImages)
          throw new Error(
            'workspace.diskImages is off: no disk quota, and containers see host paths in their mount table',
          );
        for (const tool of ['mkfs.ext4', 'debugfs', 'fstrim', 'losetup'])
          await run('sh', ['-c', `command -v ${tool}`]).catch(() => {
            throw new Error(`${tool} not found`);
          });
        const { stdout } = await run('losetup', ['-f']);
        return `loop devices available (next: ${stdout.trim()}); images in ${config.workspace.imagesDir}`;
      },
      'run host and GPU workers as root on a kernel with loop devices (e2fsprogs and util-linux installed), or set workspace.diskImages to false',
    ),
  );
  checks.push(
    await check(
      'gpus',
      async () => {
        const gpus = detectGpus(config);
        return gpus.length
          ? `${gpus.length} GPU(s): ${gpus.join(', ')}`
          : 'none (evaluations run on CPU, one at a time)';
      },
      'install the NVIDIA driver and nvidia-smi, or list devices in gpu.devices',
    ),
  );
  checks.push(
    await check(
      'python',
      async () => {
        const out = await run(config.python, [
          '-c',
          'import torch, transformers; print(torch.__version__, transformers.__version__)',
        ]);
        return `${config.python}: torch ${out.stdout.trim().replace(' ', ', transformers ')}`;
      },
      'bash scripts/setup.sh (creates .venv with python/requirements.txt)',
    ),
  );
  checks.push(
    await check(
      'caches',
      async () => {
        const tasks = [...discoverTasks(config.tasks.dirs).values()];
        const models = [...new Set(tasks.map((t) => t.manifest.defaultBaseModel))];
        const ready = models.filter((m) => fs.existsSync(path.join(layout(config).modelDir(m), '.a2rl-model.json')));
        fs.mkdirSync(config.cacheDir, { recursive: true });
        fs.accessSync(config.cacheDir, fs.constants.W_OK);
        return `${config.cacheDir} writable; default base models prepared: ${ready.length}/${models.length}${ready.length < models.length ? ` (missing: ${models.filter((m) => !ready.includes(m)).join(', ')}; prepared on first use)` : ''}`;
      },
      `make ${config.cacheDir} writable, or set cacheDir / A2RL_CACHE_DIR`,
    ),
  );
  checks.push(endpoints(config));
  checks.push(agentStacks(config));
  return checks;
}

/** The judge and search endpoints of judged tasks (informational: those tasks are optional). */
function endpoints(config: Config): Check {
  const judged = [...discoverTasks(config.tasks.dirs).values()]
    .filter((t) => t.manifest.services.length)
    .map((t) => t.id);
  const key = (name: string) => `key in $${name} ${process.env[name] ? 'set' : 'not set'}`;
  const judge = config.judge.model
    ? `judge ${config.judge.model} at ${config.judge.baseUrl} (${key(config.judge.apiKeyEnv)})`
    : `no judge (set judge.model): ${judged.join(', ') || 'judged tasks'} cannot be scored`;
  const kind = searchKind(config, process.env);
  const search = `search ${kind} at ${config.search.url ?? (kind === 'serpapi' ? 'serpapi.com' : 'api.duckduckgo.com')}${kind === 'serpapi' ? ` (${key(config.search.apiKeyEnv)})` : ''}`;
  return { name: 'judge/search', ok: true, detail: `${judge}; ${search}` };
}

export function renderChecks(checks: Check[]): string {
  return checks
    .map((c) => `${c.ok ? 'ok  ' : 'FAIL'} ${c.name.padEnd(13)} ${c.detail}${c.ok ? '' : `\n     fix: ${c.fix}`}`)
    .join('\n');
}

/** The npm stacks' CLIs installed here, and which passthrough variables are set (names only). */
function agentStacks(config: Config): Check {
  const stacks = [...discoverAgents(config.agents.dirs).values()].filter((a) => a.manifest.install.kind !== 'none');
  const missing = stacks.filter((a) => a.manifest.install.kind === 'npm' && !isInstalled(a)).map((a) => a.id);
  const keys = [...new Set(stacks.flatMap((a) => a.manifest.passEnv))].filter((n) => process.env[n]);
  const installed = stacks.filter((a) => isInstalled(a)).map((a) => a.id);
  const detail = `installed: ${installed.join(', ') || 'none'}; set for agents: ${keys.join(', ') || 'no keys or base URLs'}`;
  return missing.length
    ? {
        name: 'agent stacks',
        ok: false,
        detail: `not installed: ${missing.join(', ')}; ${detail}`,
        fix: `./bin/a2rl agents install (or bash scripts/setup.sh)`,
      }
    : { name: 'agent stacks', ok: true, detail };
}
