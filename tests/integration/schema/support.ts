// Shared helpers of the schema tests: one migrated and seeded database per test file (PGlite in
// memory, or a fresh database on the run's PostgreSQL cluster in the vitest project `postgres`),
// transactions that always roll back, and the SQLSTATE of a failing statement.
import type { Database, Queryable } from '../../../local-supabase/db/database';
import { openTestDatabase } from '../../helpers/test-database';
import { migrate } from '../../../local-supabase/db/migrate';
import { AUTH_USER_IDS, type SeedStaff } from '../../fixtures/seed-ids';

export type { Database, Queryable };

/** A database with platform objects, all migrations and the seed. */
export async function openSeededDatabase(): Promise<Database> {
  const db = await openTestDatabase();
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

export interface Claims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  [claim: string]: unknown;
}

export const anonClaims: Claims = { role: 'anon' };

/** The claims PostgREST sets for a signed-in user. */
export function userClaims(authUserId: string): Claims {
  return { role: 'authenticated', sub: authUserId, aud: 'authenticated' };
}

export function staffClaims(staff: SeedStaff): Claims {
  return userClaims(AUTH_USER_IDS[staff]);
}

class Rollback extends Error {
  constructor() {
    super('rollback');
  }
}

async function rolledBack<T>(
  run: (fn: (tx: Queryable) => Promise<void>) => Promise<void>,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await run(async (tx) => {
      result = { value: await fn(tx) };
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!result) throw new Error('transaction callback did not finish');
  return result.value;
}

/** Runs fn as the database owner in a transaction that is always rolled back. */
export function inRolledBackTransaction<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return rolledBack((inner) => db.transaction(inner), fn);
}

/** Runs fn as the API role of these claims (with RLS), in a transaction that is always rolled back. */
export function asClaimsRolledBack<T>(
  db: Database,
  claims: Claims,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return rolledBack((inner) => db.asClaims(claims, inner), fn);
}

/** Switches an open transaction to the API role of these claims, like PostgREST does per request. */
export async function actAs(tx: Queryable, claims: Claims): Promise<void> {
  await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
    claims.role,
    JSON.stringify(claims),
  ]);
}

/** The SQLSTATE the promise fails with, or undefined when it succeeds. */
export async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? code : `no SQLSTATE: ${String(error)}`;
  }
}

/** The SQLSTATE and message the promise fails with. */
export async function sqlErrorOf(
  promise: Promise<unknown>,
): Promise<{ code?: string; message: string } | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { code: typeof code === 'string' ? code : undefined, message: (error as Error).message };
  }
}

/** Runs a statement as the given claims in its own (rolled back) transaction and returns its SQLSTATE. */
export function sqlStateAs(
  db: Database,
  claims: Claims,
  sql: string,
  params?: unknown[],
): Promise<string | undefined> {
  return sqlStateOf(asClaimsRolledBack(db, claims, (tx) => tx.query(sql, params)));
}

/** Runs a statement as the owner in its own (rolled back) transaction and returns its SQLSTATE. */
export function sqlStateAsOwner(db: Database, sql: string, params?: unknown[]): Promise<string | undefined> {
  return sqlStateOf(inRolledBackTransaction(db, (tx) => tx.query(sql, params)));
}

/** Start of today in Europe/Amsterdam, as computed by the database. */
export const startOfTodaySql = `(date_trunc('day', now() at time zone 'Europe/Amsterdam') at time zone 'Europe/Amsterdam')`;

/** Every app table in public, all synced, all under RLS and in the realtime publication. */
export const ALL_TABLES = [
  'companies',
  'roles',
  'users',
  'user_profiles',
  'categories',
  'products',
  'carts',
  'cart_items',
  'orders',
  'order_items',
  'shop_settings',
  'shop_status',
  'opening_hours',
  'staff_devices',
  'print_jobs',
  'product_option_groups',
  'product_option_values',
  'product_option_links',
];

/** Mirrored and published like ALL_TABLES, but written by triggers only and never changed: updated_at and
 * version (for the sync cursor), no deleted_at, no set_sync_columns trigger. */
export const APPEND_ONLY_TABLES = ['audit_events', 'day_closings'];

/** Server-side tables the app never mirrors: under RLS, but not synced and not in the realtime publication. */
export const SERVER_TABLES = ['push_subscriptions', 'order_push_state', 'order_search'];
