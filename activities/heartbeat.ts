import { Context } from '@temporalio/activity';

// Long activities heartbeat on a timer as well as on progress, so a quiet phase (a model
// loading, a container starting) never looks like a dead worker, and a dead worker is noticed
// within one heartbeat timeout.

export function startHeartbeats(details: () => unknown): () => void {
  const ctx = Context.current();
  const timeoutMs = ctx.info.heartbeatTimeoutMs || 60_000;
  const everyMs = Math.max(200, Math.min(10_000, Math.floor(timeoutMs / 3)));
  ctx.heartbeat(details());
  const timer = setInterval(() => ctx.heartbeat(details()), everyMs);
  return () => clearInterval(timer);
}
