import crypto from 'node:crypto';
import http from 'node:http';
import type { Config } from '../common/config';
import type { Logger } from '../common/logger';
import { serviceEnv, type EvaluationService } from './services';

// The one way out of an evaluation sandbox: a judged task's evaluator reaches its LLM judge and
// search endpoint through this proxy in the GPU worker, on the sandbox network's gateway
// address. The proxy adds the API keys (which never enter the sandbox) and forwards only to
// the configured endpoints. Each evaluation gets a path token of its own.

const BODY_LIMIT = 16 * 1024 * 1024;

export class ServiceProxy {
  private server: http.Server | null = null;
  private readonly grants = new Map<string, readonly EvaluationService[]>();

  constructor(
    private readonly config: Pick<Config, 'judge' | 'search'>,
    private readonly logger: Logger,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  async listen(host: string): Promise<number> {
    if (!this.server) {
      this.server = http.createServer((req, res) => {
        this.forward(req, res).catch((err) => {
          this.logger.warn({ err: (err as Error).message }, 'evaluation service proxy: upstream failed');
          if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: 'the upstream service did not answer' }));
        });
      });
      await new Promise<void>((resolve, reject) => {
        this.server!.once('error', reject);
        this.server!.listen(0, host, () => resolve());
      });
    }
    return (this.server.address() as { port: number }).port;
  }

  /**
   * The environment an evaluator in the sandbox gets for its task's services: endpoints through
   * this proxy, no keys. `release` ends the grant.
   */
  grant(services: readonly EvaluationService[], base: string): { env: Record<string, string>; release: () => void } {
    const token = crypto.randomBytes(16).toString('hex');
    this.grants.set(token, services);
    const real = serviceEnv(this.config, services, this.env);
    const env: Record<string, string> = {};
    if (real.A2RL_JUDGE_MODEL)
      Object.assign(env, { A2RL_JUDGE_MODEL: real.A2RL_JUDGE_MODEL, A2RL_JUDGE_BASE_URL: `${base}/${token}/judge` });
    if (real.A2RL_SEARCH_KIND)
      Object.assign(env, { A2RL_SEARCH_KIND: real.A2RL_SEARCH_KIND, A2RL_SEARCH_URL: `${base}/${token}/search` });
    return { env, release: () => this.grants.delete(token) };
  }

  private async forward(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://proxy');
    const m = /^\/([0-9a-f]{32})\/(judge|search)(\/.*)?$/.exec(url.pathname);
    const services = m ? this.grants.get(m[1]) : undefined;
    if (!m || !services || !services.includes(m[2] as EvaluationService)) {
      res
        .writeHead(403, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: 'not an endpoint of this evaluation' }));
      return;
    }
    const real = serviceEnv(this.config, services, this.env);
    const headers: Record<string, string> = {
      'Content-Type': String(req.headers['content-type'] ?? 'application/json'),
    };
    let target: string;
    if (m[2] === 'judge') {
      target = `${real.A2RL_JUDGE_BASE_URL}${m[3] ?? ''}${url.search}`;
      if (real.A2RL_JUDGE_API_KEY) headers.Authorization = `Bearer ${real.A2RL_JUDGE_API_KEY}`;
    } else {
      const upstream = new URL(real.A2RL_SEARCH_URL);
      for (const [k, v] of url.searchParams) upstream.searchParams.set(k, v);
      if (real.A2RL_SEARCH_API_KEY) upstream.searchParams.set('api_key', real.A2RL_SEARCH_API_KEY);
      target = upstream.toString();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > BODY_LIMIT) {
        res.writeHead(413).end();
        return;
      }
      chunks.push(chunk as Buffer);
    }
    const method = req.method ?? 'GET';
    const upstream = await fetch(target, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
      'Content-Length': body.length,
    });
    res.end(body);
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((r) => server.close(() => r()));
  }
}
