import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import YAML from 'yaml';
import { fromRoot } from '../../common/paths';

// The production stack as Debian's docker-compose reads it (images cannot be pulled or built
// here: there is no registry; `docker-compose config` validates the file and resolves it).

jest.setTimeout(60_000);

test('docker-compose.yml is valid and wires the stack as documented', async () => {
  const { stdout } = await promisify(execFile)('docker-compose', ['-f', fromRoot('docker-compose.yml'), 'config'], {
    env: { ...process.env, POSTGRES_PASSWORD: 'secret' },
  });
  const c = YAML.parse(stdout);
  expect(Object.keys(c.services).sort()).toEqual([
    'postgresql',
    'temporal',
    'temporal-ui',
    'ui',
    'worker-control',
    'worker-gpu',
    'worker-host',
  ]);
  expect(c.services.temporal.image).toBe('temporalio/auto-setup:1.29.1');
  expect(c.services.temporal.environment).toMatchObject({
    DB: 'postgres12',
    POSTGRES_SEEDS: 'postgresql',
    POSTGRES_PWD: 'secret',
  });
  expect(c.services['temporal-ui'].image).toBe('temporalio/ui:2.42.1');
  for (const role of ['control', 'host', 'gpu']) {
    const w = c.services[`worker-${role}`];
    expect(w.build.dockerfile).toBe('deploy/worker.Dockerfile');
    expect(w.command).toEqual([role]);
    expect(w.environment.A2RL_RESULTS_POSTGRES).toMatch(/^postgres:\/\/a2rl:.*\/a2rl_results$/);
  }
  // Workspaces (host) and evaluation sandboxes (gpu) are containers of the host's engine, on
  // loop-mounted images that must reach it (rshared), behind iptables rules.
  const target = (v: { target?: string } | string) => (typeof v === 'string' ? v.split(':')[1] : v.target);
  for (const role of ['host', 'gpu']) {
    const w = c.services[`worker-${role}`];
    expect(w).toMatchObject({ network_mode: 'host', privileged: true });
    expect(w.volumes.map(target)).toEqual(expect.arrayContaining(['/var/run/docker.sock', '/var/lib/a2rl']));
    const data = w.volumes.find((v: { target?: string } | string) => target(v) === '/var/lib/a2rl');
    expect(typeof data === 'string' ? data : `${data.source}:${data.target}:${data.bind?.propagation}`).toMatch(
      /:rshared$/,
    );
    expect(w.environment.A2RL_IMAGES_DIR).toBe('/var/lib/a2rl/images');
  }
  // GPU workers get vLLM's CUDA build; the other roles keep the image's default (its CPU build).
  expect(c.services['worker-gpu'].build.args).toEqual({ VLLM_BUILD: 'vllm==0.32.0' });
  expect(c.services['worker-host'].build.args ?? {}).toEqual({});
  expect(c.services['worker-gpu'].deploy.resources.reservations.devices).toEqual([
    { driver: 'nvidia', count: 'all', capabilities: ['gpu'] },
  ]);
  // The dashboard, when its profile is asked for: the worker image's CLI, the run folders read-only, a token required.
  expect(c.services.ui).toMatchObject({
    profiles: ['ui'],
    entrypoint: ['node', 'dist/cli/main.js', 'ui'],
    command: ['--host', '0.0.0.0', '--port', '8270'],
  });
  expect(c.services.ui.environment).toHaveProperty('A2RL_UI_TOKEN');
  const uiData = c.services.ui.volumes.find((v: { target?: string } | string) => target(v) === '/var/lib/a2rl');
  expect(typeof uiData === 'string' ? uiData.endsWith(':ro') : uiData.read_only).toBe(true);
  // Nothing listens beyond the machine itself.
  for (const s of Object.values<{ ports?: Array<string | { host_ip?: string }> }>(c.services)) {
    for (const p of s.ports ?? []) expect(typeof p === 'string' ? p : p.host_ip).toMatch(/^127\.0\.0\.1/);
  }
});
