-- local-supabase on a PostgreSQL server only: writes arrive on many connections (PostgREST's pool,
-- psql, other clients), so the Realtime server LISTENs and is told at commit that the queue of
-- capture.sql has new rows; it then drains the queue as on PGlite. The notification carries no
-- payload (no size limit, nothing to lose): the rows themselves stay in the queue until drained.
-- One NOTIFY per statement; Postgres folds equal notifications of one transaction into one.
create or replace function _local_realtime.notify() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_notify('local_realtime_changes', '');
  return null;
end $$;
do $$ begin
  if not exists (select 1 from pg_trigger where tgname = 'zz_local_realtime_notify'
                 and tgrelid = '_local_realtime.changes'::regclass) then
    create trigger zz_local_realtime_notify after insert on _local_realtime.changes
      for each statement execute function _local_realtime.notify();
  end if;
end $$;
