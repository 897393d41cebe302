import { Option, type Command } from 'commander';
import { loadConfig } from '../common/config';
import type { RunSpecInput } from '../common/run-spec';
import { startWorkers } from '../workers/common';
import { connectClient } from '../client/connect';
import { dockerAvailable, ensureDevServer, fileLogger } from './embedded';
import { uiWorkflowUrl } from '../client/urls';
import { followRun } from './runs';
import { startRun } from '../client/runs';

// `a2rl demo`: a real run of task arith with the example agent, on an embedded server and workers.

export function registerDemo(program: Command): void {
  program
    .command('demo')
    .description('a real benchmark run on this machine: task arith, the example agent, embedded Temporal and workers')
    .option('--budget <duration>', 'agent budget', '3m')
    .addOption(new Option('--backend <backend>', 'workspace backend').choices(['docker', 'local']))
    .option('--cpus <n>', "CPUs the agent's workspace may use (Docker backend; default: no limit)", Number)
    .option('--stop-server', 'stop the embedded Temporal server at the end (default: leave the Web UI up)')
    .addOption(
      new Option('--engine <engine>', 'inference engine of the evaluations (auto: vLLM where installed)')
        .choices(['auto', 'vllm', 'transformers'])
        .default('auto'),
    )
    .action(async (opts) => {
      const cfg = loadConfig();
      const backend = opts.backend ?? ((await dockerAvailable(cfg)) ? 'docker' : 'local');
      if (backend === 'local')
        console.log('note: no Docker engine answers; using the local workspace backend (weaker isolation)');
      const { server, uiUrl } = await ensureDevServer(cfg, { detached: true });
      const running = await startWorkers(cfg, fileLogger(cfg, 'demo-workers'), ['control', 'host', 'gpu']);
      void running.run();
      const client = await connectClient(cfg);
      const spec: RunSpecInput = {
        task: 'arith',
        agent: 'example',
        budget: opts.budget,
        workspace: { backend, ...(opts.cpus ? { cpus: opts.cpus } : {}) },
        ...(opts.engine === 'auto' ? {} : { evaluation: { backend: opts.engine } }),
      };
      const runId = await startRun(client, spec);
      console.log(`started ${runId}`);
      console.log(`watch it in the Temporal Web UI: ${uiWorkflowUrl(uiUrl, cfg.temporal.namespace, runId)}\n`);
      const result = await followRun(client, runId);
      await running.shutdown();
      await client.connection.close();
      if (opts.stopServer) await server?.stop();
      const s = result.status;
      console.log('');
      if (result.error) console.log(`run failed: ${result.error}`);
      if (s) {
        console.log(
          `baseline ${s.baseline?.score.toFixed(2) ?? '—'}  best ${s.best?.score?.toFixed(2) ?? '—'}  improvement ${s.best?.improvement?.toFixed(2) ?? '—'}  submissions ${s.submissions.length}`,
        );
        // Under the sealed protocol the run's score: its final checkpoint on the held-out part it never saw.
        if (s.sealed)
          console.log(
            `sealed score ${s.sealed.score?.toFixed(2) ?? '—'} (final checkpoint #${s.sealed.submission_id ?? '—'}; sealed baseline ${s.sealed.baseline?.toFixed(2) ?? '—'}; gap ${s.sealed.gap?.toFixed(2) ?? '—'})${s.sealed.error ? `: ${s.sealed.error}` : ''}`,
          );
      }
      const exit = s?.agent.exit;
      if (exit && exit.exitCode !== 0 && !s?.agent.stoppedBy)
        console.log(
          `the agent exited with code ${exit.exitCode}${exit.error ? `: ${exit.error}` : ''} (see agent.log in the run folder)`,
        );
      console.log(`report: ${s?.report?.markdown ?? '(none)'}`);
      console.log(`Temporal Web UI: ${uiWorkflowUrl(uiUrl, cfg.temporal.namespace, runId)}`);
      if (!opts.stopServer && uiUrl)
        console.log('(the embedded Temporal server keeps running for the UI; stop it with `a2rl dev stop`)');
      process.exit(result.error ? 1 : 0);
    });
}
