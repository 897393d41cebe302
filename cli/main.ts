import { Command } from 'commander';
import { registerCatalog } from './catalog';
import { registerDemo } from './demo';
import { registerDev } from './dev';
import { registerDoctor } from './doctor';
import { registerResults } from './results';
import { registerRun } from './run';
import { registerRunControl } from './run-control';
import { registerSchedule } from './schedules';
import { registerSweep } from './sweep';
import { registerSweepPlan } from './sweep-plan';
import { registerRegrade } from './regrade';
import { registerTrain } from './train';
import { registerUi } from './ui';
import { registerWorker } from './worker';

// a2rl: the command line. Every command takes --json where a script would want it. Each group of
// commands is a module of its own; they are registered in the order `a2rl --help` lists them.

const program = new Command('a2rl').description('Agent² RL-Bench on Temporal').showHelpAfterError();

registerDemo(program); // demo
registerDev(program); // dev start, dev stop
registerRun(program); // run
registerTrain(program); // train
registerSweep(program); // sweep, canaries
registerSweepPlan(program); // sweep-plan
registerRegrade(program); // regrade
registerSchedule(program); // schedule create, list, describe, pause, unpause, trigger, delete
registerRunControl(program); // watch, status, stop, resume
registerResults(program); // workspace, report, results
registerUi(program); // ui
registerCatalog(program); // tasks, agents, agents install
registerDoctor(program); // doctor
registerWorker(program); // worker

program.parseAsync(process.argv).catch((err) => {
  console.error(`error: ${(err as Error).message ?? err}`);
  process.exit(2);
});
