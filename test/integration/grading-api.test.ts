import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startRun, stopRun } from '../../client/runs';
import { runMetaFile } from '../../run/layout';
import { harnessOutageSignal } from '../../common/messages';
import type { RunStatus } from '../../common/types';
import type { RunningWorkers } from '../../workers/common';
import { fromRoot } from '../../common/paths';
import { docker, dockerExec } from '../helpers/docker';
import { request, submit } from '../helpers/http';
import { inProcessWorkers, seedBaseModel, startStack, waitFor, waitForStatus, type TestStack } from '../helpers/stack';
import { runPaths } from '../../common/run-paths';

// The grading API against a real Temporal server and real containers: two runs side by side,
// each with a scripted agent; the test sends requests to run A's endpoint from the host and
// probes the network from inside A's container.

jest.setTimeout(300_000);

let stack: TestStack;
let workers: RunningWorkers;
let runA: string;
let runB: string;
let statusA: RunStatus;
let statusB: RunStatus;
let baseA: string;
let tokenB: string;

const SCRIPT_A = [
  'ckpt:v1:40',
  'ckpt:v3:55:3',
  'lora:adapter',
  'link:sneaky:/workspace/models/test/base-model',
  'link:rel:../models/test/base-model',
  'link:escape:/etc',
  'link:alias:/workspace/output/v1',
  'touch:ready',
  'sleep:600',
].join(' ');

beforeAll(async () => {
  stack = await startStack('gateway');
  seedBaseModel(stack.config);
  workers = await inProcessWorkers(stack);
  const spec = (script: string) => ({
    task: 'scripted-score',
    agent: 'scripted',
    budget: '10m',
    stopGrace: 5,
    agentEnv: { SCRIPT: script },
  });
  runA = await startRun(stack.client, spec(SCRIPT_A));
  runB = await startRun(stack.client, spec('touch:ready sleep:600'));
  for (const id of [runA, runB]) {
    const s = await waitForStatus(stack.client, id, (x) => x.phase === 'agent' && x.workspace !== null);
    await waitFor(`${id} ready`, () => fs.existsSync(path.join(s.workspace!.workspaceDir, 'output', 'ready')));
  }
  statusA = await waitForStatus(stack.client, runA, () => true);
  statusB = await waitForStatus(stack.client, runB, () => true);
  const token = (s: RunStatus) => fs.readFileSync(runPaths(s.workspace!.runDir).token, 'utf8').trim();
  baseA = `${statusA.workspace!.gateway.agentUrl}/t/${token(statusA)}`;
  tokenB = token(statusB);
});

afterAll(async () => {
  for (const id of [runA, runB]) if (id) await stopRun(stack.client, id, 'test over').catch(() => undefined);
  for (const id of [runA, runB])
    if (id)
      await stack.client.workflow
        .getHandle(id)
        .result()
        .catch(() => undefined);
  await workers?.shutdown();
  await stack?.stop();
});

describe('bad input gets a clear 4xx and records nothing', () => {
  const cases: Array<[string, unknown, number, RegExp]> = [
    ['missing model_path', { gpu: '0' }, 400, /^Missing model_path$/],
    ['ill-typed model_path', { model_path: 123 }, 400, /model_path must be a string/],
    ['ill-typed wait', { model_path: 'output/v1', wait: 'no' }, 400, /wait must be true or false/],
    ['NUL inside the path', { model_path: 'output/v1\u0000x' }, 400, /NUL/],
    ['a path outside the workspace', { model_path: '../../../../etc' }, 400, /inside the workspace/],
    ['an absolute host path', { model_path: '/etc/passwd' }, 400, /inside the workspace/],
    ['the base model', { model_path: 'models/test/base-model' }, 400, /base model/],
    ['an absolute symlink to the base model', { model_path: 'output/sneaky' }, 400, /base model/],
    ['a relative symlink to the base model', { model_path: 'output/rel' }, 400, /base model/],
    ['a symlink out of the workspace', { model_path: 'output/escape' }, 400, /inside the workspace/],
    ['the read-only data', { model_path: 'data' }, 400, /read-only/],
    ['a LoRA adapter only', { model_path: 'output/adapter' }, 400, /LoRA adapter.*merge_and_unload/],
    ['a missing checkpoint', { model_path: 'output/nope' }, 400, /does not exist/],
    ['a GPU on a CPU-only run', { model_path: 'output/v1', gpu: '0' }, 400, /GPU 0 not in available GPUs/],
  ];
  test.each(cases)('%s', async (_name, body, status, message) => {
    const r = await submit(baseA, body);
    expect(r.status).toBe(status);
    expect(r.body.error).toMatch(message);
  });

  test('raw NUL bytes, bodies over 64 KiB and non-JSON bodies', async () => {
    const nul = await request(`${baseA}/submit`, {
      method: 'POST',
      body: Buffer.from('{"model_path": "output/v1\u0000"}'),
    });
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatch(/NUL/);
    const big = await submit(baseA, { model_path: 'output/v1', pad: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
    const junk = await request(`${baseA}/submit`, { method: 'POST', body: 'model_path=output/v1' });
    expect(junk.status).toBe(400);
    expect(junk.body.error).toMatch(/not valid JSON/);
  });

  test("a missing token, another run's token, a wrong method and path", async () => {
    const url = statusA.workspace!.gateway.agentUrl;
    expect((await request(`${url}/health`)).status).toBe(401);
    const other = await request(`${url}/t/${tokenB}/health`);
    expect(other.status).toBe(403);
    expect(other.body.error).toMatch(/not the token of this run/);
    const header = await request(`${url}/health`, { headers: { Authorization: `Bearer ${tokenB}` } });
    expect(header.status).toBe(403);
    expect((await request(`${baseA}/submit`)).status).toBe(405);
    expect((await request(`${baseA}/nope`)).status).toBe(404);
  });

  test('none of it was recorded', async () => {
    const s = await waitForStatus(stack.client, runA, () => true);
    expect(s.submissions).toHaveLength(0);
  });
});

describe('submissions', () => {
  test('health and time answer as the reference does, and /time agrees with run_meta.json', async () => {
    const health = await request(`${baseA}/health`);
    expect(health.body).toEqual({
      status: 'ok',
      task: 'scripted-score',
      protocol: 'reference',
      workspace: '/workspace',
      available_gpus: [],
      snapshot_limit: 100 * 1024 ** 3,
    });
    const time = (await request(`${baseA}/time`)).body;
    // The file's clocks are as of its last write; /time's are live.
    const {
      wall_time_s: wall,
      working_time_s: working,
      ...meta
    } = JSON.parse(fs.readFileSync(runMetaFile(statusA.workspace!), 'utf8'));
    expect(time).toMatchObject(meta);
    expect(time.wall_time_s).toBeGreaterThanOrEqual(wall);
    expect(time.working_time_s).toBeGreaterThanOrEqual(working);
    expect(time.working_time_s).toBeLessThanOrEqual(time.wall_time_s);
    expect(time.timeout_s).toBe(600);
    expect(time.remaining).toBeGreaterThan(500);
    expect(time.remaining).toBeLessThanOrEqual(600);
  });

  test("/time answers from the gateway's copy of the clocks, and shows what the workflow changed from the next request on", async () => {
    const before = (await request(`${baseA}/time`)).body;
    // The workflow leaves a harness outage out of the working clock: a change the gateway did not make.
    await stack.client.workflow.getHandle(runA).signal(harnessOutageSignal, { id: 'test-outage', seconds: 30 });
    await new Promise((r) => setTimeout(r, 1100)); // the copy is a second old: the next request reads the clocks again
    await request(`${baseA}/time`);
    const after = await waitFor(
      'the clocks with the outage',
      async () => {
        const t = (await request(`${baseA}/time`)).body;
        return t.paused_s === before.paused_s + 30 ? t : null;
      },
      5000,
    );
    expect(after.working_time_s).toBeLessThan(after.wall_time_s);
  });

  test('a submit is scored and recorded; an unchanged checkpoint returns the earlier result', async () => {
    const first = await submit(baseA, { model_path: 'output/v1' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      submission_id: 1,
      score: 40,
      baseline_score: 10,
      improvement: 30,
      total_submissions: 1,
      cached: false,
    });
    expect(first.body.best.submission_id).toBe(1);
    // Scored before: the endpoint answers again from its copy, with no Update in the run's history.
    const updates = async () =>
      (await stack.client.workflow.getHandle(runA).fetchHistory()).events!.filter(
        (e) => e.workflowExecutionUpdateAcceptedEventAttributes,
      ).length;
    const before = await updates();
    const again = await submit(baseA, { model_path: '/workspace/output/v1' });
    expect(again.body).toMatchObject({ submission_id: 1, score: 40, cached: true, total_submissions: 1 });
    const viaLink = await submit(baseA, { model_path: 'output/alias' });
    expect(viaLink.body).toMatchObject({ submission_id: 1, cached: true });
    expect(await updates()).toBe(before);
    const meta = JSON.parse(fs.readFileSync(runMetaFile(statusA.workspace!), 'utf8'));
    expect(meta.last_submit_time).toBeGreaterThan(0);
  });

  test('a changed checkpoint is evaluated anew', async () => {
    fs.writeFileSync(path.join(statusA.workspace!.workspaceDir, 'output', 'v1', 'score.txt'), '70');
    const changed = await submit(baseA, { model_path: 'output/v1' });
    expect(changed.body).toMatchObject({
      submission_id: 2,
      score: 70,
      improvement: 60,
      cached: false,
      total_submissions: 2,
    });
    expect(changed.body.best.submission_id).toBe(2);
  });

  test('"wait": false answers 202 at once, then the result can be polled', async () => {
    const started = Date.now();
    const accepted = await submit(baseA, { model_path: 'output/v3', wait: false });
    expect(accepted.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(2500); // the evaluation itself takes 3 s
    const pollUrl = `${baseA}${accepted.body.poll}`;
    const pending = await request(pollUrl);
    expect(pending.status).toBe(202);
    expect(['queued', 'evaluating']).toContain(pending.body.status);
    const done = await waitFor('scored', async () => {
      const r = await request(pollUrl);
      return r.status === 200 ? r : null;
    });
    expect(done.body).toMatchObject({ submission_id: 3, score: 55, status: 'scored' });
    expect((await request(`${baseA}/submissions/3`)).body.request_id).toBe(accepted.body.id);
  });

  test('evaluations of one run are serialized', async () => {
    const s = await waitForStatus(stack.client, runA, (x) => x.submissions.every((r) => r.status === 'scored'));
    expect(s.submissions.map((r) => [r.submission_id, r.score])).toEqual([
      [1, 40],
      [2, 70],
      [3, 55],
    ]);
    const attempts = (n: number) =>
      fs
        .readFileSync(
          path.join(runPaths(s.resolved!.runDir).evaluations, `submission-${n}`, 'result.json.attempts'),
          'utf8',
        )
        .trim()
        .split('\n');
    expect([1, 2, 3].map((n) => attempts(n).length)).toEqual([1, 1, 1]);
  });
});

describe('submissions waiting for their scores', () => {
  test('past 10 of a run at once, a submit is refused with 429 before it is captured; every one accepted is scored', async () => {
    const baseB = `${statusB.workspace!.gateway.agentUrl}/t/${tokenB}`;
    for (let i = 0; i < 12; i++) {
      const dir = path.join(statusB.workspace!.workspaceDir, 'output', `c${i}`);
      fs.mkdirSync(dir, { recursive: true });
      for (const [file, text] of Object.entries({
        'config.json': '{}',
        'model.safetensors': `weights ${i}`,
        'score.txt': String(20 + i),
        'delay.txt': i === 0 ? '20' : '0.5',
      }))
        fs.writeFileSync(path.join(dir, file), text);
    }
    // The first one is being evaluated (20 s) before the eleven others are sent at once: none of
    // them can have its score while they arrive, however long their captures take here.
    const first = await submit(baseB, { model_path: 'output/c0', wait: false });
    await waitForStatus(stack.client, runB, (x) => x.submissions.some((r) => r.status === 'evaluating'));
    const answers = [
      first,
      ...(await Promise.all(
        Array.from({ length: 11 }, (_, i) => submit(baseB, { model_path: `output/c${i + 1}`, wait: false })),
      )),
    ];
    const codes = answers.map((a) => a.status).sort();
    expect(codes).toEqual([...Array(10).fill(202), 429, 429]);
    expect(answers.find((a) => a.status === 429)!.body.error).toMatch(
      /^10 submissions of this run are being captured or waiting for their scores; wait for their answers$/,
    );
    const s = await waitForStatus(
      stack.client,
      runB,
      (x) => x.submissions.length === 10 && x.submissions.every((r) => r.status === 'scored'),
    );
    expect(new Set(s.submissions.map((r) => r.model_path)).size).toBe(10);
    // A slot is free again once an answer is in.
    const refused = answers.findIndex((a) => a.status === 429);
    fs.writeFileSync(path.join(statusB.workspace!.workspaceDir, 'output', `c${refused}`, 'delay.txt'), '0');
    const later = await submit(baseB, { model_path: `output/c${refused}` });
    expect(later.status).toBe(200);
  });
});

describe('the workspace container', () => {
  const container = () => statusA.workspace!.containerName!;

  test('runs as a non-root user with the reference layout, env vars, limits and labels', async () => {
    const info = await docker.getContainer(container()).inspect();
    expect(info.Config.User).toBe('1000:1000');
    expect(info.Config.Labels).toMatchObject({
      'a2rl.run': runA,
      'a2rl.task': 'scripted-score',
      'a2rl.agent': 'scripted',
    });
    expect(info.HostConfig.Memory).toBe(8 * 1024 ** 3);
    expect(info.HostConfig.PidsLimit).toBe(1024);
    expect(info.HostConfig.ReadonlyRootfs).toBe(true);
    const env = Object.fromEntries(
      info.Config.Env.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]),
    );
    expect(env).toMatchObject({
      TASK: 'scripted-score',
      BASE_MODEL: 'test/base-model',
      WORKSPACE: '/workspace',
      MODEL_PATH: '/workspace/models/test/base-model',
      DATA_PATH: '/workspace/data',
      OUTPUT_DIR: '/workspace/output',
    });
    expect(env.GRADING_SERVER_URL).toBe(baseA);
    const ls = await dockerExec(container(), ['sh', '-c', 'id -u; ls /workspace; ls /workspace/data']);
    expect(ls.out).toMatch(/^1000\n/);
    for (const name of [
      'code',
      'output',
      'reports',
      'models',
      'data',
      'description.md',
      'instructions.md',
      'run_meta.json',
      'notes.txt',
    ]) {
      expect(ls.out.split('\n')).toContain(name);
    }
    expect(ls.out).toContain('train.jsonl');
    expect(ls.out).not.toContain('test.jsonl'); // the held-out split is never mounted
  });

  test('model, data and task files are read-only; code/ and output/ are writable', async () => {
    const tryWrite = async (p: string) => (await dockerExec(container(), ['sh', '-c', `echo x > ${p}`])).code;
    expect(await tryWrite('/workspace/models/test/base-model/config.json')).not.toBe(0);
    expect(await tryWrite('/workspace/data/train.jsonl')).not.toBe(0);
    expect(await tryWrite('/workspace/description.md')).not.toBe(0);
    expect(await tryWrite('/workspace/run_meta.json')).not.toBe(0);
    expect(await tryWrite('/workspace/code/x.py')).toBe(0);
    // ...and the agent can read every file of the base model and the data.
    expect(
      (
        await dockerExec(container(), [
          'sh',
          '-c',
          'cat /workspace/models/test/base-model/* /workspace/data/* > /dev/null',
        ])
      ).code,
    ).toBe(0);
    expect(await tryWrite('/workspace/output/x')).toBe(0);
  });

  test('the mount table names no host path of the harness: not the run folder, the caches or the project', async () => {
    const { out } = await dockerExec(container(), ['cat', '/proc/self/mountinfo']);
    expect(out).toContain(' /workspace ');
    for (const hostPath of [
      statusA.resolved!.runDir,
      stack.config.dataDir,
      stack.config.cacheDir,
      fromRoot(),
      stack.dir,
    ])
      expect(out).not.toContain(hostPath);
    // What remains of the host: its /usr (the image is empty; the agent runs the host's Python,
    // Node and tools) and /etc/ssl (certificates), both public system trees.
    // Every other mount of a disk filesystem is the root of one of its own (a disk image), or
    // the engine's own files (/etc/hosts and the like).
    const fromDisk = out
      .split('\n')
      .filter(Boolean)
      .map((l) => ({ root: l.split(' ')[3], type: l.split(' - ')[1]?.split(' ')[0] }))
      .filter((m) => ['ext4', 'ext3', 'xfs', 'btrfs', 'overlay'].includes(m.type ?? ''));
    expect(fromDisk.length).toBeGreaterThan(4);
    expect(fromDisk.filter((m) => m.root !== '/' && !/^(\/usr|\/etc\/ssl|\/var\/lib\/docker\/)/.test(m.root))).toEqual(
      [],
    );
  });

  test('the run reaches its own grading endpoint and nothing else on the host', async () => {
    // A listener of the project's own on every host address: only the firewall keeps the run out.
    const probe = net.createServer((s) => s.end('hello\n'));
    await new Promise<void>((r) => probe.listen(0, '0.0.0.0', () => r()));
    const probePort = (probe.address() as net.AddressInfo).port;
    const gwA = statusA.workspace!.gateway.host;
    const gwB = statusB.workspace!.gateway.host;
    const reach = async (host: string, port: number) =>
      (
        await dockerExec(container(), [
          'sh',
          '-c',
          `curl -s -o /dev/null --max-time 3 http://${host}:${port}/ ; echo $?`,
        ])
      ).out.trim();
    try {
      const own = await dockerExec(container(), ['sh', '-c', 'curl -s --max-time 5 "$GRADING_SERVER_URL/health"']);
      expect(JSON.parse(own.out).status).toBe('ok');
      expect(await reach(gwA, probePort)).not.toBe('0'); // the host's other ports: dropped
      expect(await reach(gwB, 5000)).not.toBe('0'); // another run's endpoint
      expect(await reach(gwB, probePort)).not.toBe('0');
      expect(await reach('127.0.0.1', stack.port)).not.toBe('0'); // the Temporal server (loopback only)
      expect(await reach(gwA, stack.port)).not.toBe('0');
      // Nothing is forwarded out of the run's subnet: a listener in run B's container (another
      // subnet, an address of the project's own) answers B itself but never A.
      const containerB = statusB.workspace!.containerName!;
      await dockerExec(containerB, ['sh', '-c', 'nohup python3 -m http.server 8000 --bind 0.0.0.0 >/dev/null 2>&1 &']);
      const infoB = await docker.getContainer(containerB).inspect();
      const ipB = Object.values(infoB.NetworkSettings.Networks)[0].IPAddress;
      await waitFor(
        'listener in B',
        async () =>
          (
            await dockerExec(containerB, ['sh', '-c', `curl -s -o /dev/null --max-time 2 http://${ipB}:8000/; echo $?`])
          ).out.trim() === '0',
      );
      expect(await reach(ipB, 8000)).not.toBe('0');
    } finally {
      probe.close();
    }
  });
});
