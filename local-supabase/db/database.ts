// The database of one local project, behind one interface with two implementations side by side:
// PGlite in this process (the default; pglite-database.ts) or an existing PostgreSQL server reached
// with node-postgres (`--db-url`; server-database.ts). Auth, Realtime, the functions and the tools
// only see this interface.
import type { PGlite } from '@electric-sql/pglite';
import type { SessionGate } from './session-gate';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; use the given handle, never the database, inside it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs fn in a transaction as the API role of these JWT claims, with RLS applied. */
  asClaims<T>(claims: Record<string, unknown>, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls onChange whenever a transaction of any connection committed captured realtime changes
   * (a server's LISTEN/NOTIFY). Absent on PGlite, where every write passes through this process.
   */
  listenForChanges?(onChange: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface PgliteDatabase extends Database {
  readonly kind: 'pglite';
  readonly pglite: PGlite;
  readonly gate: SessionGate;
}

export interface ServerDatabase extends Database {
  readonly kind: 'postgres';
  /** The connection URL, for PostgREST's own pool. */
  readonly url: string;
}

export { openDatabase, type OpenOptions } from './pglite-database';
export { openServerDatabase } from './server-database';
