// Runs the local-supabase command-line tools as real child processes, as a developer would.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';

export interface Running {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first output that matches, or rejects after the timeout or on exit. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

export function runTool(script: string, args: string[], env: Record<string, string> = {}): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    text += d.toString();
    for (const l of listeners) l();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
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
  const deadline = Date.now() + timeoutMs;
  let alive = pids.filter(isAlive);
  while (alive.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    alive = alive.filter(isAlive);
  }
  return alive.map((pid) => {
    try {
      return execFileSync('ps', ['-o', 'pid=,stat=,cmd=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    } catch {
      return String(pid);
    }
  }).filter((line) => line && !/ Z /.test(` ${line} `));
}
