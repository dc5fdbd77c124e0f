// GoTrue's error responses. With `X-Supabase-Api-Version: 2024-01-01` (auth-js always sends it) the
// body is {code, message} and the version is echoed; older clients get {code: status, error_code, msg}.
// Every error also carries `x-sb-error-code`.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. weak_password: {reasons}. */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const err = (status: number, code: string, message: string) => new AuthError(status, code, message);

export const errors = {
  invalidCredentials: () => err(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => err(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: (status = 400, message = 'User is banned') => err(status, 'user_banned', message),
  validation: (message: string, status = 400) => err(status, 'validation_failed', message),
  badJson: (detail: string) => err(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  rateLimited: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      'over_request_rate_limit',
      'Request rate limit reached',
      {},
      { 'Retry-After': String(retryAfterSeconds) },
    ),
  refreshTokenNotFound: () =>
    err(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    err(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  refreshSessionNotFound: () =>
    err(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
  sessionExpired: () => err(400, 'session_expired', 'Invalid Refresh Token: Session Expired'),
  noAuthorization: () => err(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (message: string, status = 403) => err(status, 'bad_jwt', message),
  jwtSessionNotFound: () =>
    err(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  jwtUserNotFound: () => err(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  userNotFound: () => err(404, 'user_not_found', 'User not found'),
  samePassword: () => err(422, 'same_password', 'New password should be different from the old password.'),
  weakPassword: (minLength: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  emailExists: () => err(422, 'email_exists', 'A user with this email address has already been registered'),
  userExists: () => err(422, 'user_already_exists', 'User already registered'),
  phoneExists: () => err(422, 'phone_exists', 'A user with this phone number has already been registered'),
  signupDisabled: () => err(422, 'signup_disabled', 'Signups not allowed for this instance'),
  anonymousDisabled: () => err(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  phoneProviderDisabled: () => err(422, 'phone_provider_disabled', 'Phone logins are disabled'),
  notAdmin: (message = 'User not allowed') => err(403, 'not_admin', message),
  unsupportedGrant: () => err(400, 'invalid_credentials', 'unsupported_grant_type'),
  flowStateNotFound: () => err(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  notFound: () => err(404, 'not_found', 'Not Found'),
};

/** True when the request asked for the 2024-01-01 API (or a later one). */
export function wants2024(req: IncomingMessage): boolean {
  const raw = req.headers['x-supabase-api-version'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && time >= Date.parse(`${API_VERSION}T00:00:00Z`);
}

export function sendError(req: IncomingMessage, res: ServerResponse, error: AuthError): void {
  const modern = wants2024(req);
  const body = modern
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'x-sb-error-code': error.code,
    ...error.headers,
  };
  if (modern) headers['X-Supabase-Api-Version'] = API_VERSION;
  res.writeHead(error.status, headers);
  res.end(JSON.stringify(body));
}
