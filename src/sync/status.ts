// Sync status as data (DESIGN sync rule 12): the driving tab writes its state to IndexedDB; every tab
// reads it together with the outbox counts and the per-table last-sync times through one hook.
import { appDb, type ShopDb } from '../db/database';
import { liveQuerySource, liveStorePer, useLiveStore } from '../db/live-store';
import { getMeta, setMeta, type SyncProblem, type SyncState } from '../db/meta';
import { outboxCounts } from '../db/outbox-counts';
import { type MirrorTable } from '../db/rows';
import { MIRROR_TABLES } from '../db/entities';

export type { SyncProblem, SyncState } from '../db/meta';

export interface SyncStatus {
  state: SyncState;
  /** Why, when the state is error or needs-auth (a code; the log has the details). */
  problem: SyncProblem | null;
  /** Since when the state holds (ms). */
  since: number | null;
  pending: number;
  failed: number;
  rejected: number;
  /** When each table was last brought up to date with the server (ms), if ever. */
  lastSynced: Partial<Record<MirrorTable, number>>;
  /** The driving tab's last contact with the server through which new orders come (ms), if any. */
  lastContactAt: number | null;
  /** Since when the driving tab has had no such contact (ms); null while it has (the dead-link alarm). */
  noContactSince: number | null;
}

export interface StatusFlags {
  signedIn: boolean;
  needsAuth: boolean;
  /** Why sync stopped for good (state error), if it did. */
  fatal: Exclude<SyncProblem, 'needs-auth'> | null;
  online: boolean;
  networkDown: boolean;
  channelUp: boolean;
  caughtUp: boolean;
  /** The server answered recently (heartbeat, realtime message, REST): a silent socket is not live. */
  contactFresh: boolean;
}

export function stateOf(flags: StatusFlags): SyncState {
  if (flags.needsAuth) return 'needs-auth';
  if (flags.fatal) return 'error';
  if (!flags.online || flags.networkDown) return 'offline';
  if (flags.channelUp && flags.caughtUp && flags.contactFresh) return 'live';
  return 'connecting';
}

export async function writeStatus(db: ShopDb, state: SyncState, problem: SyncProblem | null, now: number): Promise<void> {
  const current = await getMeta(db, 'sync_status');
  if (current && current.state === state && current.problem === problem) return;
  await setMeta(db, 'sync_status', { state, problem, since: now });
}

/** One transaction for all its reads: several screens re-read it after every cursor write. */
export async function readSyncStatus(db: ShopDb): Promise<SyncStatus> {
  const [status, link, counts, synced] = await db.transaction('r', [db.meta, db.outbox], async () => Promise.all([
    getMeta(db, 'sync_status'),
    getMeta(db, 'link'),
    outboxCounts(db),
    db.meta.bulkGet(MIRROR_TABLES.map((table) => `synced:${table}`)),
  ]));
  const lastSynced: Partial<Record<MirrorTable, number>> = {};
  MIRROR_TABLES.forEach((table, i) => {
    const value = synced[i]?.value;
    if (typeof value === 'number') lastSynced[table] = value;
  });
  return {
    state: status?.state ?? 'connecting',
    problem: status?.problem ?? null,
    since: status?.since ?? null,
    ...counts,
    lastSynced,
    lastContactAt: link?.lastContactAt ?? null,
    noContactSince: link?.noContactSince ?? null,
  };
}

const storeOf = liveStorePer((db: ShopDb) => liveQuerySource(() => readSyncStatus(db)));

/**
 * The sync status for the app's indicator; undefined while loading. One live read per database for
 * everything on screen that shows it (the top bar, the notices, the link alarm, the shop state):
 * a read of their own would repeat the same reads for each of them after every cursor or link write.
 */
export function useSyncStatus(db: ShopDb = appDb()): SyncStatus | undefined {
  return useLiveStore(storeOf(db));
}
