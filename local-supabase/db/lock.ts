// A lock file in the data folder: PGlite must never be opened by two processes at once, or the
// folder is corrupted. The file names the holder's pid and, where /proc exists, its start time, so a
// lock left by a process that was killed (SIGKILL, a crash, a power cut) is taken over even when its
// pid now belongs to an unrelated process. Without /proc only the pid can be checked; the refusal
// then says how to remove a lock that is really stale. The takeover line goes to the console unless
// the caller says otherwise: it is news for whoever runs the process (the CLI, a test, a bench), and
// the layers in between (the database, the stack) need not pass it along.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning, startTimeOf } from '../process-info';

export interface Lock {
  release(): void;
}

export interface LockOptions {
  /** Told once when a lock of a process that no longer runs was taken over (default: console.log). */
  onTakeOver?: (line: string) => void;
}

interface Holder {
  pid: number;
  startTime?: string;
}

/** Reads a lock file: JSON {pid, startTime}, or a bare pid as written before start times were kept. */
function parseHolder(text: string): Holder | undefined {
  const bare = Number(text.trim());
  if (Number.isInteger(bare) && bare > 0) return { pid: bare };
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (!Number.isInteger(value.pid) || (value.pid ?? 0) <= 0) return undefined;
    return { pid: value.pid as number, startTime: typeof value.startTime === 'string' ? value.startTime : undefined };
  } catch {
    return undefined; // a half-written file: its writer died at once
  }
}

function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function acquireLock(dataDir: string, options: LockOptions = {}): Lock {
  const onTakeOver = options.onTakeOver ?? ((line: string) => console.log(line));
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'local-supabase.lock');
  const startTime = startTimeOf(process.pid);
  const mine = JSON.stringify({ pid: process.pid, startTime });
  // A stale lock is removed, then created anew with 'wx' like a fresh one; a few tries for the rare
  // case of another process taking or releasing it in between.
  for (let attempt = 1; ; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt === 3) throw error;
      const text = readIfThere(file);
      if (text === undefined) continue; // released meanwhile
      const holder = parseHolder(text);
      // This very process (a stack opened again on the folder) keeps it; a dead one with our pid does not.
      const ours = holder?.pid === process.pid && (holder.startTime === undefined || holder.startTime === startTime);
      if (holder && !ours && isRunning(holder.pid, holder.startTime)) {
        throw new Error(
          `The database folder ${dataDir} is in use by process ${holder.pid}. Stop that local-supabase first ` +
            `(Ctrl+C where it runs, or kill ${holder.pid}), or choose another --data-dir. If process ` +
            `${holder.pid} is not a local-supabase, delete ${file}.`,
          { cause: error },
        );
      }
      rmSync(file, { force: true });
      if (holder && !ours) {
        onTakeOver(`Took over the lock of process ${holder.pid}, which no longer runs.`);
      }
    }
  }
  return {
    release() {
      if (readIfThere(file) === mine) rmSync(file, { force: true });
    },
  };
}
