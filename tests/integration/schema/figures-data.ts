// A fixed data set for the figures (issue 32), written as the owner inside a test's transaction, with
// its hand computation beside it. Business day end 05:00 (the default). The night of 28 → 29 March 2026
// is a daylight-saving night (02:00 CET → 03:00 CEST), so business day 2026-03-28 lasts 23 hours:
// 2026-03-28 04:00Z … 2026-03-29 03:00Z.
//   E  2026-03-28 03:30Z (04:30 CET)   → business day 03-27: 600 at 9 %, paid, delivered
//   A  2026-03-28 11:00Z (12:00 CET)   → 03-28: friet 2 × 350 (9 %, with Mayo + 0,50) and bier 400 (21 %),
//      discount 110, tip 50, paid, picked up; accepted after 120 s, ready after 600 s more, on time
//   B  2026-03-29 00:30Z (01:30 CET)   → 03-28 (after midnight): burger 1000 (no rate recorded: 9 %),
//      delivery fee 250, unpaid, delivered; accepted after 300 s, ready after 1200 s, late
//   C  2026-03-29 02:30Z (04:30 CEST)  → 03-28: 500 at 9 %, paid, cancelled 'Te druk'
//   D  2026-03-29 03:30Z (05:30 CEST)  → 03-29: 800 at 21 %, pending, accepted (still open); accepted after 60 s
import type { Queryable } from './support';
import { KMFC_COMPANY_ID as CO } from '../../fixtures/seed-ids';

export const ORDER = {
  A: 'f1000000-0000-4000-8000-00000000000a',
  B: 'f1000000-0000-4000-8000-00000000000b',
  C: 'f1000000-0000-4000-8000-00000000000c',
  D: 'f1000000-0000-4000-8000-00000000000d',
  E: 'f1000000-0000-4000-8000-00000000000e',
} as const;
export const MAYO = 'f2000000-0000-4000-8000-000000000001';

type Line = [name: string, qty: number, unit: number, rate: number | null, chosen?: unknown[]];
interface Order {
  id: string; placed: string; status: string; pay: string; type: 'pickup' | 'delivery';
  fee?: number; tip?: number; discount?: number; reason?: string; promised?: string; lines: Line[];
  events?: [action: string, status: string, at: string][];
}

const orders: Order[] = [
  { id: ORDER.E, placed: '2026-03-28T03:30:00Z', status: 'delivered', pay: 'paid', type: 'pickup', lines: [['Kroket', 1, 600, 9]] },
  {
    id: ORDER.A, placed: '2026-03-28T11:00:00Z', status: 'picked_up', pay: 'paid', type: 'pickup', discount: 110, tip: 50,
    promised: '2026-03-28T11:15:00Z',
    lines: [['Friet', 2, 350, 9, [{ value_id: MAYO, group: 'Saus', value: 'Mayo', price_delta_cents: 50 }]], ['Bier', 1, 400, 21]],
    events: [['accepted', 'accepted', '2026-03-28T11:02:00Z'], ['status', 'ready_pickup', '2026-03-28T11:12:00Z']],
  },
  {
    id: ORDER.B, placed: '2026-03-29T00:30:00Z', status: 'delivered', pay: 'unpaid', type: 'delivery', fee: 250,
    promised: '2026-03-29T00:50:00Z', lines: [['Burger', 1, 1000, null]],
    events: [['accepted', 'accepted', '2026-03-29T00:35:00Z'], ['status', 'ready_delivery', '2026-03-29T00:55:00Z']],
  },
  { id: ORDER.C, placed: '2026-03-29T02:30:00Z', status: 'canceled', pay: 'paid', type: 'pickup', reason: 'Te druk', lines: [['Frikandel', 1, 500, 9]] },
  {
    id: ORDER.D, placed: '2026-03-29T03:30:00Z', status: 'accepted', pay: 'pending', type: 'pickup', lines: [['Wijn', 1, 800, 21]],
    promised: '2026-03-29T03:50:00Z', events: [['accepted', 'accepted', '2026-03-29T03:31:00Z']],
  },
];

/** Writes the data set (as the owner: call before switching to the API role). */
export async function writeFigureData(tx: Queryable): Promise<void> {
  for (const o of orders) {
    const subtotal = o.lines.reduce((sum, [, qty, unit]) => sum + qty * unit, 0);
    const total = subtotal + (o.fee ?? 0) + (o.tip ?? 0) - (o.discount ?? 0);
    await tx.query(
      `insert into public.orders (id, company_id, status, payment_status, subtotal_cents, delivery_fee_cents, tip_cents,
         discount_cents, total_cents, placed_at, delivery_type, cancel_reason, promised_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [o.id, CO, o.status, o.pay, subtotal, o.fee ?? 0, o.tip ?? 0, o.discount ?? 0, total, o.placed, o.type,
        o.reason ?? null, o.promised ?? null],
    );
    for (const [index, [name, qty, unit, rate, chosen]] of o.lines.entries()) {
      const cart = chosen
        ? (await tx.query<{ id: string }>(
          `with c as (insert into public.carts (company_id) values ($1) returning id)
           insert into public.cart_items (company_id, cart_id, qty, unit_price_cents, customizations_json)
           select $1, c.id, $2, $3, $4 from c returning id`, [CO, qty, unit, JSON.stringify(chosen)]))[0].id
        : null;
      await tx.query(
        `insert into public.order_items (id, company_id, order_id, name_snapshot, qty, unit_price_cents,
           line_total_cents, vat_rate, cart_item_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [`${o.id.slice(0, -2)}${index}${o.id.slice(-1)}`, CO, o.id, name, qty, unit, qty * unit, rate, cart],
      );
    }
    for (const [action, status, at] of o.events ?? []) {
      await tx.query(
        `insert into public.audit_events (company_id, entity, entity_id, order_id, action, new, db_role, at)
         values ($1, 'orders', $2, $6, $3, jsonb_build_object('status', $4::text), 'authenticated', $5)`,
        [CO, o.id, action, status, at, o.id],
      );
    }
  }
}

/** Business day 2026-03-28 by hand (A, B; C cancelled). BTW per line: 630 → 52, 360 → 62, 1000 → 83, 250 → 21. */
export const DAY_28 = {
  orders: 2, gross_cents: 2290, tip_cents: 50, delivery_fee_cents: 250, discount_cents: 110,
  turnover_incl_cents: 2240, turnover_excl_cents: 2022,
  incl_cents_by_rate: { 9: 1880, 21: 360 }, vat_cents_by_rate: { 9: 156, 21: 62 }, excl_cents_by_rate: { 9: 1724, 21: 298 },
  paid_online_cents: 1040, to_collect_cents: 1250, refunded_cents: 0, average_order_cents: 1145,
  pickup: 1, delivery: 1, canceled: 1, canceled_cents: 500,
};
/** 2026-03-29: D (open): 800 at 21 % → BTW 139. */
export const DAY_29 = {
  orders: 1, gross_cents: 800, tip_cents: 0, delivery_fee_cents: 0, discount_cents: 0,
  turnover_incl_cents: 800, turnover_excl_cents: 661,
  incl_cents_by_rate: { 9: 0, 21: 800 }, vat_cents_by_rate: { 9: 0, 21: 139 }, excl_cents_by_rate: { 9: 0, 21: 661 },
  paid_online_cents: 0, to_collect_cents: 800, refunded_cents: 0, average_order_cents: 800,
  pickup: 1, delivery: 0, canceled: 0, canceled_cents: 0,
};
/** 2026-03-27: E: 600 at 9 % → BTW 50. */
export const DAY_27 = {
  orders: 1, gross_cents: 600, tip_cents: 0, delivery_fee_cents: 0, discount_cents: 0,
  turnover_incl_cents: 600, turnover_excl_cents: 550,
  incl_cents_by_rate: { 9: 600, 21: 0 }, vat_cents_by_rate: { 9: 50, 21: 0 }, excl_cents_by_rate: { 9: 550, 21: 0 },
  paid_online_cents: 600, to_collect_cents: 0, refunded_cents: 0, average_order_cents: 600,
  pickup: 1, delivery: 0, canceled: 0, canceled_cents: 0,
};
