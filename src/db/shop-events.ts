// The shop's audit events in the mirror (audit-storage.ts): who last changed busy mode (the company's
// is_busy, busy_until, busy_extra_minutes) or the closure (shop_status), for 'Gewijzigd door …'.
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type ShopDb } from './database';
import type { AuditEventRow } from './rows';

export type ShopChange = 'busy' | 'closure';

const BUSY_FIELDS = ['is_busy', 'busy_until', 'busy_extra_minutes'];

function touchesBusy(event: AuditEventRow): boolean {
  const changed = event.new && typeof event.new === 'object' ? Object.keys(event.new) : [];
  return BUSY_FIELDS.some((field) => changed.includes(field));
}

/** The newest event of that part of the shop, or null when the mirror has none. */
export async function lastShopChange(db: ShopDb, change: ShopChange): Promise<AuditEventRow | null> {
  const entity = change === 'busy' ? 'companies' : 'shop_status';
  const newestFirst = db.shop_events.where('[entity+at]').between([entity, Dexie.minKey], [entity, Dexie.maxKey]).reverse();
  const found = change === 'busy' ? await newestFirst.filter(touchesBusy).first() : await newestFirst.first();
  return found ?? null;
}

/** The same, live; undefined while loading. */
export function useLastShopChange(change: ShopChange, db: ShopDb = appDb()): AuditEventRow | null | undefined {
  return useLiveQuery(() => lastShopChange(db, change), [db, change]);
}
