-- Issue 32: the figures (DESIGN section 11). These functions are the authority for every period but the
-- device's own "today". Money per order line: BTW from the line's snapshotted rate (9 where none was
-- recorded); an order's discount lowers its lines in proportion (cumulative rounding, so the shares add
-- up to the discount exactly); the delivery fee is turnover at the 9% of the food it delivers; a tip is
-- no turnover. BTW is included in the prices: BTW = round(incl * rate / (100 + rate)) per line.
-- gross = paid_online + to_collect + refunded; turnover_incl = gross - tips = turnover_excl + BTW.

-- Every order of a company placed in the business days p_from..p_to, with its money by rate.
create function public.figure_orders(p_company uuid, p_from date, p_to date)
returns table (
  id uuid, business_date date, status text, payment_status text, delivery_type text, placed_at timestamptz,
  promised_at timestamptz, cancel_reason text, total_cents integer, tip_cents integer,
  delivery_fee_cents integer, discount_cents integer, incl9 bigint, incl21 bigint, vat9 bigint, vat21 bigint)
language sql
stable
set search_path = ''
as $$
  with o as (
    select o.*, public.business_date(o.placed_at, e.day_end) as bdate
    from (select public.business_day_end_of(p_company) as day_end) e
    join public.orders o
      on o.company_id = p_company and o.deleted_at is null
     and o.placed_at >= public.business_day_start(p_from, e.day_end)
     and o.placed_at < public.business_day_start(p_to + 1, e.day_end)
  ),
  items as (
    select i.order_id, coalesce(i.vat_rate, 9) as rate, i.line_total_cents::numeric as amount,
           sum(i.line_total_cents) over (partition by i.order_id order by i.id
                                         rows between unbounded preceding and current row)::numeric as cum,
           sum(i.line_total_cents) over (partition by i.order_id)::numeric as lines_total,
           least(o.discount_cents, sum(i.line_total_cents) over (partition by i.order_id))::numeric as discount
    from public.order_items i
    join o on o.id = i.order_id and o.status <> 'canceled'
  ),
  lines as (
    select order_id, rate,
           amount - case when lines_total = 0 then 0
                         else round(discount * cum / lines_total) - round(discount * (cum - amount) / lines_total)
                    end as incl
    from items
    union all
    select o.id, 9, o.delivery_fee_cents from o where o.status <> 'canceled' and o.delivery_fee_cents > 0
  ),
  money as (
    select order_id,
           sum(incl) filter (where rate = 9) as incl9, sum(incl) filter (where rate = 21) as incl21,
           sum(round(incl * rate / (100 + rate))) filter (where rate = 9) as vat9,
           sum(round(incl * rate / (100 + rate))) filter (where rate = 21) as vat21
    from lines group by order_id
  )
  select o.id, o.bdate, o.status, o.payment_status, o.delivery_type, o.placed_at, o.promised_at, o.cancel_reason,
         o.total_cents, o.tip_cents, o.delivery_fee_cents, o.discount_cents,
         coalesce(m.incl9, 0)::bigint, coalesce(m.incl21, 0)::bigint, coalesce(m.vat9, 0)::bigint,
         coalesce(m.vat21, 0)::bigint
  from o left join money m on m.order_id = o.id
$$;

-- The money figures per business day of p_from..p_to (every day, also one without orders) and, with
-- business_date null, of the whole range.
create function public.figure_days(p_company uuid, p_from date, p_to date)
returns table (business_date date, money jsonb)
language sql
stable
set search_path = ''
as $$
  with r as (
    select d.day::date as bdate, f.*
    from generate_series(p_from, p_to, interval '1 day') as d (day)
    left join public.figure_orders(p_company, p_from, p_to) f on f.business_date = d.day::date
  ),
  k as (
    select case when grouping(bdate) = 0 then bdate end as bdate,
           count(*) filter (where status <> 'canceled') as orders,
           coalesce(sum(total_cents) filter (where status <> 'canceled'), 0) as gross,
           coalesce(sum(tip_cents) filter (where status <> 'canceled'), 0) as tips,
           coalesce(sum(delivery_fee_cents) filter (where status <> 'canceled'), 0) as fees,
           coalesce(sum(discount_cents) filter (where status <> 'canceled'), 0) as discounts,
           coalesce(sum(incl9), 0) as incl9, coalesce(sum(incl21), 0) as incl21,
           coalesce(sum(vat9), 0) as vat9, coalesce(sum(vat21), 0) as vat21,
           coalesce(sum(total_cents) filter (where status <> 'canceled' and payment_status = 'paid'), 0) as paid,
           coalesce(sum(total_cents) filter (where status <> 'canceled' and payment_status = 'refunded'), 0)
             as refunded,
           count(*) filter (where status <> 'canceled' and delivery_type = 'pickup') as pickup,
           count(*) filter (where status <> 'canceled' and delivery_type = 'delivery') as delivery,
           count(*) filter (where status = 'canceled') as canceled,
           coalesce(sum(total_cents) filter (where status = 'canceled'), 0) as canceled_cents
    from r
    group by grouping sets ((bdate), ())
  )
  select bdate, jsonb_build_object(
    'orders', orders, 'gross_cents', gross, 'tip_cents', tips, 'delivery_fee_cents', fees,
    'discount_cents', discounts, 'turnover_incl_cents', gross - tips,
    'turnover_excl_cents', incl9 + incl21 - vat9 - vat21,
    'incl_cents_by_rate', jsonb_build_object('9', incl9, '21', incl21),
    'vat_cents_by_rate', jsonb_build_object('9', vat9, '21', vat21),
    'excl_cents_by_rate', jsonb_build_object('9', incl9 - vat9, '21', incl21 - vat21),
    'paid_online_cents', paid, 'refunded_cents', refunded, 'to_collect_cents', gross - paid - refunded,
    'average_order_cents', case when orders = 0 then 0 else round(gross::numeric / orders)::bigint end,
    'pickup', pickup, 'delivery', delivery, 'canceled', canceled, 'canceled_cents', canceled_cents)
  from k
$$;

-- Cancellations of p_from..p_to per reason ('Anders: …' counted as 'Anders'), most first.
create function public.figure_cancel_reasons(p_company uuid, p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('reason', reason, 'count', n, 'cents', cents)
                            order by n desc, reason), '[]')
  from (
    select case when cancel_reason like 'Anders:%' then 'Anders' else coalesce(cancel_reason, '') end as reason,
           count(*) as n, sum(total_cents) as cents
    from public.figure_orders(p_company, p_from, p_to)
    where status = 'canceled'
    group by 1
  ) c
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

revoke all on function public.figure_orders(uuid, date, date), public.figure_days(uuid, date, date),
  public.figure_cancel_reasons(uuid, date, date), public.figure_range_check(date, date),
  public.figure_company(text) from public, anon, authenticated;
