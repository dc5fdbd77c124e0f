// The PGlite database of one local project: opened from a data folder (guarded by a lock file so a
// second process cannot open it) or in memory, with the platform objects of a hosted project.
// Every in-process query goes through the SessionGate so it never lands inside a socket client's
// transaction.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { readFileSync } from 'node:fs';
import { SessionGate } from './session-gate';
import { acquireLock, type Lock } from './lock';

const here = new URL('.', import.meta.url);
const platformSql = readFileSync(new URL('platform.sql', here), 'utf8');
const captureSql = readFileSync(new URL('capture.sql', here), 'utf8');

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly pglite: PGlite;
  readonly gate: SessionGate;
  /** Runs fn in one transaction; use the given handle, never the database, inside it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs fn in a transaction as the API role of these JWT claims, with RLS applied. */
  asClaims<T>(claims: Record<string, unknown>, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Data folder; omit for an in-memory database. */
  dataDir?: string;
}

function wrapTx(tx: Transaction): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await tx.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  };
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const lock: Lock | null = options.dataDir ? acquireLock(options.dataDir) : null;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ dataDir: options.dataDir, extensions: { pgcrypto } });
    await pglite.exec(platformSql);
    await pglite.exec(captureSql);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const gate = new SessionGate(pglite);

  const db: Database = {
    pglite,
    gate,
    query<T>(sql: string, params?: unknown[]) {
      return gate.runLocal(async () => (await pglite.query<T>(sql, params)).rows);
    },
    exec(sql: string) {
      return gate.runLocal(async () => {
        await pglite.exec(sql);
      });
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return gate.runLocal(() => pglite.transaction((tx) => fn(wrapTx(tx))));
    },
    asClaims<T>(claims: Record<string, unknown>, fn: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) => {
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
          [String(claims.role ?? 'anon'), JSON.stringify(claims)],
        );
        return fn(tx);
      });
    },
    async close() {
      await gate.runLocal(() => pglite.close());
      lock?.release();
    },
  };
  return db;
}
