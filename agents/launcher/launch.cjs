#!/usr/bin/env node
'use strict';
// The harness launcher of a coding-agent CLI, run inside the workspace (no dependencies: it runs
// on the container's Node). It starts the CLI headless with the run's driver model and the
// stack's prompt, or, when an earlier start left a session behind (the agent died before its
// budget and the harness restarted it), resumes that session with the stack's resume argv.
//
// stdout is the CLI's own stdout, byte for byte (the harness parses it); the launcher's notes go
// to stderr. stdin is closed (some CLIs append piped stdin to the prompt). Its exit status is the
// CLI's (128 + signal number when a signal ended it). State lives in $HOME/.a2rl-launcher on the
// run's persistent volume: session.json (the session id and whether the CLI confirmed it) and
// attempts.jsonl (one line per start and exit).
//
// Input: A2RL_LAUNCH (JSON: argv, resume, session, promptFile, resumePrompt, files, expandEnv),
// A2RL_DRIVER (the driver model), HOME, WORKSPACE.

const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const note = (msg) => process.stderr.write(`[a2rl-launcher] ${msg}\n`);
const plan = JSON.parse(process.env.A2RL_LAUNCH || '{}');
const home = process.env.HOME || os.homedir();
const stateDir = path.join(home, '.a2rl-launcher');
const stateFile = path.join(stateDir, 'session.json');
const attemptsFile = path.join(stateDir, 'attempts.jsonl');

/** ${VAR} and ${VAR:-default} from the environment. */
function expand(text, env) {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g, (_, name, dflt) => {
    const v = env[name];
    return v !== undefined && v !== '' ? v : dflt !== undefined ? dflt : '';
  });
}

function readState() {
  try {
    return JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  } catch {
    return { session: null, confirmed: false, attempts: 0 };
  }
}

function writeState(state) {
  fs.writeFileSync(stateFile + '.tmp', JSON.stringify(state));
  fs.renameSync(stateFile + '.tmp', stateFile);
}

function remainingSeconds() {
  try {
    const meta = JSON.parse(
      fs.readFileSync(path.join(process.env.WORKSPACE || process.cwd(), 'run_meta.json'), 'utf8'),
    );
    if (!meta.start_time) return null;
    return Math.max(0, Math.round(meta.timeout_s - (Date.now() / 1000 - meta.start_time)));
  } catch {
    return null;
  }
}

function main() {
  if (!Array.isArray(plan.argv) || !Array.isArray(plan.resume)) {
    note('A2RL_LAUNCH is missing or malformed');
    process.exit(2);
  }
  fs.mkdirSync(stateDir, { recursive: true });
  const env = { ...process.env };
  for (const name of plan.expandEnv || []) if (env[name] !== undefined) env[name] = expand(env[name], process.env);
  for (const [rel, body] of Object.entries(plan.files || {})) {
    const file = path.join(home, rel);
    if (fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, expand(body, env));
  }

  const state = readState();
  // Resume only a session the CLI has shown to exist; otherwise start afresh.
  const resuming = Boolean(state.session && state.confirmed);
  if (!resuming) {
    state.session = plan.session && plan.session.from === 'uuid' ? crypto.randomUUID() : null;
    state.confirmed = false;
  }
  state.attempts = (state.attempts || 0) + 1;
  writeState(state);

  let prompt;
  if (resuming) {
    const left = remainingSeconds();
    prompt = plan.resumePrompt + (left !== null ? ` About ${Math.floor(left / 60)} minutes of the budget remain.` : '');
  } else {
    prompt = fs.readFileSync(plan.promptFile, 'utf8').trim();
  }
  const fill = (a) =>
    a
      .replace(/\{driver\}/g, process.env.A2RL_DRIVER || '')
      .replace(/\{session\}/g, state.session || '')
      .replace(/\{prompt\}/g, prompt);
  const argv = (resuming ? plan.resume : plan.argv).map((a) => expand(fill(a), env));
  const record = (entry) =>
    fs.appendFileSync(
      attemptsFile,
      JSON.stringify({ ts: new Date().toISOString(), attempt: state.attempts, ...entry }) + '\n',
    );
  record({ event: 'start', mode: resuming ? 'resume' : 'fresh', session: state.session });
  note(`attempt ${state.attempts}: ${resuming ? `resuming session ${state.session}` : 'fresh start'} (${argv[0]})`);

  // Sessions the CLI keeps as folders (one per conversation): the folder that appears is it. The
  // folders that exist are listed before the CLI starts (it may create its own at once).
  const sessionDir = plan.session.from === 'dir' && !state.confirmed ? path.join(home, plan.session.dir) : null;
  const before = new Set(sessionDir && fs.existsSync(sessionDir) ? fs.readdirSync(sessionDir) : []);

  const child = spawn(argv[0], argv.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let carry = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (state.confirmed) return;
    carry += chunk.toString('utf8');
    const lines = carry.split('\n');
    carry = lines.pop();
    for (const line of lines) confirmSession(line);
  });
  child.stderr.pipe(process.stderr);

  // The session folder is polled while the CLI runs, and checked once more when it exits (a
  // short-lived CLI may create its folder and die between two polls).
  let watch = null;
  let checkSessionDir = () => {};
  if (sessionDir) {
    checkSessionDir = () => {
      if (state.confirmed || !fs.existsSync(sessionDir)) return;
      const fresh = fs.readdirSync(sessionDir).filter((d) => !before.has(d));
      if (!fresh.length) return;
      state.session = fresh[0];
      state.confirmed = true;
      writeState(state);
      record({ event: 'session', session: state.session });
      clearInterval(watch);
    };
    watch = setInterval(checkSessionDir, 1000);
  }

  function confirmSession(line) {
    if (state.confirmed) return;
    if (plan.session.from === 'dir') return;
    if (plan.session.from === 'uuid') {
      if (!line.includes(state.session)) return;
    } else {
      let obj;
      try {
        obj = JSON.parse(line);
      } catch {
        return;
      }
      const id = obj && typeof obj[plan.session.field] === 'string' ? obj[plan.session.field] : null;
      if (!id) return;
      state.session = id;
    }
    state.confirmed = true;
    writeState(state);
    record({ event: 'session', session: state.session });
  }

  // The harness stops the container with SIGTERM: pass it to the CLI's process group.
  for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(sig, () => {
      note(`${sig}: stopping the agent`);
      try {
        process.kill(-child.pid, sig);
      } catch {
        /* gone */
      }
    });
  }
  child.on('error', (err) => {
    note(`cannot start ${argv[0]}: ${err.message}`);
    record({ event: 'exit', code: 127, signal: null });
    process.exit(127);
  });
  child.on('exit', (code, signal) => {
    if (watch) clearInterval(watch);
    checkSessionDir();
    if (carry) confirmSession(carry);
    record({ event: 'exit', code, signal });
    note(`agent exited: ${signal ? `signal ${signal}` : `code ${code}`}`);
    const status = signal ? 128 + (os.constants.signals[signal] || 0) : code;
    process.stdout.write('', () => process.exit(status));
  });
}

main();
