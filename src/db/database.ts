// The local database (IndexedDB through Dexie): the mirrors of the server tables the screens read,
// the outbox of local changes still to be sent, sync metadata (cursors, cached company, the signed-in
// user). Every screen reads from here, online or not. The order tables are declared here with the
// rest of the schema but belong to the order store (order-store/), the only code that touches them.
import Dexie, { type EntityTable, type Table } from 'dexie';
import { childRowsAsParts, countedHours, datedOrders, figuresPending, orderDue, partsIntoOrders } from './order-store/schema';
import type {
  AuditEventRow, CategoryRow, CompanyRow, OpeningHoursRow, OptionGroupRow, OptionLinkRow, OptionValueRow, PrintJobRow,
  ProductRow, ShopSettingsRow, ShopStatusRow, StaffDeviceRow, DayClosingRow,
} from './rows';
import type { OutboxEntry } from './outbox-types';
import type { CachedFigures } from './figures-cache';
import { outboxErrorsAsKinds } from './upgrades';

/** A photo waiting for upload: the scaled image, kept with its outbox entry (same mutation id). */
export interface PhotoRow {
  mutation_id: string;
  product_id: string;
  blob: Blob;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** Clock and id source, injected so tests control time and ids. */
export interface DbEnv {
  now(): number;
  uuid(): string;
}

const defaultEnv: DbEnv = {
  now: () => Date.now(),
  uuid: () => crypto.randomUUID(),
};

export class ShopDb extends Dexie {
  products!: Table<ProductRow, string>;
  categories!: Table<CategoryRow, string>;
  opening_hours!: Table<OpeningHoursRow, string>;
  shop_status!: Table<ShopStatusRow, string>;
  shop_settings!: Table<ShopSettingsRow, string>;
  companies!: Table<CompanyRow, string>;
  /** Entries are added without `seq`; IndexedDB gives it (auto-increment). */
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  meta!: Table<MetaRow, string>;
  /** Facts about this browser profile that outlive sign-out (the device id, per-device choices). */
  device!: Table<MetaRow, string>;
  /** The company's devices and when each was last seen (presence, DESIGN section 8). */
  staff_devices!: Table<StaffDeviceRow, string>;
  /** The print ledger: every ticket printed or tried, by any of the company's devices. */
  print_jobs!: Table<PrintJobRow, string>;
  /** The server's audit events that belong to no order: the shop's status, busy mode, settings, products. */
  shop_events!: Table<AuditEventRow, string>;
  /** The menu's option groups, their values, and the links of groups to products. */
  product_option_groups!: Table<OptionGroupRow, string>;
  product_option_values!: Table<OptionValueRow, string>;
  product_option_links!: Table<OptionLinkRow, string>;
  /** Photos taken on this device and not uploaded yet, by the outbox entry's mutation id (product-photos.ts). */
  photos!: Table<PhotoRow, string>;
  /** Z-rapporten, mirrored read-only. */
  day_closings!: Table<DayClosingRow, string>;
  /** The server's figures of a period as last read (db/figures-cache.ts), for offline viewing. */
  figures!: Table<CachedFigures, string>;
  readonly env: DbEnv;

  constructor(name = 'kmfc-admin', env: Partial<DbEnv> = {}) {
    super(name);
    this.env = { ...defaultEnv, ...env };
    this.version(1).stores({
      // [status+placed_at]: each tab and count reads one index range per status, newest first.
      orders: 'id, status, placed_at, [status+placed_at]',
      order_items: 'id, order_id',
      carts: 'id',
      cart_items: 'id, cart_id',
      // [category_id+sort_index]: the product list walks categories by position, then this range.
      products: 'id, [category_id+sort_index]',
      categories: 'id, position',
      opening_hours: 'id, weekday',
      shop_status: 'id',
      shop_settings: 'id',
      companies: 'id',
      outbox: '++seq, &mutation_id, key, state',
      meta: 'key',
    });
    // The same stores; an outbox entry's last error became a kind and code (upgrades.ts).
    this.version(2).stores({}).upgrade(outboxErrorsAsKinds);
    // Per-device facts that sign-out keeps, and the mirror of the company's devices.
    this.version(3).stores({ device: 'key', staff_devices: 'device_id' });
    // An order's lines and a cart with its lines became one record each: far fewer writes.
    this.version(4).stores({
      order_lines: 'order_id, *ids', cart_parts: 'cart_id, *ids', order_items: null, carts: null, cart_items: null,
    }).upgrade(childRowsAsParts);
    // The print ledger; [order_id+kind+created_at]: an order's jobs of one kind in time order.
    this.version(5).stores({ print_jobs: 'id, order_id, [order_id+kind+created_at]' });
    // An order's lines and cart went into the order's own record (order-store/record.ts): far
    // fewer records again; the stores of version 4 keep only parts whose order has not arrived yet.
    this.version(6).stores({
      orders: 'id, status, placed_at, [status+placed_at], *part_ids',
    }).upgrade(partsIntoOrders);
    // [status+due_at+placed_at]: the Bestellingen queue reads the soonest due orders of each status.
    this.version(7).stores({
      orders: 'id, status, placed_at, [status+placed_at], *part_ids, [status+due_at+placed_at]',
    }).upgrade(datedOrders);
    // IndexedDB's cost per order written grows with its index entries (nine per order here, five of
    // them part ids): version 8 keeps three for a finished order and four for an open one. `status` is
    // read through [status+placed_at]; a cart's order through `cart_id`; `due_at` is on open orders only.
    this.version(8).stores({
      orders: 'id, placed_at, [status+placed_at], cart_id, [status+due_at+placed_at]',
    });
    // Packs of finished history orders (order-store/packs.ts): by their oldest and newest order, by
    // the ids of their orders and carts, and per order [status, placed_at] for the Archief.
    this.version(9).stores({ order_packs: 'key, from, to, *keys, *status_placed' });
    // Orders per status and hour (order-store/hours.ts), by status and hour, and by hour alone.
    this.version(10).stores({ order_hours: '[status+hour], hour' }).upgrade(countedHours);
    // The audit trail: an order's events (order-store/events.ts) and the shop's (shop-events.ts).
    this.version(11).stores({ order_events: 'id, order_id, at', shop_events: 'id, [entity+at]' });
    // The menu's option groups, values and links; photos waiting for upload.
    this.version(12).stores({
      product_option_groups: 'id, position', product_option_values: 'id, group_id', product_option_links: 'id, product_id, group_id',
      photos: 'mutation_id, product_id',
    });
    // Z-rapporten (mirrored) and the server's figures of other periods as last read, for offline viewing.
    this.version(13).stores({ day_closings: 'id, business_date, number', figures: 'key' });
    // Today's figures summed per hour beside the orders (order-store/figure-hours.ts).
    this.version(14).stores({ order_figure_hours: 'hour' }).upgrade(figuresPending);
    this.use(orderDue);
  }
}

let current: ShopDb | null = null;

/** The app's database (one per origin); tests make their own ShopDb instances instead. */
export function appDb(): ShopDb {
  current ??= new ShopDb();
  return current;
}

/** The mirrors besides the order store's (sign-out wipes them all). */
export const MIRROR_STORES = [
  'products', 'categories', 'opening_hours', 'shop_status', 'shop_settings', 'companies', 'staff_devices', 'print_jobs',
  'shop_events', 'product_option_groups', 'product_option_values', 'product_option_links', 'photos',
] as const;
