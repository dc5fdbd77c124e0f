// JS heap of the app's page after 1,000 realtime events compared with the start: order updates on the
// server (status flips on 50 orders shown in the 'Bestellingen' tab, 20 batches of 50), heap read after GC
// once the mirror has the last change and the screen has been still for 2 s.
import type { CDPSession, Page } from '@playwright/test';
import type { Stack } from '../../local-supabase/stack';
import { summary } from '../sync/shared';
import { sleep, waitSeen } from './browser';
import { COMPANY_ID } from './data';
import type { HeapResult } from './types';

const BATCH = 50;
const BATCHES = 20;
/** A round that takes longer than this to be applied and settle ends the part (the bench stays bounded). */
const ROUND_LIMIT_MS = 60_000;
/** No new round starts after this long in all (a slow app would otherwise stretch the bench by minutes). */
const PART_LIMIT_MS = 90_000;

async function usedMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await sleep(200);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 2 ** 20;
}

/** Samples the heap (no GC) every 250 ms until stopped; resolves the largest, MB. */
function peakSampler(cdp: CDPSession): { stop(): Promise<number> } {
  let running = true;
  let peak = 0;
  const loop = (async () => {
    while (running) {
      const usage = await cdp.send('Runtime.getHeapUsage').catch(() => null);
      if (usage) peak = Math.max(peak, usage.usedSize / 2 ** 20);
      await sleep(250);
    }
  })();
  return { async stop() { running = false; await loop; return peak; } };
}

/** ms from t0 until every order carries the marker in the mirror; null past the deadline. */
async function applied(page: Page, ids: string[], marker: string, t0: number): Promise<number | null> {
  const check = `window.__bench.orderField(${JSON.stringify(ids)}, 'customer_name').then((m) => Object.values(m).every((v) => v === ${JSON.stringify(marker)}))`;
  return page.waitForFunction(check, undefined, { timeout: Math.max(1000, ROUND_LIMIT_MS - (performance.now() - t0)), polling: 100 })
    .then(() => performance.now() - t0, () => null);
}

export async function benchHeap(stack: Stack, page: Page, rounds: number, log: (line: string) => void): Promise<HeapResult> {
  const rows = await stack.sql<{ id: string }>(
    `select id from public.orders where company_id = $1 and status in ('accepted', 'preparing')
     order by placed_at desc limit ${BATCH}`, [COMPANY_ID]);
  const ids = rows.map((r) => r.id);
  await page.goto('/app/orders');
  await waitSeen(page, 'orders');
  await page.evaluate(`window.__bench.switchTab('active')`);
  await sleep(2000);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.enable');
    const startMb = await usedMb(cdp);
    const deltas: number[] = [];
    const appliedMs: number[] = [];
    const settledMs: number[] = [];
    const notes: string[] = [];
    let endMb = startMb;
    let peakMb = startMb;
    const partStart = performance.now();
    for (let r = 1; r <= rounds; r++) {
      if (performance.now() - partStart > PART_LIMIT_MS) {
        notes.push(`rounds ${r} to ${rounds} skipped: the part had run ${Math.round(PART_LIMIT_MS / 1000)} s`);
        break;
      }
      const before = await usedMb(cdp);
      const marker = `Heap ronde ${r}`;
      const sampler = peakSampler(cdp);
      const t0 = performance.now();
      for (let b = 0; b < BATCHES; b++) {
        // The last batch also names its orders, so the page can tell when the mirror has it all.
        await stack.sql(
          `update public.orders set status = case when status = 'accepted' then 'preparing' else 'accepted' end
           ${b === BATCHES - 1 ? ', customer_name = $2' : ''} where id = any($1::uuid[])`,
          b === BATCHES - 1 ? [ids, marker] : [ids]);
        await sleep(20);
      }
      const inMirror = await applied(page, ids, marker, t0);
      const left = ROUND_LIMIT_MS - (performance.now() - t0);
      const quiet = inMirror === null ? null
        : await page.evaluate(`window.__bench.quiet(2000, ${Math.max(2000, Math.round(left))})`) as number | null;
      peakMb = Math.max(peakMb, await sampler.stop());
      endMb = await usedMb(cdp);
      deltas.push(endMb - before);
      log(`ui: heap round ${r}: ${before.toFixed(2)} → ${endMb.toFixed(2)} MB, in the mirror after ${inMirror === null ? '(not within 60 s)' : `${Math.round(inMirror)} ms`}, screen still after ${quiet === null ? '(not within 60 s)' : `${Math.round(performance.now() - t0 - 2000)} ms`}`);
      if (inMirror === null || quiet === null) {
        notes.push(`round ${r}: ${inMirror === null ? 'the mirror did not have the last change' : 'the screen kept changing'} ${Math.round(ROUND_LIMIT_MS / 1000)} s after the first UPDATE; later rounds skipped`);
        break;
      }
      appliedMs.push(inMirror);
      settledMs.push(performance.now() - t0 - 2000);
    }
    return {
      eventsPerRound: BATCH * BATCHES,
      rounds: deltas.length,
      startMb: Math.round(startMb * 100) / 100,
      endMb: Math.round(endMb * 100) / 100,
      peakMb: Math.round(peakMb * 10) / 10,
      deltaMb: summaryMb(deltas),
      appliedMs: appliedMs.length ? summary(appliedMs) : null,
      settledMs: settledMs.length ? summary(settledMs) : null,
      notes,
    };
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** Summary with two decimals (MB). */
function summaryMb(values: number[]) {
  const s = summary(values.map((v) => v * 100));
  const two = (n: number) => Math.round(n) / 100;
  return { median: two(s.median), min: two(s.min), max: two(s.max), values: s.values.map(two) };
}
