// Who calls local Storage, and the database settings its queries run under, as hosted Storage makes them
// (storage/internal/database/postgres/scope.ts): the JWT of the Authorization header verified like the rest
// of local-supabase (jwt.ts), then per transaction the role of its claims plus request.jwt.claims,
// request.jwt.claim.sub/role, request.jwt, request.headers, request.method, request.path and
// storage.operation, so row level security policies on storage.objects decide exactly as on a hosted
// project; service_role bypasses them (its role has BYPASSRLS). Hand-written: no Storage server is on npm.
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/database';
import type { ApiRole, ServiceContext } from '../contracts';
import { verifyJwt, type Claims, type VerifyResult } from '../jwt';
import { ERRORS } from './errors';

export interface Caller {
  claims: Claims;
  /** The raw token, as request.jwt. */
  jwt: string;
  /** The owner hosted records for an upload: the token's sub, when it has one. */
  owner: string | null;
}

/** The verification failures in the words of jose, the JWT library hosted Storage uses. */
const JOSE_MESSAGES: Record<Exclude<VerifyResult, { ok: true }>['reason'], string> = {
  malformed: 'Invalid Compact JWS',
  signature: 'signature verification failed',
  expired: '"exp" claim timestamp check failed',
};

/** The caller of a request with an accepted project key: its bearer token, else the key's own role. */
export function callerOf(req: IncomingMessage, ctx: ServiceContext, apiRole: ApiRole | null): Caller {
  const token = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1]?.trim();
  if (!token) {
    const role = apiRole ?? 'anon';
    return { claims: { role }, jwt: '', owner: null };
  }
  const verified = verifyJwt(token, ctx.keys.jwtSecret, ctx.now() / 1000);
  if (!verified.ok) throw ERRORS.accessDenied(JOSE_MESSAGES[verified.reason]);
  const sub = typeof verified.claims.sub === 'string' && verified.claims.sub ? verified.claims.sub : null;
  return { claims: verified.claims, jwt: token, owner: sub };
}

export interface Scope {
  caller: Caller;
  req: IncomingMessage;
  /** Hosted's operation name, e.g. storage.object.upload. */
  operation: string;
}

/** Makes the rest of the transaction run as the caller (set local role and the request settings). */
export async function enterScope(tx: Queryable, { caller, req, operation }: Scope): Promise<void> {
  const role = String(caller.claims.role ?? 'anon');
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== 'authorization' && name !== 'apikey'));
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claim.role', $1, true),
            set_config('request.jwt', $2, true), set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claims', $4, true), set_config('request.headers', $5, true),
            set_config('request.method', $6, true), set_config('request.path', $7, true),
            set_config('storage.operation', $8, true), set_config('storage.allow_delete_query', 'true', true)`,
    [role, caller.jwt, caller.owner ?? '', JSON.stringify(caller.claims), JSON.stringify(headers),
      req.method ?? '', new URL(req.url ?? '/', 'http://localhost').pathname, operation],
  );
}
