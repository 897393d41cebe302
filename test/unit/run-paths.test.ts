import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../common/paths';
import { runPaths } from '../../common/run-paths';

// A run's folder has one definition (common/run-paths.ts): every path is inside the run's folder
// and named once, the harness's state is outside the agent's workspace, and no other source file
// spells a run file's name to join it by hand.

const all = (p: ReturnType<typeof runPaths>) =>
  Object.values(p).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)));

test('every path is inside the run folder, distinct, and the state is outside the workspace', () => {
  const p = runPaths('/data/runs/run-1/');
  const paths = all(p).filter((x) => x !== p.dir);
  for (const x of paths) expect(x.startsWith('/data/runs/run-1/')).toBe(true);
  expect(new Set(paths).size).toBe(paths.length);
  for (const x of [p.state, p.token, p.snapshots, p.workspaceImage])
    expect(x.startsWith(`${p.workspace}/`)).toBe(false);
  expect(p.reportJson).toBe('/data/runs/run-1/report/report.json');
  expect(p.localAgent.pid).toBe('/data/runs/run-1/.a2rl/agent.pid');
});

test('no source file outside the map joins a run file by its name', () => {
  const names = [
    ...new Set(
      all(runPaths(''))
        .map((x) => x.slice(x.lastIndexOf('/') + 1))
        .filter((n) => n.includes('.') && n !== '.a2rl'),
    ),
  ];
  // The map; the names an agent must not forge in its own folders; a training job's metrics file.
  const allowed = new Set(['common/run-paths.ts', 'run/observations.ts', 'common/training.ts']);
  const sources = [
    'activities',
    'cli',
    'client',
    'evaluation',
    'gateway',
    'gpu',
    'jobs',
    'report',
    'results',
    'run',
    'sweep',
    'ui',
    'workers',
    'workflows',
    'workspace',
    'common',
  ].flatMap((dir) =>
    fs
      .readdirSync(path.join(PROJECT_ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `${dir}/${f}`),
  );
  const spelled = sources
    .filter((f) => !allowed.has(f))
    .flatMap((f) => {
      const text = fs.readFileSync(path.join(PROJECT_ROOT, f), 'utf8');
      return names.filter((n) => text.includes(`'${n}'`) || text.includes(`/${n}\``)).map((n) => `${f}: ${n}`);
    });
  expect(spelled).toEqual([]);
});
