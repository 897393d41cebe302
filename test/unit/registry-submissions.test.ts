import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { discoverAgents } from '../../agents/registry';
import type { SubmissionRecord } from '../../common/types';
import { discoverTasks, getTask, taskCommand } from '../../tasks/registry';
import { bestSubmission } from '../../common/submission';
import { bestForResponse, findReusable, findSubmission } from '../../workflows/submissions';

describe('task and agent registries', () => {
  test('built-ins are discovered; a plug-in folder adds one', () => {
    const plugins = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-tasks-'));
    fs.mkdirSync(path.join(plugins, 'mine'));
    fs.writeFileSync(
      path.join(plugins, 'mine', 'task.yaml'),
      'id: mine\nlevel: 2\ntitle: Mine\ndefaultBaseModel: org/m\ndata: {version: "1", script: prep.py}\nevaluator: {version: "e1", command: ["node", "eval.js"]}\n',
    );
    const tasks = discoverTasks([plugins]);
    expect(tasks.get('arith')?.manifest).toMatchObject({
      level: 1,
      defaultBaseModel: 'HuggingFaceTB/SmolLM2-135M-Instruct',
    });
    expect(tasks.get('mine')?.manifest.level).toBe(2);
    const mine = getTask('mine', [plugins]);
    expect(taskCommand(mine, 'data', '/py', ['--out', 'x'])).toEqual([
      '/py',
      path.join(plugins, 'mine', 'prep.py'),
      '--out',
      'x',
    ]);
    expect(taskCommand(mine, 'evaluator', '/py', ['--model', 'm'])).toEqual(['node', 'eval.js', '--model', 'm']);
    expect(() => getTask('nope')).toThrow(/unknown task "nope"; available: .*\barith\b/);
    expect(tasks.get('alpacaeval')?.manifest).toMatchObject({ level: 2, services: ['judge'] });
    expect(tasks.get('deepsearchqa')?.manifest).toMatchObject({ level: 3, services: ['judge', 'search'] });
    expect(tasks.get('arith')?.manifest.services).toEqual([]);
    expect(discoverAgents().get('example')?.manifest.defaultDriver).toBe('none');
  });

  test('a broken manifest is an error that names its file', () => {
    const plugins = fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-tasks-'));
    fs.mkdirSync(path.join(plugins, 'bad'));
    fs.writeFileSync(
      path.join(plugins, 'bad', 'task.yaml'),
      'id: bad\nlevel: 7\ntitle: x\ndefaultBaseModel: m\ndata: {version: "1", script: a, command: [b]}\nevaluator: {version: "1"}\n',
    );
    expect(() => discoverTasks([plugins])).toThrow(
      /bad\/task.yaml: level.*data: give exactly one of script, module or command/s,
    );
    fs.writeFileSync(
      path.join(plugins, 'bad', 'task.yaml'),
      'id: other\nlevel: 1\ntitle: x\ndefaultBaseModel: m\ndata: {version: "1", script: a}\nevaluator: {version: "1", script: b}\n',
    );
    expect(() => discoverTasks([plugins])).toThrow(/id "other" must match its folder name "bad"/);
  });
});

describe('submission bookkeeping', () => {
  const rec = (
    id: number,
    score: number | null,
    status: SubmissionRecord['status'],
    digest = `d${id}`,
  ): SubmissionRecord => ({
    submission_id: id,
    request_id: `req-${id}`,
    timestamp: '',
    model_path: '',
    resolved_path: '',
    digest,
    gpu: null,
    code_revision: null,
    status,
    score,
    baseline_score: 0,
    improvement: null,
    elapsed_seconds: null,
  });
  test('best is the highest scored submission, the first on a tie; failures never count', () => {
    expect(
      bestSubmission([rec(1, 0, 'failed'), rec(2, 5, 'scored'), rec(3, 5, 'scored'), rec(4, null, 'evaluating')])
        ?.submission_id,
    ).toBe(2);
    expect(bestSubmission([rec(1, 90, 'failed')])).toBeNull();
    // The submit response's best, as the reference's: a failed entry when nothing has scored.
    expect(bestForResponse([rec(1, 0, 'failed'), rec(2, 5, 'scored')])?.submission_id).toBe(2);
    expect(bestForResponse([rec(1, 0, 'failed'), rec(2, null, 'evaluating')])).toMatchObject({
      submission_id: 1,
      score: 0,
    });
    expect(bestForResponse([rec(1, null, 'evaluating')])).toBeNull();
  });
  test('an earlier submission of the same content is reused unless it failed', () => {
    const subs = [rec(1, 0, 'failed', 'x'), rec(2, 5, 'scored', 'y')];
    expect(findReusable(subs, 'x')).toBeUndefined();
    expect(findReusable(subs, 'y')?.submission_id).toBe(2);
    expect(findSubmission(subs, '2')?.digest).toBe('y');
    expect(findSubmission(subs, 'req-1')?.submission_id).toBe(1);
    expect(findSubmission(subs, '7')).toBeNull();
  });
});
