// Worker entry point: the host role (README, *Workers*). `a2rl worker host` runs the same.
import { runWorkersMain } from './common';

runWorkersMain(['host']).catch((err) => {
  console.error(err);
  process.exit(1);
});
