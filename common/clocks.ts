import type { RunMeta } from './types';

// A run's two clocks. Wall time runs from the agent's start. Working time is wall time less the
// time the agent spent blocked on its own synchronous /submit evaluations and the harness's
// outages (a host worker restarting): what a working-time limit measures. Pure: the workflow,
// the grading API and the report compute them alike.

/** Seconds of wall time at `now` (epoch seconds), up to the run's end. */
export function wallSeconds(meta: RunMeta, now: number): number {
  if (meta.start_time === null) return 0;
  return Math.max(0, (meta.end_time ?? now) - meta.start_time);
}

/** Seconds of working time at `now`: wall time less the pauses, an open one included. */
export function workingSeconds(meta: RunMeta, now: number): number {
  if (meta.start_time === null) return 0;
  const end = meta.end_time ?? now;
  const open = meta.paused_since === null ? 0 : Math.max(0, end - meta.paused_since);
  return Math.max(0, wallSeconds(meta, now) - meta.paused_s - open);
}

/**
 * Seconds of the agent's wall-clock budget left at `now` (epoch seconds): all of it before the
 * agent starts, none once the run has ended (the rule everywhere: /time, the CLI, the dashboard,
 * the agent's restarts).
 */
export function budgetLeft(meta: RunMeta, now: number): number {
  return meta.end_time !== null ? 0 : Math.max(0, meta.timeout_s - wallSeconds(meta, now));
}

/** The clocks as the agent reads them in /time and run_meta.json. */
export function clockView(meta: RunMeta, now: number) {
  const wall = wallSeconds(meta, now);
  const working = workingSeconds(meta, now);
  return {
    wall_time_s: round(wall),
    working_time_s: round(working),
    working_remaining: meta.working_limit_s === null ? null : round(Math.max(0, meta.working_limit_s - working)),
  };
}

/** /time: the reference's fields (now; remaining: the budget left, null before the agent starts), and both clocks. */
export function timeView(meta: RunMeta, now: number) {
  return { ...meta, now, remaining: meta.start_time === null ? null : budgetLeft(meta, now), ...clockView(meta, now) };
}

/** Whether the clocks leave the agent time at `now`, so its submissions are open as far as they tell. */
export function timeOpen(meta: RunMeta, now: number): boolean {
  const view = timeView(meta, now);
  return (
    view.remaining !== null && view.remaining > 0 && (view.working_remaining === null || view.working_remaining > 0)
  );
}

const round = (s: number) => Math.round(s * 1000) / 1000;
