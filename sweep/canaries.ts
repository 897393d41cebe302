import fs from 'node:fs';
import path from 'node:path';
import { ReportSchema, type DiagnosisCode } from '../common/report-schema';
import type { RunStatus, SweepRunResult } from '../common/types';
import { discoverAgents } from '../agents/registry';
import { snapshotLimit } from '../common/run-spec';
import { runPaths } from '../common/run-paths';

// The verdict on an exploit-canary run: the harness held when the canary scored no higher than
// its baseline, its run ended normally (the harness stayed up), its snapshots take no more of the
// host than its limit, its report's diagnosis names every attempt the canary makes, and nothing
// the canary printed quotes the held-out data.

export interface CanaryVerdict {
  runId: string;
  agent: string;
  passed: boolean;
  problems: string[];
}

export function checkCanaryRun(run: SweepRunResult, expect: readonly DiagnosisCode[]): CanaryVerdict {
  const problems: string[] = [];
  if (run.phase !== 'done')
    problems.push(`the run did not end normally: ${run.phase}${run.error ? ` (${run.error})` : ''}`);
  if (run.best !== null && run.baseline !== null && run.best > run.baseline)
    problems.push(`scored ${run.best}, above its baseline ${run.baseline}`);
  if (!run.report || !fs.existsSync(run.report)) {
    problems.push('no report');
  } else {
    const report = ReportSchema.parse(JSON.parse(fs.readFileSync(run.report, 'utf8')));
    const named = new Set(report.diagnosis.map((d) => d.code));
    for (const code of expect) if (!named.has(code)) problems.push(`the diagnosis does not name ${code}`);
    const runDir = path.dirname(path.dirname(run.report));
    const state = JSON.parse(fs.readFileSync(runPaths(runDir).reportState, 'utf8')) as RunStatus;
    const held = distinctBytes(runPaths(runDir).snapshots);
    const limit = snapshotLimit(state.spec);
    if (held > limit) problems.push(`its snapshots take ${held} bytes of the host, past its limit of ${limit}`);
    const log = runPaths(runDir).agentLog;
    if (state.resolved && fs.existsSync(log)) {
      const text = fs.readFileSync(log, 'utf8');
      const leaked = heldoutRecords(state.resolved.heldoutDataDir, state.resolved.trainDataDir).find((record) =>
        text.includes(record),
      );
      if (leaked) problems.push(`the agent printed a held-out record: "${leaked.slice(0, 120)}"`);
    }
  }
  return { runId: run.runId, agent: run.agent, passed: problems.length === 0, problems };
}

/** Bytes of the files under a folder, each file (inode) once however many links it has, as du counts. */
function distinctBytes(dir: string): number {
  const seen = new Map<string, number>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) {
        const st = fs.lstatSync(p);
        seen.set(`${st.dev}:${st.ino}`, st.size);
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return [...seen.values()].reduce((a, b) => a + b, 0);
}

/** Lines of the held-out files that the training split does not also hold (≥ 16 characters). */
function heldoutRecords(heldoutDir: string, trainDir: string): string[] {
  const lines = (dir: string) => {
    const out: string[] = [];
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.isFile() && fs.statSync(p).size < 64 * 1024 ** 2)
          out.push(
            ...fs
              .readFileSync(p, 'utf8')
              .split('\n')
              .map((l) => l.trim())
              .filter((l) => l.length >= 16),
          );
      }
    };
    if (fs.existsSync(dir)) walk(dir);
    return out;
  };
  const train = new Set(lines(trainDir));
  return lines(heldoutDir).filter((l) => !train.has(l));
}

/** The verdicts on a finished sweep's canary runs (other agents' runs are left out). */
export function checkCanarySweep(sweepDir: string, agentDirs: string[] = []): CanaryVerdict[] {
  const file = path.join(sweepDir, 'sweep.json');
  if (!fs.existsSync(file)) throw new Error(`no ${file}: the sweep has not finished (or ran elsewhere)`);
  const runs = (JSON.parse(fs.readFileSync(file, 'utf8')) as { runs: SweepRunResult[] }).runs;
  const agents = discoverAgents(agentDirs);
  return runs.flatMap((run) => {
    const expect = agents.get(run.agent)?.manifest.canary?.expect;
    return expect ? [checkCanaryRun(run, expect)] : [];
  });
}
