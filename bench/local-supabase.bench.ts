// local-supabase: start-up (in memory and from an existing data folder), REST latency of the orders
// tab query as staff, and new order (place_order) to Realtime callback latency on loopback.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../local-supabase/stack';
import { placeDemoOrder } from '../local-supabase/demo/order';
import { makeClient, signedInClient } from '../tests/helpers/stack';
import { percentile, round } from './stats';

export interface LocalSupabaseResult {
  startMemoryMs: number;
  startExistingFolderMs: number;
  restTabQuery: { p50: number; p95: number; n: number };
  realtimeNewOrder: { p50: number; p95: number; n: number };
}

async function timeStart(options: Parameters<typeof startStack>[0]) {
  const t0 = performance.now();
  const stack = await startStack({ port: 0, ...options });
  return { stack, ms: round(performance.now() - t0) };
}

export async function benchLocalSupabase(orders = 100, requests = 200): Promise<LocalSupabaseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ls-'));
  try {
    const first = await timeStart({ dataDir: dir });
    await first.stack.stop();
    const again = await timeStart({ dataDir: dir });
    await again.stack.stop();
    const { stack, ms: startMemoryMs } = await timeStart({ memory: true });
    try {
      const staff = await signedInClient(stack, 'eigenaar@kmfc.test');
      const rest: number[] = [];
      for (let i = 0; i < requests; i++) {
        const t0 = performance.now();
        const { error } = await staff.from('orders').select('*').in('status', ['accepted', 'preparing']).order('placed_at', { ascending: false }).limit(50);
        if (error) throw new Error(error.message);
        rest.push(performance.now() - t0);
      }
      const placedAt = new Map<string, number>();
      const latency: number[] = [];
      await new Promise<void>((resolve) => {
        staff
          .channel('bench')
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'orders' }, (e) => {
            const start = placedAt.get((e.new as { id: string }).id);
            if (start !== undefined) latency.push(performance.now() - start);
          })
          .subscribe((status) => status === 'SUBSCRIBED' && resolve());
      });
      const admin = makeClient(stack.url, stack.keys.serviceRoleKey);
      for (let i = 0; i < orders; i++) {
        const id = crypto.randomUUID();
        placedAt.set(id, performance.now());
        const { error } = await admin.rpc('place_order', { p_company_slug: 'kmfc-shop', p_order: await orderBody(stack.url, stack.keys.serviceRoleKey, id) });
        if (error) throw new Error(error.message);
      }
      const deadline = Date.now() + 5000;
      while (latency.length < orders && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await staff.removeAllChannels();
      return {
        startMemoryMs,
        startExistingFolderMs: again.ms,
        restTabQuery: { p50: round(percentile(rest, 50)), p95: round(percentile(rest, 95)), n: rest.length },
        realtimeNewOrder: { p50: round(percentile(latency, 50)), p95: round(percentile(latency, 95)), n: latency.length },
      };
    } finally {
      await stack.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// One fixed order shape (product ids from the seed) so the timing is of the write, not of reads.
let cachedItems: Array<{ product_id: string; qty: number }> | null = null;
async function orderBody(url: string, key: string, id: string) {
  if (!cachedItems) {
    const placed = await placeDemoOrder(url, key, 'kmfc-shop', () => 0.5);
    const { data } = await makeClient(url, key).from('order_items').select('product_id, qty').eq('order_id', placed.id);
    cachedItems = data as Array<{ product_id: string; qty: number }>;
  }
  return { id, customer_name: 'Bench Klant', delivery_type: 'pickup', payment_status: 'paid', items: cachedItems };
}
