// Every table the app syncs, described once: how a row is keyed in the outbox, which outbox kinds it
// takes, how the server's row of a queued change is found again, what stores it on the device, and
// the few ways a table differs from the rest. The generic mirror (mirror.ts), the outbox and the send
// and pull code of src/sync read these descriptors instead of branching on table names, so a new
// entity is a descriptor here and its own module.
import type { OutboxEntity, OutboxEntry, OutboxKind } from './outbox-types';
import type { MirrorTable } from './rows';

/**
 * Who keeps a table's rows on the device: a Dexie table of the same name ('plain'), or the order
 * store (order-store/): the orders themselves, or their parts (lines, carts, cart lines); or the
 * audit trail's ('events', audit-storage.ts: an order's events in the order store, the shop's apart).
 */
export type Storage = 'plain' | 'orders' | 'order-part' | 'events' | 'none';

export interface Entity {
  name: MirrorTable | OutboxEntity;
  storage: Storage;
  /** The outbox key of a row; absent where staff never write the table. */
  key?: (row: { id: string; weekday?: number }) => string;
  /** The outbox kinds staff changes of it take (outbox-types.ts says how each merges). */
  kinds: readonly OutboxKind[];
  /** The column and value that find the server's row of a queued change (default: id = row_id); null: none. */
  serverRow?: { column: string; value: (entry: OutboxEntry) => string | number } | null;
  /** The conflict target of its upserts. */
  upsertOn?: string;
  /** A resend first asks the server's ledger of applied changes (false: the write itself is idempotent). */
  ledger: boolean;
  /** Written by the app itself, not a staff change: left out of the counts and warnings staff see. */
  background?: boolean;
  /** fn_is_open reads it: a change makes the last server answer on "open" stale. */
  openStateInput?: boolean;
  /** Timestamps kept as ISO 8601 UTC, because screens compare them as strings. */
  normalisedTimes?: readonly string[];
  /** The server keeps one row per company and this column: a local stand-in with its own id goes when the server's row arrives. */
  onePer?: 'weekday' | 'company';
  /** The column that holds the company's id on the server (companies: its own id). */
  companyColumn: 'company_id' | 'id';
  /** The table whose rows these belong to (the order parts). */
  parent?: MirrorTable;
  /** A first catch-up (no cursor yet) reads only rows changed within the order window, not the whole table. */
  windowed?: boolean;
  /**
   * Entries of the tables of one stream keep their queue order where one may depend on another, whatever
   * their key (outbox.ts dueEntries): a value needs its group, a link its product.
   */
  stream?: 'menu';
}

const byId = (table: string) => (row: { id: string }) => `${table}:${row.id}`;

/** A table of the menu: new rows by client id (insert), edits as patches, all in one stream. */
function menu(name: MenuTable): Entity {
  return { name, storage: 'plain', key: byId(name), kinds: ['insert', 'patch'], ledger: true, companyColumn: 'company_id', stream: 'menu' };
}

export type MenuTable = 'products' | 'categories' | 'product_option_groups' | 'product_option_values' | 'product_option_links';

export const ENTITIES: Record<MirrorTable | OutboxEntity, Entity> = {
  companies: { name: 'companies', storage: 'plain', key: byId('companies'), kinds: ['patch'], ledger: true, companyColumn: 'id' },
  shop_settings: {
    name: 'shop_settings', storage: 'plain', key: byId('shop_settings'), kinds: ['patch'], ledger: true, openStateInput: true,
    companyColumn: 'company_id',
  },
  shop_status: {
    name: 'shop_status', storage: 'plain', key: () => 'shop_status', kinds: ['shop_status'], ledger: true, openStateInput: true,
    serverRow: { column: 'company_id', value: (entry) => entry.company_id }, onePer: 'company', companyColumn: 'company_id',
  },
  opening_hours: {
    name: 'opening_hours', storage: 'plain', key: (row) => `opening_hours:${row.weekday}`, kinds: ['upsert'], ledger: true,
    openStateInput: true, serverRow: { column: 'weekday', value: (entry) => Number(entry.payload.weekday) },
    upsertOn: 'company_id,weekday', onePer: 'weekday', companyColumn: 'company_id',
  },
  categories: menu('categories'),
  products: { ...menu('products'), kinds: ['insert', 'patch', 'photo'] },
  product_option_groups: menu('product_option_groups'),
  product_option_values: menu('product_option_values'),
  product_option_links: menu('product_option_links'),
  carts: { name: 'carts', storage: 'order-part', kinds: [], ledger: true, companyColumn: 'company_id', parent: 'orders' },
  cart_items: { name: 'cart_items', storage: 'order-part', kinds: [], ledger: true, companyColumn: 'company_id', parent: 'carts' },
  orders: {
    name: 'orders', storage: 'orders', key: byId('orders'), kinds: ['order_step', 'order_set', 'patch'], ledger: true,
    normalisedTimes: ['placed_at', 'delivery_time', 'created_at', 'promised_at'], companyColumn: 'company_id',
  },
  order_items: { name: 'order_items', storage: 'order-part', kinds: [], ledger: true, companyColumn: 'company_id', parent: 'orders' },
  staff_devices: {
    name: 'staff_devices', storage: 'plain', key: byId('staff_devices'), kinds: ['upsert'], ledger: true, background: true,
    openStateInput: true, upsertOn: 'device_id', companyColumn: 'company_id',
  },
  print_jobs: {
    // A job's insert ignores a known id and a state update repeats harmlessly: no ledger needed.
    name: 'print_jobs', storage: 'plain', key: byId('print_jobs'), kinds: ['insert', 'patch'], ledger: false,
    normalisedTimes: ['created_at'], companyColumn: 'company_id',
  },
  audit_events: {
    // Written by the server's triggers only; last, so a catch-up brings the shop and its orders first.
    name: 'audit_events', storage: 'events', kinds: [], ledger: false, companyColumn: 'company_id',
    normalisedTimes: ['at', 'updated_at'], windowed: true,
  },
  day_closings: {
    // Z-rapporten, read-only: written by close_day on the server; the row level security shows them only
    // to staff who may see money.
    name: 'day_closings', storage: 'plain', kinds: [], ledger: false, companyColumn: 'company_id',
    normalisedTimes: ['closed_at', 'updated_at'],
  },
  push_subscriptions: {
    name: 'push_subscriptions', storage: 'none', kinds: ['upsert', 'delete'], ledger: true, background: true, serverRow: null,
    companyColumn: 'company_id',
  },
};

export function entity(name: MirrorTable | OutboxEntity): Entity {
  return ENTITIES[name];
}

/** The outbox key of a mirrored row, or null when staff never write that table. */
export function keyOfRow(table: MirrorTable, row: { id: string; weekday?: number }): string | null {
  return ENTITIES[table].key?.(row) ?? null;
}

/** Whether the entity keeps rows on the device. */
export function isMirrored(name: MirrorTable | OutboxEntity): name is MirrorTable {
  return ENTITIES[name].storage !== 'none';
}

/** Every mirrored table, in the order a full catch-up brings them (the shop before the orders). */
export const MIRROR_TABLES: readonly MirrorTable[] = (Object.keys(ENTITIES) as (MirrorTable | OutboxEntity)[]).filter(isMirrored);

/** The mirror tables whose first catch-up reads only the order window (the audit trail). */
export const WINDOWED_TABLES: readonly MirrorTable[] = MIRROR_TABLES.filter((name) => ENTITIES[name].windowed);

/** The mirror tables fn_is_open reads. */
export const OPEN_STATE_INPUTS: readonly MirrorTable[] = (Object.keys(ENTITIES) as MirrorTable[])
  .filter((name) => ENTITIES[name].openStateInput);
