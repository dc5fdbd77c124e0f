-- Issue 32: the figures staff ask for (DESIGN section 11), on the inner functions of 20251201000002:
-- revenue_figures (with the activity: orders per weekday and hour, speed) needs
-- can_view_revenue_statistics, product_figures can_view_product_statistics.

-- Money figures (needs can_view_revenue_statistics): per business day and for the range.
create function public.revenue_figures(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_company uuid := public.figure_company('can_view_revenue_statistics');
begin
  perform public.figure_range_check(p_from, p_to);
  return jsonb_build_object('from', p_from, 'to', p_to,
    'business_day_end', to_char(public.business_day_end_of(v_company), 'HH24:MI'))
    || public.figure_report(v_company, p_from, p_to);
end
$$;

-- Product figures (needs can_view_product_statistics): products and option values sold, by quantity;
-- turnover is the lines' own amount (quantity × price with options; an option value: quantity × its price).
create function public.product_figures(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
declare
  v_company uuid := public.figure_company('can_view_product_statistics');
begin
  perform public.figure_range_check(p_from, p_to);
  return (
    with o as (
      select o.id from public.figure_bounds(v_company, p_from, p_to) b
      join public.orders o on o.company_id = v_company and o.placed_at >= b.lo and o.placed_at < b.hi
        and o.deleted_at is null and o.status <> 'canceled'
    ),
    lines as (
      select i.*, c.customizations_json as chosen
      from o join public.order_items i on i.order_id = o.id
      left join public.cart_items c on c.id = i.cart_item_id
    ),
    products as (
      select l.product_id, coalesce(max(p.name), max(l.name_snapshot)) as name, sum(l.qty) as qty,
             sum(l.line_total_cents) as cents
      from lines l left join public.products p on p.id = l.product_id
      group by l.product_id, case when l.product_id is null then l.name_snapshot end
    ),
    choices as (
      select (c ->> 'value_id')::uuid as value_id, max(c ->> 'group') as group_name, max(c ->> 'value') as name,
             sum(l.qty) as qty, sum(l.qty * coalesce((c ->> 'price_delta_cents')::integer, 0)) as cents
      from lines l cross join lateral jsonb_array_elements(
        case when jsonb_typeof(l.chosen) = 'array' then l.chosen else '[]' end) c
      where c ? 'value_id'
      group by 1
    )
    select jsonb_build_object(
      'from', p_from, 'to', p_to, 'orders', (select count(*) from o),
      'products', (select coalesce(jsonb_agg(jsonb_build_object('product_id', product_id, 'name', name,
                     'qty', qty, 'turnover_cents', cents) order by qty desc, cents desc, name), '[]') from products),
      'option_values', (select coalesce(jsonb_agg(jsonb_build_object('value_id', value_id, 'group', group_name,
                          'name', name, 'qty', qty, 'turnover_cents', cents) order by qty desc, name), '[]')
                        from choices)));
end
$$;

revoke all on function public.revenue_figures(date, date), public.product_figures(date, date) from public, anon;
grant execute on function public.revenue_figures(date, date), public.product_figures(date, date)
  to authenticated, service_role;
