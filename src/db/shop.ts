// The shop's own state in the local mirror: the company record (busy mode, latest app version), the
// single shop_status row (manual closure with reason), shop settings, and whether the shop is open now.
import { useLiveQuery } from 'dexie-react-hooks';
import { computeIsOpen, type IsOpenSource } from '../domain/is-open';
import { isClosedAt, untilMs } from '../domain/until';
import { appDb, type ShopDb } from './database';
import { getMeta, markOpenInputsChanged, OPEN_STATE_INPUTS } from './meta';
import { ACTIVE_STATES } from './outbox-types';
import { enqueue } from './outbox';
import type { CompanyRow, ShopSettingsRow, ShopStatusRow } from './rows';
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
  /** The closure's end (issue 17); null = until reopened. A past one means the closure is over. */
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

/** What staff chose when switching busy mode on (issue 17); both null: the spec's plain switch. */
export interface BusyChoice {
  /** 10, 20, 30, 45 or 60 (the database refuses others). */
  extraMinutes: number | null;
  /** ISO time busy mode ends by itself; null = until switched off. */
  until: string | null;
}

/**
 * Turns busy mode on (with extra minutes and an end, when chosen) or off. Offline and on refusal: as
 * the product toggles (merged; rolled back). Every change sends all three fields, so a merged change
 * never keeps an earlier end; switching off clears them (as the server's trigger does).
 */
export async function setBusyMode(on: boolean, db: ShopDb = appDb(), choice?: BusyChoice): Promise<void> {
  const fields = {
    is_busy: on,
    busy_extra_minutes: on ? (choice?.extraMinutes ?? null) : null,
    busy_until: on ? (choice?.until ?? null) : null,
  };
  await db.transaction('rw', [db.companies, db.outbox, db.meta], async () => {
    const company = await companyRow(db);
    if (!company) throw new Error('The company record is not loaded yet.');
    await enqueue(db, {
      entity: 'companies', key: `companies:${company.id}`, row_id: company.id, kind: 'patch', action: 'busyMode',
      payload: fields,
    });
    await db.companies.put({ ...company, ...fields });
  });
}

/**
 * The owner's "Automatisch sluiten zonder apparaat". Offline and on refusal: as busy mode (merged
 * while unsent; rolled back to the server's value). The last fn_is_open answer is stale after it.
 */
export async function setAutoCloseWithoutDevice(on: boolean, db: ShopDb = appDb()): Promise<void> {
  await db.transaction('rw', [db.shop_settings, db.outbox, db.meta], async () => {
    const settings = await shopSettings(db);
    if (!settings) throw new Error('The shop settings are not loaded yet.');
    await enqueue(db, {
      entity: 'shop_settings', key: `shop_settings:${settings.id}`, row_id: settings.id, kind: 'patch',
      action: 'autoClose', payload: { auto_close_without_device: on },
    });
    await db.shop_settings.put({ ...settings, auto_close_without_device: on });
    await markOpenInputsChanged(db);
  });
}

export class ReasonTooLongError extends RangeError {
  constructor(length: number) {
    super(`The closure reason has ${length} characters; at most ${CLOSURE_REASON_MAX} are allowed.`);
  }
}

async function putShopStatus(
  db: ShopDb, isClosed: boolean, note: string | null, action: 'closure' | 'closureReason', closedUntil: string | null,
): Promise<boolean> {
  const trimmed = note?.trim() ? note.trim() : null;
  if (trimmed && trimmed.length > CLOSURE_REASON_MAX) throw new ReasonTooLongError(trimmed.length);
  return db.transaction('rw', [db.shop_status, db.outbox, db.meta], async () => {
    const session = await getMeta(db, 'session');
    const existing: ShopStatusRow | undefined = await db.shop_status.toCollection().first();
    // A reason belongs to a closed shop: read and written in this one transaction, so a reason saved
    // as the field loses focus to the 'open' switch can never close the shop again after it opened.
    // A closure that ended by itself counts as open here too.
    if (action === 'closureReason' && !isClosedAt(existing, new Date(db.env.now()))) return false;
    // The reason keeps the closure's end; every payload names it, so a merge never keeps an old one.
    const until = !isClosed ? null : action === 'closureReason' ? (existing?.closed_until ?? null) : closedUntil;
    // A row made here is named in the entry, so a refusal with no server row removes it again.
    const base = existing ?? {
      id: db.env.uuid(), company_id: session?.companyId ?? '', created_at: new Date(db.env.now()).toISOString(),
      updated_at: '', version: 0, deleted_at: null, last_mutation_id: null,
    };
    await enqueue(db, {
      entity: 'shop_status', key: 'shop_status', row_id: base.id, kind: 'shop_status', action,
      payload: { is_closed: isClosed, exception_note: trimmed, closed_until: until },
    });
    await db.shop_status.put({ ...base, is_closed: isClosed, exception_note: trimmed, closed_until: until });
    await markOpenInputsChanged(db);
    return true;
  });
}

/**
 * Closes the shop by hand (with an optional reason, empty sent as null, and an optional end on the
 * 30-minute grid, issue 17) or opens it again, through set_shop_status. Offline it applies locally and
 * is queued; unsent changes merge into the last one. The server refuses an end off the grid or past.
 */
export async function setManualClosure(
  closed: boolean, reason: string | null, db: ShopDb = appDb(), closedUntil: string | null = null,
): Promise<void> {
  await putShopStatus(db, closed, reason, 'closure', closed ? closedUntil : null);
}

/**
 * Saves the closure reason on leaving the field: sent only while the shop is closed (spec section 4).
 * Returns false when the shop is open, in which case the screen keeps the text only locally.
 */
export async function saveClosureReason(reason: string, db: ShopDb = appDb()): Promise<boolean> {
  return putShopStatus(db, true, reason, 'closureReason', null);
}
