import path from 'node:path';
import { fromRoot } from '../common/paths';
import type { AgentEntry } from './registry';

// What a workspace backend needs to start a stack: its argv, its environment (non-secret
// settings, and the passthrough variables read from this worker's environment), and the folders
// to mount. Launched stacks run the harness launcher, which reads the plan from A2RL_LAUNCH.

export const LAUNCHER_DIR = fromRoot('agents', 'launcher');

export interface StackPaths {
  /** The stack's folder, the launcher folder and its install folder, as the agent sees them. */
  agentDir: string;
  launcherDir: string;
  toolsDir: string;
}

export function stackCommand(agent: AgentEntry, p: StackPaths): string[] {
  const m = agent.manifest;
  if (m.launch) return ['node', path.posix.join(p.launcherDir, 'launch.cjs')];
  return m.command ?? ['true']; // a reference (pipeline) agent's container never starts
}

/** Non-secret environment of the stack (serializable: it may be stored with the workspace). */
export function stackEnv(agent: AgentEntry, p: StackPaths, agentEnv: Record<string, string>): Record<string, string> {
  const m = agent.manifest;
  const env: Record<string, string> = { ...m.env, ...agentEnv, AGENT_DIR: p.agentDir };
  if (m.install.kind !== 'none') env.AGENT_TOOLS = p.toolsDir;
  if (m.launch) {
    env.A2RL_LAUNCH = JSON.stringify({
      id: agent.id,
      argv: m.launch.argv,
      resume: m.launch.resume,
      session: m.launch.session,
      promptFile: path.posix.join(p.agentDir, m.launch.prompt),
      resumePrompt: m.launch.resumePrompt,
      files: m.launch.files,
      expandEnv: [...new Set([...Object.keys(m.env), ...Object.keys(agentEnv)])],
    });
  }
  return env;
}

/** PATH entries of the stack's installed CLI (npm bin links, or a venv's bin). */
export function stackPath(agent: AgentEntry, toolsDir: string): string[] {
  const kind = agent.manifest.install.kind;
  if (kind === 'npm') return [path.posix.join(toolsDir, 'node_modules', '.bin')];
  if (kind === 'pypi') return [path.posix.join(toolsDir, 'venv', 'bin')];
  return [];
}

/** The passthrough variables (API keys, base URLs) set in this worker's environment. */
export function passedEnv(agent: AgentEntry, source: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of agent.manifest.passEnv) if (source[name]) out[name] = source[name]!;
  return out;
}

/** Values that must never appear in what the harness writes (keys of this stack, as set here). */
export function secretValues(
  agent: AgentEntry,
  source: NodeJS.ProcessEnv = process.env,
): Array<{ name: string; value: string }> {
  return agent.manifest.secretEnv
    .filter((n) => (source[n] ?? '').length >= 8)
    .map((name) => ({ name, value: source[name]! }));
}
