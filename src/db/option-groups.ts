// Option groups ('Saus: kies 1', 'Extra's: kies maximaal 3') and their values, edited offline-first like
// the rest of the menu (menu-write.ts), with the database's rules checked first (domain/menu.ts,
// option-rules.ts). A value's sold-out switch is a status change, never refused for structure.
import { choicesProblem, isAllergen, nameProblem, type MenuProblem } from '../domain/menu';
import { appDb, type ShopDb } from './database';
import { insertIn, menuScope, patchIn, reorderRows, type WriteResult } from './menu-write';
import { groupProblem } from './option-rules';

const MENU_TABLES = ['product_option_groups', 'product_option_values', 'product_option_links', 'products'] as const;

export type OptionResult = WriteResult | { ok: false; reason: 'invalid'; problems: MenuProblem[] };

export interface GroupDraft {
  name: string;
  min_choices: number;
  max_choices: number;
}

export interface ValueDraft {
  name: string;
  price_delta_cents: number;
  allergens: string[];
}

function groupProblems(draft: GroupDraft): MenuProblem[] {
  return [nameProblem(draft.name), choicesProblem(draft.min_choices, draft.max_choices)].filter((p): p is MenuProblem => p !== null);
}

function valueProblems(draft: ValueDraft): MenuProblem[] {
  const problems = [nameProblem(draft.name)].filter((p): p is MenuProblem => p !== null);
  if (!Number.isSafeInteger(draft.price_delta_cents) || draft.price_delta_cents < 0) problems.push('priceInvalid');
  if (!draft.allergens.every(isAllergen)) problems.push('allergenUnknown');
  return problems;
}

/**
 * Makes a group (id null) or saves one. Raising the minimum of a linked group above its values is
 * refused here, as the database would ('requiredWithoutValues').
 */
export async function saveGroup(id: string | null, draft: GroupDraft, db: ShopDb = appDb()): Promise<OptionResult> {
  const problems = groupProblems(draft);
  if (problems.length > 0) return { ok: false, reason: 'invalid', problems };
  const fields = { ...draft, name: draft.name.trim() };
  return db.transaction('rw', menuScope(db, MENU_TABLES), async (): Promise<OptionResult> => {
    if (!id) {
      const last = await db.product_option_groups.orderBy('position').last();
      return { ok: true, id: await insertIn(db, 'product_option_groups', { ...fields, position: (last?.position ?? -1) + 1 }, 'optionGroupSave') };
    }
    if (await groupProblem(db, id, { min: draft.min_choices })) return { ok: false, reason: 'invalid', problems: ['requiredWithoutValues'] };
    return (await patchIn(db, 'product_option_groups', id, fields, 'optionGroupSave')) ? { ok: true, id } : { ok: false, reason: 'not-found' };
  });
}

/** Removes a group and its links to products (its values go with it on every screen). */
export async function removeGroup(id: string, db: ShopDb = appDb()): Promise<WriteResult> {
  return db.transaction('rw', menuScope(db, MENU_TABLES), async (): Promise<WriteResult> => {
    const now = new Date(db.env.now()).toISOString();
    const links = await db.product_option_links.where('group_id').equals(id).filter((link) => !link.deleted_at).toArray();
    for (const link of links) await patchIn(db, 'product_option_links', link.id, { deleted_at: now }, 'optionLinkSave', false);
    return (await patchIn(db, 'product_option_groups', id, { deleted_at: now }, 'optionGroupRemove', false))
      ? { ok: true, id } : { ok: false, reason: 'not-found' };
  });
}

/** Makes a value in a group (id null) or saves one. */
export async function saveValue(id: string | null, groupId: string, draft: ValueDraft, db: ShopDb = appDb()): Promise<OptionResult> {
  const problems = valueProblems(draft);
  if (problems.length > 0) return { ok: false, reason: 'invalid', problems };
  const fields = { ...draft, name: draft.name.trim(), allergens: [...new Set(draft.allergens)].sort() };
  return db.transaction('rw', menuScope(db, MENU_TABLES), async (): Promise<OptionResult> => {
    if (!id) {
      const values = await db.product_option_values.where('group_id').equals(groupId).toArray();
      const position = Math.max(-1, ...values.map((value) => value.position)) + 1;
      return { ok: true, id: await insertIn(db, 'product_option_values', { ...fields, group_id: groupId, position, is_sold_out: false }, 'optionValueSave') };
    }
    return (await patchIn(db, 'product_option_values', id, fields, 'optionValueSave')) ? { ok: true, id } : { ok: false, reason: 'not-found' };
  });
}

/** Removes a value, unless its group is linked and would then have fewer values than its minimum. */
export async function removeValue(id: string, db: ShopDb = appDb()): Promise<OptionResult> {
  return db.transaction('rw', menuScope(db, MENU_TABLES), async (): Promise<OptionResult> => {
    const value = await db.product_option_values.get(id);
    if (!value || value.deleted_at) return { ok: false, reason: 'not-found' };
    if (await groupProblem(db, value.group_id, 'remove-value')) return { ok: false, reason: 'invalid', problems: ['requiredWithoutValues'] };
    await patchIn(db, 'product_option_values', id, { deleted_at: new Date(db.env.now()).toISOString() }, 'optionValueRemove', false);
    return { ok: true, id };
  });
}

/**
 * Marks a value in stock or sold out (until `soldOutUntil`, ISO; null = until switched back), like a
 * product's switch: unconditional, merged while unsent, never refused for structure.
 */
export async function setValueInStock(
  id: string, inStock: boolean, soldOutUntil: string | null = null, db: ShopDb = appDb(),
): Promise<WriteResult> {
  const fields = { is_sold_out: !inStock, sold_out_until: inStock ? null : soldOutUntil };
  const found = await db.transaction('rw', menuScope(db, ['product_option_values']),
    async () => patchIn(db, 'product_option_values', id, fields, 'optionValueStock', false));
  return found ? { ok: true, id } : { ok: false, reason: 'not-found' };
}

/** Puts groups, or a group's values, in this order. */
export function orderGroups(orderedIds: readonly string[], db: ShopDb = appDb()): Promise<void> {
  return reorderRows(db, 'product_option_groups', orderedIds, 'position', 'optionGroupSave');
}

export function orderValues(orderedIds: readonly string[], db: ShopDb = appDb()): Promise<void> {
  return reorderRows(db, 'product_option_values', orderedIds, 'position', 'optionValueSave');
}

/**
 * Attaches a group to many products at once (each at the end of its groups); products that have it
 * already are left as they are. Refused when the group could not be satisfied.
 */
export async function attachGroup(groupId: string, productIds: readonly string[], db: ShopDb = appDb()): Promise<OptionResult> {
  return db.transaction('rw', menuScope(db, MENU_TABLES), async (): Promise<OptionResult> => {
    if (await groupProblem(db, groupId, 'link')) return { ok: false, reason: 'invalid', problems: ['requiredWithoutValues'] };
    for (const productId of productIds) {
      const links = (await db.product_option_links.where('product_id').equals(productId).toArray()).filter((link) => !link.deleted_at);
      if (links.some((link) => link.group_id === groupId)) continue;
      const position = Math.max(-1, ...links.map((link) => link.position)) + 1;
      await insertIn(db, 'product_option_links', { product_id: productId, group_id: groupId, position }, 'optionLinkSave');
    }
    return { ok: true, id: groupId };
  });
}
