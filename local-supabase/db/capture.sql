-- local-supabase only: hosted Realtime reads the WAL; PGlite has none, so row triggers on every
-- table of the supabase_realtime publication append changes to a queue that the Realtime server
-- drains after each write. Never part of supabase/migrations.
create schema if not exists _local_realtime;
create table if not exists _local_realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default clock_timestamp()
);
create or replace function _local_realtime.capture() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into _local_realtime.changes (schema_name, table_name, type, record, old_record)
  values (tg_table_schema, tg_table_name, tg_op,
          case when tg_op = 'DELETE' then null else to_jsonb(new) end,
          case when tg_op = 'INSERT' then null else to_jsonb(old) end);
  return null;
end $$;
-- Attach the trigger to every published table that lacks it (run after migrations).
create or replace function _local_realtime.attach_triggers() returns void language plpgsql as $$
declare t record;
begin
  for t in select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime' loop
    if not exists (select 1 from pg_trigger where tgname = 'zz_local_realtime_capture'
                   and tgrelid = format('%I.%I', t.schemaname, t.tablename)::regclass) then
      execute format('create trigger zz_local_realtime_capture after insert or update or delete on %I.%I
                      for each row execute function _local_realtime.capture()', t.schemaname, t.tablename);
    end if;
  end loop;
end $$;
