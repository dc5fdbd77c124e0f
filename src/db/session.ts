// The signed-in staff member on this device (user record, role, permissions). Signing out wipes the
// device (wipe.ts).
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type ShopDb } from './database';
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
