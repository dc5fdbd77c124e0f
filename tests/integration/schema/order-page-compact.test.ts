// order_page_compact (migration 20251128000001): the page of order_page with each table's column names once
// and its rows as arrays of values in that order; made back into objects, every page equals
// order_page's (whose own tests cover paging, the window, the essentials' filter and row level security).
// Columns come from the catalogue, so a column added later is in the page; bad input is refused alike.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandPage, type CompactPage } from '../../../src/sync/order-pages';
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

type Row = Record<string, unknown> & { id: string; placed_at?: string };
type Page = Record<'orders' | 'order_items' | 'carts' | 'cart_items' | 'print_jobs', Row[]>;
const TABLES = ['orders', 'order_items', 'carts', 'cart_items', 'print_jobs'] as const;
const ARGS = '$1, $2, $3, $4, $5, $6, $7, $8';
const COMPACT = `select public.order_page_compact(${ARGS}) as page`;

async function both(tx: Queryable, args: unknown[]): Promise<{ compact: CompactPage; whole: Page }> {
  const [{ compact }] = await tx.query<{ compact: CompactPage }>(`select public.order_page_compact(${ARGS}) as compact`, args);
  const [{ whole }] = await tx.query<{ whole: Page }>(`select public.order_page(${ARGS}) as whole`, args);
  return { compact, whole };
}

/** Orders in page order; the other tables' rows in no order (neither function orders them). */
function byId(page: Page): Page {
  const sorted = (rows: Row[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return { ...page, order_items: sorted(page.order_items), carts: sorted(page.carts), cart_items: sorted(page.cart_items), print_jobs: sorted(page.print_jobs) };
}

async function columnsOf(tx: Queryable, table: string): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum`, [`public.${table}`]);
  return rows.map((row) => row.name);
}

describe('order_page_compact', () => {
  it('gives every page of order_page, row for row, as column names and arrays of values', async () => {
    await asClaimsRolledBack(db, staffClaims('eigenaar'), async (tx) => {
      const [order] = await tx.query<Row>(`select id from public.orders where company_id = $1 order by placed_at desc limit 1`, [KMFC_COMPANY_ID]);
      await tx.query(`insert into public.print_jobs (id, order_id, kind, reason, copy, device_id, state) values ($1, $2, 'kitchen', 'manual', 1, 'tablet', 'printed')`,
        [randomUUID(), order.id]);
      let after: Row | null = null;
      let pages = 0;
      for (;;) {
        const args = [KMFC_COMPANY_ID, 5, after?.placed_at ?? null, after?.id ?? null, null, null, null, null];
        const { compact, whole } = await both(tx, args);
        for (const table of TABLES) expect(compact.columns[table]).toEqual(await columnsOf(tx, table));
        expect(compact[TABLES[0]].every((values) => values.length === compact.columns.orders.length)).toBe(true);
        expect(byId(expandPage(compact) as unknown as Page)).toEqual(byId(whole));
        pages++;
        if (whole.orders.length < 5) break;
        after = whole.orders[whole.orders.length - 1];
      }
      expect(pages).toBeGreaterThan(1);
    });
  });

  it('brings a column added to a table later along without being changed', async () => {
    await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`alter table public.order_items add column kitchen_note text default 'zonder ui'`);
      const { compact } = await both(tx, [KMFC_COMPANY_ID, 3, null, null, null, null, null, null]);
      expect(compact.columns.order_items.at(-1)).toBe('kitchen_note');
      const lines = expandPage(compact).order_items;
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => (line as unknown as Row).kitchen_note === 'zonder ui')).toBe(true);
    });
  });

  it('gives staff of another company an empty page, refuses anon, a page size out of 1..1000 and half a position', async () => {
    const empty = await asClaimsRolledBack(db, userClaims('e0000000-0000-4000-8000-0000000000ff'),
      async (tx) => (await tx.query<{ page: CompactPage }>(COMPACT, [KMFC_COMPANY_ID, 10, null, null, null, null, null, null]))[0].page);
    expect(expandPage(empty)).toEqual({ orders: [], order_items: [], carts: [], cart_items: [], print_jobs: [] });
    const eigenaar = staffClaims('eigenaar');
    expect(await sqlStateAs(db, anonClaims, COMPACT, [KMFC_COMPANY_ID, 10, null, null, null, null, null, null])).toBe('42501');
    expect(await sqlStateAs(db, eigenaar, COMPACT, [KMFC_COMPANY_ID, 0, null, null, null, null, null, null])).toBe('22023');
    expect(await sqlStateAs(db, eigenaar, COMPACT, [KMFC_COMPANY_ID, 1001, null, null, null, null, null, null])).toBe('22023');
    expect(await sqlStateAs(db, eigenaar, COMPACT, [KMFC_COMPANY_ID, 10, '2025-01-01T00:00:00Z', null, null, null, null, null])).toBe('22023');
  });
});
