import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { runPaths } from '../common/run-paths';

// Every revision of the agent's code/ in a per-run git history (<runDir>/code.git, outside the
// workspace, so the agent cannot rewrite it): a commit when something changed, periodically and
// at each submission (tagged submission-<n>). Model weights and files over the size limit stay
// out. A commit is only made when the tree differs from the last one, so a snapshot repeated
// after a worker crash never duplicates a revision, and nothing written before it is lost.

const run = promisify(execFile);

/** Weights, checkpoints and caches are never code. */
const EXCLUDED = [
  '*.safetensors',
  '*.bin',
  '*.pt',
  '*.pth',
  '*.ckpt',
  '*.gguf',
  '*.onnx',
  '*.h5',
  '*.npz',
  '*.npy',
  '*.arrow',
  '*.parquet',
  '__pycache__/',
  '*.pyc',
  '.ipynb_checkpoints/',
  'wandb/',
];

export interface CodeRevision {
  sha: string;
  time: string;
  message: string;
  tags: string[];
  files: string[];
}

/** git's empty tree: what write-tree gives for an empty index. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

export class CodeHistory {
  private queue: Promise<unknown> = Promise.resolve();
  /** The last revision this instance knows HEAD to be, and its tree (null: ask git). */
  private head: { sha: string; tree: string } | null = null;
  /** The work tree's stat fingerprint when HEAD was last found equal to it (see `scan`). */
  private committed: string | null = null;
  readonly gitDir: string;

  constructor(
    runDir: string,
    private readonly workTree: string,
    private readonly maxFileBytes = 1024 * 1024,
  ) {
    this.gitDir = runPaths(runDir).codeHistory;
  }

  private git(args: string[]) {
    return run(
      'git',
      [
        '--git-dir',
        this.gitDir,
        '--work-tree',
        this.workTree,
        '-c',
        'user.name=a2rl',
        '-c',
        'user.email=a2rl@localhost',
        '-c',
        'core.hooksPath=/dev/null',
        ...args,
      ],
      {
        maxBuffer: 64 << 20,
        cwd: fs.existsSync(this.workTree) ? this.workTree : undefined,
      },
    );
  }

  /** One snapshot at a time per run (periodic and submission snapshots may meet). */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn, fn);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Creates the repository once; writes the exclusions (weights, files over the size limit) for this scan. */
  private async init(large: string[]): Promise<void> {
    if (!fs.existsSync(path.join(this.gitDir, 'HEAD'))) {
      await run('git', ['init', '--quiet', '--bare', this.gitDir]);
    }
    // A crash mid-commit can leave the index lock; one process at a time writes this repository
    // (the host's gateway process while the run's endpoint is open, the host worker after).
    fs.rmSync(path.join(this.gitDir, 'index.lock'), { force: true });
    fs.mkdirSync(path.join(this.gitDir, 'info'), { recursive: true });
    fs.writeFileSync(
      path.join(this.gitDir, 'info', 'exclude'),
      [...EXCLUDED, ...large.map((f) => `/${f}`)].join('\n') + '\n',
    );
  }

  /**
   * One walk of the work tree: its files over the size limit, and a fingerprint of every entry's
   * path, type, size, inode and change times. A write to any file changes its ctime, which no
   * process can set back, so an equal fingerprint means git would find the same tree.
   */
  private scan(): { large: string[]; fingerprint: string } {
    const large: string[] = [];
    const hash = crypto.createHash('sha256');
    const walk = (dir: string) => {
      for (const name of fs.readdirSync(dir).sort()) {
        const p = path.join(dir, name);
        const st = fs.lstatSync(p, { bigint: true, throwIfNoEntry: false });
        if (!st) continue; // gone since the listing: its folder's times changed too
        hash.update(
          `${path.relative(this.workTree, p)}\0${st.mode}\0${st.size}\0${st.ino}\0${st.mtimeNs}\0${st.ctimeNs}\n`,
        );
        if (st.isDirectory()) walk(p);
        else if (st.isFile() && st.size > BigInt(this.maxFileBytes)) large.push(path.relative(this.workTree, p));
      }
    };
    if (fs.existsSync(this.workTree)) walk(this.workTree);
    return { large, fingerprint: hash.digest('hex') };
  }

  /**
   * Commits code/ if it changed; tags the current revision when asked. Returns it (null: no code
   * yet). It sits on every submission's path: no git process when the work tree's fingerprint is
   * the one last committed, two when it changed but not the tree git sees (add, write-tree), four
   * when that changed too.
   */
  snapshot(message: string, tag?: string): Promise<{ sha: string; changed: boolean } | null> {
    return this.serial(async () => {
      // Taken before git reads the files: a write after this point shows in the next fingerprint.
      const { large, fingerprint } = this.scan();
      let changed = false;
      if (fingerprint !== this.committed) {
        await this.init(large);
        await this.git(['add', '--all']);
        const tree = (await this.git(['write-tree'])).stdout.trim();
        this.head ??= await this.readHead();
        if (this.head?.tree !== tree && !(!this.head && tree === EMPTY_TREE)) {
          const sha = (
            await this.git(['commit-tree', tree, ...(this.head ? ['-p', this.head.sha] : []), '-m', message])
          ).stdout.trim();
          await this.git(['update-ref', 'HEAD', sha]);
          this.head = { sha, tree };
          changed = true;
        }
        this.committed = fingerprint;
      }
      if (!this.head) return null;
      if (tag) await this.git(['tag', '--force', tag, this.head.sha]);
      return { sha: this.head.sha, changed };
    });
  }

  private async readHead(): Promise<{ sha: string; tree: string } | null> {
    const out = await this.git(['rev-parse', 'HEAD', 'HEAD^{tree}']).then(
      (r) => r.stdout.trim().split('\n'),
      () => null,
    );
    return out?.length === 2 ? { sha: out[0], tree: out[1] } : null;
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
    const hasHead = await this.git(['rev-parse', '--verify', '--quiet', 'HEAD']).then(
      () => true,
      () => false,
    );
    if (!hasHead) return [];
    const log = (await this.git(['log', '--reverse', '--format=%x1e%H%x1f%aI%x1f%s%x1f%D', '--name-only'])).stdout;
    return log
      .split('\x1e')
      .filter((b) => b.trim())
      .map((block) => {
        const [head, ...rest] = block.split('\n');
        const [sha, time, message, refs] = head.split('\x1f');
        const tags = (refs ?? '')
          .split(', ')
          .filter((r) => r.startsWith('tag: '))
          .map((r) => r.slice(5));
        return { sha, time, message, tags, files: rest.map((l) => l.trim()).filter(Boolean) };
      });
  }

  /** A file as it was at a revision (null when it did not exist there). */
  async show(sha: string, file: string): Promise<string | null> {
    return this.git(['show', `${sha}:${file}`]).then(
      (r) => r.stdout,
      () => null,
    );
  }

  /** Unified diff between two revisions. */
  async diff(from: string, to: string): Promise<string> {
    return (await this.git(['diff', from, to])).stdout;
  }

  async filesAt(sha: string): Promise<string[]> {
    return (await this.git(['ls-tree', '-r', '--name-only', sha])).stdout.split('\n').filter(Boolean);
  }
}
