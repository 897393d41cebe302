import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Config } from '../common/config';
import type { Logger } from '../common/logger';
import {
  controlRequest,
  daemonBuild,
  daemonScript,
  gatewayFiles,
  GatewayHealthSchema,
  GatewayOpenSchema,
  type GatewayHealth,
  type EndpointSpec,
} from './control';

// A host worker's handle on its host's gateway process (gateway/daemon.ts): it starts one when
// none answers, adopts the one a dead worker left (its endpoints kept serving meanwhile), and
// starts it again if it died. Endpoints survive this worker: a worker that stops or crashes
// leaves them open for the next one; they close when the agent is done or the run has ended.

const START_TIMEOUT_MS = 20_000;

export class GatewayProcessHandle {
  private starting: Promise<GatewayHealth> | null = null;

  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
  ) {}

  private get files() {
    return gatewayFiles(this.config);
  }

  private async health(): Promise<GatewayHealth | null> {
    return controlRequest(this.files.socket, 'GET', '/health', undefined, 5_000).then(
      (h) => GatewayHealthSchema.parse(h),
      () => null,
    );
  }

  /** The running gateway process (started here if none answers; replaced if idle and built from other code). */
  ensure(): Promise<GatewayHealth> {
    this.starting ??= this.adoptOrStart().finally(() => (this.starting = null));
    return this.starting;
  }

  private async adoptOrStart(): Promise<GatewayHealth> {
    const running = await this.health();
    if (running && running.build === daemonBuild()) return running;
    if (running && running.runs.length) {
      this.logger.warn(
        { pid: running.pid, runs: running.runs },
        'the gateway process runs other code than this worker; kept until its endpoints close',
      );
      return running;
    }
    if (running) {
      // Gone before its successor starts (which would otherwise find it answering and leave).
      await controlRequest(this.files.socket, 'POST', '/shutdown?ifIdle=1').catch(() => undefined);
      const deadline = Date.now() + START_TIMEOUT_MS;
      while ((await this.health()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    }
    return this.start();
  }

  private async start(): Promise<GatewayHealth> {
    const { dir, log } = this.files;
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const out = fs.openSync(log, 'a');
    const child = spawn(process.execPath, [daemonScript()], {
      detached: true, // not in the worker's process group: a kill of the worker leaves it serving
      stdio: ['ignore', out, out],
      env: { ...process.env, A2RL_GATEWAY_CONFIG: JSON.stringify(this.config) },
    });
    fs.closeSync(out);
    child.unref();
    let exited: string | null = null;
    child.once('exit', (code, sig) => (exited = `exited with ${sig ?? code}`));
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const h = await this.health();
      if (h) {
        this.logger.info({ pid: h.pid }, 'gateway process started');
        return h;
      }
      if (exited) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the gateway process ${exited ?? 'did not answer'} (its log: ${log})`);
  }

  /**
   * Opens the run's endpoint, or renews it (idempotent; starts the gateway process again if it
   * died). True: it was not open, so the agent had no endpoint since it was last renewed.
   */
  async open(run: EndpointSpec): Promise<boolean> {
    await this.ensure();
    const answer = await controlRequest(
      this.files.socket,
      'PUT',
      `/runs/${encodeURIComponent(run.workspace.runId)}`,
      run,
    );
    return GatewayOpenSchema.parse(answer).opened;
  }

  /** Closes the run's endpoint once its last code snapshot is written; nothing to do when no gateway process runs. */
  async close(runId: string): Promise<void> {
    if (!(await this.health())) return;
    await controlRequest(this.files.socket, 'DELETE', `/runs/${encodeURIComponent(runId)}`);
  }

  /** When this worker stops: an idle gateway process stops with it; one with endpoints open keeps serving them. */
  async release(): Promise<void> {
    await controlRequest(this.files.socket, 'POST', '/shutdown?ifIdle=1').catch(() => undefined);
  }
}
