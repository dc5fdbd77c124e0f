// 3. Drain, the changes: the 200 changes a device makes offline, and the server's rows behind them
// (version, last_mutation_id, value) to check each landed exactly once.
import type { Stack } from '../../local-supabase/stack';
import type { ShopDb } from '../../src/db/database';
import { acceptOrder, advanceOrder } from '../../src/db/order-store';
import { setProductInStock, setProductVisible } from '../../src/db/products';
import { setDayOpen } from '../../src/db/opening-hours';
import { COMPANY_ID } from './shared';

interface ServerRow {
  key: string;
  version: number;
  last_mutation_id: string | null;
  value: string;
}

/** The server's rows behind the changed keys, as owner: version, last_mutation_id and the changed fields. */
export async function serverRows(stack: Stack, orderIds: string[], productIds: string[]): Promise<Map<string, ServerRow>> {
  const rows = await stack.sql<ServerRow>(`
    select 'orders:' || id as key, version::int as version, last_mutation_id::text, status as value
      from public.orders where id = any($1::uuid[])
    union all
    select 'products:' || id, version::int, last_mutation_id::text, json_build_object('is_active', is_active, 'is_sold_out', is_sold_out)::text
      from public.products where id = any($2::uuid[])
    union all
    select 'opening_hours:' || weekday, version::int, last_mutation_id::text, json_build_object('is_active', is_active)::text
      from public.opening_hours where company_id = $3 and deleted_at is null`, [orderIds, productIds, COMPANY_ID]);
  return new Map(rows.map((row) => [row.key, row]));
}

interface Intended {
  /** key -> the value the device's last change left (in serverRows' format). */
  values: Map<string, string>;
  made: number;
  refused: number;
}

/** 200 changes: 40 orders accepted and advanced twice (120), 60 product toggles over 20 products, 20 weekday toggles. */
export async function makeChanges(db: ShopDb, orderIds: string[], productIds: string[], random: () => number): Promise<Intended> {
  const plan: ('order' | 'product' | 'day')[] = [
    ...Array<'order'>(orderIds.length * 3).fill('order'),
    ...Array<'product'>(60).fill('product'),
    ...Array<'day'>(20).fill('day'),
  ];
  for (let i = plan.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [plan[i], plan[j]] = [plan[j], plan[i]];
  }
  const values = new Map<string, string>();
  let orderOps = 0;
  let productOps = 0;
  let dayOps = 0;
  let refused = 0;
  for (const what of plan) {
    if (what === 'order') {
      // All accepts first, then every order's second step, then its third: steps stay in order.
      const id = orderIds[orderOps % orderIds.length];
      const result = orderOps < orderIds.length ? await acceptOrder(id, db) : await advanceOrder(id, db);
      orderOps++;
      if (result.ok) values.set(`orders:${id}`, result.status);
      else refused++;
    } else if (what === 'product') {
      const id = productIds[productOps % productIds.length];
      const stock = Math.floor(productOps / productIds.length) % 2 === 0;
      productOps++;
      const product = await db.products.get(id);
      if (!product) {
        refused++;
        continue;
      }
      const result = stock ? await setProductInStock(id, product.is_sold_out, db) : await setProductVisible(id, !product.is_active, db);
      if (!result.ok) refused++;
      const after = (await db.products.get(id))!;
      values.set(`products:${id}`, JSON.stringify({ is_active: after.is_active, is_sold_out: after.is_sold_out }));
    } else {
      const weekday = dayOps % 7;
      dayOps++;
      const day = await db.opening_hours.where('weekday').equals(weekday).first();
      await setDayOpen(weekday, !(day?.is_active ?? false), db);
      values.set(`opening_hours:${weekday}`, JSON.stringify({ is_active: !(day?.is_active ?? false) }));
    }
  }
  return { values, made: plan.length, refused };
}
