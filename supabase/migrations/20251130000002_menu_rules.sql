-- Issue 31, the menu's rules between rows (the tables are in 20251130000001; same company and categories
-- in use in 20251130000005). The app checks the same rules before it queues a change (src/domain/menu.ts,
-- src/db/option-rules.ts); the database stays the authority, and names each refusal in its HINT so the
-- app can word it:
--
--   satisfiable group   a group linked to a product (live link, live product) keeps at least min_choices
--                        live values (23514, HINT group_unsatisfiable). Stock is not structure: a value
--                        may always be sold out.
--   stock               option values are sold out like products: switching is_sold_out off clears
--                        sold_out_until, and can_change_product_status alone may change just that
--
-- The satisfiable rule runs AFTER the statement's rows changed (it sees the statement's outcome) and is
-- DEFERRABLE, so a transaction that rebuilds a menu may `set constraints group_satisfiable deferred` and
-- be checked at its end or at commit.

-- ---------------------------------------------------------------------------------------------------
-- Stock of option values: the "until" rule of 20251125000001 and the catalogue write guard of
-- 20251125000001 (a stock-only change passes to row level security), now for option values too.
-- ---------------------------------------------------------------------------------------------------
create or replace function public.tg_normalise_until()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Nested: PL/pgSQL plans each expression on first use, and new has only its own table's fields.
  if tg_table_name in ('products', 'product_option_values') then
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

create trigger until_rules before insert or update on public.product_option_values
  for each row execute function public.tg_normalise_until();

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

  -- products: visibility and stock; option values (no is_active): stock
  if tg_table_name in ('products', 'product_option_values') and tg_op = 'UPDATE'
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
-- The satisfiable-group rule. The group's row is locked (FOR NO KEY UPDATE: inserts that reference it
-- still go), so two transactions that each break half of the rule (one removes a value, one links the
-- group) check one after the other, the second seeing the first's commit.
-- ---------------------------------------------------------------------------------------------------
create function public.menu_assert_group_satisfiable(p_group uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text;
  v_min integer;
  v_values integer;
  v_product text;
begin
  select g.name, g.min_choices into v_name, v_min
  from public.product_option_groups g
  where g.id = p_group and g.deleted_at is null
  for no key update;
  if not found or v_min = 0 then
    return;
  end if;
  select count(*) into v_values
  from public.product_option_values v
  where v.group_id = p_group and v.deleted_at is null;
  if v_values >= v_min then
    return;
  end if;
  select p.name into v_product
  from public.product_option_links l
  join public.products p on p.id = l.product_id
  where l.group_id = p_group and l.deleted_at is null and p.deleted_at is null
  order by p.name, p.id
  limit 1;
  if not found then
    return;
  end if;
  raise exception 'option group "%" asks for at least % choice(s) but would have % value(s) while linked to product "%"',
    v_name, v_min, v_values, v_product
    using errcode = '23514', hint = 'group_unsatisfiable',
          detail = format('group %s: min_choices %s, values %s', p_group, v_min, v_values);
end
$$;
revoke execute on function public.menu_assert_group_satisfiable(uuid) from public, anon, authenticated;

-- Which change can break the rule, per table (nested by operation: a DELETE has no new row).
create function public.tg_menu_group_satisfiable()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group uuid;
begin
  if tg_table_name = 'product_option_values' then
    -- a live value removed (deleted_at set, or deleted) or moved to another group
    if tg_op = 'DELETE' then
      if old.deleted_at is null then
        perform public.menu_assert_group_satisfiable(old.group_id);
      end if;
    elsif old.deleted_at is null and (new.deleted_at is not null or new.group_id is distinct from old.group_id) then
      perform public.menu_assert_group_satisfiable(old.group_id);
    end if;
  elsif tg_table_name = 'product_option_groups' then
    -- min_choices raised, or the group restored
    if new.deleted_at is null and (new.min_choices > old.min_choices or old.deleted_at is not null) then
      perform public.menu_assert_group_satisfiable(new.id);
    end if;
  elsif tg_table_name = 'product_option_links' then
    -- a live link made, restored or pointed elsewhere
    if new.deleted_at is null and (tg_op = 'INSERT' or old.deleted_at is not null
        or new.group_id is distinct from old.group_id or new.product_id is distinct from old.product_id) then
      perform public.menu_assert_group_satisfiable(new.group_id);
    end if;
  elsif tg_table_name = 'products' then
    -- a product restored: every group linked to it
    for v_group in
      select l.group_id from public.product_option_links l
      where l.product_id = new.id and l.deleted_at is null
      order by l.position, l.group_id
    loop
      perform public.menu_assert_group_satisfiable(v_group);
    end loop;
  end if;
  return null;
end
$$;
revoke execute on function public.tg_menu_group_satisfiable() from public, anon, authenticated;

create constraint trigger group_satisfiable after update or delete on public.product_option_values
  deferrable initially immediate
  for each row execute function public.tg_menu_group_satisfiable();
create constraint trigger group_satisfiable after update of min_choices, deleted_at on public.product_option_groups
  deferrable initially immediate
  for each row execute function public.tg_menu_group_satisfiable();
create constraint trigger group_satisfiable after insert or update on public.product_option_links
  deferrable initially immediate
  for each row execute function public.tg_menu_group_satisfiable();
create constraint trigger group_satisfiable after update of deleted_at on public.products
  deferrable initially immediate
  for each row
  when (old.deleted_at is not null and new.deleted_at is null)
  execute function public.tg_menu_group_satisfiable();
