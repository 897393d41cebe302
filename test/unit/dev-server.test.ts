import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { DevServer, SERVER_DYNAMIC_CONFIG } from '../../cli/dev-server';
import { freePort } from '../../common/net';
import { fromRoot } from '../../common/paths';

// The real Temporal CLI: started on a fresh SQLite file, and made to fail at startup (its SQLite
// file a folder).

jest.setTimeout(60_000);

test('a server that exits at startup is retried, then reported with the end of its log', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-dev-server-'));
  try {
    const dbFile = path.join(dir, 'db');
    fs.mkdirSync(dbFile);
    const logFile = path.join(dir, 'temporal.log');
    const started = DevServer.start(
      { cli: fromRoot('.tools', 'bin', 'temporal'), dbFile, port: await freePort(), uiPort: null, logFile },
      2,
    );
    await expect(started).rejects.toThrow(
      /Temporal dev server exited with 1 before it was ready; its log \(.*temporal\.log\) ends:\n.*unable to create SQLite admin DB/,
    );
    expect(fs.readFileSync(logFile, 'utf8').match(/failed starting server/g)).toHaveLength(2);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the compose stack's server gets the embedded server's dynamic configuration", () => {
  const file = YAML.parse(fs.readFileSync(fromRoot('deploy', 'temporal-dynamic-config.yaml'), 'utf8')) as Record<
    string,
    Array<{ value: unknown }>
  >;
  expect(Object.fromEntries(Object.entries(file).map(([key, [first]]) => [key, first.value]))).toEqual(
    SERVER_DYNAMIC_CONFIG,
  );
  const args = DevServer.args({ cli: 'temporal', dbFile: 'db', port: 7233, uiPort: null });
  for (const [key, value] of Object.entries(SERVER_DYNAMIC_CONFIG))
    expect(args.join(' ')).toContain(`--dynamic-config-value ${key}=${value}`);
});

test('the embedded server keeps its SQLite file in write-ahead-log mode', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-dev-server-'));
  const dbFile = path.join(dir, 'temporal.sqlite');
  const server = await DevServer.start({
    cli: fromRoot('.tools', 'bin', 'temporal'),
    dbFile,
    port: await freePort(),
    uiPort: null,
  });
  try {
    // The file header's read and write format versions (bytes 18 and 19): 1 rollback journal, 2 WAL.
    const header = Buffer.alloc(20);
    const fd = fs.openSync(dbFile, 'r');
    fs.readSync(fd, header, 0, 20, 0);
    fs.closeSync(fd);
    expect(header.subarray(0, 15).toString()).toBe('SQLite format 3');
    expect([header[18], header[19]]).toEqual([2, 2]);
    expect(fs.existsSync(`${dbFile}-wal`)).toBe(true);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
