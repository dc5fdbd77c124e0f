// The outbox entry (DESIGN sync rule 2): one queued local change, kept in IndexedDB until the server
// has it, so it survives reloads, crashes and app updates. Failures are kept as kinds and codes; the
// screens word them (src/ui/texts), so nothing here is text for staff.
import { ENTITIES } from './entities';

/** Which staff action made a change; the screen names a refusal after it. */
export type ActionId =
  | 'acceptOrder' | 'acceptAndPrint' | 'orderStep' | 'setOrderStatus' | 'cancelOrder'
  | 'productVisibility' | 'productStock' | 'dayOpen' | 'dayTime' | 'busyMode' | 'closure' | 'closureReason'
  | 'autoClose' | 'deviceReport' | 'pushOn' | 'pushOff' | 'orderDelay' | 'readyMinutes' | 'printJob' | 'businessDayEnd'
  | MenuActionId;

/** The menu editor's actions (Producten). */
export type MenuActionId =
  | 'productSave' | 'productRemove' | 'productPhoto' | 'productMove' | 'bulkPrice' | 'categorySave' | 'categoryRemove'
  | 'optionGroupSave' | 'optionGroupRemove' | 'optionValueSave' | 'optionValueRemove' | 'optionValueStock'
  | 'optionLinkSave';

/** The tables staff write. shop_status goes through the set_shop_status procedure. */
export type OutboxEntity =
  | 'orders' | 'products' | 'opening_hours' | 'companies' | 'shop_status' | 'shop_settings' | 'staff_devices'
  | 'push_subscriptions' | 'print_jobs' | 'categories' | 'product_option_groups' | 'product_option_values'
  | 'product_option_links';

/**
 * Entries the app writes by itself, not staff changes (entities.ts `background`: the device's presence
 * report, whose refusal the next report replaces, and this device's push subscription, whose card shows
 * its own state). Left out of the counts and warnings staff see.
 */
export function isStaffChange(entry: Pick<OutboxEntry, 'entity'>): boolean {
  return !ENTITIES[entry.entity].background;
}

/**
 * - `order_step`: a status step, conditional on the status the staff saw (`expected.status`); never merged.
 * - `order_set`: the detail modal's explicit override; unconditional; never merged.
 * - `patch`: plain field sets on an existing row; merged while unsent.
 * - `upsert`: insert-or-update keyed by a natural key (opening hours by weekday, devices by device_id);
 *   merged while unsent.
 * - `shop_status`: the set_shop_status procedure with the whole closure state; merged while unsent.
 * - `delete`: removes the row by its natural key (a push subscription by endpoint). An unsent upsert
 *   and delete of one key replace each other: the latest is the row's last word.
 * - `insert`: a new row with a client-made id (a print job); a resend that finds it there is done.
 *   Never merged: a claim and the print's outcome are two writes the server must see in turn.
 * - `photo`: a product's new photo (kept in the `photos` store until sent): uploaded to Storage, then set
 *   on the product, then the old file removed. Never merged.
 * A `patch` with `expected.version` is conditional on the version staff saw (menu edits): another
 * device's change meanwhile makes it a `changed` conflict instead of an overwrite.
 */
export type OutboxKind = 'order_step' | 'order_set' | 'patch' | 'upsert' | 'shop_status' | 'delete' | 'insert' | 'photo';

export type OutboxState = 'pending' | 'sending' | 'failed' | 'rejected';

/**
 * Why the last send failed, or why the entry was rejected (DESIGN sync rule 5). `status` is the HTTP
 * status (0: no answer), `code` the SQLSTATE or PostgREST/Auth code, `detail` the request's own
 * message, for logs and support.
 */
export type OutboxError =
  /** Sent again later: network, timeout, 5xx, 408, 429 (transient) or an expired token (auth). */
  | { kind: 'transient' | 'auth'; status: number; code: string | null; detail: string }
  /** Refused for good: permission, a check or constraint, another 4xx. */
  | { kind: 'refused'; status: number; code: string | null; detail: string; hint?: string }
  /** The row is gone on the server, or hidden from this staff member. */
  | { kind: 'missing' }
  /** Another device changed the order first; the server's status (`orderStatus`) was adopted. */
  | { kind: 'conflict'; orderId: string; orderStatus: string }
  /** Another device changed the row since staff saw it (a conditional patch); the row shows the server's values now. */
  | { kind: 'changed' };

export interface OutboxEntry {
  /** Auto-increment sequence, given when the entry is added: first in, first out per key. */
  seq: number;
  mutation_id: string;
  entity: OutboxEntity;
  /** The row the change is about, e.g. `orders:<id>`, `opening_hours:3`, `shop_status`. */
  key: string;
  /** The server row id when known (for opening hours the local id, which the server may replace). */
  row_id: string | null;
  kind: OutboxKind;
  /** Which staff action made it; names the Dutch error when it is rejected. */
  action: ActionId;
  /** The fields to set. */
  payload: Record<string, unknown>;
  /** The prior value the write is conditional on (order steps), else null. */
  expected: Record<string, unknown> | null;
  user_id: string;
  company_id: string;
  created_at: number;
  /** Failed attempts so far (drives the backoff); a token refresh does not count. */
  attempts: number;
  /** Sends started; more than zero means the server may already have it, so check before resending. */
  sends: number;
  next_attempt_at: number;
  state: OutboxState;
  last_error: OutboxError | null;
  /** Request headers the write carries: a print job's `x-device-id`, which the server checks. */
  headers?: Record<string, string>;
  /**
   * A key whose earlier entries the server must have first: this entry waits while one of them is
   * still queued (an accept waits for the receipt's job it prints, so no other device sees the order
   * accepted before that job). A refused one no longer holds it back.
   */
  after?: string;
}

export const ACTIVE_STATES: readonly OutboxState[] = ['pending', 'sending', 'failed'];
