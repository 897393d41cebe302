// The one module the worker bundles: every workflow type the control worker serves.
export { benchmarkRun } from './benchmark-run';
export { benchmarkSweep } from './benchmark-sweep';
export { trainingPipeline } from './training-pipeline';
export { regradeRuns } from './regrade';
