// Signing out wipes the device: customer data is personal data, so the mirrors, the order store and
// the outbox of the signed-in user go (sync rule 11). The cached company configuration stays.
import { MIRROR_STORES, type ShopDb } from './database';
import { getMeta, setMeta } from './meta';
import { clearOrderEvents, clearOrders, eventScope, orderScope } from './order-store';

/**
 * Removes everything of the signed-in user from this device: mirrors, outbox, cursors and the session.
 * The cached company configuration stays (it is not personal and lets the app start offline).
 */
export async function wipeUserData(db: ShopDb): Promise<void> {
  const stores = [...MIRROR_STORES.map((name) => db.table(name)), ...orderScope(db), ...eventScope(db), db.outbox, db.meta];
  await db.transaction('rw', stores, async () => {
    await Promise.all(MIRROR_STORES.map((name) => db.table(name).clear()));
    await clearOrders(db);
    await clearOrderEvents(db);
    await db.outbox.clear();
    const company = await getMeta(db, 'company');
    await db.meta.clear();
    if (company) await setMeta(db, 'company', company);
  });
}
