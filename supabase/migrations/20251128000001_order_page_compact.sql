-- The page of order_page (migration 20251127000001) with each table's rows as arrays of values and
-- their column names once (issue 14). In order_page's answer the column names come again on every
-- row: 40% of a page's bytes, each made by the server, carried, and parsed by the tablet on its main
-- thread. order_page stays as it is for app versions that still call it.
--
-- Arguments, rows, paging, row level security and refusals as order_page. Returns
--   {"columns": {"orders": ["id", …], "order_items": […], "carts": […], "cart_items": […], "print_jobs": […]},
--    "orders": [[…], …], "order_items": [[…], …], "carts": […], "cart_items": […], "print_jobs": […]}
-- where each row holds the values of its table's columns in that order (every column of the table,
-- read from the catalogue, so a column added later comes along without changing this function).

create or replace function public.order_page_compact(
  p_company uuid,
  p_limit integer,
  p_after_placed_at timestamptz default null,
  p_after_id uuid default null,
  p_placed_from timestamptz default null,
  p_placed_before timestamptz default null,
  p_statuses text[] default null,
  p_placed_since timestamptz default null
)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tables constant text[] := array['orders', 'order_items', 'carts', 'cart_items', 'print_jobs'];
  v_columns json;
  v_values text[] := '{}';
  v_table text;
  v_page json;
begin
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'order_page_compact: p_limit must be from 1 to 1000, not %', p_limit using errcode = '22023';
  end if;
  if (p_after_placed_at is null) <> (p_after_id is null) then
    raise exception 'order_page_compact: p_after_placed_at and p_after_id go together' using errcode = '22023';
  end if;
  -- Per table its columns in table order: the names for the answer, and the array of a row's values.
  select json_object_agg(t.name, (
    select json_agg(a.attname order by a.attnum) from pg_catalog.pg_attribute a
    where a.attrelid = format('public.%I', t.name)::regclass and a.attnum > 0 and not a.attisdropped
  )) into v_columns from unnest(v_tables) as t(name);
  foreach v_table in array v_tables loop
    v_values := v_values || (
      select format('json_build_array(%s)', string_agg(format('r.%I', a.attname), ', ' order by a.attnum))
      from pg_catalog.pg_attribute a
      where a.attrelid = format('public.%I', v_table)::regclass and a.attnum > 0 and not a.attisdropped
    );
  end loop;
  execute format($page$
    with page as (
      select o.*
      from public.orders o
      where o.company_id = $1
        and o.placed_at >= coalesce($5, '-infinity')
        and o.placed_at < coalesce($6, 'infinity')
        and o.placed_at <= coalesce($3, 'infinity')
        and ($3 is null or o.placed_at < $3 or o.id < $4)
        and ($7 is null or o.status = any ($7) or o.placed_at >= $8)
      order by o.placed_at desc, o.id desc
      limit $2
    )
    select json_build_object(
      'columns', $9,
      'orders', coalesce((select json_agg(%1$s order by r.placed_at desc, r.id desc) from page r), '[]'),
      'order_items', coalesce((select json_agg(%2$s) from public.order_items r where r.order_id in (select id from page)), '[]'),
      'carts', coalesce((select json_agg(%3$s) from public.carts r where r.id in (select cart_id from page)), '[]'),
      'cart_items', coalesce((select json_agg(%4$s) from public.cart_items r where r.cart_id in (select cart_id from page)), '[]'),
      'print_jobs', coalesce((select json_agg(%5$s) from public.print_jobs r where r.order_id in (select id from page)), '[]')
    )$page$, v_values[1], v_values[2], v_values[3], v_values[4], v_values[5])
  into v_page
  using p_company, p_limit, p_after_placed_at, p_after_id, p_placed_from, p_placed_before, p_statuses, p_placed_since, v_columns;
  return v_page;
end
$$;

revoke execute on function public.order_page_compact(uuid, integer, timestamptz, uuid, timestamptz, timestamptz, text[], timestamptz) from public, anon;
grant execute on function public.order_page_compact(uuid, integer, timestamptz, uuid, timestamptz, timestamptz, text[], timestamptz) to authenticated;
