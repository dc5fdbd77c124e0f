-- Issue 32: the dagafsluiting (Z-rapport). close_day stores a business day's totals once, numbered
-- 1, 2, 3 … per company without gaps (the company row is locked while the next number is taken, and a
-- failed closing rolls its number back with it). A closing is final: no role changes or deletes one.
-- day_report is the X-rapport: the same totals at any moment, not numbered, not stored.
-- Mirrored like audit_events (append-only): updated_at and version for the sync cursor, no deleted_at.

create table public.day_closings (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id),
  number integer not null check (number >= 1),
  business_date date not null,
  totals jsonb not null,
  closed_by uuid,
  device_id text check (char_length(device_id) <= 100),
  closed_at timestamptz not null default now(),
  updated_at timestamptz not null default clock_timestamp(),
  version bigint not null default 1,
  constraint day_closings_number_once unique (company_id, number),
  constraint day_closings_day_once unique (company_id, business_date)
);
create index day_closings_updated_at_id_idx on public.day_closings (updated_at, id);

create function public.tg_day_closings_final()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'day closings are final: a closing is never changed or deleted'
    using errcode = '42501', hint = 'day_closing_final';
end
$$;
create trigger day_closings_final before update or delete on public.day_closings
  for each row execute function public.tg_day_closings_final();
create trigger day_closings_final_truncate before truncate on public.day_closings
  for each statement execute function public.tg_day_closings_final();

alter table public.day_closings enable row level security;
-- Nobody writes through the API: close_day (security definer) inserts; the trigger refuses the rest.
revoke all on table public.day_closings from anon, authenticated, service_role;
grant select on table public.day_closings to authenticated, service_role;
create policy day_closings_select on public.day_closings
  for select to authenticated
  using (company_id = any ((select public.permitted_company_ids('can_view_revenue_statistics'))::uuid[]));

alter publication supabase_realtime add table public.day_closings;

-- A business day's totals (the money figures of that day, and its cancellations per reason).
create function public.day_totals(p_company uuid, p_date date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select r -> 'total' || jsonb_build_object(
    'business_date', p_date, 'business_day_end', to_char(public.business_day_end_of(p_company), 'HH24:MI'),
    'cancel_reasons', r -> 'cancel_reasons')
  from public.figure_report(p_company, p_date, p_date) r
$$;

-- The orders of a business day not yet finished (neither delivered, picked up nor cancelled).
create function public.day_open_orders(p_company uuid, p_date date)
returns uuid[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(o.id order by o.placed_at), '{}')
  from public.figure_bounds(p_company, p_date, p_date) b
  join public.orders o on o.company_id = p_company and o.placed_at >= b.lo and o.placed_at < b.hi
    and o.deleted_at is null and o.status not in ('delivered', 'picked_up', 'canceled')
$$;

-- The X-rapport (needs can_view_revenue_statistics): the totals so far and the orders still open.
create function public.day_report(p_business_date date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_company uuid := public.figure_company('can_view_revenue_statistics');
begin
  perform public.figure_range_check(p_business_date, p_business_date);
  return jsonb_build_object('business_date', p_business_date, 'at', now(),
    'totals', public.day_totals(v_company, p_business_date),
    'open_orders', to_jsonb(public.day_open_orders(v_company, p_business_date)),
    'closing', (select to_jsonb(c) - 'totals' from public.day_closings c
                where c.company_id = v_company and c.business_date = p_business_date));
end
$$;

-- The Z-rapport: closes a business day (needs can_manage_settings and can_view_revenue_statistics).
create function public.close_day(p_business_date date)
returns public.day_closings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_company uuid := public.figure_company('can_view_revenue_statistics');
  v_today date;
  v_open uuid[];
  v_row public.day_closings;
begin
  if not public.has_permission(v_company, 'can_manage_settings') then
    raise exception 'permission denied: closing a day needs can_manage_settings' using errcode = '42501';
  end if;
  v_today := public.business_date(now(), public.business_day_end_of(v_company));
  if p_business_date is null or p_business_date > v_today then
    raise exception 'business day % has not started yet (today is %)', p_business_date, v_today
      using errcode = '22023', hint = 'day_not_started';
  end if;
  -- One closing at a time per company: the next number is taken with the company row locked.
  perform 1 from public.companies where id = v_company for update;
  select * into v_row from public.day_closings where company_id = v_company and business_date = p_business_date;
  if found then
    raise exception 'business day % is already closed (Z-rapport %)', p_business_date, v_row.number
      using errcode = '23505', hint = 'day_closed', detail = v_row.number::text;
  end if;
  v_open := public.day_open_orders(v_company, p_business_date);
  if cardinality(v_open) > 0 then
    raise exception 'business day % has % open order(s)', p_business_date, cardinality(v_open)
      using errcode = '55000', hint = 'day_has_open_orders', detail = to_jsonb(v_open)::text;
  end if;
  insert into public.day_closings (company_id, number, business_date, totals, closed_by, device_id)
  values (v_company,
          coalesce((select max(number) from public.day_closings where company_id = v_company), 0) + 1,
          p_business_date, public.day_totals(v_company, p_business_date), auth.uid(),
          left(public.request_device_id(), 100))
  returning * into v_row;
  return v_row;
end
$$;

revoke all on function public.day_totals(uuid, date), public.day_open_orders(uuid, date),
  public.tg_day_closings_final() from public, anon, authenticated;
revoke all on function public.day_report(date), public.close_day(date) from public, anon;
grant execute on function public.day_report(date), public.close_day(date) to authenticated, service_role;

comment on table public.day_closings is
  'Z-rapporten: a business day''s totals, numbered per company without gaps. Final: never changed or deleted.';
