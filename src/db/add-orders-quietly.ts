// New order records of a download (essentials, history) written below Dexie's change tracking. Dexie
// counts every index of a table as wholly changed by a write of 50 records or more, so each history
// slice made every screen's read of the orders run again: about twenty transactions and 60-140 ms of
// IndexedDB work after each slice, which a new order's card then waited behind (issue 14). Announcing
// each new key instead cost more: every live query that did not run again merged the keys into what it
// had been told, 2.4 s of a 20,000-order download. So the records are added with IndexedDB's own
// requests inside the caller's Dexie transaction, and once it commits, the span of each index they
// fill is announced the way Dexie tells other tabs (its channel; Dexie in this tab hears it too, runs
// the live queries whose reads cover a span again and drops their cached results). Their primary keys
// are not announced: no screen lists orders by primary key, and the one read of a single order that
// may not be here yet (order-detail.ts) also watches the placed_at index. Dexie has no switch for
// this, hence written here. Records get their due time as order-due.ts gives every other write; a
// record whose key exists is left alone and reported, as addNew does.
import Dexie, { RangeSet, cmp, type ObservabilitySet } from 'dexie';
import type { ShopDb } from './database';
import { withDue } from './order-due';
import type { OrderRecord } from './order-record';

/** Records copied into IndexedDB's requests per task (a 500-order slice at once took 20-40 ms). */
export const ISSUE_CHUNK = 100;

/** Inside a transaction over `orders`: adds `values`; returns the positions whose key existed. */
export function addOrdersQuietly(db: ShopDb, values: readonly OrderRecord[]): Promise<number[]> {
  return addQuietly(db, 'orders', values.map(withDue));
}

/**
 * Inside a transaction over `table`: adds `records` the same way (the history's packs of orders,
 * order-packs.ts), `chunk` records a task; returns the positions whose key existed. With `hold`, what
 * they change is announced by the next announceHeld() instead of at the commit.
 */
export async function addQuietly(
  db: ShopDb, table: 'orders' | 'order_packs', records: readonly object[], chunk = ISSUE_CHUNK, hold = false,
): Promise<number[]> {
  const tx = Dexie.currentTransaction;
  if (!tx) throw new Error(`adding quietly runs inside a transaction over ${table}`);
  if (records.length === 0) return [];
  const store = tx.idbtrans.objectStore(table);
  const taken = new Set<number>();
  await new Promise<void>((resolve, reject) => {
    // A request is issued with a copy of its record made there and then; issued a chunk at a time, from
    // the success of the chunk before, the copying is spread over tasks within the one transaction.
    const issue = (from: number) => {
      const end = Math.min(from + chunk, records.length);
      const next = (position: number) => {
        if (position !== end - 1) return;
        if (end < records.length) issue(end);
        else resolve();
      };
      for (let position = from; position < end; position++) {
        const request = store.add(records[position]);
        request.onsuccess = () => next(position);
        request.onerror = (event) => {
          if (request.error?.name !== 'ConstraintError') return reject(request.error);
          // The key exists: this record takes the regular path; the transaction goes on.
          event.preventDefault();
          event.stopPropagation();
          taken.add(position);
          next(position);
        };
      }
    };
    issue(0);
  });
  const parts = changedIndexes(db, table, records.filter((_, position) => !taken.has(position)));
  tx.on('complete', () => (hold ? keep(parts) : announce(parts)));
  return [...taken].sort((a, b) => a - b);
}

/** Dexie's channel for changes made elsewhere (dexie.mjs, STORAGE_MUTATED_DOM_EVENT_NAME; pinned version). */
const DEXIE_CHANNEL = 'x-storagemutated-1';
let channel: BroadcastChannel | null = null;

function announce(parts: ObservabilitySet): void {
  if (Object.keys(parts).length === 0 || typeof BroadcastChannel === 'undefined') return;
  if (!channel) {
    channel = new BroadcastChannel(DEXIE_CHANNEL);
    // Node: the channel must not keep the process alive.
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  }
  channel.postMessage(parts);
}

/** Committed changes not announced yet (held), merged per index. */
let held: Record<string, RangeSet> = {};

function keep(parts: ObservabilitySet): void {
  for (const [part, ranges] of Object.entries(parts)) (held[part] ??= new RangeSet()).add(ranges);
}

/**
 * Announces the held changes at once. The history download holds what its packs change until the
 * screens' copy of its progress moves (history.ts): announced after every slice, they made the orders
 * screen count the whole Archief again each time, which kept IndexedDB busy and slowed the download
 * sixfold, and a new order's card with it.
 */
export function announceHeld(): void {
  const parts = held;
  held = {};
  announce(parts);
}

/**
 * What the records change in the orders' indexes, as Dexie's tracking names it: for each index the span
 * of their values, per status where the index starts with one (a slice of history is a stretch of
 * days, so today's reads and the waiting orders' are left alone).
 */
export function changedIndexes(db: ShopDb, table: 'orders' | 'order_packs', records: readonly object[]): ObservabilitySet {
  const parts: ObservabilitySet = {};
  if (records.length === 0) return parts;
  const part = (index: string) => `idb://${db.name}/${table}/${index}`;
  for (const index of db.table(table).schema.indexes) {
    if (!index.keyPath) continue;
    const keys = records.flatMap((record) => {
      const key: unknown = Dexie.getByKeyPath(record, index.keyPath as string | string[]);
      // A multi-entry index holds each element of its array as a key of its own.
      if (index.multi) return Array.isArray(key) ? (key as IndexKey[]) : [];
      const complete = Array.isArray(key) ? key.every((part) => part !== undefined && part !== null) : key !== undefined && key !== null;
      return complete ? [key as IndexKey] : [];
    });
    if (keys.length) parts[part(index.name)] = spans(keys);
  }
  return parts;
}

type IndexKey = string | number | (string | number)[];

/** One range from the lowest to the highest key, for each first part of a compound key. */
function spans(keys: readonly IndexKey[]): RangeSet {
  const groups = new Map<string | number | undefined, [IndexKey, IndexKey]>();
  for (const key of keys) {
    const group = Array.isArray(key) ? key[0] : undefined;
    const span = groups.get(group);
    if (!span) groups.set(group, [key, key]);
    else {
      if (cmp(key, span[0]) < 0) span[0] = key;
      if (cmp(key, span[1]) > 0) span[1] = key;
    }
  }
  const set = new RangeSet();
  for (const [from, to] of groups.values()) set.add({ from, to });
  return set;
}
