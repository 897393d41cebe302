// Worker entry point: the gpu role (docs/deployment.md, *Workers*). `a2rl worker gpu` runs the same.
import { runWorkersMain } from './common';

runWorkersMain(['gpu']).catch((err) => {
  console.error(err);
  process.exit(1);
});
