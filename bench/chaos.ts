// The chaos campaign: runs of the scripted agent (many submissions without retries, "wait" true
// and false, checkpoints of several sizes, a child and the agent itself killed for memory), and
// one of the real example agent (unless --no-example), go on, --concurrency at a
// time, while a driver injects faults at moments drawn from --seed: kill -9 of the host, GPU and
// control workers (--kills each, each started again after a random 0–3 s), restarts of the
// Temporal server (--server-restarts) and of the machine's Docker engine (--dockerd-restarts:
// this bench stops the running dockerd and starts it again with the same command line), and a
// full data disk for 15 s (--disk-fulls; the data folder is a loop-mounted ext4 of
// --data-disk-gib, filled by a ballast file to 16 MiB free), and a slow data disk for 30 s
// (--slow-disks: every read and write of its image waits 100 ms). When the faults are spent and every run has ended, it
// checks the invariants and prints a markdown section (results in bench/RELIABILITY.md):
// submissions answered vs recorded (lost: answered but not in the run's final state, or with
// another score), evaluations scheduled twice for one submission, runs that did not end, reports
// that disagree with their workflow's state, and what was left behind (containers, networks,
// firewall chains, GPU leases, processes, mounts).
//
//   node dist/bench/chaos.js [--seed 1] [--kills 20] [--server-restarts 4] [--dockerd-restarts 2] [--disk-fulls 2] [--slow-disks 2] [--data-disk-gib 24] [--no-example] [--concurrency 3] [--interval 10]
//
// Real Temporal dev server (SQLite), Docker engine, evaluation sandbox and gateway process.
import { WorkflowFailedError } from '@temporalio/client';
import { defaultPayloadConverter } from '@temporalio/common';
import { temporal } from '@temporalio/proto';
import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMountPoint, mountsUnder } from '../workspace/images';
import { fromRoot } from '../common/paths';
import { startRun } from '../client/runs';
import type { RunStatus } from '../common/types';
import type { Verdict } from '../common/report-schema';
import { runVerdict } from '../common/verdict';
import { docker } from '../test/helpers/docker';
import { freeTestRuns } from '../test/helpers/llm-mock';
import { removeTestDir } from '../test/helpers/test-dirs';
import { withWorkspace } from '../test/helpers/workspace';
import {
  gatewayPid,
  killHard,
  seedBaseModel,
  spawnWorker,
  startStack,
  stopChild,
  stopGatewayProcess,
  waitForStatus,
  type TestStack,
} from '../test/helpers/stack';
import { seededRandom } from '../common/random';
import { dockerLeftovers } from './common';
import { runPaths } from '../common/run-paths';

type Role = 'host' | 'gpu' | 'control';
type Fault = Role | 'server' | 'dockerd' | 'disk-full' | 'slow-disk';

/**
 * The campaign's data folder: a loop-mounted ext4 of its own, which the disk-full fault fills,
 * whose image file lies in a FUSE mirror (bench/slowfs, built with Go on first use) that the
 * slow-disk fault slows down: then every block the loop device reads or writes waits.
 */
async function dataDisk(
  gib: number,
): Promise<{ dir: string; slow: (seconds: number) => Promise<void>; remove: () => Promise<void> }> {
  const slowfs = fromRoot('.tools', 'slowfs');
  if (!fs.existsSync(slowfs))
    execFileSync('go', ['build', '-o', slowfs, '.'], { cwd: fromRoot('bench', 'slowfs'), stdio: 'inherit' });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-chaos-disk-'));
  const [backing, mirror, dir] = ['backing', 'slow', 'data'].map((d) => path.join(root, d));
  for (const d of [backing, mirror, dir]) fs.mkdirSync(d);
  const fuse = spawn(slowfs, ['-delay', `${SLOW_DISK_DELAY_MS}ms`, backing, mirror], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    fuse.once('exit', (code) => reject(new Error(`slowfs exited with ${code} before its mount was ready`)));
    fuse.stdout!.once('data', () => resolve());
  });
  const image = path.join(mirror, 'data.ext4');
  fs.closeSync(fs.openSync(image, 'w'));
  fs.truncateSync(image, gib * 1024 ** 3);
  execFileSync('mkfs.ext4', ['-q', '-F', '-m', '0', image]);
  execFileSync('mount', ['-o', 'loop', image, dir]);
  return {
    dir,
    async slow(seconds: number) {
      fuse.kill('SIGUSR1');
      await new Promise((r) => setTimeout(r, seconds * 1000));
      fuse.kill('SIGUSR2');
    },
    async remove() {
      fuse.kill('SIGUSR2');
      try {
        execFileSync('umount', [dir]); // the loop device goes with it
      } finally {
        fuse.kill('SIGTERM');
        await new Promise((r) => (fuse.exitCode !== null ? r(undefined) : fuse.once('exit', r)));
        removeTestDir(root);
      }
    },
  };
}

/** How long each read, write, flush and fsync of the data disk's image waits while the disk is slow (about 1 MB/s with fsync). */
const SLOW_DISK_DELAY_MS = 100;
/** How long a slow-disk fault lasts. */
const SLOW_DISK_SECONDS = 30;

/**
 * Fills the data disk to (nearly) no free space for `seconds`, as a runaway log or another job
 * would: ballast files of what is free less a margin (a large file's own extent blocks, and the
 * runs' writes meanwhile, take some), until one no longer fits.
 */
async function fillDisk(dir: string, seconds: number): Promise<void> {
  for (let i = 0; i < 8; i++) {
    const disk = fs.statfsSync(dir);
    const size = disk.bavail * disk.bsize - (64 << i) * 1024 ** 2; // a wider margin after each miss
    if (size < 64 * 1024 ** 2) break;
    try {
      execFileSync('fallocate', ['-l', String(size), path.join(dir, `ballast-${i}`)], { stdio: 'ignore' });
    } catch {
      fs.rmSync(path.join(dir, `ballast-${i}`), { force: true });
    }
  }
  await new Promise((r) => setTimeout(r, seconds * 1000));
  for (const f of fs.readdirSync(dir)) if (f.startsWith('ballast-')) fs.rmSync(path.join(dir, f), { force: true });
}

/**
 * Restarts the machine's Docker engine as it was started (its pid file and command line): the
 * engine's own restart, as an upgrade or a crash loop does it. With live-restore on (as setup
 * starts it) containers run on; without, they are stopped.
 */
async function restartDockerd(): Promise<void> {
  const pid = Number(fs.readFileSync('/var/run/docker.pid', 'utf8').trim());
  const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 120 && fs.existsSync(`/proc/${pid}`); i++) await new Promise((r) => setTimeout(r, 500));
  const log = fs.openSync('/var/log/a2rl-dockerd.log', 'a');
  spawn(argv[0], argv.slice(1), { detached: true, stdio: ['ignore', log, log] }).unref();
  fs.closeSync(log);
  await retrying('the Docker engine back', () => docker.ping());
}

/** The agents' scripts, in turn: what a long benchmark's agents do to the grading API. */
const SCRIPTS: Array<{ name: string; script: string; memory?: string; verdict?: Verdict }> = [
  {
    name: 'many submits, wait',
    script: Array.from({ length: 12 }, (_, i) => `ckpt:w${i}:${10 + i} once:w${i} sleep:2`).join(' '),
  },
  {
    name: 'wait false, then wait',
    script: [
      ...Array.from({ length: 8 }, (_, i) => `ckpt:n${i}:${20 + i} nowait:n${i} sleep:2`),
      'ckpt:n8:50 once:n8',
    ].join(' '),
  },
  {
    name: 'checkpoints of 1, 50 and 200 MiB',
    script:
      'ckpt:s1:30 once:s1 sleep:3 ckpt:s2:40 pad:s2:50 once:s2 sleep:3 ckpt:s3:45 pad:s3:200 once:s3 sleep:3 once:s2',
  },
  {
    name: 'a child killed for memory',
    script: 'ckpt:o1:25 once:o1 hog:600 sleep:2 ckpt:o2:35 once:o2 sleep:3 once:o1',
    memory: '384m',
  },
  {
    name: 'the agent killed for memory',
    script: 'ckpt:k1:25 once:k1 sleep:2 ckpt:k2:35 once:k2 sleep:2 oom:600',
    memory: '384m',
    verdict: 'agent-failed',
  },
];

interface RunRecord {
  runId: string;
  script: string;
  /** The verdict its script earns when no fault gets in its way. */
  verdict: Verdict;
}

async function retrying<T>(what: string, fn: () => Promise<T>, tries = 60): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= tries) throw new Error(`${what}: ${(err as Error).message}`, { cause: err });
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** What the agent was answered: the bodies of its submits that carry a submission id. */
type Answer = { submission_id: number; score?: number | null };

function answers(dir: string): Answer[] {
  const out: Answer[] = [];
  for (const file of ['answers.jsonl', 'responses.jsonl']) {
    const p = path.join(dir, 'output', file);
    if (!fs.existsSync(p)) continue;
    for (const line of fs.readFileSync(p, 'utf8').split('\n')) {
      try {
        const body = JSON.parse(line) as Partial<Answer>;
        if (typeof body.submission_id === 'number') out.push(body as Answer);
      } catch {
        /* an empty or cut line */
      }
    }
  }
  return out;
}

/** The verdict causes of runs a full data disk fails. */
const DISK_CAUSES = [
  "the harness's data disk fell below its reserve",
  "agent supervision failed: the workspace's disk image went read-only",
];

/** The activities of a history that failed or timed out, by type, with counts (" (timed out: evaluateBaseline ×3)"). */
function failedActivities(events: temporal.api.history.v1.IHistoryEvent[]): string {
  const types = new Map<string, string>();
  for (const e of events) {
    const name = e.activityTaskScheduledEventAttributes?.activityType?.name;
    if (name) types.set(String(e.eventId), name);
  }
  const count = (
    pick: (e: temporal.api.history.v1.IHistoryEvent) => { scheduledEventId?: unknown } | null | undefined,
  ) => {
    const n = new Map<string, number>();
    for (const e of events) {
      const a = pick(e);
      if (!a) continue;
      const name = types.get(String(a.scheduledEventId)) ?? '?';
      n.set(name, (n.get(name) ?? 0) + 1);
    }
    return [...n].map(([k, v]) => `${k} ×${v}`).join(', ');
  };
  const timedOut = count((e) => e.activityTaskTimedOutEventAttributes);
  const failed = count((e) => e.activityTaskFailedEventAttributes);
  return [timedOut && `timed out: ${timedOut}`, failed && `failed: ${failed}`]
    .filter(Boolean)
    .map((s) => ` (${s})`)
    .join('');
}

/** The harness's firewall chains on this machine (one per run's network). */
function firewallChains(): string[] {
  return execFileSync('iptables', ['-S'], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.startsWith('-N A2RL-'))
    .map((l) => l.slice(3));
}

/** Keeps a run that went wrong: its workflow history and its run folder's small files (logs, events; no disk images or checkpoints). */
function keepEvidence(dir: string, runId: string, history: temporal.api.history.v1.IHistory, runDir: string): void {
  fs.mkdirSync(path.join(dir, runId), { recursive: true });
  fs.writeFileSync(
    path.join(dir, runId, 'history.json'),
    JSON.stringify(
      temporal.api.history.v1.History.toObject(temporal.api.history.v1.History.fromObject(history), {
        longs: String,
        enums: String,
      }),
      null,
      1,
    ),
  );
  const small = (src: string) => {
    const st = fs.lstatSync(src);
    return st.isDirectory() ? !isMountPoint(src) : st.size < 4 * 1024 ** 2;
  };
  fs.cpSync(runDir, path.join(dir, runId, 'run'), { recursive: true, filter: small });
}

/** What an agent that logs its answers was answered: the example agent's "grading response: {…}" lines. */
function loggedAnswers(runDir: string): Answer[] {
  const log = runPaths(runDir).agentLog;
  if (!fs.existsSync(log)) return [];
  return [...fs.readFileSync(log, 'utf8').matchAll(/grading response: (\{.*\})$/gm)]
    .map((m) => JSON.parse(m[1]) as Partial<Answer>)
    .filter((b): b is Answer => typeof b.submission_id === 'number');
}

async function main() {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '1' },
      kills: { type: 'string', default: '20' },
      'server-restarts': { type: 'string', default: '4' },
      'dockerd-restarts': { type: 'string', default: '2' },
      'disk-fulls': { type: 'string', default: '2' },
      'slow-disks': { type: 'string', default: '2' },
      'data-disk-gib': { type: 'string', default: '24' },
      'no-example': { type: 'boolean', default: false },
      concurrency: { type: 'string', default: '3' },
      interval: { type: 'string', default: '10' },
    },
  });
  const rand = seededRandom(Number(values.seed));
  const kills = Number(values.kills);
  const faults: Fault[] = [
    ...(['host', 'gpu', 'control'] as const).flatMap((r) => Array<Fault>(kills).fill(r)),
    ...Array<Fault>(Number(values['server-restarts'])).fill('server'),
    ...Array<Fault>(Number(values['dockerd-restarts'])).fill('dockerd'),
    ...Array<Fault>(Number(values['disk-fulls'])).fill('disk-full'),
    ...Array<Fault>(Number(values['slow-disks'])).fill('slow-disk'),
  ];
  for (let i = faults.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [faults[i], faults[j]] = [faults[j], faults[i]];
  }

  const disk = await dataDisk(Number(values['data-disk-gib']));
  // Chains another job left on this machine are not the campaign's.
  const chainsBefore = new Set(firewallChains());
  const stack: TestStack = await startStack('chaos', { A2RL_DATA_DIR: disk.dir });
  const evidence = fromRoot('.a2rl', 'chaos', `seed-${values.seed}-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  seedBaseModel(stack.config);
  const procs: Record<Role, ChildProcess> = {
    control: spawnWorker(stack, 'control', 'control-0'),
    host: spawnWorker(stack, 'host', 'host-0'),
    gpu: spawnWorker(stack, 'gpu', 'gpu-0'),
  };
  const restarts: Record<Role, number> = { control: 0, host: 0, gpu: 0 };
  const injected: Array<{ at: number; fault: Fault }> = [];
  const runs: RunRecord[] = [];
  const started = Date.now();
  let faultsDone = false;
  try {
    /** Starts a run and resolves when it has ended (a failed run has ended too). */
    const launch = async (
      spec: { task: string; agent: string } & Record<string, unknown>,
      script: string,
      verdict: Verdict,
    ): Promise<void> => {
      const runId = await retrying('start a run', () =>
        startRun(stack.client, { budget: '10m', stopGrace: 5, timeouts: { heartbeat: '5s' }, ...spec }),
      );
      runs.push({ runId, script, verdict });
      // Only a lost connection (a server restart) is tried again.
      const end = () =>
        stack.client.workflow
          .getHandle(runId)
          .result()
          .then(
            () => undefined,
            (err) => {
              if (!(err instanceof WorkflowFailedError)) throw err;
            },
          );
      await retrying(`the end of ${runId}`, end, 1000);
    };
    // The real example agent (SmolLM2-135M fine-tuned in its container, scored by the Python
    // evaluator on arith's held-out split) once, beside the scripted runs.
    const example = !values['no-example']
      ? launch(
          {
            task: 'arith',
            agent: 'example',
            budget: '40m',
            agentEnv: { EXAMPLE_STEPS: '20', EXAMPLE_SUBMISSIONS: '2', EXAMPLE_THREADS: '1' },
          },
          'the example agent on arith',
          'completed',
        )
      : Promise.resolve();
    // Scripted runs go on, `concurrency` at a time, until the faults are spent.
    const launcher = (async () => {
      const active = new Set<Promise<void>>();
      for (let i = 0; !faultsDone;) {
        if (active.size >= Number(values.concurrency)) {
          await Promise.race(active);
          continue;
        }
        const s = SCRIPTS[i++ % SCRIPTS.length];
        const spec = {
          task: 'scripted-score',
          agent: 'scripted',
          ...(s.memory ? { workspace: { memory: s.memory } } : {}),
          agentEnv: { SCRIPT: s.script },
        };
        const done = launch(spec, s.name, s.verdict ?? 'completed');
        active.add(done);
        void done.finally(() => active.delete(done));
      }
      await Promise.all([...active, example]);
    })();

    for (const fault of faults) {
      await new Promise((r) => setTimeout(r, Number(values.interval) * (0.5 + rand()) * 1000));
      injected.push({ at: (Date.now() - started) / 1000, fault });
      if (fault === 'server' || fault === 'dockerd' || fault === 'disk-full' || fault === 'slow-disk') {
        const inject = {
          server: () => stack.restartServer(),
          dockerd: restartDockerd,
          'disk-full': () => fillDisk(disk.dir, 15),
          'slow-disk': () => disk.slow(SLOW_DISK_SECONDS),
        }[fault];
        await inject();
        continue;
      }
      await killHard(procs[fault]);
      await new Promise((r) => setTimeout(r, rand() * 3000));
      restarts[fault] += 1;
      procs[fault] = spawnWorker(stack, fault, `${fault}-${restarts[fault]}`);
    }
    faultsDone = true;
    await launcher;
    const campaignS = (Date.now() - started) / 1000;

    // The invariants, run by run.
    let answered = 0;
    let lost = 0;
    let twice = 0;
    let notEnded = 0;
    let inconsistent = 0;
    let refused = 0;
    let diskFailed = 0;
    const verdicts = new Map<string, number>();
    const problems: string[] = [];
    for (const r of runs) {
      const handle = stack.client.workflow.getHandle(r.runId);
      const desc = await retrying('describe', () => handle.describe());
      if (desc.status.name === 'RUNNING') {
        notEnded += 1;
        problems.push(`${r.runId}: still running`);
        continue;
      }
      const final: RunStatus = await retrying('status', () => waitForStatus(stack.client, r.runId, () => true));
      const v = runVerdict(final);
      verdicts.set(v.verdict, (verdicts.get(v.verdict) ?? 0) + 1);
      const history = await handle.fetchHistory();
      // A run whose agent ran while the disk was full, or whose workspace's filesystem stopped
      // on it, is the harness's failure, as it should be.
      if (v.verdict === 'harness-error' && DISK_CAUSES.some((c) => v.cause.startsWith(c))) diskFailed += 1;
      else if (v.verdict !== r.verdict) {
        problems.push(`${r.runId} (${r.script}): ${v.verdict}: ${v.cause}${failedActivities(history.events ?? [])}`);
        keepEvidence(evidence, r.runId, history, final.resolved!.runDir);
      }
      const { got, codes } = await withWorkspace(final.resolved!.runDir, (dir) => ({
        got: [...answers(dir), ...loggedAnswers(final.resolved!.runDir)],
        codes: fs.existsSync(path.join(dir, 'output', 'codes.txt'))
          ? fs
              .readFileSync(path.join(dir, 'output', 'codes.txt'), 'utf8')
              .trim()
              .split('\n')
          : [],
      })).catch((err: Error) => {
        problems.push(`${r.runId}: its workspace cannot be read: ${err.message}`);
        return { got: [], codes: [] };
      });
      refused += codes.filter((c) => c !== '200').length;
      for (const a of got) {
        answered += 1;
        const rec = final.submissions.find((s) => s.submission_id === a.submission_id);
        if (!rec || (a.score !== undefined && a.score !== null && rec.score !== a.score)) {
          lost += 1;
          problems.push(
            `${r.runId}: answered submission ${a.submission_id} (score ${a.score}) is ${rec ? `recorded with score ${rec.score}` : 'not recorded'}`,
          );
        }
      }
      const scheduled = new Map<number, number>();
      for (const e of history.events ?? []) {
        const a = e.activityTaskScheduledEventAttributes;
        if (a?.activityType?.name !== 'evaluateCheckpoint') continue;
        const input = defaultPayloadConverter.fromPayload<{ submissionId: number }>(a.input!.payloads![0]);
        scheduled.set(input.submissionId, (scheduled.get(input.submissionId) ?? 0) + 1);
      }
      for (const [id, n] of scheduled) {
        if (n > 1) {
          twice += 1;
          problems.push(`${r.runId}: submission ${id} evaluated ${n} times`);
        }
      }
      const report = final.report
        ? (JSON.parse(fs.readFileSync(final.report.json, 'utf8')) as {
            submissions: Array<{ submission_id: number; score: number | null }>;
            verdict: { verdict: string } | null;
          })
        : null;
      const same =
        report &&
        JSON.stringify(report.submissions.map((s) => [s.submission_id, s.score])) ===
          JSON.stringify(final.submissions.map((s) => [s.submission_id, s.score])) &&
        report.verdict?.verdict === v.verdict;
      if (!same) {
        inconsistent += 1;
        problems.push(`${r.runId}: report ${report ? 'differs from' : 'missing for'} the workflow's state`);
      }
    }

    // Leftovers, once every worker has stopped as a deploy would stop it.
    for (const p of Object.values(procs)) await stopChild(p);
    await stopGatewayProcess(stack.config);
    const host = stack.config.hostId;
    const chains = firewallChains().filter((c) => !chainsBefore.has(c)).length;
    const leaseDir = path.join(stack.config.dataDir, 'gpu-leases', host);
    const processes = fs
      .readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid && Number(p) !== stack.server.pid)
      .filter((p) => {
        try {
          return (
            fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(stack.dir) ||
            fs.readFileSync(`/proc/${p}/environ`, 'utf8').includes(`A2RL_DATA_DIR=${stack.config.dataDir}`)
          );
        } catch {
          return false;
        }
      });
    const left = {
      ...(await dockerLeftovers(`a2rl.host=${host}`)),
      chains,
      leases: fs.existsSync(leaseDir) ? fs.readdirSync(leaseDir).filter((f) => f.endsWith('.lease')).length : 0,
      processes: processes.length,
      mounts:
        mountsUnder(stack.dir).length +
        mountsUnder(disk.dir).length +
        mountsUnder(stack.config.workspace.imagesDir).length,
      gateway: gatewayPid(stack.config) === null ? 0 : 1,
    };

    const count = (f: Fault) => injected.filter((i) => i.fault === f).length;
    const row = (k: string, v: string | number) => console.log(`| ${k} | ${v} |`);
    console.log(`### Chaos campaign, seed ${values.seed}`, '');
    console.log(
      `\`node dist/bench/chaos.js --seed ${values.seed} --kills ${kills} --server-restarts ${values['server-restarts']} --dockerd-restarts ${values['dockerd-restarts']} --disk-fulls ${values['disk-fulls']} --slow-disks ${values['slow-disks']} --concurrency ${values.concurrency} --interval ${values.interval}\``,
      '',
    );
    console.log('| measure | value |', '\n|---|---|');
    row(
      `faults: kill -9 host / GPU / control worker, Temporal server / dockerd restarts, data disk full for 15 s / slow for ${SLOW_DISK_SECONDS} s`,
      `${count('host')} / ${count('gpu')} / ${count('control')} / ${count('server')} / ${count('dockerd')} / ${count('disk-full')} / ${count('slow-disk')}`,
    );
    row(
      `runs (scripts in turn: ${SCRIPTS.map((s) => s.name).join('; ')}${values['no-example'] ? '' : '; and the example agent once'})`,
      runs.length,
    );
    row('verdicts', [...verdicts].map(([k, n]) => `${k} ${n}`).join(', '));
    row('submissions answered / **lost**', `${answered} / **${lost}**`);
    row('runs whose agent ran while the data disk was full: harness errors (as they must be)', diskFailed);
    row('submits without retries refused or failed (not answered: the agent knows)', refused);
    row('evaluations scheduled twice for one submission', `**${twice}**`);
    row('runs that did not end', `**${notEnded}**`);
    row("reports that disagree with their workflow's state", `**${inconsistent}**`);
    row(
      'left: containers / networks / firewall chains / GPU leases / processes / mounts / gateway',
      `**${left.containers} / ${left.networks} / ${left.chains} / ${left.leases} / ${left.processes} / ${left.mounts} / ${left.gateway}**`,
    );
    row('campaign wall time', `${(campaignS / 60).toFixed(1)} min`);
    for (const c of await docker.listContainers({ all: true, filters: { label: [`a2rl.host=${host}`] } }))
      problems.push(`left behind: container ${c.Names.join(',')} (${c.State}, ${c.Status})`);
    for (const m of [
      ...mountsUnder(stack.dir),
      ...mountsUnder(disk.dir),
      ...mountsUnder(stack.config.workspace.imagesDir),
    ])
      problems.push(`left behind: mount ${m}`);
    if (problems.length)
      console.log(
        ['', "Violations, and runs whose verdict is not their script's:", '', ...problems.map((p) => `- ${p}`)].join(
          '\n',
        ),
      );
  } finally {
    faultsDone = true;
    for (const p of Object.values(procs)) await stopChild(p);
    // The workers' logs explain a violation; the campaign's folders go below.
    if (fs.existsSync(evidence)) {
      for (const f of fs.readdirSync(stack.dir))
        if (f.startsWith('worker-')) fs.copyFileSync(path.join(stack.dir, f), path.join(evidence, f));
      console.log(`\nThe workers' logs and the histories and run folders of the runs above: ${evidence}`);
    }
    await freeTestRuns(docker, stack.config);
    await stack.stop();
    await disk.remove();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
