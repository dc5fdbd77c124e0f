// Row types of the mirrored server tables, as PostgREST returns them: each derives from the generated
// `Database` (src/db/database.types.ts, `npm run gen:types`), so a migration that changes a column
// changes the mirror's type with it. The local mirror stores these shapes unchanged, except that
// timestamps the screens sort or filter on are normalised to ISO 8601 UTC on the way in. A column is
// written out here only where the mirror differs: a text column that only ever holds a few values is
// narrowed to them, a column of a local row the server has not confirmed yet may be null, and columns
// added by later migrations stay optional, as old mirrors lack them.
import type { Tables } from './database.types';

/** The sync columns of the mirrored tables (DESIGN section 4); companies has no company_id. */
export interface SyncColumns {
  id: string;
  company_id: string;
  created_at: string;
  /** Server time of the last change; the catch-up cursor. Kept exactly as the server sent it. */
  updated_at: string;
  version: number;
  deleted_at: string | null;
}

/** The column of the tables the client writes: the outbox entry that last changed the row. */
export interface Writable {
  last_mutation_id: string | null;
}

export type OrderRow = Omit<Tables<'orders'>, 'promised_at' | 'cancel_reason'> & {
  /** The ready time promised at accept; null where nothing was promised. Absent in old mirrors. */
  promised_at?: string | null;
  /** Why a canceled order was canceled (one of domain/cancel-reasons); absent in old mirrors. */
  cancel_reason?: string | null;
};

export type OrderItemRow = Omit<Tables<'order_items'>, 'vat_rate'> & {
  /** The product's BTW rate (9 or 21) when the order was placed; null for lines placed before it was kept. Absent in old mirrors. */
  vat_rate?: number | null;
};

export type CartRow = Tables<'carts'>;

export type CartItemRow = Tables<'cart_items'>;

export type ProductRow = Omit<Tables<'products'>, 'sold_out_until' | 'vat_rate' | 'allergens' | 'image_path'> & {
  /** Sold out until then; null with is_sold_out = indefinitely. The server clears it when
   *  is_sold_out goes false. Absent in old mirrors. */
  sold_out_until?: string | null;
  /** BTW in percent (9 or 21), the allergens (domain/menu.ts) and the photo's path in Storage. Absent in old mirrors. */
  vat_rate?: number;
  allergens?: string[];
  image_path?: string | null;
};

export type CategoryRow = Tables<'categories'>;

/** The menu's option groups, their values and which products each group serves (migration 20251130000001). */
export type OptionGroupRow = Tables<'product_option_groups'>;
export type OptionValueRow = Tables<'product_option_values'>;
export type OptionLinkRow = Tables<'product_option_links'>;

export type OpeningHoursRow = Tables<'opening_hours'>;

export type ShopStatusRow = Omit<Tables<'shop_status'>, 'closed_until'> & {
  /** The closure ends then (30-minute grid); null = until reopened. Cleared by the server when
   *  is_closed goes false. Absent in old mirrors. */
  closed_until?: string | null;
};

type ShopSettingsAdded = 'auto_close_without_device' | 'ready_minutes_delivery' | 'ready_minutes_pickup' | 'business_day_end';
export type ShopSettingsRow = Omit<Tables<'shop_settings'>, ShopSettingsAdded> & {
  /** The owner's "Automatisch sluiten zonder apparaat" (fn_is_open's no_device); absent in old mirrors. */
  auto_close_without_device?: boolean;
  /** Default ready time promised at accept, in minutes (1..240; server defaults 45 and 20). Absent in old mirrors. */
  ready_minutes_delivery?: number;
  ready_minutes_pickup?: number;
  /** The hour ('HH:MM:SS', Europe/Amsterdam) a business day ends; server default 05:00. Absent in old mirrors. */
  business_day_end?: string;
};

/** The company record as staff read it (companies has no company_id; its id is the company). */
export type CompanyRow = Omit<Tables<'companies'>, 'busy_extra_minutes' | 'busy_until'> & {
  /** Busy mode's extra minutes (10, 20, 30, 45 or 60) and its end; both cleared by the server
   *  when is_busy goes false. Absent in old mirrors. */
  busy_extra_minutes?: number | null;
  busy_until?: string | null;
};

/** A device of the company and its last report (presence, DESIGN section 8). `id` repeats device_id;
 *  user_id is the auth user who reported from it last. */
export type StaffDeviceRow = Omit<Tables<'staff_devices'>, 'last_seen_at' | 'audio_permission'> & {
  /** Server time of the last report; null on a local row the server has not confirmed yet. */
  last_seen_at: string | null;
  audio_permission: AudioPermission;
};

export type AudioPermission = 'granted' | 'denied' | 'unknown';

export type PrintJobKind = 'kitchen' | 'customer';
export type PrintJobReason = 'auto' | 'manual' | 'reprint';
/** pending: claimed online, not printed yet; then printed or failed (failed may become printed). */
export type PrintJobState = 'pending' | 'printed' | 'failed';

/** One ticket a device printed or tried to print (migration 20251125000003_print_jobs). `copy` is
 *  1 for the first print of the order and kind (n + 1 says 'HERDRUK n'); the server sets `duplicate` on a
 *  second automatic ticket of the order and kind (printed offline). */
export type PrintJobRow = Omit<Tables<'print_jobs'>, 'kind' | 'reason' | 'state'> & {
  kind: PrintJobKind;
  reason: PrintJobReason;
  state: PrintJobState;
};

/**
 * One change the server recorded (migration 20251129000001_audit_events): who (user_id, device_id), what
 * (entity, action, the changed columns in old and new; a customer's personal fields only as set or
 * cleared) and why (reason). Never changed or deleted; deleted_at exists only for the generic mirror code.
 */
export type AuditEventRow = Tables<'audit_events'> & { deleted_at?: string | null };

/** A Z-rapport (migration 20251201000004_day_closings): a business day's totals, numbered per company.
 *  Never changed or deleted; deleted_at exists only for the generic mirror code. */
export type DayClosingRow = Tables<'day_closings'> & { deleted_at?: string | null };

export interface MirrorRows {
  orders: OrderRow;
  order_items: OrderItemRow;
  carts: CartRow;
  cart_items: CartItemRow;
  products: ProductRow;
  categories: CategoryRow;
  product_option_groups: OptionGroupRow;
  product_option_values: OptionValueRow;
  product_option_links: OptionLinkRow;
  opening_hours: OpeningHoursRow;
  shop_status: ShopStatusRow;
  shop_settings: ShopSettingsRow;
  companies: CompanyRow;
  staff_devices: StaffDeviceRow;
  print_jobs: PrintJobRow;
  audit_events: AuditEventRow;
  day_closings: DayClosingRow;
}

export type MirrorTable = keyof MirrorRows;
