import Docker from 'dockerode';
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import type { Config } from '../common/config';
import { canConnect } from '../common/net';
import { DevServer } from './dev-server';

// The embedded default: a local Temporal dev server (reused when one already answers at the
// configured address) and all workers in this process.

interface ServerRecord {
  pid: number;
  address: string;
  uiUrl: string | null;
}

const recordFile = (config: Config) => path.join(config.dataDir, 'temporal', 'dev-server.json');

export async function ensureDevServer(
  config: Config,
  opts: { detached: boolean; ui?: boolean },
): Promise<{ server: DevServer | null; uiUrl: string | null; started: boolean }> {
  const [host, portText] = config.temporal.address.split(':');
  const port = Number(portText);
  const record = fs.existsSync(recordFile(config))
    ? (JSON.parse(fs.readFileSync(recordFile(config), 'utf8')) as ServerRecord)
    : null;
  if (await canConnect(host, port)) {
    await DevServer.waitReady(config.temporal.address, 30_000);
    const known =
      record && record.address === config.temporal.address
        ? DevServer.attach(record.pid, record.address, record.uiUrl)
        : null;
    return { server: known, uiUrl: known?.uiUrl ?? config.temporal.uiUrl, started: false };
  }
  if (host !== '127.0.0.1' && host !== 'localhost') {
    throw new Error(
      `no Temporal server answers at ${config.temporal.address}; start it, or point A2RL_TEMPORAL_ADDRESS at one`,
    );
  }
  const uiPort = opts.ui === false ? null : Number(new URL(config.temporal.uiUrl).port || 8233);
  const dir = path.dirname(recordFile(config));
  const server = await DevServer.start({
    cli: config.temporal.cli,
    dbFile: path.join(dir, 'temporal.sqlite'),
    logFile: path.join(dir, 'server.log'),
    port,
    uiPort,
    namespace: config.temporal.namespace,
    detached: opts.detached,
  });
  fs.writeFileSync(
    recordFile(config),
    JSON.stringify({ pid: server.pid, address: server.address, uiUrl: server.uiUrl } satisfies ServerRecord),
  );
  return { server, uiUrl: server.uiUrl, started: true };
}

export async function stopRecordedDevServer(config: Config): Promise<boolean> {
  if (!fs.existsSync(recordFile(config))) return false;
  const r = JSON.parse(fs.readFileSync(recordFile(config), 'utf8')) as ServerRecord;
  const server = DevServer.attach(r.pid, r.address, r.uiUrl);
  const wasAlive = server.alive();
  await server.stop();
  fs.rmSync(recordFile(config));
  return wasAlive;
}

export async function dockerAvailable(config: Config): Promise<boolean> {
  try {
    await new Docker({ socketPath: config.docker.socketPath }).ping();
    return true;
  } catch {
    return false;
  }
}

/** Worker logs go to a file while the terminal shows progress. */
export function fileLogger(config: Config, name: string): pino.Logger {
  const dir = path.join(config.dataDir, 'logs');
  fs.mkdirSync(dir, { recursive: true });
  return pino(
    { name, level: config.log.level },
    pino.destination({ dest: path.join(dir, `${name}.log`), sync: false }),
  );
}
