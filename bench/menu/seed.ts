// The menu of the Producten bench: 300 products over the seed's categories and 60 option groups of four
// options each, every product offering two groups; inserted set-based as the database owner.
import type { Stack } from '../../local-supabase/stack';

export const PRODUCTS = 300;
export const GROUPS = 60;
const COMPANY = 'c0000000-0000-4000-8000-000000000001';

export async function seedMenu(stack: Stack): Promise<void> {
  await stack.sql(`
    insert into public.products (company_id, category_id, name, price_cents, sort_index, "Productnummer", allergens)
    select $1, c.id, 'Menu ' || lpad(n::text, 3, '0'), 250 + (n * 37) % 1500, 100 + n, (1000 + n)::text,
           case when n % 3 = 0 then array['gluten'] else '{}'::text[] end
    from generate_series(1, ${PRODUCTS}) n
    cross join lateral (select id from public.categories where company_id = $1 order by position offset (n % 6) limit 1) c`, [COMPANY]);
  await stack.sql(`
    insert into public.product_option_groups (company_id, name, min_choices, max_choices, position)
    select $1, 'Groep ' || lpad(g::text, 2, '0'), g % 2, 1 + g % 3, 10 + g from generate_series(1, ${GROUPS}) g`, [COMPANY]);
  await stack.sql(`
    insert into public.product_option_values (company_id, group_id, name, price_delta_cents, position)
    select $1, g.id, g.name || ' optie ' || v, (v - 1) * 25, v
    from public.product_option_groups g cross join generate_series(1, 4) v where g.name like 'Groep %'`, [COMPANY]);
  await stack.sql(`
    insert into public.product_option_links (company_id, product_id, group_id, position)
    select $1, p.id, g.id, k
    from (select id, row_number() over (order by name) as n from public.products where name like 'Menu %') p
    cross join generate_series(0, 1) k
    join (select id, row_number() over (order by name) as n from public.product_option_groups where name like 'Groep %') g
      on g.n = 1 + (p.n * 7 + k * 13) % ${GROUPS}`, [COMPANY]);
}
