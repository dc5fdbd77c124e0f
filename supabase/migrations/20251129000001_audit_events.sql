-- The audit trail (DESIGN section 11): public.audit_events, one append-only row per change of an order,
-- a print job or a shop setting, written by triggers in the same transaction as the change, whoever makes
-- it (the app through PostgREST, a function, a psql session). Nobody changes or deletes an event.
--
-- An event holds no customer's personal data: for the fields below it records that the field was set
-- (true) or cleared (null), never the value, so anonymising a customer leaves nothing in the trail.
-- `updated_at` and `version` are the sync columns of DESIGN section 4 (an event never changes, so
-- updated_at = at and version = 1): the app mirrors the events of its orders by the usual cursor.

create table public.audit_events (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null,
  -- the table: orders, print_jobs, products, categories, shop_status, shop_settings, companies, opening_hours
  entity text not null check (char_length(entity) between 1 and 63),
  entity_id text not null,
  -- the order the event belongs to (an order's own events and its print jobs'), for its history
  order_id uuid,
  -- orders: placed, accepted, status, canceled, promised, delayed, updated, anonymised;
  -- print_jobs: print_claimed, printed, print_failed, updated; other tables: insert, update, delete
  action text not null,
  -- only the columns that changed (all set columns on insert, all columns on delete)
  old jsonb,
  new jsonb,
  reason text,
  -- auth.uid() of the request, or null (a psql session, the service role)
  user_id uuid,
  -- the request's x-device-id header, or the row's own device (a print job)
  device_id text,
  -- the database role that made the change: authenticated, service_role, postgres, ...
  db_role text not null,
  at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  version bigint not null default 1
);
create index audit_events_updated_at_id_idx on public.audit_events (updated_at, id);
create index audit_events_order_idx on public.audit_events (order_id, at) where order_id is not null;

comment on table public.audit_events is
  'Append-only audit trail: who changed what, from which device, and why. Written by triggers only.';

-- Personal fields of a customer: an event says whether they are set, never what they hold.
create function public.audit_private_fields()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array['customer_name', 'customer_phone', 'customer_email', 'billing_address', 'billing_postcode',
               'billing_city', 'billing_house_number', 'billing_house_addition', 'notes', 'delivery_address',
               'delivery_postcode', 'delivery_city', 'delivery_notes']
$$;

-- The part of a row an event keeps: the given keys (all when null), sync columns left out, personal
-- fields as true (set) or null (empty).
create function public.audit_slice(p_row jsonb, p_keys text[])
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(e.key,
           case when e.key = any (public.audit_private_fields())
                then case when e.value = 'null'::jsonb or e.value = '""'::jsonb then 'null'::jsonb else 'true'::jsonb end
                else e.value end), '{}'::jsonb)
  from jsonb_each(p_row) e
  where e.key not in ('updated_at', 'version', 'last_mutation_id')
    and (p_keys is null or e.key = any (p_keys))
$$;

revoke execute on function public.audit_private_fields(), public.audit_slice(jsonb, text[]) from public, anon;

-- The action an order's change stands for, from its old and new row.
create function public.audit_order_action(p_old jsonb, p_new jsonb)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_old is null then 'placed'
    when p_new is null then 'delete'
    when (p_old ->> 'status') is distinct from (p_new ->> 'status') then
      case p_new ->> 'status' when 'accepted' then 'accepted' when 'canceled' then 'canceled' else 'status' end
    when (p_old ->> 'promised_at') is distinct from (p_new ->> 'promised_at') then
      case when (p_old ->> 'promised_at') is not null and (p_new ->> 'promised_at') is not null
                and (p_new ->> 'promised_at')::timestamptz > (p_old ->> 'promised_at')::timestamptz
           then 'delayed' else 'promised' end
    else 'updated'
  end
$$;

create function public.audit_print_action(p_old jsonb, p_new jsonb)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_new is null then 'delete'
    when p_old is not null and (p_old ->> 'state') is not distinct from (p_new ->> 'state') then 'updated'
    else case p_new ->> 'state' when 'printed' then 'printed' when 'failed' then 'print_failed' else 'print_claimed' end
  end
$$;

-- AFTER trigger on every audited table. TG_ARGV[0]: the column that carries the change's reason
-- (orders.cancel_reason, shop_status.exception_note, print_jobs.reason), or none. Security definer,
-- so no API role needs a privilege on audit_events; auth.uid() and the request's headers are settings
-- of the transaction and read the same. A function may name the action through the transaction
-- setting audit.action (anonymise_customer does).
create function public.tg_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  v_new jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  v_row jsonb := coalesce(v_new, v_old);
  v_changed text[];
  v_reason_column text := nullif(tg_argv[0], '');
  v_action text := nullif(current_setting('audit.action', true), '');
  v_at timestamptz := clock_timestamp();
begin
  if tg_op = 'UPDATE' then
    select array_agg(n.key) into v_changed
    from jsonb_each(v_new) n
    where n.key not in ('updated_at', 'version', 'last_mutation_id')
      and n.value is distinct from (v_old -> n.key);
    if v_changed is null then
      return null;
    end if;
  elsif tg_op = 'INSERT' then
    select array_agg(n.key) into v_changed from jsonb_each(v_new) n where n.value <> 'null'::jsonb;
  end if;

  if v_action is null then
    v_action := case tg_table_name
      when 'orders' then public.audit_order_action(v_old, v_new)
      when 'print_jobs' then public.audit_print_action(v_old, v_new)
      else lower(tg_op)
    end;
  end if;

  insert into public.audit_events (company_id, entity, entity_id, order_id, action, old, new, reason, user_id,
                                   device_id, db_role, at, updated_at)
  values (
    case when tg_table_name = 'companies' then (v_row ->> 'id')::uuid else (v_row ->> 'company_id')::uuid end,
    tg_table_name,
    v_row ->> 'id',
    case when tg_table_name = 'orders' then (v_row ->> 'id')::uuid else (v_row ->> 'order_id')::uuid end,
    v_action,
    case when tg_op = 'UPDATE' then public.audit_slice(v_old, v_changed)
         when tg_op = 'DELETE' then public.audit_slice(v_old, null) end,
    case when tg_op <> 'DELETE' then public.audit_slice(v_new, v_changed) end,
    case when v_reason_column is not null and tg_op <> 'DELETE' and v_reason_column = any (v_changed)
         then v_new ->> v_reason_column end,
    coalesce(auth.uid(), case when tg_table_name = 'print_jobs' then (v_row ->> 'user_id')::uuid end),
    coalesce(public.request_device_id(), case when tg_table_name = 'print_jobs' then v_row ->> 'device_id' end),
    coalesce(nullif(current_setting('role', true), 'none'), session_user),
    v_at,
    v_at
  );
  return null;
end
$$;
revoke execute on function public.tg_audit(), public.audit_order_action(jsonb, jsonb),
  public.audit_print_action(jsonb, jsonb) from public, anon, authenticated;

create trigger audit after insert or delete on public.orders
  for each row execute function public.tg_audit('cancel_reason');
-- An order's updates: 20251129000003_audit_order_updates.sql.
create trigger audit after insert or update or delete on public.print_jobs
  for each row execute function public.tg_audit('reason');
create trigger audit after insert or update or delete on public.shop_status
  for each row execute function public.tg_audit('exception_note');
create trigger audit after insert or update or delete on public.products
  for each row execute function public.tg_audit();
create trigger audit after insert or update or delete on public.categories
  for each row execute function public.tg_audit();
create trigger audit after insert or update or delete on public.shop_settings
  for each row execute function public.tg_audit();
create trigger audit after insert or update or delete on public.companies
  for each row execute function public.tg_audit();
create trigger audit after insert or update or delete on public.opening_hours
  for each row execute function public.tg_audit();

-- An event is never changed or deleted, by any role (the owner of the table included; only dropping
-- the schema, as a reset of a local project does, removes the trail).
create function public.tg_audit_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'audit_events is append-only: an event is never changed or deleted (% refused)', lower(tg_op)
    using errcode = '42501';
end
$$;
revoke execute on function public.tg_audit_events_append_only() from public, anon, authenticated;

create trigger append_only before update or delete on public.audit_events
  for each row execute function public.tg_audit_events_append_only();
create trigger append_only_truncate before truncate on public.audit_events
  for each statement execute function public.tg_audit_events_append_only();

revoke all on table public.audit_events from anon, authenticated, service_role;
grant select on table public.audit_events to authenticated, service_role;

alter table public.audit_events enable row level security;
create policy audit_events_select on public.audit_events
  for select to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]));

alter publication supabase_realtime add table public.audit_events;

