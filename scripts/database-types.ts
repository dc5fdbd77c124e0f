// Makes the text of src/db/database.types.ts: the `Database` type supabase-js is typed with, written by
// the generator `supabase gen types typescript` runs (@supabase/postgres-meta's server in its
// generate-types mode) against an in-memory local-supabase with every migration applied. The same
// migrations give the same bytes: the output is formatted with the repository's Prettier config, so
// `npm run format` leaves it as it is. Used by `npm run gen:types` and by the test that keeps it fresh.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { freePort } from '../local-supabase/ports';
import { startStack, type Stack } from '../local-supabase/stack';

export const TYPES_FILE = fileURLToPath(new URL('../src/db/database.types.ts', import.meta.url));
export const TYPES_COMMAND = 'npm run gen:types';

const HEADER = `// The server schema as supabase-js sees it (tables, views, functions of the public schema), generated
// from supabase/migrations by Supabase's own type generator (@supabase/postgres-meta). src/sync types
// its clients with it and src/db/rows.ts derives the mirrored rows from it. Do not edit: run
// \`${TYPES_COMMAND}\` after adding or changing a migration; the tests fail while this file is stale.
`;

export interface GenerateOptions {
  /** Gives up on the generator after this long (default two minutes: a busy two-core machine). */
  timeoutMs?: number;
}

/** The version of the PostgREST binary the stack serves, as its OpenAPI root states it. */
async function postgrestVersion(stack: Stack): Promise<string> {
  const response = await fetch(`${stack.url}/rest/v1/`, { headers: { apikey: stack.keys.anonKey } });
  if (!response.ok) throw new Error(`PostgREST answered ${response.status} to the OpenAPI request`);
  const body = (await response.json()) as { info?: { version?: unknown } };
  const version = body.info?.version;
  if (typeof version !== 'string' || !/^\d+\./.test(version)) throw new Error(`PostgREST reported no version (${String(version)})`);
  return version;
}

/** Runs postgres-meta as the Supabase CLI does (`node dist/server/server.js` with PG_META_* set); its stdout. */
function runGenerator(env: Record<string, string>, timeoutMs: number): Promise<string> {
  const server = createRequire(import.meta.url).resolve('@supabase/postgres-meta/dist/server/server.js');
  // Only our settings reach it: a PG_META_* variable of the caller's shell would change the output.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PG_META_')));
  const child = spawn(process.execPath, [server], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const stdout = Buffer.concat(out).toString('utf8');
      if (code === 0 && stdout.includes('export type Database')) return resolve(stdout);
      const why = signal === 'SIGKILL' ? `gave no answer within ${timeoutMs} ms` : `ended with ${signal ?? `code ${code}`}`;
      reject(new Error(`postgres-meta ${why}:\n${Buffer.concat(err).toString('utf8')}${stdout}`));
    });
  });
}

/** The text database.types.ts should have for the migrations in supabase/migrations. */
export async function generateDatabaseTypes(options: GenerateOptions = {}): Promise<string> {
  const stack = await startStack({ memory: true, port: await freePort(), seed: false, rewriteCompanyUrls: false });
  let generated: string;
  try {
    generated = await runGenerator(
      {
        PG_META_DB_URL: stack.dbUrl,
        PG_META_GENERATE_TYPES: 'typescript',
        // What the Supabase CLI passes for this project (supabase/config.toml: api.schemas = public).
        PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public',
        PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
        // Emitted as __InternalSupabase.PostgrestVersion, so the client's query types match the server.
        PG_META_POSTGREST_VERSION: await postgrestVersion(stack),
      },
      options.timeoutMs ?? 120_000,
    );
  } finally {
    await stack.stop();
  }
  const config = await resolveConfig(TYPES_FILE);
  return format(HEADER + generated, { ...config, filepath: TYPES_FILE });
}
