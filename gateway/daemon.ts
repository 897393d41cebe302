import { Client, Connection } from '@temporalio/client';
import fs from 'node:fs';
import http from 'node:http';
import type { Config } from '../common/config';
import { createLogger } from '../common/logger';
import { resolveUpstreams } from './llm/upstreams';
import { RunEndpoints, send } from './server';
import { captureLimits } from './snapshot';
import { controlRequest, daemonBuild, gatewayFiles, EndpointSpecSchema, type GatewayHealth } from './control';

// The host's gateway process: it serves every run's endpoint on this host (grading API, LLM
// gateway, egress proxy), so that an agent's requests are answered while its host worker is
// down; Updates go straight to the Temporal server. A host worker starts it (or adopts the one
// running), opens and renews its runs' endpoints over the control socket, and closes them when
// the agent is done. An endpoint also closes once its run's workflow has ended (its worker may
// never come back), and the process exits once it has served nothing for IDLE_EXIT_MS.

/** How often the endpoints of ended workflows are looked for. */
const SWEEP_MS = 5_000;
/** How long the process stays up with no endpoint open and no word from a worker (a restarting worker re-opens within this). */
const IDLE_EXIT_MS = 60_000;

async function main(): Promise<void> {
  const config = JSON.parse(process.env.A2RL_GATEWAY_CONFIG ?? 'null') as Config | null;
  if (!config) throw new Error('A2RL_GATEWAY_CONFIG is not set: the gateway process is started by a host worker');
  const files = gatewayFiles(config);
  const logger = createLogger(config.log.level, 'gateway');
  // Another live gateway process of this host keeps its socket; a dead one's is removed.
  if (
    await controlRequest(files.socket, 'GET', '/health', undefined, 2_000).then(
      () => true,
      () => false,
    )
  ) {
    logger.info('a gateway process already serves this host');
    return;
  }
  fs.rmSync(files.socket, { force: true });

  const client = new Client({
    connection: await Connection.connect({ address: config.temporal.address }),
    namespace: config.temporal.namespace,
  });
  const registry = new RunEndpoints(client, logger, captureLimits(config), resolveUpstreams(config.llm));
  const build = daemonBuild(__filename);
  /** The last moment it served an endpoint or heard from a worker. */
  let idleSince = Date.now();

  const stop = async (why: string) => {
    logger.info({ why }, 'gateway process exiting');
    control.close();
    await registry.closeAll();
    await client.connection.close().catch(() => undefined);
    fs.rmSync(files.socket, { force: true });
    fs.rmSync(files.pid, { force: true });
    process.exit(0);
  };

  const control = http.createServer((req, res) => {
    handle(req)
      .then(([status, body]) => send(res, status, body))
      .catch((err) => send(res, 500, { error: (err as Error).message }));
  });
  const handle = async (req: http.IncomingMessage): Promise<[number, unknown]> => {
    idleSince = Date.now(); // a worker about to open an endpoint asks /health first
    const url = new URL(req.url ?? '/', 'http://control');
    const route = url.pathname;
    const run = /^\/runs\/([^/]+)$/.exec(route);
    if (req.method === 'GET' && route === '/health')
      return [200, { pid: process.pid, build, runs: registry.runs() } satisfies GatewayHealth];
    if (req.method === 'PUT' && run) {
      const spec = EndpointSpecSchema.safeParse(await readJson(req));
      if (!spec.success)
        return [400, { error: spec.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') }];
      if (spec.data.workspace.runId !== decodeURIComponent(run[1]))
        return [400, { error: 'the run id in the path and the body differ' }];
      return [200, { opened: await registry.open(spec.data) }];
    }
    if (req.method === 'DELETE' && run) {
      await registry.close(decodeURIComponent(run[1]));
      return [200, { runs: registry.runs() }];
    }
    if (req.method === 'POST' && route === '/shutdown') {
      if (url.searchParams.has('ifIdle') && registry.runs().length)
        return [409, { error: 'endpoints are open', runs: registry.runs() }];
      setImmediate(() => void stop('asked to'));
      return [200, { stopping: true }];
    }
    return [404, { error: `no such control route: ${req.method} ${route}` }];
  };
  await new Promise<void>((resolve, reject) => {
    control.once('error', reject);
    control.listen(files.socket, () => resolve());
  });
  fs.chmodSync(files.socket, 0o600);
  fs.writeFileSync(files.pid, String(process.pid));
  logger.info({ socket: files.socket, build }, 'gateway process ready');

  const sweep = setInterval(() => {
    void (async () => {
      for (const runId of registry.runs()) {
        const ended = await client.workflow
          .getHandle(runId)
          .describe()
          .then(
            (d) => d.status.name !== 'RUNNING',
            (err: Error) => err.name === 'WorkflowNotFoundError',
          );
        if (ended && registry.runs().includes(runId)) {
          logger.info({ runId }, 'closing the endpoint of a run whose workflow has ended');
          await registry.close(runId);
        }
      }
      if (registry.runs().length) idleSince = Date.now();
      else if (Date.now() - idleSince > IDLE_EXIT_MS) await stop('idle');
    })().catch((err) => logger.warn({ err: (err as Error).message }, 'gateway sweep failed'));
  }, SWEEP_MS);
  sweep.unref();
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
