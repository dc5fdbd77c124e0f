// Switching the orders tabs with many orders stored: click → the panel lists the new tab's orders (the
// first animation frame after the DOM change), per tab, over several rounds on one loaded screen.
import type { Page } from '@playwright/test';
import { summary } from '../sync/shared';
import { mirrorState, sleep, waitSeen } from './browser';
import type { TabSwitch } from './types';

const ORDER: { key: 'active' | 'archive' | 'new'; name: string }[] = [
  { key: 'active', name: 'Bestellingen' },
  { key: 'archive', name: 'Archief' },
  { key: 'new', name: 'Nieuwe bestellingen' },
];

export async function benchTabSwitch(page: Page, rounds: number, log: (line: string) => void): Promise<TabSwitch[]> {
  const storedOrders = (await mirrorState(page)).orders;
  await page.goto('/app/orders');
  await waitSeen(page, 'orders');
  await sleep(1500);
  const frames = ORDER.map(() => [] as number[]);
  const doms = ORDER.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    for (const [i, tab] of ORDER.entries()) {
      await sleep(400);
      const result = await page.evaluate(`window.__bench.switchTab(${JSON.stringify(tab.key)})`) as { dom: number; frame: number } | { error: string } | null;
      if (!result || 'error' in result) throw new Error(`tab switch to ${tab.name} failed: ${JSON.stringify(result)}`);
      frames[i].push(result.frame);
      doms[i].push(result.dom);
    }
  }
  return ORDER.map((tab, i) => {
    log(`ui: tab switch to ${tab.name} (${storedOrders} stored): ${frames[i].map(Math.round).join(', ')} ms`);
    return { tab: tab.name, storedOrders, timing: { runs: rounds, ms: summary(frames[i]), domMs: summary(doms[i]) } };
  });
}
