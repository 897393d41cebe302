import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { JOB_PROTOCOL_JSON_SCHEMA, type JobEvent } from '../../common/job-protocol';
import { fromRoot } from '../../common/paths';
import { readJobEvents } from '../../jobs/run-job';

test('the JSON Schema the Python side is checked against is the protocol as defined here', () => {
  const committed = fs.readFileSync(fromRoot('python', 'a2rl', 'job-events.schema.json'), 'utf8');
  // On a difference: npm run build && node dist/common/job-protocol.js > python/a2rl/job-events.schema.json
  expect(JSON.parse(committed)).toEqual(JOB_PROTOCOL_JSON_SCHEMA);
});

test("a job's stdout: protocol events are read and typed; other lines and malformed events are not events", async () => {
  const out = new PassThrough();
  const events: JobEvent[] = [];
  readJobEvents(out, (e) => events.push(e));
  const lines = [
    'Loading weights: 100%', // a library's stray print
    '{"event": "progress", "done": 3, "total": 10}',
    '{"event": "result", "score": "high"}', // no number: no result
    '{"event": "checkpoint", "path": "/x/step-5"}', // no step
    '{"event": "mystery"}',
    '{"event": "result", "score": 42.5, "engine": {"backend": "vllm", "device": "cpu", "version": "0.32.0"}, "judge_model": "j"}',
    '{not json',
  ];
  const ended = new Promise((r) => out.on('end', r));
  out.end(lines.join('\n') + '\n');
  await ended;
  await new Promise((r) => setImmediate(r));
  expect(events.map((e) => e.event)).toEqual(['progress', 'result']);
  const result = events[1];
  expect(result).toEqual({
    event: 'result',
    score: 42.5,
    accuracy_summary: {},
    error: null,
    engine: { backend: 'vllm', device: 'cpu', version: '0.32.0' },
    judge_model: 'j',
  });
});
