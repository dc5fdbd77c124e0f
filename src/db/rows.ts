// Row types of the mirrored server tables, as PostgREST returns them (spec section 3 plus the sync
// columns of DESIGN section 4). The local mirror stores these shapes unchanged, except that
// timestamps the screens sort or filter on are normalised to ISO 8601 UTC on the way in.

export interface SyncColumns {
  id: string;
  company_id: string;
  created_at: string;
  /** Server time of the last change; the catch-up cursor. Kept exactly as the server sent it. */
  updated_at: string;
  version: number;
  deleted_at: string | null;
}

export interface Writable {
  last_mutation_id: string | null;
}

export interface OrderRow extends SyncColumns, Writable {
  cart_id: string | null;
  status: string;
  payment_status: string;
  subtotal_cents: number;
  delivery_fee_cents: number;
  tip_cents: number;
  discount_cents: number;
  total_cents: number;
  placed_at: string;
  customer_name: string | null;
  customer_phone: string | null;
  customer_email: string | null;
  delivery_type: string;
  fulfillment_type: string | null;
  delivery_time: string | null;
  is_asap: boolean;
  notes: string | null;
  billing_address: string | null;
  billing_postcode: string | null;
  billing_city: string | null;
  billing_house_number: string | null;
  billing_house_addition: string | null;
  /** The ready time promised at accept (issue 17); null where nothing was promised. Absent in old mirrors. */
  promised_at?: string | null;
}

export interface OrderItemRow extends SyncColumns {
  order_id: string;
  product_id: string | null;
  cart_item_id: string | null;
  name_snapshot: string;
  qty: number;
  unit_price_cents: number;
  line_total_cents: number;
}

export interface CartRow extends SyncColumns {
  delivery_address: string | null;
  delivery_postcode: string | null;
  delivery_city: string | null;
  delivery_notes: string | null;
  customer_phone: string | null;
}

export interface CartItemRow extends SyncColumns {
  cart_id: string;
  product_id: string | null;
  qty: number;
  unit_price_cents: number;
  item_options: string | null;
  customizations_json: unknown;
}

export interface ProductRow extends SyncColumns, Writable {
  category_id: string | null;
  name: string;
  description: string | null;
  price_cents: number;
  image_url: string | null;
  is_active: boolean;
  is_sold_out: boolean;
  /** Sold out until then (issue 17); null with is_sold_out = indefinitely. The server clears it when
   *  is_sold_out goes false. Absent in old mirrors. */
  sold_out_until?: string | null;
  sort_index: number;
  Productnummer: string | null;
}

export interface CategoryRow extends SyncColumns, Writable {
  name: string;
  position: number;
}

export interface OpeningHoursRow extends SyncColumns, Writable {
  weekday: number;
  open_time: string;
  close_time: string;
  is_active: boolean;
}

export interface ShopStatusRow extends SyncColumns, Writable {
  is_closed: boolean;
  exception_note: string | null;
  /** The closure ends then (issue 17; 30-minute grid); null = until reopened. Cleared by the server when
   *  is_closed goes false. Absent in old mirrors. */
  closed_until?: string | null;
}

export interface ShopSettingsRow extends SyncColumns, Writable {
  is_manually_closed: boolean;
  min_order_cents: number;
  delivery_fee_cents: number;
  free_delivery_from_cents: number | null;
  /** The owner's "Automatisch sluiten zonder apparaat" (fn_is_open's no_device); absent in old mirrors. */
  auto_close_without_device?: boolean;
  /** Default ready time promised at accept, in minutes (1..240; server defaults 45 and 20). Absent in old mirrors. */
  ready_minutes_delivery?: number;
  ready_minutes_pickup?: number;
}

/** The company record as staff read it (companies has no company_id; its id is the company). */
export interface CompanyRow extends Omit<SyncColumns, 'company_id'>, Writable {
  slug: string;
  name: string;
  is_active: boolean;
  is_busy: boolean;
  /** Busy mode's extra minutes (10, 20, 30, 45 or 60) and its end (issue 17); both cleared by the server
   *  when is_busy goes false. Absent in old mirrors. */
  busy_extra_minutes?: number | null;
  busy_until?: string | null;
  latest_admin_version: string | null;
}

/** A device of the company and its last report (presence, DESIGN section 8). `id` repeats device_id. */
export interface StaffDeviceRow extends SyncColumns, Writable {
  device_id: string;
  /** The auth user who reported from it last. */
  user_id: string | null;
  name: string;
  /** Server time of the last report; null on a local row the server has not confirmed yet. */
  last_seen_at: string | null;
  sound_on: boolean;
  audio_permission: AudioPermission;
  push_on: boolean;
  app_version: string | null;
}

export type AudioPermission = 'granted' | 'denied' | 'unknown';

export type PrintJobKind = 'kitchen' | 'customer';
export type PrintJobReason = 'auto' | 'manual' | 'reprint';
/** pending: claimed online, not printed yet; then printed or failed (failed may become printed). */
export type PrintJobState = 'pending' | 'printed' | 'failed';

/** One ticket a device printed or tried to print (issue 16; migration 20251125000003_print_jobs). */
export interface PrintJobRow extends SyncColumns, Writable {
  order_id: string;
  kind: PrintJobKind;
  reason: PrintJobReason;
  /** 1 for the first print of the order and kind; n + 1 says 'HERDRUK n'. */
  copy: number;
  device_id: string;
  user_id: string | null;
  state: PrintJobState;
  error: string | null;
  /** Set by the server: a second automatic ticket of the order and kind (printed offline). */
  duplicate: boolean;
}

export interface MirrorRows {
  orders: OrderRow;
  order_items: OrderItemRow;
  carts: CartRow;
  cart_items: CartItemRow;
  products: ProductRow;
  categories: CategoryRow;
  opening_hours: OpeningHoursRow;
  shop_status: ShopStatusRow;
  shop_settings: ShopSettingsRow;
  companies: CompanyRow;
  staff_devices: StaffDeviceRow;
  print_jobs: PrintJobRow;
}

export type MirrorTable = keyof MirrorRows;

export const MIRROR_TABLES: readonly MirrorTable[] = [
  'companies', 'shop_settings', 'shop_status', 'opening_hours', 'categories', 'products',
  'carts', 'cart_items', 'orders', 'order_items', 'staff_devices', 'print_jobs',
];

/** Timestamps normalised to ISO UTC on the way in, because screens compare them as strings. */
export const NORMALISED_TIMES: Partial<Record<MirrorTable, readonly string[]>> = {
  orders: ['placed_at', 'delivery_time', 'created_at', 'promised_at'],
  // The print state shows the job's time and sorts jobs by it.
  print_jobs: ['created_at'],
};
