import type { z } from 'zod';

// How a zod error reads in the harness's messages: one "path: message" per issue. `root` names
// an issue of the whole input (an empty path).

export function issueList(error: z.ZodError, root = ''): string[] {
  return error.issues.map((i) => `${i.path.join('.') || root}: ${i.message}`);
}

export const issuesText = (error: z.ZodError, root = ''): string => issueList(error, root).join('; ');
