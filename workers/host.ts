// Worker entry point: the host role (docs/deployment.md, *Workers*). `a2rl worker host` runs the same.
import { runWorkersMain } from './common';

runWorkersMain(['host']).catch((err) => {
  console.error(err);
  process.exit(1);
});
