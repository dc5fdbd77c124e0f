-- Issue 32: the business day. A shop open until 02:00 has one day: a business day runs from the shop's
-- business_day_end (a whole hour, 00:00..12:00, default 05:00) on its date to that hour the next day, in
-- Europe/Amsterdam wall-clock time, so a daylight-saving night is simply a 23- or 25-hour day.

alter table public.shop_settings
  add column business_day_end time not null default '05:00'
    constraint shop_settings_business_day_end_whole_hour_to_noon
    check (extract(minute from business_day_end) = 0 and extract(second from business_day_end) = 0
           and business_day_end <= time '12:00');

grant update (business_day_end) on public.shop_settings to authenticated;

-- The business day a moment belongs to.
create function public.business_date(p_at timestamptz, p_end time)
returns date
language sql
immutable
parallel safe
set search_path = ''
as $$
  select ((p_at at time zone 'Europe/Amsterdam') - (p_end - time '00:00'))::date
$$;

-- The moment a business day starts (the previous one ends there).
create function public.business_day_start(p_date date, p_end time)
returns timestamptz
language sql
immutable
parallel safe
set search_path = ''
as $$
  select (p_date + p_end) at time zone 'Europe/Amsterdam'
$$;

-- The hour a company's business day ends (05:00 when it has no settings row).
create function public.business_day_end_of(p_company uuid)
returns time
language sql
stable
set search_path = ''
as $$
  select coalesce((select s.business_day_end from public.shop_settings s where s.company_id = p_company),
                  time '05:00')
$$;

grant execute on function public.business_date(timestamptz, time), public.business_day_start(date, time)
  to anon, authenticated, service_role;
revoke all on function public.business_day_end_of(uuid) from public, anon;
grant execute on function public.business_day_end_of(uuid) to authenticated, service_role;

comment on column public.shop_settings.business_day_end is
  'The hour (Europe/Amsterdam) a business day ends and the next starts: figures and day closings count by it.';
