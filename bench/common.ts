import { fromRoot } from '../common/paths';
import { docker } from '../test/helpers/docker';

// What the stack benchmarks share.

/** The q-quantile of xs (nearest rank). */
export const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

/** A2RL_TASK_DIRS for a bench stack: its no-op evaluator task (noop-eval) beside the test fixtures. */
export const BENCH_TASK_DIRS = [fromRoot('bench', 'fixtures', 'tasks'), fromRoot('test', 'fixtures', 'tasks')].join(
  ':',
);

/** Containers and networks (of any state) that carry this label, e.g. `a2rl.run=<id>` or `a2rl.host=<id>`. */
export async function dockerLeftovers(label: string): Promise<{ containers: number; networks: number }> {
  return {
    containers: (await docker.listContainers({ all: true, filters: { label: [label] } })).length,
    networks: (await docker.listNetworks({ filters: { label: [label] } })).length,
  };
}
