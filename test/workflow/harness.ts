import { ApplicationFailure } from '@temporalio/common';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import fs from 'node:fs';
import type { PriorRun } from '../../activities/runs';
import { ERROR_TYPES } from '../../common/errors';
import type { JobDone } from '../../common/job-protocol';
import { statusQuery, submitUpdate } from '../../common/messages';
import { fromRoot } from '../../common/paths';
import { ALL_SEARCH_ATTRIBUTES } from '../../common/search-attributes';
import { hostGpuTaskQueue, TASK_QUEUES } from '../../common/task-queues';
import type { TrainingJob, TrainingJobKind, TrainingJobResult } from '../../common/training';
import type { Restatement } from '../../common/report-schema';
import type {
  AgentExit,
  ResolvedRun,
  RunStatus,
  SubmitRequest,
  SweepRunResult,
  WorkspaceRef,
} from '../../common/types';

// The workflows' own logic, in seconds: the real workflow code on a real Temporal dev server (the
// CLI setup installs), with their activities replaced by in-test functions (**test doubles for
// the workspace, agent, evaluator, training jobs and reports**, which the integration tests run
// for real). A2RL_RECORD_HISTORIES=1 also writes the histories the replay test replays.

export const HOST_QUEUE = 'wf-test-host';
const silent = { log() {}, info() {}, warn() {}, error() {}, debug() {}, trace() {} };

export interface Harness {
  env: TestWorkflowEnvironment;
  bundle: WorkflowBundleWithSourceMap;
}

export async function startHarness(): Promise<Harness> {
  const env = await TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: 'existing-path', path: fromRoot('.tools', 'bin', 'temporal') },
      searchAttributes: ALL_SEARCH_ATTRIBUTES,
      ui: false,
    },
  });
  const bundle = await bundleWorkflowCode({
    workflowsPath: require.resolve('../../workflows'),
    logger: silent as never,
  });
  return { env, bundle };
}

/** A dev server and the workflow bundle for a test file's tests (valid once beforeAll has run). */
export function useHarness(): Harness {
  const h = {} as Harness;
  beforeAll(async () => Object.assign(h, await startHarness()), 120_000);
  afterAll(async () => {
    await h.env?.teardown();
  });
  return h;
}

/** What the doubles saw, and the levers a test pulls. */
export interface Doubles {
  calls: string[];
  /** Evaluations in the order they ran, with when each started and ended, and the held-out part (sealed protocol). */
  evaluations: Array<{ submissionId: number; start: number; end: number; part?: string }>;
  /** Runs are resolved under the sealed protocol: the sealed part scores 70 + id (its baseline 3). */
  sealed: boolean;
  /** Score of an evaluation, by submission id (default 10 × id). */
  score: (submissionId: number) => number;
  /** Submissions whose evaluation activity fails (as an evaluator that crashes on every attempt). */
  evalFails: (submissionId: number) => boolean;
  evalMs: number;
  /** Ends every running agent (as if it exited with this code). */
  exitAgent: (code: number) => void;
  /** How long an agent runs before it exits by itself (default: until ended or stopped). */
  agentMs: number | null;
  /** Agents running now, and the most at once. */
  agentsRunning: number;
  mostAgentsAtOnce: number;
  stopAgentCalls: Array<{ by: string }>;
  provisionFails: boolean;
  /** An earlier execution's state, for resumed runs. */
  prior: PriorRun | null;
  /** Makes every run's agent a reference pipeline with these parameters. */
  pipeline: { route: 'sft' | 'grpo' | 'sft+grpo' | 'sft+sft'; params: Record<string, unknown> } | null;
  trainingJobs: TrainingJob[];
  /** Round checkpoints the pipeline removed, and its training reports. */
  removedCheckpoints: string[];
  trainingReports: string[];
  /** How long each training job takes. */
  trainingJobMs: number;
  /** How long writing the report takes (keeps a finishing run open). */
  reportMs: number;
  reports: RunStatus[];
  sweepReports: SweepRunResult[][];
  /** Finished runs a regrade loads (by id), the digests whose snapshots are kept, and the restatements written. */
  finishedRuns: Record<string, RunStatus>;
  keptDigests: string[];
  restatements: Restatement[];
  /** Digests of the snapshots released while the run ran (each batch), and what its end kept (null: all). */
  releasedBatches: string[][];
  retained: Array<string[] | null>;
  /** The activity doubles, per task queue. */
  activities: Record<'host' | 'gpu' | 'control', object>;
}

export function resolvedRun(runId: string, pipeline: Doubles['pipeline'] = null): ResolvedRun {
  return {
    runId,
    task: { id: 'arith', level: 1, title: 'arith', evaluatorVersion: 'v', defaultBaseModel: 'test/model' },
    agent: { id: 'scripted', title: 'scripted', ...(pipeline ? { pipeline } : {}) },
    baseModel: 'test/model',
    driver: 'none',
    modelDir: '/nonexistent/model',
    trainDataDir: '/nonexistent/train',
    heldoutDataDir: '/nonexistent/heldout',
    runDir: `/nonexistent/runs/${runId}`,
  };
}

export function workspaceOf(runId: string, hostQueue = HOST_QUEUE): WorkspaceRef {
  return {
    runId,
    backend: 'local',
    hostId: 'h',
    hostQueue,
    runDir: `/nonexistent/runs/${runId}`,
    workspaceDir: `/nonexistent/ws/${runId}`,
    agentRoot: '/workspace',
    mounts: [],
    gateway: { host: '127.0.0.1', port: 1, agentUrl: 'http://127.0.0.1:1' },
  };
}

export const submission = (n: number, digest = `digest-${n}`): SubmitRequest => ({
  model_path: `output/v${n}`,
  resolved_path: `output/v${n}`,
  host_path: `/snapshots/${digest}`,
  digest,
  gpu: null,
  code_revision: null,
});

/** A training job's `done` event as the Python jobs write it, per kind. */
function doneOf<K extends TrainingJobKind>(job: TrainingJob & { kind: K }): JobDone<K> {
  const out = job.outDir;
  const done: { [Kind in TrainingJobKind]: JobDone<Kind> } = {
    expert_data: { data: `${out}/sft.jsonl`, episodes: 4, won: 3, examples: 30 },
    sft: { checkpoint: `${out}/checkpoint-3`, step: 3 },
    rollout: {
      trajectories: `${out}/trajectories.jsonl`,
      summary: `${out}/summary.json`,
      episodes: 8,
      won: 2,
      success_rate: 0.25,
      mean_reward: 0.4,
    },
    grpo: { checkpoint: `${out}/checkpoint-2`, step: 2 },
  };
  return done[job.kind];
}

export function doubles(h: Harness): Doubles {
  const exits = new Set<(code: number) => void>();
  const d: Doubles = {
    calls: [],
    evaluations: [],
    score: (id) => 10 * id,
    evalFails: () => false,
    sealed: false,
    evalMs: 50,
    exitAgent: (c) => exits.forEach((exit) => exit(c)),
    agentMs: null,
    agentsRunning: 0,
    mostAgentsAtOnce: 0,
    stopAgentCalls: [],
    provisionFails: false,
    prior: null,
    pipeline: null,
    trainingJobs: [],
    removedCheckpoints: [],
    trainingReports: [],
    trainingJobMs: 0,
    reportMs: 0,
    reports: [],
    sweepReports: [],
    finishedRuns: {},
    keptDigests: [],
    restatements: [],
    releasedBatches: [],
    retained: [],
    activities: { host: {}, gpu: {}, control: {} },
  };
  const exitOf = (code: number): AgentExit => ({
    exitCode: code,
    oomKilled: false,
    startedAt: null,
    finishedAt: null,
    reattached: 0,
  });
  const agents = new Map<string, (code: number) => void>();
  d.activities = {
    host: {
      claimHost: async () => (d.calls.push('claimHost'), { hostId: 'h', hostQueue: HOST_QUEUE }),
      prepareResources: async ({ runId }: { runId: string }) => {
        d.calls.push('prepareResources');
        return {
          ...resolvedRun(runId, d.pipeline),
          ...(d.sealed ? { protocol: 'sealed', split: { sealed: 0.5, seed: 1 } } : {}),
        };
      },
      provisionWorkspace: async ({ resolved: r }: { resolved: ResolvedRun }) => {
        d.calls.push('provisionWorkspace');
        if (d.provisionFails)
          throw ApplicationFailure.nonRetryable('no room for the workspace', ERROR_TYPES.resourcesUnavailable);
        return workspaceOf(r.runId);
      },
      teardownWorkspace: async ({ workspace }: { workspace: WorkspaceRef }) =>
        void d.calls.push(`teardownWorkspace ${workspace.runId}`),
      writeRunMeta: async () => void d.calls.push('writeRunMeta'),
      releaseSnapshots: async ({ digests }: { digests: string[] }) => (
        d.releasedBatches.push(digests),
        { removed: digests, freedBytes: 0 }
      ),
      retainSnapshots: async ({ keep }: { keep: string[] | null }) => (
        d.retained.push(keep),
        { removed: [], freedBytes: 0, keptBytes: 0 }
      ),
      runAgent: async ({ workspace }: { workspace: WorkspaceRef }) => {
        d.calls.push('runAgent');
        d.mostAgentsAtOnce = Math.max(d.mostAgentsAtOnce, ++d.agentsRunning);
        try {
          const code = await new Promise<number>((resolve) => {
            exits.add(resolve);
            agents.set(workspace.runId, resolve);
            if (d.agentMs !== null) setTimeout(() => resolve(0), d.agentMs);
          });
          return exitOf(code);
        } finally {
          d.agentsRunning--;
        }
      },
      stopAgent: async ({ workspace, by }: { workspace: WorkspaceRef; by: string }) => {
        d.calls.push('stopAgent');
        d.stopAgentCalls.push({ by });
        agents.get(workspace.runId)?.(143);
      },
      // A reference pipeline's submission, as the real activity sends it: the run's submit Update.
      submitCheckpoint: async ({ runId, hostPath, final }: { runId: string; hostPath: string; final?: boolean }) => {
        d.calls.push('submitCheckpoint');
        const request = {
          ...submission(0, hostPath),
          model_path: hostPath,
          resolved_path: hostPath,
          ...(final ? { final: true } : {}),
        };
        return h.env.client.workflow.getHandle(runId).executeUpdate(submitUpdate, { args: [request] });
      },
      regradeTargets: async ({ digests }: { digests: string[] }) => ({
        evaluatorVersion: 'v2',
        kept: Object.fromEntries(digests.map((x) => [x, d.keptDigests.includes(x) ? `/snapshots/${x}` : null])),
      }),
      writeRestatement: async ({ restatement }: { restatement: Restatement }) => void d.restatements.push(restatement),
    },
    gpu: {
      evaluateBaseline: async ({ part }: { part?: string }) => {
        d.calls.push(part === 'sealed' ? 'evaluateBaseline sealed' : 'evaluateBaseline');
        return {
          score: part === 'sealed' ? 3 : 5,
          cached: false,
          evaluatorVersion: 'v',
          cacheKey: 'k',
          eval_seconds: 0,
        };
      },
      evaluateCheckpoint: async ({ submissionId, part }: { submissionId: number; part?: string }) => {
        const start = Date.now();
        await new Promise((r) => setTimeout(r, d.evalMs));
        d.evaluations.push({ submissionId, start, end: Date.now(), ...(part ? { part } : {}) });
        if (d.evalFails(submissionId) && part !== 'sealed')
          throw ApplicationFailure.nonRetryable('the evaluator was killed by SIGKILL', ERROR_TYPES.evaluatorCrashed);
        return {
          score: part === 'sealed' ? 70 + submissionId : d.score(submissionId),
          accuracy_summary: {},
          eval_seconds: d.evalMs / 1000,
          resultPath: '/nonexistent',
        };
      },
      runTrainingJob: async <K extends TrainingJobKind>(
        job: TrainingJob & { kind: K },
      ): Promise<TrainingJobResult<K>> => {
        d.trainingJobs.push(job);
        await new Promise((r) => setTimeout(r, d.trainingJobMs));
        const now = new Date().toISOString();
        const done = doneOf(job);
        const checkpoint =
          'checkpoint' in done && typeof done.checkpoint === 'string'
            ? { path: done.checkpoint, step: done.step as number }
            : null;
        return {
          jobId: job.jobId,
          kind: job.kind,
          outDir: job.outDir,
          attempt: 1,
          resumedFrom: null,
          checkpoint,
          stderr: `${job.outDir}/stderr.log`,
          devices: ['cpu'],
          startedAt: now,
          finishedAt: now,
          done,
        };
      },
      removeRoundCheckpoint: async ({ checkpoint }: { checkpoint: string }) =>
        void d.removedCheckpoints.push(checkpoint),
      writeTrainingReport: async ({ outDir }: { outDir: string }) => (
        d.trainingReports.push(outDir),
        `${outDir}/training.html`
      ),
    },
    control: {
      loadPriorRun: async ({ runId }: { runId: string }) => {
        if (!d.prior || d.prior.status.runId !== runId)
          throw ApplicationFailure.nonRetryable(`no run ${runId}`, ERROR_TYPES.resumeRefused);
        return d.prior;
      },
      writeReport: async ({ status }: { status: RunStatus }) => {
        d.calls.push('writeReport');
        d.reports.push(status);
        await new Promise((r) => setTimeout(r, d.reportMs));
        return { dir: '/r', json: `/r/${status.runId}/report.json`, markdown: '/r/report.md' };
      },
      recordResult: async () => void d.calls.push('recordResult'),
      clusterCapacity: async () => 2,
      // A cell's interval narrows as its runs come in: 20 points over 2 runs, 10 over 3, …
      cellIntervalWidth: async ({ results, minRuns }: { results: SweepRunResult[]; minRuns: number }) =>
        results.length < minRuns ? null : 60 / results.length,
      writeSweepReport: async ({ results }: { results: SweepRunResult[] }) => (
        d.sweepReports.push(results),
        { json: '/r/sweep.json', markdown: '/r/sweep.md' }
      ),
      loadFinishedRun: async ({ runId }: { runId: string }) => {
        if (!d.finishedRuns[runId]) throw ApplicationFailure.nonRetryable(`no run ${runId}`, ERROR_TYPES.resumeRefused);
        return d.finishedRuns[runId];
      },
      recordRestatement: async () => void d.calls.push('recordRestatement'),
      writeRegradeReport: async ({ regradeId }: { regradeId: string }) => ({
        json: `/r/${regradeId}/restatement.json`,
        markdown: `/r/${regradeId}/restatement.md`,
      }),
    },
  };
  return d;
}

/** Runs `body` with workers for the task queues, the doubles as their activities. */
export async function withWorkers(h: Harness, d: Doubles, body: () => Promise<void>): Promise<void> {
  const acts = d.activities;
  const connection = h.env.nativeConnection;
  const workers = await Promise.all([
    Worker.create({ connection, taskQueue: TASK_QUEUES.control, workflowBundle: h.bundle, activities: acts.control }),
    Worker.create({ connection, taskQueue: TASK_QUEUES.host, activities: acts.host }),
    // The pinned host's queue also writes the report, where the run's folder is.
    Worker.create({
      connection,
      taskQueue: HOST_QUEUE,
      activities: { ...acts.host, writeReport: (acts.control as { writeReport: unknown }).writeReport },
    }),
    Worker.create({ connection, taskQueue: TASK_QUEUES.gpu, activities: acts.gpu }),
    Worker.create({ connection, taskQueue: hostGpuTaskQueue('h'), activities: acts.gpu }),
  ]);
  const running = workers.map((w) => w.run());
  try {
    await body();
  } finally {
    // A failed expectation leaves runs and agent doubles waiting: end the agents, so the
    // workers (which wait for their activities) can stop.
    d.exitAgent(137);
    for (const w of workers) w.shutdown();
    await Promise.all(running);
  }
}

export const uniqueId = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(16).slice(2, 8)}`;

export async function waitFor(h: Harness, runId: string, pred: (s: RunStatus) => boolean): Promise<RunStatus> {
  const handle = h.env.client.workflow.getHandle(runId);
  for (let i = 0; i < 400; i++) {
    const s = await handle.query(statusQuery);
    if (pred(s)) return s;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`condition not reached; phase ${(await handle.query(statusQuery)).phase}`);
}

/**
 * With A2RL_RECORD_HISTORIES=1, writes a finished workflow's history to
 * test/histories/<workflow id>.json, which the replay test replays against the workflow code of
 * every later change (under that id: a workflow's commands name its children's ids).
 */
export async function recordHistory(h: Harness, workflowId: string): Promise<void> {
  if (process.env.A2RL_RECORD_HISTORIES !== '1') return;
  const history = await h.env.client.workflow.getHandle(workflowId).fetchHistory();
  fs.writeFileSync(fromRoot('test', 'histories', `${workflowId}.json`), historyToJSON(history));
}
