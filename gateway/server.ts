import {
  Client,
  WorkflowUpdateFailedError,
  WorkflowUpdateStage,
  type WorkflowClientInterceptor,
} from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import { runCredential, runMetaFile, writeRunMetaFile } from '../run/layout';
import { attachEgress, isProxyRequest, type EgressProxy } from './egress';
import { LlmGateway, type LlmRunContext } from './llm/gateway';
import { LlmLedger } from './llm/ledger';
import { llmRoute } from './llm/providers';
import type { Upstreams } from './llm/upstreams';
import { UsageReporter } from './llm/usage-reporter';
import { timeOpen, timeView } from '../common/clocks';
import { availableGpus, chooseGpu } from './gpu-choice';
import type { Logger } from '../common/logger';
import { ERROR_TYPES } from '../common/errors';
import { llmUsageSignal, timeQuery, statusQuery, submissionQuery, submitUpdate } from '../common/messages';
import type { RunMeta, SubmitOutcome, SubmitRequest, SubmitResponse } from '../common/types';
import { CodeHistory } from '../run/code-history';
import { acceptCheckpoint, scoredBefore } from './accept';
import { bearer, headerValue, safeEqual } from './credentials';
import { refuse, SubmitError, type Refusal } from './checkpoint';
import { RelayedAnswers } from './relayed-answers';
import { SnapshotStore, type CaptureLimits } from './snapshot';
import { GradingLog } from './grading-log';
import type { EndpointSpec } from './control';
import { runPaths } from '../common/run-paths';

// The grading API, compatible with the reference harness (POST /submit, GET /time, GET /health,
// same fields), one listener per run on that run's own address. Each submit becomes a workflow
// Update: it is checked here (input, path, checkpoint), then recorded and scored by the workflow,
// and the response goes out only once the result is in workflow state. RunEndpoints lives in the
// host's gateway process (gateway/daemon.ts), so the endpoints outlive a host worker's crash.

export const BODY_LIMIT = 64 * 1024;

const SubmitBodySchema = z.looseObject({
  model_path: z.string({ error: 'model_path must be a string' }),
  gpu: z
    .union([z.string(), z.number().int().nonnegative()], {
      error: 'gpu must be a string like "0" or "0,1", or an integer',
    })
    .nullish(),
  wait: z.boolean({ error: 'wait must be true or false' }).optional(),
  /** Designates the checkpoint as the run's final one (the sealed protocol scores it at the end). */
  final: z.boolean({ error: 'final must be true or false' }).optional(),
});

interface Listener {
  run: EndpointSpec;
  /** The run's code history; only this process writes it while the endpoint is open. */
  code: CodeHistory;
  snapshots: NodeJS.Timeout;
  /** The scored answers relayed: an unchanged checkpoint submitted again is answered from here (no Update, no code snapshot). */
  answers: RelayedAnswers;
  server: http.Server;
  log: GradingLog;
  /** What the LLM gateway needs of this run: its credential, ledger, limits, usage reporter. */
  llmRun: LlmRunContext;
  usage: UsageReporter;
  egress: EgressProxy;
}

/**
 * Submissions of one run being captured or waiting for their scores; more are refused (429).
 * Temporal's own bound on a workflow's Updates in flight (10 by default): counted here from a
 * submit's arrival, so that bound never turns a captured checkpoint into a server error.
 */
export const MAX_PENDING_SUBMITS = 10;

export class RunEndpoints {
  private readonly listeners = new Map<string, Listener>();
  private readonly snapshots = new SnapshotStore();
  /** "wait": false Updates being started: whether their outcome came back with the acceptance (rejected, or answered at once). */
  private readonly settledAtStart = new Map<string, boolean>();
  private readonly client: Client;
  private readonly pending = new Map<string, number>();
  /** Each run's clocks as last read from its workflow, for /time. */
  private readonly clocks = new Map<string, { meta: RunMeta; at: number; refreshing: boolean }>();

  private readonly llm: LlmGateway;

  constructor(
    client: Client,
    private readonly logger: Logger,
    private readonly limits: CaptureLimits,
    upstreams: Upstreams,
  ) {
    this.llm = new LlmGateway(upstreams, logger);
    // startUpdate(…, ACCEPTED) returns a handle even when the validator rejected the Update; the
    // outcome that came with the answer tells the two apart.
    const settled: WorkflowClientInterceptor = {
      startUpdate: async (input, next) => {
        const out = await next(input);
        if (this.settledAtStart.has(out.updateId)) this.settledAtStart.set(out.updateId, Boolean(out.outcome));
        return out;
      },
    };
    this.client = new Client({
      connection: client.connection,
      namespace: client.options.namespace,
      interceptors: { workflow: [settled] },
    });
  }

  /** Starts the run's listener, or keeps the one already there (idempotent across retries). True: it was not open. */
  async open(run: EndpointSpec): Promise<boolean> {
    const existing = this.listeners.get(run.workspace.runId);
    if (existing) {
      existing.run = run;
      existing.llmRun.limits = run.llmLimits;
      return false;
    }
    // A run's endpoint listens on its network's gateway address. An endpoint still open for an
    // earlier run at the same address serves no one (that run's network is gone: Docker gave its
    // address to this run's), and would keep this run from listening: it is closed.
    const { host, port } = run.workspace.gateway;
    for (const [id, other] of this.listeners) {
      if (other.run.workspace.gateway.host !== host || other.run.workspace.gateway.port !== port) continue;
      this.logger.warn(
        { runId: run.workspace.runId, earlier: id, host, port },
        "closing an earlier run's endpoint at this run's address",
      );
      await this.close(id);
    }
    const ledger = await LlmLedger.open(runPaths(run.workspace.runDir).llmCalls);
    const usage = new UsageReporter(
      (arg) => this.client.workflow.getHandle(run.workspace.runId).signal(llmUsageSignal, arg),
      this.logger,
    );
    const server = http.createServer();
    // Always there, so that even a run without an allowlist has its attempts recorded.
    const egress = attachEgress(server, {
      allow: run.egress,
      credential: runCredential(run.token, 'egress'),
      logFile: runPaths(run.workspace.runDir).egress,
    });
    const llmRun: LlmRunContext = {
      runId: run.workspace.runId,
      credential: runCredential(run.token, 'llm'),
      ledger,
      limits: run.llmLimits,
      onUsage: usage.report,
    };
    const code = new CodeHistory(
      run.workspace.runDir,
      path.join(run.workspace.workspaceDir, 'code'),
      run.codeSnapshots.maxFileSize,
    );
    const snapshots = setInterval(() => {
      code
        .snapshot('periodic')
        .catch((err) =>
          this.logger.warn({ err: (err as Error).message, runId: run.workspace.runId }, 'code snapshot failed'),
        );
    }, run.codeSnapshots.every * 1000);
    const listener: Listener = {
      run,
      code,
      snapshots,
      answers: new RelayedAnswers(),
      server,
      log: new GradingLog(run.workspace.runDir),
      llmRun,
      usage,
      egress,
    };
    listener.server.requestTimeout = 60_000;
    listener.server.on('request', (req, res) => {
      if (isProxyRequest(req)) return egress.handleRequest(req, res);
      this.handle(listener, req, res).catch((err) => {
        this.logger.error({ err, runId: listener.run.workspace.runId }, 'grading request failed');
        if (!res.headersSent) send(res, 500, { error: 'Internal server error' });
      });
    });
    try {
      await listenWithRetry(listener.server, host, port);
    } catch (err) {
      clearInterval(snapshots);
      egress.close();
      await ledger.close();
      throw err;
    }
    this.listeners.set(run.workspace.runId, listener);
    this.logger.info({ runId: run.workspace.runId, host, port }, 'grading endpoint listening');
    return true;
  }

  /** The runs whose endpoints are open. */
  runs(): string[] {
    return [...this.listeners.keys()];
  }

  /** Closes the run's endpoint once its last code snapshot is written (the worker snapshots after it). */
  async close(runId: string): Promise<void> {
    const l = this.listeners.get(runId);
    if (!l) return;
    this.listeners.delete(runId);
    this.pending.delete(runId);
    this.clocks.delete(runId);
    clearInterval(l.snapshots);
    l.egress.close();
    l.server.close();
    l.server.closeIdleConnections();
    await l.usage.flush();
    await l.llmRun.ledger.close();
    await l.code.idle();
  }

  async closeAll(): Promise<void> {
    // Calls in flight are recorded as interrupted before the ledgers close.
    await this.llm.close();
    await Promise.all([...this.listeners.keys()].map((id) => this.close(id)));
  }

  private async handle(listener: Listener, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const { run, log, llmRun } = listener;
    const url = new URL(req.url ?? '/', 'http://gateway');
    const llm = llmRoute(url.pathname);
    if (llm) return this.llm.handle(llmRun, llm, req, res);
    let route = url.pathname;
    let token: string | null = null;
    const prefixed = /^\/t\/([^/]+)(\/.*)?$/.exec(route);
    if (prefixed) {
      token = prefixed[1];
      route = prefixed[2] ?? '/';
    }
    token ??= bearer(req.headers.authorization) ?? headerValue(req.headers['x-grading-token']);
    if (!token) {
      log.refused('bad-token', 401, 'no grading token');
      return send(res, 401, {
        error:
          'missing grading token: call the URL in $GRADING_SERVER_URL as given, or send "Authorization: Bearer $GRADING_TOKEN"',
      });
    }
    if (!safeEqual(token, run.token)) {
      log.refused('bad-token', 403, "a token that is not this run's");
      return send(res, 403, { error: "invalid grading token: this is not the token of this run's endpoint" });
    }

    const method = req.method ?? 'GET';
    if (route === '/health' && method === 'GET') {
      return send(res, 200, {
        status: 'ok',
        task: run.resolved.task.id,
        protocol: run.resolved.protocol ?? 'reference',
        workspace: run.workspace.agentRoot,
        available_gpus: availableGpus(run.gpus),
        snapshot_limit: run.snapshotLimit ?? null,
      });
    }
    if (route === '/time' && method === 'GET')
      return send(res, 200, timeView(await this.clocksOf(run), Math.floor(Date.now() / 1000)));
    if (route === '/submit' && method === 'POST') return this.submit(listener, req, res);
    if (route === '/submissions' && method === 'GET') {
      const status = await this.client.workflow.getHandle(run.workspace.runId).query(statusQuery);
      return send(res, 200, {
        submissions: status.submissions,
        best: status.best,
        baseline_score: status.baseline?.score ?? null,
      });
    }
    const one = /^\/submissions\/([A-Za-z0-9_-]{1,100})$/.exec(route);
    if (one && method === 'GET') {
      const rec = await this.client.workflow.getHandle(run.workspace.runId).query(submissionQuery, one[1]);
      if (!rec) return send(res, 404, { error: `no submission ${one[1]}` });
      return send(res, rec.status === 'queued' || rec.status === 'evaluating' ? 202 : 200, rec);
    }
    if (['/health', '/time', '/submit', '/submissions'].includes(route))
      return send(res, 405, { error: `${method} is not allowed on ${route}` });
    return send(res, 404, { error: `no such endpoint: ${route}` });
  }

  private async submit(listener: Listener, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const { run, log, code } = listener;
    const runId = run.workspace.runId;
    const waiting = this.pending.get(runId) ?? 0;
    let request: SubmitRequest;
    let wait: boolean;
    let counted = false;
    /** This submission no longer waits: refused, answered, or its Update settled. */
    const done = () => {
      if (counted) this.pending.set(runId, (this.pending.get(runId) ?? 1) - 1);
      counted = false;
    };
    try {
      if (waiting >= MAX_PENDING_SUBMITS) {
        throw refuse(
          'rate-limited',
          `${waiting} submissions of this run are being captured or waiting for their scores; wait for their answers`,
          429,
        );
      }
      this.pending.set(runId, waiting + 1);
      counted = true;
      try {
        const body = await readJsonBody(req);
        if (body === null || typeof body !== 'object' || Array.isArray(body))
          throw new SubmitError(400, 'the request body must be a JSON object');
        const raw = body as Record<string, unknown>;
        if (raw.model_path === undefined || raw.model_path === null || raw.model_path === '')
          throw new SubmitError(400, 'Missing model_path');
        const parsed = SubmitBodySchema.safeParse(raw);
        if (!parsed.success) throw new SubmitError(400, parsed.error.issues.map((i) => i.message).join('; '));
        wait = parsed.data.wait ?? true;
        const gpu = chooseGpu(parsed.data.gpu, run.gpus);
        const accept = {
          baseModelDir: run.resolved.modelDir,
          limits: this.limits,
          store: this.snapshots,
          runLimit: run.snapshotLimit ?? null,
        };
        // Scored before and unchanged: answered from the endpoint's copy while the run's clocks
        // leave time, from the files' listing alone (its snapshot may have been released since);
        // once they may not, the workflow answers (or refuses) it as any other. A repeat that
        // designates the final checkpoint goes to the workflow, which records the choice.
        const again = parsed.data.final
          ? null
          : await scoredBefore(run.workspace, parsed.data.model_path, accept, (d) => listener.answers.has(d));
        const clocks = again ? await this.clocksOf(run).catch(() => null) : null;
        const repeat = again && clocks && timeOpen(clocks, Date.now() / 1000) ? listener.answers.again(again) : null;
        if (repeat) {
          done();
          return send(res, 200, repeat);
        }
        const accepted = await acceptCheckpoint(run.workspace, parsed.data.model_path, accept);
        const revision = listener.answers.has(accepted.digest)
          ? null
          : await code.snapshot('submission').catch((err) => {
              this.logger.warn({ err: (err as Error).message }, 'code snapshot failed');
              return null;
            });
        request = {
          ...accepted,
          gpu,
          code_revision: revision?.sha ?? null,
          wait,
          ...(parsed.data.final ? { final: true } : {}),
        };
      } catch (err) {
        done();
        throw err;
      }
    } catch (err) {
      if (err instanceof SubmitError) {
        log.refused(err.reason, err.status, err.message);
        return send(res, err.status, { error: err.message, ...err.extra });
      }
      throw err;
    }

    let background = false;
    try {
      if (!wait) {
        const updateId = `submit-${crypto.randomUUID()}`;
        const { update, settled } = await this.startAccepted(runId, request, updateId);
        if (settled) {
          // Rejected (this throws), or answered with an earlier result at once.
          const { run_meta: _, ...answer } = await update.result();
          listener.answers.note(answer);
          return send(res, 200, answer);
        }
        // Tagged in the code history once scored; the report tags any submission this misses.
        background = true;
        void update
          .result()
          .then(
            (outcome) => this.afterResult(listener, outcome),
            () => undefined,
          )
          .finally(done);
        return send(res, 202, { id: updateId, status: 'accepted', poll: `/submissions/${updateId}` });
      }
      const { run_meta, ...answer } = await this.client.workflow
        .getHandle(runId)
        .executeUpdate(submitUpdate, { args: [request] });
      done();
      listener.answers.note(answer);
      // The record is in workflow state and run_meta.json agrees: the answer goes out before the tag.
      if (!answer.cached) await this.refreshRunMeta(run, run_meta);
      send(res, 200, answer);
      await this.tagRevision(listener, answer);
      return;
    } catch (err) {
      const mapped = mapWorkflowError(err);
      if (mapped) {
        log.refused(mapped.reason, mapped.status, mapped.message);
        return send(res, mapped.status, { error: mapped.message });
      }
      throw err;
    } finally {
      if (!background) done();
    }
  }

  /** Starts a "wait": false Update; `settled`: its outcome came with the acceptance (rejected, or answered at once). */
  private async startAccepted(runId: string, request: SubmitRequest, updateId: string) {
    this.settledAtStart.set(updateId, false);
    try {
      const update = await this.client.workflow
        .getHandle(runId)
        .startUpdate(submitUpdate, { args: [request], updateId, waitForStage: WorkflowUpdateStage.ACCEPTED });
      return { update, settled: this.settledAtStart.get(updateId) === true };
    } finally {
      this.settledAtStart.delete(updateId);
    }
  }

  private async afterResult(listener: Listener, { run_meta, ...answer }: SubmitOutcome): Promise<void> {
    listener.answers.note(answer);
    if (answer.cached) return;
    await this.refreshRunMeta(listener.run, run_meta);
    await this.tagRevision(listener, answer);
  }

  private async tagRevision({ code }: Listener, result: SubmitResponse): Promise<void> {
    if (!result.cached && result.code_revision)
      await code.tag(result.code_revision, `submission-${result.submission_id}`).catch(() => undefined);
  }

  /** run_meta as the workflow holds it; the file on disk when the workflow cannot answer. */
  private async meta(run: EndpointSpec): Promise<RunMeta> {
    try {
      return await this.client.workflow.getHandle(run.workspace.runId).query(timeQuery);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'status query failed; answering /time from run_meta.json');
      return JSON.parse(fs.readFileSync(runMetaFile(run.workspace), 'utf8')) as RunMeta;
    }
  }

  /**
   * The run's clocks for /time, without a query on the answer's path: the copy read last, read
   * again in the background once it is a second old (so a change the workflow made, such as a
   * stop, shows from the next request on), and waited for only when there is none or it is over
   * 30 s old. `now` and `remaining` are computed at each request.
   */
  private async clocksOf(run: EndpointSpec): Promise<RunMeta> {
    const id = run.workspace.runId;
    const copy = this.clocks.get(id);
    const age = copy ? Date.now() - copy.at : Infinity;
    if (copy && age < CLOCKS_STALE_MS) {
      if (age >= CLOCKS_FRESH_MS && !copy.refreshing) {
        copy.refreshing = true;
        void this.meta(run).then(
          (meta) => this.keepClocks(id, meta),
          () => (copy.refreshing = false),
        );
      }
      return copy.meta;
    }
    return this.keepClocks(id, await this.meta(run));
  }

  private keepClocks(runId: string, meta: RunMeta): RunMeta {
    if (this.listeners.has(runId)) this.clocks.set(runId, { meta, at: Date.now(), refreshing: false });
    return meta;
  }

  /** run_meta.json and the clocks' copy, from the clocks an Update answered with (a query when it gave none). */
  private async refreshRunMeta(run: EndpointSpec, given?: RunMeta): Promise<void> {
    try {
      writeRunMetaFile(run.workspace, this.keepClocks(run.workspace.runId, given ?? (await this.meta(run))));
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'run_meta.json not refreshed');
    }
  }
}

/** How old the clocks' copy may be before /time reads them again in the background, and at all. */
const CLOCKS_FRESH_MS = 1000;
const CLOCKS_STALE_MS = 30_000;

function mapWorkflowError(err: unknown): { status: number; message: string; reason: Refusal } | null {
  if (err instanceof WorkflowUpdateFailedError) {
    const cause = err.cause;
    if (cause instanceof ApplicationFailure && cause.type === ERROR_TYPES.submissionsClosed)
      return { status: 409, message: cause.message, reason: 'submissions-closed' };
    if (cause instanceof ApplicationFailure && cause.type === ERROR_TYPES.invalidSubmission)
      return { status: 400, message: cause.message, reason: 'bad-request' };
    return null;
  }
  const name = (err as Error)?.name ?? '';
  // A server's refusal is the cause of the client's ServiceError.
  const msg = `${(err as Error)?.message ?? ''} ${((err as Error)?.cause as Error | undefined)?.message ?? ''}`;
  if (name === 'WorkflowNotFoundError' || /already completed|workflow execution.*(completed|not found)/i.test(msg)) {
    return { status: 409, message: 'the run has ended; submissions are closed', reason: 'submissions-closed' };
  }
  if (/limit on number of concurrent in-flight updates|too many/i.test(msg)) {
    return { status: 429, message: 'too many submissions in flight; wait for one to finish', reason: 'rate-limited' };
  }
  return null;
}

async function readJsonBody(req: http.IncomingMessage): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > BODY_LIMIT) {
    req.resume();
    throw new SubmitError(413, `request body over ${BODY_LIMIT} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) {
      req.resume();
      throw new SubmitError(413, `request body over ${BODY_LIMIT} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  if (body.includes(0)) throw new SubmitError(400, 'the request body must not contain NUL bytes');
  if (body.length === 0) throw new SubmitError(400, 'Missing model_path');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new SubmitError(400, 'the request body is not valid JSON');
  }
}

export function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** A restarted worker may find the old socket still closing; retry EADDRINUSE briefly. */
async function listenWithRetry(server: http.Server, host: string, port: number): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
