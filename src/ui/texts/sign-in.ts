// The Dutch texts of a failed sign-in (spec section 8), worded by its kind. Apart from errors.ts, whose
// action alerts the first screen carries: only the sign-in screen and the sign-in-again form read these.
import { signInFailureKind, type SignInFailureKind } from '../../sync/index';

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

