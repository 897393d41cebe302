import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CodeHistory } from '../../run/code-history';

// The per-run code history on a real git: revisions only on change, tags at submissions,
// weights and large files left out, and a crash mid-commit survived.

function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-code-'));
  const code = path.join(root, 'workspace', 'code');
  fs.mkdirSync(code, { recursive: true });
  return { root, code, history: new CodeHistory(root, code, 1000) };
}

test('a revision when something changed, none otherwise; tags mark submissions', async () => {
  const { code, history } = setup();
  expect(await history.snapshot('periodic')).toBeNull(); // no code yet
  fs.writeFileSync(path.join(code, 'train.py'), 'print("sft")\n');
  const first = await history.snapshot('periodic');
  expect(first).toMatchObject({ changed: true });
  expect(await history.snapshot('periodic')).toEqual({ sha: first!.sha, changed: false }); // unchanged: no duplicate
  const tagged = await history.snapshot('submission', 'submission-1');
  expect(tagged).toEqual({ sha: first!.sha, changed: false });
  fs.writeFileSync(path.join(code, 'train.py'), 'print("grpo")\n');
  fs.mkdirSync(path.join(code, 'lib'));
  fs.writeFileSync(path.join(code, 'lib', 'reward.py'), 'def reward(): return 1\n');
  const second = await history.snapshot('submission', 'submission-2');
  expect(second!.changed).toBe(true);
  const revs = await history.revisions();
  expect(revs.map((r) => [r.message, r.tags])).toEqual([
    ['periodic', ['submission-1']],
    ['submission', ['submission-2']],
  ]);
  expect(revs[1].files.sort()).toEqual(['lib/reward.py', 'train.py']);
  expect(await history.show(first!.sha, 'train.py')).toBe('print("sft")\n');
  expect(await history.diff(first!.sha, second!.sha)).toContain('+print("grpo")');
});

test('weights, checkpoints and files over the size limit stay out', async () => {
  const { code, history } = setup();
  fs.writeFileSync(path.join(code, 'train.py'), 'x = 1\n');
  fs.writeFileSync(path.join(code, 'model.safetensors'), 'weights');
  fs.mkdirSync(path.join(code, '__pycache__'));
  fs.writeFileSync(path.join(code, '__pycache__', 'train.cpython-311.pyc'), 'bytecode');
  fs.writeFileSync(path.join(code, 'big.jsonl'), 'x'.repeat(2000));
  const snap = await history.snapshot('periodic');
  expect(await history.filesAt(snap!.sha)).toEqual(['train.py']);
});

test('a lock left by a crash mid-commit does not block the next snapshot', async () => {
  const { code, history } = setup();
  fs.writeFileSync(path.join(code, 'a.py'), '1\n');
  await history.snapshot('periodic');
  fs.writeFileSync(path.join(history.gitDir, 'index.lock'), '');
  fs.writeFileSync(path.join(code, 'a.py'), '2\n');
  expect((await history.snapshot('periodic'))!.changed).toBe(true);
  expect(await history.revisions()).toHaveLength(2);
});

test('the next process on the same history continues it: no duplicate of an unchanged tree, new revisions on top', async () => {
  const { root, code, history } = setup();
  fs.writeFileSync(path.join(code, 'train.py'), 'print(1)\n');
  const first = await history.snapshot('submission', 'submission-1');
  const next = new CodeHistory(root, code, 1000); // a restarted gateway process, or the worker's final snapshot
  expect(await next.snapshot('periodic')).toEqual({ sha: first!.sha, changed: false });
  fs.writeFileSync(path.join(code, 'train.py'), 'print(2)\n');
  const second = await next.snapshot('final');
  expect(second!.changed).toBe(true);
  expect((await next.revisions()).map((r) => [r.sha, r.message])).toEqual([
    [first!.sha, 'submission'],
    [second!.sha, 'final'],
  ]);
});

test('an unchanged work tree is answered without running git; any write is seen, even one that keeps size and times', async () => {
  const { code, history } = setup();
  fs.writeFileSync(path.join(code, 'train.py'), 'lr = 1\n');
  const first = await history.snapshot('periodic');
  const pathVar = process.env.PATH;
  process.env.PATH = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-no-git-')); // no git to run
  try {
    expect(await history.snapshot('submission')).toEqual({ sha: first!.sha, changed: false });
  } finally {
    process.env.PATH = pathVar;
  }
  // Same size, modification time set back: the change time still moves.
  const before = fs.statSync(path.join(code, 'train.py'));
  fs.writeFileSync(path.join(code, 'train.py'), 'lr = 2\n');
  fs.utimesSync(path.join(code, 'train.py'), before.atime, before.mtime);
  const second = await history.snapshot('submission');
  expect(second!.changed).toBe(true);
  expect(await history.show(second!.sha, 'train.py')).toBe('lr = 2\n');
});
