// The data folder's lock (local-supabase/db/lock.ts): a lock of a process that no longer runs, or whose
// pid now belongs to another process, is taken over with one line; a live holder is refused clearly.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireLock } from '../../../local-supabase/db/lock';
import { isRunning, startTimeOf } from '../../../local-supabase/process-info';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lock-'));
  dirs.push(dir);
  return { dir, file: join(dir, 'local-supabase.lock') };
}

/** A pid that surely ran and has ended: a child that exits at once, after it was reaped. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

function acquire(dir: string) {
  const lines: string[] = [];
  const lock = acquireLock(dir, { onTakeOver: (line) => lines.push(line) });
  return { lock, lines };
}

describe('acquireLock', () => {
  it('writes our pid and start time, and release removes the file', () => {
    const { dir, file } = folder();
    const { lock, lines } = acquire(dir);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ pid: process.pid, startTime: startTimeOf(process.pid) });
    expect(startTimeOf(process.pid)).toMatch(/^\d+$/);
    expect(lines).toEqual([]);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a folder whose holder runs, naming it and how to go on', () => {
    const { dir, file } = folder();
    const holder = { pid: process.ppid, startTime: startTimeOf(process.ppid) };
    writeFileSync(file, JSON.stringify(holder));
    expect(() => acquire(dir)).toThrow(
      `The database folder ${dir} is in use by process ${holder.pid}. Stop that local-supabase first ` +
        `(Ctrl+C where it runs, or kill ${holder.pid}), or choose another --data-dir. If process ` +
        `${holder.pid} is not a local-supabase, delete ${file}.`,
    );
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(holder);
  });

  it('takes over the lock of a process that has ended, with one line', async () => {
    const { dir, file } = folder();
    const pid = await endedPid();
    expect(isRunning(pid)).toBe(false);
    writeFileSync(file, JSON.stringify({ pid, startTime: '12345' }));
    const { lock, lines } = acquire(dir);
    expect(lines).toEqual([`Took over the lock of process ${pid}, which no longer runs.`]);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over when the pid was reused: a running process with another start time is not the holder', () => {
    const { dir, file } = folder();
    const startTime = startTimeOf(process.ppid)!;
    writeFileSync(file, JSON.stringify({ pid: process.ppid, startTime: String(Number(startTime) - 1) }));
    const { lines } = acquire(dir);
    expect(lines).toEqual([`Took over the lock of process ${process.ppid}, which no longer runs.`]);
  });

  it('reads the older lock files that hold only a pid', async () => {
    const { dir, file } = folder();
    writeFileSync(file, String(process.ppid));
    expect(() => acquire(dir)).toThrow(`is in use by process ${process.ppid}.`);
    const pid = await endedPid();
    writeFileSync(file, String(pid));
    expect(acquire(dir).lines).toEqual([`Took over the lock of process ${pid}, which no longer runs.`]);
  });

  it('replaces a half-written lock without a word, and keeps its own lock when opened again', () => {
    const { dir, file } = folder();
    writeFileSync(file, '{"pi');
    const { lock, lines } = acquire(dir);
    expect(lines).toEqual([]);
    const again = acquire(dir);
    expect(again.lines).toEqual([]);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('does not remove a lock another process took over since', () => {
    const { dir, file } = folder();
    const { lock } = acquire(dir);
    writeFileSync(file, JSON.stringify({ pid: process.ppid, startTime: startTimeOf(process.ppid) }));
    lock.release();
    expect(existsSync(file)).toBe(true);
  });
});

describe('isRunning', () => {
  it('tells a running process, an ended one and a reused pid apart', async () => {
    expect(isRunning(process.pid, startTimeOf(process.pid))).toBe(true);
    expect(isRunning(process.pid)).toBe(true);
    expect(isRunning(process.pid, '1')).toBe(false);
    expect(isRunning(await endedPid())).toBe(false);
    expect(isRunning(0)).toBe(false);
  });
});
