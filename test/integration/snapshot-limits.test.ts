import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startRun } from '../../client/runs';
import type { RunningWorkers } from '../../workers/common';
import { inProcessWorkers, seedBaseModel, startStack, waitFor, waitForStatus, type TestStack } from '../helpers/stack';
import { withWorkspace } from '../helpers/workspace';
import { runPaths } from '../../common/run-paths';

// What one run's snapshots may take of the host, on the Docker backend: submits of a checkpoint
// changed by a few bytes each hold about one checkpoint, not one copy per submit; a run past its
// own limit is refused while another run on the same host submits and is scored.

jest.setTimeout(300_000);

let stack: TestStack;
let workers: RunningWorkers;

beforeAll(async () => {
  stack = await startStack('snapshots');
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
});
afterAll(async () => {
  await workers?.shutdown();
  await stack?.stop();
});

const MiB = 1024 ** 2;
const spec = (script: string, extra: Record<string, unknown> = {}) => ({
  task: 'scripted-score',
  agent: 'scripted',
  budget: '10m',
  timeouts: { heartbeat: '5s' },
  agentEnv: { SCRIPT: script },
  ...extra,
});
/** Bytes a folder takes as du counts them: a file linked twice, once. */
const diskBytes = (dir: string) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
const outputOf = (runDir: string, file: string) =>
  withWorkspace(runDir, (dir) =>
    fs
      .readFileSync(path.join(dir, 'output', file), 'utf8')
      .trim()
      .split('\n'),
  );

test('ten submits of a 50 MiB checkpoint with 8 bytes changed before each hold at most 1.2 times one checkpoint on the host', async () => {
  const pokes = Array.from({ length: 9 }, (_, i) => `poke:c:${i + 1} once:c`).join(' ');
  const runId = await startRun(stack.client, spec(`ckpt:c:30 pad:c:50 once:c ${pokes}`));
  await stack.client.workflow.getHandle(runId).result();
  const final = await waitForStatus(stack.client, runId, () => true);
  expect(final.submissions.map((s) => s.status)).toEqual(Array(10).fill('scored'));
  expect(new Set(final.submissions.map((s) => s.digest)).size).toBe(10);
  const checkpoint = 50 * MiB + 64;
  const dir = runPaths(final.resolved!.runDir).snapshots;
  expect(diskBytes(dir)).toBeLessThanOrEqual(1.2 * checkpoint);
  // The best (the first: a tie keeps it) is what the run keeps, whole.
  expect(fs.readdirSync(dir).filter((n) => !n.startsWith('.'))).toEqual([final.submissions[0].digest]);
  expect(fs.statSync(path.join(dir, final.submissions[0].digest, 'model.safetensors')).size).toBeGreaterThan(50 * MiB);
});

test('a run past its snapshot limit is refused, for that run alone, while another run on the same host submits and is scored', async () => {
  const limited = await startRun(
    stack.client,
    spec('ckpt:big:30 pad:big:10 once:big touch:refused await:go ckpt:small:40 once:small', {
      snapshots: { limit: '8m' },
    }),
  );
  const other = await startRun(stack.client, spec('await:go ckpt:a:50 once:a', { snapshots: { limit: '8m' } }));
  const [l, o] = await Promise.all(
    [limited, other].map((id) => waitForStatus(stack.client, id, (x) => x.workspace !== null)),
  );
  await waitFor('the refusal', () => fs.existsSync(path.join(l.workspace!.workspaceDir, 'output', 'refused')));
  for (const s of [l, o]) fs.writeFileSync(path.join(s.workspace!.workspaceDir, 'output', 'go'), '');
  await Promise.all([limited, other].map((id) => stack.client.workflow.getHandle(id).result()));
  const [doneL, doneO] = await Promise.all([limited, other].map((id) => waitForStatus(stack.client, id, () => true)));
  expect(await outputOf(doneL.resolved!.runDir, 'codes.txt')).toEqual(['507', '200']);
  const refusal = JSON.parse((await outputOf(doneL.resolved!.runDir, 'answers.jsonl'))[0]) as { error: string };
  expect(refusal.error).toMatch(
    /this run's snapshots hold 0 MiB of its 8 MiB \(run spec snapshots\.limit\); model\.safetensors \(10 MiB\) does not fit/,
  );
  expect(doneL.submissions.map((s) => [s.status, s.score])).toEqual([['scored', 40]]);
  expect(doneO.submissions.map((s) => [s.status, s.score])).toEqual([['scored', 50]]);
});
