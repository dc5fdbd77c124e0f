// Issue 15, point 5, with real processes: `npm run supabase`, `npm run dev` and `npm start`, each the
// leader of a process group of its own, end every process they started within 5 s when SIGTERM, SIGINT
// or SIGHUP reaches the npm process alone (as `kill <pid>`, CI or a process manager sends it), and the
// next start on the same ports and data folder works at once. Then SIGKILL: of the server process, whose
// PostgREST ends with it and whose lock the next start takes over with one line (a live holder is
// refused), and of npm alone, whose children notice it and stop cleanly.
//
// The tests run in order on one data folder, one API port and one app port, so each start is also the
// proof that the run before it freed them (the first start applies the migrations; the later ones only
// open the folder). `npm start` builds the app each time (about 3 s with Vite 8; the ~10 s of
// `npm run build` is mostly tsc), into scratch/ so a developer's dist/ stays theirs: cheap enough to
// keep all nine signal runs real rather than reuse one build. The whole file takes 40-60 s on 2 cores.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keptPort } from '../../helpers/ports';
import { runNpm, groupMembers, groupLeftAfter, type Running } from '../../helpers/process';

type Command = 'supabase' | 'dev' | 'start';
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
const STOP_MS = 5000;

const dataDir = mkdtempSync(join(tmpdir(), 'signals-'));
const lockFile = join(dataDir, 'local-supabase.lock');
const outDir = `scratch/signals-${process.pid}`;
const running: Running[] = [];
let apiPort = 0;
let appPort = 0;

beforeAll(async () => {
  apiPort = await keptPort();
  appPort = await keptPort([apiPort]);
});

// A failed test must not leave its processes to the next one, nor to the machine.
afterEach(() => {
  for (const r of running.splice(0)) {
    if (groupMembers(r.child.pid!).length) process.kill(-r.child.pid!, 'SIGKILL');
  }
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

function start(command: Command, port = apiPort): Running {
  const stack = ['--port', String(port), '--data-dir', dataDir];
  const app = ['--no-demo-orders', '--app-port', String(appPort), '--out-dir', outDir];
  const args = command === 'supabase' ? ['run', 'supabase', '--', ...stack]
    : command === 'dev' ? ['run', 'dev', '--', ...stack, ...app]
    : ['start', '--', ...stack, ...app];
  const r = runNpm(args, { LOCAL_SUPABASE_DEBUG: '' });
  running.push(r);
  return r;
}

async function ready(r: Running, command: Command): Promise<void> {
  await r.waitFor(new RegExp(`API URL: http://127\\.0\\.0\\.1:${apiPort}`), 90_000);
  if (command !== 'supabase') await r.waitFor(new RegExp(`App: http://127\\.0\\.0\\.1:${appPort}/`), 60_000);
  const health = await fetch(`http://127.0.0.1:${apiPort}/health`);
  expect(health.status).toBe(200);
}

/** The pid recorded in the data folder's lock. */
function lockHolder(): number {
  return (JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }).pid;
}

const LABELS: Record<Command, string> = { supabase: 'npm run supabase', dev: 'npm run dev', start: 'npm start' };

describe.each(['supabase', 'dev', 'start'] as const)('%s', (command) => {
  it.each(SIGNALS)(`${LABELS[command]} ends every process it started within 5 s of %s to npm alone`, async (signal) => {
    const r = start(command);
    await ready(r, command);
    const npm = r.child.pid!;
    // npm, our node process and PostgREST (and tsx's esbuild service while it compiles).
    const members = groupMembers(npm);
    expect(members.length).toBeGreaterThanOrEqual(3);
    expect(members.filter((line) => line.includes('postgrest'))).toHaveLength(1);
    const sent = Date.now();
    process.kill(npm, signal);
    expect(await groupLeftAfter(npm, STOP_MS)).toEqual([]);
    console.log(`${LABELS[command]}, ${signal}: every process gone ${Date.now() - sent} ms after the signal`);
    await r.exited; // the output is all read
    expect(r.output()).toMatch(signal === 'SIGHUP'
      ? new RegExp(`Process ${npm}, which started this one, has ended: stopping`)
      : new RegExp(`${signal}: stopping`));
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);
});

describe('Ctrl+C in a terminal', () => {
  it('SIGINT to the whole group, which npm also passes on to our process, stops it once and cleanly', async () => {
    const r = start('supabase');
    await ready(r, 'supabase');
    process.kill(-r.child.pid!, 'SIGINT');
    expect(await groupLeftAfter(r.child.pid!, STOP_MS)).toEqual([]);
    await r.exited; // the output is all read
    expect(r.output()).toContain('SIGINT: stopping local-supabase...');
    expect(r.output()).not.toContain('exiting at once');
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);
});

describe('SIGKILL', () => {
  it('kill -9 of the server: PostgREST and npm end too, the next start takes the lock over with one line, a live holder is refused', async () => {
    const first = start('supabase');
    await ready(first, 'supabase');
    const killed = lockHolder();
    expect(groupMembers(first.child.pid!).filter((line) => line.startsWith(`${killed} `))).toHaveLength(1);
    process.kill(killed, 'SIGKILL');
    // No handler runs: PostgREST ends by its parent-death signal (dies-with-us.ts), npm with its script.
    expect(await groupLeftAfter(first.child.pid!, STOP_MS)).toEqual([]);
    expect(lockHolder()).toBe(killed);

    const second = start('supabase');
    await ready(second, 'supabase');
    expect(second.output()).toContain(`Took over the lock of process ${killed}, which no longer runs.`);
    const holder = lockHolder();
    expect(holder).not.toBe(killed);

    const third = start('supabase', 0);
    expect(await third.exited).toBe(1);
    expect(third.output()).toContain(`The database folder ${dataDir} is in use by process ${holder}.`);
    expect(lockHolder()).toBe(holder);

    process.kill(second.child.pid!, 'SIGTERM');
    expect(await groupLeftAfter(second.child.pid!, STOP_MS)).toEqual([]);
  }, 120_000);

  it('the children of an npm killed alone notice it, stop cleanly, and the next start needs no takeover', async () => {
    const r = start('supabase');
    await ready(r, 'supabase');
    const npm = r.child.pid!;
    process.kill(npm, 'SIGKILL');
    expect(await groupLeftAfter(npm, STOP_MS)).toEqual([]);
    await r.exited; // the output is all read
    expect(r.output()).toMatch(new RegExp(`Process ${npm}, which started this one, has ended: stopping`));
    expect(existsSync(lockFile)).toBe(false);

    const next = start('supabase');
    await ready(next, 'supabase');
    expect(next.output()).not.toContain('Took over');
    process.kill(next.child.pid!, 'SIGTERM');
    expect(await groupLeftAfter(next.child.pid!, STOP_MS)).toEqual([]);
  }, 120_000);
});
