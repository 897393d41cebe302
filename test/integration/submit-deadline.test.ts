import fs from 'node:fs';
import path from 'node:path';
import { startRun } from '../../client/runs';
import type { RunStatus } from '../../common/types';
import type { RunningWorkers } from '../../workers/common';
import { request, submit } from '../helpers/http';
import { inProcessWorkers, seedBaseModel, startStack, waitFor, waitForStatus, type TestStack } from '../helpers/stack';
import { runPaths } from '../../common/run-paths';

// "wait": false at the deadline: every submission answered 202 is recorded and scored, every
// other one gets a 409 (submissions closed) or, while 10 of the run wait for their scores, a 429
// (nothing recorded), never a 202 that is then dropped.

jest.setTimeout(300_000);

let stack: TestStack;
let workers: RunningWorkers;

beforeAll(async () => {
  stack = await startStack('deadline');
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
});

afterAll(async () => {
  await workers?.shutdown();
  await stack?.stop();
});

test('wait:false submits sent across the deadline are either recorded (202) or refused (409, or 429 while 10 wait)', async () => {
  const runId = await startRun(stack.client, {
    task: 'scripted-score',
    agent: 'scripted',
    budget: '25s',
    stopGrace: 1,
    agentEnv: { SCRIPT: 'ckpt:dup:20 touch:ready sleep:600' },
  });
  const s: RunStatus = await waitForStatus(stack.client, runId, (x) => x.phase === 'agent' && x.workspace !== null);
  const out = path.join(s.workspace!.workspaceDir, 'output');
  await waitFor('agent ready', () => fs.existsSync(path.join(out, 'ready')));
  const base = `${s.workspace!.gateway.agentUrl}/t/${fs.readFileSync(runPaths(s.workspace!.runDir).token, 'utf8').trim()}`;

  // A duplicate submitted with wait:false can be polled by its own id.
  const first = await submit(base, { model_path: 'output/dup' });
  const dup = await submit(base, { model_path: 'output/dup', wait: false });
  expect(first.body).toMatchObject({ submission_id: 1, score: 20 });
  expect([200, 202]).toContain(dup.status);
  if (dup.status === 202)
    expect((await request(`${base}${dup.body.poll}`)).body).toMatchObject({ submission_id: 1, score: 20 });

  // Sent from now until submissions close, not from a moment chosen before the deadline: how many
  // are accepted before it must not depend on how fast this machine answers.
  const checkpoint = (i: number) => {
    const dir = path.join(out, `c${i}`);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'config.json'), '{}');
    fs.writeFileSync(path.join(dir, 'model.safetensors'), `w${i}`);
    fs.writeFileSync(path.join(dir, 'score.txt'), String(i % 50));
    fs.writeFileSync(path.join(dir, 'delay.txt'), '0.2'); // the queue outlasts the deadline: no teardown while we send
    return `output/c${i}`;
  };
  const answers: Array<{ status: number; id?: string }> = [];
  let repeatAfter: Awaited<ReturnType<typeof submit>> | null = null;
  let afterClose = 0;
  // Bounded: a run whose submissions never close fails the 409 expectation below.
  for (let i = 0; i < 1000 && afterClose < 5; i++) {
    let res;
    try {
      res = await submit(base, { model_path: checkpoint(i), wait: false });
    } catch {
      break; // the listener closed with the agent: the run's network goes next, so stop sending
    }
    answers.push({ status: res.status, id: res.body?.id });
    // Sent faster than they are scored, the queue can reach the run's bound on submits in flight.
    if (res.status === 429)
      expect(res.body.error).toMatch(/^10 submissions of this run are being captured or waiting for their scores/);
    else if (res.status !== 202)
      expect([res.status, res.body.error]).toEqual([409, expect.stringMatching(/^submissions are closed/)]);
    if (res.status === 409) afterClose++;
    // A checkpoint the endpoint answered before is refused too, not answered from its copy.
    if (res.status === 409 && !repeatAfter)
      repeatAfter = await submit(base, { model_path: 'output/dup' }).catch(() => null);
    await new Promise((r) => setTimeout(r, 100));
  }
  const accepted = answers.filter((a) => a.status === 202);
  expect(accepted.length).toBeGreaterThan(5);
  expect(answers.some((a) => a.status === 409)).toBe(true);
  if (repeatAfter)
    expect([repeatAfter.status, repeatAfter.body.error]).toEqual([
      409,
      expect.stringMatching(/^submissions are closed/),
    ]);

  await stack.client.workflow.getHandle(runId).result();
  const final = await waitForStatus(stack.client, runId, () => true);
  const recorded = new Set(final.submissions.map((r) => r.request_id));
  expect(accepted.filter((a) => !recorded.has(a.id!))).toEqual([]);
  expect(final.submissions.filter((r) => r.status !== 'scored')).toEqual([]);
});
