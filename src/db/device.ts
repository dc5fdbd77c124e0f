// This browser profile's device id (DESIGN section 8: presence, push subscriptions, print jobs): made
// once and kept in the `device` store, which sign-out does not wipe, so a device stays one device
// whoever signs in on it.
import type { ShopDb } from './database';

const DEVICE_ID = 'device_id';

/** The device id, made on first use; concurrent first calls agree on one id. */
export async function getDeviceId(db: ShopDb): Promise<string> {
  return db.transaction('rw', db.device, async () => {
    const row = await db.device.get(DEVICE_ID);
    if (typeof row?.value === 'string') return row.value;
    const id = db.env.uuid();
    await db.device.put({ key: DEVICE_ID, value: id });
    return id;
  });
}

/** The device id if one was made, without making one (live queries may only read). */
export async function storedDeviceId(db: ShopDb): Promise<string | null> {
  const row = await db.device.get(DEVICE_ID);
  return typeof row?.value === 'string' ? row.value : null;
}
