// The signed-in staff member on this device (user record, role, permissions) and the sign-out wipe:
// customer data is personal data, so signing out removes the mirrors and the outbox (sync rule 11).
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, MIRROR_STORES, type ShopDb } from './database';
import { NO_PERMISSIONS, getMeta, setMeta, type Permissions, type SessionInfo } from './meta';

export type { Permissions, SessionInfo } from './meta';

export function saveSession(db: ShopDb, session: SessionInfo): Promise<void> {
  return setMeta(db, 'session', session);
}

export function loadSession(db: ShopDb): Promise<SessionInfo | undefined> {
  return getMeta(db, 'session');
}

/** The signed-in staff member; null when nobody is signed in on this device; undefined while loading. */
export function useSession(db: ShopDb = appDb()): SessionInfo | null | undefined {
  return useLiveQuery(() => getMeta(db, 'session').then((session) => session ?? null), [db]);
}

/** Permission flags; all false until loaded (spec section 6); undefined while loading. */
export function usePermissions(db: ShopDb = appDb()): Permissions | undefined {
  return useLiveQuery(
    () => getMeta(db, 'session').then((session) => session?.permissions ?? NO_PERMISSIONS),
    [db],
  );
}

/**
 * Removes everything of the signed-in user from this device: mirrors, outbox, cursors and the session.
 * The cached company configuration stays (it is not personal and lets the app start offline).
 */
export async function wipeUserData(db: ShopDb): Promise<void> {
  const stores = [...MIRROR_STORES.map((name) => db.table(name)), db.outbox, db.meta];
  await db.transaction('rw', stores, async () => {
    await Promise.all(MIRROR_STORES.map((name) => db.table(name).clear()));
    await db.outbox.clear();
    const company = await getMeta(db, 'company');
    await db.meta.clear();
    if (company) await setMeta(db, 'company', company);
  });
}
