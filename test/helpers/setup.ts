import { DefaultLogger, Runtime } from '@temporalio/worker';

// Quiet the SDK's own INFO lines in tests (workers installed later log through pino instead).
process.env.A2RL_LOG_PRETTY ??= '0';
try {
  Runtime.install({ logger: new DefaultLogger('WARN') });
} catch {
  /* already installed in this process */
}
