-- Issue 31: the menu's rows stay within one company, and a category keeps its products (the tables are
-- in 20251130000001, the satisfiable-group rule in 20251130000002). Each refusal names its rule in the
-- HINT, so the app can word it:
--
--   same company        a value and its group, a link and its product and group belong to one company;
--                        a group or product with option rows does not move to another company
--                        (23503, HINT company_mismatch)
--   category in use     a category with live products (deleted_at is null) is not removed, neither
--                        softly (deleted_at) nor by DELETE (23503, HINT category_has_products)
--
-- BEFORE triggers fire in name order: these are named to fire after record_mutation_* (a resent write
-- that the applied-mutations ledger skips is never refused).

-- ---------------------------------------------------------------------------------------------------
-- Same company. A parent that does not exist is left to the foreign key (23503 as well).
-- ---------------------------------------------------------------------------------------------------
create function public.tg_menu_same_company()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_parent uuid;
begin
  -- Nested by table: PL/pgSQL plans each expression on first use, and new has only its own fields.
  if tg_table_name in ('product_option_groups', 'products') then
    if new.company_id is distinct from old.company_id and exists (
         select 1 from public.product_option_links l
         where (l.group_id = new.id or l.product_id = new.id) and l.company_id is distinct from new.company_id
         union all
         select 1 from public.product_option_values v
         where v.group_id = new.id and v.company_id is distinct from new.company_id) then
      raise exception '% %: its option rows belong to another company', tg_table_name, new.id
        using errcode = '23503', hint = 'company_mismatch';
    end if;
    return new;
  end if;

  select g.company_id into v_parent from public.product_option_groups g where g.id = new.group_id;
  if found and v_parent is distinct from new.company_id then
    raise exception '% %: option group % belongs to another company', tg_table_name, new.id, new.group_id
      using errcode = '23503', hint = 'company_mismatch';
  end if;
  if tg_table_name = 'product_option_links' then
    select p.company_id into v_parent from public.products p where p.id = new.product_id;
    if found and v_parent is distinct from new.company_id then
      raise exception '% %: product % belongs to another company', tg_table_name, new.id, new.product_id
        using errcode = '23503', hint = 'company_mismatch';
    end if;
  end if;
  return new;
end
$$;
revoke execute on function public.tg_menu_same_company() from public, anon, authenticated;

create trigger same_company before insert or update of company_id, group_id on public.product_option_values
  for each row execute function public.tg_menu_same_company();
create trigger same_company before insert or update of company_id, group_id, product_id
  on public.product_option_links
  for each row execute function public.tg_menu_same_company();
create trigger same_company before update of company_id on public.product_option_groups
  for each row execute function public.tg_menu_same_company();
create trigger same_company before update of company_id on public.products
  for each row execute function public.tg_menu_same_company();

-- ---------------------------------------------------------------------------------------------------
-- A category with live products is not removed: not by setting deleted_at, not by DELETE (whose foreign
-- key would otherwise leave its products without a category).
-- ---------------------------------------------------------------------------------------------------
create function public.tg_category_removal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_products integer;
begin
  if tg_op = 'UPDATE' and (new.deleted_at is null or old.deleted_at is not null) then
    return new;
  end if;
  select count(*) into v_products
  from public.products p
  where p.category_id = old.id and p.deleted_at is null;
  if v_products > 0 then
    raise exception 'category "%" still has % product(s): move or remove them before removing the category',
      old.name, v_products
      using errcode = '23503', hint = 'category_has_products';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
revoke execute on function public.tg_category_removal() from public, anon, authenticated;

create trigger removal_rules before update or delete on public.categories
  for each row execute function public.tg_category_removal();
