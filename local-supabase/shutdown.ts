// How the long-running tools (`npm run supabase`, `npm start`, `npm run dev`) end: on SIGINT, SIGTERM or
// SIGHUP, or when the npm that started them is gone, they stop everything they started (PostgREST, the
// servers, PGlite, which releases the data folder's lock) and exit.
//
// Why it is built this way: npm 11 (@npmcli/run-script) runs a script as `sh -c '<script>'` and passes
// on only SIGINT and SIGTERM, and only to that shell. Debian's sh (dash) does not exec the command: it
// dies of SIGTERM and ignores SIGINT while it waits, so our process never heard of either. The scripts
// therefore say `exec node --import tsx ...`: the shell becomes our process, npm's copy of SIGINT and
// SIGTERM reaches us, and no tsx CLI sits in between (it relays SIGINT and SIGTERM but not SIGHUP).
// SIGHUP and SIGKILL end npm without passing anything on; parent-watch.ts notices that npm is gone.
// tsx's esbuild service ends by itself when our process ends (its stdin closes).
//
// A second signal while stopping exits at once (the 'exit' handlers still kill PostgREST; the next
// start takes over the lock). Only one that comes a second or more after the first counts: Ctrl+C in a
// terminal, or systemd's stop, signals npm and us together, and npm then passes its copy on to us.
import { constants } from 'node:os';
import { watchLaunchers } from './parent-watch';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const ours = new Set<NodeJS.SignalsListener>();

export interface StopOptions {
  /** What is stopping, for the console line (default 'local-supabase'). */
  name?: string;
  /** A signal this soon after the first is npm's copy of the same one, not the user's second (1000 ms). */
  repeatMs?: number;
}

/**
 * Runs stop once on the first signal or when our launcher ends, then exits (0, or 1 if stop threw).
 * Install it before starting anything: stop should then wait for what is still starting.
 */
export function stopOnSignals(stop: () => Promise<void>, options: StopOptions = {}): void {
  const { name = 'local-supabase', repeatMs = 1000 } = options;
  let stopping = 0;
  const begin = (reason: string) => {
    if (stopping) return;
    stopping = Date.now();
    unwatch();
    // After a hang-up the terminal may be gone: a failed write must not cut the stop short.
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
    console.log(`\n${reason}: stopping ${name}...`);
    stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping && Date.now() - stopping < repeatMs) return;
    if (stopping) {
      console.log(`${signal} again: exiting at once.`);
      process.exit(128 + constants.signals[signal]);
    }
    begin(signal);
  };
  ours.add(onSignal);
  for (const signal of SIGNALS) process.on(signal, onSignal);
  const unwatch = watchLaunchers((pid) => begin(`Process ${pid}, which started this one, has ended`));
}

/**
 * Removes the signal listeners others added. Vite's dev and preview servers each add a SIGTERM
 * listener that closes the Vite server and then calls process.exit(), which would end us before
 * local-supabase has stopped (PostgREST killed, the lock not released). Today our stop happens to
 * close the Vite server first, which unregisters it; that is Vite's inner working, not a promise.
 */
export function removeOtherSignalListeners(): void {
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!ours.has(listener)) process.off(signal, listener);
    }
  }
}
