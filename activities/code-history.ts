import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// Every revision of the agent's code/ in a per-run git history (<runDir>/code.git, outside the
// workspace, so the agent cannot rewrite it): a commit when something changed, periodically and
// at each submission (tagged submission-<n>). Model weights and files over the size limit stay
// out. A commit is only made when the tree differs from the last one, so a snapshot repeated
// after a worker crash never duplicates a revision, and nothing written before it is lost.

const run = promisify(execFile);

/** Weights, checkpoints and caches are never code. */
const EXCLUDED = ['*.safetensors', '*.bin', '*.pt', '*.pth', '*.ckpt', '*.gguf', '*.onnx', '*.h5', '*.npz', '*.npy', '*.arrow', '*.parquet', '__pycache__/', '*.pyc', '.ipynb_checkpoints/', 'wandb/'];

export interface CodeRevision {
  sha: string;
  time: string;
  message: string;
  tags: string[];
  files: string[];
}

export class CodeHistory {
  private queue: Promise<unknown> = Promise.resolve();
  readonly gitDir: string;

  constructor(
    runDir: string,
    private readonly workTree: string,
    private readonly maxFileBytes = 1024 * 1024,
  ) {
    this.gitDir = path.join(runDir, 'code.git');
  }

  private git(args: string[]) {
    return run('git', ['--git-dir', this.gitDir, '--work-tree', this.workTree, '-c', 'user.name=a2rl', '-c', 'user.email=a2rl@localhost', '-c', 'core.hooksPath=/dev/null', ...args], {
      maxBuffer: 64 << 20,
      cwd: fs.existsSync(this.workTree) ? this.workTree : undefined,
    });
  }

  /** One snapshot at a time per run (periodic and submission snapshots may meet). */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn, fn);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async init(): Promise<void> {
    if (!fs.existsSync(path.join(this.gitDir, 'HEAD'))) {
      await run('git', ['init', '--quiet', '--bare', this.gitDir]);
    }
    // A crash mid-commit can leave the index lock; one process at a time writes this repository
    // (the host's gateway process while the run's endpoint is open, the host worker after).
    fs.rmSync(path.join(this.gitDir, 'index.lock'), { force: true });
    const big = this.largeFiles();
    fs.mkdirSync(path.join(this.gitDir, 'info'), { recursive: true });
    fs.writeFileSync(path.join(this.gitDir, 'info', 'exclude'), [...EXCLUDED, ...big.map((f) => `/${f}`)].join('\n') + '\n');
  }

  /** Files over the size limit, relative to the work tree. */
  private largeFiles(): string[] {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.isFile() && fs.statSync(p).size > this.maxFileBytes) out.push(path.relative(this.workTree, p));
      }
    };
    if (fs.existsSync(this.workTree)) walk(this.workTree);
    return out;
  }

  /** Commits code/ if it changed; tags the current revision when asked. Returns it (null: no code yet). */
  snapshot(message: string, tag?: string): Promise<{ sha: string; changed: boolean } | null> {
    return this.serial(async () => {
      await this.init();
      await this.git(['add', '--all']);
      const hasHead = await this.git(['rev-parse', '--verify', '--quiet', 'HEAD']).then(() => true, () => false);
      const changed = hasHead
        ? await this.git(['diff', '--cached', '--quiet', 'HEAD']).then(() => false, () => true)
        : (await this.git(['ls-files'])).stdout.trim() !== '';
      if (changed) await this.git(['commit', '--quiet', '--no-verify', '-m', message]);
      const sha = await this.git(['rev-parse', '--verify', '--quiet', 'HEAD']).then((r) => r.stdout.trim(), () => null);
      if (!sha) return null;
      if (tag) await this.git(['tag', '--force', tag, sha]);
      return { sha, changed };
    });
  }

  /** Resolves once every snapshot and tag asked for so far is written. */
  async idle(): Promise<void> {
    await this.queue;
  }

  tag(sha: string, tag: string): Promise<void> {
    return this.serial(async () => {
      await this.git(['tag', '--force', tag, sha]);
    });
  }

  /** Every revision, oldest first, with its tags and changed files. */
  async revisions(): Promise<CodeRevision[]> {
    if (!fs.existsSync(path.join(this.gitDir, 'HEAD'))) return [];
    const hasHead = await this.git(['rev-parse', '--verify', '--quiet', 'HEAD']).then(() => true, () => false);
    if (!hasHead) return [];
    const log = (await this.git(['log', '--reverse', '--format=%x1e%H%x1f%aI%x1f%s%x1f%D', '--name-only'])).stdout;
    return log
      .split('\x1e')
      .filter((b) => b.trim())
      .map((block) => {
        const [head, ...rest] = block.split('\n');
        const [sha, time, message, refs] = head.split('\x1f');
        const tags = (refs ?? '').split(', ').filter((r) => r.startsWith('tag: ')).map((r) => r.slice(5));
        return { sha, time, message, tags, files: rest.map((l) => l.trim()).filter(Boolean) };
      });
  }

  /** A file as it was at a revision (null when it did not exist there). */
  async show(sha: string, file: string): Promise<string | null> {
    return this.git(['show', `${sha}:${file}`]).then((r) => r.stdout, () => null);
  }

  /** Unified diff between two revisions. */
  async diff(from: string, to: string): Promise<string> {
    return (await this.git(['diff', from, to])).stdout;
  }

  async filesAt(sha: string): Promise<string[]> {
    return (await this.git(['ls-tree', '-r', '--name-only', sha])).stdout.split('\n').filter(Boolean);
  }
}
