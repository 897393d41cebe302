import type { Command } from 'commander';
import { loadConfig } from '../common/config';
import { createLogger } from '../common/logger';
import { startWorkers, type Role } from '../workers/common';

// `a2rl worker <role>`: run workers of one role, or all, until SIGINT/SIGTERM.

export function registerWorker(program: Command): void {
  program
    .command('worker <role>')
    .description('run workers: control, host, gpu, or all')
    .action(async (role: string) => {
      const roles: Role[] = role === 'all' ? ['control', 'host', 'gpu'] : [role as Role];
      if (!roles.every((r) => ['control', 'host', 'gpu'].includes(r)))
        throw new Error(`unknown role "${role}": control, host, gpu or all`);
      const cfg = loadConfig();
      const running = await startWorkers(cfg, createLogger(cfg.log.level, `worker:${role}`), roles);
      const stop = () => void running.shutdown();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      await running.run();
    });
}
