// Vitest global setup of the `postgres` project: one throwaway PostgreSQL cluster for the whole run
// (each test stack then creates its own database in it), its URL provided to the test files.
import type { TestProject } from 'vitest/node';
import { openServerDatabase } from '../../local-supabase/db/database';
import { startPostgres, type PostgresCluster } from './postgres';

let cluster: PostgresCluster | undefined;

export async function setup(project: TestProject): Promise<void> {
  cluster = await startPostgres();
  // The API roles are shared by every database of the cluster: create them once here, before test
  // files prepare their databases side by side.
  const db = await openServerDatabase(cluster.url);
  await db.close();
  project.provide('postgresUrl', cluster.url);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}
