// One local Supabase project: PGlite (+ platform objects, migrations, seed) and its socket, or an
// existing PostgreSQL server (dbUrl), with PostgREST, Auth, Realtime and Storage behind one gateway port.
// Used by the CLI, the tests and the benches.
import { join } from 'node:path';
import { openDatabase, openServerDatabase, type Database } from './db/database';
import { migrate, supabaseDir } from './db/migrate';
import { resetDatabase } from './db/reset';
import { filesPrint, restoreSnapshot, takeSnapshot } from './db/snapshot';
import { startSocketServer, type SocketServer } from './db/socket-server';
import { startPostgrest, type Postgrest } from './postgrest';
import { startGateway, sendJson, type Gateway } from './gateway';
import { projectKeys, LOCAL_JWT_SECRET, type ProjectKeys } from './jwt';
import { createAuthServer } from './auth/index';
import { createRealtimeServer } from './realtime/index';
import { createFunctionsServer, type FunctionsOptions } from './functions/index';
import { createStorageServer } from './storage/index';
import { folderFiles, memoryFiles } from './storage/files';
import type { AuthOptions, FunctionsServer, ServiceContext } from './contracts';

export interface StackOptions extends AuthOptions {
  /** Gateway port; 0 picks a free one (default 54321). */
  port?: number;
  /** Port of the Postgres wire socket (for psql); default a free one. PGlite only. */
  dbPort?: number;
  /** An existing PostgreSQL server's database to use instead of PGlite (postgresql://user@host:port/db). */
  dbUrl?: string;
  /** Data folder for PGlite (with dbUrl it only keeps vapid.json); ignored with memory. */
  dataDir?: string;
  memory?: boolean;
  jwtSecret?: string;
  /** Folder with migrations/ and seed.sql (default: the repository's supabase/). */
  supabaseDir?: string;
  seed?: boolean;
  /** Point the seeded local companies at this stack's own URL (default true). */
  rewriteCompanyUrls?: boolean;
  log?: (line: string) => void;
  now?: () => number;
  /** Edge functions: re-alert interval, the network pushes use, their log (VAPID keys live in the data folder). */
  functions?: Omit<FunctionsOptions, 'dataDir'>;
}

export interface Stack {
  url: string;
  port: number;
  dbPort: number;
  /** Where psql reaches the database (the PGlite socket or the server). */
  dbUrl: string;
  keys: ProjectKeys;
  db: Database;
  /** The VAPID public key of this project's push-orders function. */
  vapidPublicKey: string;
  /** Runs SQL as the database owner (bypassing RLS), then delivers realtime events. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Back to migrations and seed: the seed's rows put back when nothing changed since the last reset, else everything dropped and applied again. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_PORT = 54321;
export const DEFAULT_DATA_DIR = '.local-supabase/data';

/** Changes made before the start (the seed, an earlier run) are history: no webhook fires for them. */
async function forgetCapturedChanges(db: Database): Promise<void> {
  await db.query('delete from _local_realtime.changes');
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? (() => {});
  const keys = projectKeys(options.jwtSecret ?? LOCAL_JWT_SECRET);
  const dir = options.supabaseDir ?? supabaseDir;
  const dataDir = options.memory ? undefined : (options.dataDir ?? DEFAULT_DATA_DIR);
  const db = options.dbUrl ? await openServerDatabase(options.dbUrl) : await openDatabase({ dataDir });
  let functions: FunctionsServer | undefined;
  let socket: SocketServer | undefined;
  let postgrest: Postgrest | undefined;
  let gateway: Gateway | undefined;
  let url = '';
  const rewriteUrls = async () => {
    if (options.rewriteCompanyUrls === false) return;
    await db.query(
      `update public.companies set supabase_url = $1, supabase_anon_key = $2
       where (supabase_url like 'http://127.0.0.1:%' or supabase_url like 'http://localhost:%')
         and (supabase_url, supabase_anon_key) is distinct from ($1, $2)`,
      [url, keys.anonKey],
    ).catch(() => {}); // a schema without companies is fine
  };
  try {
    const result = await migrate(db, dir, options.seed !== false);
    await forgetCapturedChanges(db);
    if (result.applied.length) log(`applied ${result.applied.length} migrations${result.seeded ? ' and the seed' : ''}`);
    // PGlite is served to PostgREST (and psql) over its socket; a server is reached directly.
    if (db.kind === 'pglite') socket = await startSocketServer(db.gate, options.dbPort ?? 0);
    const dbUrl = db.kind === 'postgres' ? db.url : `postgresql://postgres@127.0.0.1:${socket?.port}/postgres`;
    postgrest = await startPostgrest({
      dbUri: db.kind === 'postgres' ? dbUrl : `${dbUrl}?sslmode=disable`,
      server: db.kind === 'postgres',
      jwtSecret: keys.jwtSecret,
      log,
    });
    const ctx: ServiceContext = { db, keys, url: () => url, now: options.now ?? Date.now };
    const auth = createAuthServer(ctx, options);
    const fns = createFunctionsServer(ctx, { ...options.functions, dataDir, log: options.functions?.log ?? log });
    functions = fns;
    const realtime = createRealtimeServer(ctx, { onChanges: (changes) => fns.onChanges(changes) });
    const storage = createStorageServer(ctx, dataDir ? folderFiles(join(dataDir, 'storage')) : memoryFiles());
    const pgrst = postgrest;
    gateway = await startGateway({
      port: options.port ?? DEFAULT_PORT,
      keys,
      postgrestPort: () => pgrst.port,
      auth,
      realtime,
      functions: fns,
      storage,
      admin: async (path, _req, res) => {
        if (path === '/reset') {
          await stack.reset();
          sendJson(res, 200, { reset: true });
        } else sendJson(res, 404, { message: 'unknown admin route' });
      },
    });
    url = `http://127.0.0.1:${gateway.port}`;
    await rewriteUrls();
    const gw = gateway;
    const sock = socket;
    const stack: Stack = {
      url,
      port: gw.port,
      dbPort: sock ? sock.port : Number(new URL(dbUrl).port || 5432),
      dbUrl,
      keys,
      db,
      vapidPublicKey: fns.vapidPublicKey,
      async sql<T>(text: string, params?: unknown[]) {
        const rows = await db.query<T>(text, params);
        await realtime.drain();
        return rows;
      },
      async reset() {
        // The seed's rows put back when neither the files nor the schema changed since the last full reset.
        const seeded = options.seed !== false;
        const files = filesPrint(dir);
        if (seeded && await restoreSnapshot(db, files)) {
          await rewriteUrls();
          return;
        }
        await resetDatabase(db);
        await migrate(db, dir, seeded);
        await rewriteUrls();
        await pgrst.reloadSchema();
        if (seeded) await takeSnapshot(db, files);
      },
      async stop() {
        await fns.close();
        // Realtime first: its upgraded sockets would keep the HTTP server from closing.
        await realtime.close();
        await gw.close();
        await pgrst.stop();
        await sock?.stop();
        await db.close();
      },
    };
    return stack;
  } catch (error) {
    await functions?.close().catch(() => {});
    await gateway?.close().catch(() => {});
    await postgrest?.stop().catch(() => {});
    await socket?.stop().catch(() => {});
    await db.close().catch(() => {});
    throw error;
  }
}
