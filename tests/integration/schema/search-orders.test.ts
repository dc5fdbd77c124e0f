// search_orders over every order (not only the app's window): name and address by word prefix (case and
// accents folded), phone by digits in any form, order number by its last characters; newest first,
// paged by placed_at, filtered by range and status, under the orders' row level security.
// customer_orders and customer_summary: a customer's earlier orders by phone number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMFC_COMPANY_ID, OUDE_SHOP_COMPANY_ID } from '../../fixtures/seed-ids';
import { anonClaims, asClaimsRolledBack, openSeededDatabase, sqlErrorOf, staffClaims, type Database, type Queryable } from './support';

let db: Database;

interface Found {
  id: string;
  customer_name: string | null;
  placed_at: string;
}

const DAY = 86_400_000;
const base = Date.now() - 60 * DAY;
const at = (days: number) => new Date(base - days * DAY).toISOString();

const fixtures = [
  { id: '0a000000-0000-4000-8000-0000abcd1234', name: 'Jan de Vries', phone: '+31 6 1234 5678', street: 'Kerkstraat', days: 1 },
  { id: '0a000000-0000-4000-8000-000000000002', name: 'Janneke Müller', phone: '0031 20 765 4321', street: 'Dorpsweg', days: 2 },
  { id: '0a000000-0000-4000-8000-000000000003', name: 'Bojan Smit', phone: '06-87654321', street: 'Molenlaan', days: 3, status: 'canceled' },
  { id: '0a000000-0000-4000-8000-000000000004', name: 'Élodie Jansen', phone: '0612345678', street: 'Kerkpad', days: 40 },
];

beforeAll(async () => {
  db = await openSeededDatabase();
  for (const f of fixtures)
    await db.query(
      `insert into public.orders (id, company_id, status, total_cents, placed_at, customer_name, customer_phone, billing_address, billing_city, notes)
       values ($1, $2, $3, 1250, $4, $5, $6, $7, 'Utrecht', $8)`,
      [f.id, KMFC_COMPANY_ID, f.status ?? 'delivered', at(f.days), f.name, f.phone, f.street, `Notitie ${f.days}`],
    );
  // The same name at another company, which KMFC's staff never find.
  await db.query(
    `insert into public.orders (company_id, status, placed_at, customer_name, customer_phone) values ($1, 'delivered', $2, 'Jan de Vries', '0612345678')`,
    [OUDE_SHOP_COMPANY_ID, at(1)],
  );
  for (let i = 0; i < 60; i++)
    await db.query(
      `insert into public.orders (company_id, status, placed_at, customer_name) values ($1, 'delivered', $2, 'Pagina Proef')`,
      [KMFC_COMPANY_ID, new Date(base - 100 * DAY - i * 60_000).toISOString()],
    );
});

afterAll(async () => {
  await db?.close();
});

function search(query: string, options: { from?: string; to?: string; limit?: number; before?: string; status?: string[] } = {}) {
  return asClaimsRolledBack(db, staffClaims('keuken'), (tx: Queryable) =>
    tx.query<Found>(`select id, customer_name, placed_at::text from public.search_orders($1, $2, $3, $4, $5, $6)`, [
      query,
      options.from ?? null,
      // The seed's recent orders stay out of these searches; the fixtures are older.
      options.to ?? at(-1),
      options.limit ?? 50,
      options.before ?? null,
      options.status ?? null,
    ]),
  );
}

const names = async (query: string, options?: Parameters<typeof search>[1]) => (await search(query, options)).map((row) => row.customer_name);

describe('search_orders', () => {
  it('finds names and streets by the start of a word, whatever the case or accents', async () => {
    expect(await names('jan')).toEqual(['Jan de Vries', 'Janneke Müller', 'Élodie Jansen']);
    expect(await names('VRIES')).toEqual(['Jan de Vries']);
    expect(await names('muller')).toEqual(['Janneke Müller']);
    expect(await names('elodie')).toEqual(['Élodie Jansen']);
    expect(await names('kerk')).toEqual(['Jan de Vries', 'Élodie Jansen']);
    expect(await names('jan kerk')).toEqual(['Jan de Vries', 'Élodie Jansen']);
    expect(await names('ries')).toEqual([]);
  });

  it('finds a phone number written with +31, 0031, 06, dashes or spaces', async () => {
    for (const query of ['0612345678', '06 1234 5678', '+31612345678', '+31 6 12345678', '0031 6 1234 5678', '12345678'])
      expect(await names(query), query).toEqual(['Jan de Vries', 'Élodie Jansen']);
    expect(await names('020 765')).toEqual(['Janneke Müller']);
    expect(await names('06-8765')).toEqual(['Bojan Smit']);
  });

  it('finds an order by the last characters of its number, with or without #', async () => {
    for (const query of ['#ABCD1234', 'abcd1234', '#cd1234', 'CD1234'])
      expect(await names(query), query).toEqual(['Jan de Vries']);
    expect(await names('#abcd')).toEqual([]);
  });

  it('lists newest first, a page at a time by placed_at', async () => {
    const first = await search('pagina', { limit: 50 });
    expect(first).toHaveLength(50);
    const times = first.map((row) => Date.parse(row.placed_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await search('pagina', { limit: 50, before: first.at(-1)?.placed_at });
    expect(second).toHaveLength(10);
    expect(new Set([...first, ...second].map((row) => row.id)).size).toBe(60);
  });

  it('filters by range and status, and an empty query lists the range', async () => {
    expect(await names('jan', { from: at(2.5), to: at(0.5) })).toEqual(['Jan de Vries', 'Janneke Müller']);
    expect(await names('', { from: at(3.5), to: at(0.5) })).toEqual(['Jan de Vries', 'Janneke Müller', 'Bojan Smit']);
    expect(await names('', { from: at(3.5), to: at(0.5), status: ['canceled'] })).toEqual(['Bojan Smit']);
  });

  it("never finds another company's orders, and refuses anonymous callers and overlong queries", async () => {
    expect(await names('vries')).toEqual(['Jan de Vries']);
    const anon = await sqlErrorOf(asClaimsRolledBack(db, anonClaims, (tx) => tx.query(`select * from public.search_orders('jan')`)));
    expect(anon?.code).toBe('42501');
    const long = await sqlErrorOf(search('x'.repeat(101)));
    expect(long).toMatchObject({ code: '22023', message: expect.stringContaining('too long') });
  });
});

describe("a customer's earlier orders", () => {
  it('counts them by phone number in any form, with the total spent and the notes, canceled apart', async () => {
    const [summary] = await asClaimsRolledBack(db, staffClaims('keuken'), (tx) =>
      tx.query(`select orders::int, spent_cents::int, canceled::int, notes from public.customer_summary('+31 6 12345678')`),
    );
    expect(summary).toEqual({ orders: 2, spent_cents: 2500, canceled: 0, notes: ['Notitie 1', 'Notitie 40'] });
    const last = await asClaimsRolledBack(db, staffClaims('keuken'), (tx) =>
      tx.query<{ customer_name: string }>(`select customer_name from public.customer_orders('0612345678', 5)`),
    );
    expect(last.map((row) => row.customer_name)).toEqual(['Jan de Vries', 'Élodie Jansen']);
    // Leaving out the order on screen: the others only.
    const [others] = await asClaimsRolledBack(db, staffClaims('keuken'), (tx) =>
      tx.query(`select orders::int, spent_cents::int from public.customer_summary('0612345678', $1)`, [fixtures[0].id]),
    );
    expect(others).toEqual({ orders: 1, spent_cents: 1250 });
    const rest = await asClaimsRolledBack(db, staffClaims('keuken'), (tx) =>
      tx.query<{ customer_name: string }>(`select customer_name from public.customer_orders('0612345678', 5, null, $1)`, [fixtures[0].id]),
    );
    expect(rest.map((row) => row.customer_name)).toEqual(['Élodie Jansen']);
  });
});

describe('the search table', () => {
  it('follows a change of name or phone, and searches names and phones through its trigram indexes', async () => {
    const found = await asClaimsRolledBack(db, staffClaims('keuken'), async (tx) => {
      await tx.query('reset role');
      await tx.query(`update public.orders set customer_name = 'Zoë Nieuwenhuis', customer_phone = '0687878787' where id = $1`, [fixtures[2].id]);
      await tx.query(`select set_config('role', 'authenticated', true)`);
      const byName = await tx.query<Found>(`select customer_name from public.search_orders('nieuwenh', p_to => now() - interval '59 days')`);
      const byOldName = await tx.query<Found>(`select customer_name from public.search_orders('bojan', p_to => now() - interval '59 days')`);
      const byPhone = await tx.query<Found>(`select customer_name from public.search_orders('06 8787 8787')`);
      return { byName, byOldName, byPhone };
    });
    expect(found.byName.map((row) => row.customer_name)).toEqual(['Zoë Nieuwenhuis']);
    expect(found.byOldName).toEqual([]);
    expect(found.byPhone.map((row) => row.customer_name)).toEqual(['Zoë Nieuwenhuis']);

    await db.query('analyze public.order_search');
    const plan = async (where: string) =>
      (
        await db.transaction(async (tx) => {
          await tx.query('set local enable_seqscan = off');
          return tx.query<{ 'QUERY PLAN': string }>(`explain select order_id from public.order_search s where ${where}`);
        })
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    expect(await plan(`s.words like '% jan%'`)).toContain('order_search_words_idx');
    expect(await plan(`s.phone like '%0612%'`)).toContain('order_search_phone_idx');
  });

  it('is read by no role directly', async () => {
    for (const claims of [staffClaims('eigenaar'), anonClaims]) {
      const error = await sqlErrorOf(asClaimsRolledBack(db, claims, (tx) => tx.query(`select * from public.order_search`)));
      expect(error?.code).toBe('42501');
    }
  });
});
