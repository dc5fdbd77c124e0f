-- Orders are kept, and canceled with a reason (DESIGN section 11).

-- Orders are kept (bewaarplicht, AWR art. 52: seven years): no role deletes an order, its lines or its
-- cart. anonymise_customer serves a customer's right to be forgotten.
create function public.tg_keep_order_rows()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception '% are kept for the bookkeeping and never deleted; anonymise_customer(p_phone) clears a customer''s personal data',
    tg_table_name using errcode = '42501';
end
$$;
revoke execute on function public.tg_keep_order_rows() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['orders', 'order_items', 'carts', 'cart_items'] loop
    execute format('create trigger keep_rows before delete on public.%I
                      for each row execute function public.tg_keep_order_rows()', t);
    execute format('create trigger keep_rows_truncate before truncate on public.%I
                      for each statement execute function public.tg_keep_order_rows()', t);
    execute format('revoke delete, truncate on table public.%I from anon, authenticated, service_role', t);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Cancel reasons. The app's path (an API caller, role authenticated) cancels only with one of the
-- reasons staff choose from, or 'Anders: ' and a text of at most 200 characters; the web shop and the
-- server's own jobs (service role, psql) may cancel without. An order that leaves 'canceled' loses it.
-- ---------------------------------------------------------------------------------------------------
alter table public.orders add column cancel_reason text
  constraint orders_cancel_reason_length check (char_length(cancel_reason) between 1 and 220);
grant update (cancel_reason) on public.orders to authenticated;

create function public.cancel_reasons()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array['Klant heeft afgezegd', 'Product uitverkocht', 'Te druk', 'Buiten bezorggebied', 'Adres niet gevonden']
$$;
grant execute on function public.cancel_reasons() to anon, authenticated, service_role;

create function public.cancel_reason_valid(p_reason text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_reason = any (public.cancel_reasons())
      or (p_reason like 'Anders: %' and char_length(btrim(substr(p_reason, 9))) between 1 and 200
          and substr(p_reason, 9) = btrim(substr(p_reason, 9)))
$$;
grant execute on function public.cancel_reason_valid(text) to anon, authenticated, service_role;

create function public.tg_order_cancel_reason()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> 'canceled' then
    if old.status = 'canceled' then
      new.cancel_reason := null;
    elsif new.cancel_reason is distinct from old.cancel_reason and current_user = 'authenticated' then
      raise exception 'cancel_reason is only set when an order is canceled' using errcode = '23514';
    end if;
  elsif old.status <> 'canceled' and current_user = 'authenticated'
        and (new.cancel_reason is null or not public.cancel_reason_valid(new.cancel_reason)) then
    raise exception 'canceling an order needs a reason: one of %, or ''Anders: '' and a text of 1 to 200 characters (got %)',
      array_to_string(public.cancel_reasons(), ', '), coalesce('''' || new.cancel_reason || '''', 'none')
      using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function public.tg_order_cancel_reason() from public, anon, authenticated;

create trigger cancel_reason before update of status, cancel_reason on public.orders
  for each row execute function public.tg_order_cancel_reason();

