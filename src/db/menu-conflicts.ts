// When another device changed a menu row since staff saw it, the conditional edit is not applied: its
// entry stays `rejected` with the kind `changed`, and the row shows the server's values again. Staff then
// see both and choose (sync rule 3 for the menu): keep the current values (dismiss), or apply their own
// change again on top of what is there now (a new edit, conditional on the version now shown).
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type ShopDb } from './database';
import type { MenuTable } from './entities';
import { menuScope, patchIn } from './menu-write';
import type { ActionId } from './outbox-types';
import { fieldsOf } from './overlay';
import type { MirrorRows } from './rows';

const SAVE_ACTION: Record<MenuTable, ActionId> = {
  products: 'productSave', categories: 'categorySave', product_option_groups: 'optionGroupSave',
  product_option_values: 'optionValueSave', product_option_links: 'optionLinkSave',
};

export interface MenuConflict {
  table: MenuTable;
  id: string;
  /** The fields staff set, merged over their rejected edits in order. */
  mine: Record<string, unknown>;
  /** The row as it is now (the server's, with anything else still queued on top); null when it is gone. */
  current: MirrorRows[MenuTable] | null;
  seqs: number[];
}

/** The rows with edits that lost to another device's change, oldest first. */
export async function menuConflicts(db: ShopDb): Promise<MenuConflict[]> {
  const rejected = await db.outbox.where('state').equals('rejected').filter((entry) => entry.last_error?.kind === 'changed').sortBy('seq');
  const byKey = new Map<string, MenuConflict>();
  for (const entry of rejected) {
    const table = entry.entity as MenuTable;
    const id = entry.row_id ?? '';
    const conflict = byKey.get(entry.key) ?? { table, id, mine: {}, current: null, seqs: [] };
    conflict.mine = { ...conflict.mine, ...fieldsOf(entry) };
    conflict.seqs.push(entry.seq);
    byKey.set(entry.key, conflict);
  }
  const conflicts = [...byKey.values()];
  for (const conflict of conflicts) conflict.current = (await db.table(conflict.table).get(conflict.id)) ?? null;
  return conflicts;
}

export function useMenuConflicts(db: ShopDb = appDb()): MenuConflict[] | undefined {
  return useLiveQuery(() => menuConflicts(db), [db]);
}

/** Keeps what the other device saved: the lost edits are dropped. */
export async function keepCurrent(conflict: MenuConflict, db: ShopDb = appDb()): Promise<void> {
  await db.outbox.bulkDelete(conflict.seqs);
}

/** Applies staff's own values again over the row as it is now (conditional on this version). */
export async function applyMine(conflict: MenuConflict, db: ShopDb = appDb()): Promise<void> {
  await db.transaction('rw', menuScope(db, [conflict.table]), async () => {
    await db.outbox.bulkDelete(conflict.seqs);
    if (conflict.current) await patchIn(db, conflict.table, conflict.id, conflict.mine, SAVE_ACTION[conflict.table]);
  });
}
