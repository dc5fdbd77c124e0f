// What the local-supabase tools need to know about another process: does it still run, and is it still
// the same process (a pid is reused once its process is gone). Linux answers from /proc/<pid>/stat: the
// state (a zombie has ended, it only waits to be reaped), the parent and the start time. Elsewhere only
// `kill(pid, 0)` is available, which cannot tell a reused pid apart; callers say so where it matters.
import { readFileSync } from 'node:fs';

export interface ProcessStat {
  /** One letter: R running, S sleeping, Z zombie, X dead, ... (proc(5)). */
  state: string;
  ppid: number;
  /** Clock ticks after boot; the same pid with another start time is another process. */
  startTime: string;
}

/** The process' line of /proc/<pid>/stat; undefined when it is gone or there is no /proc. */
export function readStat(pid: number): ProcessStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may itself hold spaces and ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], ppid: Number(fields[1]), startTime: fields[19] };
}

/** Whether this machine has /proc, so that start times can be compared. */
export function hasProcfs(): boolean {
  return readStat(process.pid) !== undefined;
}

/** The start time of a running process, or undefined (gone, or no /proc). */
export function startTimeOf(pid: number): string | undefined {
  return readStat(pid)?.startTime;
}

/**
 * Whether pid runs and, when startTime is given and /proc exists, is still the process that started
 * then. A zombie counts as ended: it holds no port or file any more.
 */
export function isRunning(pid: number, startTime?: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = readStat(pid);
  if (!stat) return !hasProcfs();
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return startTime === undefined || stat.startTime === startTime;
}
