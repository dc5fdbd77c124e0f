-- Automatic printing once per order and ticket kind also when the ticket was printed by hand (issue 16):
-- "Accepteren en printen" prints the customer receipt as a manual job, and another tablet that prints
-- the customer receipt automatically saw the order accepted and claimed an automatic one, which the
-- guard of 20251125000003 let through (it compared automatic jobs only): two receipts. Now any job of
-- the order and kind that is not a duplicate refuses a claim (PT409, naming it), and an automatic job
-- printed offline and recorded after it is kept as a duplicate. Manual prints and reprints are still
-- never refused; they take the same lock, so a claim and a hand print at the same moment are decided
-- in order.

create or replace function public.tg_print_jobs_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_winner uuid;
begin
  if tg_op = 'UPDATE' then
    -- only state and error change (column grants say so for clients; this holds for every caller)
    new.company_id := old.company_id;
    new.order_id := old.order_id;
    new.kind := old.kind;
    new.reason := old.reason;
    new.copy := old.copy;
    new.device_id := old.device_id;
    new.user_id := old.user_id;
    new.duplicate := old.duplicate;
    new.created_at := old.created_at;
    if new.state <> old.state and not (
         (old.state = 'pending' and new.state in ('printed', 'failed'))
      or (old.state = 'failed' and new.state = 'printed')) then
      raise exception 'print job state cannot go from % to %', old.state, new.state
        using errcode = '23514', constraint = 'print_jobs_state_forward';
    end if;
    return new;
  end if;

  new.duplicate := false;
  -- decide concurrent jobs for one order and kind one after the other (a claim and a hand print too)
  perform pg_advisory_xact_lock(hashtextextended('print_jobs:' || new.order_id::text || ':' || new.kind, 0));
  if new.reason = 'auto' then
    -- any job of the order and kind counts: a ticket printed by hand (or tried) is out already
    select j.id into v_winner
    from public.print_jobs j
    where j.order_id = new.order_id and j.kind = new.kind and not j.duplicate
      and j.id <> new.id
    order by (j.reason = 'auto') desc, j.created_at
    limit 1;
    if found then
      if new.state = 'pending' then
        raise exception 'print_job_auto_taken'
          using errcode = 'PT409', detail = v_winner::text,
                hint = 'Another device prints this ticket; do not print.';
      end if;
      new.duplicate := true;
    end if;
  end if;
  return new;
end
$$;
revoke execute on function public.tg_print_jobs_guard() from public, anon, authenticated;
