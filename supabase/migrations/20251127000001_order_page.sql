-- One page of orders with their lines, carts, cart lines and print jobs (issue 14): the sign-in's
-- essentials and the history download read the order window a page at a time, newest first by
-- (placed_at, id). Embedding the children through PostgREST (orders?select=*,order_items(*),...) runs
-- one subquery per order and table; this reads each table once for the whole page, which halves the
-- server's time per page. Row level security applies as to the tables themselves (security invoker).
--
--   p_company          the company's orders
--   p_limit            orders in the page (1..1000)
--   p_after_placed_at,
--   p_after_id         the keyset position: only orders after it in (placed_at desc, id desc) order
--   p_placed_from,
--   p_placed_before    only orders placed in [from, before)
--   p_statuses,
--   p_placed_since     only orders with one of these statuses or placed since then (the essentials)
--
-- Returns {"orders": [...], "order_items": [...], "carts": [...], "cart_items": [...], "print_jobs": [...]},
-- every row with all its columns, the orders in page order.

create or replace function public.order_page(
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
  v_page json;
begin
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'order_page: p_limit must be from 1 to 1000, not %', p_limit using errcode = '22023';
  end if;
  if (p_after_placed_at is null) <> (p_after_id is null) then
    raise exception 'order_page: p_after_placed_at and p_after_id go together' using errcode = '22023';
  end if;
  with page as (
    select o.*
    from public.orders o
    where o.company_id = p_company
      and o.placed_at >= coalesce(p_placed_from, '-infinity')
      and o.placed_at < coalesce(p_placed_before, 'infinity')
      and o.placed_at <= coalesce(p_after_placed_at, 'infinity')
      and (p_after_placed_at is null or o.placed_at < p_after_placed_at or o.id < p_after_id)
      and (p_statuses is null or o.status = any (p_statuses) or o.placed_at >= p_placed_since)
    order by o.placed_at desc, o.id desc
    limit p_limit
  )
  select json_build_object(
    'orders', coalesce((select json_agg(page order by page.placed_at desc, page.id desc) from page), '[]'),
    'order_items', coalesce((select json_agg(i) from public.order_items i where i.order_id in (select id from page)), '[]'),
    'carts', coalesce((select json_agg(c) from public.carts c where c.id in (select cart_id from page)), '[]'),
    'cart_items', coalesce((select json_agg(ci) from public.cart_items ci where ci.cart_id in (select cart_id from page)), '[]'),
    'print_jobs', coalesce((select json_agg(j) from public.print_jobs j where j.order_id in (select id from page)), '[]')
  ) into v_page;
  return v_page;
end
$$;

revoke execute on function public.order_page(uuid, integer, timestamptz, uuid, timestamptz, timestamptz, text[], timestamptz) from public, anon;
grant execute on function public.order_page(uuid, integer, timestamptz, uuid, timestamptz, timestamptz, text[], timestamptz) to authenticated;
