// The shop's own state in the local mirror: the company record (busy mode, latest app version), the
// single shop_status row (manual closure with reason), shop settings, and whether the shop is open now.
// Staff changes to them are in shop-changes.ts.
import { useLiveQuery } from 'dexie-react-hooks';
import { computeIsOpen, type IsOpenSource } from '../domain/is-open';
import { untilMs } from '../domain/until';
import { appDb, type ShopDb } from './database';
import { OPEN_STATE_INPUTS } from './entities';
import { getMeta } from './meta';
import { ACTIVE_STATES } from './outbox-types';
import type { CompanyRow, ShopSettingsRow } from './rows';
import { lastDeviceSeenAt } from './staff-devices';

export type { CompanyRow, ShopSettingsRow, ShopStatusRow } from './rows';

export const CLOSURE_REASON_MAX = 200;

export async function companyRow(db: ShopDb): Promise<CompanyRow | null> {
  const session = await getMeta(db, 'session');
  if (!session) return null;
  return (await db.companies.get(session.companyId)) ?? null;
}

export interface ShopStatusState {
  is_closed: boolean;
  exception_note: string;
  /** The closure's end; null = until reopened. A past one means the closure is over. */
  closed_until: string | null;
}

/** The shop's closure state; no row on the server means open with an empty note (PGRST116). */
export async function shopStatus(db: ShopDb): Promise<ShopStatusState> {
  const row = await db.shop_status.toCollection().first();
  return { is_closed: row?.is_closed ?? false, exception_note: row?.exception_note ?? '', closed_until: row?.closed_until ?? null };
}

export async function shopSettings(db: ShopDb): Promise<ShopSettingsRow | null> {
  return (await db.shop_settings.toCollection().first()) ?? null;
}

/** The shop settings row; null before it is mirrored; undefined while loading. */
export function useShopSettings(db: ShopDb = appDb()): ShopSettingsRow | null | undefined {
  return useLiveQuery(() => shopSettings(db), [db]);
}

export function useCompany(db: ShopDb = appDb()): CompanyRow | null | undefined {
  return useLiveQuery(() => companyRow(db), [db]);
}

/** The latest admin app version the server announces, null when unknown. */
export function useLatestVersion(db: ShopDb = appDb()): string | null | undefined {
  return useLiveQuery(() => companyRow(db).then((company) => company?.latest_admin_version ?? null), [db]);
}

export function useShopStatus(db: ShopDb = appDb()): ShopStatusState | undefined {
  return useLiveQuery(() => shopStatus(db), [db]);
}

export interface OpenState {
  is_open: boolean;
  source: IsOpenSource | string;
  /** 'server': the last answer of fn_is_open, still fresh; 'local': computed from the mirror. */
  origin: 'server' | 'local';
  /** When the server answered (ms), for 'server'. */
  checkedAt: number | null;
}

/** A server answer older than this is not trusted; the 30-second refresh normally keeps it younger. */
export const SERVER_OPEN_STATE_TTL_MS = 45_000;

/**
 * Open or closed now: the server's last answer while it is fresh and nothing it depends on changed
 * since, else computed locally by the same rules as fn_is_open, so the top bar stays right offline.
 */
export async function openState(db: ShopDb, now: number): Promise<OpenState> {
  const [server, changedAt, queued, status] = await Promise.all([
    getMeta(db, 'open_state'), getMeta(db, 'open_inputs_changed_at'),
    // The server cannot have counted a change it has not received yet (rule 8: pending edits win).
    db.outbox.where('state').anyOf(ACTIVE_STATES as string[])
      .filter((entry) => (OPEN_STATE_INPUTS as readonly string[]).includes(entry.entity)).count(),
    db.shop_status.toCollection().first(),
  ]);
  // A closure that ended since the server answered: the answer is out of date at that very moment.
  const closureEnd = status?.is_closed ? untilMs(status.closed_until) : null;
  const endedSinceAnswer = server !== undefined && closureEnd !== null && server.checked_at < closureEnd && closureEnd <= now;
  if (server && queued === 0 && now - server.checked_at < SERVER_OPEN_STATE_TTL_MS &&
      server.checked_at >= (changedAt ?? 0) && !endedSinceAnswer) {
    return { is_open: server.is_open, source: server.source, origin: 'server', checkedAt: server.checked_at };
  }
  const [hours, settings, lastSeen] = await Promise.all([
    db.opening_hours.toArray(), shopSettings(db), lastDeviceSeenAt(db),
  ]);
  const local = computeIsOpen({
    hours,
    isManuallyClosed: settings?.is_manually_closed ?? false,
    shopStatusClosed: status ? status.is_closed : null,
    shopStatusClosedUntil: status?.closed_until ?? null,
    at: new Date(now),
    autoCloseWithoutDevice: settings?.auto_close_without_device ?? false,
    lastDeviceSeenAt: lastSeen,
  });
  return { ...local, origin: 'local', checkedAt: null };
}

/**
 * Open by its hours and closures, whatever the devices: true also when the shop is closed only
 * because no device was seen (no_device). The dead-connection alarm wants this one: a device that
 * lost its link is exactly why the shop closed, and staff must still hear about it.
 */
export function openByHours(state: Pick<OpenState, 'is_open' | 'source'>): boolean {
  return state.is_open || state.source === 'no_device';
}

/** The open state, re-read on every change and every `tickMs` (the clock moves past opening times). */
export function useOpenState(nowMs: number, db: ShopDb = appDb()): OpenState | undefined {
  return useLiveQuery(() => openState(db, nowMs), [db, nowMs]);
}
