// The satisfiable-group rule on the device, as the database applies it (migration 20251130000002): a
// group linked to a product must keep at least min_choices values that are not removed. Checked before a
// change is queued, so staff hear it at once instead of after a refusal; the database stays the authority.
import type { ShopDb } from './database';
import { isSatisfiable } from '../domain/menu';

/** The values of a group that are not removed. Inside a transaction over the menu tables. */
export async function liveValueCount(db: ShopDb, groupId: string): Promise<number> {
  return db.product_option_values.where('group_id').equals(groupId).filter((value) => !value.deleted_at).count();
}

/** Whether the group is linked to a product that is not removed. */
export async function isLinked(db: ShopDb, groupId: string): Promise<boolean> {
  const links = await db.product_option_links.where('group_id').equals(groupId).filter((link) => !link.deleted_at).toArray();
  if (links.length === 0) return false;
  const products = await db.products.bulkGet(links.map((link) => link.product_id));
  return products.some((product) => product && !product.deleted_at);
}

/**
 * Whether a change would leave a group unsatisfiable: linking it (`link`), removing one of its values
 * (`remove-value`), or setting its minimum to `min` (`min`). Null when the change may go.
 */
export async function groupProblem(
  db: ShopDb, groupId: string, change: 'link' | 'remove-value' | { min: number },
): Promise<'requiredWithoutValues' | null> {
  const group = await db.product_option_groups.get(groupId);
  if (!group || group.deleted_at) return null;
  const values = await liveValueCount(db, groupId);
  if (change === 'link') return isSatisfiable(group, values) ? null : 'requiredWithoutValues';
  if (!(await isLinked(db, groupId))) return null;
  if (change === 'remove-value') return isSatisfiable(group, values - 1) ? null : 'requiredWithoutValues';
  return isSatisfiable({ min_choices: change.min }, values) ? null : 'requiredWithoutValues';
}
