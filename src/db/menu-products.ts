// Products as the editor changes them: made and edited offline-first (menu-write.ts), checked with the
// same rules the database applies (domain/menu.ts), their option groups attached in order, and bulk
// price changes as one undoable step. Conflicts with another device come back per row (menu-conflicts.ts).
import { previewPrices, type PriceChange, type PricePreview } from '../domain/bulk-price';
import { isAllergen, nameProblem, NAME_MAX, type MenuProblem } from '../domain/menu';
import { appDb, type ShopDb } from './database';
import { getMeta, setMeta } from './meta';
import { insertIn, menuScope, moved, patchIn, removeRow, reorderRows, type WriteResult } from './menu-write';
import { groupProblem } from './option-rules';
import type { ProductRow } from './rows';

/** What the editor saves of a product. */
export interface ProductDraft {
  name: string;
  description: string | null;
  price_cents: number;
  category_id: string | null;
  Productnummer: string | null;
  vat_rate: number;
  allergens: string[];
  is_active: boolean;
}

export type SaveResult = WriteResult | { ok: false; reason: 'invalid'; problems: MenuProblem[] };

export function draftProblems(draft: ProductDraft): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const name = nameProblem(draft.name);
  if (name) problems.push(name);
  if (!Number.isSafeInteger(draft.price_cents) || draft.price_cents < 0) problems.push('priceInvalid');
  if (!draft.allergens.every(isAllergen)) problems.push('allergenUnknown');
  return problems;
}

function cleaned(draft: ProductDraft): ProductDraft {
  const text = (value: string | null) => (value?.trim() ? value.trim() : null);
  return {
    ...draft, name: draft.name.trim().slice(0, NAME_MAX), description: text(draft.description),
    Productnummer: text(draft.Productnummer), vat_rate: draft.vat_rate === 21 ? 21 : 9, allergens: [...new Set(draft.allergens)].sort(),
  };
}

/**
 * Makes a product (id null) or saves the editor's fields on one. Offline: shown at once, sent later. The
 * edit is conditional on the version stored when it is saved (the editor takes in another device's change
 * while it is open); a change by another device before this edit reaches the server is a conflict.
 */
export async function saveProduct(id: string | null, draft: ProductDraft, db: ShopDb = appDb()): Promise<SaveResult> {
  const problems = draftProblems(draft);
  if (problems.length > 0) return { ok: false, reason: 'invalid', problems };
  const fields = cleaned(draft);
  return db.transaction('rw', menuScope(db, ['products']), async () => {
    if (id) {
      return (await patchIn(db, 'products', id, fields, 'productSave')) ? { ok: true, id } : { ok: false, reason: 'not-found' } as const;
    }
    const last = await db.products.where('[category_id+sort_index]')
      .between([fields.category_id ?? '', -Infinity], [fields.category_id ?? '', Infinity]).last();
    const newId = await insertIn(db, 'products', { ...fields, is_sold_out: false, sort_index: (last?.sort_index ?? -1) + 1 }, 'productSave');
    return { ok: true, id: newId } as const;
  });
}

/** Removes a product from the menu (soft); orders keep their lines. */
export function removeProduct(id: string, db: ShopDb = appDb()): Promise<WriteResult> {
  return removeRow(db, 'products', id, 'productRemove');
}

/** Puts a category's products in this order (a drag, or move up/down). */
export function orderProducts(orderedIds: readonly string[], db: ShopDb = appDb()): Promise<void> {
  return reorderRows(db, 'products', orderedIds, 'sort_index', 'productMove');
}

/** The option groups a product offers, in order: attaching, detaching and reordering in one step. */
export async function setProductGroups(
  productId: string, groupIds: readonly string[], db: ShopDb = appDb(),
): Promise<{ ok: true } | { ok: false; reason: 'requiredWithoutValues'; groupId: string }> {
  return db.transaction('rw', menuScope(db, ['product_option_links', 'product_option_groups', 'product_option_values']), async () => {
    const links = (await db.product_option_links.where('product_id').equals(productId).toArray()).filter((link) => !link.deleted_at);
    for (const groupId of groupIds) {
      if (links.some((link) => link.group_id === groupId)) continue;
      if (await groupProblem(db, groupId, 'link')) return { ok: false, reason: 'requiredWithoutValues', groupId } as const;
    }
    const now = new Date(db.env.now()).toISOString();
    for (const link of links) {
      if (!groupIds.includes(link.group_id)) await patchIn(db, 'product_option_links', link.id, { deleted_at: now }, 'optionLinkSave', false);
    }
    for (const [position, groupId] of groupIds.entries()) {
      const link = links.find((candidate) => candidate.group_id === groupId);
      if (link) await patchIn(db, 'product_option_links', link.id, { position }, 'optionLinkSave', false);
      else await insertIn(db, 'product_option_links', { product_id: productId, group_id: groupId, position }, 'optionLinkSave');
    }
    return { ok: true } as const;
  });
}

/** Moves a product a place up or down within its category. */
export async function moveProduct(categoryIds: readonly string[], id: string, step: -1 | 1, db: ShopDb = appDb()): Promise<void> {
  const order = moved(categoryIds, id, step);
  if (order) await orderProducts(order, db);
}

/** The last bulk price change, which 'Ongedaan maken' reverts within a minute. */
export interface PriceUndo {
  at: number;
  lines: PricePreview[];
}

export const UNDO_MS = 60_000;

async function setPrices(db: ShopDb, lines: readonly { id: string; to: number }[]): Promise<void> {
  for (const line of lines) await patchIn(db, 'products', line.id, { price_cents: line.to }, 'bulkPrice');
}

/**
 * Changes the prices of these products as the preview showed (old → new, rounded to 5 cents) in one step:
 * every price or none, each edit conditional on the version seen. Returns what was changed.
 */
export async function applyPriceChange(ids: readonly string[], change: PriceChange, db: ShopDb = appDb()): Promise<PricePreview[]> {
  return db.transaction('rw', menuScope(db, ['products']), async () => {
    const products = (await db.products.bulkGet([...ids])).filter((row): row is ProductRow => !!row && !row.deleted_at);
    const lines = previewPrices(products, change);
    await setPrices(db, lines);
    await setMeta(db, 'price_undo', { at: db.env.now(), lines } satisfies PriceUndo);
    return lines;
  });
}

/** The undo of the last bulk change while it may still be undone (a minute), else null. */
export async function priceUndo(db: ShopDb = appDb()): Promise<PriceUndo | null> {
  const undo = await getMeta(db, 'price_undo');
  return undo && db.env.now() - undo.at < UNDO_MS ? undo : null;
}

/** Puts the prices of the last bulk change back (within a minute); false when it can no longer be undone. */
export async function undoPriceChange(db: ShopDb = appDb()): Promise<boolean> {
  return db.transaction('rw', menuScope(db, ['products']), async () => {
    const undo = await priceUndo(db);
    if (!undo) return false;
    await setPrices(db, undo.lines.map((line) => ({ id: line.id, to: line.from })));
    await db.meta.delete('price_undo');
    return true;
  });
}

export type { PriceChange, PricePreview };
