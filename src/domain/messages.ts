// Dutch (and spec-verbatim English) texts that the data layer and sync engine produce: action
// errors, conflicts, company bootstrap and login errors. The UI text catalogue re-exports these.

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
} as const satisfies Record<string, string>;

export type ActionId = keyof typeof ACTION_ERRORS;

/** Told to staff when another device changed the order first; the server's status is adopted. */
export function orderConflictMessage(orderNumber: string, serverStatusLabel: string): string {
  return `Bestelling ${orderNumber} is al gewijzigd op een ander apparaat. Status nu: ${serverStatusLabel}.`;
}

// Company bootstrap (spec §8; logged and rethrown, English as in the spec).
export const companyQueryFailed = (message: string): string => `Company query failed: ${message}`;
export const companyNotFound = (slug: string): string => `Company '${slug}' not found or inactive`;
export const companyMissingCredentials = (slug: string): string =>
  `Missing Supabase credentials for company '${slug}'`;

/** Sign-in succeeded but the user has no active user record for the shop company (spec §5). */
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
} as const satisfies Record<string, string>;

export type LoginErrorKind = keyof typeof LOGIN_ERRORS;

// First match wins, in the order of spec §8. Messages are lower-cased with '_' read as a space,
// so GoTrue's codes (over_request_rate_limit, user_not_found) match like its messages.
const LOGIN_RULES: readonly [LoginErrorKind, readonly string[]][] = [
  ['invalidCredentials', ['invalid login credentials', 'invalid credentials']],
  ['emailNotConfirmed', ['email not confirmed']],
  ['tooManyRequests', ['too many requests', 'rate limit']],
  ['userNotFound', ['user not found']],
  ['signupDisabled', ['signups not allowed', 'signup disabled', 'signup is disabled']],
  ['network', ['failed to fetch', 'fetch failed', 'networkerror', 'network', 'load failed']],
  ['noAccess', ['no access', 'geen toegang']],
  ['connection', ['timeout', 'timed out', 'connection']],
  ['permission', ['permission', 'unauthorized', 'forbidden', '403']],
  ['server', ['server', '500', '502', '503', '504']],
];

/**
 * Which spec §8 login error a failure is; offline always counts as a network problem. The HTTP
 * status is a fallback for messages that say nothing (auth-js reports a 5xx as '{}').
 */
export function loginErrorKind(message: string, online: boolean, status?: number): LoginErrorKind {
  if (!online) return 'network';
  const text = message.toLowerCase().replace(/_/g, ' ');
  for (const [kind, needles] of LOGIN_RULES) {
    if (needles.some((needle) => text.includes(needle))) return kind;
  }
  if (status === 429) return 'tooManyRequests';
  if (status === 401 || status === 403) return 'permission';
  if (status !== undefined && status >= 500 && status <= 599) return 'server';
  return 'unknown';
}

/** The Dutch text for a failed sign-in, mapped by the error message's content (spec §8). */
export function loginErrorText(message: string, online: boolean, status?: number): string {
  return LOGIN_ERRORS[loginErrorKind(message, online, status)];
}

/** Named to the user before sign-out wipes the outbox (DESIGN §3.11); '' when nothing is unsent. */
export function unsentChangesWarning(count: number): string {
  if (count <= 0) return '';
  if (count === 1) return 'Er is 1 wijziging nog niet verstuurd. Als je nu uitlogt gaat deze verloren.';
  return `Er zijn ${count} wijzigingen nog niet verstuurd. Als je nu uitlogt gaan ze verloren.`;
}
