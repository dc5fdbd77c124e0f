// The menu's categories: made, renamed, ordered and removed offline-first (menu-write.ts). A category
// that still has products cannot be removed, here as in the database.
import { nameProblem, type MenuProblem } from '../domain/menu';
import { appDb, type ShopDb } from './database';
import { insertIn, menuScope, patchIn, removeRow, reorderRows, type WriteResult } from './menu-write';

export type CategoryResult = WriteResult | { ok: false; reason: 'invalid'; problems: MenuProblem[] } | { ok: false; reason: 'has-products' };

/** Makes a category at the end (id null) or renames one. */
export async function saveCategory(id: string | null, name: string, db: ShopDb = appDb()): Promise<CategoryResult> {
  const problem = nameProblem(name);
  if (problem) return { ok: false, reason: 'invalid', problems: [problem] };
  return db.transaction('rw', menuScope(db, ['categories']), async (): Promise<CategoryResult> => {
    if (!id) {
      const last = await db.categories.orderBy('position').last();
      return { ok: true, id: await insertIn(db, 'categories', { name: name.trim(), position: (last?.position ?? -1) + 1 }, 'categorySave') };
    }
    return (await patchIn(db, 'categories', id, { name: name.trim() }, 'categorySave')) ? { ok: true, id } : { ok: false, reason: 'not-found' };
  });
}

/** Removes an empty category; one with products (not removed) is refused ('has-products'). */
export async function removeCategory(id: string, db: ShopDb = appDb()): Promise<CategoryResult> {
  const products = await db.products.filter((product) => product.category_id === id && !product.deleted_at).count();
  if (products > 0) return { ok: false, reason: 'has-products' };
  return removeRow(db, 'categories', id, 'categoryRemove');
}

/** Puts the categories in this order (a drag, or move up/down). */
export function orderCategories(orderedIds: readonly string[], db: ShopDb = appDb()): Promise<void> {
  return reorderRows(db, 'categories', orderedIds, 'position', 'categorySave');
}
