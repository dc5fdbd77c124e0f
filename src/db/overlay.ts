// Pending edits win locally (DESIGN sync rule 8): the mirror shows the server row with every change
// still queued for it laid on top, in queue order, until the server confirms them.
import type { OutboxEntry } from './outbox-types';
import { ACTIVE_STATES } from './outbox-types';
import type { ShopDb } from './database';

/** Fields an entry sets on the row (bookkeeping fields stay the server's). */
export function fieldsOf(entry: OutboxEntry): Record<string, unknown> {
  const { id: _id, last_mutation_id: _m, company_id: _c, ...fields } = entry.payload;
  return fields;
}

export function overlay<T extends object>(row: T, entries: readonly OutboxEntry[]): T {
  let result = row;
  for (const entry of entries) result = { ...result, ...fieldsOf(entry) };
  return result;
}

/** Queued (not yet confirmed, not rejected) entries for a key, oldest first. Call inside a transaction. */
export async function activeEntries(db: ShopDb, key: string): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('key').equals(key).sortBy('seq');
  return entries.filter((entry) => ACTIVE_STATES.includes(entry.state));
}

/** activeEntries for many keys at once (a page of rows): one index walk over the small outbox. */
export async function activeEntriesByKey(db: ShopDb, keys: readonly string[]): Promise<Map<string, OutboxEntry[]>> {
  const byKey = new Map<string, OutboxEntry[]>();
  const entries = await db.outbox.where('key').anyOf([...keys]).sortBy('seq');
  for (const entry of entries) {
    if (!ACTIVE_STATES.includes(entry.state)) continue;
    byKey.set(entry.key, [...(byKey.get(entry.key) ?? []), entry]);
  }
  return byKey;
}
