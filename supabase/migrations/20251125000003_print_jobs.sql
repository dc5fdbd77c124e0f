-- Print jobs (issue 16, DESIGN section 9): the ledger of every ticket a device printed or tried to
-- print, and the decider that makes automatic printing exactly-once per order and ticket kind across
-- all the shop's devices.
--
-- How a device prints automatically:
--   online   it first inserts its job with state 'pending' (the claim). Only when that insert succeeds
--            does it print, then it updates its own job to 'printed' or 'failed'. A device that loses
--            the race gets SQLSTATE PT409 (HTTP 409, code "PT409", message 'print_job_auto_taken',
--            details = the winning job's id) and prints nothing. PT409 is not 23505 on purpose: the sync
--            layer reads 23505 as "my own retry was applied already", which here would mean printing.
--   offline  it prints first and inserts its job later with state 'printed' (or 'failed'): the paper is
--            out, so refusing the record would hide it. When another device's automatic job for that
--            order and kind is already there, the late job is kept with duplicate = true (set by the
--            trigger, never by the client) and the app shows it as a duplicate.
-- The unique partial index over the automatic jobs that are not duplicates is the race decider's
-- backstop; the trigger takes a per-order-and-kind transaction lock first, so two concurrent claims
-- are decided in order and the loser always gets PT409 rather than a bare unique violation.

create table public.print_jobs (
  -- made by the client, so a retried insert cannot record the job twice
  id uuid primary key,
  company_id uuid not null default public.current_company_id()
    references public.companies (id) on delete cascade,
  order_id uuid not null references public.orders (id) on delete cascade,
  kind text not null check (kind in ('kitchen', 'customer')),
  reason text not null check (reason in ('auto', 'manual', 'reprint')),
  -- 1 for the first print of an order and kind; above 1 the paper says 'HERDRUK n'
  copy integer not null check (copy >= 1 and copy <= 1000),
  device_id text not null check (char_length(device_id) between 1 and 100),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  -- pending: claimed, not printed yet; moves forward only (pending -> printed | failed, failed -> printed)
  state text not null check (state in ('pending', 'printed', 'failed')),
  -- the printer's error, only on a failed job
  error text check (char_length(error) <= 500),
  duplicate boolean not null default false,
  -- the device's time of printing (an offline job is recorded later); the server's now() by default
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default clock_timestamp(),
  version bigint not null default 1,
  deleted_at timestamptz,
  last_mutation_id uuid,
  constraint print_jobs_error_only_when_failed check (error is null or state = 'failed')
);
create index print_jobs_updated_at_id_idx on public.print_jobs (updated_at, id);
create index print_jobs_order_idx on public.print_jobs (order_id, kind);
create unique index print_jobs_auto_once on public.print_jobs (order_id, kind)
  where reason = 'auto' and not duplicate;

-- The device that sent the request, from the `x-device-id` header the app sends with its writes
-- (PostgREST puts the request's headers in request.headers); null without a header.
create function public.request_device_id()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(nullif(current_setting('request.headers', true), ''), 'null')::json ->> 'x-device-id'
$$;
comment on function public.request_device_id() is
  'The x-device-id header of the current PostgREST request, or null.';
revoke all on function public.request_device_id() from public;
grant execute on function public.request_device_id() to authenticated, service_role;

create function public.tg_print_jobs_guard()
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
  if new.reason = 'auto' then
    -- decide concurrent claims for one order and kind one after the other
    perform pg_advisory_xact_lock(hashtextextended('print_jobs:' || new.order_id::text || ':' || new.kind, 0));
    select j.id into v_winner
    from public.print_jobs j
    where j.order_id = new.order_id and j.kind = new.kind and j.reason = 'auto' and not j.duplicate
      and j.id <> new.id;
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

-- set_sync_columns fires first (triggers fire in name order), then the guard.
create trigger set_sync_columns before insert or update on public.print_jobs
  for each row execute function public.tg_set_sync_columns();
create trigger print_jobs_guard before insert or update on public.print_jobs
  for each row execute function public.tg_print_jobs_guard();

-- Privileges: staff who may see orders record and read their company's jobs; a device moves its own
-- job's state forward; nobody deletes a job (the ledger is kept whole).
revoke all on table public.print_jobs from anon, authenticated;
grant all on table public.print_jobs to service_role;
grant select on table public.print_jobs to authenticated;
grant insert (id, company_id, order_id, kind, reason, copy, device_id, user_id, state, error, created_at,
              last_mutation_id)
  on public.print_jobs to authenticated;
grant update (state, error, last_mutation_id) on public.print_jobs to authenticated;

alter table public.print_jobs enable row level security;

create policy print_jobs_select on public.print_jobs
  for select to authenticated
  using (company_id = any (
    (select public.permitted_company_ids('can_view_new_orders', 'can_view_order_history'))::uuid[]));
create policy print_jobs_insert on public.print_jobs
  for insert to authenticated
  with check (
    company_id = any ((select public.permitted_company_ids('can_view_new_orders', 'can_view_order_history'))::uuid[])
    and user_id = (select auth.uid())
    and exists (select 1 from public.orders o where o.id = order_id and o.company_id = print_jobs.company_id));
-- Staff of the company see the job (USING); only the device that printed it, signed in as the staff
-- member who recorded it, may change it (WITH CHECK, so anyone else gets 42501 rather than a silently
-- ignored update). Another tablet on the same shared account has another device id.
create policy print_jobs_update on public.print_jobs
  for update to authenticated
  using (company_id = any (
    (select public.permitted_company_ids('can_view_new_orders', 'can_view_order_history'))::uuid[]))
  with check (
    company_id = any ((select public.permitted_company_ids('can_view_new_orders', 'can_view_order_history'))::uuid[])
    and user_id = (select auth.uid())
    and device_id = (select public.request_device_id()));

alter publication supabase_realtime add table public.print_jobs;
