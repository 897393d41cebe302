import type { Command } from 'commander';
import { openResultsStore } from '../results/store';
import { loadConfig } from '../common/config';
import { buildUiServer } from '../ui/server';
import { connectClient } from '../client/connect';

// `a2rl ui`: the dashboard (ui/server.ts) on this host, until SIGINT/SIGTERM.

export function registerUi(program: Command): void {
  program
    .command('ui')
    .description('the dashboard: runs, a run live (transcript, scores, usage), stop and resume')
    .option('--host <address>', 'address to bind (anything but loopback needs a token)', '127.0.0.1')
    .option('--port <n>', 'port', '8270')
    .option('--token <secret>', 'required for every request (default: $A2RL_UI_TOKEN)')
    .option('--allow-control', 'show stop and resume buttons (read-only without)')
    .action(async (opts) => {
      const cfg = loadConfig();
      const client = await connectClient(cfg);
      const results = await openResultsStore(cfg);
      const app = await buildUiServer({
        client,
        results,
        namespace: cfg.temporal.namespace,
        temporalUi: cfg.temporal.uiUrl,
        host: opts.host,
        port: Number(opts.port),
        token: opts.token ?? process.env.A2RL_UI_TOKEN ?? null,
        allowControl: opts.allowControl ?? false,
        python: cfg.python,
      });
      const url = await app.listen({ host: opts.host, port: Number(opts.port) });
      console.log(`a2rl dashboard: ${url}${opts.allowControl ? '' : ' (read-only)'}`);
      const stop = () => void app.close().then(() => Promise.all([client.connection.close(), results.close()]));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
