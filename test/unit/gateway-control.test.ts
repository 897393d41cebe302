import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ControlError, controlRequest, gatewayFiles } from '../../gateway/control';

// The control channel between a host worker and its host's gateway process.

test('the socket lives in the data folder, or under /tmp when that path is too long for a Unix socket', () => {
  expect(gatewayFiles({ dataDir: '/var/lib/a2rl', hostId: 'gpu-host-1' }).socket).toBe(
    '/var/lib/a2rl/gateway/gpu-host-1.sock',
  );
  const deep = { dataDir: `/srv/${'x'.repeat(120)}`, hostId: 'h' };
  const files = gatewayFiles(deep);
  expect(files.socket).toMatch(/^\/tmp\/a2rl-gateway-[0-9a-f]{16}\.sock$/);
  expect(gatewayFiles(deep).socket).toBe(files.socket); // the same host finds it again
  expect(gatewayFiles({ ...deep, hostId: 'other' }).socket).not.toBe(files.socket);
  expect(files.pid).toBe(path.join(deep.dataDir, 'gateway', 'h.pid'));
});

test("a request: JSON back on 2xx, the process's error message on others, a rejection when nothing listens", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-control-'));
  const socket = path.join(dir, 'c.sock');
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/ok')
        return void res.writeHead(200).end(JSON.stringify({ got: JSON.parse(Buffer.concat(chunks).toString()) }));
      res.writeHead(400).end(JSON.stringify({ error: 'token: Too small' }));
    });
  });
  await new Promise<void>((r) => server.listen(socket, r));
  try {
    await expect(controlRequest(socket, 'PUT', '/ok', { a: 1 })).resolves.toEqual({ got: { a: 1 } });
    const refused = controlRequest(socket, 'PUT', '/bad', {});
    await expect(refused).rejects.toBeInstanceOf(ControlError);
    await expect(refused).rejects.toMatchObject({ status: 400, message: 'token: Too small' });
  } finally {
    await new Promise((r) => server.close(r));
  }
  await expect(controlRequest(socket, 'GET', '/health')).rejects.toThrow(/ENOENT|ECONNREFUSED/);
  fs.rmSync(dir, { recursive: true, force: true });
});
