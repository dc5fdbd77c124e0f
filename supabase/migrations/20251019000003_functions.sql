-- Functions: the permission helpers that row level security uses (spec section 6), the trigger that
-- copies sign-ins into public.users, the catalogue write guard, fn_is_open() and set_shop_status().
--
-- All SECURITY DEFINER functions pin search_path to '' and qualify every name, so a caller cannot
-- shadow a table or function with one of their own.

-- ---------------------------------------------------------------------------------------------------
-- Permission helpers. "Staff of a company" means: an ACTIVE public.users row with
-- user_main_id = auth.uid() for an ACTIVE company (neither soft-deleted).
-- Policies call the array-returning helpers as `company_id = any ((select public.staff_company_ids())::uuid[])`
-- so Postgres evaluates them once per statement (an InitPlan), not once per row; the cast keeps
-- `= any (...)` from reading the parenthesised select as a row subquery.
-- ---------------------------------------------------------------------------------------------------

create function public.staff_company_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(u.company_id order by u.company_id), '{}'::uuid[])
  from public.users u
  join public.companies c on c.id = u.company_id
  where u.user_main_id = auth.uid()
    and u.is_active and u.deleted_at is null
    and c.is_active and c.deleted_at is null
$$;
comment on function public.staff_company_ids() is
  'Companies where the caller has an active users row (company active too).';

create function public.staff_role_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(u.role_id order by u.role_id), '{}'::uuid[])
  from public.users u
  join public.companies c on c.id = u.company_id
  where u.user_main_id = auth.uid()
    and u.role_id is not null
    and u.is_active and u.deleted_at is null
    and c.is_active and c.deleted_at is null
$$;
comment on function public.staff_role_ids() is 'Roles attached to the caller''s active users rows.';

create function public.permitted_company_ids(variadic p_flags text[])
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  if exists (
    select 1 from unnest(p_flags) as f(flag)
    where f.flag is null or f.flag not in (
      'can_view_new_orders', 'can_view_order_history', 'can_manage_settings', 'can_edit_product_data',
      'can_change_product_status', 'can_view_product_statistics', 'can_view_revenue_statistics')
  ) then
    raise exception 'unknown permission flag in %', p_flags using errcode = '22023';
  end if;

  select coalesce(array_agg(u.company_id order by u.company_id), '{}'::uuid[])
  into v_ids
  from public.users u
  join public.companies c on c.id = u.company_id
  join public.roles r on r.id = u.role_id
  where u.user_main_id = auth.uid()
    and u.is_active and u.deleted_at is null
    and c.is_active and c.deleted_at is null
    and r.deleted_at is null
    and (
         ('can_view_new_orders' = any (p_flags) and r.can_view_new_orders)
      or ('can_view_order_history' = any (p_flags) and r.can_view_order_history)
      or ('can_manage_settings' = any (p_flags) and r.can_manage_settings)
      or ('can_edit_product_data' = any (p_flags) and r.can_edit_product_data)
      or ('can_change_product_status' = any (p_flags) and r.can_change_product_status)
      or ('can_view_product_statistics' = any (p_flags) and r.can_view_product_statistics)
      or ('can_view_revenue_statistics' = any (p_flags) and r.can_view_revenue_statistics)
    );
  return v_ids;
end
$$;
comment on function public.permitted_company_ids(text[]) is
  'Companies where the caller is active staff with a role holding ANY of the given permission flags.';

create function public.is_staff_of(p_company uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_company is not null and p_company = any (public.staff_company_ids())
$$;

create function public.has_permission(p_company uuid, p_flag text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_company is not null and p_company = any (public.permitted_company_ids(variadic array[p_flag]))
$$;

-- The caller's company: their active users row's company (the oldest row if there are several).
-- Used as the default of company_id on client-written tables, so a client never has to send it.
create function public.current_company_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.company_id
  from public.users u
  join public.companies c on c.id = u.company_id
  where u.user_main_id = auth.uid()
    and u.is_active and u.deleted_at is null
    and c.is_active and c.deleted_at is null
  order by u.created_at, u.company_id
  limit 1
$$;

-- ---------------------------------------------------------------------------------------------------
-- auth.users.last_sign_in_at -> public.users.last_login_at (shown on the account screen).
-- ---------------------------------------------------------------------------------------------------
create function public.tg_copy_last_sign_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users set last_login_at = new.last_sign_in_at where user_main_id = new.id;
  return null;
end
$$;

create trigger on_auth_user_signed_in
  after update of last_sign_in_at on auth.users
  for each row
  when (new.last_sign_in_at is distinct from old.last_sign_in_at)
  execute function public.tg_copy_last_sign_in();

-- ---------------------------------------------------------------------------------------------------
-- Catalogue write guard (products, categories), for API callers (anon/authenticated) only.
-- Product visibility and stock (is_active, is_sold_out) may change with can_change_product_status or
-- can_edit_product_data (row level security checks that); every other change, insert and delete needs
-- can_edit_product_data, else ERROR 42501 rather than a silently ignored write.
-- ---------------------------------------------------------------------------------------------------
create function public.tg_guard_catalogue_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_company uuid;
  v_ignored text[] := array['is_active', 'is_sold_out', 'last_mutation_id', 'updated_at', 'version'];
begin
  if current_user not in ('anon', 'authenticated') then
    return case when tg_op = 'DELETE' then old else new end;
  end if;

  if tg_table_name = 'products' and tg_op = 'UPDATE'
     and (to_jsonb(new) - v_ignored) = (to_jsonb(old) - v_ignored) then
    return new; -- a status-only change: the row level security policy decides
  end if;

  v_company := case when tg_op = 'INSERT' then new.company_id else old.company_id end;
  if not public.has_permission(v_company, 'can_edit_product_data')
     or (tg_op = 'UPDATE' and not public.has_permission(new.company_id, 'can_edit_product_data')) then
    raise exception 'permission denied: % on % needs can_edit_product_data', lower(tg_op), tg_table_name
      using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

create trigger guard_catalogue_write
  before insert or update or delete on public.products
  for each row execute function public.tg_guard_catalogue_write();
create trigger guard_catalogue_write
  before insert or update or delete on public.categories
  for each row execute function public.tg_guard_catalogue_write();

-- ---------------------------------------------------------------------------------------------------
-- fn_is_open(p_at, p_company_slug) -> (is_open, source)
--
-- Company: p_company_slug (active company) if given, else the caller's company, else the only active
-- company when there is exactly one. Decided in Europe/Amsterdam wall-clock time (DST-aware):
--   shop_settings.is_manually_closed          -> (false, 'manual_closure')
--   shop_status.is_closed                      -> (false, 'shop_status')
--   today's active row, open_time <= t < close_time, or yesterday's active row running past
--   midnight (close_time <= open_time; equal = 24 hours) with t < its close_time
--                                              -> (true,  'opening_hours')
--   no active row today (and not covered by yesterday's)  -> (false, 'closed_today')
--   otherwise                                  -> (false, 'outside_hours')
--   no such company                            -> (false, 'unknown_company')
-- ---------------------------------------------------------------------------------------------------
create function public.fn_is_open(p_at timestamptz default now(), p_company_slug text default null)
returns table (is_open boolean, source text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_company uuid;
  v_count bigint;
  v_local timestamp;
  v_dow integer;
  v_time time;
  v_today record;
  v_yesterday record;
  v_has_today boolean;
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
             where st.company_id = v_company and st.is_closed and st.deleted_at is null) then
    return query select false, 'shop_status'::text;
    return;
  end if;

  v_local := coalesce(p_at, now()) at time zone 'Europe/Amsterdam';
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
    return query select true, 'opening_hours'::text;
    return;
  end if;

  select h.open_time, h.close_time into v_yesterday
  from public.opening_hours h
  where h.company_id = v_company and h.weekday = (v_dow + 6) % 7 and h.is_active and h.deleted_at is null;

  if found and v_yesterday.close_time <= v_yesterday.open_time and v_time < v_yesterday.close_time then
    return query select true, 'opening_hours'::text;
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
  'Whether the shop is open at p_at and why: manual_closure, shop_status, opening_hours, closed_today, outside_hours, unknown_company.';

-- ---------------------------------------------------------------------------------------------------
-- set_shop_status(p_is_closed, p_exception_note, p_mutation_id) -> the caller's company's shop_status
-- row. Needs can_manage_settings (else 42501). The note is trimmed, an empty one stored as null, one
-- over 200 characters rejected with 22001.
-- ---------------------------------------------------------------------------------------------------
create function public.set_shop_status(
  p_is_closed boolean,
  p_exception_note text default null,
  p_mutation_id uuid default null
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
  if char_length(v_note) > 200 then
    raise exception 'exception_note is too long: % characters, at most 200 allowed', char_length(v_note)
      using errcode = '22001';
  end if;

  insert into public.shop_status as s (company_id, is_closed, exception_note, last_mutation_id)
  values (v_company, p_is_closed, v_note, p_mutation_id)
  on conflict (company_id) do update
    set is_closed = excluded.is_closed,
        exception_note = excluded.exception_note,
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
comment on function public.set_shop_status(boolean, text, uuid) is
  'Opens or closes the caller''s shop with an optional reason (at most 200 characters); returns the row.';
