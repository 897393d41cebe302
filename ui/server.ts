import type { Client } from '@temporalio/client';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ResultsStore } from '../results/store';
import { uiWorkflowUrl } from '../client/urls';
import { resumeRun, runStatus, stopRun } from '../client/runs';
import { fromRoot } from '../common/paths';
import type { RunStatus } from '../common/types';
import { readEventPage } from './event-log';
import { listSweeps, sweepView } from './sweeps';
import { compareRuns, compareSweeps } from './compare';
import { listRuns, localRunDir, reportSummary, RunFiltersSchema, runView, trainingMetrics, usageSeries } from './runs';
import { runPaths } from '../common/run-paths';

// `a2rl ui`: the dashboard's HTTP server. Pages are static HTML and scripts (ui/public) that read
// the JSON API below; a run's page follows it live over server-sent events. Access: loopback only
// unless a token is set; read-only unless control is enabled; the API serves what a run's
// report shows, never its workspace files or host paths.

export interface UiOptions {
  client: Client;
  namespace: string;
  /** The Temporal Web UI's base URL, for links (null: none). */
  temporalUi: string | null;
  host: string;
  port: number;
  /** Required when bound to anything but loopback: a Bearer token, or the cookie `/?token=` sets. */
  token?: string | null;
  /** Stop and resume buttons (the CLI's operations); off: the dashboard only reads. */
  allowControl?: boolean;
  /** The results store, for runs Temporal no longer holds (null: Temporal's only). */
  results?: ResultsStore | null;
  /** The Python of a2rl.stats, for leaderboards' intervals over seeds and items (absent: intervals over seeds only). */
  python?: string;
  /** How often a live page is refreshed, ms. */
  liveIntervalMs?: number;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const COOKIE = 'a2rl_ui_token';
const RunIdSchema = z.string().regex(/^[A-Za-z0-9._:@-]{1,250}$/, 'not a run id');
const offset = z.coerce.number().int().nonnegative();
const idList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(RunIdSchema).min(2, 'name two or more, separated by commas').max(20));
const CompareQuerySchema = z
  .object({ runs: idList.optional(), sweeps: idList.optional() })
  .refine((q) => (q.runs === undefined) !== (q.sweeps === undefined), 'compare either runs=… or sweeps=…');
const PageQuerySchema = z.object({
  after: offset.optional(),
  before: offset.optional(),
  limit: z.coerce.number().int().min(1).max(2000).default(200),
});

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** URL → file of everything the pages load: ui/public's scripts and styles, and Chart.js's browser build. */
function assets(): Record<string, string> {
  const dir = fromRoot('ui', 'public');
  const own = fs.readdirSync(dir).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  // chart.js's package exports only its module builds; the UMD build sits beside them in dist/
  const chart = path.join(path.dirname(require.resolve('chart.js')), 'chart.umd.min.js');
  return {
    ...Object.fromEntries(own.map((f) => [`/assets/${f}`, path.join(dir, f)])),
    '/vendor/chart.umd.min.js': chart,
  };
}

/** Why the options cannot be served, or null. */
export function accessProblem(o: Pick<UiOptions, 'host' | 'token'>): string | null {
  if (!LOOPBACK.has(o.host) && !o.token)
    return `binding to ${o.host} needs a token (--token or A2RL_UI_TOKEN): anyone who can reach it would read every run`;
  if (o.token && o.token.length < 16) return 'the token must be at least 16 characters';
  return null;
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

export async function buildUiServer(o: UiOptions): Promise<FastifyInstance> {
  const problem = accessProblem(o);
  if (problem) throw new Error(problem);
  // Live pages hold their connection open: closing the server ends them.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const loopbackOnly = LOOPBACK.has(o.host);

  app.addHook('onRequest', async (req, reply) => {
    // Bound to loopback, a page of another site must not reach it through a rebound DNS name.
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    if (loopbackOnly && !LOOPBACK.has(host)) return reply.code(403).send({ error: 'forbidden host' });
    if (!o.token) return;
    const query = req.query as Record<string, unknown>;
    if (req.method === 'GET' && typeof query.token === 'string' && sameSecret(query.token, o.token)) {
      // The link with the token sets the cookie once and is replaced by the bare URL.
      reply.header('set-cookie', `${COOKIE}=${encodeURIComponent(o.token)}; HttpOnly; SameSite=Strict; Path=/`);
      const to = req.url.split('?')[0];
      return reply.redirect(/^\/(?![/\\])/.test(to) ? to : '/'); // a path of this server only, never //other.host
    }
    const bearer = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1] ?? null;
    const given = bearer ?? cookieValue(req.headers.cookie, COOKIE);
    if (!given || !sameSecret(given, o.token))
      return reply
        .code(401)
        .send({ error: 'a token is required (Authorization: Bearer, or open the link with ?token=)' });
  });

  // The pages' files: a fixed list read at start, so no request path ever reaches the file system.
  for (const [url, file] of Object.entries(assets())) {
    const type = CONTENT_TYPES[path.extname(file)];
    const body = fs.readFileSync(file);
    app.get(url, async (_req, reply) => reply.type(type).header('cache-control', 'no-cache').send(body));
  }
  const page = (file: string) => {
    const body = fs.readFileSync(fromRoot('ui', 'public', file));
    return async (_req: FastifyRequest, reply: FastifyReply) => reply.type(CONTENT_TYPES['.html']).send(body);
  };
  app.get('/', page('runs.html'));
  app.get('/runs/:id', page('run.html'));
  app.get('/sweeps', page('sweeps.html'));
  app.get('/sweeps/:id', page('sweep.html'));
  app.get('/compare', page('compare.html'));
  app.get('/favicon.ico', async (_req, reply) => reply.code(204).send());

  const badRequest = (reply: FastifyReply, err: z.ZodError) => reply.code(400).send({ error: z.prettifyError(err) });
  /** The :id of a run or sweep (workflow ids). */
  const runIdOf = (req: FastifyRequest) => RunIdSchema.safeParse((req.params as { id: string }).id);
  /** The run's status, or a 404 answer. */
  const statusOf = async (req: FastifyRequest, reply: FastifyReply) => {
    const id = runIdOf(req);
    if (!id.success) return void badRequest(reply, id.error);
    try {
      return await runStatus(o.client, id.data);
    } catch (err) {
      return void reply.code(404).send({ error: `no run ${id.data}: ${(err as Error).message}` });
    }
  };

  /** The run's view with Temporal's status of its execution (RUNNING, TERMINATED, …): a terminated run's state still says it was running. */
  const viewOf = async (s: RunStatus) => ({
    ...runView(s),
    execution: (await o.client.workflow.getHandle(s.runId).describe()).status.name,
  });

  app.get('/api/config', async () => ({ allowControl: o.allowControl ?? false, temporalUi: o.temporalUi }));

  app.get('/api/runs', async (req, reply) => {
    const f = RunFiltersSchema.safeParse(req.query);
    if (!f.success) return badRequest(reply, f.error);
    return { runs: await listRuns(o.client, f.data, o.results ?? null) };
  });

  app.get('/api/sweeps', async () => ({ sweeps: await listSweeps(o.client) }));

  app.get('/api/sweeps/:id', async (req, reply) => {
    const id = runIdOf(req);
    if (!id.success) return badRequest(reply, id.error);
    try {
      return await sweepView(o.client, id.data, o.python);
    } catch (err) {
      return reply.code(404).send({ error: `no sweep ${id.data}: ${(err as Error).message}` });
    }
  });

  // /api/compare?runs=a,b[,…] or ?sweeps=a,b[,…]
  app.get('/api/compare', async (req, reply) => {
    const q = CompareQuerySchema.safeParse(req.query);
    if (!q.success) return badRequest(reply, q.error);
    try {
      return q.data.runs
        ? { kind: 'runs', ...(await compareRuns(o.client, q.data.runs)) }
        : { kind: 'sweeps', ...(await compareSweeps(o.client, q.data.sweeps!, o.python)) };
    } catch (err) {
      return reply.code(404).send({ error: (err as Error).message });
    }
  });

  app.get('/api/runs/:id', async (req, reply) => {
    const s = await statusOf(req, reply);
    if (!s) return reply;
    const dir = localRunDir(s);
    return {
      run: await viewOf(s),
      onThisHost: dir !== null,
      report: reportSummary(s),
      temporalUrl: uiWorkflowUrl(o.temporalUi, o.namespace, s.runId),
    };
  });

  app.get('/api/runs/:id/events', async (req, reply) => {
    const q = PageQuerySchema.safeParse(req.query);
    if (!q.success) return badRequest(reply, q.error);
    const s = await statusOf(req, reply);
    if (!s) return reply;
    const dir = localRunDir(s);
    if (!dir) return reply.code(404).send({ error: `run ${s.runId}'s folder is not on this host` });
    const file = runPaths(dir).events;
    return q.data.after !== undefined
      ? readEventPage(file, { after: q.data.after, limit: q.data.limit })
      : readEventPage(file, { before: q.data.before ?? null, limit: q.data.limit });
  });

  app.get('/api/runs/:id/series', async (req, reply) => {
    const s = await statusOf(req, reply);
    if (!s) return reply;
    const dir = localRunDir(s);
    return { usage: dir ? usageSeries(dir) : [], training: dir ? trainingMetrics(dir) : [] };
  });

  // A run's report.html: where its status says, or, for a run Temporal no longer holds, where
  // the results store recorded its report.json.
  app.get('/runs/:id/report', async (req, reply) => {
    const id = runIdOf(req);
    if (!id.success) return badRequest(reply, id.error);
    const s = await runStatus(o.client, id.data).catch(() => null);
    const json = s ? (s.report?.json ?? null) : ((await o.results?.get(id.data))?.report ?? null);
    const file = json ? runPaths(path.dirname(path.dirname(json))).reportHtml : null; // json: <runDir>/report/report.json
    if (!file || !fs.existsSync(file)) return reply.code(404).send({ error: `no report of ${id.data} on this host` });
    return reply.type(CONTENT_TYPES['.html']).send(fs.createReadStream(file));
  });

  // Live: the run's view whenever it changes and the event log's new lines, until the page closes.
  app.get('/api/runs/:id/live', async (req, reply) => {
    const q = PageQuerySchema.safeParse(req.query);
    if (!q.success) return badRequest(reply, q.error);
    const first = await statusOf(req, reply);
    if (!first) return reply;
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    const send = (event: string, data: unknown) =>
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    let after = q.data.after ?? 0;
    let lastSent = '';
    let ticks = 0;
    let busy = false;
    const tick = async () => {
      if (busy) return;
      busy = true;
      try {
        const s = await runStatus(o.client, first.runId);
        const { clocks, ...rest } = await viewOf(s);
        // The clocks move every second and the page counts them itself: send when anything else
        // changed, or every 5th tick to keep them true.
        const key = JSON.stringify(rest);
        if (key !== lastSent || ticks++ % 5 === 0) send('run', { ...rest, clocks });
        lastSent = key;
        const dir = localRunDir(s);
        if (dir) {
          const page = readEventPage(runPaths(dir).events, { after, limit: 500 });
          if (page.events.length || page.reset) send('events', page);
          after = page.end;
        }
      } catch (err) {
        send('problem', { error: (err as Error).message });
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void tick(), o.liveIntervalMs ?? 1000);
    void tick();
    req.raw.on('close', () => clearInterval(timer));
  });

  // Control: the CLI's stop and resume. A custom header makes a browser on another site ask first
  // (a CORS preflight this server never allows), so no other page can press them.
  const control =
    (fn: (req: FastifyRequest, runId: string) => Promise<unknown>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      if (!o.allowControl)
        return reply.code(403).send({ error: 'the dashboard is read-only (start it with --allow-control)' });
      if (req.headers['x-a2rl-ui'] !== '1') return reply.code(403).send({ error: 'missing the x-a2rl-ui header' });
      const id = runIdOf(req);
      if (!id.success) return badRequest(reply, id.error);
      return fn(req, id.data);
    };
  app.post(
    '/api/runs/:id/stop',
    control(async (_req, runId) => {
      await stopRun(o.client, runId, 'stopped from the dashboard');
      return { stopped: runId };
    }),
  );
  app.post(
    '/api/runs/:id/resume',
    control(async (_req, runId) => ({ runId: await resumeRun(o.client, runId), resumedFrom: runId })),
  );

  return app;
}
