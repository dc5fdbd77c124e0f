// Sends one outbox entry and says what became of it (DESIGN sync rule 3). Writes carry the entry's
// mutation id in last_mutation_id; order steps are conditional on the status the staff saw. Zero rows
// back is not success: the row is read, and its last_mutation_id tells "applied" from "conflict".
import type { Database, Tables, TablesInsert } from '../db/database.types';
import { entity, isMirrored, type MenuTable } from '../db/entities';
import type { OutboxEntity, OutboxEntry } from '../db/outbox-types';
import type { MirrorRows, MirrorTable } from '../db/rows';
import type { Client } from './clients';
import { RequestError, failureOf } from './errors';
import { fetchRow } from './pull';
import { sendPhoto } from './send-photo';

type AnyRow = MirrorRows[MirrorTable];

export type SendOutcome =
  | { outcome: 'confirmed'; row: AnyRow | null }
  | { outcome: 'conflict'; row: AnyRow }
  | { outcome: 'missing' };

/** The mirrored tables staff write; each has last_mutation_id. */
export type WrittenTable = Exclude<OutboxEntity, 'push_subscriptions'>;
/** The tables the outbox upserts (on a natural key) or inserts into (a client-made id). */
type InsertedTable = 'opening_hours' | 'staff_devices' | 'print_jobs' | MenuTable;
type ShopStatus = Tables<'shop_status'>;
type ShopStatusArgs = Database['public']['Functions']['set_shop_status']['Args'];

/** The mirror table of an entry's entity (callers handle unmirrored entities before asking). */
export function tableOf(entry: OutboxEntry): WrittenTable {
  const table = entry.entity;
  if (!isMirrored(table)) throw new Error(`${table} has no mirror table`);
  return table;
}

/** The server's current row for the entry's key (found as its entity says: entities.ts), or null when it has none. */
export async function readServerRow(client: Client, entry: OutboxEntry): Promise<AnyRow | null> {
  const { serverRow } = entity(entry.entity);
  if (serverRow === null || !isMirrored(entry.entity)) return null;
  return serverRow
    ? fetchRow(client, entry.entity, serverRow.column, serverRow.value(entry))
    : fetchRow(client, entry.entity, 'id', entry.row_id ?? '');
}

/** The server's ledger of applied mutation ids (migration applied_mutations): exactly once. */
async function wasApplied(client: Client, entry: OutboxEntry): Promise<boolean> {
  const { data, error, status } = await client.rpc('mutation_applied', { p_mutation_id: entry.mutation_id }).retry(false);
  if (error) throw new RequestError('checking whether a change was applied', failureOf(error, status));
  return data === true;
}

/** Before a resend: did an earlier send land (its response lost)? Then the server's row, else null. */
export async function alreadyApplied(client: Client, entry: OutboxEntry): Promise<{ row: AnyRow | null } | null> {
  if (!(await wasApplied(client, entry))) return null;
  return { row: await readServerRow(client, entry) };
}

/**
 * A write's request headers: this device's x-device-id (the server's audit trail records it with every
 * change), and the entry's own (a print job's x-device-id, which the server checks), which win.
 */
function withHeaders<Q extends { setHeader(name: string, value: string): Q }>(query: Q, entry: OutboxEntry, deviceId: string | null): Q {
  let result = query;
  const headers = { ...(deviceId ? { 'x-device-id': deviceId } : {}), ...entry.headers };
  for (const [name, value] of Object.entries(headers)) result = result.setHeader(name, value);
  return result;
}

function check<T>(what: string, result: { data: T | null; error: { message: string; code?: string } | null; status: number }): T | null {
  if (result.error) throw new RequestError(what, failureOf(result.error, result.status));
  return result.data;
}

/**
 * The body of an upsert or insert: the entry's payload with the company and the mutation id. The
 * outbox keeps a payload as a plain record (IndexedDB) of the columns the mutation in src/db set, and
 * the server fills in the rest (defaults, triggers; an upsert that updates names only what changes), so
 * it is read as the table's insert row here, in this one place.
 */
function insertBody<T extends InsertedTable>(entry: OutboxEntry, _table: T): TablesInsert<T> {
  return { ...entry.payload, company_id: entry.company_id, last_mutation_id: entry.mutation_id } as TablesInsert<T>;
}

/**
 * set_shop_status's arguments from the entry's payload (src/db/shop-changes.ts: is_closed, exception_note,
 * closed_until). A null is left out: the function's defaults are null, and its generated types have no null.
 */
function shopStatusArgs(entry: OutboxEntry): ShopStatusArgs {
  const { is_closed: closed, exception_note: note, closed_until: until } = entry.payload;
  if (typeof closed !== 'boolean') {
    throw new RequestError('changing the shop status', { status: 400, code: 'BAD_PAYLOAD', message: 'the entry has no is_closed' });
  }
  return {
    p_is_closed: closed,
    ...(typeof note === 'string' ? { p_exception_note: note } : {}),
    p_mutation_id: entry.mutation_id,
    // The closure's end (none = until reopened); entries queued by an app version without it have none.
    ...(typeof until === 'string' ? { p_closed_until: until } : {}),
  };
}

/** An entry of a kind its table is not written with: refused, as the server would refuse it. */
function unknownKind(entry: OutboxEntry): RequestError {
  return new RequestError(`sending ${entry.entity}`, { status: 400, code: 'UNKNOWN_KIND', message: `no ${entry.kind} for ${entry.entity}` });
}

/**
 * Upserts on the table's natural key (entities.ts upsertOn: a device by device_id, a day's opening
 * hours by weekday); the rows back.
 */
async function upsertRows(client: Client, entry: OutboxEntry, deviceId: string | null): Promise<AnyRow[] | null> {
  const what = `saving ${entry.entity}`;
  const onConflict = entity(entry.entity).upsertOn;
  if (!onConflict) throw unknownKind(entry);
  if (entry.entity === 'staff_devices') {
    const query = withHeaders(client.from('staff_devices').upsert(insertBody(entry, 'staff_devices'), { onConflict }), entry, deviceId);
    return check(what, await query.select()) as AnyRow[] | null;
  }
  if (entry.entity === 'opening_hours') {
    const query = withHeaders(client.from('opening_hours').upsert(insertBody(entry, 'opening_hours'), { onConflict }), entry, deviceId);
    return check(what, await query.select());
  }
  throw unknownKind(entry);
}

async function afterZeroRows(client: Client, entry: OutboxEntry): Promise<SendOutcome> {
  const row = await readServerRow(client, entry);
  if (await wasApplied(client, entry)) return { outcome: 'confirmed', row };
  // Only an order step or a conditional edit can lose to another device; else no row means gone or hidden.
  const conditional = entry.kind === 'order_step' || entry.kind === 'order_set' || isConditional(entry);
  if (!row || !conditional) return { outcome: 'missing' };
  return { outcome: 'conflict', row };
}

/** A menu edit made on the version staff saw (menu-write.ts): sent only if the server's row still has it. */
function isConditional(entry: OutboxEntry): entry is OutboxEntry & { expected: { version: number } } {
  return entry.kind === 'patch' && typeof entry.expected?.version === 'number';
}

/**
 * A new row with a client-made id: ignoring a known id makes a resend harmless; its answer is then
 * empty, so the row is read.
 */
async function insertRow(client: Client, entry: OutboxEntry, deviceId: string | null): Promise<SendOutcome> {
  const table = tableOf(entry);
  if (table !== 'print_jobs' && entity(table).stream !== 'menu') throw unknownKind(entry);
  // Typed as one of the tables: the body is the entry's payload, read as the table's row once (insertBody).
  const inserted = table as Extract<InsertedTable, 'print_jobs'>;
  const query = withHeaders(client.from(inserted).upsert(insertBody(entry, inserted), { onConflict: 'id', ignoreDuplicates: true }), entry, deviceId);
  const rows = check(`recording ${entry.entity}`, await query.select()) as AnyRow[] | null;
  if (rows && rows.length > 0) return { outcome: 'confirmed', row: rows[0] };
  const row = await readServerRow(client, entry);
  return row ? { outcome: 'confirmed', row } : { outcome: 'missing' };
}

/**
 * Sends one entry; `deviceId` goes with it as x-device-id (null: none, as before a device id exists).
 * `photo`: the image of a photo entry (product-photos.ts), read by the caller from the device.
 */
export async function sendEntry(
  client: Client, entry: OutboxEntry, deviceId: string | null = null, photo: Blob | null = null,
): Promise<SendOutcome> {
  const mutation = { last_mutation_id: entry.mutation_id };
  switch (entry.kind) {
    case 'order_step':
    case 'order_set': {
      let query = withHeaders(client.from('orders').update({ ...entry.payload, ...mutation }).eq('id', entry.row_id ?? ''), entry, deviceId);
      if (entry.kind === 'order_step') query = query.eq('status', String(entry.expected?.status ?? ''));
      const rows = check('changing the order status', await query.select());
      return rows && rows.length > 0 ? { outcome: 'confirmed', row: rows[0] } : afterZeroRows(client, entry);
    }
    case 'patch': {
      let query = withHeaders(client.from(tableOf(entry)).update({ ...entry.payload, ...mutation }).eq('id', entry.row_id ?? ''), entry, deviceId);
      if (isConditional(entry)) query = query.eq('version', entry.expected.version);
      const rows = check(`changing ${entry.entity}`, await query.select()) as AnyRow[] | null;
      return rows && rows.length > 0 ? { outcome: 'confirmed', row: rows[0] } : afterZeroRows(client, entry);
    }
    case 'upsert': {
      const rows = await upsertRows(client, entry, deviceId);
      return rows && rows.length > 0 ? { outcome: 'confirmed', row: rows[0] } : afterZeroRows(client, entry);
    }
    case 'insert':
      return insertRow(client, entry, deviceId);
    case 'photo': {
      const row = await sendPhoto(client, entry, photo, (query) => withHeaders(query, entry, deviceId));
      return row ? { outcome: 'confirmed', row } : afterZeroRows(client, entry);
    }
    case 'shop_status': {
      const data: ShopStatus | ShopStatus[] | null = check('changing the shop status', await withHeaders(client.rpc('set_shop_status', shopStatusArgs(entry)), entry, deviceId));
      // The spec: a row or an array of one; a procedure that returns nothing is a failure too.
      const row = Array.isArray(data) ? (data[0] ?? null) : data;
      if (!row?.id) throw new RequestError('changing the shop status', { status: 400, code: 'EMPTY_RESULT', message: 'set_shop_status returned no row' });
      return { outcome: 'confirmed', row };
    }
    case 'delete':
      // Only unmirrored tables are deleted from the app (send-push-subscription.ts); nothing else asks.
      throw unknownKind(entry);
  }
}
