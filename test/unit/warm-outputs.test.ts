import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WarmOutputs } from '../../evaluation/warm';

// An evaluation's out folder in its run's warm sandbox, on real files: the evaluator sees the
// evaluation folder's files as in a one-off sandbox, never the worker's own, and a lost attempt's
// outputs reach the evaluation folder at the next attempt.

function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-warm-outputs-'));
  const scratch = path.join(root, 'scratch');
  const evaluations = path.join(root, 'evaluations');
  const outDir = path.join(evaluations, 'regrade-v2', 'sealed-submission-3');
  fs.mkdirSync(scratch);
  fs.mkdirSync(outDir, { recursive: true });
  const outputs = new WarmOutputs(scratch, evaluations, outDir, new Set(['stderr.log', 'failures.jsonl']));
  const inside = path.join(scratch, outputs.name);
  return { outDir, outputs, inside };
}

const read = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((n) => [n, fs.readFileSync(path.join(dir, n), 'utf8')]),
  );

test("one folder per evaluation, named by the evaluation's path: the same for each attempt", () => {
  const { outputs } = setup();
  expect(outputs.name).toBe('regrade-v2--sealed-submission-3');
});

test("the evaluator sees earlier attempts' files, never the worker's, and what it writes comes back", () => {
  const { outDir, outputs, inside } = setup();
  fs.writeFileSync(path.join(outDir, 'responses.jsonl'), 'attempt 1\n');
  fs.writeFileSync(path.join(outDir, 'stderr.log'), 'log\n');
  fs.writeFileSync(path.join(outDir, 'failures.jsonl'), '{"attempt":1}\n');
  const owned: string[] = [];
  outputs.enter((dir) => owned.push(dir));
  expect(owned).toEqual([inside]);
  expect(read(inside)).toEqual({ 'responses.jsonl': 'attempt 1\n' });

  fs.appendFileSync(path.join(inside, 'responses.jsonl'), 'attempt 2\n');
  fs.writeFileSync(path.join(inside, 'result.json'), '{"score": 1}');
  fs.writeFileSync(path.join(inside, 'failures.jsonl'), 'forged'); // the worker's record: never replaced
  outputs.leave();
  expect(fs.existsSync(inside)).toBe(false);
  expect(read(outDir)).toEqual({
    'failures.jsonl': '{"attempt":1}\n',
    'responses.jsonl': 'attempt 1\nattempt 2\n',
    'result.json': '{"score": 1}',
    'stderr.log': 'log\n',
  });
});

test("a lost attempt's outputs are moved into the evaluation's folder before the next one enters", () => {
  const { outDir, outputs, inside } = setup();
  outputs.enter(() => undefined);
  fs.writeFileSync(path.join(inside, 'result.json.attempts'), 'lost\n');
  // The worker is killed here: leave() never runs. The next attempt, in any sandbox:
  const next = new WarmOutputs(path.dirname(inside), path.dirname(path.dirname(outDir)), outDir, new Set());
  next.leave();
  expect(read(outDir)).toEqual({ 'result.json.attempts': 'lost\n' });
  outputs.enter(() => undefined);
  fs.appendFileSync(path.join(inside, 'result.json.attempts'), 'scored\n');
  outputs.leave();
  expect(read(outDir)).toEqual({ 'result.json.attempts': 'lost\nscored\n' });
  outputs.leave(); // nothing entered: nothing moves
  expect(read(outDir)).toEqual({ 'result.json.attempts': 'lost\nscored\n' });
});
