// The baseline: each main screen the network-bound way (the spec's queries through a proxy adding 100 ms
// to every request, typical shop Wi-Fi) against the installed app opening it from IndexedDB; the ratio.
import type { Page } from '@playwright/test';
import type { Stack } from '../../local-supabase/stack';
import { startFaultProxy } from '../../tests/helpers/fault-proxy';
import { summary } from '../sync/shared';
import { baselineScreens, networkScript } from './baseline-queries';
import { staffToken } from './data';
import type { BaselineScreen } from './types';

export const ADDED_LATENCY_MS = 100;

async function local(page: Page, startAt: string, settled: string, step: string): Promise<number> {
  await page.goto(startAt);
  await page.waitForFunction(settled, undefined, { timeout: 30_000, polling: 50 });
  await page.waitForTimeout(150);
  const result = await page.evaluate(step) as { frame: number } | { error: string } | null;
  if (!result || 'error' in result) throw new Error(`local step failed: ${step}: ${JSON.stringify(result)}`);
  return result.frame;
}

/** `page` belongs to the installed app, signed in and online. The first run of each side is a warm-up. */
export async function benchBaseline(stack: Stack, page: Page, runs: number, log: (line: string) => void): Promise<BaselineScreen[]> {
  const proxy = await startFaultProxy(stack.url);
  proxy.addFault({ fault: { kind: 'delay', ms: ADDED_LATENCY_MS }, times: Infinity });
  try {
    const token = await staffToken(stack);
    const headers = { apikey: stack.keys.anonKey, authorization: `Bearer ${token}` };
    const screens = baselineScreens();
    const network = screens.map(() => [] as number[]);
    const rows = screens.map(() => 0);
    const localMs = screens.map(() => [] as number[]);
    for (let run = 0; run <= runs; run++) {
      for (const [i, def] of screens.entries()) {
        const took = await local(page, def.startAt, def.settled, def.step);
        const net = await page.evaluate(networkScript(`${proxy.url}/rest/v1/`, headers, def.queries)) as { ms: number; rows: number };
        if (run === 0) continue;
        localMs[i].push(took);
        network[i].push(net.ms);
        rows[i] = net.rows;
      }
    }
    return screens.map((def, i) => {
      const net = summary(network[i]);
      const loc = summary(localMs[i]);
      log(`ui: baseline ${def.screen}: network ${net.median} ms, IndexedDB ${loc.median} ms`);
      return {
        screen: def.screen,
        queries: def.queries.map((q) => `${q.method} /rest/v1/${q.path}`),
        network: net,
        local: loc,
        ratio: Math.round((net.median / loc.median) * 100) / 100,
        rows: rows[i],
      };
    });
  } finally {
    await proxy.close();
  }
}
