// Pending edits win locally (DESIGN sync rule 8): the mirror shows the server row with every change
// still queued for it laid on top, in queue order, until the server confirms them.
import type { OutboxEntry } from './outbox-types';
import { ACTIVE_STATES } from './outbox-types';
import type { ShopDb } from './database';
import type { MirrorTable } from './rows';

/** The outbox key of a mirrored row, or null when staff never write that table. */
export function keyOfRow(table: MirrorTable, row: { id: string; weekday?: number }): string | null {
  switch (table) {
    case 'orders':
    case 'products':
    case 'companies':
    case 'shop_settings':
    case 'staff_devices':
    case 'print_jobs':
      return `${table}:${row.id}`;
    case 'opening_hours':
      return `opening_hours:${row.weekday}`;
    case 'shop_status':
      return 'shop_status';
    default:
      return null;
  }
}

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
