-- Web Push (issue 13): the browsers' push subscriptions of each company's staff, and the re-alert
-- state of new orders that the edge function `push-orders` reads.
--
--   push_subscriptions  written by the staff app (upsert on endpoint, delete on turn-off and sign-out);
--                       any active staff member of the company may see and remove the company's rows
--   order_push_state    one row per order inserted as `created`: how many pushes went out and when the
--                       last did; server only (service_role), never exposed to staff
--   claim_push_realerts picks the orders due for a renewed push (every 60 s while still `created`, at
--                       most 10 re-alerts), bumps their counters and returns what to send; service_role only
--
-- Neither table is synced or published to realtime: the app never mirrors them.

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  -- https:// as every push service uses; http:// only on loopback, for the local push service of the
  -- tests and of local development (a hosted project never sees those).
  endpoint text not null unique check (
    char_length(endpoint) <= 2048
    and (endpoint ~ '^https://[^/?#\s]+([/?#]\S*)?$'
         or endpoint ~ '^http://(127\.0\.0\.1|localhost|\[::1\])(:[0-9]{1,5})?([/?#]\S*)?$')),
  -- the browser's keys (PushSubscription.toJSON().keys), base64url without padding
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]+$' and char_length(p256dh) <= 256),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]+$' and char_length(auth) <= 256),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  company_id uuid not null default public.current_company_id()
    references public.companies (id) on delete cascade,
  device_id text not null check (char_length(device_id) between 1 and 200),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index push_subscriptions_company_id_idx on public.push_subscriptions (company_id);

-- The same endpoint re-sent by another signed-in user of the company moves to that user: an upsert's
-- DO UPDATE only sets the columns the client sent, so the caller is written here, not by the client.
create function public.tg_push_subscription_owner()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if auth.uid() is not null then
    new.user_id := auth.uid();
  end if;
  return new;
end
$$;
revoke all on function public.tg_push_subscription_owner() from public, anon, authenticated;

create trigger push_subscription_owner before insert or update on public.push_subscriptions
  for each row execute function public.tg_push_subscription_owner();

create table public.order_push_state (
  order_id uuid primary key references public.orders (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  -- pushes sent so far: 1 (the webhook's first push) plus the re-alerts claimed, at most 11
  pushes integer not null default 1 check (pushes between 1 and 11),
  last_push_at timestamptz not null default now()
);

-- Every order inserted as `created` is followed up, whoever inserted it and whether or not the first
-- push got out: the re-alert job only needs this row.
create function public.tg_order_push_state()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'created' then
    insert into public.order_push_state (order_id, company_id, pushes, last_push_at)
    values (new.id, new.company_id, 1, now())
    on conflict (order_id) do nothing;
  end if;
  return null;
end
$$;
revoke all on function public.tg_order_push_state() from public, anon, authenticated;

create trigger order_push_state after insert on public.orders
  for each row execute function public.tg_order_push_state();

-- Atomically takes the due re-alerts: rows locked by an overlapping run are skipped (SKIP LOCKED), and a
-- claimed row's last_push_at moves to p_now, so two runs never send the same re-alert twice.
create function public.claim_push_realerts(p_now timestamptz default now())
returns table (
  order_id uuid,
  company_id uuid,
  attempt integer,
  customer_name text,
  total_cents integer,
  delivery_type text
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  -- Done with: accepted, canceled, deleted, or all 10 re-alerts sent.
  delete from public.order_push_state s
  using public.orders o
  where o.id = s.order_id and (o.status <> 'created' or o.deleted_at is not null or s.pushes >= 11);

  return query
  with due as (
    select s.order_id
    from public.order_push_state s
    join public.orders o on o.id = s.order_id
    where o.status = 'created' and o.deleted_at is null
      and s.pushes < 11
      and s.last_push_at <= p_now - interval '60 seconds'
    order by s.last_push_at
    for update of s skip locked
  ), bumped as (
    update public.order_push_state s
    set pushes = s.pushes + 1, last_push_at = p_now
    from due
    where s.order_id = due.order_id
    returning s.order_id, s.company_id, s.pushes
  )
  select b.order_id, b.company_id, b.pushes, o.customer_name, o.total_cents, o.delivery_type
  from bumped b
  join public.orders o on o.id = b.order_id
  order by b.order_id;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Privileges and row level security.
-- ---------------------------------------------------------------------------------------------------
revoke all on table public.push_subscriptions, public.order_push_state from anon, authenticated;
grant all on table public.push_subscriptions, public.order_push_state to service_role;

grant select, delete on public.push_subscriptions to authenticated;
grant insert (endpoint, p256dh, auth, user_id, company_id, device_id, last_seen_at),
      update (endpoint, p256dh, auth, user_id, company_id, device_id, last_seen_at)
  on public.push_subscriptions to authenticated;

revoke all on function public.claim_push_realerts(timestamptz) from public, anon, authenticated;
grant execute on function public.claim_push_realerts(timestamptz) to service_role;

alter table public.push_subscriptions enable row level security;
alter table public.order_push_state enable row level security;
-- order_push_state has no policy: only service_role (which bypasses RLS) reaches it.

create policy push_subscriptions_select on public.push_subscriptions
  for select to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]));
create policy push_subscriptions_insert on public.push_subscriptions
  for insert to authenticated
  with check (company_id = any ((select public.staff_company_ids())::uuid[]) and user_id = (select auth.uid()));
create policy push_subscriptions_update on public.push_subscriptions
  for update to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]))
  with check (company_id = any ((select public.staff_company_ids())::uuid[]) and user_id = (select auth.uid()));
create policy push_subscriptions_delete on public.push_subscriptions
  for delete to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]));
