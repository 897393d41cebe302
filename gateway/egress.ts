import { Semaphore } from 'async-mutex';
import crypto from 'node:crypto';
import dns from 'node:dns';
import http from 'node:http';
import net from 'node:net';
import type stream from 'node:stream';
import { EgressLog, type EgressEnd, type EgressLine, type EgressReason } from './egress-log';
import {
  isBlockedAddress,
  matchEgress,
  namesAddressExplicitly,
  normalizeHost,
  parseEgressRules,
  type EgressRule,
} from './egress-rules';

export { EgressLineSchema, readEgressLog, type EgressLine } from './egress-log';
export { matchEgress, parseEgressRules, isBlockedAddress, type EgressRule } from './egress-rules';

// The egress proxy of a run: an HTTP(S) forward proxy on the run's gateway listener through which
// the agent's container reaches the hosts of `workspace.egress` (a package index, say) and
// nothing else. HTTPS goes through CONNECT tunnels (the proxy sees host:port, never the
// content), plain HTTP through absolute-form requests (`GET http://host/path`). Every attempt is
// recorded (egress-log.ts). The proxy resolves names itself and connects to the address it
// checked, so a name cannot be turned toward the host's own services (egress-rules.ts).

/** The user name of the proxy credential in HTTP_PROXY (`http://a2rl:<credential>@addr:port`). */
export const PROXY_USER = 'a2rl';
export const DEFAULT_MAX_CONNECTIONS = 64;
export const DEFAULT_IDLE_TIMEOUT_MS = 5 * 60_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 15_000;

export interface EgressRun {
  /** `workspace.egress` of the run spec: `host`, `*.domain`, `host:port`. */
  allow: readonly string[];
  /** The run's proxy credential (the password of user `a2rl`). */
  credential: string;
  /** The JSON-lines file every connection is recorded in (the caller's run folder). */
  logFile: string;
  /** Tunnels and plain-HTTP requests open at once; more are refused (429). */
  maxConnections?: number;
  /** A connection with no data either way for this long is closed. */
  idleTimeoutMs?: number;
  /** Name resolution and the TCP connect to the target, each. */
  connectTimeoutMs?: number;
  /** Name resolution (default: the host's resolver, every address); tests map names here. */
  lookup?: (host: string) => Promise<string[]>;
}

/** The proxy's environment for the agent. The gateway's own host (grading API, LLM routes) and the container's loopback stay direct. */
export function proxyEnv(proxyUrlBase: string, credential: string): Record<string, string> {
  const base = new URL(proxyUrlBase);
  const url = `${base.protocol}//${PROXY_USER}:${encodeURIComponent(credential)}@${base.host}`;
  const direct = [normalizeHost(base.hostname), 'localhost', '127.0.0.1', '::1']
    .filter((h, i, all) => all.indexOf(h) === i)
    .join(',');
  // pip (requests), uv, curl, git and npm read these; curl reads only the lower-case http_proxy.
  // pip needs no PIP_PROXY: its session trusts the environment's proxies.
  return { HTTP_PROXY: url, HTTPS_PROXY: url, http_proxy: url, https_proxy: url, NO_PROXY: direct, no_proxy: direct };
}

/**
 * Mounts the proxy's CONNECT handling on a listener. The listener's 'request' handler must hand
 * absolute-form requests to `proxy.handleRequest` (see `isProxyRequest`), and call `proxy.close()`
 * before closing the server (open tunnels would keep `server.close()` waiting).
 */
export function attachEgress(server: http.Server, run: EgressRun): EgressProxy {
  const proxy = new EgressProxy(run);
  server.on('connect', proxy.handleConnect);
  return proxy;
}

/** A plain-HTTP proxy request (`GET http://host/path`) rather than a request to the listener itself. */
export function isProxyRequest(req: http.IncomingMessage): boolean {
  return /^http:\/\//i.test(req.url ?? '');
}

type Decision =
  | { ok: true; rule: EgressRule; addresses: string[] }
  | {
      ok: false;
      status: number;
      reason: EgressReason;
      detail: string;
      rule: EgressRule | null;
      address: string | null;
    };

interface Attempt {
  time: Date;
  method: string;
  host: string;
  port: number;
  path?: string;
}

const HOP_BY_HOP = new Set([
  'connection',
  'proxy-connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export class EgressProxy {
  private readonly rules: EgressRule[];
  private readonly log: EgressLog;
  private readonly expected: Buffer;
  private readonly maxConnections: number;
  private readonly idleTimeoutMs: number;
  private readonly connectTimeoutMs: number;
  private readonly lookup: (host: string) => Promise<string[]>;
  /** Connections admitted and not yet closed (resolving, connecting or open), each with its shutdown. */
  private readonly open = new Set<() => void>();
  private admitted = 0;
  private closed = false;

  constructor(run: EgressRun) {
    this.rules = parseEgressRules(run.allow);
    this.log = new EgressLog(run.logFile);
    this.expected = digest(`${PROXY_USER}:${run.credential}`);
    this.maxConnections = run.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
    this.idleTimeoutMs = run.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.connectTimeoutMs = run.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    this.lookup = run.lookup ?? defaultLookup;
  }

  /** Connections open now. */
  get active(): number {
    return this.admitted;
  }

  /** Log lines not written (past the cap, or the file was gone). */
  get droppedLines(): number {
    return this.log.dropped;
  }

  /** Closes every open connection (recorded as ended by 'shutdown') and refuses new ones. */
  close(): void {
    this.closed = true;
    for (const shutdown of [...this.open]) shutdown();
  }

  /** The listener's `server.on('connect', …)`: a CONNECT host:port tunnel. */
  readonly handleConnect = (req: http.IncomingMessage, socket: stream.Duplex, head: Buffer): void => {
    socket.on('error', () => undefined);
    const target = parseAuthority(req.url ?? '');
    const attempt: Attempt = {
      time: new Date(),
      method: 'CONNECT',
      host: target?.host ?? (req.url ?? '').slice(0, 300),
      port: target?.port ?? 0,
    };
    if (!target) {
      this.refuseSocket(socket, attempt, {
        ok: false,
        status: 400,
        reason: 'bad-request',
        detail: `CONNECT needs host:port, got "${(req.url ?? '').slice(0, 100)}"`,
        rule: null,
        address: null,
      });
      return;
    }
    this.decide(attempt, req.headers['proxy-authorization'])
      .then((decision) =>
        decision.ok ? this.tunnel(socket, head, attempt, decision) : this.refuseSocket(socket, attempt, decision),
      )
      .catch(() => socket.destroy());
  };

  /** The listener's route for absolute-form requests (`isProxyRequest`): forwards one plain-HTTP request. */
  readonly handleRequest = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    let url: URL | null = null;
    try {
      url = new URL(req.url ?? '');
    } catch {
      /* answered below */
    }
    const method = req.method ?? 'GET';
    const attempt: Attempt = {
      time: new Date(),
      method,
      host: url ? normalizeHost(url.hostname) : (req.url ?? '').slice(0, 300),
      port: url ? Number(url.port || 80) : 0,
      path: url ? (url.pathname + url.search).slice(0, 300) : undefined,
    };
    if (!url || url.protocol !== 'http:' || !url.hostname) {
      this.refuseResponse(req, res, attempt, {
        ok: false,
        status: 400,
        reason: 'bad-request',
        detail: 'the proxy forwards http:// URLs; use CONNECT (HTTPS_PROXY) for https',
        rule: null,
        address: null,
      });
      return;
    }
    if (method === 'CONNECT' || req.headers.upgrade) {
      this.refuseResponse(req, res, attempt, {
        ok: false,
        status: 400,
        reason: 'bad-request',
        detail: 'protocol upgrades are not forwarded',
        rule: null,
        address: null,
      });
      return;
    }
    const target = url;
    this.decide(attempt, req.headers['proxy-authorization'])
      .then((decision) =>
        decision.ok
          ? this.forward(req, res, target, attempt, decision)
          : this.refuseResponse(req, res, attempt, decision),
      )
      .catch(() => {
        req.socket.destroy();
      });
  };

  /** Authentication, allowlist, connection limit, resolution and address checks, in that order. On `ok`, one connection is admitted (release it). */
  private async decide(attempt: Attempt, authorization: string | undefined): Promise<Decision> {
    const { host, port } = attempt;
    const refusal = (
      status: number,
      reason: EgressReason,
      detail: string,
      rule: EgressRule | null = null,
      address: string | null = null,
    ): Decision => ({ ok: false, status, reason, detail, rule, address });
    if (this.closed) return refusal(503, 'proxy-closed', 'the proxy of this run is closed');
    if (!this.authorized(authorization))
      return refusal(
        407,
        'auth',
        `proxy authentication required: use the credentials in $HTTPS_PROXY (user ${PROXY_USER})`,
      );
    const rule = matchEgress(this.rules, host, port);
    if (!rule) {
      const list = this.rules.length ? this.rules.map((r) => r.entry).join(', ') : '(empty)';
      return refusal(
        403,
        'not-listed',
        `${host}:${port} is not on this run's egress allowlist: ${list} (a bare host allows ports 80 and 443)`,
      );
    }
    if (this.admitted >= this.maxConnections)
      return refusal(
        429,
        'too-many',
        `${this.admitted} connections of this run are open (at most ${this.maxConnections}); close some first`,
        rule,
      );
    this.admitted++;
    let addresses: string[];
    try {
      addresses = net.isIP(host)
        ? [host]
        : await withTimeout(this.lookup(host), this.connectTimeoutMs, `resolving ${host} timed out`);
      if (addresses.length === 0) throw new Error(`${host} has no address`);
    } catch (err) {
      this.admitted--;
      return refusal(502, 'resolve-failed', `${host} did not resolve: ${(err as Error).message}`, rule);
    }
    // A name never reaches loopback, link-local or private addresses (the host's own services and
    // the run bridges live there); only an entry naming the IP literal with its port does.
    if (!namesAddressExplicitly(rule, host)) {
      const blocked = addresses.find(isBlockedAddress);
      if (blocked) {
        this.admitted--;
        return refusal(
          403,
          'private-address',
          `${host} resolves to ${blocked}, a loopback, link-local or private address; the proxy does not connect there (only an allowlist entry naming the address and port does)`,
          rule,
          blocked,
        );
      }
    }
    return { ok: true, rule, addresses };
  }

  private authorized(header: string | undefined): boolean {
    const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
    if (!m) return false;
    return crypto.timingSafeEqual(digest(Buffer.from(m[1], 'base64').toString('utf8')), this.expected);
  }

  private tunnel(
    socket: stream.Duplex,
    head: Buffer,
    attempt: Attempt,
    decision: Extract<Decision, { ok: true }>,
  ): void {
    const client = socket as net.Socket;
    let upstream: net.Socket | null = null;
    let address: string | null = null;
    let bytesUp = head.length;
    let bytesDown = 0;
    let status = 200;
    let reason: EgressReason = 'allowed';
    let detail = `allowed by "${decision.rule.entry}"`;
    let end: EgressEnd | null = null;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      this.admitted--;
      this.open.delete(shutdown);
      this.record(attempt, {
        allowed: true,
        reason,
        detail,
        rule: decision.rule.entry,
        address,
        status,
        bytes_up: bytesUp,
        bytes_down: bytesDown,
        end: end ?? 'client',
      });
    };
    /** Recorded once both sides are closed (or the target was never reached). */
    const settle = () => {
      if (client.destroyed && (upstream === null || upstream.destroyed)) finish();
    };
    const kill = (why: EgressEnd) => {
      end ??= why;
      client.destroy();
      upstream?.destroy();
    };
    const shutdown = () => kill('shutdown');
    this.open.add(shutdown);
    // Each side's idle timer is reset by traffic either way on that socket (reads and writes).
    client.setTimeout(this.idleTimeoutMs, () => kill('idle-timeout'));
    client.on('error', () => kill('error'));
    client.on('close', () => {
      // Nothing can reach the agent any more: the target's side goes too.
      end ??= 'client';
      upstream?.destroy();
      settle();
    });
    if (client.destroyed) {
      // The agent hung up while the target was being checked.
      end = 'client';
      return finish();
    }
    if (this.closed) return kill('shutdown');

    connectFirst(decision.addresses, attempt.port, this.connectTimeoutMs)
      .then((conn) => {
        address = conn.remoteAddress ?? null;
        if (finished || client.destroyed) {
          conn.destroy();
          return;
        }
        upstream = conn;
        conn.on('error', () => kill('error'));
        conn.setTimeout(this.idleTimeoutMs, () => kill('idle-timeout'));
        conn.on('data', (chunk: Buffer) => {
          bytesDown += chunk.length;
        });
        client.on('data', (chunk: Buffer) => {
          bytesUp += chunk.length;
        });
        conn.on('close', () => {
          // What the target sent may still be on its way to the agent: end, not destroy (pipe
          // ended it already after a clean close; the idle timer ends a client that lingers).
          end ??= 'target';
          if (!client.destroyed) client.end();
          settle();
        });
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length) conn.write(head);
        client.pipe(conn);
        conn.pipe(client);
      })
      .catch((err: Error & { code?: string }) => {
        status = err.code === 'ETIMEDOUT' ? 504 : 502;
        reason = 'connect-failed';
        detail = `could not connect to ${attempt.host}:${attempt.port}: ${err.message}`;
        end ??= 'error';
        if (client.destroyed) return finish();
        client.end(
          `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${detail}\n`,
          () => client.destroy(),
        );
      });
  }

  private forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
    attempt: Attempt,
    decision: Extract<Decision, { ok: true }>,
  ): void {
    let address: string | null = null;
    let bytesUp = 0;
    let bytesDown = 0;
    let status = 0;
    let reason: EgressReason = 'allowed';
    let detail = `allowed by "${decision.rule.entry}"`;
    let end: EgressEnd | null = null;
    let finished = false;
    let upstream: http.ClientRequest | null = null;
    const finish = () => {
      if (finished) return;
      finished = true;
      this.admitted--;
      this.open.delete(shutdown);
      this.record(attempt, {
        allowed: true,
        reason,
        detail,
        rule: decision.rule.entry,
        address,
        status,
        bytes_up: bytesUp,
        bytes_down: bytesDown,
        end: end ?? 'target',
      });
    };
    const fail = (why: EgressEnd, code: number, message: string) => {
      end ??= why;
      upstream?.destroy();
      if (!res.headersSent) {
        status = code;
        reason = 'connect-failed';
        detail = message;
        res.writeHead(code, { 'Content-Type': 'text/plain', Connection: 'close' });
        res.end(`${message}\n`);
      } else {
        res.destroy();
      }
      finish();
    };
    const shutdown = () => {
      end ??= 'shutdown';
      upstream?.destroy();
      res.destroy();
      finish();
    };
    this.open.add(shutdown);
    res.on('close', () => {
      if (!res.writableFinished) end ??= 'client';
      upstream?.destroy();
      finish();
    });
    if (req.socket.destroyed) {
      // The agent hung up while the target was being checked.
      end = 'client';
      return finish();
    }
    if (this.closed) return shutdown();

    connectFirst(decision.addresses, attempt.port, this.connectTimeoutMs)
      .then((conn) => {
        address = conn.remoteAddress ?? null;
        if (finished) {
          conn.destroy();
          return;
        }
        conn.setTimeout(this.idleTimeoutMs, () =>
          fail('idle-timeout', 504, `${attempt.host}:${attempt.port} sent nothing for ${this.idleTimeoutMs} ms`),
        );
        const out = http.request({
          method: req.method,
          path: url.pathname + url.search,
          headers: forwardHeaders(req.rawHeaders, url.host),
          setHost: false,
          // no agent: this request's own connection, to the address that was checked
          createConnection: () => conn,
        });
        upstream = out;
        out.on('error', (err) => fail('error', 502, `${attempt.host}:${attempt.port} failed: ${err.message}`));
        out.on('response', (up) => {
          if (finished) {
            up.destroy();
            return;
          }
          status = up.statusCode ?? 502;
          up.on('error', () => fail('error', 502, `${attempt.host}:${attempt.port} broke off its response`));
          up.on('data', (chunk: Buffer) => {
            bytesDown += chunk.length;
          });
          res.writeHead(status, up.statusMessage, forwardHeaders(up.rawHeaders, null));
          up.pipe(res);
        });
        // counted from here on: a 'data' listener earlier would have let the body flow away unforwarded
        req.on('data', (chunk: Buffer) => {
          bytesUp += chunk.length;
        });
        req.pipe(out);
      })
      .catch((err: Error & { code?: string }) =>
        fail(
          'error',
          err.code === 'ETIMEDOUT' ? 504 : 502,
          `could not connect to ${attempt.host}:${attempt.port}: ${err.message}`,
        ),
      );
  }

  private refuseSocket(socket: stream.Duplex, attempt: Attempt, d: Extract<Decision, { ok: false }>): void {
    const extra = d.status === 407 ? `Proxy-Authenticate: Basic realm="a2rl egress"\r\n` : '';
    const body = `${d.detail}\n`;
    socket.end(
      `HTTP/1.1 ${d.status} ${http.STATUS_CODES[d.status]}\r\n${extra}Content-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      () => socket.destroy(),
    );
    this.recordRefusal(attempt, d);
  }

  private refuseResponse(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    attempt: Attempt,
    d: Extract<Decision, { ok: false }>,
  ): void {
    req.resume();
    const body = `${d.detail}\n`;
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': 'text/plain',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
    };
    if (d.status === 407) headers['Proxy-Authenticate'] = 'Basic realm="a2rl egress"';
    res.writeHead(d.status, headers);
    res.end(body);
    this.recordRefusal(attempt, d);
  }

  private recordRefusal(attempt: Attempt, d: Extract<Decision, { ok: false }>): void {
    this.record(attempt, {
      allowed: false,
      reason: d.reason,
      detail: d.detail,
      rule: d.rule?.entry ?? null,
      address: d.address,
      status: d.status,
      bytes_up: 0,
      bytes_down: 0,
      end: 'refused',
    });
  }

  private record(
    attempt: Attempt,
    rest: Omit<EgressLine, 'time' | 'method' | 'host' | 'port' | 'path' | 'duration_ms' | 'closed'>,
  ): void {
    const closed = new Date();
    const line: EgressLine = {
      time: attempt.time.toISOString(),
      method: attempt.method,
      host: attempt.host,
      port: attempt.port,
      ...(attempt.path !== undefined ? { path: attempt.path } : {}),
      ...rest,
      detail: rest.detail.slice(0, 500),
      duration_ms: Math.max(0, closed.getTime() - attempt.time.getTime()),
      closed: closed.toISOString(),
    };
    this.log.write(line);
  }
}

/** `host:port` of a CONNECT request (IPv6 in brackets); null when either part is missing or invalid. */
export function parseAuthority(authority: string): { host: string; port: number } | null {
  const m = /^(\[[0-9A-Fa-f:.]+\]|[^:[\]/@\s]+):(\d{1,5})$/.exec(authority.trim());
  if (!m) return null;
  const port = Number(m[2]);
  if (port < 1 || port > 65535) return null;
  return { host: normalizeHost(m[1]), port };
}

/**
 * Request or response headers without hop-by-hop ones (and those `Connection` names), as a flat
 * raw list. A request's Host is the URL's (the host that was checked and is recorded), whatever
 * the client sent.
 */
function forwardHeaders(raw: string[], host: string | null): string[] {
  const named = new Set<string>();
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i].toLowerCase() === 'connection') for (const n of raw[i + 1].split(',')) named.add(n.trim().toLowerCase());
  }
  const out: string[] = host === null ? [] : ['Host', host];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (HOP_BY_HOP.has(name) || named.has(name) || (host !== null && name === 'host')) continue;
    out.push(raw[i], raw[i + 1]);
  }
  if (host !== null) out.push('Connection', 'close');
  return out;
}

/** Opens a TCP connection to the first of `addresses` that answers. */
async function connectFirst(addresses: string[], port: number, timeoutMs: number): Promise<net.Socket> {
  let last: Error = new Error('no address');
  for (const address of addresses) {
    try {
      return await new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect({ host: address, port });
        const timer = setTimeout(() => {
          socket.destroy();
          reject(Object.assign(new Error(`connecting to ${address} timed out`), { code: 'ETIMEDOUT' }));
        }, timeoutMs);
        const failed = (err: Error) => {
          clearTimeout(timer);
          socket.destroy();
          reject(err);
        };
        socket.once('error', failed);
        socket.once('connect', () => {
          clearTimeout(timer);
          socket.off('error', failed);
          socket.on('error', () => undefined); // the caller adds its own
          resolve(socket);
        });
      });
    } catch (err) {
      last = err as Error;
    }
  }
  throw last;
}

// getaddrinfo runs on libuv's thread pool (4 threads), which the worker's file I/O shares: a
// resolver that hangs must not take all of it, whatever the agents ask for.
const lookups = new Semaphore(2);

/** The host's resolver (hosts file included), every address, two lookups at a time in this process. */
async function defaultLookup(host: string): Promise<string[]> {
  return lookups.runExclusive(async () => {
    const found = await dns.promises.lookup(host, { all: true, verbatim: true });
    return found.map((a) => a.address);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

function digest(text: string): Buffer {
  return crypto.createHash('sha256').update(text).digest();
}
