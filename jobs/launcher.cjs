'use strict';
// The job launcher: a small Node process, forked once by a worker, that spawns the worker's jobs
// (evaluators, training, resource builds) on request. A fork copies the forking process's page
// tables: from a worker of some 400 MB that is 5–6 ms per job, from this process under 2 ms.
// Protocol over the IPC channel (jobs/run-job.ts is the other side):
//   in:  { id, argv, cwd, env }
//   out: { id, pid } once running; { id, stream: 'stdout' | 'stderr', data } for its output;
//        { id, error } when it could not start; { id, exit: [code, signal] } once its output is read.
// Each job is the leader of a process group of its own (detached), as when the worker spawned it,
// so the worker still kills its whole tree by pid; a job outlives this process as it outlived
// the worker. When the worker goes, so does this process (its channel closes).
const { spawn } = require('node:child_process');

process.on('message', ({ id, argv, cwd, env }) => {
  let child;
  try {
    child = spawn(argv[0], argv.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  } catch (err) {
    process.send({ id, error: err.message });
    return;
  }
  if (child.pid) process.send({ id, pid: child.pid });
  for (const stream of ['stdout', 'stderr'])
    child[stream].on('data', (data) => process.send({ id, stream, data: data.toString('base64') }));
  child.on('error', (err) => process.send({ id, error: err.message }));
  child.on('close', (code, signal) => process.send({ id, exit: [code, signal] }));
});
process.on('disconnect', () => process.exit(0));
