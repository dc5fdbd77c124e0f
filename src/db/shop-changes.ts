// Staff changes to the shop's state (spec section 7): busy mode with its extra minutes and
// end, the manual closure with its reason and end, and closing without a device. Each applies locally
// and queues its change. Apart from the reads (shop.ts), so the first screen loads without them.
import { isClosedAt } from '../domain/until';
import { appDb, type ShopDb } from './database';
import { getMeta, markOpenInputsChanged } from './meta';
import { enqueue } from './outbox';
import type { ShopStatusRow } from './rows';
import { CLOSURE_REASON_MAX, companyRow, shopSettings } from './shop';

/** What staff chose when switching busy mode on; both null: the spec's plain switch. */
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

/** The hour the business day ends (issue 32; 0..12, whole hours): figures and day closings count by it. */
export async function setBusinessDayEnd(hour: number, db: ShopDb = appDb()): Promise<void> {
  if (!Number.isInteger(hour) || hour < 0 || hour > 12) throw new RangeError(`A business day ends at a whole hour 0..12, not ${hour}.`);
  const value = `${String(hour).padStart(2, '0')}:00:00`;
  await db.transaction('rw', [db.shop_settings, db.outbox, db.meta], async () => {
    const settings = await shopSettings(db);
    if (!settings) throw new Error('The shop settings are not loaded yet.');
    await enqueue(db, {
      entity: 'shop_settings', key: `shop_settings:${settings.id}`, row_id: settings.id, kind: 'patch',
      action: 'businessDayEnd', payload: { business_day_end: value },
    });
    await db.shop_settings.put({ ...settings, business_day_end: value });
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
 * 30-minute grid) or opens it again, through set_shop_status. Offline it applies locally and
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
