import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../common/config';
import type { LlmLimits } from '../common/llm-usage';
import type { ResolvedRun, WorkspaceRef } from '../common/types';

// The control channel between a host worker and its host's gateway process: HTTP on a Unix
// socket in the data folder (root-only, like the rest of it). The worker opens a run's endpoint,
// renews it while it supervises the agent, and closes it when the agent is done.

/** What the gateway process needs to serve one run's endpoint: plain data, sent as JSON. */
export interface EndpointSpec {
  workspace: WorkspaceRef;
  resolved: ResolvedRun;
  gpus: number;
  token: string;
  /** The run's code history (<runDir>/code.git of the workspace's code/): a revision at every submission and every `every` seconds. */
  codeSnapshots: { maxFileSize: number; every: number };
  /** The run's LLM limits, its model allowlist resolved (the driver when the spec names none). */
  llmLimits: LlmLimits;
  /** Hosts its egress proxy lets the agent reach (the run spec's workspace.egress). */
  egress: readonly string[];
  /** Bytes its checkpoint snapshots may hold together (run spec snapshots.limit). */
  snapshotLimit?: number;
}

const objectOf = <T>(what: string) =>
  z.custom<T>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { error: `${what} must be an object` });

export const EndpointSpecSchema = z.object({
  workspace: objectOf<WorkspaceRef>('workspace').refine(
    (w) => typeof w.runId === 'string' && typeof w.gateway?.port === 'number',
    'workspace needs runId and gateway',
  ),
  resolved: objectOf<ResolvedRun>('resolved'),
  gpus: z.number().int().nonnegative(),
  token: z.string().min(16),
  codeSnapshots: z.object({ maxFileSize: z.number().int().positive(), every: z.number().positive() }),
  llmLimits: objectOf<LlmLimits>('llmLimits'),
  egress: z.array(z.string()),
  snapshotLimit: z.number().int().positive().optional(),
});

export const GatewayOpenSchema = z.object({ opened: z.boolean() });

export const GatewayHealthSchema = z.object({ pid: z.number().int(), build: z.string(), runs: z.array(z.string()) });
export type GatewayHealth = z.infer<typeof GatewayHealthSchema>;

/** Where one host's gateway process keeps its socket, pid and log. */
export function gatewayFiles(config: Pick<Config, 'dataDir' | 'hostId'>) {
  const dir = path.join(config.dataDir, 'gateway');
  let socket = path.join(dir, `${config.hostId}.sock`);
  // A Unix socket's path has a 107-byte limit: a deep data folder's goes to /tmp, named by its digest.
  if (Buffer.byteLength(socket) > 100)
    socket = path.join(
      os.tmpdir(),
      `a2rl-gateway-${crypto.createHash('sha256').update(socket).digest('hex').slice(0, 16)}.sock`,
    );
  return { dir, socket, pid: path.join(dir, `${config.hostId}.pid`), log: path.join(dir, `${config.hostId}.log`) };
}

/** The gateway process's code, as built (dist/); its size and mtime tell a worker whether a running one is current. */
export function daemonScript(): string {
  const here = path.join(__dirname, 'daemon.js');
  return fs.existsSync(here) ? here : path.resolve(__dirname, '..', 'dist', 'gateway', 'daemon.js');
}

export function daemonBuild(script = daemonScript()): string {
  const st = fs.statSync(script);
  return `${st.size}-${Math.floor(st.mtimeMs)}`;
}

export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** One request on the control socket; a JSON answer, or ControlError for a non-2xx one. Rejects when nothing listens. */
export function controlRequest(
  socketPath: string,
  method: string,
  route: string,
  body?: unknown,
  timeoutMs = 10_000,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        socketPath,
        agent: false,
        method,
        path: route,
        timeout: timeoutMs,
        headers:
          text === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = raw ? JSON.parse(raw) : null;
          } catch {
            parsed = { error: raw };
          }
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(parsed);
          else
            reject(
              new ControlError(
                status,
                (parsed as { error?: string } | null)?.error ?? `gateway process answered ${status}`,
              ),
            );
        });
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`gateway process did not answer ${method} ${route} within ${timeoutMs / 1000} s`)),
    );
    req.on('error', reject);
    req.end(text);
  });
}
