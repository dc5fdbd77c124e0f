// 3. Drain: 200 changes made offline, from goOnline() until the outbox is empty, on a clean and on a
// faulty network, checking on the server that every change landed exactly once.
import type { Stack } from '../../local-supabase/stack';
import { unsentCount } from '../../src/db/outbox-counts';
import type { OutboxEntry } from '../../src/db/outbox-types';
import { DEFAULT_INTERVALS } from '../../src/sync/deps';
import { startDevice } from '../../tests/helpers/device';
import { waitFor } from '../../tests/helpers/wait-for';
import { round } from '../stats';
import { makeChanges, serverRows } from './drain-changes';
import { FAULT_PLAN, addFaults, isLandedCheck, isWrite, longestQuiet } from './drain-network';
import { insertOrders } from './orders';
import { dropDevice, seeded, summary, waitLive, whenLive } from './shared';
import type { DrainResult, DrainRun } from './types';
import { orderTablesOf } from '../../tests/helpers/order-store';

async function drainRun(stack: Stack, run: number, faulty: boolean, log: (line: string) => void): Promise<DrainRun> {
  const tag = `drain-${faulty ? 'faulty' : 'clean'}-${run}`;
  const orderIds = await insertOrders(stack, tag, 40, 'created');
  const device = await startDevice(stack, { intervals: DEFAULT_INTERVALS, name: tag });
  const proxy = device.proxy!;
  try {
    await waitLive(device);
    await waitFor(async () => (await orderTablesOf(device.db).orders.bulkGet(orderIds)).every(Boolean), { timeoutMs: 30_000, what: 'the new orders in the mirror' });
    const productIds = (await device.db.products.orderBy('id').limit(20).toArray()).map((product) => product.id);
    const before = await serverRows(stack, orderIds, productIds);

    device.goOffline();
    const offlineFrom = proxy.log.length;
    const random = seeded(1000 + run);
    const intended = await makeChanges(device.db, orderIds, productIds, random);
    const entries: OutboxEntry[] = await device.db.outbox.toArray();
    const entriesByEntity: Record<string, number> = {};
    for (const entry of entries) entriesByEntity[entry.entity] = (entriesByEntity[entry.entity] ?? 0) + 1;
    const samplers = faulty ? addFaults(proxy, seeded(2000 + run)) : [];
    const refusedWhileOffline = proxy.log.slice(offlineFrom).filter((r) => r.outcome === 'refused' && isWrite(r)).length;

    const onlineFrom = proxy.log.length;
    const onlineAt = Date.now();
    const start = performance.now();
    const drained = whenLive(() => unsentCount(device.db), (count) => count === 0, 120_000);
    device.goOnline();
    const end = await drained;
    const ms = end === null ? null : round(end - start);
    const endAt = Date.now();
    proxy.clearFaults();
    const during = proxy.log.slice(onlineFrom).filter((r) => r.path.startsWith('/rest/v1/'));
    const rejected = await device.db.outbox.where('state').equals('rejected').count();

    // Exactly once: every key's server version moved by exactly its number of entries, and carries
    // the last entry's mutation id and the value the device made.
    const after = await serverRows(stack, orderIds, productIds);
    const perKey = new Map<string, OutboxEntry[]>();
    for (const entry of entries) perKey.set(entry.key, [...(perKey.get(entry.key) ?? []), entry]);
    let lost = 0;
    let twice = 0;
    let wrongValue = 0;
    const problems: string[] = [];
    for (const [key, list] of perKey) {
      const was = before.get(key);
      const now = after.get(key);
      if (!was || !now) {
        problems.push(`${key}: no server row`);
        lost++;
        continue;
      }
      const moved = now.version - was.version;
      if (moved < list.length) lost++;
      if (moved > list.length) twice++;
      if (moved !== list.length) problems.push(`${key}: ${list.length} entries, version moved ${moved}`);
      const last = list[list.length - 1];
      const value = intended.values.get(key);
      const sameValue = key.startsWith('orders:') ? now.value === value : JSON.stringify(JSON.parse(now.value)) === value;
      if (now.last_mutation_id !== last.mutation_id || !sameValue) {
        wrongValue++;
        problems.push(`${key}: server ${now.value} (${now.last_mutation_id}), device made ${value} (${last.mutation_id})`);
      }
    }
    const notInLedger = await stack.sql<{ missing: number }>(
      `select count(*)::int as missing from unnest($1::uuid[]) as m (id)
       where not exists (select 1 from sync_ledger.applied_mutations a where a.mutation_id = m.id)`,
      [entries.map((entry) => entry.mutation_id)],
    ).then((rows) => rows[0].missing, () => null);
    if (notInLedger) problems.push(`${notInLedger} entries not in the server's ledger of applied mutations`);
    const faultsInjected = Object.fromEntries(FAULT_PLAN.map((plan, i) => [plan.name, samplers[i]?.hits ?? 0]));
    const result: DrainRun = {
      ms,
      changesMade: intended.made - intended.refused,
      entriesSent: entries.length,
      entriesByEntity,
      writeRequests: during.filter(isWrite).length,
      landedChecks: during.filter(isLandedCheck).length,
      otherRequests: during.filter((r) => !isWrite(r) && !isLandedCheck(r)).length,
      refusedWhileOffline,
      longestQuietMs: ms === null ? null : longestQuiet(onlineAt, endAt, during.filter(isWrite).map((r) => r.at)),
      faultsInjected,
      rejected,
      lost,
      twice,
      wrongValue,
      notInLedger,
      problems: problems.slice(0, 20),
    };
    log(`  ${faulty ? 'faulty' : 'clean'} run ${run + 1}: ${ms ?? 'timed out'} ms, ${result.changesMade} changes -> ${result.entriesSent} entries, ` +
      `${result.writeRequests} writes + ${result.landedChecks} landed-checks, faults ${JSON.stringify(faultsInjected)}, longest quiet ${result.longestQuietMs} ms, lost ${lost}, twice ${twice}, wrong ${wrongValue}, rejected ${rejected}`);
    return result;
  } finally {
    await dropDevice(device);
  }
}

export async function benchDrain(stack: Stack, faulty: boolean, runs: number, log: (line: string) => void): Promise<DrainResult> {
  const perRun: DrainRun[] = [];
  for (let run = 0; run < runs; run++) perRun.push(await drainRun(stack, run, faulty, log));
  const finished = perRun.filter((r) => r.ms !== null);
  return {
    network: faulty ? 'faulty' : 'clean',
    ...(faulty ? {
      faults: `after reconnecting, each request to /rest/v1/ (reads and writes) draws a fault with a seeded PRNG: ` +
        FAULT_PLAN.map((plan) => `${plan.share * 100}% ${plan.name}`).join(', ') + ' (about 10% in all); auth and websockets untouched',
    } : {}),
    runs,
    ms: summary(finished.map((r) => r.ms!)),
    entriesSent: summary(perRun.map((r) => r.entriesSent)),
    writeRequests: summary(perRun.map((r) => r.writeRequests)),
    allLanded: perRun.every((r) => r.ms !== null && r.lost === 0 && r.twice === 0 && r.wrongValue === 0 && r.rejected === 0 && !r.notInLedger),
    lostTotal: perRun.reduce((sum, r) => sum + r.lost, 0),
    twiceTotal: perRun.reduce((sum, r) => sum + r.twice, 0),
    rejectedTotal: perRun.reduce((sum, r) => sum + r.rejected, 0),
    perRun,
  };
}
