// Applies supabase/migrations/*.sql in name order, recording each version the way the Supabase CLI
// does, then supabase/seed.sql on a fresh database. Realtime capture triggers follow the migrations.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';

export const supabaseDir = new URL('../../supabase/', import.meta.url).pathname;

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

export async function migrate(db: Database, dir = supabaseDir, seed = true): Promise<MigrateResult> {
  const migrationsDir = join(dir, 'migrations');
  const files = existsSync(migrationsDir)
    ? readdirSync(migrationsDir).filter((f) => /^\d+_.*\.sql$/.test(f)).sort()
    : [];
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map(
      (r) => r.version,
    ),
  );
  const fresh = done.size === 0;
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          version,
          rest.join('_'),
        ]);
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(file);
  }
  await db.query('select _local_realtime.attach_triggers()');
  let seeded = false;
  const seedFile = join(dir, 'seed.sql');
  if (seed && fresh && applied.length > 0 && existsSync(seedFile)) {
    try {
      await db.transaction((tx) => tx.exec(readFileSync(seedFile, 'utf8')));
    } catch (error) {
      throw new Error(`seed.sql failed: ${(error as Error).message}`, { cause: error });
    }
    seeded = true;
  }
  return { applied, seeded };
}
