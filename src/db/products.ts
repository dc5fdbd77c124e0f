// Products and their categories in the local mirror: the product status grid (ordered by category
// position, then sort_index; searchable by name) and the two toggles staff flip during service.
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type ShopDb } from './database';
import { enqueue } from './outbox';
import type { ProductRow } from './rows';

export type { CategoryRow, ProductRow } from './rows';

export interface ProductWithCategory extends ProductRow {
  category: { name: string; position: number } | null;
}

/** Every product, by category position then sort_index; products without a known category last. */
export async function productList(db: ShopDb): Promise<ProductWithCategory[]> {
  const categories = await db.categories.orderBy('position').toArray();
  const perCategory = await Promise.all(categories.map((category) =>
    db.products.where('[category_id+sort_index]')
      .between([category.id, Dexie.minKey], [category.id, Dexie.maxKey]).toArray()));
  const list: ProductWithCategory[] = perCategory.flatMap((products, i) =>
    products.map((product) => ({ ...product, category: { name: categories[i].name, position: categories[i].position } })));
  if (list.length < (await db.products.count())) {
    // Rare: products without a category (not in the compound index) or whose category is not mirrored.
    const listed = new Set(list.map((product) => product.id));
    const rest = await db.products.filter((product) => !listed.has(product.id)).toArray();
    rest.sort((a, b) => a.sort_index - b.sort_index || a.name.localeCompare(b.name, 'nl'));
    list.push(...rest.map((product) => ({ ...product, category: null })));
  }
  return list;
}

/** Case-insensitive search in product names; an empty term gives the whole list. */
export async function searchProducts(db: ShopDb, term: string): Promise<ProductWithCategory[]> {
  const list = await productList(db);
  const needle = term.trim().toLocaleLowerCase('nl');
  return needle ? list.filter((product) => product.name.toLocaleLowerCase('nl').includes(needle)) : list;
}

export function useProducts(term = '', db: ShopDb = appDb()): ProductWithCategory[] | undefined {
  return useLiveQuery(() => searchProducts(db, term), [db, term]);
}

export type ProductActionResult = { ok: true } | { ok: false; reason: 'not-found' };

type ProductFields = Pick<ProductRow, 'is_active'> | Pick<ProductRow, 'is_sold_out' | 'sold_out_until'>;

async function setFields(
  db: ShopDb, id: string, fields: ProductFields, action: 'productVisibility' | 'productStock',
): Promise<ProductActionResult> {
  return db.transaction('rw', [db.products, db.outbox, db.meta], async () => {
    const product = await db.products.get(id);
    if (!product) return { ok: false, reason: 'not-found' } as const;
    await enqueue(db, { entity: 'products', key: `products:${id}`, row_id: id, kind: 'patch', action, payload: { ...fields } });
    await db.products.put({ ...product, ...fields });
    return { ok: true } as const;
  });
}

/**
 * Shows or hides a product for customers (is_active). Applied locally at once; repeated flips while
 * unsent merge into one change; a refusal by the server puts the server's value back.
 */
export function setProductVisible(id: string, visible: boolean, db: ShopDb = appDb()): Promise<ProductActionResult> {
  return setFields(db, id, { is_active: visible }, 'productVisibility');
}

/**
 * Marks a product in stock or sold out (is_sold_out = !inStock), sold out until `soldOutUntil` (ISO;
 * null = until switched back). Offline and refusals as above. sold_out_until is always sent,
 * so a merged change never keeps an earlier end; in stock clears it (as the server's trigger does).
 * After the end the product counts as in stock everywhere (domain/until.ts isSoldOutAt).
 */
export function setProductInStock(
  id: string, inStock: boolean, db: ShopDb = appDb(), soldOutUntil: string | null = null,
): Promise<ProductActionResult> {
  return setFields(db, id, { is_sold_out: !inStock, sold_out_until: inStock ? null : soldOutUntil }, 'productStock');
}
