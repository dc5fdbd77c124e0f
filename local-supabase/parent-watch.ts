// Notices when the process that started us is gone, so `npm start`, `npm run dev` and `npm run supabase`
// end when their npm ends, whichever way it ended: SIGHUP and SIGKILL end npm without a word to its
// script, and a script run without `exec` sits below a shell that SIGTERM kills (see shutdown.ts).
// Node has neither prctl(PR_SET_PDEATHSIG) nor pidfd, and npm hands its own stdin down (no pipe that
// closes when npm dies), so we look: the processes between us and npm (found by the npm script name
// in their environment) are recorded with their start times and checked five times a second; when one
// of them has ended, npm or its shell is gone. Without /proc (macOS) only our direct parent is watched.
import { readFileSync } from 'node:fs';
import { isRunning, readStat } from './process-info';

export interface Launcher {
  pid: number;
  startTime?: string;
}

/** Whether pid was started for the same npm script as we were (its first environment names it). */
function inSameScript(pid: number, event: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`npm_lifecycle_event=${event}`);
  } catch {
    return false;
  }
}

/** Our parent and, when an npm script started us, every ancestor up to and including that npm. */
export function launchers(): Launcher[] {
  const event = process.env.npm_lifecycle_event;
  const chain: Launcher[] = [];
  let pid = process.ppid;
  // Init (pid 1) outlives us anyway; eight levels is far more than npm, sh and a wrapper or two.
  for (let depth = 0; depth < 8 && pid > 1; depth++) {
    const stat = readStat(pid);
    chain.push({ pid, startTime: stat?.startTime });
    if (!stat || !event || !inSameScript(pid, event)) break;
    pid = stat.ppid;
  }
  return chain;
}

/**
 * Calls onGone once with the pid of the first recorded launcher that has ended. Returns a function
 * that stops watching. The timer does not keep the process alive.
 */
export function watchLaunchers(onGone: (pid: number) => void, intervalMs = 200): () => void {
  const chain = launchers();
  const parent = process.ppid;
  const procfs = readStat(process.pid) !== undefined;
  if (!chain.length) return () => {};
  const timer = setInterval(() => {
    const gone = procfs
      ? chain.find((launcher) => !isRunning(launcher.pid, launcher.startTime))
      : process.ppid !== parent ? chain[0] : undefined;
    if (gone) {
      clearInterval(timer);
      onGone(gone.pid);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
