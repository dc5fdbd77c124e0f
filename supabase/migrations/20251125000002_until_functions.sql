-- Issue 17, the functions that read or write shop_status.closed_until (columns: the migration before).
--
-- fn_is_open: as in migration 20251124000002 (presence), except that a shop_status closure with a
-- closed_until at or before p_at is over. The shop then follows its hours; when they say open, the
-- source is 'closure_expired' (open because the closure has ended), else the hours' own reason.
--
-- set_shop_status: one more named argument, p_closed_until (default null = until reopened by hand).
-- The three-argument function is dropped, not overloaded: with both, PostgREST could not choose for a
-- call with the spec's two named arguments (PGRST203).

create or replace function public.fn_is_open(p_at timestamptz default now(), p_company_slug text default null)
returns table (is_open boolean, source text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_company uuid;
  v_count bigint;
  v_at timestamptz := coalesce(p_at, now());
  v_local timestamp;
  v_dow integer;
  v_time time;
  v_today record;
  v_yesterday record;
  v_has_today boolean;
  v_open boolean := false;
  v_closure_expired boolean := false;
begin
  if p_company_slug is not null then
    select c.id into v_company
    from public.companies c
    where c.slug = p_company_slug and c.is_active and c.deleted_at is null;
  else
    v_company := public.current_company_id();
    if v_company is null then
      select (array_agg(c.id))[1], count(*) into v_company, v_count
      from public.companies c
      where c.is_active and c.deleted_at is null;
      if v_count <> 1 then
        v_company := null;
      end if;
    end if;
  end if;

  if v_company is null then
    return query select false, 'unknown_company'::text;
    return;
  end if;

  if exists (select 1 from public.shop_settings s
             where s.company_id = v_company and s.is_manually_closed and s.deleted_at is null) then
    return query select false, 'manual_closure'::text;
    return;
  end if;

  if exists (select 1 from public.shop_status st
             where st.company_id = v_company and st.is_closed and st.deleted_at is null
               and (st.closed_until is null or v_at < st.closed_until)) then
    return query select false, 'shop_status'::text;
    return;
  end if;
  v_closure_expired := exists (select 1 from public.shop_status st
                               where st.company_id = v_company and st.is_closed and st.deleted_at is null);

  v_local := v_at at time zone 'Europe/Amsterdam';
  v_dow := extract(dow from v_local)::integer;
  v_time := v_local::time;

  select h.open_time, h.close_time into v_today
  from public.opening_hours h
  where h.company_id = v_company and h.weekday = v_dow and h.is_active and h.deleted_at is null;
  v_has_today := found;

  if v_has_today and (
       (v_today.close_time > v_today.open_time
          and v_time >= v_today.open_time and v_time < v_today.close_time)
    or (v_today.close_time <= v_today.open_time and v_time >= v_today.open_time)
  ) then
    v_open := true;
  else
    select h.open_time, h.close_time into v_yesterday
    from public.opening_hours h
    where h.company_id = v_company and h.weekday = (v_dow + 6) % 7 and h.is_active and h.deleted_at is null;
    v_open := found and v_yesterday.close_time <= v_yesterday.open_time and v_time < v_yesterday.close_time;
  end if;

  if v_open then
    if exists (select 1 from public.shop_settings s
               where s.company_id = v_company and s.auto_close_without_device and s.deleted_at is null)
       and not exists (select 1 from public.staff_devices d
                       where d.company_id = v_company and d.deleted_at is null
                         and d.last_seen_at >= v_at - interval '3 minutes') then
      return query select false, 'no_device'::text;
      return;
    end if;
    return query select true, case when v_closure_expired then 'closure_expired' else 'opening_hours' end;
    return;
  end if;

  if not v_has_today then
    return query select false, 'closed_today'::text;
  else
    return query select false, 'outside_hours'::text;
  end if;
end
$$;
comment on function public.fn_is_open(timestamptz, text) is
  'Whether the shop is open at p_at and why: manual_closure, shop_status, opening_hours, closure_expired, no_device, closed_today, outside_hours, unknown_company.';

-- ---------------------------------------------------------------------------------------------------
-- set_shop_status(p_is_closed, p_exception_note, p_mutation_id, p_closed_until) -> the caller's
-- company's shop_status row. As in migration 03, plus p_closed_until: only with p_is_closed = true
-- (else 22023); on the 30-minute grid and later than now() (23514, from the table's constraint and
-- trigger). Every call sets the whole closure: a call without p_closed_until closes until reopened.
-- ---------------------------------------------------------------------------------------------------
drop function public.set_shop_status(boolean, text, uuid);

create function public.set_shop_status(
  p_is_closed boolean,
  p_exception_note text default null,
  p_mutation_id uuid default null,
  p_closed_until timestamptz default null
)
returns public.shop_status
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_company uuid := public.current_company_id();
  v_note text := nullif(regexp_replace(coalesce(p_exception_note, ''), '^\s+|\s+$', '', 'g'), '');
  v_row public.shop_status;
begin
  if v_company is null or not public.has_permission(v_company, 'can_manage_settings') then
    raise exception 'permission denied: changing the shop status needs can_manage_settings'
      using errcode = '42501';
  end if;
  if p_is_closed is null then
    raise exception 'p_is_closed must be true or false, not null' using errcode = '22004';
  end if;
  if not p_is_closed and p_closed_until is not null then
    raise exception 'p_closed_until is only allowed when closing the shop (p_is_closed = true)'
      using errcode = '22023';
  end if;
  if char_length(v_note) > 200 then
    raise exception 'exception_note is too long: % characters, at most 200 allowed', char_length(v_note)
      using errcode = '22001';
  end if;

  insert into public.shop_status as s (company_id, is_closed, exception_note, closed_until, last_mutation_id)
  values (v_company, p_is_closed, v_note, p_closed_until, p_mutation_id)
  on conflict (company_id) do update
    set is_closed = excluded.is_closed,
        exception_note = excluded.exception_note,
        closed_until = excluded.closed_until,
        last_mutation_id = excluded.last_mutation_id,
        deleted_at = null
  returning s.* into v_row;
  -- A resent call is skipped by the applied-mutations ledger (migration 06): answer with the row.
  if v_row.id is null then
    select * into v_row from public.shop_status s where s.company_id = v_company;
  end if;
  return v_row;
end
$$;
comment on function public.set_shop_status(boolean, text, uuid, timestamptz) is
  'Opens or closes the caller''s shop with an optional reason (at most 200 characters) and an optional end (closed_until); returns the row.';

revoke all on function public.set_shop_status(boolean, text, uuid, timestamptz) from public, anon;
grant execute on function public.set_shop_status(boolean, text, uuid, timestamptz) to authenticated, service_role;
