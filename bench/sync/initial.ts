// 1. Initial sync: engine.signIn() on a fresh device (sign-in, access check, download of every table)
// with 5,000 or 20,000 orders inserted, and the JSON size of what it stored.
import type { ShopDb } from '../../src/db/database';
import { DEFAULT_INTERVALS } from '../../src/sync/deps';
import { startDevice } from '../../tests/helpers/device';
import { round } from '../stats';
import { insertOrders } from './orders';
import { EMAIL, PASSWORD, dropDevice, memoryStack, summary, waitLive } from './shared';
import type { InitialSyncResult } from './types';

async function storedRows(db: ShopDb): Promise<{ rows: Record<string, number>; bytes: number }> {
  const rows: Record<string, number> = {};
  let bytes = 0;
  for (const table of db.tables) {
    const all = await table.toArray();
    rows[table.name] = all.length;
    for (const row of all) bytes += Buffer.byteLength(JSON.stringify(row), 'utf8');
  }
  return { rows, bytes };
}

export async function benchInitialSync(orders: number, runs: number, log: (line: string) => void): Promise<InitialSyncResult> {
  const stack = await memoryStack();
  try {
    const t0 = performance.now();
    await insertOrders(stack, `initial-${orders}`, orders, 'mixed');
    const insertMs = round(performance.now() - t0);
    log(`  ${orders} orders inserted in ${insertMs} ms`);
    const times: number[] = [];
    const sizes: number[] = [];
    let rows: Record<string, number> = {};
    const afterSignIn: InitialSyncResult['afterSignIn'] = [];
    for (let run = 0; run < runs; run++) {
      const device = await startDevice(stack, { viaProxy: false, signIn: false, intervals: DEFAULT_INTERVALS, name: `initial-${orders}-${run}` });
      try {
        const start = performance.now();
        await device.engine.signIn(EMAIL, PASSWORD);
        times.push(performance.now() - start);
        const stored = await storedRows(device.db);
        sizes.push(stored.bytes);
        rows = stored.rows;
        const live = await waitLive(device, 15_000).then(() => true, () => false);
        afterSignIn.push({ live, log: device.logs.slice(0, 3) });
        log(`  run ${run + 1}/${runs}: sign-in with download ${round(times[run])} ms, ${(stored.bytes / 1e6).toFixed(1)} MB JSON, ` +
          `${live ? 'live' : 'NOT live'} within 15 s after${device.logs.length ? `; engine log: ${device.logs[0].trim()}` : ''}`);
      } finally {
        await dropDevice(device);
      }
    }
    return { ordersInserted: orders, runs, insertMs, signInMs: summary(times), storedJsonBytes: summary(sizes), storedRows: rows, afterSignIn };
  } finally {
    await stack.stop();
  }
}
