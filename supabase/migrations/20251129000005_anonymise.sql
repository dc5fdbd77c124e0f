-- Anonymising a customer, and the staff names an order's history shows.

-- ---------------------------------------------------------------------------------------------------
-- A customer's right to be forgotten: the owner (can_manage_settings and can_view_revenue_statistics)
-- clears name, phone, e-mail, address and notes of every order and cart of that phone number in the
-- own company; amounts, lines and statuses stay. Each order's event says 'anonymised' (fields set to
-- null, no values), and one event of entity 'customers' records the request with its counts.
-- ---------------------------------------------------------------------------------------------------
create function public.anonymise_customer(p_phone text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_company uuid := public.current_company_id();
  v_digits text := public.phone_digits(p_phone);
  v_orders integer;
  v_carts integer;
  v_at timestamptz;
begin
  if v_company is null or not public.has_permission(v_company, 'can_manage_settings')
     or not public.has_permission(v_company, 'can_view_revenue_statistics') then
    raise exception 'permission denied: anonymising a customer needs the owner (can_manage_settings and can_view_revenue_statistics)'
      using errcode = '42501';
  end if;
  if char_length(v_digits) < 6 then
    raise exception 'p_phone must be a phone number of at least 6 digits' using errcode = '22023';
  end if;

  perform set_config('audit.action', 'anonymised', true);
  update public.carts c
     set customer_phone = null, delivery_address = null, delivery_postcode = null, delivery_city = null,
         delivery_notes = null
   where c.company_id = v_company
     and (public.phone_digits(c.customer_phone) = v_digits
          or c.id in (select o.cart_id from public.orders o
                      where o.company_id = v_company and public.phone_digits(o.customer_phone) = v_digits));
  get diagnostics v_carts = row_count;
  update public.orders o
     set customer_name = null, customer_phone = null, customer_email = null, notes = null,
         billing_address = null, billing_postcode = null, billing_city = null, billing_house_number = null,
         billing_house_addition = null
   where o.company_id = v_company and public.phone_digits(o.customer_phone) = v_digits;
  get diagnostics v_orders = row_count;
  perform set_config('audit.action', '', true);
  v_at := clock_timestamp();

  insert into public.audit_events (company_id, entity, entity_id, action, new, reason, user_id, device_id, db_role,
                                   at, updated_at)
  values (v_company, 'customers', v_company::text, 'anonymised',
          jsonb_build_object('orders', v_orders, 'carts', v_carts), 'Recht op vergetelheid', auth.uid(),
          public.request_device_id(), coalesce(nullif(current_setting('role', true), 'none'), session_user), v_at, v_at);
  return jsonb_build_object('orders', v_orders, 'carts', v_carts);
end
$$;
revoke execute on function public.anonymise_customer(text) from public, anon;
grant execute on function public.anonymise_customer(text) to authenticated;

-- The staff of the caller's company as colleagues know them, for the names in an order's history and in
-- 'Gewijzigd door …': the auth user id (audit_events.user_id), e-mail and role name.
create function public.company_staff()
returns table (user_id uuid, email text, role_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.user_main_id, au.email::text, r.name
  from public.users u
  join auth.users au on au.id = u.user_main_id
  left join public.roles r on r.id = u.role_id
  where u.company_id = any ((select public.staff_company_ids())::uuid[])
  order by au.email
$$;
revoke execute on function public.company_staff() from public, anon;
grant execute on function public.company_staff() to authenticated;
