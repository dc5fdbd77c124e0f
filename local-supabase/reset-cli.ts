// `npm run db:reset`: restores migrations and seed. A running local-supabase is reset in place;
// otherwise the data folder (or the --db-url database) is rebuilt directly.
import { openDatabase, openServerDatabase } from './db/database';
import { resetDatabase } from './db/reset';
import { redact } from './db/server-database';
import { migrate } from './db/migrate';
import { projectKeys } from './jwt';
import { parseFlags } from './args';
import { defaultFlags } from './cli';

async function main() {
  const flags = parseFlags(process.argv.slice(2), defaultFlags);
  const url = process.env.SUPABASE_URL ?? `http://127.0.0.1:${flags.port}`;
  const key = projectKeys().serviceRoleKey;
  const running = await fetch(`${url}/health`).then((r) => r.ok, () => false);
  if (running) {
    const res = await fetch(`${url}/local/v1/reset`, { method: 'POST', headers: { apikey: key } });
    if (!res.ok) throw new Error(`the running local-supabase refused the reset: ${res.status} ${await res.text()}`);
    console.log(`Reset the running local-supabase at ${url}: migrations and seed applied.`);
    return;
  }
  const db = flags.dbUrl ? await openServerDatabase(flags.dbUrl) : await openDatabase({ dataDir: flags.dataDir });
  try {
    await resetDatabase(db);
    const result = await migrate(db);
    console.log(`Reset ${flags.dbUrl ? redact(flags.dbUrl) : flags.dataDir}: ${result.applied.length} migrations applied${result.seeded ? ', seed loaded' : ''}.`);
  } finally {
    await db.close();
  }
}

main().catch((error: Error) => {
  console.error(`db:reset failed: ${error.message}`);
  process.exit(1);
});
