// Runs the local-supabase command-line tools as real child processes, as a developer would: directly
// (runTool) or through npm in a process group of their own (runNpm), and says which processes are left.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { waitFor } from './wait-for';

export interface Running {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first output that matches, or rejects after the timeout or on exit. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** The exit code, once the process ended and all its output (and its children's on the same pipes) is read. */
  exited: Promise<number | null>;
}

export function runTool(script: string, args: string[], env: Record<string, string> = {}): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return track(child);
}

/** `npm <args>` as the leader of a new process group (and session), as a terminal or a service manager
 * starts it; the group id is child.pid. */
export function runNpm(args: string[], env: Record<string, string> = {}): Running {
  const child = spawn('npm', args, {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return track(child);
}

function track(child: ChildProcess): Running {
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    text += d.toString();
    for (const l of listeners) l();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  // 'close', not 'exit': at 'exit' the last lines may still be in the pipes (seen on a busy machine).
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    output: () => text,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = text.match(pattern);
          if (match) {
            cleanup();
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out waiting for ${pattern}; output:\n${text}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        exited.then(() => {
          check();
          cleanup();
          reject(new Error(`process exited before ${pattern}; output:\n${text}`));
        });
        listeners.add(check);
        check();
      });
    },
  };
}

/** Every process below pid (children, grandchildren, ...). */
export function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pids still alive after up to timeoutMs, with their command lines (helpers such as tsx's
 * esbuild service exit on their own moments after their parent). */
export async function survivors(pids: number[], timeoutMs = 3000): Promise<string[]> {
  // What is left after the wait is the answer: the caller's assertion lists it, so no timeout error here.
  await waitFor(() => !pids.some(isAlive), { timeoutMs, everyMs: 50 }).catch(() => undefined);
  return pids.filter(isAlive).map((pid) => {
    try {
      return execFileSync('ps', ['-o', 'pid=,stat=,cmd=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    } catch {
      return String(pid);
    }
  }).filter((line) => line && !/ Z /.test(` ${line} `));
}

/** The members of process group pgid as "pid stat command" lines, zombies left out (they have ended and
 * hold no port or file; they only wait for init to reap them). */
export function groupMembers(pgid: number): string[] {
  return execFileSync('ps', ['-eo', 'pgid=,pid=,stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([group, , stat]) => group === String(pgid) && !stat?.startsWith('Z'))
    .map(([, pid, stat, ...command]) => `${pid} ${stat} ${command.join(' ')}`);
}

/** Waits until process group pgid is empty, up to timeoutMs; returns the members still there. */
export async function groupLeftAfter(pgid: number, timeoutMs: number): Promise<string[]> {
  // As in survivors(): the members left are the answer, for the caller's assertion to list.
  await waitFor(() => groupMembers(pgid).length === 0, { timeoutMs, everyMs: 50 }).catch(() => undefined);
  return groupMembers(pgid);
}
