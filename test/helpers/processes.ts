import fs from 'node:fs';

// A process as /proc shows it, for tests that check what lives after a kill.

/** The fields of /proc/<pid>/stat after the command's closing parenthesis (state, ppid, …). */
const statFields = (pid: number): string[] => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/** Running, and not a zombie waiting for its reaper. */
export function running(pid: number): boolean {
  try {
    return statFields(pid)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The parent's pid of a running process. */
export const parentOf = (pid: number): number => Number(statFields(pid)[1]);
