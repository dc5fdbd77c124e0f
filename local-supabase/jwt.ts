// HS256 JSON Web Tokens with node:crypto, and the fixed local keys the Supabase CLI also uses, so a
// .env made for `supabase start` works here unchanged.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export type Claims = Record<string, unknown> & { role?: string; exp?: number; sub?: string };

function b64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

export function signJwt(claims: Claims, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export type VerifyResult =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired'; message: string };

/** Verifies signature and exp (with PostgREST's 30 s of clock skew). */
export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { ok: false, reason: 'malformed', message: `Expected 3 parts; got ${parts.length}` };
  }
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature', message: 'JWSInvalidSignature' };
  }
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Claims;
  } catch {
    return { ok: false, reason: 'malformed', message: 'invalid JSON payload' };
  }
  if (typeof claims.exp === 'number' && claims.exp + 30 < nowSeconds) {
    return { ok: false, reason: 'expired', message: 'JWT expired' };
  }
  return { ok: true, claims };
}

export interface ProjectKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** The project's keys; with the default secret these equal the Supabase CLI's demo keys. */
export function projectKeys(jwtSecret = LOCAL_JWT_SECRET): ProjectKeys {
  // Claim order matters for byte-equal keys: iss, role, exp.
  const key = (role: string) => signJwt({ iss: 'supabase-demo', role, exp: 1983812996 }, jwtSecret);
  return {
    jwtSecret,
    anonKey: key('anon'),
    serviceRoleKey: key('service_role'),
  };
}
