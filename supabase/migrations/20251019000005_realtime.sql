-- Realtime (postgres_changes) for every mirrored table. Realtime is a nudge for the sync engine, not
-- the truth (DESIGN sync rule 7); hosted Realtime applies each subscriber's row level security.
alter publication supabase_realtime add table
  public.companies,
  public.roles,
  public.users,
  public.user_profiles,
  public.categories,
  public.products,
  public.carts,
  public.cart_items,
  public.orders,
  public.order_items,
  public.shop_settings,
  public.shop_status,
  public.opening_hours;
