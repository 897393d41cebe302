// Worker entry point: the control role (docs/deployment.md, *Workers*). `a2rl worker control` runs the same.
import { runWorkersMain } from './common';

runWorkersMain(['control']).catch((err) => {
  console.error(err);
  process.exit(1);
});
