import { Client } from '@temporalio/client';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { LlmConfigSchema, loadConfig } from '../../common/config';
import { freePort } from '../../common/net';
import type { ResolvedRun, WorkspaceRef } from '../../common/types';
import type { EndpointSpec } from '../../gateway/control';
import { resolveUpstreams } from '../../gateway/llm/upstreams';
import { RunEndpoints } from '../../gateway/server';
import { captureLimits } from '../../gateway/snapshot';

// The endpoints a gateway process serves, each on its run's network address. Docker gives the
// address of a removed network to the next network it creates, so a new run can be given the
// address an earlier run's endpoint still listens on (an earlier run whose endpoint was left open,
// as a worker that shuts down leaves it). The new run must get its endpoint all the same.

let dir: string;
let endpoints: RunEndpoints;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-endpoints-'));
  // A real client, never connected: these endpoints get no request that reaches Temporal.
  endpoints = new RunEndpoints(
    new Client(),
    pino({ level: 'silent' }),
    captureLimits(loadConfig()),
    resolveUpstreams(LlmConfigSchema.parse({}), {}),
  );
});
afterEach(async () => {
  await endpoints.closeAll();
  fs.rmSync(dir, { recursive: true, force: true });
});

function spec(runId: string, port: number): EndpointSpec {
  const runDir = path.join(dir, runId);
  fs.mkdirSync(path.join(runDir, 'workspace'), { recursive: true });
  const workspace: WorkspaceRef = {
    runId,
    backend: 'local',
    hostId: 'test',
    hostQueue: 'a2rl-host-test',
    runDir,
    workspaceDir: path.join(runDir, 'workspace'),
    agentRoot: path.join(runDir, 'workspace'),
    mounts: [],
    gateway: { host: '127.0.0.1', port, agentUrl: `http://127.0.0.1:${port}` },
  };
  return {
    workspace,
    resolved: { runId, task: { id: 'scripted-score' } } as ResolvedRun,
    gpus: 0,
    token: `token-of-${runId}-0123456789`,
    codeSnapshots: { maxFileSize: 1024, every: 3600 },
    llmLimits: { models: [] },
    egress: [],
  };
}

/**
 * The status of GET /t/<token>/health at the port: the run whose token it is must be served there.
 * A connection of its own each time (not helpers/http's `request`, whose keep-alive agent could
 * reuse a socket of the endpoint just closed).
 */
function health(port: number, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: `/t/${token}/health`, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

test("a run given the address of an earlier run's open endpoint gets its endpoint there; the earlier one is closed", async () => {
  const port = await freePort();
  const earlier = spec('run-earlier', port);
  const later = spec('run-later', port);
  expect(await endpoints.open(earlier)).toBe(true);
  expect(await health(port, earlier.token)).toBe(200);

  expect(await endpoints.open(later)).toBe(true);
  expect(endpoints.runs()).toEqual(['run-later']);
  expect(await health(port, later.token)).toBe(200);
  expect(await health(port, earlier.token)).not.toBe(200);
});

test('endpoints at other addresses stay open', async () => {
  const [a, b] = [await freePort(), await freePort()];
  expect(await endpoints.open(spec('run-a', a))).toBe(true);
  expect(await endpoints.open(spec('run-b', b))).toBe(true);
  expect(endpoints.runs().sort()).toEqual(['run-a', 'run-b']);
  // Opening an open run again keeps its endpoint (a renewal).
  expect(await endpoints.open(spec('run-a', a))).toBe(false);
  expect(endpoints.runs().sort()).toEqual(['run-a', 'run-b']);
});
