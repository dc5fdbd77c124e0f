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
  select ' ' || btrim(regexp_replace(lower(translate(coalesce(p_text, ''),
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
  select public.search_fold(concat_ws(' ', p_name, p_address, p_city, p_postcode))
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

create index orders_search_text_idx on public.orders
  using gin (public.order_search_text(customer_name, billing_address, billing_city, billing_postcode) extensions.gin_trgm_ops);
create index orders_search_phone_idx on public.orders
  using gin (public.phone_digits(customer_phone) extensions.gin_trgm_ops);
create index orders_search_id_idx on public.orders using gin ((id::text) extensions.gin_trgm_ops);

-- Orders matching p_query, newest first, p_limit (at most 200) a page; the next page passes the last
-- placed_at as p_before. p_query: '#' and the last characters of the order number; a phone number in
-- any form (its digits anywhere in the customer's); or words, each the start of a word of the name or
-- address. Without '#', a query is tried as all three that fit it. An empty query lists the range.
-- Row level security applies (security invoker): the caller sees what it may read of orders.
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
set search_path = ''
as $$
declare
  v_query text := btrim(coalesce(p_query, ''));
  v_number text;
  v_digits text;
  v_words text[];
  v_match text[] := '{}';
  v_where text := '';
  i integer;
begin
  if char_length(v_query) > 100 then
    raise exception 'search query is too long: % characters, at most 100', char_length(v_query) using errcode = '22023';
  end if;
  if p_limit is not null and p_limit < 1 then
    raise exception 'p_limit must be at least 1, not %', p_limit using errcode = '22023';
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
    v_words := array_remove(string_to_array(btrim(public.search_fold(v_query)), ' '), '');
  end if;

  if v_number is not null then
    v_match := array_append(v_match, '(o.id::text) like ''%'' || $1');
  end if;
  if v_digits is not null then
    v_match := array_append(v_match, 'public.phone_digits(o.customer_phone) like ''%'' || $2 || ''%''');
  end if;
  if cardinality(v_words) > 0 then
    v_where := '';
    for i in 1 .. least(cardinality(v_words), 8) loop
      v_where := v_where || case when i > 1 then ' and ' else '' end
        || format('public.order_search_text(o.customer_name, o.billing_address, o.billing_city, o.billing_postcode) like ''%% '' || $3[%s] || ''%%''', i);
    end loop;
    v_match := array_append(v_match, '(' || v_where || ')');
  end if;
  if v_query <> '' and cardinality(v_match) = 0 then
    return;
  end if;

  return query execute format(
    'select o.* from public.orders o
     where %s
       and ($4::timestamptz is null or o.placed_at >= $4)
       and ($5::timestamptz is null or o.placed_at < $5)
       and ($6::timestamptz is null or o.placed_at < $6)
       and ($7::text[] is null or o.status = any ($7))
     order by o.placed_at desc, o.id desc
     limit $8',
    case when cardinality(v_match) = 0 then 'true' else '(' || array_to_string(v_match, ' or ') || ')' end)
  using v_number, v_digits, v_words, p_from, p_to, p_before, p_status, least(coalesce(p_limit, 50), 200);
end
$$;
revoke execute on function public.search_orders(text, timestamptz, timestamptz, integer, timestamptz, text[]) from public, anon;
grant execute on function public.search_orders(text, timestamptz, timestamptz, integer, timestamptz, text[])
  to authenticated, service_role;

-- A customer's orders by phone number (any form of the same number), newest first.
create function public.customer_orders(p_phone text, p_limit integer default 5, p_before timestamptz default null)
returns setof public.orders
language sql
stable
set search_path = ''
as $$
  select o.* from public.orders o
  where public.phone_digits(o.customer_phone) = public.phone_digits(p_phone)
    and public.phone_digits(p_phone) <> ''
    and (p_before is null or o.placed_at < p_before)
  order by o.placed_at desc, o.id desc
  limit least(greatest(coalesce(p_limit, 5), 1), 200)
$$;

-- What a customer ordered before, by phone number: how many orders (canceled apart), what they spent
-- (canceled orders apart), the first and last time, and the notes they left (newest first, at most ten).
create function public.customer_summary(p_phone text)
returns table (orders bigint, spent_cents bigint, canceled bigint, first_placed_at timestamptz,
               last_placed_at timestamptz, notes text[])
language sql
stable
set search_path = ''
as $$
  select count(*) filter (where o.status <> 'canceled'),
         coalesce(sum(o.total_cents) filter (where o.status <> 'canceled'), 0)::bigint,
         count(*) filter (where o.status = 'canceled'),
         min(o.placed_at), max(o.placed_at),
         (array_agg(o.notes order by o.placed_at desc) filter (where nullif(btrim(o.notes), '') is not null))[1:10]
  from public.orders o
  where public.phone_digits(o.customer_phone) = public.phone_digits(p_phone)
    and public.phone_digits(p_phone) <> ''
$$;
revoke execute on function public.customer_orders(text, integer, timestamptz), public.customer_summary(text) from public, anon;
grant execute on function public.customer_orders(text, integer, timestamptz), public.customer_summary(text)
  to authenticated, service_role;

