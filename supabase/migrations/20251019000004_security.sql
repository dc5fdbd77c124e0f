-- Permissions of spec section 6, enforced in the database.
--
-- A hosted project's default privileges grant ALL on every new public table and function to anon and
-- authenticated, so everything is revoked first and then granted back exactly as needed:
--   anon           the lookup columns of active companies (the company bootstrap), fn_is_open(); nothing else
--   authenticated  reads of its own company's data (orders only with an orders flag), and the writes of
--                  the staff app, each checked against a permission flag by row level security
--   service_role   everything; it bypasses row level security (the shop website places orders with it)
--
-- Write policies use "staff of the row's company" as USING and "holds the flag" as WITH CHECK: a staff
-- member without the flag gets ERROR 42501 (new row violates row-level security policy) instead of a
-- silently ignored update, which the sync engine could not tell from a conflict.

-- ---------------------------------------------------------------------------------------------------
-- company_id defaults to the caller's company on the tables the client writes.
-- ---------------------------------------------------------------------------------------------------
alter table public.categories alter column company_id set default public.current_company_id();
alter table public.products alter column company_id set default public.current_company_id();
alter table public.orders alter column company_id set default public.current_company_id();
alter table public.shop_settings alter column company_id set default public.current_company_id();
alter table public.shop_status alter column company_id set default public.current_company_id();
alter table public.opening_hours alter column company_id set default public.current_company_id();

-- ---------------------------------------------------------------------------------------------------
-- Table privileges.
-- ---------------------------------------------------------------------------------------------------
revoke all on table
  public.companies, public.roles, public.users, public.user_profiles, public.categories,
  public.products, public.carts, public.cart_items, public.orders, public.order_items,
  public.shop_settings, public.shop_status, public.opening_hours
from anon, authenticated;

grant all on table
  public.companies, public.roles, public.users, public.user_profiles, public.categories,
  public.products, public.carts, public.cart_items, public.orders, public.order_items,
  public.shop_settings, public.shop_status, public.opening_hours
to service_role;

-- anon: the company lookup of the app's bootstrap (spec section 7, "Central backend").
grant select (id, slug, name, supabase_url, supabase_anon_key, is_active) on public.companies to anon;

-- authenticated: reads (row level security narrows them to the caller's company).
grant select on table
  public.companies, public.roles, public.users, public.user_profiles, public.categories,
  public.products, public.carts, public.cart_items, public.orders, public.order_items,
  public.shop_settings, public.shop_status, public.opening_hours
to authenticated;

-- authenticated: writes.
grant update (is_busy, last_mutation_id) on public.companies to authenticated;
grant update (status, last_mutation_id) on public.orders to authenticated;
grant insert, update, delete on public.products, public.categories to authenticated;
grant update (is_manually_closed, min_order_cents, delivery_fee_cents, free_delivery_from_cents,
              last_mutation_id)
  on public.shop_settings to authenticated;
-- shop_status and opening_hours are upserted (on_conflict=company_id / company_id,weekday), whose
-- DO UPDATE SET lists every sent column; id stays the existing row's (the sync trigger keeps it).
grant insert (id, company_id, is_closed, exception_note, last_mutation_id),
      update (id, company_id, is_closed, exception_note, last_mutation_id)
  on public.shop_status to authenticated;
grant insert (id, company_id, weekday, open_time, close_time, is_active, last_mutation_id),
      update (id, company_id, weekday, open_time, close_time, is_active, last_mutation_id)
  on public.opening_hours to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Function privileges (functions are executable by PUBLIC unless revoked).
-- ---------------------------------------------------------------------------------------------------
revoke all on function public.tg_copy_last_sign_in() from public, anon, authenticated;
revoke all on function public.tg_guard_catalogue_write() from public, anon, authenticated;

-- The helpers only ever describe the caller; policies evaluated for anon and authenticated call them.
revoke all on function
  public.staff_company_ids(), public.staff_role_ids(), public.permitted_company_ids(text[]),
  public.is_staff_of(uuid), public.has_permission(uuid, text), public.current_company_id()
from public;
grant execute on function
  public.staff_company_ids(), public.staff_role_ids(), public.permitted_company_ids(text[]),
  public.is_staff_of(uuid), public.has_permission(uuid, text), public.current_company_id()
to anon, authenticated, service_role;

revoke all on function public.fn_is_open(timestamptz, text) from public;
grant execute on function public.fn_is_open(timestamptz, text) to anon, authenticated, service_role;

revoke all on function public.set_shop_status(boolean, text, uuid) from public, anon;
grant execute on function public.set_shop_status(boolean, text, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Row level security.
-- ---------------------------------------------------------------------------------------------------
alter table public.companies enable row level security;
alter table public.roles enable row level security;
alter table public.users enable row level security;
alter table public.user_profiles enable row level security;
alter table public.categories enable row level security;
alter table public.products enable row level security;
alter table public.carts enable row level security;
alter table public.cart_items enable row level security;
alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.shop_settings enable row level security;
alter table public.shop_status enable row level security;
alter table public.opening_hours enable row level security;

-- companies: anyone sees active companies (anon only has the lookup columns); staff see their own.
create policy companies_select on public.companies
  for select to anon, authenticated
  using ((is_active and deleted_at is null) or id = any ((select public.staff_company_ids())::uuid[]));
create policy companies_update on public.companies
  for update to authenticated
  using (id = any ((select public.staff_company_ids())::uuid[]))
  with check (id = any ((select public.permitted_company_ids('can_manage_settings'))::uuid[]));

-- users, roles, user_profiles: the caller's own rows (users and roles only while active staff).
create policy users_select_own on public.users
  for select to authenticated
  using (user_main_id = (select auth.uid()) and company_id = any ((select public.staff_company_ids())::uuid[]));
create policy roles_select_own on public.roles
  for select to authenticated
  using (id = any ((select public.staff_role_ids())::uuid[]));
create policy user_profiles_select_own on public.user_profiles
  for select to authenticated
  using (id = (select auth.uid()));

-- categories, products: staff read; writes need the product flags (see also tg_guard_catalogue_write).
create policy categories_select on public.categories
  for select to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]));
create policy categories_insert on public.categories
  for insert to authenticated
  with check (company_id = any ((select public.permitted_company_ids('can_edit_product_data'))::uuid[]));
create policy categories_update on public.categories
  for update to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]))
  with check (company_id = any ((select public.permitted_company_ids('can_edit_product_data'))::uuid[]));
create policy categories_delete on public.categories
  for delete to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]));

create policy products_select on public.products
  for select to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]));
create policy products_insert on public.products
  for insert to authenticated
  with check (company_id = any ((select public.permitted_company_ids('can_edit_product_data'))::uuid[]));
create policy products_update on public.products
  for update to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]))
  with check (company_id = any (
    (select public.permitted_company_ids('can_change_product_status', 'can_edit_product_data'))::uuid[]));
create policy products_delete on public.products
  for delete to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]));

-- orders and their items, carts: readable with either orders flag; order status writable with it.
create policy orders_select on public.orders
  for select to authenticated
  using (company_id = any (
    (select public.permitted_company_ids('can_view_new_orders', 'can_view_order_history'))::uuid[]));
create policy orders_update on public.orders
  for update to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]))
  with check (company_id = any (
    (select public.permitted_company_ids('can_view_new_orders', 'can_view_order_history'))::uuid[]));
create policy order_items_select on public.order_items
  for select to authenticated
  using (company_id = any (
    (select public.permitted_company_ids('can_view_new_orders', 'can_view_order_history'))::uuid[]));
create policy carts_select on public.carts
  for select to authenticated
  using (company_id = any (
    (select public.permitted_company_ids('can_view_new_orders', 'can_view_order_history'))::uuid[]));
create policy cart_items_select on public.cart_items
  for select to authenticated
  using (company_id = any (
    (select public.permitted_company_ids('can_view_new_orders', 'can_view_order_history'))::uuid[]));

-- shop settings, shop status, opening hours: staff read; writes need can_manage_settings.
create policy shop_settings_select on public.shop_settings
  for select to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]));
create policy shop_settings_update on public.shop_settings
  for update to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]))
  with check (company_id = any ((select public.permitted_company_ids('can_manage_settings'))::uuid[]));

create policy shop_status_select on public.shop_status
  for select to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]));
create policy shop_status_insert on public.shop_status
  for insert to authenticated
  with check (company_id = any ((select public.permitted_company_ids('can_manage_settings'))::uuid[]));
create policy shop_status_update on public.shop_status
  for update to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]))
  with check (company_id = any ((select public.permitted_company_ids('can_manage_settings'))::uuid[]));

create policy opening_hours_select on public.opening_hours
  for select to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]));
create policy opening_hours_insert on public.opening_hours
  for insert to authenticated
  with check (company_id = any ((select public.permitted_company_ids('can_manage_settings'))::uuid[]));
create policy opening_hours_update on public.opening_hours
  for update to authenticated
  using (company_id = any ((select public.staff_company_ids())::uuid[]))
  with check (company_id = any ((select public.permitted_company_ids('can_manage_settings'))::uuid[]));
