// Sync metadata kept beside the mirrors: the cached company configuration (so an installed app can
// start offline), the signed-in user with permissions, per-table cursors and last-sync times, the
// last server answer of "is the shop open", and the sync status the app shows.
import type { PricePreview } from '../domain/bulk-price';
import type { ShopDb } from './database';
import type { HistoryState } from './history';
import type { MirrorTable } from './rows';

export interface CompanyConfig {
  slug: string;
  url: string;
  anonKey: string;
}

export const PERMISSION_FLAGS = [
  'can_view_new_orders', 'can_view_order_history', 'can_manage_settings', 'can_edit_product_data',
  'can_change_product_status', 'can_view_product_statistics', 'can_view_revenue_statistics',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type Permissions = Record<PermissionFlag, boolean>;

export const NO_PERMISSIONS: Permissions = Object.fromEntries(
  PERMISSION_FLAGS.map((flag) => [flag, false]),
) as Permissions;

/** The signed-in staff member as loaded after sign-in (spec section 6). */
export interface SessionInfo {
  userId: string;
  email: string;
  companyId: string;
  companyName: string;
  companySlug: string;
  roleName: string | null;
  permissions: Permissions;
  createdAt: string | null;
  lastLoginAt: string | null;
}

export interface Cursor {
  updated_at: string;
  id: string;
  /** Device time (ms) of the answer that moved the cursor here (elapsed time only; clocks may differ). */
  advanced_at?: number;
  /**
   * Every row at or before the cursor has been seen: a catch-up that began at least the overlap after
   * `advanced_at` re-read the overlap and the cursor did not move. Later catch-ups read strictly after it.
   */
  settled?: boolean;
}

export interface ServerOpenState {
  is_open: boolean;
  source: string;
  checked_at: number;
}

export type SyncState = 'offline' | 'connecting' | 'live' | 'needs-auth' | 'error';

/** Why the company could not be used (spec section 8, company initialisation). */
export type CompanyProblem = 'company-query-failed' | 'company-not-found' | 'company-missing-credentials';

/**
 * Why sync waits (needs-auth) or stopped (error), as a code the screens may word; the log has the
 * details. `company-check-failed`: checking the cached company failed for another reason.
 */
export type SyncProblem = 'needs-auth' | 'no-access' | CompanyProblem | 'company-check-failed';

export interface SyncStatusMeta {
  state: SyncState;
  problem: SyncProblem | null;
  since: number;
}

/** The driving tab's link to the server (sync/driver/link-watch.ts). */
export interface LinkMeta {
  /** The last contact with the server that new orders would come through (ms). */
  lastContactAt: number | null;
  /** Since when the driving tab has had no such contact (ms); null while it has. */
  noContactSince: number | null;
}

/** A colleague as the history names them (the server's company_staff()): auth user id, e-mail, role. */
export interface StaffName {
  user_id: string;
  email: string;
  role_name: string | null;
}

/** The company's staff names and when they were read (ms). */
export interface StaffNames {
  staff: StaffName[];
  readAt: number;
}

type MetaValues = {
  company: CompanyConfig;
  session: SessionInfo;
  open_state: ServerOpenState;
  sync_status: SyncStatusMeta;
  link: LinkMeta;
  /** Where the history download stands (history.ts). */
  history: HistoryState;
  /** The screens' copy of it, moved at most once a second (history.ts). */
  history_shown: HistoryState;
  /** Local time of the last change to what decides "open" (hours, status, settings). */
  open_inputs_changed_at: number;
  /** This device's failed print jobs whose notice staff acknowledged (print-jobs.ts). */
  print_acknowledged: string[];
  /** Names for the user ids of the audit trail (sync/staff-names.ts). */
  staff_names: StaffNames;
  /** The last bulk price change, undoable for a minute (menu-products.ts). */
  price_undo: { at: number; lines: PricePreview[] };
};

export async function markOpenInputsChanged(db: ShopDb): Promise<void> {
  await setMeta(db, 'open_inputs_changed_at', db.env.now());
}

export async function getMeta<K extends keyof MetaValues>(db: ShopDb, key: K): Promise<MetaValues[K] | undefined> {
  const row = await db.meta.get(key);
  return row?.value as MetaValues[K] | undefined;
}

export async function setMeta<K extends keyof MetaValues>(db: ShopDb, key: K, value: MetaValues[K]): Promise<void> {
  await db.meta.put({ key, value });
}

export async function getCursor(db: ShopDb, table: MirrorTable): Promise<Cursor | undefined> {
  const row = await db.meta.get(`cursor:${table}`);
  return row?.value as Cursor | undefined;
}

export async function setSyncedAt(db: ShopDb, table: MirrorTable, at: number): Promise<void> {
  await db.meta.put({ key: `synced:${table}`, value: at });
}

/** Cursor rows are written inside the transaction that applies the rows (sync rule 7). */
export function cursorRow(table: MirrorTable, cursor: Cursor): { key: string; value: Cursor } {
  return { key: `cursor:${table}`, value: cursor };
}
