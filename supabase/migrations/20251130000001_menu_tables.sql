-- Issue 31, the menu (DESIGN section 11): option groups ('Saus: kies 1', 'Extra''s: kies maximaal 3'),
-- their values and the links that put a group on a product, plus BTW rate, allergens and photo path of a
-- product and the BTW rate of an order line.
--
--   product_option_groups   a named set of choices: min_choices..max_choices values are chosen from it
--   product_option_values   one choice of a group, with its extra price, allergens and its own stock
--                           (is_sold_out / sold_out_until, exactly like products)
--   product_option_links    a group offered on a product, in link position order
--   products                vat_rate 9 or 21, allergens, image_path (the photo's path in the Storage
--                           bucket product-images; image_url keeps its public URL)
--   order_items             vat_rate: the product's rate when the order was placed
--
-- The new tables sync like products (migrations 02, 04, 05, 06 and the audit trail of 20251129000001):
-- sync columns and trigger, company_id defaulting to the caller's company, the applied-mutations
-- ledger, row level security, the realtime publication and an audit event per change. Rows are removed
-- by setting deleted_at (soft), so a catch-up sees the removal. The rules between rows are in
-- 20251130000002 (a linked group keeps enough values, a value's stock) and 20251130000005 (one company,
-- a category with products stays).
--
-- Allergens are the 14 EU allergens as keys; names are 1 to 80 characters once trimmed (white space at
-- either end, as JavaScript's trim), as the app checks them (src/domain/menu.ts).

-- ---------------------------------------------------------------------------------------------------
-- Products, categories and order lines.
-- ---------------------------------------------------------------------------------------------------
alter table public.products
  add column vat_rate smallint not null default 9
    constraint products_vat_rate_9_or_21 check (vat_rate in (9, 21)),
  add column allergens text[] not null default '{}'
    constraint products_allergens_known check (allergens <@ array[
      'gluten', 'schaaldieren', 'eieren', 'vis', 'pinda', 'soja', 'melk', 'noten', 'selderij', 'mosterd',
      'sesam', 'sulfiet', 'lupine', 'weekdieren']::text[]),
  add column image_path text,
  add constraint products_name_length
    check (char_length(regexp_replace(name, '^\s+|\s+$', '', 'g')) between 1 and 80);

alter table public.categories
  add constraint categories_name_length
    check (char_length(regexp_replace(name, '^\s+|\s+$', '', 'g')) between 1 and 80);

alter table public.order_items
  add column vat_rate smallint
    constraint order_items_vat_rate_9_or_21 check (vat_rate in (9, 21));

-- ---------------------------------------------------------------------------------------------------
-- The option tables. Each references its company once and its parents once (single foreign-key paths,
-- as migration 01 keeps them for PostgREST's embeds); that parents and row share one company is a
-- trigger of 20251130000005.
-- ---------------------------------------------------------------------------------------------------
create table public.product_option_groups (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default public.current_company_id()
    references public.companies (id) on delete cascade,
  name text not null
    constraint product_option_groups_name_length
    check (char_length(regexp_replace(name, '^\s+|\s+$', '', 'g')) between 1 and 80),
  min_choices integer not null default 0,
  max_choices integer not null default 1
    constraint product_option_groups_max_choices_at_least_1 check (max_choices >= 1),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default clock_timestamp(),
  version bigint not null default 1,
  deleted_at timestamptz,
  last_mutation_id uuid,
  constraint product_option_groups_min_max check (min_choices >= 0 and min_choices <= max_choices)
);

create table public.product_option_values (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default public.current_company_id()
    references public.companies (id) on delete cascade,
  group_id uuid not null references public.product_option_groups (id) on delete cascade,
  name text not null
    constraint product_option_values_name_length
    check (char_length(regexp_replace(name, '^\s+|\s+$', '', 'g')) between 1 and 80),
  price_delta_cents integer not null default 0
    constraint product_option_values_price_delta_not_negative check (price_delta_cents >= 0),
  position integer not null default 0,
  is_sold_out boolean not null default false,
  sold_out_until timestamptz,
  allergens text[] not null default '{}'
    constraint product_option_values_allergens_known check (allergens <@ array[
      'gluten', 'schaaldieren', 'eieren', 'vis', 'pinda', 'soja', 'melk', 'noten', 'selderij', 'mosterd',
      'sesam', 'sulfiet', 'lupine', 'weekdieren']::text[]),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default clock_timestamp(),
  version bigint not null default 1,
  deleted_at timestamptz,
  last_mutation_id uuid
);

create table public.product_option_links (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default public.current_company_id()
    references public.companies (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  group_id uuid not null references public.product_option_groups (id) on delete cascade,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default clock_timestamp(),
  version bigint not null default 1,
  deleted_at timestamptz,
  last_mutation_id uuid
);

-- A group is on a product at most once (a removed link may be followed by a new one). A partial unique
-- index, not a constraint: PostgREST would read a unique (product_id, group_id) key as a junction table.
create unique index product_option_links_product_group_key
  on public.product_option_links (product_id, group_id) where deleted_at is null;
create index product_option_links_group_idx on public.product_option_links (group_id);
create index product_option_values_group_idx on public.product_option_values (group_id, position);
create index product_option_groups_company_position_idx on public.product_option_groups (company_id, position);

-- ---------------------------------------------------------------------------------------------------
-- Sync columns (migration 02), the applied-mutations ledger (06), the catalogue write guard (03, 04;
-- its stock-only rule for option values is in 20251130000002, with the "until" rule of the values) and
-- the audit trail (20251129000001).
-- ---------------------------------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['product_option_groups', 'product_option_values', 'product_option_links'] loop
    execute format('create index %I on public.%I (updated_at, id)', t || '_updated_at_id_idx', t);
    execute format(
      'create trigger set_sync_columns before insert or update on public.%I
         for each row execute function public.tg_set_sync_columns()', t);
    execute format(
      'create trigger record_mutation_insert before insert on public.%I
         for each row execute function public.tg_record_mutation()', t);
    execute format(
      'create trigger record_mutation_update before update of last_mutation_id on public.%I
         for each row execute function public.tg_record_mutation()', t);
    execute format(
      'create trigger record_mutation_inserted after insert on public.%I
         for each row execute function public.tg_record_mutation()', t);
    execute format(
      'create trigger guard_catalogue_write before insert or update or delete on public.%I
         for each row execute function public.tg_guard_catalogue_write()', t);
    execute format(
      'create trigger audit after insert or update or delete on public.%I
         for each row execute function public.tg_audit()', t);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Privileges (a hosted project grants ALL on new tables by default: revoke first), as for products:
-- staff read and write through row level security and the catalogue write guard.
-- ---------------------------------------------------------------------------------------------------
revoke all on table public.product_option_groups, public.product_option_values, public.product_option_links
  from anon, authenticated;
grant all on table public.product_option_groups, public.product_option_values, public.product_option_links
  to service_role;
grant select, insert, update, delete
  on table public.product_option_groups, public.product_option_values, public.product_option_links
  to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Row level security, like products (migration 04): every staff member of the company reads every row,
-- removed ones included (the catch-up must see removals); writes need can_edit_product_data, except a
-- value's stock (is_sold_out, sold_out_until), which can_change_product_status may change too (the
-- guard lets a stock-only change through to the policy). Deletes: the guard refuses them without
-- can_edit_product_data (42501).
-- ---------------------------------------------------------------------------------------------------
alter table public.product_option_groups enable row level security;
alter table public.product_option_values enable row level security;
alter table public.product_option_links enable row level security;

do $$
declare
  t text;
begin
  foreach t in array array['product_option_groups', 'product_option_values', 'product_option_links'] loop
    execute format(
      'create policy %I on public.%I for select to authenticated
         using (company_id = any ((select public.staff_company_ids())::uuid[]))', t || '_select', t);
    execute format(
      'create policy %I on public.%I for insert to authenticated
         with check (company_id = any ((select public.permitted_company_ids(''can_edit_product_data''))::uuid[]))',
      t || '_insert', t);
    execute format(
      'create policy %I on public.%I for update to authenticated
         using (company_id = any ((select public.staff_company_ids())::uuid[]))
         with check (company_id = any ((select public.permitted_company_ids(%s))::uuid[]))',
      t || '_update', t,
      case when t = 'product_option_values' then '''can_change_product_status'', ''can_edit_product_data'''
           else '''can_edit_product_data''' end);
    execute format(
      'create policy %I on public.%I for delete to authenticated
         using (company_id = any ((select public.staff_company_ids())::uuid[]))', t || '_delete', t);
  end loop;
end
$$;

-- Realtime (migration 05): a nudge for the sync engine; hosted Realtime applies each subscriber's RLS.
alter publication supabase_realtime add table
  public.product_option_groups,
  public.product_option_values,
  public.product_option_links;

comment on table public.product_option_groups is
  'Option groups of the menu: min_choices..max_choices of its values are chosen (0 <= min <= max, max >= 1).';
comment on table public.product_option_values is
  'Values of an option group: extra price (cents, >= 0), allergens, stock like products (is_sold_out, sold_out_until).';
comment on table public.product_option_links is
  'An option group offered on a product, in position order; at most one live link per product and group.';
