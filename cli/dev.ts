import type { Command } from 'commander';
import { loadConfig } from '../common/config';
import { createLogger } from '../common/logger';
import { startWorkers } from '../workers/common';
import { ensureDevServer, stopRecordedDevServer } from './embedded';

// `a2rl dev`: the embedded Temporal dev server and all workers in the foreground; `dev stop`.

/** How long `a2rl dev` waits for its workers to stop before it stops the server anyway. */
const DEV_STOP_WORKERS_MS = 15_000;

export function registerDev(program: Command): void {
  const dev = program
    .command('dev')
    .description('embedded Temporal dev server (SQLite) and all workers, in the foreground');
  dev
    .command('start', { isDefault: true })
    .description('start (or reuse) the server and run all workers until Ctrl-C')
    .option('--no-ui', 'no Web UI')
    .action(async (opts) => {
      const cfg = loadConfig();
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
      const stopped = await stopRecordedDevServer(loadConfig());
      console.log(stopped ? 'stopped' : 'no embedded server was running');
    });
}
