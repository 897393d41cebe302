import fs from 'node:fs';
import { fromRoot } from '../../common/paths';
import { TRAINING_JOB_DEFAULTS } from '../../common/training-defaults';

test("the Python training jobs' defaults file is the training spec's defaults as exported here", () => {
  const committed = fs.readFileSync(fromRoot('python', 'a2rl', 'train', 'defaults.json'), 'utf8');
  // On a difference: npm run build && node dist/common/training-defaults.js > python/a2rl/train/defaults.json
  expect(JSON.parse(committed)).toEqual(TRAINING_JOB_DEFAULTS);
});
