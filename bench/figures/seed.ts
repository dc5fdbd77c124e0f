// The data of the figures bench: a busy month, 20,000 orders of KMFC placed in October 2026 (business
// days 1..31, evenings and nights), 1..3 lines each at 9 % or 21 %, some with an option value chosen,
// delivery fees, tips, discounts, about 4 % cancelled, and two audit events (accepted, ready) per order,
// written set-based with the tables' triggers off (one audit event per row through the trigger would
// only slow the insert down; the trail gets its events directly).
import type { Queryable } from '../../local-supabase/db/database';

export const COMPANY = 'c0000000-0000-4000-8000-000000000001';
export const MONTH = { from: '2026-10-01', to: '2026-10-31' } as const;

const TABLES = ['orders', 'order_items', 'cart_items', 'carts', 'audit_events'];

const SQL = (orders: number) => `
create temp table fig_orders on commit drop as
select gen_random_uuid() as id, gen_random_uuid() as cart_id,
       timestamptz '2026-10-01 15:00 Europe/Amsterdam' + floor(random() * 31) * interval '1 day'
         + random() * interval '12 hours' as placed,
       case when random() < 0.04 then 'canceled' when random() < 0.5 then 'delivered' else 'picked_up' end as status,
       case when random() < 0.6 then 'paid' when random() < 0.97 then 'unpaid' else 'refunded' end as pay,
       random() < 0.1 as discounted, 1 + floor(random() * 3)::int as lines, d.delivery,
       case when d.delivery then 250 else 0 end as fee,
       case when random() < 0.3 then (random() * 300)::int else 0 end as tip
from (select g, random() < 0.45 as delivery from generate_series(1, ${orders}) g) d;

create temp table fig_items on commit drop as
select gen_random_uuid() as id, gen_random_uuid() as cart_item, o.id as order_id, o.cart_id,
       1 + floor(random() * 3)::int as qty, (250 + floor(random() * 30) * 50)::int as unit,
       case when random() < 0.15 then 21 when random() < 0.98 then 9 end as rate, random() < 0.3 as with_option
from fig_orders o, generate_series(1, o.lines);

insert into public.carts (id, company_id) select cart_id, '${COMPANY}' from fig_orders;
insert into public.orders (id, company_id, cart_id, status, payment_status, subtotal_cents, delivery_fee_cents,
  tip_cents, discount_cents, total_cents, placed_at, delivery_type, cancel_reason, promised_at)
select o.id, '${COMPANY}', o.cart_id, o.status, o.pay, s.sub, o.fee, o.tip, s.disc, s.sub + o.fee + o.tip - s.disc,
       o.placed, case when o.delivery then 'delivery' else 'pickup' end,
       case when o.status = 'canceled' then 'Te druk' end, o.placed + interval '30 minutes'
from fig_orders o
join (select i.order_id, sum(i.qty * i.unit)::int as sub,
             case when bool_or(x.discounted) then (sum(i.qty * i.unit) / 10)::int else 0 end as disc
      from fig_items i join fig_orders x on x.id = i.order_id group by i.order_id) s on s.order_id = o.id;
insert into public.cart_items (id, company_id, cart_id, qty, unit_price_cents, customizations_json)
select cart_item, '${COMPANY}', cart_id, qty, unit,
       case when with_option then jsonb_build_array(jsonb_build_object('group_id', gen_random_uuid(), 'group', 'Saus',
         'value_id', 'f2000000-0000-4000-8000-00000000000' || (1 + floor(random() * 5))::int, 'value', 'Saus',
         'price_delta_cents', 50)) end
from fig_items;
insert into public.order_items (id, company_id, order_id, cart_item_id, name_snapshot, qty, unit_price_cents,
  line_total_cents, vat_rate)
select id, '${COMPANY}', order_id, cart_item, 'Product ' || (unit / 50), qty, unit, qty * unit, rate from fig_items;
insert into public.audit_events (company_id, entity, entity_id, order_id, action, new, db_role, at)
select '${COMPANY}', 'orders', o.id::text, o.id, e.action, jsonb_build_object('status', e.status), 'authenticated', e.at
from fig_orders o
cross join lateral (select o.placed + (30 + random() * 270) * interval '1 second' as accepted) a
cross join lateral (values ('accepted', 'accepted', a.accepted),
  ('status', case when o.delivery then 'ready_delivery' else 'ready_pickup' end,
   a.accepted + (600 + random() * 1200) * interval '1 second')) e (action, status, at)
where o.status <> 'canceled';
`;

export interface FiguresSeed { orders: number; lines: number; events: number; seconds: number }

export async function seedFigures(db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>; exec(sql: string): Promise<unknown> },
  orders: number): Promise<FiguresSeed> {
  const t0 = performance.now();
  const counts = await db.transaction(async (tx) => {
    await tx.query('select setseed(0.3201)');
    for (const t of TABLES) await tx.exec(`alter table public.${t} disable trigger user`);
    await tx.exec(SQL(orders));
    for (const t of TABLES) await tx.exec(`alter table public.${t} enable trigger user`);
    const [row] = await tx.query<{ orders: number; lines: number; events: number }>(`
      select (select count(*) from public.orders where placed_at >= '2026-10-01' and placed_at < '2026-11-02')::int as orders,
             (select count(*) from fig_items)::int as lines,
             (select count(*) from public.audit_events where at >= '2026-10-01' and at < '2026-11-03')::int as events`);
    return row;
  });
  for (const t of ['orders', 'order_items', 'cart_items', 'audit_events']) await db.exec(`vacuum analyze public.${t}`);
  return { ...counts, seconds: Math.round((performance.now() - t0) / 100) / 10 };
}
