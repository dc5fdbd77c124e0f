// The ready time promised at accept: the default per delivery type that staff set in
// Openingstijden (shop_settings.ready_minutes_delivery / _pickup), plus the busy minutes while busy
// mode is on at that moment. The accept mutation asks this module what to promise.
import { useLiveQuery } from 'dexie-react-hooks';
import { defaultReadyMinutes, isDeliveryOrder } from '../domain/due';
import { busyStateAt } from '../domain/until';
import { appDb, type ShopDb } from './database';
import { enqueue } from './outbox';
import type { OrderRow, ShopSettingsRow } from './rows';
import { companyRow, shopSettings } from './shop';

export type ReadyKind = 'delivery' | 'pickup';

/** The default ready minutes for an order at `now` (read before the accept's transaction). */
export async function readyMinutesRule(
  db: ShopDb, now: number,
): Promise<(order: Pick<OrderRow, 'delivery_type' | 'fulfillment_type'>) => number> {
  const [settings, company] = await Promise.all([shopSettings(db), companyRow(db)]);
  const extra = busyStateAt(company, new Date(now)).extraMinutes;
  return (order) => defaultReadyMinutes(settings, isDeliveryOrder(order), extra);
}

/** The default ready minutes of both kinds at `now`, busy minutes included (the "Klaar over" default). */
export async function readyDefaults(db: ShopDb, now: number): Promise<Record<ReadyKind, number>> {
  const rule = await readyMinutesRule(db, now);
  return {
    delivery: rule({ delivery_type: 'delivery', fulfillment_type: null }),
    pickup: rule({ delivery_type: 'pickup', fulfillment_type: null }),
  };
}

/** undefined while loading; moves with busy mode and the settings, and with `now` (a busy end). */
export function useReadyDefaults(now: number, db: ShopDb = appDb()): Record<ReadyKind, number> | undefined {
  return useLiveQuery(() => readyDefaults(db, now), [db, now]);
}

const FIELD: Record<ReadyKind, 'ready_minutes_delivery' | 'ready_minutes_pickup'> = {
  delivery: 'ready_minutes_delivery',
  pickup: 'ready_minutes_pickup',
};

/**
 * Sets the default ready time of one kind in minutes (the database allows 1..240). Offline and on
 * refusal: as the other settings (merged while unsent; rolled back to the server's value).
 */
export async function setReadyMinutes(kind: ReadyKind, minutes: number, db: ShopDb = appDb()): Promise<void> {
  await db.transaction('rw', [db.shop_settings, db.outbox, db.meta], async () => {
    const settings: ShopSettingsRow | null = await shopSettings(db);
    if (!settings) throw new Error('The shop settings are not loaded yet.');
    await enqueue(db, {
      entity: 'shop_settings', key: `shop_settings:${settings.id}`, row_id: settings.id, kind: 'patch',
      action: 'readyMinutes', payload: { [FIELD[kind]]: minutes },
    });
    await db.shop_settings.put({ ...settings, [FIELD[kind]]: minutes });
  });
}
