// The PGlite database of one local project: opened from a data folder (guarded by a lock file so a
// second process cannot open it) or in memory, with the platform objects of a hosted project.
// Every in-process query goes through the SessionGate so it never lands inside a socket client's
// transaction.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SessionGate } from './session-gate';
import { acquireLock, type Lock } from './lock';
import { setClaims } from './claims';
import { captureSql, platformSql } from './platform';
import type { PgliteDatabase, Queryable } from './database';

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

export async function openDatabase(options: OpenOptions = {}): Promise<PgliteDatabase> {
  const lock: Lock | null = options.dataDir ? acquireLock(options.dataDir) : null;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ dataDir: options.dataDir, extensions: { pgcrypto, pg_trgm } });
    await pglite.exec(platformSql);
    await pglite.exec(captureSql);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const gate = new SessionGate(pglite);

  const db: PgliteDatabase = {
    kind: 'pglite',
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
        await setClaims(tx, claims);
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
