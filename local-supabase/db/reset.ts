// Empties a project back to the state before migrations: public schema, the schemas migrations add
// (sync_ledger), Storage's schema, auth rows, migration history, queued realtime changes and the seed's
// snapshot (snapshot.ts). Platform objects are recreated.
import type { Database } from './database';
import { platformSql } from './platform';
import { DROP_SNAPSHOT } from './snapshot';

export async function resetDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`
      drop schema public cascade;
      drop schema if exists sync_ledger cascade;
      drop schema if exists storage cascade;
      ${DROP_SNAPSHOT}
      create schema public;
      grant all on schema public to postgres;
      truncate auth.refresh_tokens, auth.sessions, auth.identities, auth.users cascade;
      truncate supabase_migrations.schema_migrations;
      truncate _local_realtime.changes;
    `);
    await tx.exec(platformSql);
  });
}
