-- Issue 31: available_products (20251125000001) with the menu's new columns, appended at the end:
--   vat_rate, allergens, image_path   the product's own
--   option_groups                      jsonb array, in link position order, of the live groups linked to
--                                      the product (live link): {id, name, min_choices, max_choices,
--                                      position (the link's: the group's place on this product), values}
--                                      with values [{id, name, price_delta_cents, position, allergens}]
--                                      in position order: only live values in stock at now()
-- A product drops out while one of its required groups (min_choices >= 1) has fewer values in stock
-- than min_choices: the web shop could not take an order for it (place_order would refuse it).
--
-- The security model is unchanged (read the comment in 20251125000001): the view runs with its owner's
-- rights on purpose, its WHERE is the whole access rule, it shows menu columns only, security_barrier
-- keeps a caller's conditions from running before it, and the grants give SELECT only.
create or replace view public.available_products
with (security_barrier = true, security_invoker = false)
as
select
  p.id,
  p.company_id,
  c.slug as company_slug,
  p.category_id,
  k.name as category_name,
  k.position as category_position,
  p.name,
  p.description,
  p.price_cents,
  p.image_url,
  p.sort_index,
  p."Productnummer",
  p.vat_rate,
  p.allergens,
  p.image_path,
  coalesce(o.option_groups, '[]'::jsonb) as option_groups
from public.products p
join public.companies c on c.id = p.company_id
left join public.categories k on k.id = p.category_id and k.deleted_at is null
left join lateral (
  select jsonb_agg(jsonb_build_object(
           'id', g.id, 'name', g.name, 'min_choices', g.min_choices, 'max_choices', g.max_choices,
           'position', l.position, 'values', g.option_values)
           order by l.position, g.position, g.id) as option_groups,
         bool_or(g.in_stock < g.min_choices) as blocked
  from public.product_option_links l
  cross join lateral (
    select gg.id, gg.name, gg.min_choices, gg.max_choices, gg.position,
           coalesce(jsonb_agg(jsonb_build_object(
             'id', v.id, 'name', v.name, 'price_delta_cents', v.price_delta_cents, 'position', v.position,
             'allergens', v.allergens) order by v.position, v.id) filter (where v.id is not null), '[]'::jsonb)
             as option_values,
           count(v.id) as in_stock
    from public.product_option_groups gg
    left join public.product_option_values v
      on v.group_id = gg.id and v.deleted_at is null
     and (not v.is_sold_out or v.sold_out_until <= now())
    where gg.id = l.group_id and gg.deleted_at is null
    group by gg.id
  ) g
  where l.product_id = p.id and l.deleted_at is null
) o on true
where p.is_active
  and p.deleted_at is null
  and (not p.is_sold_out or p.sold_out_until <= now())
  and c.is_active
  and c.deleted_at is null
  and o.blocked is not true;
comment on view public.available_products is
  'Visible products of active companies that are in stock at now() (sold_out_until passed counts as in stock), with their option groups and the values in stock; a product whose required group has too few values in stock is left out.';

-- create or replace keeps the view's privileges; stated again as in 20251125000001.
revoke all on table public.available_products from public, anon, authenticated;
grant select on table public.available_products to anon, authenticated, service_role;
