-- Issue 32: the figures staff ask for (DESIGN section 11), on the inner functions of 20251201000002:
-- revenue_figures needs can_view_revenue_statistics, product_figures can_view_product_statistics; both
-- carry the activity (orders per weekday and hour, speed), which shows no money.

-- When and how fast: orders (not cancelled) per weekday (1 = Monday … 7 = Sunday) and hour of the
-- Amsterdam clock; placed → accepted and accepted → ready (the first ready_* step) in seconds, median
-- and 90th percentile, from the audit trail; the share of orders ready by their promised time.
create function public.figure_activity(p_company uuid, p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with o as (
    select f.id, f.placed_at, f.promised_at from public.figure_orders(p_company, p_from, p_to) f
    where f.status <> 'canceled'
  ),
  t as (
    select o.id, o.placed_at, o.promised_at,
           min(e.at) filter (where e.action = 'accepted') as accepted_at,
           min(e.at) filter (where e.new ->> 'status' in ('ready_pickup', 'ready_delivery')) as ready_at
    from o left join public.audit_events e on e.order_id = o.id and e.entity = 'orders'
    group by o.id, o.placed_at, o.promised_at
  ),
  s as (
    select percentile_cont(0.5) within group (order by extract(epoch from accepted_at - placed_at)) as accept_median,
           percentile_cont(0.9) within group (order by extract(epoch from accepted_at - placed_at)) as accept_p90,
           percentile_cont(0.5) within group (order by extract(epoch from ready_at - accepted_at)) as ready_median,
           percentile_cont(0.9) within group (order by extract(epoch from ready_at - accepted_at)) as ready_p90,
           count(*) filter (where ready_at is not null and promised_at is not null) as promised,
           count(*) filter (where ready_at <= promised_at) as on_time
    from t
  ),
  h as (
    select extract(isodow from placed_at at time zone 'Europe/Amsterdam')::int as weekday,
           extract(hour from placed_at at time zone 'Europe/Amsterdam')::int as hour, count(*) as n
    from o group by 1, 2
  )
  select jsonb_build_object(
    'hours', (select coalesce(jsonb_agg(jsonb_build_object('weekday', weekday, 'hour', hour, 'orders', n)
                                        order by weekday, hour), '[]') from h),
    'accept_median_s', round(accept_median::numeric), 'accept_p90_s', round(accept_p90::numeric),
    'ready_median_s', round(ready_median::numeric), 'ready_p90_s', round(ready_p90::numeric),
    'promised', promised, 'on_time', on_time,
    'on_time_share', case when promised = 0 then null else round(on_time::numeric / promised, 4) end)
  from s
$$;

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
  return jsonb_build_object(
    'from', p_from, 'to', p_to, 'business_day_end', to_char(public.business_day_end_of(v_company), 'HH24:MI'),
    'days', (select jsonb_agg(money || jsonb_build_object('business_date', business_date) order by business_date)
             from public.figure_days(v_company, p_from, p_to) where business_date is not null),
    'total', (select money from public.figure_days(v_company, p_from, p_to) where business_date is null),
    'cancel_reasons', public.figure_cancel_reasons(v_company, p_from, p_to),
    'activity', public.figure_activity(v_company, p_from, p_to));
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
as $$
declare
  v_company uuid := public.figure_company('can_view_product_statistics');
begin
  perform public.figure_range_check(p_from, p_to);
  return (
    with o as (
      select f.id from public.figure_orders(v_company, p_from, p_to) f where f.status <> 'canceled'
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
                        from choices),
      'activity', public.figure_activity(v_company, p_from, p_to)));
end
$$;

revoke all on function public.figure_activity(uuid, date, date) from public, anon, authenticated;
revoke all on function public.revenue_figures(date, date), public.product_figures(date, date) from public, anon;
grant execute on function public.revenue_figures(date, date), public.product_figures(date, date)
  to authenticated, service_role;
