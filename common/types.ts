// Shapes that cross process boundaries: activity inputs and outputs, workflow state, API bodies.
// Field names of what the agent sees (submissions, run_meta) follow the reference harness.

import type { UsageTotals } from './llm-usage';
import type { ReproManifest } from './repro-manifest';
import type { BudgetPoint, SealedScore, Verdict } from './report-schema';
import type { Engine, SubmissionRecord, Uncertainty } from './submission';

export type Phase = 'preparing' | 'provisioning' | 'baseline' | 'agent' | 'finishing' | 'reporting' | 'done' | 'failed';

export interface TaskInfo {
  id: string;
  level: 1 | 2 | 3;
  title: string;
  evaluatorVersion: string;
  defaultBaseModel: string;
}

/** What prepareResources resolved: defaults filled in, caches ready. */
export interface ResolvedRun {
  runId: string;
  task: TaskInfo;
  /** `pipeline`: a reference agent run by the harness's trainingPipeline (agents/registry.ts). */
  agent: {
    id: string;
    title: string;
    pipeline?: {
      route: 'sft' | 'grpo' | 'sft+grpo' | 'sft+sft';
      params: Record<string, unknown>;
      taskParams?: Record<string, Record<string, unknown>>;
    };
  };
  baseModel: string;
  driver: string;
  modelDir: string;
  trainDataDir: string;
  heldoutDataDir: string;
  runDir: string;
  /** How the run is scored (absent in runs resolved before protocols: `reference`). */
  protocol?: import('./run-spec').Protocol;
  /** The task's sealed split, under the sealed protocol. */
  split?: { sealed: number; seed: number } | null;
  /** What the run's score depends on (common/repro-manifest.ts), less the workspace image; absent in runs resolved before manifests. */
  manifest?: Omit<ReproManifest, 'workspace_image'>;
}

export interface Mount {
  /** Path as the agent sees it. */
  target: string;
  /** Path on the host. */
  source: string;
  readOnly: boolean;
  /** What the agent finds there; decides which submissions a path may name. */
  role: 'workspace' | 'base-model' | 'data' | 'file' | 'system';
}

/** A provisioned workspace: everything later activities need to find it again after a crash. */
export interface WorkspaceRef {
  runId: string;
  backend: 'docker' | 'local';
  hostId: string;
  hostQueue: string;
  runDir: string;
  /** Host path of the agent's workspace root. */
  workspaceDir: string;
  /** The same root as the agent sees it ("/workspace" in a container). */
  agentRoot: string;
  /** Agent-visible path → host path; the first match (longest target) wins. */
  mounts: Mount[];
  containerName?: string;
  networkName?: string;
  /** The workspace container's image (Docker backend): its tag is a digest of its definition. */
  image?: string;
  /** Where the run's grading endpoint listens on the host, and the URL the agent is given. */
  gateway: { host: string; port: number; agentUrl: string };
}

export interface RunMeta {
  start_time: number | null;
  timeout_s: number;
  last_submit_time: number | null;
  end_time: number | null;
  /** Seconds of pauses of the working clock (synchronous evaluations, harness outages) so far. */
  paused_s: number;
  /** Epoch seconds since when the working clock is paused (null: it runs). */
  paused_since: number | null;
  /** The run spec's limits.workingTime less what an earlier execution used (null: no limit). */
  working_limit_s: number | null;
}

/** The submit Update's input from the gateway: the record's request fields, and what to evaluate. */
export interface SubmitRequest extends Pick<
  SubmissionRecord,
  'model_path' | 'resolved_path' | 'digest' | 'base_copy' | 'gpu' | 'code_revision'
> {
  /** The harness's read-only snapshot of the checkpoint, captured at submit time: what is evaluated. */
  host_path: string;
  /** The agent waits for the answer ("wait": true): its working clock pauses meanwhile. */
  wait?: boolean;
  /** The agent designates this checkpoint as its final one ("final": true). */
  final?: boolean;
}

export type BaseCopy = NonNullable<SubmissionRecord['base_copy']>;

/** A submission in the run's state; defined with the report's schema, whose entries derive from it. */
export type { SubmissionRecord } from './submission';
export type SubmissionStatus = SubmissionRecord['status'];

export interface SubmitResponse extends SubmissionRecord {
  best: SubmissionRecord | null;
  total_submissions: number;
  /** True when an unchanged checkpoint was submitted again and the earlier result returned. */
  cached: boolean;
  /**
   * The submission the sealed protocol will score at the end as the final checkpoint, as the
   * agent designated it so far ("final": true); null: none designated (its best on feedback is).
   */
  final_choice?: number | null;
}

/**
 * The submit Update's result: the agent's answer, and the run's clocks as they were when it was
 * given (run_meta.json is refreshed from them; absent from a worker older than this field).
 */
export interface SubmitOutcome extends SubmitResponse {
  run_meta?: RunMeta;
}

export interface EvaluationResult {
  score: number;
  error?: string;
  accuracy_summary: Record<string, unknown>;
  eval_seconds: number;
  resultPath: string;
  /** The LLM judge that scored it, for judged tasks. */
  judge_model?: string;
  engine?: Engine;
  uncertainty?: Uncertainty;
}

export interface BaselineResult {
  score: number;
  cached: boolean;
  evaluatorVersion: string;
  cacheKey: string;
  eval_seconds: number;
  judge_model?: string;
  engine?: Engine;
  uncertainty?: Uncertainty;
}

export interface AgentExit {
  exitCode: number | null;
  /** The agent itself was killed for memory. */
  oomKilled: boolean;
  /** Processes of the workspace killed for memory while it ran (the agent's children included). */
  oomKills?: number;
  startedAt: string | null;
  finishedAt: string | null;
  /** How many times a restarted worker re-attached to the running agent. */
  reattached: number;
  /** How many times the harness restarted the agent (resuming its session) after it died. */
  restarts?: number;
  /**
   * When the data disk was first seen below `workspace.hostDiskReserve` while the agent ran,
   * and what was free: writes to its (sparse) workspace image may have been lost.
   */
  hostDiskLow?: { at: string; freeBytes: number };
  error?: string;
}

/** Who stopped the agent: its budget, a stop signal, or a limit of the run spec's `limits`. */
export type StopCause = (typeof import('./run-spec').STOP_CAUSES)[number];

export interface AgentState {
  status: 'pending' | 'running' | 'exited' | 'stopped' | 'failed' | 'skipped';
  stoppedBy: StopCause | null;
  exit: AgentExit | null;
}

export interface ReportRef {
  dir: string;
  json: string;
  markdown: string;
  /** The route of the best submission ("none" without one), for sweeps that cannot read the report. */
  bestRoute?: string;
  /** The best so far and spend at shares of the budget, for sweeps that cannot read the report. */
  budgetCurve?: BudgetPoint[];
}

/** The `status` query: a run's whole durable state, small enough to return at once. */
export interface RunStatus {
  runId: string;
  phase: Phase;
  spec: import('./run-spec').RunSpec;
  resolved: ResolvedRun | null;
  workspace: WorkspaceRef | null;
  meta: RunMeta;
  baseline: BaselineResult | null;
  submissions: SubmissionRecord[];
  best: SubmissionRecord | null;
  agent: AgentState;
  stopRequested: { reason: string } | null;
  /** A limit of the run spec the gateway saw reached: the agent is stopped for it. */
  limitReached: { stop: StopCause; message: string } | null;
  /** LLM usage through the run's gateway, as last reported by the host (null: no call yet). */
  llm: UsageTotals | null;
  submissionsOpen: boolean;
  /**
   * Submissions this execution accepted but could not evaluate: the evaluation activity failed
   * after its retries (the evaluator crashed or timed out, its worker was lost). The harness's
   * failures, not the checkpoint's: an evaluator's own `error` (a checkpoint that does not load)
   * is not in here. Submissions carried over by a resume are not either.
   */
  evaluationFailures: Array<{ submission_id: number; error: string }>;
  error: string | null;
  report: ReportRef | null;
  /** The run this execution resumed, and the agent budget that run had used. */
  resumedFrom: string | null;
  budgetUsedBefore: number;
  /** Submissions the agent marked "final": true, in the order it did (sealed protocol; absent in older runs). */
  finalRequests?: number[];
  /** Each checkpoint's harness snapshot on the run's host, by digest: what the sealed score evaluates. */
  snapshots?: Record<string, string>;
  /** The sealed score of the final checkpoint (sealed protocol), once the run has taken it. */
  sealed?: SealedScore | null;
}

/** What benchmarkRun returns (and, on failure, carries in its RunFailed failure's details). */
export interface RunOutcome {
  runId: string;
  phase: Phase;
  task: string;
  agent: string;
  driver: string | null;
  baseModel: string | null;
  baseline: number | null;
  best: number | null;
  /** The best submission's standard error and interval over its items (absent: none, or recorded before intervals). */
  bestUncertainty?: Uncertainty | null;
  /** How the run was scored (absent: recorded before protocols, `reference`). */
  protocol?: import('./run-spec').Protocol;
  /** Under the sealed protocol: the final checkpoint's sealed score, its interval, and the gap feedback best − sealed. */
  sealed?: Pick<SealedScore, 'score' | 'uncertainty' | 'baseline' | 'gap'> | null;
  improvement: number | null;
  submissions: number;
  report: string | null;
  error: string | null;
  /** LLM spend through the run's gateway, USD (null: no call). */
  costUsd?: number | null;
  /** How the run ended (common/verdict.ts): completed, agent-failed or harness-error, and why. */
  verdict: Verdict;
  verdictCause: string;
  /** From the report, which is on the run's host: the best submission's route, the budget curve, and the manifest. */
  bestRoute?: string;
  budgetCurve?: BudgetPoint[];
  manifest?: ReproManifest | null;
}

/** One cell of a sweep: its run's outcome, keyed by the cell. */
export interface SweepRunResult extends RunOutcome {
  key: string;
  seed: number;
}

/** What benchmarkSweep returns, and its `status` query. */
export interface SweepStatus {
  sweepId: string;
  total: number;
  concurrency: number;
  running: string[];
  results: SweepRunResult[];
  report: { json: string; markdown: string } | null;
  /** Cells not run because their seeds' interval was narrow enough (spec `stopWhen`). */
  skipped?: Array<{ key: string; reason: string }>;
}
