import fs from 'node:fs';
import path from 'node:path';
import type { AgentEvent } from '../common/events';
import { createEventAdapter, type EventAdapter } from '../agents/events';
import type { AgentManifest } from '../agents/registry';
import { runPaths, type RunPaths } from '../common/run-paths';

// What a run keeps of its agent's output, in the run folder:
//   agent.stdout.jsonl  the CLI's stdout, raw (its JSON event stream)
//   agent.stderr.log    its stderr (CLI noise, the launcher's notes)
//   agent.log           both, interleaved (for humans and the report's log tail)
//   events.jsonl        the typed event log: the stdout adapter's events and the harness's own
//                       start/exit records (.a2rl/agent-history.jsonl), in time order
// The files are rebuilt from the start of the agent's output on every attach, so a re-attaching
// worker never duplicates or loses lines; between attaches, new events are appended (a log of
// hundreds of MB is not rewritten every few seconds, nor held in memory). Secret values (the
// stack's API keys) are replaced before anything is written.

export type Stream = 'stdout' | 'stderr';

export interface OutputSink {
  /** One complete line of the agent's output, without its newline; ts as ISO time. */
  line(stream: Stream, text: string, ts: string): void;
}

/** The stream's events of events.jsonl, without the harness records (those have their own file). */
const streamEventsIn = (file: string) =>
  readJsonLines<AgentEvent>(file).filter((e) => e.type !== 'agent_start' && e.type !== 'agent_exit');

const byTime = (a: AgentEvent, b: AgentEvent) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : 0);

export type HarnessEvent = Extract<AgentEvent, { type: 'agent_start' | 'agent_exit' }>;

export function readHistory(runDir: string): HarnessEvent[] {
  return readJsonLines<HarnessEvent>(runPaths(runDir).agentHistory);
}

function readJsonLines<T>(file: string): T[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
}

export class AgentOutput implements OutputSink {
  private readonly files: RunPaths;
  private adapter!: EventAdapter;
  /** Stream events not yet in events.jsonl. */
  private streamEvents: AgentEvent[] = [];
  private fds: Record<'stdout' | 'stderr' | 'log', number> | null = null;
  private dirty = false;
  /** events.jsonl must be rebuilt (a new attach, earlier events added) rather than appended to. */
  private rebuild = true;
  /** The harness records already in events.jsonl, and the time of its last event. */
  private historyWritten = 0;
  private writtenTs = '';
  private lastTs = new Date(0).toISOString();

  constructor(
    private readonly runDir: string,
    private readonly format: AgentManifest['events'],
    private readonly driver: string,
    private readonly secrets: Array<{ name: string; value: string }>,
  ) {
    this.files = runPaths(runDir);
  }

  /**
   * Before the first start in a new container (a resumed run): the earlier container's output
   * is not in the new one's log, so its raw files are kept as *.earlier-N.* and its stream events
   * are carried into every later events.jsonl.
   */
  keepEarlier(): void {
    const p = this.files;
    if (!fs.existsSync(p.agentStdout)) return;
    const n = fs.readdirSync(this.runDir).filter((f) => f.startsWith('agent.stdout.earlier-')).length + 1;
    for (const f of [p.agentStdout, p.agentStderr, p.agentLog]) {
      if (fs.existsSync(f)) fs.renameSync(f, f.replace(/(\.[a-z]+)$/, `.earlier-${n}$1`));
    }
    const stream = streamEventsIn(p.events);
    if (stream.length) fs.appendFileSync(p.agentEventsEarlier, stream.map((e) => JSON.stringify(e)).join('\n') + '\n');
    this.dirty = this.rebuild = true;
  }

  /** Starts the files afresh; the backend then replays the agent's whole output into line(). */
  begin(): void {
    this.closeFiles();
    this.adapter = createEventAdapter(this.format, this.driver);
    this.streamEvents = [];
    this.fds = {
      stdout: fs.openSync(this.files.agentStdout, 'w'),
      stderr: fs.openSync(this.files.agentStderr, 'w'),
      log: fs.openSync(this.files.agentLog, 'w'),
    };
    this.dirty = this.rebuild = true;
  }

  redact(text: string): string {
    let out = text;
    for (const s of this.secrets) out = out.split(s.value).join(`[secret ${s.name}]`);
    return out;
  }

  line(stream: Stream, raw: string, ts: string): void {
    if (!this.fds) this.begin();
    const text = this.redact(raw);
    fs.writeSync(this.fds![stream], text + '\n');
    fs.writeSync(this.fds!.log, text + '\n');
    this.lastTs = ts;
    if (stream !== 'stdout') return;
    const events = this.adapter.push(text, ts);
    if (events.length) {
      this.streamEvents.push(...events);
      this.dirty = true;
    }
  }

  /** A harness record: kept durably in .a2rl (it is not in the agent's output) and in the log. */
  record(event: HarnessEvent): void {
    fs.mkdirSync(path.dirname(this.files.agentHistory), { recursive: true });
    fs.appendFileSync(this.files.agentHistory, JSON.stringify(event) + '\n');
    this.dirty = true;
  }

  /**
   * Brings events.jsonl up to date when something changed: new events that come after the last
   * one written are appended; otherwise (a new attach, earlier events, one out of time order) the
   * file is rebuilt, atomically.
   */
  flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    const history = readHistory(this.runDir);
    const fresh = [...this.streamEvents, ...history.slice(this.historyWritten)].sort(byTime);
    const lines = (events: AgentEvent[]) => events.map((e) => `${this.redact(JSON.stringify(e))}\n`).join('');
    if (!this.rebuild && (fresh.length === 0 || fresh[0].ts >= this.writtenTs)) {
      fs.appendFileSync(this.files.events, lines(fresh));
      if (fresh.length) this.writtenTs = fresh[fresh.length - 1].ts;
    } else {
      // A new attach: the earlier containers' events, then this one's. Out of order: what the file
      // holds, with the new events in their place. The harness records come from their own file.
      const before = this.rebuild
        ? readJsonLines<AgentEvent>(this.files.agentEventsEarlier)
        : streamEventsIn(this.files.events);
      const all = [...before, ...this.streamEvents, ...history].sort(byTime);
      const tmp = `${this.files.events}.tmp`;
      fs.writeFileSync(tmp, lines(all));
      fs.renameSync(tmp, this.files.events);
      this.rebuild = false;
      this.writtenTs = all.at(-1)?.ts ?? '';
    }
    this.streamEvents = [];
    this.historyWritten = history.length;
  }

  /** The agent's output ended (it exited): flush what the adapter still holds. */
  end(): void {
    if (this.adapter) {
      const rest = this.adapter.end(this.lastTs);
      if (rest.length) {
        this.streamEvents.push(...rest);
        this.dirty = true;
      }
    }
    this.flush();
    this.closeFiles();
  }

  private closeFiles(): void {
    if (!this.fds) return;
    for (const fd of Object.values(this.fds)) fs.closeSync(fd);
    this.fds = null;
  }
}

/** Splits chunks of one stream into lines; the last, unterminated piece waits for more. */
export class LineSplitter {
  private carry = '';
  constructor(private readonly emit: (line: string) => void) {}
  push(chunk: string): void {
    const parts = (this.carry + chunk).split('\n');
    this.carry = parts.pop()!;
    for (const p of parts) this.emit(p);
  }
  end(): void {
    if (this.carry) this.emit(this.carry);
    this.carry = '';
  }
}
