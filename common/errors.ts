// Every error type the harness gives a Temporal failure (ApplicationFailure's `type`), in one
// place: workflows, activities, the gateway and the CLI match on these names, and retry policies
// list them. The values are part of recorded histories: never rename one.

export const ERROR_TYPES = {
  // from a run's workflow to its clients (gateway, CLI)
  submissionsClosed: 'SubmissionsClosed',
  invalidSubmission: 'InvalidSubmission',
  invalidRunSpec: 'InvalidRunSpec',
  baselineFailed: 'BaselineFailed',
  taskNotFound: 'TaskNotFound',
  agentNotFound: 'AgentNotFound',
  resourcesUnavailable: 'ResourcesUnavailable',
  runFailed: 'RunFailed',
  resumeRefused: 'ResumeRefused',
  // workspaces and agents
  agentNotInstalled: 'AgentNotInstalled',
  agentStartFailed: 'AgentStartFailed',
  notEnoughGpus: 'NotEnoughGpus',
  workspaceLost: 'WorkspaceLost',
  /** The workspace's filesystem went read-only under a running agent (an error under its image). */
  workspaceReadOnly: 'WorkspaceReadOnly',
  /** A host that runs its `maxRuns` refuses another (retryable: another host may take it). */
  hostFull: 'HostFull',
  // evaluation and training jobs (retryable: another attempt may succeed)
  cancelled: 'Cancelled',
  evaluatorCrashed: 'EvaluatorCrashed',
  /** An evaluation's worker was lost more often than it may be (evaluation/attempts.ts). */
  evaluationLost: 'EvaluationLost',
  trainingJobCrashed: 'TrainingJobCrashed',
  // training pipelines
  invalidTrainingJob: 'InvalidTrainingJob',
  invalidTrainingSpec: 'InvalidTrainingSpec',
  trainingFailed: 'TrainingFailed',
  // the fault injection of the crash tests (config `faults`)
  injectedFault: 'InjectedFault',
} as const;
