// The data of the server bench: 200,000 past orders of KMFC (about 40,000 customers with Dutch names,
// phone numbers in the forms people type them, addresses in and around Amsterdam, two years of
// evenings) in a few set-based statements, plus `created` orders for the status-step measurement.
// The bulk insert runs with the per-row triggers audit and zz_local_realtime_capture off (one audit
// event per order through the trigger would triple the insert time); the trail then gets two events
// per order set-based, so audit_events has the size a shop with this history would have.
import type { Database, Queryable } from '../../local-supabase/db/database';

export const COMPANY = 'c0000000-0000-4000-8000-000000000001';

const FIRST = ['Sanne', 'Daan', 'Emma', 'Bram', 'Lotte', 'Jesse', 'Fleur', 'Thijs', 'Anouk', 'Ruben', 'Noor', 'Milan',
  'Julia', 'Sem', 'Lieke', 'Mohammed', 'Fatima', 'Kevin', 'Priya', 'Youssef', 'Tess', 'Lucas', 'Sophie', 'Finn',
  'Eva', 'Levi', 'Mila', 'Luuk', 'Zoë', 'Noah', 'Saar', 'Jayden', 'Yara', 'Lars', 'Isa', 'Stijn', 'Femke', 'Niels',
  'Maud', 'Tim', 'Ilse', 'Wouter', 'Esther', 'Joost', 'Marieke', 'Pieter', 'Annemarie', 'Hans', 'Ingrid', 'Kees',
  'Petra', 'Gerrit', 'Wilma', 'Henk', 'Ayşe', 'Mehmet', 'Samira', 'Omar', 'Nadia', 'Rachid', 'Chantal', 'Dennis',
  'Mirjam', 'Erik', 'Linda', 'Jeroen', 'Marloes', 'Bas', 'Renée', 'Sven', 'Iris', 'Koen', 'Naomi', 'Rick', 'Floor',
  'Gijs', 'Amber', 'Tygo', 'Roos', 'Dirk'];
// Ordered by how common they are: the draw favours the start of the list (the first on ~3.5% of orders).
const LAST = ['Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder',
  'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits',
  'de Graaf', 'van der Meer', 'van der Linden', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen', 'van den Heuvel',
  'van der Veen', 'van den Broek', 'de Bruijn', 'de Bruin', 'van der Heijden', 'Schouten', 'van Beek', 'Willems',
  'van Vliet', 'van de Ven', 'Hoekstra', 'Maas', 'Verhoeven', 'Koster', 'van Dam', 'van der Wal', 'Prins', 'Blom',
  'Huisman', 'Peeters', 'de Jong', 'van Dijk', 'Janssen', 'Kramer', 'Yılmaz', 'El Amrani', 'Bouzid', 'Öztürk',
  'Kaya', 'Nguyen', 'Wang', 'Singh', 'Postma', 'Kuipers', 'Veenstra', 'Kuijpers', 'Timmermans', 'Groen', 'Bosch',
  'Boer', 'Evers', 'van Wijk', 'Sanders', 'Koning', 'Lammers', 'van der Laan', 'Zwart', 'Gerritsen', 'Scholten',
  'Boersma', 'Hermans', 'Wouters'];
const STREETS = ['Damrak', 'Prinsengracht', 'Kinkerstraat', 'Javastraat', 'Ferdinand Bolstraat', 'Overtoom',
  'Haarlemmerdijk', 'Van Woustraat', 'Grote Houtstraat', 'Kleine Houtweg', 'Rijksstraatweg', 'Zijlweg',
  'Gedempte Oude Gracht', 'Kruisweg', 'Westzijde', 'Peperstraat', 'Oostzijde', 'Rosmolenstraat', 'Stadshart',
  'Rembrandtweg', 'Bovenkerkerweg', 'Laan van Ouderkerk', 'Keizer Karelweg', 'Dorpsstraat', 'Kerkstraat',
  'Molenweg', 'Stationsweg', 'Julianalaan', 'Beatrixstraat', 'Wilhelminastraat', 'Parallelweg', 'Schoolstraat'];
const CITIES = ['Amsterdam', 'Amsterdam', 'Amsterdam', 'Haarlem', 'Zaandam', 'Amstelveen', 'Hoofddorp', 'Purmerend'];

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

const CUSTOMERS_SQL = (customers: number) => `
create temp table bench_customers on commit drop as
with a as (select ${sqlArray(FIRST)} as first, ${sqlArray(LAST)} as last, ${sqlArray(STREETS)} as streets,
                  ${sqlArray(CITIES)} as cities),
r as (select k, random() as r_first, random() as r_last, random() as r_street, random() as r_number,
             random() as r_city, random() as r_postcode, random() as r_format, random() as r_letters
      from generate_series(1, ${customers}) k),
d as (select r.*, lpad(((k::bigint * 48271) % 90000000 + 10000000)::text, 8, '0') as d8 from r)
select d.k,
       a.first[1 + floor(d.r_first * cardinality(a.first))::int] as first_name,
       a.last[1 + floor(power(d.r_last, 1.3) * cardinality(a.last))::int] as last_name,
       case when d.r_format < 0.70 then '06' || d.d8
            when d.r_format < 0.85 then '06-' || d.d8
            else '+31 6 ' || substr(d.d8, 1, 4) || ' ' || substr(d.d8, 5, 4) end as phone,
       a.streets[1 + floor(d.r_street * cardinality(a.streets))::int] as street,
       (1 + floor(d.r_number * 220)::int)::text as house_number,
       a.cities[1 + floor(d.r_city * cardinality(a.cities))::int] as city,
       (1000 + floor(d.r_postcode * 8999)::int)::text || ' '
         || substr('ABCEGHJKLMNPRSTVWXZ', 1 + floor(d.r_letters * 19)::int, 1)
         || substr('ABCEGHJKLMNPRSTVWXZ', 1 + floor(d.r_postcode * 1000)::int % 19 + 1, 1) as postcode
from d cross join a`;

// One row per order: a customer drawn with a skew (regulars order weekly), an evening of the last two years.
const ORDERS_SQL = (orders: number, customers: number, status: string) => `
insert into public.orders (company_id, status, payment_status, subtotal_cents, delivery_fee_cents, tip_cents,
  discount_cents, total_cents, placed_at, customer_name, customer_phone, customer_email, delivery_type,
  fulfillment_type, is_asap, notes, billing_address, billing_postcode, billing_city, billing_house_number,
  cancel_reason, created_at, promised_at)
select '${COMPANY}', s.status, s.payment_status, s.subtotal, s.fee, s.tip, 0, s.subtotal + s.fee + s.tip,
       s.placed_at, c.first_name || ' ' || c.last_name, c.phone,
       lower(replace(c.first_name || '.' || c.last_name, ' ', '')) || '@example.nl', s.delivery_type,
       s.delivery_type, s.r_note >= 0.2, case when s.r_note < 0.05 then 'Saus apart graag' end,
       c.street, c.postcode, c.city, c.house_number,
       case when s.status = 'canceled' then 'Klant heeft afgezegd' end, s.placed_at,
       case when s.status <> 'created' then s.placed_at + interval '25 minutes' end
from (
  select o.*,
         case when o.r_type < 0.55 then 'delivery' else 'pickup' end as delivery_type,
         case when '${status}' = 'created' then 'created' when o.r_status < 0.06 then 'canceled'
              when o.r_type < 0.55 then 'delivered' else 'picked_up' end as status,
         case when o.r_status < 0.06 and '${status}' <> 'created' then 'refunded' when o.r_status < 0.9 then 'paid'
              else 'unpaid' end as payment_status,
         800 + floor(o.r_sub * 5200)::int as subtotal,
         case when o.r_type < 0.55 then 250 else 0 end as fee,
         case when o.r_tip < 0.2 then 100 * (1 + floor(o.r_tip * 15)::int) else 0 end as tip,
         case when '${status}' = 'created' then now() - make_interval(secs => o.r_day * 600)
              else least(now() - interval '1 hour', date_trunc('day', now()) - make_interval(days => floor(o.r_day * 730)::int)
                           + make_interval(mins => 960 + floor(o.r_time * 330)::int)) end as placed_at,
         1 + floor(power(o.r_cust, 1.5) * ${customers})::int as k
  from (select g, random() as r_cust, random() as r_day, random() as r_time, random() as r_type,
               random() as r_status, random() as r_sub, random() as r_tip, random() as r_note
        from generate_series(1, ${orders}) g) o
) s
join bench_customers c on c.k = s.k`;

// The trail a shop with this history has: the 'placed' and the final event of every order.
const EVENTS_SQL = `
insert into public.audit_events (company_id, entity, entity_id, order_id, action, old, new, db_role, at, updated_at)
select o.company_id, 'orders', o.id::text, o.id, e.action, e.old, e.new, 'authenticated', e.at, e.at
from public.orders o
cross join lateral (values
  ('placed', null::jsonb, jsonb_build_object('status', 'created', 'customer_name', true), o.placed_at),
  (case o.status when 'canceled' then 'canceled' else 'status' end, jsonb_build_object('status', 'ready'),
   jsonb_build_object('status', o.status), o.placed_at + interval '40 minutes')
) as e (action, old, new, at)
where o.status in ('delivered', 'picked_up', 'canceled')`;

async function setTriggers(tx: Queryable, on: boolean, names: string[]): Promise<void> {
  for (const name of names) await tx.exec(`alter table public.orders ${on ? 'enable' : 'disable'} trigger ${name}`);
}

export interface SeedResult {
  orders: number;
  customers: number;
  distinctPhones: number;
  auditEvents: number;
  createdOrders: number;
  seconds: number;
}

/** Inserts the history and `created` orders (as the database owner), then analyzes. */
export async function seedServerBench(db: Database, orders: number, customers: number, created: number): Promise<SeedResult> {
  const t0 = performance.now();
  const present = await db.query<{ tgname: string }>(
    `select tgname from pg_trigger where tgrelid = 'public.orders'::regclass and tgname in ('audit', 'zz_local_realtime_capture')`);
  const bulkOff = present.map((t) => t.tgname);
  await db.transaction(async (tx) => {
    await tx.query('select setseed(0.1129)');
    await tx.exec(CUSTOMERS_SQL(customers));
    await setTriggers(tx, false, bulkOff);
    await tx.exec(ORDERS_SQL(orders, customers, 'history'));
    await tx.exec(EVENTS_SQL);
    await setTriggers(tx, true, bulkOff);
    // The orders whose status step is timed arrive the usual way: every trigger on.
    await tx.exec(ORDERS_SQL(created, customers, 'created'));
  });
  await db.exec('vacuum analyze public.orders');
  await db.exec('vacuum analyze public.audit_events');
  const [counts] = await db.query<{ orders: number; phones: number; events: number; created: number }>(`
    select (select count(*) from public.orders where company_id = '${COMPANY}')::int as orders,
           (select count(distinct public.phone_digits(customer_phone)) from public.orders)::int as phones,
           (select count(*) from public.audit_events)::int as events,
           (select count(*) from public.orders where status = 'created')::int as created`);
  return {
    orders: counts.orders,
    customers,
    distinctPhones: counts.phones,
    auditEvents: counts.events,
    createdOrders: counts.created,
    seconds: Math.round((performance.now() - t0) / 100) / 10,
  };
}
