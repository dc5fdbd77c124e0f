-- Sync columns (DESIGN section 4 and sync rule 7) on every table of the app:
--   updated_at        set by trigger to clock_timestamp() on insert and update (a client value is ignored)
--   version           1 on insert, old.version + 1 on every update (a client value is ignored)
--   deleted_at        soft delete, so a catch-up by cursor sees rows that disappear
--   last_mutation_id  on the tables the staff client writes: the outbox entry that last changed the
--                     row, so a retried or conflicting write can tell whether it was applied
-- plus an index on (updated_at, id), the catch-up cursor.

create function public.tg_set_sync_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := clock_timestamp();
  if tg_op = 'INSERT' then
    new.version := 1;
  else
    new.version := old.version + 1;
    -- primary keys never change (an upsert that sends another id keeps the existing row's id)
    new.id := old.id;
  end if;
  return new;
end
$$;

revoke execute on function public.tg_set_sync_columns() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array[
    'companies', 'roles', 'users', 'user_profiles', 'categories', 'products', 'carts', 'cart_items',
    'orders', 'order_items', 'shop_settings', 'shop_status', 'opening_hours'
  ] loop
    execute format(
      'alter table public.%I
         add column updated_at timestamptz not null default clock_timestamp(),
         add column version bigint not null default 1,
         add column deleted_at timestamptz', t);
    execute format('create index %I on public.%I (updated_at, id)', t || '_updated_at_id_idx', t);
    execute format(
      'create trigger set_sync_columns before insert or update on public.%I
         for each row execute function public.tg_set_sync_columns()', t);
  end loop;

  foreach t in array array[
    'companies', 'categories', 'products', 'orders', 'shop_settings', 'shop_status', 'opening_hours'
  ] loop
    execute format('alter table public.%I add column last_mutation_id uuid', t);
  end loop;
end
$$;
