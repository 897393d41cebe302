import { Connection } from '@temporalio/client';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { canConnect } from '../common/net';
import { devServerSearchAttributeArgs } from '../common/search-attributes';

// The embedded Temporal server: the official CLI's dev server (Server + Web UI in one binary)
// with SQLite persistence, bound to 127.0.0.1 only, the run search attributes registered.

/**
 * The server's dynamic configuration where its default costs a run latency. A history shard reads
 * its transfer queue (the tasks that hand an activity or a workflow task to matching) at most
 * `transferProcessorMaxPollRPS` times a second, 20 by default: one shard (the embedded server's
 * only one) then holds each activity and each workflow task after an activity up to 50 ms, two
 * such waits on every submission's path. deploy/temporal-dynamic-config.yaml sets the same for
 * the compose stack (test/unit/dev-server.test.ts checks that they agree).
 */
export const SERVER_DYNAMIC_CONFIG: Record<string, number> = {
  'history.transferProcessorMaxPollRPS': 1000,
};

/**
 * The embedded server's SQLite settings. SQLite's default rollback journal creates, syncs and
 * deletes a journal file per transaction; its write-ahead log appends to one file. With
 * `synchronous=full` every commit is synced before it is acknowledged, as durable as the default
 * (a power cut loses nothing acknowledged). Temporal alone, an Update answered after another
 * worker's no-op activity: 53–64 → 36–48 ms p99 on a 2-core machine (bench/RESULTS.md). The
 * compose stack's server uses PostgreSQL, where these do not apply.
 */
export const SERVER_SQLITE_PRAGMAS: Record<string, string> = {
  journal_mode: 'wal',
  synchronous: 'full',
};

export interface DevServerOptions {
  cli: string;
  dbFile: string;
  port: number;
  /** null: no Web UI. */
  uiPort: number | null;
  namespace?: string;
  logFile?: string;
  /** Keep running after this process exits (the demo leaves the UI up). */
  detached?: boolean;
}

export class DevServer {
  private constructor(
    readonly pid: number,
    readonly address: string,
    readonly uiUrl: string | null,
  ) {}

  static args(o: DevServerOptions): string[] {
    return [
      'server',
      'start-dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(o.port),
      ...(o.uiPort === null ? ['--headless'] : ['--ui-port', String(o.uiPort)]),
      '--db-filename',
      o.dbFile,
      '--namespace',
      o.namespace ?? 'default',
      '--log-level',
      'warn',
      ...devServerSearchAttributeArgs(),
      ...Object.entries(SERVER_DYNAMIC_CONFIG).flatMap(([key, value]) => ['--dynamic-config-value', `${key}=${value}`]),
      ...Object.entries(SERVER_SQLITE_PRAGMAS).flatMap(([key, value]) => ['--sqlite-pragma', `${key}=${value}`]),
    ];
  }

  /**
   * Starts the server and waits until it answers. The CLI picks its internal ports (history,
   * matching, HTTP, metrics) as free ports and binds them later, so another process can take one
   * in between and the server exits at startup: such an early exit is retried, a timeout is not.
   */
  static async start(o: DevServerOptions, attempts = 3): Promise<DevServer> {
    if (!fs.existsSync(o.cli)) {
      throw new Error(`Temporal CLI not found at ${o.cli}: run scripts/setup.sh (it builds it with go install)`);
    }
    fs.mkdirSync(path.dirname(o.dbFile), { recursive: true });
    const logFile = o.logFile ?? `${o.dbFile}.log`;
    for (let attempt = 1; ; attempt++) {
      if (await canConnect('127.0.0.1', o.port)) throw new Error(`port ${o.port} on 127.0.0.1 is already in use`);
      const logStart = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
      const log = fs.openSync(logFile, 'a');
      const child = spawn(o.cli, DevServer.args(o), { stdio: ['ignore', log, log], detached: o.detached ?? false });
      fs.closeSync(log);
      if (o.detached) child.unref();
      const server = new DevServer(
        child.pid!,
        `127.0.0.1:${o.port}`,
        o.uiPort === null ? null : `http://127.0.0.1:${o.uiPort}`,
      );
      let exited: string | null = null;
      child.once('exit', (code, sig) => (exited = `exited with ${sig ?? code}`));
      try {
        await DevServer.waitReady(server.address, 90_000, () => exited);
        return server;
      } catch (e) {
        await server.stop();
        if (exited === null || attempt >= attempts) {
          throw new Error(`${(e as Error).message}; its log (${logFile}) ends:\n${logTail(logFile, logStart)}`, {
            cause: e,
          });
        }
      }
    }
  }

  /** Waits until the frontend answers (a new SQLite file takes a few seconds to initialise). */
  static async waitReady(address: string, timeoutMs: number, dead: () => string | null = () => null): Promise<void> {
    const [host, port] = address.split(':');
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const why = dead();
      if (why) throw new Error(`Temporal dev server ${why} before it was ready`);
      if (await canConnect(host, Number(port))) {
        try {
          const conn = await Connection.connect({ address, connectTimeout: 2000 });
          await conn.workflowService.getSystemInfo({});
          await conn.close();
          return;
        } catch {
          /* not ready yet */
        }
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`Temporal dev server at ${address} did not become ready in ${timeoutMs / 1000} s`);
  }

  /** Attaches to a server started earlier (pid known), e.g. the one the demo left running. */
  static attach(pid: number, address: string, uiUrl: string | null): DevServer {
    return new DevServer(pid, address, uiUrl);
  }

  alive(): boolean {
    try {
      process.kill(this.pid, 0);
      return true;
    } catch {
      return false;
    }
  }

  async stop(timeoutMs = 15_000): Promise<void> {
    if (!this.alive()) return;
    process.kill(this.pid, 'SIGTERM');
    const deadline = Date.now() + timeoutMs;
    while (this.alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (this.alive()) process.kill(this.pid, 'SIGKILL');
  }
}

/** The last lines the server wrote to its log since `from` (its own start). */
function logTail(file: string, from: number, maxBytes = 4000): string {
  try {
    const text = fs.readFileSync(file).subarray(from).toString('utf8');
    return text.slice(-maxBytes).trimEnd() || '(empty)';
  } catch (e) {
    return `(unreadable: ${(e as Error).message})`;
  }
}
