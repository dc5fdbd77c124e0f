// order_page (migration 20251127000001): one page of a company's orders, newest first by (placed_at, id),
// with the lines, carts, cart lines and print jobs of exactly those orders; keyset paging that never
// skips or repeats an order (also among equal placed_at), the window range and the essentials' filter,
// row level security as for the tables, and bad input refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import {
  anonClaims, asClaimsRolledBack, inRolledBackTransaction, openSeededDatabase, sqlStateAs, staffClaims,
  userClaims, type Database, type Queryable,
} from './support';

let db: Database;

beforeAll(async () => {
  db = await openSeededDatabase();
});
afterAll(async () => {
  await db?.close();
});

interface Row { id: string; [column: string]: unknown }
interface Page { orders: Row[]; order_items: Row[]; carts: Row[]; cart_items: Row[]; print_jobs: Row[] }
interface Args {
  limit: number; after?: { placed_at: string; id: string } | null; from?: string; before?: string;
  statuses?: string[]; since?: string;
}

const CALL = `select public.order_page($1, $2, $3, $4, $5, $6, $7, $8) as page`;
const params = (args: Args, company = KMFC_COMPANY_ID) => [
  company, args.limit, args.after?.placed_at ?? null, args.after?.id ?? null, args.from ?? null, args.before ?? null,
  args.statuses ?? null, args.since ?? null,
];

async function page(tx: Queryable, args: Args, company?: string): Promise<Page> {
  const [row] = await tx.query<{ page: Page }>(CALL, params(args, company));
  return row.page;
}

/** Every page from the newest on, as the app reads them. */
async function allPages(tx: Queryable, args: Omit<Args, 'after'>): Promise<Page[]> {
  const pages: Page[] = [];
  let after: Args['after'] = null;
  for (;;) {
    const next = await page(tx, { ...args, after });
    pages.push(next);
    if (next.orders.length < args.limit) return pages;
    const last = next.orders[next.orders.length - 1];
    after = { placed_at: String(last.placed_at), id: last.id };
  }
}

const ids = (rows: Row[]) => rows.map((row) => row.id).sort();

describe('order_page', () => {
  it('pages through every order of the company once, newest first, each with exactly its own lines, cart, cart lines and jobs', async () => {
    await asClaimsRolledBack(db, staffClaims('eigenaar'), async (tx) => {
      const expected = await tx.query<Row>(`select id from public.orders where company_id = $1 order by placed_at desc, id desc`, [KMFC_COMPANY_ID]);
      const [order] = expected;
      await tx.query(`insert into public.print_jobs (id, order_id, kind, reason, copy, device_id, state) values ($1, $2, 'kitchen', 'manual', 1, 'tablet', 'printed')`,
        [randomUUID(), order.id]);
      const pages = await allPages(tx, { limit: 7 });
      expect(pages.flatMap((p) => p.orders.map((row) => row.id))).toEqual(expected.map((row) => row.id));
      for (const p of pages) {
        const orderIds = p.orders.map((row) => row.id);
        const lines = await tx.query<Row>(`select id from public.order_items where order_id = any($1)`, [orderIds]);
        const carts = await tx.query<Row>(`select c.id from public.carts c join public.orders o on o.cart_id = c.id where o.id = any($1)`, [orderIds]);
        const cartLines = await tx.query<Row>(`select ci.id from public.cart_items ci join public.orders o on o.cart_id = ci.cart_id where o.id = any($1)`, [orderIds]);
        expect(ids(p.order_items)).toEqual(ids(lines));
        expect(ids(p.carts)).toEqual(ids(carts));
        expect(ids(p.cart_items)).toEqual(ids(cartLines));
        expect(p.print_jobs.map((job) => job.order_id)).toEqual(orderIds.includes(order.id) ? [order.id] : []);
      }
      // Whole rows, as the tables' own select * gives them.
      expect(Object.keys(pages[0].orders[0])).toEqual(expect.arrayContaining(['id', 'status', 'placed_at', 'version', 'updated_at', 'promised_at']));
    });
  });

  it('keeps orders placed at the same moment apart by id, one page at a time', async () => {
    await inRolledBackTransaction(db, async (tx) => {
      const at = '2020-06-01T12:00:00.000Z';
      const made = [randomUUID(), randomUUID(), randomUUID()];
      for (const id of made) {
        await tx.query(`insert into public.orders (id, company_id, status, placed_at) values ($1, $2, 'delivered', $3)`, [id, KMFC_COMPANY_ID, at]);
      }
      const pages = await allPages(tx, { limit: 1, from: '2020-01-01T00:00:00Z', before: '2021-01-01T00:00:00Z' });
      expect(pages.flatMap((p) => p.orders.map((row) => row.id))).toEqual([...made].sort().reverse());
    });
  });

  it('reads only the window [from, before), and for the essentials only the given statuses or what was placed since', async () => {
    await asClaimsRolledBack(db, staffClaims('eigenaar'), async (tx) => {
      const [{ from, before }] = await tx.query<{ from: string; before: string }>(
        `select (now() - interval '3 days')::text as from, (now() - interval '1 day')::text as before`);
      const inWindow = await tx.query<Row>(`select id from public.orders where company_id = $1 and placed_at >= $2 and placed_at < $3`, [KMFC_COMPANY_ID, from, before]);
      expect(ids((await allPages(tx, { limit: 50, from, before })).flatMap((p) => p.orders))).toEqual(ids(inWindow));

      const essentials = await tx.query<Row>(`select id from public.orders where company_id = $1 and (status in ('created', 'accepted') or placed_at >= $2)`, [KMFC_COMPANY_ID, before]);
      expect(ids((await allPages(tx, { limit: 50, statuses: ['created', 'accepted'], since: before })).flatMap((p) => p.orders))).toEqual(ids(essentials));
    });
  });

  it('gives staff of another company, or without an orders flag, nothing, and anon cannot call it', async () => {
    const other = userClaims('e0000000-0000-4000-8000-0000000000ff');
    const empty = await asClaimsRolledBack(db, other, (tx) => page(tx, { limit: 10 }));
    expect(empty).toEqual({ orders: [], order_items: [], carts: [], cart_items: [], print_jobs: [] });
    expect(await sqlStateAs(db, anonClaims, CALL, params({ limit: 10 }))).toBe('42501');
  });

  it('refuses a page size out of 1..1000 and half a position with 22023', async () => {
    const eigenaar = staffClaims('eigenaar');
    expect(await sqlStateAs(db, eigenaar, CALL, params({ limit: 0 }))).toBe('22023');
    expect(await sqlStateAs(db, eigenaar, CALL, params({ limit: 1001 }))).toBe('22023');
    expect(await sqlStateAs(db, eigenaar, CALL, [KMFC_COMPANY_ID, 10, '2025-01-01T00:00:00Z', null, null, null, null, null])).toBe('22023');
  });
});
