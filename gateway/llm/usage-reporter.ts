import { LIMIT_STOPS, type reachedLimit, type UsageTotals } from '../../common/llm-usage';
import type { Logger } from '../../common/logger';
import type { StopCause } from '../../common/types';

export interface UsageReport {
  totals: UsageTotals;
  reached: { stop: StopCause; message: string } | null;
}

/**
 * Tells the run's workflow its LLM usage: the first report and the first time a limit is reached
 * at once, otherwise at most once per interval (the latest totals always follow), so a busy
 * agent does not add a workflow history event per call. Totals are cumulative: a report lost
 * to a crash is made good by the next one.
 */
export class UsageReporter {
  private latest: UsageReport | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastSent = 0;
  private limitSent = false;
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly send: (report: UsageReport) => Promise<void>,
    private readonly logger: Logger,
    private readonly intervalMs = 15_000,
  ) {}

  readonly report = (totals: UsageTotals, reached: ReturnType<typeof reachedLimit>): void => {
    this.latest = { totals, reached: reached ? { stop: LIMIT_STOPS[reached.limit], message: reached.message } : null };
    const newLimit = reached !== null && !this.limitSent;
    const wait = this.lastSent + this.intervalMs - Date.now();
    if (newLimit || this.lastSent === 0 || wait <= 0) void this.sendLatest();
    else this.timer ??= setTimeout(() => void this.sendLatest(), wait).unref();
  };

  /** Sends what has not been sent yet, and waits for it. */
  async flush(): Promise<void> {
    await this.sendLatest();
  }

  private sendLatest(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const report = this.latest;
    this.latest = null;
    if (report) {
      this.lastSent = Date.now();
      if (report.reached) this.limitSent = true;
      this.sending = this.sending
        .then(() => this.send(report))
        .catch((err) => this.logger.warn({ err: (err as Error).message }, 'LLM usage not reported to the run'));
    }
    return this.sending;
  }
}
