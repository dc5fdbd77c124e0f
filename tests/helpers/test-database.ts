// Which database the server suite runs on: PGlite in memory (project `node`), or a fresh database
// on the run's throwaway PostgreSQL 15 cluster (project `postgres`, started by postgres-setup.ts,
// which provides its URL). Every stack or schema test gets its own database; `create database`
// takes milliseconds, a cluster takes a second, so there is one cluster per run.
import { inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { openDatabase, openServerDatabase, type Database } from '../../local-supabase/db/database';
import type { StackOptions } from '../../local-supabase/stack';
import { createDatabase } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL cluster of this run; empty on PGlite. */
    postgresUrl: string;
  }
}

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return inject('postgresUrl') ? 'postgres' : 'pglite';
}

/** A new empty database on the run's cluster. */
export function freshDatabaseUrl(): Promise<string> {
  const server = inject('postgresUrl');
  if (!server) throw new Error('no PostgreSQL cluster: run this file in the vitest project "postgres"');
  return createDatabase(server, `test_${randomUUID().replace(/-/g, '')}`);
}

/** The stack options that put a test stack on this run's database (always without a data folder). */
export async function stackDatabase(): Promise<Pick<StackOptions, 'memory' | 'dbUrl'>> {
  return testDatabaseKind() === 'postgres' ? { memory: true, dbUrl: await freshDatabaseUrl() } : { memory: true };
}

/** An empty database with the platform objects (no migrations yet). */
export async function openTestDatabase(): Promise<Database> {
  return testDatabaseKind() === 'postgres' ? openServerDatabase(await freshDatabaseUrl()) : openDatabase();
}
