import { execFile } from 'node:child_process';
import dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  attachEgress,
  isBlockedAddress,
  isProxyRequest,
  matchEgress,
  parseAuthority,
  parseEgressRules,
  proxyEnv,
  readEgressLog,
  type EgressLine,
  type EgressProxy,
  type EgressRun,
} from '../../gateway/egress';
import { EgressLineSchema } from '../../gateway/egress-log';
import { waitFor } from '../helpers/stack';

// The egress proxy with real clients (curl, node's http CONNECT) on 127.0.0.1 only: a plain HTTP
// server and a TCP echo server stand for listed hosts, a third listener for a port that is not
// listed (it must never see a connection). No traffic leaves the machine: names are resolved by
// the host's resolver for "localhost" and by a test mapping for a package-index name.

jest.setTimeout(60_000);

const CREDENTIAL = 'c0rrect-h0rse/+=';
const closers: Array<() => Promise<void>> = [];
let dir: string;
let httpPort: number;
let echoPort: number;
let unlistedPort: number;
let unlistedHits = 0;
/** What the HTTP target saw of the last request. */
let seen: { url?: string; headers?: http.IncomingHttpHeaders } = {};

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      closers.push(
        () =>
          new Promise<void>((done) => {
            server.close(() => done());
            (server as http.Server).closeAllConnections?.();
          }),
      );
      resolve((server.address() as net.AddressInfo).port);
    });
  });
}

/** A gateway-like listener: its own routes, and the proxy for absolute-form requests and CONNECT. */
async function startProxy(
  overrides: Partial<EgressRun> = {},
  serverOptions: http.ServerOptions = {},
): Promise<{ port: number; proxy: EgressProxy; logFile: string }> {
  const logFile = path.join(dir, `egress-${closers.length}.jsonl`);
  const server = http.createServer(serverOptions);
  const proxy = attachEgress(server, {
    allow: [
      `127.0.0.1:${httpPort}`,
      `127.0.0.1:${echoPort}`,
      `localhost:${httpPort}`,
      '*.pythonhosted.org',
      'pypi.org',
    ],
    credential: CREDENTIAL,
    logFile,
    // files.pythonhosted.org as a hostile record pointing at loopback; every other name as the host resolves it
    lookup: async (host) =>
      host === 'files.pythonhosted.org'
        ? ['127.0.0.1']
        : (await dns.promises.lookup(host, { all: true })).map((a) => a.address),
    ...overrides,
  });
  server.on('request', (req, res) => {
    if (isProxyRequest(req)) return proxy.handleRequest(req, res);
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('grading api\n');
  });
  const port = await listen(server);
  closers.push(async () => proxy.close());
  return { port, proxy, logFile };
}

function curl(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // no proxy variables from the test's environment
    execFile(
      'curl',
      ['-sS', '--max-time', '20', ...args],
      { env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } },
      (err, stdout, stderr) => {
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

/** A CONNECT through the proxy: the status line, headers, and the socket when it was opened. */
function connect(
  proxyPort: number,
  target: string,
  auth: string | null,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port: proxyPort,
      method: 'CONNECT',
      path: target,
      headers: auth ? { 'Proxy-Authorization': auth } : {},
    });
    req.on('connect', (res, socket) =>
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '', socket }),
    );
    req.on('response', (res) => {
      // node hands non-2xx CONNECT answers to 'connect' too; this is a fallback
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, socket: res.socket }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends `data` down a tunnel and waits for `expect` bytes back. */
function roundTrip(socket: net.Socket, data: string, expect: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let got = '';
    const onData = (c: Buffer) => {
      got += c.toString();
      if (got.length >= expect) {
        socket.off('data', onData);
        resolve(got);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(data);
  });
}

/** The log once it has `n` lines: the proxy writes a connection's line after it ends. */
async function waitForLines(file: string, n: number): Promise<EgressLine[]> {
  return waitFor(`${n} lines in the egress log`, () => {
    const { lines } = readEgressLog(file);
    return lines.length >= n && lines;
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-egress-'));
  const target = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen = { url: req.url, headers: req.headers };
      const body = `target ${req.method} ${req.url} body=${Buffer.concat(chunks).toString()}\n`;
      res.writeHead(200, { 'Content-Type': 'text/plain', 'X-Target': 'yes' });
      res.end(body);
    });
  });
  httpPort = await listen(target);
  echoPort = await listen(
    net.createServer((s) =>
      s.on('data', (c: Buffer) => s.write(c.toString().toUpperCase())).on('error', () => undefined),
    ),
  );
  unlistedPort = await listen(
    net.createServer((s) => {
      unlistedHits++;
      s.destroy();
    }),
  );
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('allowlist rules', () => {
  const rules = parseEgressRules([
    '*.pythonhosted.org',
    'PyPI.org',
    '127.0.0.1:8080',
    'example.com:8443',
    '*.corp.test:9000',
  ]);

  test('*.domain matches subdomains only, on ports 80 and 443', () => {
    expect(matchEgress(rules, 'files.pythonhosted.org', 443)?.entry).toBe('*.pythonhosted.org');
    expect(matchEgress(rules, 'a.b.pythonhosted.org', 80)?.entry).toBe('*.pythonhosted.org');
    expect(matchEgress(rules, 'pythonhosted.org', 443)).toBeNull();
    expect(matchEgress(rules, 'evilpythonhosted.org', 443)).toBeNull();
    expect(matchEgress(rules, 'files.pythonhosted.org.evil.test', 443)).toBeNull();
    expect(matchEgress(rules, 'files.pythonhosted.org', 22)).toBeNull();
  });

  test('host names match case-insensitively, with or without a trailing dot', () => {
    expect(matchEgress(rules, 'pypi.org', 443)?.entry).toBe('PyPI.org');
    expect(matchEgress(rules, 'PYPI.ORG.', 80)?.entry).toBe('PyPI.org');
    expect(matchEgress(rules, 'FILES.PythonHosted.org', 443)?.entry).toBe('*.pythonhosted.org');
    expect(matchEgress(rules, 'www.pypi.org', 443)).toBeNull();
  });

  test('a bare host allows 80 and 443; host:port only that port', () => {
    expect(matchEgress(rules, 'pypi.org', 8080)).toBeNull();
    expect(matchEgress(rules, '127.0.0.1', 8080)?.entry).toBe('127.0.0.1:8080');
    expect(matchEgress(rules, '127.0.0.1', 443)).toBeNull();
    expect(matchEgress(rules, 'example.com', 8443)?.entry).toBe('example.com:8443');
    expect(matchEgress(rules, 'example.com', 443)).toBeNull();
    expect(matchEgress(rules, 'x.corp.test', 9000)?.entry).toBe('*.corp.test:9000');
    expect(matchEgress(rules, 'x.corp.test', 443)).toBeNull();
  });

  test('entries the run spec would refuse are refused here too', () => {
    expect(() => parseEgressRules(['http://pypi.org'])).toThrow(/not a host name/);
    expect(() => parseEgressRules(['pypi.org:70000'])).toThrow(/outside 1-65535/);
    expect(() => parseEgressRules(['*.'])).toThrow();
  });

  test('loopback, link-local and private addresses are blocked; public ones are not', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.1',
      '10.1.2.3',
      '172.17.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fd00::5',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'not-an-ip',
    ]) {
      expect([a, isBlockedAddress(a)]).toEqual([a, true]);
    }
    for (const a of ['151.101.0.223', '8.8.8.8', '2a04:4e42::223', '::ffff:8.8.8.8'])
      expect([a, isBlockedAddress(a)]).toEqual([a, false]);
  });

  test('CONNECT authorities', () => {
    expect(parseAuthority('pypi.org:443')).toEqual({ host: 'pypi.org', port: 443 });
    expect(parseAuthority('[::1]:8080')).toEqual({ host: '::1', port: 8080 });
    expect(parseAuthority('pypi.org')).toBeNull();
    expect(parseAuthority('pypi.org:0')).toBeNull();
    expect(parseAuthority('a@b:443')).toBeNull();
  });

  test('proxyEnv: the credential in the URL, the gateway host and loopback direct', () => {
    const env = proxyEnv('http://172.30.5.1:41234', 'p@ss/word');
    const url = 'http://a2rl:p%40ss%2Fword@172.30.5.1:41234';
    expect(env).toEqual({
      HTTP_PROXY: url,
      HTTPS_PROXY: url,
      http_proxy: url,
      https_proxy: url,
      NO_PROXY: '172.30.5.1,localhost,127.0.0.1,::1',
      no_proxy: '172.30.5.1,localhost,127.0.0.1,::1',
    });
    expect(new URL(env.HTTPS_PROXY).password).toBe('p%40ss%2Fword');
    expect(decodeURIComponent(new URL(env.HTTPS_PROXY).password)).toBe('p@ss/word');
    expect(proxyEnv('http://127.0.0.1:5000/', 'x').NO_PROXY).toBe('127.0.0.1,localhost,::1');
  });
});

describe('the proxy with real clients', () => {
  let proxyPort: number;
  let logFile: string;
  let count = 0;
  /** The lines written since the last call (waits for `n` new ones). */
  const next = async (n: number) => {
    const lines = await waitForLines(logFile, count + n);
    const fresh = lines.slice(count);
    count = lines.length;
    return fresh;
  };
  const proxyArgs = () => ['-x', `http://127.0.0.1:${proxyPort}`, '--proxy-user', `a2rl:${CREDENTIAL}`];

  beforeAll(async () => {
    ({ port: proxyPort, logFile } = await startProxy());
  });

  test('the listener keeps its own routes', async () => {
    const r = await curl([`http://127.0.0.1:${proxyPort}/health`]);
    expect(r.stdout).toBe('grading api\n');
    expect(readEgressLog(logFile).lines).toHaveLength(0);
  });

  test('plain HTTP to a listed 127.0.0.1:port is forwarded both ways, without the proxy credential', async () => {
    // a Host header of the agent's choosing does not reach the target: the URL's host does
    const r = await curl([
      ...proxyArgs(),
      '-d',
      'hello-up',
      '-H',
      'Host: internal.example',
      '-D',
      '-',
      `http://127.0.0.1:${httpPort}/simple/pkg/?q=1`,
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^HTTP\/1\.1 200/);
    expect(r.stdout).toMatch(/x-target: yes/i);
    expect(r.stdout).toContain('target POST /simple/pkg/?q=1 body=hello-up\n');
    expect(seen.url).toBe('/simple/pkg/?q=1');
    expect(seen.headers?.host).toBe(`127.0.0.1:${httpPort}`);
    expect(seen.headers?.['proxy-authorization']).toBeUndefined();
    expect(seen.headers?.['proxy-connection']).toBeUndefined();

    const [line] = await next(1);
    expect(line).toMatchObject({
      method: 'POST',
      host: '127.0.0.1',
      port: httpPort,
      path: '/simple/pkg/?q=1',
      allowed: true,
      reason: 'allowed',
      rule: `127.0.0.1:${httpPort}`,
      address: '127.0.0.1',
      status: 200,
      bytes_up: 8,
    });
    expect(line.bytes_down).toBe(Buffer.byteLength(`target POST /simple/pkg/?q=1 body=hello-up\n`));
    expect(line.end).toBe('target');
  });

  test('a CONNECT tunnel to a listed port carries data both ways (curl --proxytunnel and node)', async () => {
    const r = await curl([...proxyArgs(), '--proxytunnel', `http://127.0.0.1:${httpPort}/through-tunnel`]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('target GET /through-tunnel body=\n');
    const [viaCurl] = await next(1);
    expect(viaCurl).toMatchObject({
      method: 'CONNECT',
      host: '127.0.0.1',
      port: httpPort,
      allowed: true,
      reason: 'allowed',
      status: 200,
    });
    expect(viaCurl.bytes_up).toBeGreaterThan(0);
    expect(viaCurl.bytes_down).toBeGreaterThan(Buffer.byteLength('target GET /through-tunnel body=\n'));
    expect(viaCurl.path).toBeUndefined();

    const c = await connect(proxyPort, `127.0.0.1:${echoPort}`, basic('a2rl', CREDENTIAL));
    expect(c.status).toBe(200);
    expect(await roundTrip(c.socket, 'ping', 4)).toBe('PING');
    expect(await roundTrip(c.socket, 'second', 6)).toBe('SECOND');
    c.socket.end();
    const [viaNode] = await next(1);
    expect(viaNode).toMatchObject({
      method: 'CONNECT',
      host: '127.0.0.1',
      port: echoPort,
      allowed: true,
      rule: `127.0.0.1:${echoPort}`,
      bytes_up: 10,
      bytes_down: 10,
      status: 200,
    });
    expect(['client', 'target']).toContain(viaNode.end);
    expect(EgressLineSchema.safeParse(viaNode).success).toBe(true);
  });

  test('a port of 127.0.0.1 that is not listed is refused with 403, naming the host and the allowlist', async () => {
    const plain = await curl([...proxyArgs(), '-w', '\n%{http_code}', `http://127.0.0.1:${unlistedPort}/`]);
    expect(plain.stdout).toMatch(/403$/);
    expect(plain.stdout).toContain(
      `127.0.0.1:${unlistedPort} is not on this run's egress allowlist: 127.0.0.1:${httpPort}, 127.0.0.1:${echoPort}`,
    );

    const tunnel = await connect(proxyPort, `127.0.0.1:${unlistedPort}`, basic('a2rl', CREDENTIAL));
    expect(tunnel.status).toBe(403);
    tunnel.socket.destroy();

    const viaCurl = await curl([
      ...proxyArgs(),
      '--proxytunnel',
      '-w',
      '%{http_connect}',
      `http://127.0.0.1:${unlistedPort}/`,
    ]);
    expect(viaCurl.code).not.toBe(0);
    expect(viaCurl.stdout).toBe('403');

    const lines = await next(3);
    expect(lines.map((l) => [l.method, l.port, l.allowed, l.reason, l.status, l.end])).toEqual([
      ['GET', unlistedPort, false, 'not-listed', 403, 'refused'],
      ['CONNECT', unlistedPort, false, 'not-listed', 403, 'refused'],
      ['CONNECT', unlistedPort, false, 'not-listed', 403, 'refused'],
    ]);
    expect(lines[0].detail).toContain('*.pythonhosted.org');
    expect(unlistedHits).toBe(0);
  });

  test('a listed name that resolves to loopback is refused unless the entry names the address', async () => {
    const plain = await curl([...proxyArgs(), '-w', '\n%{http_code}', `http://localhost:${httpPort}/`]);
    expect(plain.stdout).toMatch(/403$/);
    expect(plain.stdout).toMatch(/localhost resolves to (127\.0\.0\.1|::1), a loopback, link-local or private address/);
    const tunnel = await connect(proxyPort, `localhost:${httpPort}`, basic('a2rl', CREDENTIAL));
    expect(tunnel.status).toBe(403);
    tunnel.socket.destroy();
    // listed by a wildcard, resolved (here by the test's mapping) to loopback
    const pkg = await connect(proxyPort, 'files.pythonhosted.org:443', basic('a2rl', CREDENTIAL));
    expect(pkg.status).toBe(403);
    pkg.socket.destroy();
    // the bare domain is not matched by *.pythonhosted.org, and nothing is resolved for it
    const bare = await connect(proxyPort, 'pythonhosted.org:443', basic('a2rl', CREDENTIAL));
    expect(bare.status).toBe(403);
    bare.socket.destroy();

    const lines = await next(4);
    expect(lines.map((l) => [l.method, l.host, l.port, l.allowed, l.reason, l.rule])).toEqual([
      ['GET', 'localhost', httpPort, false, 'private-address', `localhost:${httpPort}`],
      ['CONNECT', 'localhost', httpPort, false, 'private-address', `localhost:${httpPort}`],
      ['CONNECT', 'files.pythonhosted.org', 443, false, 'private-address', '*.pythonhosted.org'],
      ['CONNECT', 'pythonhosted.org', 443, false, 'not-listed', null],
    ]);
    expect(lines[2].address).toBe('127.0.0.1');
  });

  test("with the host's own resolver (no test mapping), localhost is refused as loopback too", async () => {
    const own = await startProxy({ lookup: undefined });
    const c = await connect(own.port, `localhost:${httpPort}`, basic('a2rl', CREDENTIAL));
    expect(c.status).toBe(403);
    c.socket.destroy();
    const [line] = await waitForLines(own.logFile, 1);
    expect(line).toMatchObject({ host: 'localhost', reason: 'private-address', rule: `localhost:${httpPort}` });
    expect(['127.0.0.1', '::1']).toContain(line.address);
  });

  test('a missing or wrong credential gets 407 with Proxy-Authenticate', async () => {
    const none = await curl(['-x', `http://127.0.0.1:${proxyPort}`, '-D', '-', `http://127.0.0.1:${httpPort}/`]);
    expect(none.stdout).toMatch(/^HTTP\/1\.1 407/);
    expect(none.stdout).toMatch(/proxy-authenticate: Basic realm="a2rl egress"/i);
    const wrong = await curl([
      '-x',
      `http://127.0.0.1:${proxyPort}`,
      '--proxy-user',
      'a2rl:nope',
      '-w',
      '%{http_code}',
      '-o',
      '/dev/null',
      `http://127.0.0.1:${httpPort}/`,
    ]);
    expect(wrong.stdout).toBe('407');
    const user = await connect(proxyPort, `127.0.0.1:${echoPort}`, basic('root', CREDENTIAL));
    expect(user.status).toBe(407);
    expect(user.headers['proxy-authenticate']).toBe('Basic realm="a2rl egress"');
    user.socket.destroy();
    const bare = await connect(proxyPort, `127.0.0.1:${echoPort}`, null);
    expect(bare.status).toBe(407);
    bare.socket.destroy();

    const lines = await next(4);
    expect(lines.map((l) => [l.method, l.allowed, l.reason, l.status, l.bytes_up, l.bytes_down])).toEqual([
      ['GET', false, 'auth', 407, 0, 0],
      ['GET', false, 'auth', 407, 0, 0],
      ['CONNECT', false, 'auth', 407, 0, 0],
      ['CONNECT', false, 'auth', 407, 0, 0],
    ]);
  });

  test('a CONNECT without a port is a bad request', async () => {
    const c = await connect(proxyPort, 'pypi.org', basic('a2rl', CREDENTIAL));
    expect(c.status).toBe(400);
    c.socket.destroy();
    const [line] = await next(1);
    expect(line).toMatchObject({ method: 'CONNECT', allowed: false, reason: 'bad-request', status: 400 });
  });

  test('one line per attempt, every line in the schema, times in order', () => {
    const { lines, invalid } = readEgressLog(logFile);
    expect(invalid).toBe(0);
    expect(lines).toHaveLength(count);
    for (const l of lines) {
      expect(EgressLineSchema.safeParse(l).success).toBe(true);
      expect(Date.parse(l.closed)).toBeGreaterThanOrEqual(Date.parse(l.time));
      expect(l.duration_ms).toBe(Date.parse(l.closed) - Date.parse(l.time));
    }
    fs.appendFileSync(logFile, '{"torn');
    expect(readEgressLog(logFile)).toMatchObject({ lines: { length: count }, invalid: 1 });
  });
});

describe('limits', () => {
  test('connections past the limit are refused with 429; an idle tunnel is closed', async () => {
    const { port, proxy, logFile } = await startProxy({ maxConnections: 1, idleTimeoutMs: 400 });
    const first = await connect(port, `127.0.0.1:${echoPort}`, basic('a2rl', CREDENTIAL));
    expect(first.status).toBe(200);
    expect(proxy.active).toBe(1);
    const second = await connect(port, `127.0.0.1:${echoPort}`, basic('a2rl', CREDENTIAL));
    expect(second.status).toBe(429);
    second.socket.destroy();
    expect(await roundTrip(first.socket, 'abc', 3)).toBe('ABC');
    await new Promise<void>((resolve) => first.socket.on('close', () => resolve()));
    const lines = await waitForLines(logFile, 2);
    expect(lines.map((l) => [l.reason, l.status, l.end])).toEqual([
      ['too-many', 429, 'refused'],
      ['allowed', 200, 'idle-timeout'],
    ]);
    expect(lines[1]).toMatchObject({ bytes_up: 3, bytes_down: 3 });
    expect(proxy.active).toBe(0);
  });

  test("a tunnel outlives the listener's requestTimeout (the gateway sets one for its own requests)", async () => {
    const { port, logFile } = await startProxy(
      {},
      { requestTimeout: 500, headersTimeout: 500, connectionsCheckingInterval: 100 },
    );
    const c = await connect(port, `127.0.0.1:${echoPort}`, basic('a2rl', CREDENTIAL));
    expect(c.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1200));
    expect(await roundTrip(c.socket, 'late', 4)).toBe('LATE');
    c.socket.end();
    const [line] = await waitForLines(logFile, 1);
    expect(line).toMatchObject({ allowed: true, bytes_up: 4, bytes_down: 4 });
    expect(line.duration_ms).toBeGreaterThanOrEqual(1200);
  });

  test('close() ends open tunnels (recorded as shutdown) and refuses new ones', async () => {
    const { port, proxy, logFile } = await startProxy();
    const open = await connect(port, `127.0.0.1:${echoPort}`, basic('a2rl', CREDENTIAL));
    expect(open.status).toBe(200);
    const closed = new Promise<void>((resolve) => open.socket.on('close', () => resolve()));
    open.socket.on('error', () => undefined);
    proxy.close();
    await closed;
    const after = await connect(port, `127.0.0.1:${echoPort}`, basic('a2rl', CREDENTIAL));
    expect(after.status).toBe(503);
    after.socket.destroy();
    const lines = await waitForLines(logFile, 2);
    expect(lines.map((l) => [l.allowed, l.reason, l.end])).toEqual([
      [true, 'allowed', 'shutdown'],
      [false, 'proxy-closed', 'refused'],
    ]);
    expect(proxy.active).toBe(0);
  });

  test('a listed target that does not answer: 502, recorded as allowed with connect-failed', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const s = net.createServer();
      s.listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const { port, logFile } = await startProxy({ allow: [`127.0.0.1:${closedPort}`] });
    const c = await connect(port, `127.0.0.1:${closedPort}`, basic('a2rl', CREDENTIAL));
    expect(c.status).toBe(502);
    c.socket.destroy();
    const r = await curl([
      '-x',
      `http://127.0.0.1:${port}`,
      '--proxy-user',
      `a2rl:${CREDENTIAL}`,
      '-w',
      '%{http_code}',
      '-o',
      '/dev/null',
      `http://127.0.0.1:${closedPort}/`,
    ]);
    expect(r.stdout).toBe('502');
    const lines = await waitForLines(logFile, 2);
    expect(lines.map((l) => [l.method, l.allowed, l.reason, l.status])).toEqual([
      ['CONNECT', true, 'connect-failed', 502],
      ['GET', true, 'connect-failed', 502],
    ]);
  });
});
