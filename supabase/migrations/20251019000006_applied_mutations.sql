-- Exactly once (DESIGN sync rule 3): every staff write carries its outbox entry's mutation id in
-- last_mutation_id. This ledger remembers which mutation ids were applied, so a resent request (its
-- first answer lost after the commit) is skipped instead of applied twice, even when another device
-- changed the row in between and last_mutation_id no longer shows it.
--
-- The ledger lives outside the exposed schema; clients ask it only through mutation_applied().

create schema if not exists sync_ledger;
revoke all on schema sync_ledger from public;

create table sync_ledger.applied_mutations (
  mutation_id uuid primary key,
  company_id uuid,
  table_name text not null,
  row_id uuid,
  applied_at timestamptz not null default now()
);
create index applied_mutations_applied_at_idx on sync_ledger.applied_mutations (applied_at);

-- Before INSERT, and before UPDATE only when the statement sets last_mutation_id (UPDATE OF), so a
-- server-side update that leaves the column alone is never mistaken for a resend: a mutation id
-- already in the ledger skips the row. An UPDATE records the id at once; an INSERT records it after
-- the row went in (an upsert whose insert turns into an update must not count twice).
create function public.tg_record_mutation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_company uuid := coalesce((to_jsonb(new) ->> 'company_id')::uuid, new.id);
begin
  if new.last_mutation_id is null then
    return case when tg_when = 'BEFORE' then new else null end;
  end if;
  if tg_when = 'AFTER' then
    insert into sync_ledger.applied_mutations (mutation_id, company_id, table_name, row_id)
    values (new.last_mutation_id, v_company, tg_table_name, new.id)
    on conflict (mutation_id) do nothing;
    return null;
  end if;
  if exists (select 1 from sync_ledger.applied_mutations m where m.mutation_id = new.last_mutation_id) then
    return null; -- applied before: skip this row (the client reads the row and the ledger instead)
  end if;
  if tg_op = 'UPDATE' then
    insert into sync_ledger.applied_mutations (mutation_id, company_id, table_name, row_id)
    values (new.last_mutation_id, v_company, tg_table_name, new.id)
    on conflict (mutation_id) do nothing;
    if not found then
      return null; -- a concurrent resend got there first
    end if;
  end if;
  return new;
end
$$;
revoke all on function public.tg_record_mutation() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array[
    'companies', 'categories', 'products', 'orders', 'shop_settings', 'shop_status', 'opening_hours'
  ] loop
    execute format(
      'create trigger record_mutation_insert before insert on public.%I
         for each row execute function public.tg_record_mutation()', t);
    execute format(
      'create trigger record_mutation_update before update of last_mutation_id on public.%I
         for each row execute function public.tg_record_mutation()', t);
    execute format(
      'create trigger record_mutation_inserted after insert on public.%I
         for each row execute function public.tg_record_mutation()', t);
  end loop;
end
$$;

-- Whether a mutation id of the caller's company was applied.
create function public.mutation_applied(p_mutation_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from sync_ledger.applied_mutations m
    where m.mutation_id = p_mutation_id
      and m.company_id = any ((select public.staff_company_ids())::uuid[])
  )
$$;
revoke all on function public.mutation_applied(uuid) from public, anon;
grant execute on function public.mutation_applied(uuid) to authenticated, service_role;
comment on function public.mutation_applied(uuid) is
  'True when a write carrying this mutation id (as last_mutation_id) was applied in the caller''s company.';
