// JWT checks of hosted Realtime: the token must be signed with the project secret, unexpired (no
// clock skew) and carry both `role` and `exp`. A join without access_token (or with an `sb_…` key)
// uses the apikey the socket connected with.
import { verifyJwt, type Claims } from '../jwt';

export type TokenCheck =
  | { ok: true; claims: Claims; exp: number }
  | { ok: false; reason: string; expired: boolean; missingClaims?: true };

/** Verifies a token; reasons are the texts hosted Realtime uses (without the InvalidJWTToken prefix). */
export function checkToken(token: string, secret: string, nowMs: number): TokenCheck {
  const nowSeconds = nowMs / 1000;
  // verifyJwt's own expiry check allows 30 s of skew; Realtime allows none, so it is given time 0
  // (never expired) and exp is checked here.
  const result = verifyJwt(token, secret, 0);
  if (!result.ok) {
    const reason =
      result.reason === 'signature' ? 'Signature error' : 'The token provided is not a valid JWT';
    return { ok: false, reason, expired: false };
  }
  const { claims } = result;
  if (typeof claims.role !== 'string' || !claims.role || typeof claims.exp !== 'number') {
    return {
      ok: false,
      reason: 'Fields `role` and `exp` are required in JWT',
      expired: false,
      missingClaims: true,
    };
  }
  if (claims.exp <= nowSeconds) {
    const ago = Math.max(0, Math.floor(nowSeconds - claims.exp));
    return { ok: false, reason: `Token has expired ${ago} seconds ago`, expired: true };
  }
  return { ok: true, claims, exp: claims.exp };
}

/** The reason of a join error reply: hosted Realtime prefixes JWT failures with InvalidJWTToken. */
export function joinErrorReason(check: Extract<TokenCheck, { ok: false }>): string {
  return check.missingClaims ? check.reason : `InvalidJWTToken: ${check.reason}`;
}

/** The token a join or access_token push stands for: its own, or the socket's apikey. */
export function effectiveToken(given: unknown, apiKey: string): string {
  if (typeof given !== 'string' || given === '' || given.startsWith('sb_')) return apiKey;
  return given;
}

/** Claims with the keys sorted, so identical claims group together for RLS checks. */
export function claimsKey(claims: Claims): string {
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(claims).sort()) sorted[key] = claims[key];
  return JSON.stringify(sorted);
}
