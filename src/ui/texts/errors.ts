// The Dutch texts for what the data and sync layers report as kinds and codes (spec section 8): a
// refused change is named after the staff action, a lost race on an order names its number and the
// server's status, a failed sign-in is worded by its kind. Verbatim from the specification.
import type { ActionId, MenuActionId } from '../../db/outbox-types';
import { signInFailureKind, type SignInFailureKind } from '../../sync/index';

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
  // Not shown: a refused presence report is replaced by the next one (a background entity, src/db/entities.ts).
  deviceReport: 'Kon dit apparaat niet aanmelden.',
  pushOn: 'Kon pushmeldingen niet inschakelen op de server.',
  pushOff: 'Kon pushmeldingen niet uitschakelen op de server.',
  printJob: 'Kon de afdruk niet vastleggen op de server.',
} as const satisfies Record<Exclude<ActionId, MenuActionId>, string>;

/** Spec §5: sign-in worked but the user has no active user record for the shop company. */
export const NO_ACCESS_TEXT = 'Geen toegang tot KMFC Shop admin';

export const LOGIN_ERRORS = {
  invalidCredentials: 'Onjuiste e-mail of wachtwoord. Controleer je gegevens en probeer opnieuw.',
  emailNotConfirmed: 'Je e-mail is nog niet bevestigd. Controleer je inbox voor de bevestigingsmail.',
  tooManyRequests: 'Te veel inlogpogingen. Wacht even en probeer het opnieuw.',
  userNotFound: 'Geen account gevonden met dit e-mailadres.',
  signupDisabled: 'Registratie is uitgeschakeld. Neem contact op met de beheerder.',
  network: 'Verbindingsprobleem. Controleer je internetverbinding en probeer opnieuw.',
  noAccess: 'Je hebt geen toegang tot de KMFC Shop admin. Neem contact op met de beheerder.',
  connection: 'Verbindingsprobleem met de server. Controleer je verbinding en probeer het opnieuw.',
  permission: 'Onvoldoende rechten. Neem contact op met de beheerder voor toegang.',
  server: 'Serverprobleem. Probeer het later opnieuw of neem contact op met de beheerder.',
  unknown: 'Er is een onbekend probleem opgetreden. Probeer het opnieuw.',
} as const satisfies Record<SignInFailureKind, string>;

/** The Dutch text for a failed sign-in (spec §8); offline it is always the network problem. */
export function signInErrorText(failure: unknown, online: boolean): string {
  return LOGIN_ERRORS[online ? signInFailureKind(failure) : 'network'];
}

/** Named to the user before sign-out wipes the outbox (DESIGN §3.11); '' when nothing is unsent. */
export function unsentChangesWarning(count: number): string {
  if (count <= 0) return '';
  if (count === 1) return 'Er is 1 wijziging nog niet verstuurd. Als je nu uitlogt gaat deze verloren.';
  return `Er zijn ${count} wijzigingen nog niet verstuurd. Als je nu uitlogt gaan ze verloren.`;
}
