// A lock file in the data folder: PGlite must never be opened by two processes at once, or the
// folder is corrupted. A lock left by a process that no longer runs is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Lock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireLock(dataDir: string): Lock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'local-supabase.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8'));
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `The database folder ${dataDir} is in use by process ${holder}. Stop that local-supabase first.`,
        { cause: error },
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return {
    release() {
      try {
        if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
      } catch {
        // already gone
      }
    },
  };
}
