// What the Producten screens read, live from the mirror: the menu by category (searchable), one product
// with its option groups for the editor, the groups with their values and the products they serve, and
// every value with its group. Removed rows (deleted_at) are left out everywhere. Each read takes the few
// hundred menu rows whole: cheaper than index walks at this size, and one live query per screen.
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { blockingGroups, type BlockingGroup } from '../domain/menu';
import { isSoldOutAt } from '../domain/until';
import { appDb, type ShopDb } from './database';
import type { CategoryRow, OptionGroupRow, OptionLinkRow, OptionValueRow, ProductRow } from './rows';

export interface MenuGroup extends OptionGroupRow {
  values: OptionValueRow[];
}

export interface MenuProduct extends ProductRow {
  /** The product's option groups in order. */
  groups: MenuGroup[];
  /** Required groups with too few values in stock: the product cannot be ordered now. */
  blocking: BlockingGroup[];
}

export interface MenuSection {
  /** null: products without a (known) category. */
  category: CategoryRow | null;
  products: MenuProduct[];
}

interface MenuRows {
  products: ProductRow[];
  categories: CategoryRow[];
  groups: Map<string, MenuGroup>;
  links: OptionLinkRow[];
}

const live = <T extends { deleted_at: string | null }>(rows: T[]) => rows.filter((row) => !row.deleted_at);
const byPosition = (a: { position: number; name: string }, b: { position: number; name: string }) =>
  a.position - b.position || a.name.localeCompare(b.name, 'nl');

async function menuRows(db: ShopDb): Promise<MenuRows> {
  return db.transaction('r', [db.products, db.categories, db.product_option_groups, db.product_option_values, db.product_option_links], async () => {
    const [products, categories, groups, values, links] = await Promise.all([
      db.products.toArray(), db.categories.toArray(), db.product_option_groups.toArray(),
      db.product_option_values.toArray(), db.product_option_links.toArray(),
    ]);
    const byGroup = new Map<string, MenuGroup>(live(groups).sort(byPosition).map((group) => [group.id, { ...group, values: [] }]));
    for (const value of live(values).sort(byPosition)) byGroup.get(value.group_id)?.values.push(value);
    return {
      products: live(products), categories: live(categories).sort(byPosition), groups: byGroup,
      links: live(links).filter((link) => byGroup.has(link.group_id)).sort((a, b) => a.position - b.position),
    };
  });
}

function withGroups(rows: MenuRows, products: readonly ProductRow[], at: Date): MenuProduct[] {
  const linksOf = new Map<string, MenuGroup[]>();
  for (const link of rows.links) {
    const group = rows.groups.get(link.group_id);
    if (group) linksOf.set(link.product_id, [...(linksOf.get(link.product_id) ?? []), group]);
  }
  return products.map((product) => {
    const groups = linksOf.get(product.id) ?? [];
    const inStock = groups.map((group) => ({ ...group, inStock: group.values.filter((value) => !isSoldOutAt(value, at)).length }));
    return { ...product, groups, blocking: blockingGroups(inStock) };
  });
}

function matches(product: ProductRow, needle: string): boolean {
  return !needle || product.name.toLocaleLowerCase('nl').includes(needle)
    || (product.Productnummer ?? '').toLocaleLowerCase('nl').includes(needle);
}

/** The whole menu with each product's groups, as the list and its search start from. */
export interface MenuData {
  categories: CategoryRow[];
  products: MenuProduct[];
}

/** Every product (with its groups) and category, read once per change of the menu tables. */
export async function menuData(db: ShopDb, at: Date): Promise<MenuData> {
  const rows = await menuRows(db);
  const sorted = [...rows.products].sort((a, b) => a.sort_index - b.sort_index || a.name.localeCompare(b.name, 'nl'));
  return { categories: rows.categories, products: withGroups(rows, sorted, at) };
}

/**
 * The menu by category position, each category's products by sort_index; with a search term only the
 * products whose name or Productnummer holds it, and only the categories that then have products.
 * In memory: the product objects stay the same ones, so a screen redraws only the rows that change.
 */
export function sectionsOf(data: MenuData, term: string): MenuSection[] {
  const needle = term.trim().toLocaleLowerCase('nl');
  const products = needle ? data.products.filter((product) => matches(product, needle)) : data.products;
  const known = new Set(data.categories.map((category) => category.id));
  const sections: MenuSection[] = data.categories.map((category) => ({
    category, products: products.filter((product) => product.category_id === category.id),
  }));
  sections.push({ category: null, products: products.filter((product) => !product.category_id || !known.has(product.category_id)) });
  return sections.filter((section) => section.products.length > 0 || (!needle && section.category !== null));
}

/** The ids of the products whose name or Productnummer holds the term; null for no term (all). */
export function matchingIds(sections: readonly MenuSection[], term: string): Set<string> | null {
  const needle = term.trim().toLocaleLowerCase('nl');
  if (!needle) return null;
  return new Set(sections.flatMap((section) => section.products).filter((product) => matches(product, needle)).map((product) => product.id));
}

export async function menuSections(db: ShopDb, term: string, at: Date): Promise<MenuSection[]> {
  return sectionsOf(await menuData(db, at), term);
}

/** The menu's sections live; a keystroke filters in memory, without reading IndexedDB again. */
export function useMenuSections(term: string, at: Date, db: ShopDb = appDb()): MenuSection[] | undefined {
  const data = useLiveQuery(() => menuData(db, at), [db, at]);
  return useMemo(() => (data ? sectionsOf(data, term) : undefined), [data, term]);
}

/** One product for the editor, with its groups in order; null when it is not (or no longer) on the menu. */
export async function menuProduct(db: ShopDb, id: string, at: Date): Promise<MenuProduct | null> {
  const rows = await menuRows(db);
  const product = rows.products.find((candidate) => candidate.id === id);
  return product ? withGroups(rows, [product], at)[0] : null;
}

export function useMenuProduct(id: string | null, at: Date, db: ShopDb = appDb()): MenuProduct | null | undefined {
  return useLiveQuery(async () => (id ? menuProduct(db, id, at) : null), [db, id, at]);
}

export interface GroupWithProducts extends MenuGroup {
  products: Pick<ProductRow, 'id' | 'name'>[];
}

/** Every option group in order with its values and the products it serves. */
export async function optionGroups(db: ShopDb): Promise<GroupWithProducts[]> {
  const rows = await menuRows(db);
  const names = new Map(rows.products.map((product) => [product.id, product.name]));
  return [...rows.groups.values()].map((group) => ({
    ...group,
    products: rows.links.filter((link) => link.group_id === group.id && names.has(link.product_id))
      .map((link) => ({ id: link.product_id, name: names.get(link.product_id) ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name, 'nl')),
  }));
}

export function useOptionGroups(db: ShopDb = appDb()): GroupWithProducts[] | undefined {
  return useLiveQuery(() => optionGroups(db), [db]);
}

export interface ValueWithGroup extends OptionValueRow {
  group: Pick<OptionGroupRow, 'id' | 'name'>;
}

/** Every value with its group, by group position then value position. */
export async function optionValues(db: ShopDb): Promise<ValueWithGroup[]> {
  const rows = await menuRows(db);
  return [...rows.groups.values()].flatMap((group) => group.values.map((value) => ({ ...value, group: { id: group.id, name: group.name } })));
}

export function useOptionValues(db: ShopDb = appDb()): ValueWithGroup[] | undefined {
  return useLiveQuery(() => optionValues(db), [db]);
}

/** Every category in order (for the editor's choice and the bulk selection). */
export function useCategories(db: ShopDb = appDb()): CategoryRow[] | undefined {
  return useLiveQuery(async () => live(await db.categories.toArray()).sort(byPosition), [db]);
}
