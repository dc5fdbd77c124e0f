// What is still on its way to the server, for the marks on orders and toggles whose change has not
// been sent yet, and the rejected changes staff must be told about.
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type ShopDb } from './database';
import { ACTIVE_STATES, isStaffChange, type OutboxEntry } from './outbox-types';

/** Keys (`orders:<id>`, `products:<id>`, `opening_hours:<weekday>`, ...) with unsent changes. */
export async function unsentKeys(db: ShopDb): Promise<Set<string>> {
  const keys = await db.outbox.where('state').anyOf(ACTIVE_STATES as string[]).toArray();
  return new Set(keys.map((entry) => entry.key));
}

export function useUnsentKeys(db: ShopDb = appDb()): Set<string> | undefined {
  return useLiveQuery(() => unsentKeys(db), [db]);
}

/** Rejected changes and lost conflicts, newest first, each with its Dutch message. */
export function rejectedEntries(db: ShopDb): Promise<OutboxEntry[]> {
  return db.outbox.where('state').equals('rejected').filter(isStaffChange).reverse().sortBy('seq');
}

export function useRejectedEntries(db: ShopDb = appDb()): OutboxEntry[] | undefined {
  return useLiveQuery(() => rejectedEntries(db), [db]);
}
