import fs from 'node:fs';
import pino from 'pino';
import { daemonScript } from '../../gateway/control';
import { GatewayProcessHandle } from '../../gateway/process-handle';
import { gatewayPid, startStack, type TestStack } from '../helpers/stack';

// The host's gateway process as host workers see it: started once, adopted by the next worker,
// replaced when idle and built from other code, and stopped with the last worker when idle.

jest.setTimeout(120_000);

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack('gateway-process');
});
afterAll(async () => {
  await stack?.stop();
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('one gateway process per host: adopted by the next worker, replaced after a rebuild, stopped when idle', async () => {
  const first = await new GatewayProcessHandle(stack.config, pino({ level: 'warn' })).ensure();
  expect(gatewayPid(stack.config)).toBe(first.pid);
  expect(first.runs).toEqual([]);

  // Another worker of this host (a restarted one) adopts it.
  const next = new GatewayProcessHandle(stack.config, pino({ level: 'warn' }));
  expect((await next.ensure()).pid).toBe(first.pid);

  // A rebuilt harness: the idle process of the old build makes way for one of the new.
  const script = daemonScript();
  const { atime, mtime } = fs.statSync(script);
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(script, later, later);
  try {
    const rebuilt = await next.ensure();
    expect(rebuilt.pid).not.toBe(first.pid);
    expect(alive(first.pid)).toBe(false);

    await next.release();
    const deadline = Date.now() + 10_000;
    while (alive(rebuilt.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(alive(rebuilt.pid)).toBe(false);
    expect(gatewayPid(stack.config)).toBeNull();
  } finally {
    fs.utimesSync(script, atime, mtime);
  }
});
