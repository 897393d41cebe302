import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../common/net';
import { removeTestDir } from './test-dirs';

// A private PostgreSQL server (Debian's package) for a test: its own data folder and port on
// 127.0.0.1, run as the `postgres` user (the server refuses root), stopped by its pid file.

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((v) => path.join(root, v, 'bin')).find((d) => fs.existsSync(path.join(d, 'initdb')));
  if (!dir)
    throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  return dir;
}

export interface TestPostgres {
  url: string;
  stop(): void;
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-pg-'));
  const data = path.join(dir, 'data');
  fs.mkdirSync(data);
  fs.chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const as = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args]) : execFileSync(cmd, args);
  as(path.join(bin, 'initdb'), ['-D', data, '-U', 'a2rl', '--auth=trust', '-E', 'UTF8']);
  const port = await freePort();
  as(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  as(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'a2rl', 'results']);
  return {
    url: `postgres://a2rl@127.0.0.1:${port}/results`,
    stop() {
      as(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      removeTestDir(dir);
    },
  };
}
