// The per-request settings PostgREST makes: the API role and the JWT claims, for one transaction.
// Shared by both database implementations.
import type { Queryable } from './database';

/** Binds `set role` and the JWT claims for the rest of a transaction, as PostgREST does per request. */
export async function setClaims(tx: Queryable, claims: Record<string, unknown>): Promise<void> {
  await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
    String(claims.role ?? 'anon'),
    JSON.stringify(claims),
  ]);
}
