// The server bench: the database work of the staff app on PostgreSQL 15 (the major version hosted
// projects run) rather than PGlite, at the size of a shop with two years of orders. A throwaway
// cluster (tests/helpers/postgres.ts) gets the platform objects, every migration and the seed, then
// 200,000 orders (seed.ts); measured are search_orders (search.ts) and the audit trigger's cost on a
// status step (audit.ts). The cluster runs with fsync and synchronous_commit off, as the tests' does:
// commits do not wait for the disk, which a hosted project's do.
import pg from 'pg';
import { openServerDatabase } from '../../local-supabase/db/database';
import { migrate } from '../../local-supabase/db/migrate';
import { createDatabase, startPostgres } from '../../tests/helpers/postgres';
import { seedServerBench, type SeedResult } from './seed';
import { benchSearch, type SearchKindResult } from './search';
import { benchAuditStep, type AuditStepResult } from './audit';

export interface ServerBenchResult {
  postgres: string;
  seed: SeedResult;
  search: SearchKindResult[];
  /** A search kind stops before SEARCH_RUNS timed runs once its runs have taken this long. */
  searchCapSeconds: number;
  auditStep: AuditStepResult;
}

export const SERVER_ORDERS = 200_000;
const CUSTOMERS = 40_000;
const SEARCH_RUNS = 60;
const SEARCH_WARM_UP = 3;
const SEARCH_CAP_SECONDS = 25;
const BLOCKS = 10;
const PER_BLOCK = 50;
const WARM_UP = 10;

export async function benchServer(log: (line: string) => void = console.log): Promise<ServerBenchResult> {
  const cluster = await startPostgres();
  try {
    const url = await createDatabase(cluster.url, 'bench_server');
    const db = await openServerDatabase(url);
    let seed: SeedResult;
    try {
      await migrate(db);
      log(`server: migrated; inserting ${SERVER_ORDERS.toLocaleString('en')} orders`);
      seed = await seedServerBench(db, SERVER_ORDERS, CUSTOMERS, 2 * (BLOCKS * PER_BLOCK + WARM_UP) + 20);
      log(`server: ${seed.orders.toLocaleString('en')} orders stored in ${seed.seconds} s`);
    } finally {
      await db.close();
    }
    const client = new pg.Client({ connectionString: url, application_name: 'bench server' });
    const owner = new pg.Client({ connectionString: url, application_name: 'bench server owner' });
    await client.connect();
    await owner.connect();
    try {
      const { rows: [{ server_version: postgres }] } = await owner.query<{ server_version: string }>('show server_version');
      const search = await benchSearch(client, SEARCH_RUNS, SEARCH_WARM_UP, SEARCH_CAP_SECONDS);
      for (const s of search) {
        log(`server: search ${s.kind}: p50 ${s.queryMs.p50} ms, p95 ${s.queryMs.p95} ms; ` +
          `plans use ${s.plans.map((p) => p.ownerIndexes.join('+') || 'no index').join(', ')}`);
      }
      const auditStep = await benchAuditStep(client, owner, BLOCKS, PER_BLOCK, WARM_UP);
      log(`server: status step with / without audit ${auditStep.withTrigger.p50} / ${auditStep.withoutTrigger.p50} ms (×${auditStep.ratio})`);
      return { postgres, seed, search, searchCapSeconds: SEARCH_CAP_SECONDS, auditStep };
    } finally {
      await client.end();
      await owner.end();
    }
  } finally {
    await cluster.stop();
  }
}
