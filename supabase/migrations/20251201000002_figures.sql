-- Issue 32: the figures (DESIGN section 11). These functions are the authority for every period but the
-- device's own "today". Money per order line: BTW from the line's snapshotted rate (9 where none was
-- recorded); an order's discount lowers its lines in proportion (cumulative rounding, so the shares add
-- up to the discount exactly); the delivery fee is turnover at the 9% of the food it delivers; a tip is
-- no turnover. BTW is included in the prices: BTW = round(incl * rate / (100 + rate)) per line.
-- gross = paid_online + to_collect + refunded; turnover_incl = gross - tips = turnover_excl + BTW.

-- The moments business days p_from..p_to start and end (computed once per call, so the
-- (company_id, placed_at) index finds the orders), and the company's day end.
create function public.figure_bounds(p_company uuid, p_from date, p_to date)
returns table (day_end time, lo timestamptz, hi timestamptz)
language sql
stable
set search_path = ''
as $$
  select e.day_end, public.business_day_start(p_from, e.day_end), public.business_day_start(p_to + 1, e.day_end)
  from (select public.business_day_end_of(p_company) as day_end) e
$$;

-- Everything revenue_figures and the day closings report for business days p_from..p_to, in one pass
-- over the orders: money per day (every day, also one without orders) and for the range, cancellations
-- per reason ('Anders: …' counted as 'Anders'), orders per weekday (1 = Monday … 7 = Sunday) and hour of
-- the Amsterdam clock, and the speed: placed → accepted and accepted → ready (the first ready_* step) in
-- seconds, median and 90th percentile, from the audit trail, and the share ready by the promised time.
create function public.figure_report(p_company uuid, p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
-- JIT compiling this one query took longer than running it (PostgreSQL 15: 1.4 s against 0.2 s).
set jit = off
set work_mem = '64MB'
as $$
  with b as materialized (select * from public.figure_bounds(p_company, p_from, p_to)),
  o as materialized (
    select o.id, o.status, o.payment_status, o.delivery_type, o.placed_at, o.promised_at, o.cancel_reason,
           o.total_cents, o.tip_cents, o.delivery_fee_cents, o.discount_cents, o.status <> 'canceled' as counts,
           ((o.placed_at at time zone 'Europe/Amsterdam') - (b.day_end - time '00:00'))::date as bdate
    from b join public.orders o
      on o.company_id = p_company and o.placed_at >= b.lo and o.placed_at < b.hi and o.deleted_at is null
  ),
  -- Lines of orders without a discount count whole; a discount is shared out over its order's lines
  -- by cumulative rounding (the shares add up to it exactly), only where there is one.
  lines as (
    select i.order_id, coalesce(i.vat_rate, 9) as rate, i.line_total_cents::numeric as incl
    from o join public.order_items i on i.order_id = o.id
    where o.counts and o.discount_cents = 0
    union all
    select order_id, rate, amount - (round(discount * cum / lines_total) - round(discount * (cum - amount) / lines_total))
    from (
      select i.order_id, coalesce(i.vat_rate, 9) as rate, i.line_total_cents::numeric as amount,
             sum(i.line_total_cents) over (partition by i.order_id order by i.id
                                           rows between unbounded preceding and current row)::numeric as cum,
             sum(i.line_total_cents) over (partition by i.order_id)::numeric as lines_total,
             least(o.discount_cents, sum(i.line_total_cents) over (partition by i.order_id))::numeric as discount
      from o join public.order_items i on i.order_id = o.id
      where o.counts and o.discount_cents > 0
    ) d
    where lines_total > 0
    union all
    select o.id, 9, o.delivery_fee_cents from o where o.counts and o.delivery_fee_cents > 0
  ),
  money as (
    select order_id,
           sum(incl) filter (where rate = 9) as incl9, sum(incl) filter (where rate = 21) as incl21,
           sum(round(incl * rate / (100 + rate))) filter (where rate = 9) as vat9,
           sum(round(incl * rate / (100 + rate))) filter (where rate = 21) as vat21
    from lines group by order_id
  ),
  k as (
    select case when grouping(d.day) = 0 then d.day::date end as bdate,
           count(o.id) filter (where o.counts) as orders,
           coalesce(sum(o.total_cents) filter (where o.counts), 0) as gross,
           coalesce(sum(o.tip_cents) filter (where o.counts), 0) as tips,
           coalesce(sum(o.delivery_fee_cents) filter (where o.counts), 0) as fees,
           coalesce(sum(o.discount_cents) filter (where o.counts), 0) as discounts,
           coalesce(sum(m.incl9), 0) as incl9, coalesce(sum(m.incl21), 0) as incl21,
           coalesce(sum(m.vat9), 0) as vat9, coalesce(sum(m.vat21), 0) as vat21,
           coalesce(sum(o.total_cents) filter (where o.counts and o.payment_status = 'paid'), 0) as paid,
           coalesce(sum(o.total_cents) filter (where o.counts and o.payment_status = 'refunded'), 0) as refunded,
           count(o.id) filter (where o.counts and o.delivery_type = 'pickup') as pickup,
           count(o.id) filter (where o.counts and o.delivery_type = 'delivery') as delivery,
           count(o.id) filter (where not o.counts) as canceled,
           coalesce(sum(o.total_cents) filter (where not o.counts), 0) as canceled_cents
    from generate_series(p_from, p_to, interval '1 day') as d (day)
    left join o on o.bdate = d.day::date
    left join money m on m.order_id = o.id
    group by grouping sets ((d.day), ())
  ),
  days as (
    select bdate, jsonb_build_object(
      'orders', orders, 'gross_cents', gross, 'tip_cents', tips, 'delivery_fee_cents', fees,
      'discount_cents', discounts, 'turnover_incl_cents', gross - tips,
      'turnover_excl_cents', incl9 + incl21 - vat9 - vat21,
      'incl_cents_by_rate', jsonb_build_object('9', incl9, '21', incl21),
      'vat_cents_by_rate', jsonb_build_object('9', vat9, '21', vat21),
      'excl_cents_by_rate', jsonb_build_object('9', incl9 - vat9, '21', incl21 - vat21),
      'paid_online_cents', paid, 'refunded_cents', refunded, 'to_collect_cents', gross - paid - refunded,
      'average_order_cents', case when orders = 0 then 0 else round(gross::numeric / orders)::bigint end,
      'pickup', pickup, 'delivery', delivery, 'canceled', canceled, 'canceled_cents', canceled_cents) as money
    from k
  ),
  reasons as (
    select case when cancel_reason like 'Anders:%' then 'Anders' else coalesce(cancel_reason, '') end as reason,
           count(*) as n, sum(total_cents) as cents
    from o where not o.counts group by 1
  ),
  times as (
    select o.placed_at, o.promised_at,
           min(e.at) filter (where e.action = 'accepted') as accepted_at,
           min(e.at) filter (where e.new ->> 'status' in ('ready_pickup', 'ready_delivery')) as ready_at
    from o join public.audit_events e on e.order_id = o.id and e.entity = 'orders'
    where o.counts and (e.action = 'accepted' or e.action = 'status')
    group by o.id, o.placed_at, o.promised_at
  ),
  speed as (
    select percentile_cont(0.5) within group (order by extract(epoch from accepted_at - placed_at)) as accept_median,
           percentile_cont(0.9) within group (order by extract(epoch from accepted_at - placed_at)) as accept_p90,
           percentile_cont(0.5) within group (order by extract(epoch from ready_at - accepted_at)) as ready_median,
           percentile_cont(0.9) within group (order by extract(epoch from ready_at - accepted_at)) as ready_p90,
           count(*) filter (where ready_at is not null and promised_at is not null) as promised,
           count(*) filter (where ready_at <= promised_at) as on_time
    from times
  ),
  hours as (
    select extract(isodow from placed_at at time zone 'Europe/Amsterdam')::int as weekday,
           extract(hour from placed_at at time zone 'Europe/Amsterdam')::int as hour, count(*) as n
    from o where o.counts group by 1, 2
  )
  select jsonb_build_object(
    'days', (select jsonb_agg(money || jsonb_build_object('business_date', bdate) order by bdate)
             from days where bdate is not null),
    'total', (select money from days where bdate is null),
    'cancel_reasons', (select coalesce(jsonb_agg(jsonb_build_object('reason', reason, 'count', n, 'cents', cents)
                                                 order by n desc, reason), '[]') from reasons),
    'activity', (select jsonb_build_object(
      'hours', (select coalesce(jsonb_agg(jsonb_build_object('weekday', weekday, 'hour', hour, 'orders', n)
                                          order by weekday, hour), '[]') from hours),
      'accept_median_s', round(accept_median::numeric), 'accept_p90_s', round(accept_p90::numeric),
      'ready_median_s', round(ready_median::numeric), 'ready_p90_s', round(ready_p90::numeric),
      'promised', promised, 'on_time', on_time,
      'on_time_share', case when promised = 0 then null else round(on_time::numeric / promised, 4) end)
      from speed))
$$;

-- The range a caller asks for, checked: p_from <= p_to, at most 366 days.
create function public.figure_range_check(p_from date, p_to date)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'figures need a range of business days: from % to %', p_from, p_to
      using errcode = '22023', hint = 'range_invalid';
  elsif p_to - p_from > 365 then
    raise exception 'figures cover at most 366 business days, not %', p_to - p_from + 1
      using errcode = '22023', hint = 'range_too_long';
  end if;
end
$$;

-- The caller's company when their role has the flag; 42501 otherwise.
create function public.figure_company(p_flag text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_company uuid := public.current_company_id();
begin
  if v_company is null or not public.has_permission(v_company, p_flag) then
    raise exception 'permission denied: these figures need %', p_flag using errcode = '42501';
  end if;
  return v_company;
end
$$;

revoke all on function public.figure_bounds(uuid, date, date), public.figure_report(uuid, date, date),
  public.figure_range_check(date, date), public.figure_company(text) from public, anon, authenticated;
