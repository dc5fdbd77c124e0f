// The one behaviour of Dexie the order store relies on without Dexie documenting it (order-store/
// whole-table.ts): a write of WHOLE_TABLE records or more is reported to live queries as a change of
// the whole table, a smaller one key by key. If a Dexie upgrade changes this, this test fails; the app
// then still reads and writes the same, only the history download on a busy screen gets slower.
import Dexie, { RangeSet, rangesOverlap, type ObservabilitySet } from 'dexie';
import { afterEach, expect, it, vi } from 'vitest';
import { callSizes, ordersPerPack, WHOLE_TABLE } from '../../../src/db/order-store/whole-table';

const dbs: Dexie[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

function database() {
  const db = new Dexie(`whole-table-${crypto.randomUUID()}`);
  db.version(1).stores({ items: 'id, day' });
  dbs.push(db);
  return db;
}

/** Whether a write of `size` records of another day is reported as touching the day index at 'watched'. */
async function reportedAsWhole(size: number): Promise<boolean> {
  const db = database();
  await db.open();
  const reported: ObservabilitySet[] = [];
  const listen = (parts: ObservabilitySet) => reported.push(parts);
  Dexie.on('storagemutated', listen);
  try {
    await db.table('items').bulkAdd(Array.from({ length: size }, (_, i) => ({ id: `${size}-${i}`, day: 'other' })));
    await vi.waitFor(() => expect(reported.some((parts) => parts[`idb://${db.name}/items/day`])).toBe(true));
  } finally {
    Dexie.on('storagemutated').unsubscribe(listen);
  }
  const watched = new RangeSet().addKey('watched');
  return reported.some((parts) => {
    const day = parts[`idb://${db.name}/items/day`];
    return day !== undefined && rangesOverlap(day, watched);
  });
}

it('reports a write of WHOLE_TABLE records as a change of the whole table, and one record fewer key by key', async () => {
  expect(await reportedAsWhole(WHOLE_TABLE)).toBe(true);
  expect(await reportedAsWhole(WHOLE_TABLE - 1)).toBe(false);
});

it('cuts large writes into calls of at least WHOLE_TABLE records, and packs so that there are that many', () => {
  expect(callSizes(0, 100)).toEqual([]);
  expect(callSizes(30, 100)).toEqual([30]);
  expect(callSizes(101, 100)).toEqual([51, 50]);
  expect(callSizes(250, 100)).toEqual([84, 83, 83]);
  for (let count = WHOLE_TABLE; count < 1200; count += 7) {
    const sizes = callSizes(count, 100);
    expect(sizes.reduce((sum, n) => sum + n, 0)).toBe(count);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(WHOLE_TABLE);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(100);
    expect(Math.ceil(count / ordersPerPack(count, 10))).toBeGreaterThanOrEqual(WHOLE_TABLE);
  }
  expect(ordersPerPack(5_000, 10)).toBe(10);
});
