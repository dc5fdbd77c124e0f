// The figures bench (issue 32): revenue_figures and product_figures for a month of 20,000 orders
// (seed.ts), as the owner calls them through PostgREST (a transaction with the role and JWT claims set
// first), on PostgreSQL 15 (the budget: ≤ 300 ms server time) and on PGlite (reported).
import pg from 'pg';
import { openDatabase, openServerDatabase, type Database } from '../../local-supabase/db/database';
import { migrate } from '../../local-supabase/db/migrate';
import { createDatabase, startPostgres } from '../../tests/helpers/postgres';
import { timing, type Timing } from '../server/search';
import { MONTH, seedFigures, type FiguresSeed } from './seed';

export const FIGURE_ORDERS = 20_000;
const RUNS = 20;
const WARM_UP = 3;
const OWNER_CLAIMS = JSON.stringify({ role: 'authenticated', sub: 'e0000000-0000-4000-8000-000000000001', aud: 'authenticated' });
const CALLS = {
  revenue: `select public.revenue_figures('${MONTH.from}', '${MONTH.to}')`,
  products: `select public.product_figures('${MONTH.from}', '${MONTH.to}')`,
} as const;
type Call = keyof typeof CALLS;

export interface FiguresRun { database: string; seed: FiguresSeed; ms: Record<Call, Timing>; ordersCounted: number }
export interface FiguresBenchResult { postgres: FiguresRun; pglite: FiguresRun }

/** Times each call RUNS times after WARM_UP; `run` does one call as staff and returns the figures. */
async function measure(run: (sql: string) => Promise<{ ms: number; figures: Record<string, unknown> }>) {
  const ms = {} as Record<Call, Timing>;
  let ordersCounted = 0;
  for (const call of Object.keys(CALLS) as Call[]) {
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const { ms: took, figures } = await run(CALLS[call]);
      if (i >= WARM_UP) times.push(took);
      if (call === 'revenue') ordersCounted = ((figures.total as Record<string, number>).orders);
    }
    ms[call] = timing(times);
  }
  return { ms, ordersCounted };
}

async function seeded(db: Database) {
  await migrate(db);
  return seedFigures(db, FIGURE_ORDERS);
}

async function onPostgres(log: (line: string) => void): Promise<FiguresRun> {
  const cluster = await startPostgres();
  try {
    const url = await createDatabase(cluster.url, 'bench_figures');
    const db = await openServerDatabase(url);
    let seed: FiguresSeed;
    try {
      seed = await seeded(db);
    } finally {
      await db.close();
    }
    log(`figures: PostgreSQL seeded, ${seed.orders} orders in ${seed.seconds} s`);
    const client = new pg.Client({ connectionString: url, application_name: 'bench figures' });
    await client.connect();
    try {
      const { rows: [{ server_version: version }] } = await client.query<{ server_version: string }>('show server_version');
      const measured = await measure(async (sql) => {
        await client.query('begin');
        await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [OWNER_CLAIMS]);
        const t0 = performance.now();
        const { rows: [row] } = await client.query<Record<string, Record<string, unknown>>>(sql);
        const ms = performance.now() - t0;
        await client.query('commit');
        return { ms, figures: Object.values(row)[0] };
      });
      return { database: `PostgreSQL ${version}`, seed, ...measured };
    } finally {
      await client.end();
    }
  } finally {
    await cluster.stop();
  }
}

async function onPglite(log: (line: string) => void): Promise<FiguresRun> {
  const db = await openDatabase();
  try {
    const seed = await seeded(db);
    log(`figures: PGlite seeded, ${seed.orders} orders in ${seed.seconds} s`);
    const measured = await measure((sql) => db.asClaims(JSON.parse(OWNER_CLAIMS), async (tx) => {
      const t0 = performance.now();
      const [row] = await tx.query<Record<string, Record<string, unknown>>>(sql);
      return { ms: performance.now() - t0, figures: Object.values(row)[0] };
    }));
    return { database: 'PGlite', seed, ...measured };
  } finally {
    await db.close();
  }
}

export async function benchFigures(log: (line: string) => void = console.log): Promise<FiguresBenchResult> {
  const postgres = await onPostgres(log);
  log(`figures: PostgreSQL revenue p50 ${postgres.ms.revenue.p50} ms, products p50 ${postgres.ms.products.p50} ms`);
  const pglite = await onPglite(log);
  log(`figures: PGlite revenue p50 ${pglite.ms.revenue.p50} ms, products p50 ${pglite.ms.products.p50} ms`);
  return { postgres, pglite };
}
