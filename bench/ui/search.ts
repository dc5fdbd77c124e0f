// The order search on the device with many orders stored: keystroke → results on screen. Each query is
// typed a character at a time (the field set as a keystroke sets it), timed from the input event to
// the first animation frame after the results for that text show; the index the device builds once
// (search field focused → first results) is reported apart.
import type { Page } from '@playwright/test';
import type { Stack } from '../../local-supabase/stack';
import { percentile, round } from '../stats';
import { summary } from '../sync/shared';
import { mirrorState, sleep, waitSeen } from './browser';
import { COMPANY_ID } from './data';
import type { SearchBench } from './types';

type Timing = { dom: number; frame: number } | { error: string } | null;

async function searchFor(page: Page, text: string): Promise<{ dom: number; frame: number }> {
  const result = await page.evaluate(`window.__bench.searchFor(${JSON.stringify(text)})`) as Timing;
  if (!result || 'error' in result) throw new Error(`search for '${text}' failed: ${JSON.stringify(result)}`);
  return result;
}

/** What staff type: names, phone numbers as read out, order numbers; from orders of the window. */
async function queries(stack: Stack, count: number): Promise<string[]> {
  const rows = await stack.sql<{ name: string | null; phone: string | null; id: string }>(
    `select customer_name as name, customer_phone as phone, id::text from public.orders
     where company_id = $1 and placed_at > now() - interval '13 days' order by random() limit $2`, [COMPANY_ID, count]);
  return rows.flatMap((row, i) => {
    if (i % 3 === 0 && row.name) return [row.name.toLowerCase()];
    if (i % 3 === 1 && row.phone) return [row.phone.replace(/^0/, '+31 ').replace(/(\d{4})(?=\d)/g, '$1 ')];
    return [`#${row.id.slice(-8).toUpperCase()}`];
  });
}

/** Empties the field: the tabs come back. */
async function clear(page: Page): Promise<void> {
  await page.getByRole('searchbox').fill('');
  await page.locator('[role=tabpanel]').waitFor();
}

export async function benchSearch(page: Page, stack: Stack, log: (line: string) => void): Promise<SearchBench> {
  const storedOrders = (await mirrorState(page)).orders;
  await page.goto('/app/orders');
  await waitSeen(page, 'orders');
  await sleep(1500);
  const field = page.getByRole('searchbox');
  const indexStart = Date.now();
  await field.focus();
  const first = await searchFor(page, 'a');
  const indexMs = Date.now() - indexStart;
  await clear(page);
  const frames: number[] = [];
  const doms: number[] = [];
  const typed = await queries(stack, 12);
  for (const query of typed) {
    for (let n = 1; n <= query.length; n++) {
      const t = await searchFor(page, query.slice(0, n));
      frames.push(t.frame);
      doms.push(t.dom);
    }
    await clear(page);
    await sleep(100);
  }
  const p95Ms = round(percentile(frames, 95));
  log(`ui: search, ${storedOrders} stored: index ${indexMs} ms (first results ${Math.round(first.frame)} ms), keystroke p95 ${p95Ms} ms over ${frames.length}`);
  return {
    storedOrders, queries: typed.length, keystrokes: frames.length, indexMs, p95Ms,
    keystroke: { runs: frames.length, ms: summary(frames), domMs: summary(doms) },
  };
}
