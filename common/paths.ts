import fs from 'node:fs';
import path from 'node:path';

/** The repository root (holds package.json, tasks/, agents/), from sources or from dist/. */
export const PROJECT_ROOT: string = (() => {
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'tasks'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`cannot find the a2rl-bench project root above ${__dirname}`);
})();

export const fromRoot = (...parts: string[]): string => path.resolve(PROJECT_ROOT, ...parts);
