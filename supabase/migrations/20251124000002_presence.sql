-- Device presence (DESIGN section 8): every signed-in device reports itself about once a minute, so
-- the owner sees which devices are really listening (sound, permission, push, app version), and the
-- shop can close by itself when none is (shop_settings.auto_close_without_device, read by fn_is_open).

-- ---------------------------------------------------------------------------------------------------
-- staff_devices: one row per browser profile (the app's device id), upserted on device_id.
-- `id` repeats device_id because the sync engine keys every mirrored row, and its catch-up cursor
-- (updated_at, id), by a column named id. A plain column set by the trigger, not a generated one:
-- logical replication before PostgreSQL 18 leaves generated columns out of Realtime's rows.
-- ---------------------------------------------------------------------------------------------------
create table public.staff_devices (
  device_id text primary key check (char_length(device_id) between 1 and 100),
  id text not null,
  company_id uuid not null default public.current_company_id()
    references public.companies (id) on delete cascade,
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  -- browser and platform, e.g. 'Chrome op Android'
  name text not null default '' check (char_length(name) <= 100),
  -- the server's time of the last report; clients cannot set it (tg_staff_devices_seen)
  last_seen_at timestamptz not null default now(),
  sound_on boolean not null default false,
  audio_permission text not null default 'unknown' check (audio_permission in ('granted', 'denied', 'unknown')),
  push_on boolean not null default false,
  app_version text check (char_length(app_version) <= 50),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default clock_timestamp(),
  version bigint not null default 1,
  deleted_at timestamptz,
  last_mutation_id uuid
);
create index staff_devices_updated_at_id_idx on public.staff_devices (updated_at, id);
create index staff_devices_company_seen_idx on public.staff_devices (company_id, last_seen_at);

-- The sync columns come from the shared tg_set_sync_columns (trigger set_sync_columns, which fires
-- first: triggers fire in name order). This one adds what is particular to a device's row: `id` as a
-- copy of device_id, the device id and created_at kept on update, and last_seen_at: now() for every
-- write by an API caller, whatever the device's clock says. The service role (the server's own jobs,
-- tests) may set it.
create function public.tg_staff_devices_seen()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.device_id := old.device_id;
    new.created_at := old.created_at;
  end if;
  new.id := new.device_id;
  if current_user in ('anon', 'authenticated') or new.last_seen_at is null then
    new.last_seen_at := now();
  end if;
  return new;
end
$$;
revoke execute on function public.tg_staff_devices_seen() from public, anon, authenticated;

create trigger set_sync_columns before insert or update on public.staff_devices
  for each row execute function public.tg_set_sync_columns();
create trigger staff_devices_seen before insert or update on public.staff_devices
  for each row execute function public.tg_staff_devices_seen();

-- Privileges: staff read their company's devices and write their own device's row (its report).
revoke all on table public.staff_devices from anon, authenticated;
grant all on table public.staff_devices to service_role;
grant select on table public.staff_devices to authenticated;
grant insert (device_id, company_id, user_id, name, sound_on, audio_permission, push_on, app_version, last_mutation_id),
      update (device_id, company_id, user_id, name, sound_on, audio_permission, push_on, app_version, last_mutation_id)
  on public.staff_devices to authenticated;

alter table public.staff_devices enable row level security;

create policy staff_devices_select on public.staff_devices
  for select to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]));
create policy staff_devices_insert on public.staff_devices
  for insert to authenticated
  with check (company_id = any ((select public.staff_company_ids())::uuid[]) and user_id = (select auth.uid()));
-- A device another staff member of the company used before becomes the reporting user's.
create policy staff_devices_update on public.staff_devices
  for update to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]))
  with check (company_id = any ((select public.staff_company_ids())::uuid[]) and user_id = (select auth.uid()));

alter publication supabase_realtime add table public.staff_devices;

-- ---------------------------------------------------------------------------------------------------
-- The owner's setting: close the shop while no device has been seen for 3 minutes.
-- ---------------------------------------------------------------------------------------------------
alter table public.shop_settings add column auto_close_without_device boolean not null default false;
grant update (auto_close_without_device) on public.shop_settings to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- fn_is_open: as in migration 03, plus one rule. When the hours say open, the setting is on and no
-- device of the company was seen at or after p_at - 3 minutes -> (false, 'no_device'). A row keeps
-- only its last sighting, so for a p_at in the past a later sighting counts as seen.
-- ---------------------------------------------------------------------------------------------------
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
  'Whether the shop is open at p_at and why: manual_closure, shop_status, opening_hours, no_device, closed_today, outside_hours, unknown_company.';
