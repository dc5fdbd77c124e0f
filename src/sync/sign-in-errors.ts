// Why a sign-in failed, as a kind the login screen words (spec section 8: "mapped by message content").
// The auth server's message decides, first match wins in the order of the spec; an HTTP status is the
// fallback for messages that say nothing (auth-js reports a 5xx as '{}'). No text for staff here.

export type SignInFailureKind =
  | 'invalidCredentials' | 'emailNotConfirmed' | 'tooManyRequests' | 'userNotFound' | 'signupDisabled'
  | 'network' | 'noAccess' | 'connection' | 'permission' | 'server' | 'unknown';

/** The code of a sign-in that worked but found no active user record for the shop company (spec §5). */
export const NO_ACCESS_CODE = 'no_access';

/** A failed sign-in (or account change): the auth server's message, status and code, and its kind. */
export class SignInError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly kind: SignInFailureKind;
  constructor(message: string, status: number, code: string | null = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.kind = code === NO_ACCESS_CODE ? 'noAccess' : signInFailureKindOf(message, status);
  }
}

// Messages are lower-cased with '_' read as a space, so GoTrue's codes (over_request_rate_limit,
// user_not_found) match like its messages.
const RULES: readonly [SignInFailureKind, readonly string[]][] = [
  ['invalidCredentials', ['invalid login credentials', 'invalid credentials']],
  ['emailNotConfirmed', ['email not confirmed']],
  ['tooManyRequests', ['too many requests', 'rate limit']],
  ['userNotFound', ['user not found']],
  ['signupDisabled', ['signups not allowed', 'signup disabled', 'signup is disabled']],
  ['network', ['failed to fetch', 'fetch failed', 'networkerror', 'network', 'load failed']],
  ['noAccess', ['no access']],
  ['connection', ['timeout', 'timed out', 'connection']],
  ['permission', ['permission', 'unauthorized', 'forbidden', '403']],
  ['server', ['server', '500', '502', '503', '504']],
];

/** The kind of a failure from its message, with the HTTP status as the fallback. */
export function signInFailureKindOf(message: string, status?: number): SignInFailureKind {
  const text = message.toLowerCase().replace(/_/g, ' ');
  for (const [kind, needles] of RULES) {
    if (needles.some((needle) => text.includes(needle))) return kind;
  }
  if (status === 429) return 'tooManyRequests';
  if (status === 401 || status === 403) return 'permission';
  if (status !== undefined && status >= 500 && status <= 599) return 'server';
  return 'unknown';
}

/** The kind of anything signIn() throws: a SignInError's own, else read from the message. */
export function signInFailureKind(failure: unknown): SignInFailureKind {
  if (failure instanceof SignInError) return failure.kind;
  return signInFailureKindOf(failure instanceof Error ? failure.message : String(failure));
}
