import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { agentFacingError, agentFacingSummary, WITHHELD } from '../../evaluation/agent-facing';

// What an evaluator's words become before an agent reads them: one short line, nothing of the
// held-out data, in the error and in the summary alike.

const heldout = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-heldout-'));
fs.mkdirSync(path.join(heldout, 'games'));
fs.writeFileSync(path.join(heldout, 'test.jsonl'), '{"question": "What is 17 plus 25?", "answer": "#### 42"}\n');
fs.writeFileSync(
  path.join(heldout, 'games', 'g1.txt'),
  'You are in the middle of a room. Put a clean mug in the coffeemachine.\n',
);
afterAll(() => fs.rmSync(heldout, { recursive: true, force: true }));

test('an error line that quotes held-out data, in any file and however spaced, is withheld', () => {
  expect(agentFacingError('ValueError: no answer for What is 17 plus 25? in output', heldout)).toBe(WITHHELD);
  expect(agentFacingError('KeyError: put a clean mug   in the coffeemachine', heldout)).toBe(WITHHELD);
  expect(
    agentFacingError('could not load model from /opt/a2rl/model: OSError: no file named model.safetensors', heldout),
  ).toBe('could not load model from /opt/a2rl/model: OSError: no file named model.safetensors');
});

test('only the first line goes, at most 300 characters', () => {
  expect(agentFacingError('\n  first line\nTraceback (most recent call last):\n  secret', heldout)).toBe('first line');
  const long = agentFacingError('x'.repeat(1000), heldout);
  expect(long).toHaveLength(300);
  expect(long.endsWith('…')).toBe(true);
});

test('a summary keeps numbers, flags and short strings; long or quoting strings are withheld', () => {
  const cleaned = agentFacingSummary(
    {
      accuracy: 12.5,
      judge_model: 'gpt-5.2',
      sample: 'What is 17 plus 25? The model said 41',
      note: 'x'.repeat(500),
      types: ['clean', 'heat'],
      per_type: { clean: { correct: 1, examples: ['a'] } },
    },
    heldout,
  );
  expect(cleaned).toEqual({
    accuracy: 12.5,
    judge_model: 'gpt-5.2',
    sample: '(withheld)',
    note: '(withheld)',
    types: ['clean', 'heat'],
    per_type: { clean: { correct: 1, examples: '(withheld)' } },
  });
});
