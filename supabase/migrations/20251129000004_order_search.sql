-- Finding any order (DESIGN section 11): search beyond the app's window and a customer's earlier orders.

-- ---------------------------------------------------------------------------------------------------
-- Search over every order (search_orders) and a customer's earlier orders (customer_summary), by
-- trigram indexes: name and address by word prefix (case and accents folded), phone by its digits in
-- national form (+31 6…, 0031 6… and 06… alike), order number by the id's last characters.
-- ---------------------------------------------------------------------------------------------------
create extension if not exists pg_trgm schema extensions;

-- Lower case, accents folded, every run of other characters one space, a space in front: ' jan de vries'.
create function public.search_fold(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select ' ' || pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.translate(coalesce(p_text, ''),
    'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿÇçÑñß',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuYyyCcNns')), '[^a-z0-9]+', ' ', 'g'))
$$;

create function public.order_search_text(p_name text, p_address text, p_city text, p_postcode text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.search_fold(pg_catalog.concat_ws(' ', p_name, p_address, p_city, p_postcode))
$$;

-- A phone number's digits in national form: '+31 6 1234 5678', '0031612345678' and '06-12345678'
-- all give '0612345678'. Without a country code it stays as typed (digits only).
create function public.phone_digits(p_phone text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when d like '0031%' then '0' || substr(d, 5)
    when btrim(coalesce(p_phone, '')) like '+31%' then '0' || substr(d, 3)
    when d like '31%' and char_length(d) = 11 then '0' || substr(d, 3)
    else d
  end
  from (select regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g') as d) digits
$$;

grant execute on function public.search_fold(text), public.order_search_text(text, text, text, text),
  public.phone_digits(text) to anon, authenticated, service_role;

-- What a search looks in, per order: the folded name and address and the phone's digits, kept by a
-- trigger whenever they change (a status step never touches it). A table of its own, read only by the
-- functions below: its text is computed once, not for every row a search checks, and it never travels
-- with the orders to the app. No role reads it directly.
create table public.order_search (
  order_id uuid primary key references public.orders (id) on delete cascade,
  company_id uuid not null,
  placed_at timestamptz not null,
  words text not null,
  phone text not null
);
create index order_search_company_placed_idx on public.order_search (company_id, placed_at desc);
create index order_search_words_idx on public.order_search using gin (words extensions.gin_trgm_ops);
create index order_search_phone_idx on public.order_search using gin (phone extensions.gin_trgm_ops);
create index orders_search_id_idx on public.orders using gin ((id::text) extensions.gin_trgm_ops);

revoke all on table public.order_search from anon, authenticated, service_role;
alter table public.order_search enable row level security;

create function public.tg_order_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.order_search (order_id, company_id, placed_at, words, phone)
  values (new.id, new.company_id, new.placed_at,
          public.order_search_text(new.customer_name, new.billing_address, new.billing_city, new.billing_postcode),
          public.phone_digits(new.customer_phone))
  on conflict (order_id) do update
    set company_id = excluded.company_id, placed_at = excluded.placed_at, words = excluded.words, phone = excluded.phone;
  return null;
end
$$;
revoke execute on function public.tg_order_search() from public, anon, authenticated;

create trigger order_search after insert or update of customer_name, billing_address, billing_city, billing_postcode,
  customer_phone, placed_at, company_id on public.orders
  for each row execute function public.tg_order_search();

insert into public.order_search (order_id, company_id, placed_at, words, phone)
select o.id, o.company_id, o.placed_at,
       public.order_search_text(o.customer_name, o.billing_address, o.billing_city, o.billing_postcode),
       public.phone_digits(o.customer_phone)
from public.orders o;

-- Orders matching p_query, newest first, p_limit (at most 200) a page; the next page passes the last
-- placed_at as p_before. p_query: '#' and the last characters of the order number; a phone number in
-- any form (its digits anywhere in the customer's); or words, each the start of a word of the name or
-- address (also digits: a house number or postcode, unless the query is a phone number of 6 digits or
-- more). Without '#', a query is tried as each kind that fits it. An empty query lists the range.
--
-- Security definer with the orders' own rule as an explicit filter (the companies whose orders the
-- caller may read): under row level security PostgreSQL may not use LIKE (not leakproof) as an index
-- condition, and every search would read the whole table. Two ways to the newest matches: the newest
-- 2,000, then 20,000 orders in range are tried first (a common name fills a page there), else the
-- trigram indexes find the few that match (a rare name, a phone number, an order number).
create function public.search_orders(
  p_query text,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_limit integer default 50,
  p_before timestamptz default null,
  p_status text[] default null
)
returns setof public.orders
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_query text := btrim(coalesce(p_query, ''));
  v_companies uuid[] := case when current_setting('role', true) = 'service_role' then array(select c.id from public.companies c)
                             else public.permitted_company_ids('can_view_new_orders', 'can_view_order_history') end;
  v_limit integer := least(coalesce(p_limit, 50), 200);
  v_number text;
  v_digits text;
  v_words text[];
  v_match text[] := '{}';
  v_where text := '';
  v_filter text;
  v_recent uuid[];
  i integer;
begin
  if char_length(v_query) > 100 then
    raise exception 'search query is too long: % characters, at most 100', char_length(v_query) using errcode = '22023';
  end if;
  if p_limit is not null and p_limit < 1 then
    raise exception 'p_limit must be at least 1, not %', p_limit using errcode = '22023';
  end if;
  if auth.uid() is null and coalesce(current_setting('role', true), 'none') <> 'service_role' then
    raise exception 'permission denied: searching orders needs a signed-in staff member' using errcode = '42501';
  end if;
  if v_query like '#%' then
    v_number := lower(btrim(substr(v_query, 2)));
    if v_number !~ '^[0-9a-f-]+$' then
      return;
    end if;
  elsif v_query <> '' then
    if v_query ~* '^[0-9a-f-]+$' then
      v_number := lower(v_query);
    end if;
    if v_query ~ '^[+0-9 ()./-]+$' and char_length(regexp_replace(v_query, '[^0-9]', '', 'g')) >= 2 then
      v_digits := public.phone_digits(v_query);
    end if;
    if v_query ~* '[a-z]' or char_length(regexp_replace(v_query, '[^0-9]', '', 'g')) < 6 then
      v_words := array_remove(string_to_array(btrim(public.search_fold(v_query)), ' '), '');
    end if;
  end if;

  -- Each kind finds order ids through its own index; the orders themselves are read for the page only.
  if v_number is not null then
    v_match := array_append(v_match,
      'select n.id from public.orders n where n.company_id = any ($9) and (n.id::text) like ''%'' || $1');
  end if;
  if v_digits is not null then
    v_match := array_append(v_match,
      'select s.order_id from public.order_search s where s.company_id = any ($9) and s.phone like ''%'' || $2 || ''%''');
  end if;
  if cardinality(v_words) > 0 then
    for i in 1 .. least(cardinality(v_words), 8) loop
      v_where := v_where || format(' and s.words like ''%% '' || $3[%s] || ''%%''', i);
    end loop;
    v_match := array_append(v_match, 'select s.order_id from public.order_search s where s.company_id = any ($9)' || v_where);
  end if;
  if v_query <> '' and cardinality(v_match) = 0 then
    return;
  end if;

  v_filter := 'o.company_id = any ($9)
       and ($4::timestamptz is null or o.placed_at >= $4)
       and ($5::timestamptz is null or o.placed_at < $5)
       and ($6::timestamptz is null or o.placed_at < $6)
       and ($7::text[] is null or o.status = any ($7))';
  if cardinality(v_match) = 0 then
    return query execute format('select o.* from public.orders o where %s order by o.placed_at desc, o.id desc limit $8', v_filter)
      using v_number, v_digits, v_words, p_from, p_to, p_before, p_status, v_limit, v_companies;
    return;
  end if;

  -- Words may be common (a last name): the newest 2,000 orders in range first, in the index's order
  -- (placed_at alone, as a tie-break would sort them all); a page found there is the answer.
  if cardinality(v_words) > 0 then
    execute format(
      'select array(select s.order_id from (select s.order_id, s.placed_at, s.words from public.order_search s
                                             where s.company_id = any ($9)
                                               and ($4::timestamptz is null or s.placed_at >= $4)
                                               and ($5::timestamptz is null or s.placed_at < $5)
                                               and ($6::timestamptz is null or s.placed_at < $6)
                                             order by s.placed_at desc limit 2000) s
                    join public.orders o on o.id = s.order_id
                    where true %s and %s order by o.placed_at desc, o.id desc limit $8)',
      v_where, v_filter)
      into v_recent
      using v_number, v_digits, v_words, p_from, p_to, p_before, p_status, v_limit, v_companies;
    if cardinality(v_recent) >= v_limit then
      return query select o.* from public.orders o where o.id = any (v_recent) order by o.placed_at desc, o.id desc;
      return;
    end if;
  end if;

  return query execute format(
    'select o.* from (%s) m(id) join public.orders o on o.id = m.id where %s order by o.placed_at desc, o.id desc limit $8',
    array_to_string(v_match, ' union '), v_filter)
  using v_number, v_digits, v_words, p_from, p_to, p_before, p_status, v_limit, v_companies;
end
$$;
revoke execute on function public.search_orders(text, timestamptz, timestamptz, integer, timestamptz, text[]) from public, anon;
grant execute on function public.search_orders(text, timestamptz, timestamptz, integer, timestamptz, text[])
  to authenticated, service_role;

-- A customer's orders by phone number (any form of the same number), newest first. Security definer with
-- the orders' rule as a filter, like search_orders, so the phone index serves.
create function public.customer_orders(p_phone text, p_limit integer default 5, p_before timestamptz default null,
                                       p_exclude uuid default null)
returns setof public.orders
language sql
stable
security definer
set search_path = ''
as $$
  select o.* from public.orders o
  join public.order_search s on s.order_id = o.id
  where s.company_id = any (public.permitted_company_ids('can_view_new_orders', 'can_view_order_history'))
    and s.phone = public.phone_digits(p_phone)
    and public.phone_digits(p_phone) <> ''
    and (p_before is null or o.placed_at < p_before)
    and o.id is distinct from p_exclude
  order by o.placed_at desc, o.id desc
  limit least(greatest(coalesce(p_limit, 5), 1), 200)
$$;

-- What a customer ordered before, by phone number: how many orders (canceled apart), what they spent
-- (canceled orders apart), the first and last time, and the notes they left (newest first, at most ten);
-- p_exclude leaves out one order (the one staff are looking at).
create function public.customer_summary(p_phone text, p_exclude uuid default null)
returns table (orders bigint, spent_cents bigint, canceled bigint, first_placed_at timestamptz,
               last_placed_at timestamptz, notes text[])
language sql
stable
security definer
set search_path = ''
as $$
  select count(*) filter (where o.status <> 'canceled'),
         coalesce(sum(o.total_cents) filter (where o.status <> 'canceled'), 0)::bigint,
         count(*) filter (where o.status = 'canceled'),
         min(o.placed_at), max(o.placed_at),
         (array_agg(o.notes order by o.placed_at desc) filter (where nullif(btrim(o.notes), '') is not null))[1:10]
  from public.orders o
  join public.order_search s on s.order_id = o.id
  where s.company_id = any (public.permitted_company_ids('can_view_new_orders', 'can_view_order_history'))
    and s.phone = public.phone_digits(p_phone)
    and public.phone_digits(p_phone) <> ''
    and o.id is distinct from p_exclude
$$;
revoke execute on function public.customer_orders(text, integer, timestamptz, uuid), public.customer_summary(text, uuid)
  from public, anon;
grant execute on function public.customer_orders(text, integer, timestamptz, uuid), public.customer_summary(text, uuid)
  to authenticated, service_role;

