// Every path under a run's folder (<dataDir>/runs/<runId>/, `config.runDir`), defined once.
// Joined with '/', not node:path, so workflow code can name them too.
import { TRAINING_METRICS_FILE } from './training';

/** The run's files; `.a2rl/` holds the harness's state, which the agent never sees. */
export function runPaths(runDir: string) {
  const at = (...parts: string[]) => [runDir.replace(/\/+$/, ''), ...parts].join('/');
  const state = (name: string) => at('.a2rl', name);
  return {
    dir: runDir,
    /** The agent's root: in a container run, the mount point of the run's disk image. */
    workspace: at('workspace'),
    /** The agent's output as the operator reads it, and its two streams as they came. */
    agentLog: at('agent.log'),
    agentStdout: at('agent.stdout.jsonl'),
    agentStderr: at('agent.stderr.log'),
    /** The agent's stream events and the harness's records of its starts and exits. */
    events: at('events.jsonl'),
    /** The LLM gateway's ledger: every call the agent made through it (gateway/llm/ledger.ts). */
    llmCalls: at('llm-calls.jsonl'),
    /** The egress proxy's log: every connection the agent tried through it (gateway/egress-log.ts). */
    egress: at('egress.jsonl'),
    /** The grading endpoint's refusals (gateway/grading-log.ts). */
    grading: at('grading.jsonl'),
    /** What the harness saw of the agent pushing at its walls (run/observations.ts). */
    observations: at('observations.json'),
    /** A training pipeline's metrics, one JSON line per event (common/training.ts). */
    trainingMetrics: at(TRAINING_METRICS_FILE),
    /** The submissions as the run recorded them, written with the report. */
    scores: at('scores.json'),
    /** The code history: a bare git repository of the agent's code/ (run/code-history.ts). */
    codeHistory: at('code.git'),
    /** One folder per evaluation (evaluation/parts.ts names them). */
    evaluations: at('evaluations'),
    report: at('report'),
    reportJson: at('report', 'report.json'),
    reportMarkdown: at('report', 'report.md'),
    reportHtml: at('report', 'report.html'),
    /** The run's final workflow state, from which the report is rebuilt. */
    reportState: at('report', 'state.json'),
    restatements: at('report', 'restatements'),
    state: at('.a2rl'),
    /** The run's grading token. */
    token: state('token'),
    /** The container workspace's filesystem image (its size is the agent's disk quota). */
    workspaceImage: state('workspace.ext4'),
    /** The frozen copies of submitted checkpoints (gateway/snapshot.ts). */
    snapshots: state('snapshots'),
    /** The harness's records of the agent's starts and exits. */
    agentHistory: state('agent-history.jsonl'),
    /** Stream events of earlier containers of the run (a resumed run gets a new container). */
    agentEventsEarlier: state('agent-events-earlier.jsonl'),
    /** Who stopped the agent, and when. */
    stopRequest: state('stop.json'),
    /** The local backend's agent process: its command, pid, exit status, gateway port and streams. */
    localAgent: {
      command: state('agent.json'),
      pid: state('agent.pid'),
      exit: state('agent.exit'),
      gatewayPort: state('gateway.port'),
      stdout: state('agent.stdout'),
      stderr: state('agent.stderr'),
    },
  };
}

export type RunPaths = ReturnType<typeof runPaths>;
