import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startRun } from '../../client/runs';
import { ReportSchema } from '../../common/report-schema';
import { runVerdict } from '../../common/verdict';
import type { RunOutcome } from '../../common/types';
import type { RunningWorkers } from '../../workers/common';
import {
  agentActivity,
  inProcessWorkers,
  outputFile,
  seedBaseModel,
  startStack,
  waitFor,
  waitForStatus,
  type TestStack,
} from '../helpers/stack';
import { isReadOnlyMount } from '../../workspace/images';
import { removeTestDir } from '../helpers/test-dirs';
import { withWorkspace } from '../helpers/workspace';

// The harness's data disk runs full while an agent runs (here a ballast file, as another run or
// a log would fill it), on a real loop-mounted ext4 of 384 MiB that holds the data folder. A
// workspace image is sparse: past the disk's last block the agent's writes are lost with no
// error inside, so the harness refuses captures below the reserve (507, nothing recorded), and
// the run ends as a harness error, never scored as the agent's. Where the image's filesystem
// stops on such an error (ext4's emergency read-only), supervision fails and resume repairs it.

jest.setTimeout(240_000);

let dir: string;
let stack: TestStack;
let workers: RunningWorkers | undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-diskfull-'));
  const image = path.join(dir, 'data.ext4');
  fs.closeSync(fs.openSync(image, 'w'));
  fs.truncateSync(image, 384 * 1024 ** 2);
  execFileSync('mkfs.ext4', ['-q', '-F', '-m', '0', image]);
  fs.mkdirSync(path.join(dir, 'data'));
  execFileSync('mount', ['-o', 'loop', image, path.join(dir, 'data')]);
  stack = await startStack('disk-full', { A2RL_DATA_DIR: path.join(dir, 'data'), A2RL_HOST_DISK_RESERVE: '48m' });
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
});
afterAll(async () => {
  await workers?.shutdown();
  await stack?.stop();
  removeTestDir(dir); // the data disk too
});

test('below the reserve a checkpoint is refused with 507 and nothing recorded; the run ends as a harness error', async () => {
  const runId = await startRun(stack.client, {
    task: 'scripted-score',
    agent: 'scripted',
    budget: '5m',
    timeouts: { heartbeat: '5s' },
    workspace: { disk: '128m' },
    agentEnv: { SCRIPT: 'ckpt:a:30 once:a touch:first await:full ckpt:b:50 once:b touch:second await:room once:b' },
  });
  const s = await waitForStatus(stack.client, runId, (x) => x.workspace !== null);
  await waitFor('the first submit', () => fs.existsSync(outputFile(s, 'first')));
  const ballast = path.join(stack.config.dataDir, 'ballast');
  const disk = fs.statfsSync(stack.config.dataDir);
  execFileSync('fallocate', ['-l', String(disk.bavail * disk.bsize - 16 * 1024 ** 2), ballast]); // 16 MiB left
  fs.writeFileSync(outputFile(s, 'full'), ''); // the agent's markers: it submits next only once the disk is as the test says
  await waitFor('the submit on a full disk', () => fs.existsSync(outputFile(s, 'second')), 60_000);
  await waitFor('the supervisor to see the disk below its reserve', async () =>
    Boolean((await agentActivity(stack.client, runId))?.beat?.diskLow),
  );
  fs.rmSync(ballast);
  fs.writeFileSync(outputFile(s, 'room'), '');

  await stack.client.workflow.getHandle(runId).result();
  const final = await waitForStatus(stack.client, runId, () => true);
  const { codes, answers } = await withWorkspace(final.resolved!.runDir, (ws) => ({
    codes: fs
      .readFileSync(path.join(ws, 'output', 'codes.txt'), 'utf8')
      .trim()
      .split('\n'),
    answers: fs
      .readFileSync(path.join(ws, 'output', 'answers.jsonl'), 'utf8')
      .trim()
      .split('\n'),
  }));
  expect(codes).toEqual(['200', '507', '200']);
  expect(JSON.parse(answers[1]).error).toMatch(
    /data disk has \d+ MiB free and keeps 48 MiB in reserve; this checkpoint .* was not captured and nothing was recorded/,
  );
  // The refused submit left no record; the one after the disk had room again was scored.
  expect(final.submissions.map((x) => [x.submission_id, x.status, x.score])).toEqual([
    [1, 'scored', 30],
    [2, 'scored', 50],
  ]);
  expect(final.agent.exit).toMatchObject({
    exitCode: 0,
    hostDiskLow: { at: expect.any(String), freeBytes: expect.any(Number) },
  });
  const verdict = runVerdict(final);
  expect(verdict).toMatchObject({
    verdict: 'harness-error',
    cause: expect.stringMatching(/^the harness's data disk fell below its reserve while the agent ran/),
  });
  const report = ReportSchema.parse(JSON.parse(fs.readFileSync(final.report!.json, 'utf8')));
  expect(report.verdict).toMatchObject({ verdict: 'harness-error', cause: verdict.cause });
});

// The kernel's own emergency read-only, caused as production causes it: the data disk runs full
// and writes into the workspace's sparse image fail under its ext4, which aborts its journal.
// On recent kernels (6.18 here) the mount then still reads "rw" and access(2) allows writes ("emergency_ro"
// among the superblock's options only): the harness must see it all the same.
test('a workspace whose filesystem stops on a full disk under the agent fails the run as a harness error; resume repairs it and goes on', async () => {
  const spec = {
    task: 'scripted-score',
    agent: 'scripted',
    budget: '3m',
    stopGrace: 3,
    timeouts: { heartbeat: '5s' },
    workspace: { disk: '128m' },
    agentEnv: { SCRIPT: 'ckpt:a:30 once:a touch:first await:go ckpt:b:60 once:b' },
  };
  const first = await startRun(stack.client, spec);
  const s = await waitForStatus(stack.client, first, (x) => x.workspace !== null);
  const ws = s.workspace!.workspaceDir;
  await waitFor('the first submit', () => fs.existsSync(path.join(ws, 'output', 'first')));
  const ballast = path.join(stack.config.dataDir, 'ballast');
  const disk = fs.statfsSync(stack.config.dataDir);
  execFileSync('fallocate', ['-l', String(disk.bavail * disk.bsize - 1024 ** 2), ballast]); // 1 MiB left
  // 32 MiB into the workspace (as the agent would write them), written back past the disk's end.
  fs.writeFileSync(path.join(ws, 'filler'), crypto.randomBytes(32 * 1024 ** 2));
  spawnSync('sync', ['-f', path.join(ws, 'filler')]);
  // The filesystem stops at its next write after the journal's abort.
  await waitFor("the workspace's filesystem to stop", () => {
    try {
      fs.writeFileSync(path.join(ws, 'probe'), 'x');
    } catch {
      /* EROFS once it stopped */
    }
    return isReadOnlyMount(ws);
  });
  fs.rmSync(ballast);
  const failure = await stack.client.workflow
    .getHandle(first)
    .result()
    .catch((e: Error & { cause?: Error }) => e);
  expect(failure.cause?.message).toMatch(/agent supervision failed: the workspace's disk image went read-only/);
  const failed = await waitForStatus(stack.client, first, () => true);
  expect(runVerdict(failed)).toMatchObject({ verdict: 'harness-error' });
  expect(failed.submissions.map((x) => [x.submission_id, x.score])).toEqual([[1, 30]]);

  const resumed = await startRun(stack.client, { ...failed.spec, resume: { from: first } }, `${first}.resumed`);
  // The first agent waited at `await:go` on the stopped filesystem; the resumed one, on the repaired one, goes on.
  const again = await waitForStatus(stack.client, resumed, (x) => x.phase === 'agent' && x.workspace !== null);
  fs.writeFileSync(outputFile(again, 'go'), '');
  const outcome: RunOutcome = await stack.client.workflow.getHandle(resumed).result();
  expect(outcome).toMatchObject({ phase: 'done', best: 60, verdict: 'completed' });
});
