-- How the shop website places an order: cart, order and lines in one transaction, so staff never
-- see an order without its lines. Only the service role (the website's backend) may call it.
-- p_order: {id?, customer_name, customer_phone, customer_email, delivery_type, is_asap, delivery_time,
--           payment_status, notes, tip_cents, discount_cents, delivery_fee_cents?, delivery_address,
--           delivery_postcode, delivery_city, delivery_notes, billing_*,
--           items: [{product_id, qty, name?, unit_price_cents?, item_options?, customizations_json?}]}
create or replace function public.place_order(p_company_slug text, p_order jsonb)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_company uuid;
  v_cart uuid := gen_random_uuid();
  v_order public.orders;
  v_item jsonb;
  v_product public.products;
  v_cart_item uuid;
  v_qty integer;
  v_price integer;
  v_subtotal integer := 0;
  v_fee integer := 0;
  v_delivery boolean := coalesce(p_order ->> 'delivery_type', 'pickup') = 'delivery';
begin
  select id into v_company from public.companies where slug = p_company_slug and is_active;
  if v_company is null then
    raise exception 'Company ''%'' not found or inactive', p_company_slug using errcode = 'P0002';
  end if;
  if jsonb_typeof(p_order -> 'items') is distinct from 'array' or jsonb_array_length(p_order -> 'items') = 0 then
    raise exception 'An order needs at least one item' using errcode = '22023';
  end if;
  if v_delivery then
    v_fee := coalesce((p_order ->> 'delivery_fee_cents')::integer,
                      (select delivery_fee_cents from public.shop_settings where company_id = v_company), 0);
  end if;

  -- Totals first, so the order's INSERT event already carries them.
  for v_item in select * from jsonb_array_elements(p_order -> 'items') loop
    select * into v_product from public.products
      where id = (v_item ->> 'product_id')::uuid and company_id = v_company;
    if v_product.id is null then
      raise exception 'Unknown product %', v_item ->> 'product_id' using errcode = '23503';
    end if;
    v_subtotal := v_subtotal + coalesce((v_item ->> 'qty')::integer, 1)
                  * coalesce((v_item ->> 'unit_price_cents')::integer, v_product.price_cents);
  end loop;

  insert into public.carts (id, company_id, delivery_address, delivery_postcode, delivery_city, delivery_notes, customer_phone)
  values (v_cart, v_company, p_order ->> 'delivery_address', p_order ->> 'delivery_postcode',
          p_order ->> 'delivery_city', p_order ->> 'delivery_notes', p_order ->> 'customer_phone');

  insert into public.orders (id, company_id, cart_id, status, payment_status, subtotal_cents, total_cents,
    delivery_fee_cents, tip_cents,
    discount_cents, placed_at, customer_name, customer_phone, customer_email, delivery_type, fulfillment_type,
    delivery_time, is_asap, notes, billing_address, billing_postcode, billing_city, billing_house_number,
    billing_house_addition)
  values (coalesce((p_order ->> 'id')::uuid, gen_random_uuid()), v_company, v_cart, 'created',
    coalesce(p_order ->> 'payment_status', 'unpaid'), v_subtotal,
    greatest(v_subtotal + v_fee + coalesce((p_order ->> 'tip_cents')::integer, 0)
             - coalesce((p_order ->> 'discount_cents')::integer, 0), 0),
    v_fee, coalesce((p_order ->> 'tip_cents')::integer, 0),
    coalesce((p_order ->> 'discount_cents')::integer, 0), now(), p_order ->> 'customer_name',
    p_order ->> 'customer_phone', p_order ->> 'customer_email', case when v_delivery then 'delivery' else 'pickup' end,
    case when v_delivery then 'delivery' else 'pickup' end, (p_order ->> 'delivery_time')::timestamptz,
    coalesce((p_order ->> 'is_asap')::boolean, true), p_order ->> 'notes', p_order ->> 'billing_address',
    p_order ->> 'billing_postcode', p_order ->> 'billing_city', p_order ->> 'billing_house_number',
    p_order ->> 'billing_house_addition')
  returning * into v_order;

  for v_item in select * from jsonb_array_elements(p_order -> 'items') loop
    select * into v_product from public.products where id = (v_item ->> 'product_id')::uuid;
    v_qty := coalesce((v_item ->> 'qty')::integer, 1);
    v_price := coalesce((v_item ->> 'unit_price_cents')::integer, v_product.price_cents);
    insert into public.cart_items (company_id, cart_id, product_id, qty, unit_price_cents, item_options, customizations_json)
    values (v_company, v_cart, v_product.id, v_qty, v_price, nullif(v_item ->> 'item_options', ''),
            v_item -> 'customizations_json')
    returning id into v_cart_item;
    insert into public.order_items (company_id, order_id, product_id, cart_item_id, name_snapshot, qty,
      unit_price_cents, line_total_cents)
    values (v_company, v_order.id, v_product.id, v_cart_item, coalesce(v_item ->> 'name', v_product.name), v_qty,
            v_price, v_qty * v_price);
  end loop;
  return v_order;
end $$;

revoke all on function public.place_order(text, jsonb) from public, anon, authenticated;
grant execute on function public.place_order(text, jsonb) to service_role;
