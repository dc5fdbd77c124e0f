// The database of one local project on an existing PostgreSQL server (`--db-url`), through a real
// connection pool of node-postgres. On open it applies platform.sql (only what is missing: a hosted
// project or an earlier run may have it all), the change capture and its NOTIFY. Values come back
// as PGlite returns them (int8 as a number when it fits, dates as Date), so callers need not care
// which database they talk to.
import pg from 'pg';
import { setClaims } from './claims';
import { captureNotifySql, captureSql, platformSql } from './platform';
import type { Queryable, ServerDatabase } from './database';

const CHANNEL = 'local_realtime_changes';
const INT8 = 20;
const INT8_ARRAY = 1016;
const DATE = 1082;

function parseInt8(text: string): number | bigint {
  const n = BigInt(text);
  return n < BigInt(Number.MIN_SAFE_INTEGER) || n > BigInt(Number.MAX_SAFE_INTEGER) ? n : Number(n);
}

// PGlite's parsers for the types where node-postgres differs; the rest are node-postgres' own.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format !== 'binary') {
      if (oid === INT8) return parseInt8;
      if (oid === DATE) return (text: string) => new Date(text);
      if (oid === INT8_ARRAY) {
        // node-postgres reads int8[] as strings (null stays null).
        const getParser = pg.types.getTypeParser as (oid: number) => (text: string) => (string | null)[];
        const parseArray = getParser(INT8_ARRAY);
        return (text: string) => parseArray(text).map((v) => (v === null ? v : parseInt8(v)));
      }
    }
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

type Client = Pick<pg.PoolClient, 'query'>;

function rowsOf<T>(result: pg.QueryResult | pg.QueryResult[]): T[] {
  // A simple-protocol query with several statements answers one result per statement.
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return (last?.rows ?? []) as T[];
}

function wrap(client: Client): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return rowsOf<T>(await client.query(sql, params));
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** Opens a pool on url and prepares the database for local-supabase. */
export async function openServerDatabase(url: string, poolSize = 10): Promise<ServerDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, application_name: 'local-supabase' });
  // An idle client that loses its connection (server restart) is dropped from the pool, not fatal.
  pool.on('error', () => {});
  try {
    await pool.query(platformSql);
    await pool.query(captureSql);
    await pool.query(captureNotifySql);
  } catch (error) {
    await pool.end();
    throw new Error(`could not prepare the database at ${redact(url)}: ${(error as Error).message}`, { cause: error });
  }
  const listeners = new Set<pg.Client>();

  const db: ServerDatabase = {
    kind: 'postgres',
    url,
    async query<T>(sql: string, params?: unknown[]) {
      return rowsOf<T>(await pool.query(sql, params));
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((e: Error) => (broken = e));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    asClaims<T>(claims: Record<string, unknown>, fn: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) => {
        await setClaims(tx, claims);
        return fn(tx);
      });
    },
    // A dedicated connection: LISTEN belongs to a session, and pooled sessions come and go.
    async listenForChanges(onChange: () => void) {
      const client = new pg.Client({ connectionString: url, types, application_name: 'local-supabase realtime' });
      client.on('notification', (message) => {
        if (message.channel === CHANNEL) onChange();
      });
      // A lost LISTEN connection only delays events to the Realtime server's polling timer.
      client.on('error', () => {});
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => {});
      };
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
      listeners.clear();
      await pool.end();
    },
  };
  return db;
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an invalid URL)';
  }
}
