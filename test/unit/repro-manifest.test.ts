import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReport, renderMarkdown } from '../../report/build';
import { renderHtml } from '../../report/html';
import { resultRow } from '../../report/index';
import { cachedTreeDigest, treeDigest } from '../../run/repro-manifest';
import { Client, Connection } from '@temporalio/client';
import { createSweepActivities } from '../../activities/sweep';
import { loadConfig } from '../../common/config';
import { createLogger } from '../../common/logger';
import { manifestChanges, manifestDrift, runManifest, type ReproManifest } from '../../common/repro-manifest';
import { parseRunSpec } from '../../common/run-spec';
import type { SweepRunResult } from '../../common/types';
import { initialRunStatus } from '../../workflows/run-state';
import { resolvedRun, workspaceOf } from '../workflow/harness';

// Reproducibility manifests: digests of what a score depends on, kept in the report and the
// results store, and the drift warnings of sweeps whose runs should agree but do not.

const manifest = (over: Partial<{ [K in keyof ReproManifest]: Partial<ReproManifest[K]> }> = {}): ReproManifest => {
  const base: ReproManifest = {
    harness: { commit: 'c1', dirty: false },
    task: {
      id: 'arith',
      evaluator_version: 'arith-eval-3',
      evaluator_digest: 'e1',
      data: 'arith-1',
      data_digest: 'd1',
    },
    base_model: { id: 'org/m', digest: 'm1' },
    agent: { id: 'codex', cli: 'npm: @openai/codex@0.1.0' },
    driver: 'gpt-5',
    workspace_image: 'a2rl-workspace:abc',
    evaluation_env: { python: '3.11.2', engines: { torch: '2.13.0' }, packages_digest: 'p1' },
    seed: 0,
    protocol: 'sealed',
  };
  return Object.fromEntries(
    Object.entries(base).map(([k, v]) => [
      k,
      typeof v === 'object' && v !== null
        ? { ...v, ...(over as Record<string, object>)[k] }
        : ((over as Record<string, unknown>)[k] ?? v),
    ]),
  ) as ReproManifest;
};

test('drift: runs of one task scored under different protocols measure different things', () => {
  const drift = manifestDrift([
    { runId: 'a', manifest: manifest() },
    { runId: 'b', manifest: manifest({ protocol: 'reference' } as never) },
  ]);
  expect(drift).toEqual([
    {
      field: 'protocol',
      scope: 'arith',
      values: [
        { value: 'sealed', runs: ['a'] },
        { value: 'reference', runs: ['b'] },
      ],
    },
  ]);
});

test('drift: runs of one task that disagree on its evaluator; runs of different tasks or seeds do not drift', () => {
  const runs = [
    { runId: 'a', manifest: manifest() },
    { runId: 'b', manifest: manifest({ task: { evaluator_version: 'arith-eval-4' }, seed: 1 } as never) },
    {
      runId: 'c',
      manifest: manifest({
        task: {
          id: 'gsm8k',
          evaluator_version: 'gsm8k-eval-1',
          evaluator_digest: 'e9',
          data: 'gsm8k-1',
          data_digest: 'd9',
        },
        agent: { id: 'claude-code', cli: 'npm: @anthropic-ai/claude-code@2.0.0' },
      }),
    },
  ];
  const drift = manifestDrift(runs);
  expect(drift).toEqual([
    {
      field: 'task.evaluator_version',
      scope: 'arith',
      values: [
        { value: 'arith-eval-3', runs: ['a'] },
        { value: 'arith-eval-4', runs: ['b'] },
      ],
    },
  ]);
  expect(
    manifestDrift([runs[0], { runId: 'd', manifest: manifest({ harness: { dirty: true } }) }]).map((d) => d.field),
  ).toEqual(['harness.dirty']);
});

test("a schedule's night against the one before: what changed, per scope both nights have", () => {
  const before = [manifest(), manifest({ task: { id: 'gsm8k', data_digest: 'g1' } })];
  const after = [manifest({ base_model: { digest: 'm2' } }), manifest({ task: { id: 'humaneval' } })];
  // arith's model changed; gsm8k and humaneval ran on one night each, so nothing is said of them
  expect(manifestChanges(before, after)).toEqual([
    { field: 'base_model.digest', scope: 'org/m', before: ['m1'], after: ['m1', 'm2'] },
  ]);
  expect(manifestChanges(before, before)).toEqual([]);
});

test('digests: content and names count, the harness markers do not; a cache folder keeps its digest', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-digest-'));
  fs.mkdirSync(path.join(dir, 'sub'));
  fs.writeFileSync(path.join(dir, 'sub', 'a.txt'), 'one');
  const first = await treeDigest(dir);
  fs.writeFileSync(path.join(dir, '.a2rl-data.json'), '{"at": "now"}');
  expect(await treeDigest(dir)).toBe(first);
  fs.writeFileSync(path.join(dir, 'sub', 'a.txt'), 'two');
  expect(await treeDigest(dir)).not.toBe(first);
  fs.renameSync(path.join(dir, 'sub', 'a.txt'), path.join(dir, 'sub', 'b.txt'));
  const renamed = await treeDigest(dir);
  expect(await cachedTreeDigest(dir)).toBe(renamed);
  fs.writeFileSync(path.join(dir, 'sub', 'b.txt'), 'changed after preparation');
  expect(await cachedTreeDigest(dir)).toBe(renamed); // kept: a prepared cache never changes
  expect(await cachedTreeDigest(path.join(dir, 'missing'))).toBeNull();
  // a task's linked file counts by its content (alfworld_env.py is a link); a dangling link is left out
  const linked = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-digest-'));
  fs.writeFileSync(path.join(linked, 'real.py'), 'x = 1');
  fs.symlinkSync(path.join(linked, 'real.py'), path.join(linked, 'link.py'));
  fs.symlinkSync(path.join(linked, 'gone.py'), path.join(linked, 'dangling.py'));
  const withLink = await treeDigest(linked);
  fs.writeFileSync(path.join(linked, 'real.py'), 'x = 2');
  expect(await treeDigest(linked)).not.toBe(withLink);
});

test('the report and the results row carry the manifest, with the workspace image the run got', () => {
  const s = initialRunStatus('run-m', parseRunSpec({ task: 'arith', agent: 'scripted', budget: '1h' }));
  const { workspace_image: _, ...resolvedPart } = manifest();
  s.resolved = { ...resolvedRun('run-m'), manifest: resolvedPart };
  s.workspace = { ...workspaceOf('run-m'), image: 'a2rl-workspace:def' };
  const r = buildReport(s, {
    agentLog: '',
    logTail: '',
    revisions: [],
    codeAt: {},
    diffFirstToBest: null,
    events: [],
    now: new Date(0),
  });
  expect(r.manifest).toEqual({ ...manifest(), workspace_image: 'a2rl-workspace:def' });
  expect(renderMarkdown(r)).toContain('| base model | org/m (m1) |');
  expect(renderHtml(r)).toContain('<table id="manifest">');
  expect(JSON.parse(resultRow(s, null).manifest!)).toEqual(r.manifest);
  s.resolved = resolvedRun('run-old'); // resolved before manifests
  expect(runManifest(s)).toBeNull();
  expect(resultRow(s, null).manifest).toBeNull();
});

test('a sweep report warns of drift among its runs and, for a schedule, against its previous sweep', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-sweep-drift-'));
  const config = loadConfig({ A2RL_CONFIG: '', A2RL_DATA_DIR: dataDir });
  const acts = sweepActivities(config);
  const result = (runId: string, m: ReproManifest): SweepRunResult => {
    const report = path.join(dataDir, runId, 'report.json');
    fs.mkdirSync(path.dirname(report), { recursive: true });
    fs.writeFileSync(report, JSON.stringify({ manifest: m, submissions: [], best: null }));
    return {
      key: runId,
      seed: 0,
      runId,
      phase: 'done',
      task: 'arith',
      agent: 'codex',
      driver: 'gpt-5',
      baseModel: 'org/m',
      baseline: 9,
      best: 20,
      improvement: 11,
      submissions: 1,
      report,
      error: null,
      verdict: 'completed',
      verdictCause: '',
    };
  };
  await acts.writeSweepReport({
    sweepId: 'night-1',
    scheduleId: 'nightly',
    results: [result('r1', manifest()), result('r2', manifest())],
  });
  const quiet = JSON.parse(fs.readFileSync(path.join(dataDir, 'sweeps', 'night-1', 'sweep.json'), 'utf8'));
  expect(quiet).toMatchObject({ drift: [], since_previous: null });

  const out = await acts.writeSweepReport({
    sweepId: 'night-2',
    scheduleId: 'nightly',
    results: [
      result('r3', manifest({ evaluation_env: { packages_digest: 'p2' } })),
      result('r4', manifest({ evaluation_env: { packages_digest: 'p2' }, harness: { commit: 'c2' } })),
    ],
  });
  const doc = JSON.parse(fs.readFileSync(out.json, 'utf8'));
  expect(doc.drift).toEqual([expect.objectContaining({ field: 'harness.commit' })]);
  expect(doc.since_previous).toMatchObject({
    sweep_id: 'night-1',
    changes: expect.arrayContaining([
      expect.objectContaining({ field: 'evaluation_env.packages_digest', before: ['p1'], after: ['p2'] }),
    ]),
  });
  expect(fs.readFileSync(out.markdown, 'utf8')).toMatch(
    /## Drift warnings\n\n- harness.commit differs: c1 in 1 run\(s\) vs c2 in 1 run\(s\)\n- since night-1: harness.commit changed/,
  );
  expect(fs.readFileSync(path.join(dataDir, 'sweeps', 'night-2', 'sweep.html'), 'utf8')).toContain('<div id="drift"');
});

/** The sweep report needs no Temporal server: its client (for the capacity) is never connected. */
function sweepActivities(config: ReturnType<typeof loadConfig>) {
  return createSweepActivities({
    config,
    logger: createLogger('silent', 'test'),
    client: new Client({ connection: Connection.lazy({ address: '127.0.0.1:1' }) }),
  });
}

test('a sweep report takes routes and manifests from the outcomes where the reports are on other hosts', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-sweep-hosts-'));
  const acts = sweepActivities(loadConfig({ A2RL_CONFIG: '', A2RL_DATA_DIR: dataDir }));
  const result = (runId: string, route: string, m: ReproManifest): SweepRunResult => ({
    key: runId,
    seed: 0,
    runId,
    phase: 'done',
    task: 'arith',
    agent: 'codex',
    driver: 'gpt-5',
    baseModel: 'org/m',
    baseline: 9,
    best: 20,
    improvement: 11,
    submissions: 1,
    report: `/elsewhere/${runId}/report/report.json`,
    error: null,
    verdict: 'completed',
    verdictCause: '',
    bestRoute: route,
    manifest: m,
  });
  const out = await acts.writeSweepReport({
    sweepId: 'two-hosts',
    scheduleId: null,
    results: [result('a', 'grpo', manifest()), result('b', 'sft', manifest({ harness: { commit: 'c2' } }))],
  });
  const doc = JSON.parse(fs.readFileSync(out.json, 'utf8'));
  expect(doc.routes).toEqual([{ agent: 'codex', driver: 'gpt-5', routes: { grpo: 1, sft: 1 } }]);
  expect(doc.drift).toEqual([expect.objectContaining({ field: 'harness.commit' })]);
});
