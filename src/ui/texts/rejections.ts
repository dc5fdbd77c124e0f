// What a refused or lost change tells staff (the shell's notices): the order's status now after a lost
// race, the menu's conflict, the database's reason for a refused menu change, else the action's alert.
// Apart from errors.ts, whose order and shop alerts the first screen carries: this is read only once a
// change was refused, so the menu's texts load with it.
import { orderNumber } from '../../domain/format';
import { statusLabel } from '../../domain/order-status';
import type { ActionId, MenuActionId, OutboxEntry } from '../../db/outbox-types';
import { ACTION_ERRORS } from './errors';
import { shell } from './shell';

/** The alert per menu action, shown when the server rejects the change. */
export const MENU_ACTION_ERRORS = {
  productSave: 'Kon product niet opslaan.',
  productRemove: 'Kon product niet verwijderen.',
  productPhoto: 'Kon foto niet opslaan.',
  productMove: 'Kon volgorde niet opslaan.',
  bulkPrice: 'Kon prijzen niet wijzigen.',
  categorySave: 'Kon categorie niet opslaan.',
  categoryRemove: 'Kon categorie niet verwijderen.',
  optionGroupSave: 'Kon optiegroep niet opslaan.',
  optionGroupRemove: 'Kon optiegroep niet verwijderen.',
  optionValueSave: 'Kon optie niet opslaan.',
  optionValueRemove: 'Kon optie niet verwijderen.',
  optionValueStock: 'Kon optie beschikbaarheid niet wijzigen.',
  optionLinkSave: 'Kon optiegroep niet koppelen.',
} as const satisfies Record<MenuActionId, string>;

/** The database's reasons for refusing a menu change (its HINT), worded for staff. */
export const MENU_REFUSALS: Partial<Record<string, string>> = {
  group_unsatisfiable: 'Een verplichte optiegroep moet genoeg opties houden.',
  category_has_products: 'Een categorie met producten kan niet worden verwijderd.',
};

/** Told when another device changed a menu row first; staff then choose (src/db/menu-conflicts.ts). */
export const MENU_CHANGED = 'Dit product is intussen gewijzigd op een ander apparaat';

/** The alert of an action; undefined for one an entry stored by an older version may name. */
export function actionError(action: ActionId | string): string | undefined {
  return ({ ...ACTION_ERRORS, ...MENU_ACTION_ERRORS } as Partial<Record<string, string>>)[action];
}

/** Told to staff when another device changed the order first; the server's status is adopted. */
export function orderConflictMessage(orderNumber: string, serverStatusLabel: string): string {
  return `Bestelling ${orderNumber} is al gewijzigd op een ander apparaat. Status nu: ${serverStatusLabel}.`;
}

/** What a rejected outbox entry tells staff: the conflict with the order's status now, else the action's alert. */
export function rejectionText(entry: Pick<OutboxEntry, 'action' | 'last_error'>): string {
  const error = entry.last_error;
  if (error?.kind === 'conflict') return orderConflictMessage(orderNumber(error.orderId), statusLabel(error.orderStatus));
  if (error?.kind === 'changed') return `${MENU_CHANGED}.`;
  const reason = error?.kind === 'refused' && error.hint ? MENU_REFUSALS[error.hint] : undefined;
  if (reason) return `${actionError(entry.action) ?? ''} ${reason}`.trim();
  return actionError(entry.action) ?? shell.sync.failed(1);
}

