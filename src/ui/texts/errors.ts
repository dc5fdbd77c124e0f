// The Dutch alerts for what the data and sync layers report (spec section 8): a refused change is named
// after the staff action. Verbatim from the specification. A lost race and the menu's refusals:
// rejections.ts; a failed sign-in: sign-in.ts (both read only when needed, not by the first screen).
import type { ActionId, MenuActionId } from '../../db/outbox-types';

/** Spec §8 alert per staff action, shown when the server rejects the change. */
export const ACTION_ERRORS = {
  acceptOrder: 'Fout bij accepteren order. Probeer opnieuw.',
  acceptAndPrint: 'Fout bij accepteren en printen. Probeer opnieuw.',
  orderStep: 'Fout bij wijzigen status. Probeer opnieuw.',
  setOrderStatus: 'Fout bij wijzigen status. Probeer opnieuw.',
  cancelOrder: 'Fout bij annuleren order. Probeer opnieuw.',
  productVisibility: 'Kon product zichtbaarheid niet wijzigen.',
  productStock: 'Kon product beschikbaarheid niet wijzigen.',
  dayOpen: 'Kon dag status niet wijzigen.',
  dayTime: 'Kon tijd niet wijzigen.',
  busyMode: 'Kon drukte modus niet wijzigen.',
  closure: 'Kon shop status niet wijzigen.',
  closureReason: 'Kon shop status niet wijzigen.',
  autoClose: 'Kon automatisch sluiten niet wijzigen.',
  orderDelay: 'Kon vertraging niet opslaan. Probeer opnieuw.',
  readyMinutes: 'Kon bereidingstijd niet wijzigen.',
  businessDayEnd: 'Kon het einde van de bedrijfsdag niet wijzigen.',
  // Not shown: a refused presence report is replaced by the next one (a background entity, src/db/entities.ts).
  deviceReport: 'Kon dit apparaat niet aanmelden.',
  pushOn: 'Kon pushmeldingen niet inschakelen op de server.',
  pushOff: 'Kon pushmeldingen niet uitschakelen op de server.',
  printJob: 'Kon de afdruk niet vastleggen op de server.',
} as const satisfies Record<Exclude<ActionId, MenuActionId>, string>;

/** Named to the user before sign-out wipes the outbox (DESIGN §3.11); '' when nothing is unsent. */
export function unsentChangesWarning(count: number): string {
  if (count <= 0) return '';
  if (count === 1) return 'Er is 1 wijziging nog niet verstuurd. Als je nu uitlogt gaat deze verloren.';
  return `Er zijn ${count} wijzigingen nog niet verstuurd. Als je nu uitlogt gaan ze verloren.`;
}
