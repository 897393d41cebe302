// Worker entry point: control, host and GPU roles in one process (the embedded default).
import { runWorkersMain } from './common';

runWorkersMain(['control', 'host', 'gpu']).catch((err) => {
  console.error(err);
  process.exit(1);
});
