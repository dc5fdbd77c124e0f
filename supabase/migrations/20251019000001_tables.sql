-- KMFC shop admin: the tables of spec section 3.
--
-- Every shop table carries company_id (multi-tenant by design: row level security keeps a staff member
-- of one company away from another company's rows even when both live in the same project).
-- Sync columns (updated_at, version, deleted_at, last_mutation_id) follow in the next migration; the
-- security migration adds company_id defaults, grants and row level security.
--
-- Foreign keys are deliberately single paths: PostgREST must embed
-- orders?select=*,order_items(*,cart_items(*,carts(*))) without ambiguity, so no pair of tables has
-- two foreign keys between them.

create table public.companies (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]*$'),
  name text not null,
  supabase_url text,
  supabase_anon_key text,
  is_active boolean not null default true,
  is_busy boolean not null default false,
  -- spec section 3: "the latest admin app version string", compared with the app's own version.
  latest_admin_version text,
  created_at timestamptz not null default now()
);

create table public.roles (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  name text not null,
  slug text not null,
  can_view_new_orders boolean not null default false,
  can_view_order_history boolean not null default false,
  can_manage_settings boolean not null default false,
  can_edit_product_data boolean not null default false,
  can_change_product_status boolean not null default false,
  can_view_product_statistics boolean not null default false,
  can_view_revenue_statistics boolean not null default false,
  created_at timestamptz not null default now(),
  unique (company_id, slug)
);

create table public.users (
  id uuid primary key default gen_random_uuid(),
  user_main_id uuid not null references auth.users (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  role_id uuid references public.roles (id) on delete set null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  last_login_at timestamptz,
  unique (user_main_id, company_id)
);

create table public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  role text,
  created_at timestamptz not null default now()
);

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  name text not null,
  position integer not null default 0,
  created_at timestamptz not null default now()
);

create table public.products (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  category_id uuid references public.categories (id) on delete set null,
  name text not null,
  description text,
  price_cents integer not null default 0 check (price_cents >= 0),
  image_url text,
  is_active boolean not null default true,
  is_sold_out boolean not null default false,
  sort_index integer not null default 0,
  "Productnummer" text,
  created_at timestamptz not null default now()
);

create table public.carts (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  delivery_address text,
  delivery_postcode text,
  delivery_city text,
  delivery_notes text,
  customer_phone text,
  created_at timestamptz not null default now()
);

create table public.cart_items (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  cart_id uuid not null references public.carts (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  qty integer not null check (qty > 0),
  unit_price_cents integer not null check (unit_price_cents >= 0),
  -- the chosen options as text, joined with ' + ' (e.g. 'Extra kaas + Zonder ui')
  item_options text,
  customizations_json jsonb,
  created_at timestamptz not null default now()
);

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  cart_id uuid references public.carts (id) on delete set null,
  status text not null default 'created' check (status in (
    'created', 'accepted', 'preparing', 'ready_pickup', 'ready_delivery',
    'picked_up', 'out_for_delivery', 'delivered', 'canceled')),
  payment_status text not null default 'unpaid'
    check (payment_status in ('paid', 'unpaid', 'pending', 'failed', 'refunded')),
  subtotal_cents integer not null default 0 check (subtotal_cents >= 0),
  delivery_fee_cents integer not null default 0 check (delivery_fee_cents >= 0),
  tip_cents integer not null default 0 check (tip_cents >= 0),
  discount_cents integer not null default 0 check (discount_cents >= 0),
  total_cents integer not null default 0 check (total_cents >= 0),
  placed_at timestamptz not null default now(),
  customer_name text,
  customer_phone text,
  customer_email text,
  delivery_type text not null default 'pickup' check (delivery_type in ('delivery', 'pickup')),
  fulfillment_type text,
  delivery_time timestamptz,
  is_asap boolean not null default true,
  notes text,
  billing_address text,
  billing_postcode text,
  billing_city text,
  billing_house_number text,
  billing_house_addition text,
  created_at timestamptz not null default now()
);

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  cart_item_id uuid references public.cart_items (id) on delete set null,
  name_snapshot text not null,
  qty integer not null check (qty > 0),
  unit_price_cents integer not null check (unit_price_cents >= 0),
  line_total_cents integer not null check (line_total_cents >= 0),
  created_at timestamptz not null default now()
);

create table public.shop_settings (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null unique references public.companies (id) on delete cascade,
  is_manually_closed boolean not null default false,
  min_order_cents integer not null default 0 check (min_order_cents >= 0),
  delivery_fee_cents integer not null default 0 check (delivery_fee_cents >= 0),
  free_delivery_from_cents integer check (free_delivery_from_cents >= 0),
  created_at timestamptz not null default now()
);

create table public.shop_status (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null unique references public.companies (id) on delete cascade,
  is_closed boolean not null default false,
  exception_note text check (char_length(exception_note) <= 200),
  created_at timestamptz not null default now()
);

create table public.opening_hours (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  -- 0 = Sunday, 1 = Monday ... 6 = Saturday (Postgres extract(dow))
  weekday smallint not null check (weekday between 0 and 6),
  -- times on the 30-minute grid; close_time <= open_time means the day runs past midnight
  -- (equal: open 24 hours)
  open_time time not null default '09:00' check (
    extract(minute from open_time) in (0, 30) and extract(second from open_time) = 0),
  close_time time not null default '17:00' check (
    extract(minute from close_time) in (0, 30) and extract(second from close_time) = 0),
  is_active boolean not null default false,
  created_at timestamptz not null default now(),
  unique (company_id, weekday)
);

-- Indexes that serve the app (the catch-up cursor indexes come with the sync columns).
create index orders_company_status_placed_idx on public.orders (company_id, status, placed_at desc);
create index orders_company_placed_idx on public.orders (company_id, placed_at desc);
create index orders_cart_idx on public.orders (cart_id);
create index order_items_order_idx on public.order_items (order_id);
create index order_items_cart_item_idx on public.order_items (cart_item_id);
create index order_items_product_idx on public.order_items (product_id);
create index cart_items_cart_idx on public.cart_items (cart_id);
create index products_company_category_sort_idx on public.products (company_id, category_id, sort_index);
create index categories_company_position_idx on public.categories (company_id, position);
create index users_company_idx on public.users (company_id);
create index roles_company_idx on public.roles (company_id);
