-- Issue 31: place_order (20251019000010) with option choices and the BTW rate of each line.
--
-- An item of p_order.items may carry option_value_ids (an array of option value ids). When it does
-- (even an empty array) the server checks the choice against the menu at now() and prices the line
-- itself; any bad choice aborts the whole call with SQLSTATE 22023, a message naming the item, group or
-- value, and a HINT naming the rule:
--   option_ids_invalid     option_value_ids is not an array of ids
--   option_duplicate       a value chosen twice
--   option_unknown         no value with that id in the company
--   option_removed         the value or its group was removed
--   option_not_offered     the value's group is not linked to the item's product (or the link was removed)
--   option_sold_out        the value is sold out at now()
--   option_too_few         fewer choices in a linked group than its min_choices (a required group unanswered)
--   option_too_many        more choices in a linked group than its max_choices
-- Such a line costs the product's price plus the chosen values' price_delta_cents (a client's
-- unit_price_cents is ignored); its item_options are the chosen names joined with ' + ' in link position
-- then value position order, unless the client sent item_options; its customizations_json is the
-- client's, else [{group_id, group, value_id, value, price_delta_cents}] (null when nothing was chosen,
-- like a line without options). Items without option_value_ids are placed exactly as before. Every line
-- keeps the product's vat_rate.

-- The choice of one item, checked; p_label names the item in messages ('item 2 (Friet klein)').
create function public.order_item_options(p_company uuid, p_product uuid, p_ids jsonb, p_label text)
returns table (extra_cents integer, item_options text, customizations_json jsonb)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_id jsonb;
  v_value record;
  v_group record;
  v_twice text;
begin
  if jsonb_typeof(p_ids) is distinct from 'array' then
    raise exception '%: option_value_ids must be an array of option value ids', p_label
      using errcode = '22023', hint = 'option_ids_invalid';
  end if;
  for v_id in select e from jsonb_array_elements(p_ids) as a (e) loop
    if jsonb_typeof(v_id) is distinct from 'string'
       or (v_id #>> '{}') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception '%: option value % is not an id', p_label, v_id
        using errcode = '22023', hint = 'option_ids_invalid';
    end if;
  end loop;

  select coalesce('"' || min(v.name) || '"', d.id::text) into v_twice
  from (select (e #>> '{}')::uuid as id from jsonb_array_elements(p_ids) as a (e)
        group by 1 having count(*) > 1 order by 1 limit 1) d
  left join public.product_option_values v on v.id = d.id and v.company_id = p_company
  group by d.id;
  if found then
    raise exception '%: option value % is chosen more than once', p_label, v_twice
      using errcode = '22023', hint = 'option_duplicate';
  end if;

  for v_value in
    select a.id, v.name, v.deleted_at is not null or g.deleted_at is not null as removed,
           g.name as group_name, l.id is not null as offered,
           v.is_sold_out and (v.sold_out_until is null or v.sold_out_until > now()) as sold_out
    from (select (e #>> '{}')::uuid as id, o from jsonb_array_elements(p_ids) with ordinality as x (e, o)) a
    left join public.product_option_values v on v.id = a.id and v.company_id = p_company
    left join public.product_option_groups g on g.id = v.group_id
    left join public.product_option_links l
      on l.group_id = v.group_id and l.product_id = p_product and l.deleted_at is null
    order by a.o
  loop
    if v_value.name is null then
      raise exception '%: unknown option value %', p_label, v_value.id
        using errcode = '22023', hint = 'option_unknown';
    elsif v_value.removed then
      raise exception '%: option value "%" (group "%") was removed from the menu', p_label, v_value.name,
        v_value.group_name using errcode = '22023', hint = 'option_removed';
    elsif not v_value.offered then
      raise exception '%: option value "%" (group "%") is not an option of this product', p_label, v_value.name,
        v_value.group_name using errcode = '22023', hint = 'option_not_offered';
    elsif v_value.sold_out then
      raise exception '%: option value "%" (group "%") is sold out', p_label, v_value.name, v_value.group_name
        using errcode = '22023', hint = 'option_sold_out';
    end if;
  end loop;

  -- Every live group on the product, with how many of its values were chosen.
  for v_group in
    select g.name, g.min_choices, g.max_choices,
           (select count(*) from public.product_option_values v
             where v.group_id = g.id and v.id = any (select (e #>> '{}')::uuid from jsonb_array_elements(p_ids) e)
           )::integer as chosen
    from public.product_option_links l
    join public.product_option_groups g on g.id = l.group_id and g.deleted_at is null
    where l.product_id = p_product and l.deleted_at is null
    order by l.position, g.position, g.id
  loop
    if v_group.chosen < v_group.min_choices then
      raise exception '%: option group "%" needs at least % choice(s), got %', p_label, v_group.name,
        v_group.min_choices, v_group.chosen using errcode = '22023', hint = 'option_too_few';
    elsif v_group.chosen > v_group.max_choices then
      raise exception '%: option group "%" allows at most % choice(s), got %', p_label, v_group.name,
        v_group.max_choices, v_group.chosen using errcode = '22023', hint = 'option_too_many';
    end if;
  end loop;

  return query
  select coalesce(sum(c.price_delta_cents), 0)::integer,
         string_agg(c.value, ' + ' order by c.link_position, c.group_position, c.group_id, c.value_position, c.value_id),
         jsonb_agg(jsonb_build_object('group_id', c.group_id, 'group', c.group_name, 'value_id', c.value_id,
                                      'value', c.value, 'price_delta_cents', c.price_delta_cents)
                   order by c.link_position, c.group_position, c.group_id, c.value_position, c.value_id)
  from (
    select g.id as group_id, g.name as group_name, g.position as group_position, l.position as link_position,
           v.id as value_id, v.name as value, v.position as value_position, v.price_delta_cents
    from public.product_option_values v
    join public.product_option_groups g on g.id = v.group_id
    join public.product_option_links l on l.group_id = g.id and l.product_id = p_product and l.deleted_at is null
    where v.id = any (select (e #>> '{}')::uuid from jsonb_array_elements(p_ids) e)
  ) c;
end
$$;
-- Called by place_order only (which runs as its owner).
revoke all on function public.order_item_options(uuid, uuid, jsonb, text) from public, anon, authenticated, service_role;

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
  v_index bigint;
  v_product public.products;
  v_choice record;
  v_lines jsonb := '[]'::jsonb;
  v_line jsonb;
  v_custom jsonb;
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

  -- Every line priced and checked first, so a bad item writes nothing and the order's INSERT event
  -- already carries the totals.
  for v_item, v_index in select e, o from jsonb_array_elements(p_order -> 'items') with ordinality as x (e, o) loop
    select * into v_product from public.products
      where id = (v_item ->> 'product_id')::uuid and company_id = v_company;
    if v_product.id is null then
      raise exception 'Unknown product %', v_item ->> 'product_id' using errcode = '23503';
    end if;
    v_qty := coalesce((v_item ->> 'qty')::integer, 1);
    if v_item ? 'option_value_ids' then
      select * into v_choice from public.order_item_options(v_company, v_product.id, v_item -> 'option_value_ids',
        format('item %s (%s)', v_index, v_product.name));
      v_price := v_product.price_cents + v_choice.extra_cents;
      v_line := jsonb_build_object(
        'item_options', coalesce(nullif(v_item ->> 'item_options', ''), v_choice.item_options));
      v_custom := coalesce(nullif(v_item -> 'customizations_json', 'null'::jsonb), v_choice.customizations_json);
    else
      v_price := coalesce((v_item ->> 'unit_price_cents')::integer, v_product.price_cents);
      v_line := jsonb_build_object('item_options', nullif(v_item ->> 'item_options', ''));
      v_custom := v_item -> 'customizations_json';
    end if;
    -- kept only when there is one: v_line -> 'customizations_json' is then SQL null, as before
    if v_custom is not null then
      v_line := v_line || jsonb_build_object('customizations_json', v_custom);
    end if;
    v_subtotal := v_subtotal + v_qty * v_price;
    v_lines := v_lines || jsonb_build_array(v_line || jsonb_build_object(
      'product_id', v_product.id, 'qty', v_qty, 'unit_price_cents', v_price, 'vat_rate', v_product.vat_rate,
      'name', coalesce(v_item ->> 'name', v_product.name)));
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

  for v_line in select * from jsonb_array_elements(v_lines) loop
    v_qty := (v_line ->> 'qty')::integer;
    v_price := (v_line ->> 'unit_price_cents')::integer;
    insert into public.cart_items (company_id, cart_id, product_id, qty, unit_price_cents, item_options, customizations_json)
    values (v_company, v_cart, (v_line ->> 'product_id')::uuid, v_qty, v_price, v_line ->> 'item_options',
            v_line -> 'customizations_json')
    returning id into v_cart_item;
    insert into public.order_items (company_id, order_id, product_id, cart_item_id, name_snapshot, qty,
      unit_price_cents, line_total_cents, vat_rate)
    values (v_company, v_order.id, (v_line ->> 'product_id')::uuid, v_cart_item, v_line ->> 'name', v_qty,
            v_price, v_qty * v_price, (v_line ->> 'vat_rate')::smallint);
  end loop;
  return v_order;
end $$;

revoke all on function public.place_order(text, jsonb) from public, anon, authenticated;
grant execute on function public.place_order(text, jsonb) to service_role;
