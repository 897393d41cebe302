import fs from 'node:fs';
import type { WorkflowHandle } from '@temporalio/client';
import { trainingStatusQuery } from '../common/messages';
import type { TrainingStatus } from '../common/training';
import { describeMetric, TrainingMetricSchema } from '../common/training-metrics';

// `a2rl train --follow`: the pipeline's curves as its jobs report them (new lines of its metrics
// file, which the GPU worker appends to; the data folder is shared on a host) and its phase
// changes (the workflow's status query), until the pipeline ends.

/** New complete lines of a growing file, from where the last call stopped. */
export class LineTail {
  private offset = 0;
  private partial = '';

  constructor(private readonly file: string) {}

  read(): string[] {
    let fd: number;
    try {
      fd = fs.openSync(this.file, 'r');
    } catch {
      return []; // not written yet
    }
    try {
      const size = fs.fstatSync(fd).size;
      if (size <= this.offset) return [];
      const buf = Buffer.alloc(size - this.offset);
      this.offset += fs.readSync(fd, buf, 0, buf.length, this.offset);
      const lines = (this.partial + buf.toString('utf8')).split('\n');
      this.partial = lines.pop() ?? '';
      return lines.filter((l) => l.trim());
    } finally {
      fs.closeSync(fd);
    }
  }
}

export async function followTraining(
  handle: WorkflowHandle,
  metricsFile: string,
  opts: { out?: NodeJS.WritableStream; intervalMs?: number } = {},
): Promise<{ status: TrainingStatus | null; error: string | null }> {
  const out = opts.out ?? process.stdout;
  const tail = new LineTail(metricsFile);
  let lastPhase = '';
  let settled: { status: TrainingStatus | null; error: string | null } | null = null;
  const result = handle.result().then(
    (status: TrainingStatus) => (settled = { status, error: null }),
    (err: unknown) => (settled = { status: null, error: (err as Error).message }),
  );
  const drain = () => {
    for (const line of tail.read()) {
      try {
        const m = TrainingMetricSchema.safeParse(JSON.parse(line));
        if (m.success) out.write(`${describeMetric(m.data)}\n`);
      } catch {
        // a line that is not JSON: skipped, as the report skips it
      }
    }
  };
  while (!settled) {
    try {
      const s = await handle.query(trainingStatusQuery);
      const phase = `${s.phase}${s.iteration ? ` (round ${s.iteration})` : ''}`;
      if (phase !== lastPhase) out.write(`phase: ${phase}\n`);
      lastPhase = phase;
    } catch {
      // the workflow may not have run its first task yet
    }
    drain();
    await Promise.race([result, new Promise((r) => setTimeout(r, opts.intervalMs ?? 2000))]);
  }
  drain();
  return settled;
}
