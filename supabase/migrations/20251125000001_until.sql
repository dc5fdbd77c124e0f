-- Issue 17: states that end by themselves, and ready times (DESIGN section 10).
--
--   products.sold_out_until        sold out until then (null with is_sold_out = indefinitely)
--   companies.busy_extra_minutes   the busy mode's extra minutes: 10, 20, 30, 45 or 60
--   companies.busy_until           is_busy counts as off from then on
--   shop_status.closed_until       the closure counts as over from then on (30-minute grid, future)
--   orders.promised_at             the ready time promised at accept (later delays move it)
--   shop_settings.ready_minutes_*  the default ready time promised at accept, per delivery and pickup
--
-- Nothing runs at expiry: every reader compares the stored time with now() (or the app's clock), so a
-- state ends on time on the server and on an offline device alike. Switching a state off clears its
-- "until" (a trigger below), so switching it on again through the spec's plain call (only is_sold_out,
-- is_busy or is_closed) never inherits an old time that would end it at once.
--
-- The new columns live on tables that already carry the sync trigger (updated_at, version), the
-- mutation ledger, row level security and the realtime publication (no column lists), so they sync like
-- the rest. Writes follow migration 04: busy mode and closure need can_manage_settings, stock needs
-- can_change_product_status or can_edit_product_data, promised_at needs an orders flag.

alter table public.products add column sold_out_until timestamptz;

alter table public.companies
  add column busy_extra_minutes integer
    constraint companies_busy_extra_minutes_one_of_10_20_30_45_60
    check (busy_extra_minutes in (10, 20, 30, 45, 60)),
  add column busy_until timestamptz;

-- Amsterdam's offset is whole hours, so the UTC half hours are the local 30-minute grid.
alter table public.shop_status
  add column closed_until timestamptz
    constraint shop_status_closed_until_on_the_30_minute_grid
    check (extract(epoch from closed_until) % 1800 = 0);

alter table public.orders add column promised_at timestamptz;

alter table public.shop_settings
  add column ready_minutes_delivery integer not null default 45
    constraint shop_settings_ready_minutes_delivery_from_1_to_240
    check (ready_minutes_delivery between 1 and 240),
  add column ready_minutes_pickup integer not null default 20
    constraint shop_settings_ready_minutes_pickup_from_1_to_240
    check (ready_minutes_pickup between 1 and 240);

-- ---------------------------------------------------------------------------------------------------
-- Switching off clears the until; a closure may only be set to end in the future (later than now(),
-- the start of the writing transaction). An until that is kept unchanged may lie in the past: it has
-- simply ended. The other values are plain check constraints above.
-- ---------------------------------------------------------------------------------------------------
create function public.tg_normalise_until()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Nested: PL/pgSQL plans each expression on first use, and new has only its own table's fields.
  if tg_table_name = 'products' then
    if not new.is_sold_out then
      new.sold_out_until := null;
    end if;
  elsif tg_table_name = 'companies' then
    if not new.is_busy then
      new.busy_until := null;
      new.busy_extra_minutes := null;
    end if;
  elsif tg_table_name = 'shop_status' then
    if not new.is_closed then
      new.closed_until := null;
    elsif new.closed_until is not null and new.closed_until <= now() then
      if tg_op = 'INSERT' or new.closed_until is distinct from old.closed_until then
        raise exception 'closed_until must lie in the future: % is not later than now (%)',
          new.closed_until, now()
          using errcode = '23514';
      end if;
    end if;
  end if;
  return new;
end
$$;
revoke all on function public.tg_normalise_until() from public, anon, authenticated;

-- Named to fire after record_mutation_* (triggers fire in name order): a resent write that the ledger
-- skips must not be refused because its closed_until has passed since the first, applied, send.
create trigger until_rules before insert or update on public.products
  for each row execute function public.tg_normalise_until();
create trigger until_rules before insert or update on public.companies
  for each row execute function public.tg_normalise_until();
create trigger until_rules before insert or update on public.shop_status
  for each row execute function public.tg_normalise_until();

-- ---------------------------------------------------------------------------------------------------
-- The catalogue write guard of migration 03, with sold_out_until among the stock fields that
-- can_change_product_status may change.
-- ---------------------------------------------------------------------------------------------------
create or replace function public.tg_guard_catalogue_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_company uuid;
  v_ignored text[] := array['is_active', 'is_sold_out', 'sold_out_until', 'last_mutation_id', 'updated_at',
                            'version'];
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

-- ---------------------------------------------------------------------------------------------------
-- available_products: the menu the shop's website may show, for anon and staff alike: visible products
-- of active companies, in stock at now() (not sold out, or sold out until a time that has passed).
--
-- The view runs with its owner's rights (security_invoker off), on purpose: anon has no privilege on
-- products and no policy there (migration 04), and keeps none. A security_invoker view would need anon
-- to read the products table itself (columns and a policy), opening more than this list. So the WHERE
-- below is the whole access rule, and the view shows menu columns only. security_barrier keeps a
-- caller's conditions from being evaluated before it; the join makes the view read-only, and the
-- grants give SELECT only.
-- ---------------------------------------------------------------------------------------------------
create view public.available_products
with (security_barrier = true, security_invoker = false)
as
select
  p.id,
  p.company_id,
  c.slug as company_slug,
  p.category_id,
  k.name as category_name,
  k.position as category_position,
  p.name,
  p.description,
  p.price_cents,
  p.image_url,
  p.sort_index,
  p."Productnummer"
from public.products p
join public.companies c on c.id = p.company_id
left join public.categories k on k.id = p.category_id and k.deleted_at is null
where p.is_active
  and p.deleted_at is null
  and (not p.is_sold_out or p.sold_out_until <= now())
  and c.is_active
  and c.deleted_at is null;
comment on view public.available_products is
  'Visible products of active companies that are in stock at now() (sold_out_until passed counts as in stock).';

-- ---------------------------------------------------------------------------------------------------
-- fn_busy_state(p_company, p_at) -> (is_busy, extra_minutes, busy_until): the busy mode in force at
-- p_at. is_busy is the spec's switch, off from busy_until on; extra_minutes is 0 when not busy or none
-- were chosen. Company: p_company, else the caller's. Runs with the caller's rights (staff read
-- companies already); an unknown or unreadable company gives no row.
-- ---------------------------------------------------------------------------------------------------
create function public.fn_busy_state(p_company uuid default null, p_at timestamptz default now())
returns table (is_busy boolean, extra_minutes integer, busy_until timestamptz)
language sql
stable
set search_path = ''
as $$
  select b.active,
         case when b.active then coalesce(c.busy_extra_minutes, 0) else 0 end,
         case when b.active then c.busy_until end
  from public.companies c
  cross join lateral (
    select c.is_busy and (c.busy_until is null or coalesce(p_at, now()) < c.busy_until) as active
  ) b
  where c.id = coalesce(p_company, public.current_company_id()) and c.deleted_at is null
$$;
comment on function public.fn_busy_state(uuid, timestamptz) is
  'Whether the company is busy at p_at (is_busy and before busy_until), with the extra minutes then.';

-- ---------------------------------------------------------------------------------------------------
-- Privileges (a hosted project grants ALL on new relations and functions by default: revoke first).
-- ---------------------------------------------------------------------------------------------------
revoke all on table public.available_products from public, anon, authenticated;
grant select on table public.available_products to anon, authenticated, service_role;

revoke all on function public.fn_busy_state(uuid, timestamptz) from public, anon;
grant execute on function public.fn_busy_state(uuid, timestamptz) to authenticated, service_role;

-- products: authenticated already has UPDATE on the whole table (row level security and the guard decide).
grant update (busy_extra_minutes, busy_until) on public.companies to authenticated;
grant update (promised_at) on public.orders to authenticated;
grant update (ready_minutes_delivery, ready_minutes_pickup) on public.shop_settings to authenticated;
grant insert (closed_until), update (closed_until) on public.shop_status to authenticated;
