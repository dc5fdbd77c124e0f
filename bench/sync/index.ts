// Sync (issue 3): the first download of 5,000 and 20,000 orders, new order to the device's IndexedDB
// over Realtime, and the drain of 200 changes made offline, on a clean and on a faulty network.
import 'fake-indexeddb/auto';
import { execFileSync } from 'node:child_process';
import { FAST_INTERVALS } from '../../tests/helpers/device';
import { DEFAULT_INTERVALS } from '../../src/sync/deps';
import { round } from '../stats';
import { benchDrain } from './drain';
import { benchInitialSync } from './initial';
import { benchRealtime } from './realtime';
import { memoryStack } from './shared';
import type { SyncBenchResult } from './types';

export { summary } from './shared';
export { syncTable } from './table';
export type { DrainResult, DrainRun, InitialSyncResult, LatencyResult, Summary, SyncBenchResult } from './types';

/** The commit measured, and whether the code it runs differs from it. */
function codeVersion(): { commit: string; uncommittedChangesIn: string[] } {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  try {
    const changed = git('status', '--porcelain', '--', 'src', 'supabase', 'local-supabase', 'tests/helpers');
    return { commit: git('rev-parse', 'HEAD'), uncommittedChangesIn: changed ? changed.split('\n').map((line) => line.slice(3)) : [] };
  } catch {
    return { commit: 'unknown', uncommittedChangesIn: [] };
  }
}

/**
 * Devices are tests/helpers/device.ts: a SyncEngine on fake-indexeddb in Node against an in-memory
 * local-supabase on loopback, so times are of this machine and sizes are estimates (JSON bytes of the
 * stored rows, not a browser's IndexedDB files).
 */
export async function benchSync(log: (line: string) => void = console.log): Promise<SyncBenchResult> {
  const started = performance.now();
  const code = codeVersion();
  log('sync: initial sync of 5,000 orders');
  const small = await benchInitialSync(5_000, 5, log);
  log('sync: initial sync of 20,000 orders');
  const large = await benchInitialSync(20_000, 5, log);

  const stack = await memoryStack();
  try {
    log('sync: realtime insert to mirror, 200 orders');
    const realtime = [
      await benchRealtime(stack, 'production (DEFAULT_INTERVALS)', DEFAULT_INTERVALS, 200, log),
      await benchRealtime(stack, 'tests (FAST_INTERVALS)', { ...DEFAULT_INTERVALS, ...FAST_INTERVALS }, 200, log),
    ];
    log('sync: drain of 200 changes made offline');
    const drain = [await benchDrain(stack, false, 5, log), await benchDrain(stack, true, 5, log)];
    return {
      totalRunMs: round(performance.now() - started),
      environment: {
        code,
        indexedDb: 'fake-indexeddb (in memory) in Node, not a browser: times are of this JavaScript path and sizes are estimates',
        sizeEstimate: 'JSON bytes of all stored rows: Buffer.byteLength(JSON.stringify(row)) summed over every row of every Dexie table (mirrors, outbox, meta)',
        server: 'local-supabase in memory (PGlite, PostgREST, Auth, Realtime) on loopback, in the same process as the device, sharing its CPU',
        device: 'tests/helpers/device.ts startDevice: SyncEngine with memory auth storage and memory locks; REST request timeout 5 s (startDevice), production 15 s',
        intervals: DEFAULT_INTERVALS,
        initialSync: 'a fresh stack per size; orders inserted set-based as owner (cart, 1-3 cart_items, matching order_items, placed within the last 7 days) on top of the seed; each run a fresh device (startDevice viaProxy false, signIn false), timing engine.signIn(), which downloads every table',
        realtime: 'a signed-in device (viaProxy false) waiting for state live; each order placed with place_order over REST as service role; from just before the call to the Dexie liveQuery on the order store seeing the order; 100 ms pause between orders',
        drain: 'per run: 40 new created orders; a fresh device through its fault proxy, live; goOffline(); 200 changes with the src/db mutation functions in a seeded random order (120 order steps: accept, then two advances per order; 60 product toggles, stock and visibility, over 20 products; 20 setDayOpen toggles over 7 weekdays); goOnline(); time until no outbox entry is pending/sending/failed (liveQuery on unsentCount), then check the server as owner: per key, the version moved by exactly its number of entries (fewer = lost, more = twice), last_mutation_id is the last entry\'s and the value is the device\'s; every entry\'s mutation id is in sync_ledger.applied_mutations',
      },
      initialSync: [small, large],
      realtimeInsertToMirror: realtime,
      drain200: drain,
    };
  } finally {
    await stack.stop();
  }
}
