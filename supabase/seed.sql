-- Demo data for the KMFC shop admin. Plain SQL: runs in local-supabase (PGlite) and on a hosted project
-- (`supabase db reset`). Orders are placed relative to now(), so the demo always looks recent; everything
-- else is deterministic (md5-based pseudo-randomness, fixed ids).
--
-- Fixed ids (also exported by tests/fixtures/seed-ids.ts):
--   company kmfc-shop (active)        c0000000-0000-4000-8000-000000000001
--   company oude-shop (inactive)      c0000000-0000-4000-8000-000000000002
--   role eigenaar (all flags)         a0000000-0000-4000-8000-000000000001
--   role manager                      a0000000-0000-4000-8000-000000000002
--   role keuken                       a0000000-0000-4000-8000-000000000003
--   auth user eigenaar@kmfc.test      e0000000-0000-4000-8000-000000000001
--   auth user manager@kmfc.test       e0000000-0000-4000-8000-000000000002
--   auth user keuken@kmfc.test        e0000000-0000-4000-8000-000000000003
--   public.users row (same order)     b0000000-0000-4000-8000-00000000000{1,2,3}
--   auth.identities row (same order)  d0000000-0000-4000-8000-00000000000{1,2,3}
--   shop_settings                     5e000000-0000-4000-8000-000000000001
--   categories 1..6                   ca000000-0000-4000-8000-00000000000{1..6}
--   products                          f0000000-0000-4000-8000-000000000NNN (NNN = "Productnummer")
--   opening_hours, weekday w (0..6)   0b000000-0000-4000-8000-00000000000w
--   option groups Saus, Extra's       9a000000-0000-4000-8000-00000000000{1,2}
--   option values 1..6                9b000000-0000-4000-8000-00000000000{1..6} (Mayonaise, Ketchup, Curry;
--                                     Extra kaas, Bacon, Zonder ui)
--   option links                      9c000000-0000-4000-8000-00000000GNNN (G = group, NNN = "Productnummer")
--   orders n = 1..300                 pg_temp.seed_uuid('order-' || n); n 281..300 are today's orders
-- Password of every demo user: kmfc-demo

-- Deterministic helpers, gone when the session ends.
create function pg_temp.seed_rand(p_key text) returns double precision
language sql immutable as $$
  select ('x' || substr(md5(p_key), 1, 8))::bit(32)::bigint / 4294967296.0
$$;
create function pg_temp.seed_uuid(p_key text) returns uuid
language sql immutable as $$
  select overlay(overlay(md5('kmfc-seed:' || p_key) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid
$$;

-- ---------------------------------------------------------------------------------------------------
-- Companies, roles, staff
-- ---------------------------------------------------------------------------------------------------
insert into public.companies (id, slug, name, supabase_url, supabase_anon_key, is_active, is_busy,
                              latest_admin_version, created_at)
values
  ('c0000000-0000-4000-8000-000000000001', 'kmfc-shop', 'KMFC', 'http://127.0.0.1:54321',
   'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
   true, false, '1.4.0', now() - interval '400 days'),
  ('c0000000-0000-4000-8000-000000000002', 'oude-shop', 'Oude Shop', 'http://127.0.0.1:54321',
   'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
   false, false, '1.0.0', now() - interval '900 days');

insert into public.roles (id, company_id, name, slug, can_view_new_orders, can_view_order_history,
                          can_manage_settings, can_edit_product_data, can_change_product_status,
                          can_view_product_statistics, can_view_revenue_statistics)
values
  ('a0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Eigenaar', 'eigenaar',
   true, true, true, true, true, true, true),
  ('a0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Manager', 'manager',
   true, true, true, false, true, false, false),
  ('a0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'Keuken', 'keuken',
   true, true, false, false, false, false, false);

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                        last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
                        confirmation_token, recovery_token, email_change_token_new, email_change)
select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
       extensions.crypt('kmfc-demo', extensions.gen_salt('bf')), now() - interval '200 days',
       now() - u.last_login, '{"provider":"email","providers":["email"]}'::jsonb, '{}'::jsonb,
       now() - interval '200 days', now() - u.last_login, '', '', '', ''
from (values
  ('e0000000-0000-4000-8000-000000000001'::uuid, 'eigenaar@kmfc.test', interval '1 day 3 hours'),
  ('e0000000-0000-4000-8000-000000000002'::uuid, 'manager@kmfc.test', interval '2 days 5 hours'),
  ('e0000000-0000-4000-8000-000000000003'::uuid, 'keuken@kmfc.test', interval '3 days 7 hours')
) as u (id, email, last_login);

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at,
                             created_at, updated_at)
select i.id, u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true,
                          'phone_verified', false),
       'email', u.last_sign_in_at, u.created_at, u.updated_at
from (values
  ('d0000000-0000-4000-8000-000000000001'::uuid, 'e0000000-0000-4000-8000-000000000001'::uuid),
  ('d0000000-0000-4000-8000-000000000002'::uuid, 'e0000000-0000-4000-8000-000000000002'::uuid),
  ('d0000000-0000-4000-8000-000000000003'::uuid, 'e0000000-0000-4000-8000-000000000003'::uuid)
) as i (id, user_id)
join auth.users u on u.id = i.user_id;

insert into public.users (id, user_main_id, company_id, role_id, is_active, created_at, last_login_at)
select p.id, u.id, 'c0000000-0000-4000-8000-000000000001', p.role_id, true, u.created_at, u.last_sign_in_at
from (values
  ('b0000000-0000-4000-8000-000000000001'::uuid, 'e0000000-0000-4000-8000-000000000001'::uuid,
   'a0000000-0000-4000-8000-000000000001'::uuid),
  ('b0000000-0000-4000-8000-000000000002'::uuid, 'e0000000-0000-4000-8000-000000000002'::uuid,
   'a0000000-0000-4000-8000-000000000002'::uuid),
  ('b0000000-0000-4000-8000-000000000003'::uuid, 'e0000000-0000-4000-8000-000000000003'::uuid,
   'a0000000-0000-4000-8000-000000000003'::uuid)
) as p (id, user_id, role_id)
join auth.users u on u.id = p.user_id;

insert into public.user_profiles (id, role, created_at)
values
  ('e0000000-0000-4000-8000-000000000001', 'Eigenaar', now() - interval '200 days'),
  ('e0000000-0000-4000-8000-000000000002', 'Manager', now() - interval '200 days'),
  ('e0000000-0000-4000-8000-000000000003', 'Keuken', now() - interval '200 days');

-- ---------------------------------------------------------------------------------------------------
-- Catalogue. Images live in public/products/<slug>.svg (scripts/make-product-images.ts).
-- ---------------------------------------------------------------------------------------------------
insert into public.categories (id, company_id, name, position)
values
  ('ca000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Friet', 1),
  ('ca000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Burgers', 2),
  ('ca000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'Kip', 3),
  ('ca000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000001', 'Snacks', 4),
  ('ca000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000001', 'Wraps & Salades', 5),
  ('ca000000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000001', 'Dranken', 6);

insert into public.products (id, company_id, category_id, "Productnummer", name, description, price_cents,
                             image_url, is_active, is_sold_out, sort_index)
select ('f0000000-0000-4000-8000-000000000' || p.nr)::uuid, 'c0000000-0000-4000-8000-000000000001',
       ('ca000000-0000-4000-8000-00000000000' || left(p.nr, 1))::uuid, p.nr, p.name, p.description,
       p.price_cents, '/products/' || p.slug || '.svg', p.is_active, p.is_sold_out,
       (right(p.nr, 2))::integer * 10
from (values
  ('101', 'friet-klein', 'Friet klein', 'Verse friet, klein bakje', 275, true, false),
  ('102', 'friet-middel', 'Friet middel', 'Verse friet, middel bakje', 325, true, false),
  ('103', 'friet-groot', 'Friet groot', 'Verse friet, groot bakje', 395, true, false),
  ('104', 'friet-speciaal', 'Friet speciaal', 'Met mayonaise, curry en uitjes', 425, true, false),
  ('105', 'friet-oorlog', 'Friet oorlog', 'Met mayonaise, pindasaus en uitjes', 450, true, false),
  ('106', 'friet-stoofvlees', 'Friet stoofvlees', 'Friet met huisgemaakt stoofvlees', 650, true, true),
  ('107', 'kapsalon', 'Kapsalon', 'Friet, shoarma, kaas, salade en knoflooksaus', 950, true, false),
  ('201', 'hamburger', 'Hamburger', 'Rundvleesburger met sla en tomaat', 450, true, false),
  ('202', 'cheeseburger', 'Cheeseburger', 'Hamburger met cheddar', 495, true, false),
  ('203', 'dubbele-cheeseburger', 'Dubbele cheeseburger', 'Twee burgers, dubbel cheddar', 695, true, false),
  ('204', 'baconburger', 'Baconburger', 'Hamburger met krokante bacon', 650, true, false),
  ('205', 'kipburger', 'Kipburger', 'Krokante kipfilet met sla en mayonaise', 525, true, false),
  ('206', 'veggieburger', 'Veggieburger', 'Plantaardige burger met avocado', 550, false, false),
  ('207', 'kmfc-special-burger', 'KMFC Special burger', 'Dubbele burger, bacon, ei en speciale saus', 895, true, false),
  ('301', 'kipnuggets-6-stuks', 'Kipnuggets 6 stuks', 'Met saus naar keuze', 425, true, false),
  ('302', 'kipnuggets-9-stuks', 'Kipnuggets 9 stuks', 'Met saus naar keuze', 595, true, false),
  ('303', 'kipvleugels-6-stuks', 'Kipvleugels 6 stuks', 'Gemarineerde, krokante vleugels', 650, true, false),
  ('304', 'kipstrips', 'Kipstrips', 'Krokante kipstrips, 5 stuks', 495, true, false),
  ('305', 'kipsate-met-friet', 'Kipsaté met friet', 'Kipsaté met pindasaus, friet en atjar', 995, true, false),
  ('306', 'krokante-kippendij', 'Krokante kippendij', 'Kippendij in knapperig jasje', 575, true, false),
  ('307', 'kip-bucket-12-stuks', 'Kip bucket 12 stuks', 'Mix van vleugels, drumsticks en strips', 1850, true, true),
  ('401', 'frikandel', 'Frikandel', null, 210, true, false),
  ('402', 'frikandel-speciaal', 'Frikandel speciaal', 'Met mayonaise, curry en uitjes', 275, true, false),
  ('403', 'kroket', 'Kroket', 'Rundvleeskroket', 230, true, false),
  ('404', 'kaassouffle', 'Kaassoufflé', null, 240, true, false),
  ('405', 'bamischijf', 'Bamischijf', null, 240, true, false),
  ('406', 'berenklauw', 'Berenklauw', 'Met uitjes en satésaus', 350, true, false),
  ('407', 'viandel', 'Viandel', null, 280, true, false),
  ('408', 'mexicano', 'Mexicano', 'Pittige snack', 310, true, false),
  ('501', 'kipwrap', 'Kipwrap', 'Kipfilet, sla, tomaat en knoflooksaus', 695, true, false),
  ('502', 'falafelwrap', 'Falafelwrap', 'Falafel, hummus en rauwkost', 650, true, false),
  ('503', 'caesarsalade', 'Caesarsalade', 'Romaine, kip, Parmezaan en croutons', 795, true, false),
  ('504', 'griekse-salade', 'Griekse salade', 'Feta, olijven, komkommer en tomaat', 750, true, false),
  ('505', 'shoarmawrap', 'Shoarmawrap', 'Shoarma met knoflooksaus', 725, false, false),
  ('601', 'coca-cola-33cl', 'Coca-Cola 33cl', null, 250, true, false),
  ('602', 'coca-cola-zero-33cl', 'Coca-Cola Zero 33cl', null, 250, true, false),
  ('603', 'fanta-33cl', 'Fanta 33cl', null, 250, true, false),
  ('604', 'spa-blauw-50cl', 'Spa Blauw 50cl', 'Mineraalwater zonder koolzuur', 225, true, false),
  ('605', 'fristi', 'Fristi', null, 230, true, false),
  ('606', 'chocomel', 'Chocomel', null, 230, true, true),
  ('607', 'red-bull', 'Red Bull', 'Energiedrank 25cl', 325, true, false)
) as p (nr, slug, name, description, price_cents, is_active, is_sold_out);

-- Allergens of a few products (the 14 EU keys). No drink on this menu has alcohol: all keep BTW 9%.
update public.products p
set allergens = a.allergens
from (values
  ('104', array['eieren', 'mosterd', 'selderij']), ('105', array['eieren', 'mosterd', 'pinda']),
  ('201', array['gluten', 'sesam']), ('202', array['gluten', 'melk', 'sesam']),
  ('203', array['gluten', 'melk', 'sesam']), ('305', array['pinda', 'soja']),
  ('403', array['gluten', 'melk', 'selderij', 'soja']), ('404', array['gluten', 'melk']),
  ('503', array['eieren', 'gluten', 'melk', 'mosterd', 'vis'])
) as a (nr, allergens)
where p."Productnummer" = a.nr;

-- Option groups: 'Saus' (choose exactly 1) on the fries and nuggets, 'Extra''s' (up to 3) on the burgers.
-- Values before links: a linked group must keep at least min_choices values (20251130000002).
insert into public.product_option_groups (id, company_id, name, min_choices, max_choices, position)
values
  ('9a000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Saus', 1, 1, 1),
  ('9a000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Extra''s', 0, 3, 2);

insert into public.product_option_values (id, company_id, group_id, name, price_delta_cents, position, allergens)
select ('9b000000-0000-4000-8000-00000000000' || v.nr)::uuid, 'c0000000-0000-4000-8000-000000000001',
       ('9a000000-0000-4000-8000-00000000000' || v.grp)::uuid, v.name, v.price, v.position, v.allergens
from (values
  (1, 1, 'Mayonaise', 0, 1, array['eieren', 'mosterd']),
  (2, 1, 'Ketchup', 0, 2, array[]::text[]),
  (3, 1, 'Curry', 0, 3, array['mosterd', 'selderij']),
  (4, 2, 'Extra kaas', 100, 1, array['melk']),
  (5, 2, 'Bacon', 150, 2, array[]::text[]),
  (6, 2, 'Zonder ui', 0, 3, array[]::text[])
) as v (nr, grp, name, price, position, allergens);

-- Link ids: 9c000000-0000-4000-8000-00000000 + group number + "Productnummer".
insert into public.product_option_links (id, company_id, product_id, group_id, position)
select ('9c000000-0000-4000-8000-00000000' || l.grp || l.nr)::uuid, 'c0000000-0000-4000-8000-000000000001',
       ('f0000000-0000-4000-8000-000000000' || l.nr)::uuid, ('9a000000-0000-4000-8000-00000000000' || l.grp)::uuid, 1
from (values (1, '101'), (1, '102'), (1, '103'), (1, '301'), (1, '302'),
             (2, '201'), (2, '202'), (2, '203'), (2, '204'), (2, '207')) as l (grp, nr);

-- ---------------------------------------------------------------------------------------------------
-- Shop settings and opening hours (no shop_status row: the app must handle PGRST116 on it).
-- weekday 0 = Sunday ... 6 = Saturday; Friday and Saturday run past midnight.
-- ---------------------------------------------------------------------------------------------------
insert into public.shop_settings (id, company_id, is_manually_closed, min_order_cents, delivery_fee_cents,
                                  free_delivery_from_cents)
values ('5e000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', false, 1000, 250, 3000);

insert into public.opening_hours (id, company_id, weekday, open_time, close_time, is_active)
select ('0b000000-0000-4000-8000-00000000000' || h.weekday)::uuid, 'c0000000-0000-4000-8000-000000000001',
       h.weekday, h.open_time::time, h.close_time::time, true
from (values
  (0, '12:00', '22:00'),
  (1, '11:00', '22:00'),
  (2, '11:00', '22:00'),
  (3, '11:00', '22:00'),
  (4, '11:00', '23:00'),
  (5, '11:00', '01:00'),
  (6, '11:00', '01:00')
) as h (weekday, open_time, close_time);

-- ---------------------------------------------------------------------------------------------------
-- Orders: 280 finished ones over the last 29 days plus 20 of today (12 open, in every open status).
-- ---------------------------------------------------------------------------------------------------
create temp table _seed_today (k integer, status text, delivery_type text, schedule text,
                               payment_status text, notes text, minutes_ago integer);
insert into _seed_today values
  (1,  'created',          'delivery', null,       'paid',     '<b>Bel aan</b> bij de achterdeur', 3),
  (2,  'created',          'pickup',   null,       'unpaid',   null, 6),
  (3,  'created',          'delivery', 'plus2h',   'paid',     'Betaald met pin, betaling voltooid', 9),
  (4,  'created',          'pickup',   'tomorrow', 'paid',     null, 12),
  (5,  'accepted',         'delivery', null,       'paid',     'Graag extra servetten', 17),
  (6,  'accepted',         'pickup',   null,       'unpaid',   null, 21),
  (7,  'preparing',        'delivery', null,       'unpaid',   'Niet aanbellen, baby slaapt', 25),
  (8,  'preparing',        'pickup',   'plus45',   'paid',     null, 29),
  (9,  'ready_pickup',     'pickup',   null,       'paid',     null, 34),
  (10, 'ready_delivery',   'delivery', null,       'paid',     null, 38),
  (11, 'out_for_delivery', 'delivery', null,       'paid',     'Bel even als je er bent', 44),
  (12, 'out_for_delivery', 'delivery', null,       'unpaid',   null, 51),
  (13, 'delivered',        'delivery', null,       'paid',     null, 75),
  (14, 'picked_up',        'pickup',   null,       'paid',     null, 88),
  (15, 'canceled',         'delivery', null,       'refunded', 'Klant heeft gebeld om te annuleren', 97),
  (16, 'delivered',        'delivery', null,       'paid',     null, 125),
  (17, 'picked_up',        'pickup',   null,       'unpaid',   null, 150),
  (18, 'delivered',        'delivery', 'plus0',    'paid',     null, 185),
  (19, 'delivered',        'delivery', null,       'paid',     null, 215),
  (20, 'picked_up',        'pickup',   null,       'paid',     null, 245);

create temp table _seed_orders as
with clock as (
  select now() as now_ts, date_trunc('day', now() at time zone 'Europe/Amsterdam') as midnight_local
),
base as (
  select g.n,
         t.k as today_k,
         t.status as t_status, t.delivery_type as t_delivery_type, t.schedule, t.payment_status as t_payment,
         t.notes as t_notes, t.minutes_ago,
         pg_temp.seed_rand(g.n || ':type') as r_type,
         pg_temp.seed_rand(g.n || ':cancel') as r_cancel,
         pg_temp.seed_rand(g.n || ':pay') as r_pay,
         pg_temp.seed_rand(g.n || ':asap') as r_asap,
         pg_temp.seed_rand(g.n || ':day') as r_day,
         pg_temp.seed_rand(g.n || ':time') as r_time,
         pg_temp.seed_rand(g.n || ':note') as r_note,
         pg_temp.seed_rand(g.n || ':tip') as r_tip,
         pg_temp.seed_rand(g.n || ':discount') as r_discount,
         pg_temp.seed_rand(g.n || ':phone') as r_phone,
         pg_temp.seed_rand(g.n || ':first') as r_first,
         pg_temp.seed_rand(g.n || ':last') as r_last,
         pg_temp.seed_rand(g.n || ':street') as r_street,
         pg_temp.seed_rand(g.n || ':number') as r_number,
         pg_temp.seed_rand(g.n || ':addition') as r_addition,
         pg_temp.seed_rand(g.n || ':city') as r_city,
         pg_temp.seed_rand(g.n || ':postcode') as r_postcode,
         pg_temp.seed_rand(g.n || ':letters') as r_letters
  from generate_series(1, 300) as g (n)
  left join _seed_today t on t.k = g.n - 280
),
shaped as (
  select b.*,
         coalesce(b.t_delivery_type, case when b.r_type < 0.55 then 'delivery' else 'pickup' end) as delivery_type,
         case when b.today_k is not null
              then greatest(clock.now_ts - make_interval(mins => b.minutes_ago),
                            clock.midnight_local at time zone 'Europe/Amsterdam')
              else (clock.midnight_local
                    - make_interval(days => 1 + floor(b.r_day * 29)::integer)
                    + make_interval(mins => 660 + floor(b.r_time * 690)::integer))
                   at time zone 'Europe/Amsterdam'
         end as placed_at,
         clock.now_ts, clock.midnight_local,
         floor(b.r_city * 4)::integer as city_idx
  from base b cross join clock
)
select s.n,
       pg_temp.seed_uuid('order-' || s.n) as id,
       pg_temp.seed_uuid('cart-' || s.n) as cart_id,
       s.today_k is not null as is_today,
       s.delivery_type,
       coalesce(s.t_status,
                case when s.r_cancel < 0.06 then 'canceled'
                     when s.delivery_type = 'delivery' then 'delivered'
                     else 'picked_up' end) as status,
       coalesce(s.t_payment,
                case when s.r_cancel < 0.06 then (case when s.r_pay < 0.5 then 'refunded' else 'failed' end)
                     when s.r_pay < 0.85 then 'paid'
                     else 'unpaid' end) as payment_status,
       s.placed_at,
       case when s.today_k is not null then s.schedule is null else s.r_asap < 0.8 end as is_asap,
       case
         when s.schedule = 'plus2h' then date_bin('15 minutes', s.now_ts + interval '2 hours 14 minutes',
                                                  timestamptz '2000-01-01 00:00:00+00')
         when s.schedule = 'plus45' then date_bin('15 minutes', s.now_ts + interval '59 minutes',
                                                  timestamptz '2000-01-01 00:00:00+00')
         when s.schedule = 'plus0' then date_bin('15 minutes', s.placed_at + interval '74 minutes',
                                                 timestamptz '2000-01-01 00:00:00+00')
         when s.schedule = 'tomorrow' then (s.midnight_local + interval '1 day 12 hours 30 minutes')
                                           at time zone 'Europe/Amsterdam'
         when s.today_k is null and s.r_asap >= 0.8
           then s.placed_at + make_interval(mins => 45 + 15 * floor((s.r_asap - 0.8) * 30)::integer)
       end as delivery_time,
       case when s.today_k is not null then s.t_notes
            when s.r_note < 0.04 then 'Betaald met pin, betaling voltooid'
            when s.r_note < 0.10 then 'Graag extra servetten'
            when s.r_note < 0.14 then 'Saus apart graag'
            when s.r_note < 0.17 then 'Geen bestek nodig'
       end as notes,
       case when s.delivery_type = 'delivery' and s.r_note > 0.75
            then (array['Tweede verdieping, lift is kapot', 'Achterom, bel bij de keukendeur',
                        'Code van de portiek is 1234', 'Niet aanbellen, even bellen'])
                 [1 + floor((s.r_note - 0.75) * 16)::integer]
       end as delivery_notes,
       case when s.today_k is null and s.n % 97 = 0 then null
            else (array['Sanne', 'Daan', 'Emma', 'Bram', 'Lotte', 'Jesse', 'Fleur', 'Thijs', 'Anouk', 'Ruben',
                        'Noor', 'Milan', 'Julia', 'Sem', 'Lieke', 'Mohammed', 'Fatima', 'Kevin', 'Priya', 'Youssef'])
                 [1 + floor(s.r_first * 20)::integer]
                 || ' ' ||
                 (array['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder',
                        'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'El Amrani',
                        'Yilmaz', 'van Dijk', 'Kramer', 'Brouwer'])
                 [1 + floor(s.r_last * 20)::integer]
       end as customer_name,
       (array['Sanne', 'Daan', 'Emma', 'Bram', 'Lotte', 'Jesse', 'Fleur', 'Thijs', 'Anouk', 'Ruben',
              'Noor', 'Milan', 'Julia', 'Sem', 'Lieke', 'Mohammed', 'Fatima', 'Kevin', 'Priya', 'Youssef'])
       [1 + floor(s.r_first * 20)::integer] as first_name,
       (array['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder',
              'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'El Amrani',
              'Yilmaz', 'van Dijk', 'Kramer', 'Brouwer'])
       [1 + floor(s.r_last * 20)::integer] as last_name,
       '06' || lpad(floor(s.r_phone * 100000000)::bigint::text, 8, '0') as phone,
       -- about one in ten orders has no phone of its own; the cart has it (spec section 3 fallback)
       s.r_phone < 0.1 as phone_on_cart_only,
       (array[
         array['Damrak', 'Prinsengracht', 'Kinkerstraat', 'Javastraat', 'Ferdinand Bolstraat', 'Overtoom',
               'Haarlemmerdijk', 'Van Woustraat'],
         array['Grote Houtstraat', 'Kleine Houtweg', 'Rijksstraatweg', 'Zijlweg', 'Gedempte Oude Gracht',
               'Kruisweg', 'Amsterdamstraat', 'Schoterweg'],
         array['Westzijde', 'Gedempte Gracht', 'Peperstraat', 'Oostzijde', 'Rosmolenstraat', 'Vinkenstraat',
               'Czaar Peterstraat', 'Hoornseveld'],
         array['Stadshart', 'Rembrandtweg', 'Bovenkerkerweg', 'Laan van Ouderkerk', 'Keizer Karelweg',
               'Handweg', 'Dorpsstraat', 'Amsterdamseweg']
       ])[s.city_idx + 1][1 + floor(s.r_street * 8)::integer] as street,
       (1 + floor(s.r_number * 180)::integer)::text as house_number,
       case when s.r_addition < 0.10 then 'A' when s.r_addition < 0.16 then '2' when s.r_addition < 0.20 then 'hs'
            when s.r_addition < 0.22 then 'bis' end as house_addition,
       (array[1011, 2011, 1501, 1181])[s.city_idx + 1]
         + floor(s.r_postcode * (array[98, 27, 9, 9])[s.city_idx + 1])::integer
         || ' '
         || substr('ABCEGHJKLMNPRTVWXZ', 1 + floor(s.r_letters * 18)::integer, 1)
         || substr('ABCEGHJKLMNPRTVWXZ', 1 + floor(s.r_letters * 324)::integer % 18, 1) as postcode,
       (array['Amsterdam', 'Haarlem', 'Zaandam', 'Amstelveen'])[s.city_idx + 1] as city,
       case when s.r_tip < 0.12 then 50 when s.r_tip < 0.20 then 100 when s.r_tip < 0.24 then 200 else 0 end
         as tip_cents,
       s.r_discount < 0.10 as has_discount
from shaped s;

create temp table _seed_products as
select row_number() over (order by p."Productnummer")::integer as idx, p.id, p.name, p.price_cents,
       left(p."Productnummer", 1)::integer as category_nr
from public.products p
where p.company_id = 'c0000000-0000-4000-8000-000000000001' and p.is_active;

-- Options per category (category_nr = first digit of "Productnummer").
create temp table _seed_options (category_nr integer, idx integer, grp text, name text, price_cents integer);
insert into _seed_options values
  (1, 1, 'Saus', 'Mayonaise', 50), (1, 2, 'Saus', 'Curry', 50), (1, 3, 'Saus', 'Pindasaus', 75),
  (1, 4, 'Extra''s', 'Zonder zout', 0), (1, 5, 'Extra''s', 'Extra uitjes', 25),
  (2, 1, 'Extra''s', 'Extra kaas', 50), (2, 2, 'Zonder', 'Zonder ui', 0), (2, 3, 'Extra''s', 'Extra bacon', 100),
  (2, 4, 'Zonder', 'Zonder augurk', 0), (2, 5, 'Saus', 'Knoflooksaus', 50),
  (3, 1, 'Saus', 'Knoflooksaus', 50), (3, 2, 'Saus', 'Sweet chili', 50), (3, 3, 'Extra''s', 'Extra pittig', 0),
  (3, 4, 'Saus', 'Barbecuesaus', 50),
  (4, 1, 'Extra''s', 'Met uitjes', 0), (4, 2, 'Saus', 'Mayonaise', 50), (4, 3, 'Saus', 'Curry', 50),
  (5, 1, 'Zonder', 'Zonder ui', 0), (5, 2, 'Extra''s', 'Extra kip', 150), (5, 3, 'Zonder', 'Zonder tomaat', 0),
  (5, 4, 'Saus', 'Knoflooksaus', 50),
  (6, 1, 'Extra''s', 'Zonder ijs', 0);

create temp table _seed_items as
with picked as (
  select o.n, i.i,
         case when o.n = 281 and i.i = 1 then (select sp.idx from _seed_products sp where sp.name = 'Cheeseburger')
              else 1 + floor(pg_temp.seed_rand(o.n || ':' || i.i || ':product')
                             * (select count(*) from _seed_products))::integer
         end as product_idx,
         pg_temp.seed_rand(o.n || ':' || i.i || ':qty') as r_qty,
         case when o.n = 281 and i.i = 1 then 0.99
              else pg_temp.seed_rand(o.n || ':' || i.i || ':options') end as r_options,
         pg_temp.seed_rand(o.n || ':' || i.i || ':option-a') as r_a,
         pg_temp.seed_rand(o.n || ':' || i.i || ':option-b') as r_b
  from _seed_orders o
  cross join lateral generate_series(1, 1 + floor(pg_temp.seed_rand(o.n || ':items') * 5)::integer) as i (i)
),
with_product as (
  select pk.*, p.id as product_id, p.name, p.price_cents, p.category_nr,
         (select count(*) from _seed_options so where so.category_nr = p.category_nr)::integer as option_count,
         case when pk.n = 281 and pk.i = 1 then 2
              when pk.r_options < 0.5 then 0 when pk.r_options < 0.82 then 1 else 2 end as wanted_options
  from picked pk
  join _seed_products p on p.idx = pk.product_idx
),
choices as (
  select w.*,
         case when w.n = 281 and w.i = 1 then 1 else 1 + floor(w.r_a * w.option_count)::integer end as opt_a
  from with_product w
),
choices2 as (
  select c.*,
         case when c.n = 281 and c.i = 1 then 2
              when c.option_count > 1
                then 1 + (c.opt_a + floor(c.r_b * (c.option_count - 1))::integer) % c.option_count
         end as opt_b
  from choices c
)
select c.n, c.i,
       pg_temp.seed_uuid('cart-item-' || c.n || '-' || c.i) as cart_item_id,
       pg_temp.seed_uuid('order-item-' || c.n || '-' || c.i) as order_item_id,
       c.product_id, c.name,
       case when c.category_nr = 6 and c.r_qty > 0.6 then 2 + floor((c.r_qty - 0.6) * 10)::integer
            when c.r_qty < 0.72 then 1 when c.r_qty < 0.93 then 2 else 3 end as qty,
       c.price_cents + coalesce(o.extra, 0) as unit_price_cents,
       o.item_options,
       o.customizations_json
from choices2 c
left join lateral (
  select sum(so.price_cents)::integer as extra,
         string_agg(so.name, ' + ' order by so.idx = c.opt_b, so.idx) as item_options,
         jsonb_agg(jsonb_build_object('group', so.grp, 'name', so.name, 'price_cents', so.price_cents)
                   order by so.idx = c.opt_b, so.idx) as customizations_json
  from _seed_options so
  where so.category_nr = c.category_nr
    and c.option_count > 0
    and ((c.wanted_options >= 1 and so.idx = c.opt_a) or (c.wanted_options = 2 and so.idx = c.opt_b))
  having count(*) > 0
) o on true;

insert into public.carts (id, company_id, delivery_address, delivery_postcode, delivery_city, delivery_notes,
                          customer_phone, created_at)
select o.cart_id, 'c0000000-0000-4000-8000-000000000001',
       case when o.delivery_type = 'delivery' then o.street || ' ' || o.house_number || coalesce(o.house_addition, '') end,
       case when o.delivery_type = 'delivery' then o.postcode end,
       case when o.delivery_type = 'delivery' then o.city end,
       o.delivery_notes,
       o.phone,
       o.placed_at - interval '4 minutes'
from _seed_orders o;

insert into public.cart_items (id, company_id, cart_id, product_id, qty, unit_price_cents, item_options,
                               customizations_json, created_at)
select i.cart_item_id, 'c0000000-0000-4000-8000-000000000001', o.cart_id, i.product_id, i.qty,
       i.unit_price_cents, i.item_options, i.customizations_json, o.placed_at - interval '3 minutes'
from _seed_items i
join _seed_orders o on o.n = i.n;

insert into public.orders (id, company_id, cart_id, status, payment_status, subtotal_cents, delivery_fee_cents,
                           tip_cents, discount_cents, total_cents, placed_at, customer_name, customer_phone,
                           customer_email, delivery_type, fulfillment_type, delivery_time, is_asap, notes,
                           billing_address, billing_postcode, billing_city, billing_house_number,
                           billing_house_addition, created_at)
select o.id, 'c0000000-0000-4000-8000-000000000001', o.cart_id, o.status, o.payment_status,
       t.subtotal, t.fee, o.tip_cents, t.discount, t.subtotal + t.fee + o.tip_cents - t.discount,
       o.placed_at, o.customer_name,
       case when o.phone_on_cart_only then null else o.phone end,
       lower(replace(o.first_name || '.' || o.last_name, ' ', '')) || '@example.nl',
       o.delivery_type, o.delivery_type, o.delivery_time, o.is_asap, o.notes,
       o.street, o.postcode, o.city, o.house_number, o.house_addition,
       o.placed_at
from _seed_orders o
join lateral (
  select s.subtotal,
         case when o.delivery_type = 'delivery' then 250 else 0 end as fee,
         case when o.has_discount then round(s.subtotal * 0.10)::integer else 0 end as discount
  from (select sum(i.qty * i.unit_price_cents)::integer as subtotal from _seed_items i where i.n = o.n) s
) t on true;

insert into public.order_items (id, company_id, order_id, product_id, cart_item_id, name_snapshot, qty,
                                unit_price_cents, line_total_cents, vat_rate, created_at)
select i.order_item_id, 'c0000000-0000-4000-8000-000000000001', o.id, i.product_id, i.cart_item_id, i.name,
       i.qty, i.unit_price_cents, i.qty * i.unit_price_cents,
       (select p.vat_rate from public.products p where p.id = i.product_id), o.placed_at
from _seed_items i
join _seed_orders o on o.n = i.n;

drop table _seed_items, _seed_options, _seed_products, _seed_orders, _seed_today;
drop function pg_temp.seed_rand(text), pg_temp.seed_uuid(text);
