// Records the history of a representative benchmarkRun (submissions with a duplicate and a
// failure, the budget timer, the report) for the replay test. Re-record after an intended
// workflow change:  npm run build && node dist/test/histories/record.js
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startRun } from '../../client/runs';
import { fromRoot } from '../../common/paths';
import { inProcessWorkers, seedBaseModel, startStack, TEMPORAL_CLI } from '../helpers/stack';

async function main() {
  const stack = await startStack('record');
  seedBaseModel(stack.config);
  const workers = await inProcessWorkers(stack);
  try {
    const script = 'ckpt:v1:40 submit:v1 submit:v1 ckpt:v2:65 nowait:v2 sleep:2 touch:x sleep:600';
    const runId = await startRun(
      stack.client,
      { task: 'scripted-score', agent: 'scripted', budget: '12s', stopGrace: 3, agentEnv: { SCRIPT: script } },
      'run-scripted-score-scripted-recorded',
    );
    await stack.client.workflow.getHandle(runId).result();
    const json = execFileSync(
      TEMPORAL_CLI,
      ['workflow', 'show', '--address', stack.server.address, '-w', runId, '--output', 'json'],
      { maxBuffer: 64 << 20 },
    );
    const out = fromRoot('test', 'histories', `${runId}.json`);
    fs.writeFileSync(out, json);
    console.log(`wrote ${path.relative(process.cwd(), out)} (${json.length} bytes)`);
  } finally {
    await workers.shutdown();
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
