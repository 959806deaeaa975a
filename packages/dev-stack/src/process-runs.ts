/**
 * Whether a process still runs, for the processes `pnpm start` waits on and its stop test
 * watches. `kill(pid, 0)` alone answers yes for a process that has exited but is not yet reaped
 * (a zombie): once the launcher that started it is gone, it waits for its new parent, and how
 * long that parent takes to reap it has nothing to do with the process. On Linux the process's
 * state says it (`Z`); elsewhere `kill(pid, 0)` is what there is.
 */
import { readFileSync } from 'node:fs';

export function processRuns(pid: number): boolean {
  if (process.platform === 'linux') {
    try {
      // `pid (command) state ...`: the command may hold spaces and parentheses, the state follows the last one.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
