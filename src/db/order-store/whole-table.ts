// How the order store writes many records at once. Dexie tells every live query on the page what a
// write changed: a write of fifty records or more as a change of the whole table, a smaller one key by
// key for every index; and each live query keeps adding what it is told until it runs again. The
// history download writes many slices while the orders screen holds dozens of live queries (a card's
// print state each), so slices written in small calls (a slice cut short by a new order, then small
// again) made the page merge hundreds of keys into each of them per slice, seconds of its time. So a
// large write goes in calls of at least WHOLE_TABLE records. This size is Dexie's own, not a documented
// one: this is the one place that relies on it, and tests/unit/db/dexie-whole-table.test.ts fails when
// Dexie changes it (then only the speed changes, nothing written or read).

/** Records a write call needs for Dexie to report it as a change of the whole table. */
export const WHOLE_TABLE = 50;

/**
 * How to cut `count` records into calls of at most `most` each, none smaller than WHOLE_TABLE (unless
 * all of them are fewer): equal shares of the fewest calls.
 */
export function callSizes(count: number, most: number): number[] {
  if (count <= 0) return [];
  const calls = Math.ceil(count / Math.max(most, WHOLE_TABLE));
  const base = Math.floor(count / calls);
  return Array.from({ length: calls }, (_, i) => base + (i < count % calls ? 1 : 0));
}

/** How many orders to a pack, at most `most`, so that `count` orders make at least WHOLE_TABLE packs. */
export function ordersPerPack(count: number, most: number): number {
  return Math.max(1, Math.min(most, Math.floor(count / WHOLE_TABLE)));
}
