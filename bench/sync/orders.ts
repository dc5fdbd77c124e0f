// Orders for the benchmarks, set-based: one statement per table, ids derived from (tag, n) so each
// statement can refer to the others' rows without temp tables.
import type { Stack } from '../../local-supabase/stack';
import { KMFC_COMPANY_ID as COMPANY_ID } from '../../tests/fixtures/seed-ids';

const uuidOf = (key: string) => `overlay(overlay(md5(${key}) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;
const CART = uuidOf(`$1::text || ':cart:' || n`);
const ORDER = uuidOf(`$1::text || ':order:' || n`);
const CART_ITEM = uuidOf(`$1::text || ':cart-item:' || n || ':' || i`);
const ORDER_ITEM = uuidOf(`$1::text || ':order-item:' || n || ':' || i`);
/** Placed at least 5 minutes before $3 and within $4 seconds before that (by default the last 7 days). */
const PLACED = `($3::timestamptz - make_interval(secs => 300 + (n::bigint * 7919) % $4::int))`;
const SEVEN_DAYS_S = 604_000;
const DELIVERY = `(n % 5 < 3)`;
/** 1 to 3 lines per order, products of the seed's company picked by n and i. */
const ITEMS = `
with p as (
  select row_number() over (order by "Productnummer", id) as idx, id, name, price_cents
  from public.products where company_id = '${COMPANY_ID}' and deleted_at is null
), c as (select count(*)::int as c from p),
items as (
  select n, i, p.id as product_id, p.name, p.price_cents, 1 + (n + i) % 2 as qty
  from generate_series(1, $2::int) as g (n)
  cross join lateral generate_series(1, 1 + n % 3) as l (i)
  cross join c
  join p on p.idx = 1 + (n * 7 + i * 13) % c.c
)`;
const MIXED_STATUS = `case
  when n % 50 = 0 then 'created' when n % 50 = 1 then 'accepted' when n % 50 = 2 then 'preparing'
  when n % 50 = 3 then case when ${DELIVERY} then 'ready_delivery' else 'ready_pickup' end
  when n % 25 = 4 then 'canceled'
  when ${DELIVERY} then 'delivered' else 'picked_up' end`;
/** Only finished statuses: what a shop's orders of earlier days are. */
const FINISHED_STATUS = `case when n % 25 = 4 then 'canceled' when ${DELIVERY} then 'delivered' else 'picked_up' end`;

/** When the orders were placed: within `spreadSeconds` before `before` (and at least 5 minutes before it). */
export interface Placement {
  before: Date;
  spreadSeconds: number;
}

/** Inserts `count` complete orders (cart, 1-3 cart_items, order_items) as owner; returns their ids. */
export async function insertOrders(stack: Stack, tag: string, count: number, status: 'mixed' | 'created' | 'finished',
  placement: Placement = { before: new Date(), spreadSeconds: SEVEN_DAYS_S }): Promise<string[]> {
  const params = [tag, count, placement.before.toISOString(), Math.max(1, Math.floor(placement.spreadSeconds))];
  await stack.sql(`
    insert into public.carts (id, company_id, delivery_address, delivery_postcode, delivery_city, customer_phone, created_at)
    select ${CART}, '${COMPANY_ID}',
           case when ${DELIVERY} then 'Damrak ' || (1 + n % 180) end,
           case when ${DELIVERY} then '1012 AB' end,
           case when ${DELIVERY} then 'Amsterdam' end,
           '06' || lpad(((n::bigint * 7919) % 100000000)::text, 8, '0'),
           ${PLACED} - interval '4 minutes'
    from generate_series(1, $2::int) as g (n)`, params);
  await stack.sql(`${ITEMS}
    insert into public.cart_items (id, company_id, cart_id, product_id, qty, unit_price_cents, created_at)
    select ${CART_ITEM}, '${COMPANY_ID}', ${CART}, product_id, qty, price_cents, ${PLACED} - interval '3 minutes'
    from items`, params);
  await stack.sql(`
    insert into public.orders (id, company_id, cart_id, status, payment_status, subtotal_cents, delivery_fee_cents,
                               total_cents, placed_at, customer_name, customer_phone, customer_email, delivery_type,
                               fulfillment_type, is_asap, created_at)
    select ${ORDER}, '${COMPANY_ID}', ${CART},
           ${{ created: `'created'`, mixed: MIXED_STATUS, finished: FINISHED_STATUS }[status]},
           case when n % 10 < 8 then 'paid' else 'unpaid' end,
           s.subtotal, case when ${DELIVERY} then 250 else 0 end,
           s.subtotal + case when ${DELIVERY} then 250 else 0 end,
           ${PLACED}, 'Bench Klant ' || n, '06' || lpad(((n::bigint * 7919) % 100000000)::text, 8, '0'),
           'klant' || n || '@example.nl',
           case when ${DELIVERY} then 'delivery' else 'pickup' end,
           case when ${DELIVERY} then 'delivery' else 'pickup' end, true, ${PLACED}
    from generate_series(1, $2::int) as g (n)
    cross join lateral (
      select coalesce(sum(ci.qty * ci.unit_price_cents), 0)::int as subtotal
      from public.cart_items ci where ci.cart_id = ${CART}
    ) s`, params);
  await stack.sql(`${ITEMS}
    insert into public.order_items (id, company_id, order_id, product_id, cart_item_id, name_snapshot, qty,
                                    unit_price_cents, line_total_cents, created_at)
    select ${ORDER_ITEM}, '${COMPANY_ID}', ${ORDER}, product_id, ${CART_ITEM}, name, qty, price_cents,
           qty * price_cents, ${PLACED}
    from items`, params);
  const rows = await stack.sql<{ id: string }>(`select ${ORDER} as id from generate_series(1, $2::int) as g (n) where $3::text is not null and $4::int > 0`, params);
  return rows.map((row) => row.id);
}
