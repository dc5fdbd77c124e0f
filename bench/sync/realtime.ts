// 2. Realtime: a new order placed in the database (place_order as service role) until it is in the
// device's IndexedDB, p50/p95 over 200 orders.
import type { Stack } from '../../local-supabase/stack';
import { DEFAULT_INTERVALS, type SyncIntervals } from '../../src/sync/deps';
import { makeClient } from '../../tests/helpers/stack';
import { startDevice } from '../../tests/helpers/device';
import { percentile, round } from '../stats';
import { COMPANY_ID, dropDevice, sleep, waitLive, whenLive } from './shared';
import type { LatencyResult } from './types';
import { storedRecord } from '../../tests/helpers/order-store';

export async function benchRealtime(
  stack: Stack, label: string, intervals: Partial<SyncIntervals>, orders: number, log: (line: string) => void,
): Promise<LatencyResult> {
  const device = await startDevice(stack, { viaProxy: false, intervals, name: `realtime-${label}` });
  try {
    await waitLive(device);
    const items = await stack.sql<{ product_id: string; qty: number }>(
      `select id as product_id, 1 as qty from public.products where company_id = $1 and deleted_at is null
       order by "Productnummer" limit 2`, [COMPANY_ID]);
    const admin = makeClient(stack.url, stack.keys.serviceRoleKey);
    const latencies: number[] = [];
    let timedOut = 0;
    for (let i = 0; i < orders; i++) {
      const id = crypto.randomUUID();
      const seen = whenLive(() => storedRecord(device.db, id), (row) => row !== undefined, 10_000);
      const start = performance.now();
      const { error } = await admin.rpc('place_order', {
        p_company_slug: 'kmfc-shop',
        p_order: { id, customer_name: 'Bench Realtime', delivery_type: 'pickup', payment_status: 'paid', items },
      });
      if (error) throw new Error(`place_order: ${error.message}`);
      const at = await seen;
      if (at === null) timedOut++;
      else latencies.push(at - start);
      await sleep(100); // let the order's cart and lines settle before the next order
    }
    await admin.removeAllChannels();
    const result: LatencyResult = {
      intervals: label,
      nudgeDelayMs: intervals.nudgeDelayMs ?? DEFAULT_INTERVALS.nudgeDelayMs,
      n: latencies.length,
      timedOut,
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      min: round(Math.min(...latencies)),
      max: round(Math.max(...latencies)),
    };
    log(`  ${label}: p50 ${result.p50} ms, p95 ${result.p95} ms, max ${result.max} ms (n=${result.n})`);
    return result;
  } finally {
    await dropDevice(device);
  }
}
