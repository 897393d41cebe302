import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { attemptsSoFar, recordEvaluatorFailure } from '../../evaluation/attempts';

// An evaluation's earlier attempts, told apart: those whose evaluator failed (recorded by the
// activity) and those lost with their worker (every other one).

test('failures of this evaluation are counted, the other earlier attempts are lost ones', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-attempts-'));
  expect(attemptsSoFar(dir, 'run-1/5', 1)).toEqual({ failed: 0, lost: 0 });
  recordEvaluatorFailure(dir, 'run-1/5', 1, 'exited with code 1 without a result');
  // attempt 2 died with its worker (nothing recorded); attempt 3's evaluator ran out of time
  recordEvaluatorFailure(dir, 'run-1/5', 3, 'ran out of time');
  recordEvaluatorFailure(dir, 'run-0/5', 1, 'an earlier execution of the run: not this one'); // a resumed run's
  fs.appendFileSync(path.join(dir, 'evaluator-failures.jsonl'), '{"key": "run-1/5", "att'); // torn by a crash
  expect(attemptsSoFar(dir, 'run-1/5', 4)).toEqual({ failed: 2, lost: 1 });
  expect(attemptsSoFar(dir, 'run-2/5', 3)).toEqual({ failed: 0, lost: 2 });
});
