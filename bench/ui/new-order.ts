// A new order in the database to its card on the orders screen ('Nieuwe bestellingen'), p50/p95; and
// to the first beep with sound on. Node and page share the machine's clock (timeOrigin + now()).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Stack } from '../../local-supabase/stack';
import { percentile, round } from '../stats';
import { summary } from '../sync/shared';
import { sleep, waitMirror, waitSeen } from './browser';
import { acceptAllCreated, orderNumber, placeOrder, wall } from './data';
import type { BeepResult, Percentiles } from './types';

const SOUND_ON = {
  'kmfc.sound.enabled': 'true',
  'kmfc.sound.permission': 'granted',
  'kmfc.sound.selected': 'beep',
  'kmfc.sound.volume': '50',
};

async function openNewOrders(page: Page): Promise<void> {
  await page.goto('/app/orders');
  await waitSeen(page, 'orders');
  await page.waitForTimeout(1000);
}

/** Places `count` orders `gapMs` apart; per order, from just before place_order to the card's first frame. */
export async function benchNewOrderVisible(stack: Stack, page: Page, count: number, gapMs: number): Promise<Percentiles> {
  await openNewOrders(page);
  const placed: { number: string; at: number }[] = [];
  const calls: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const at = wall();
    await placeOrder(stack, id);
    calls.push(wall() - at);
    placed.push({ number: orderNumber(id), at });
    await sleep(gapMs);
  }
  return cardLatencies(page, placed, calls);
}

/** Placed orders (number, wall-clock time just before place_order) to their cards' first frames. */
export async function cardLatencies(page: Page, placed: { number: string; at: number }[], calls: number[]): Promise<Percentiles> {
  const numbers = JSON.stringify(placed.map((p) => p.number));
  await page.waitForFunction(`${numbers}.every((n) => window.__bench.cards[n]?.frame != null)`, undefined, { timeout: 10_000, polling: 100 }).catch(() => {});
  const cards = await page.evaluate(`window.__bench.cards`) as Record<string, { frame: number | null }>;
  const values = placed.flatMap((p) => (cards[p.number]?.frame ? [cards[p.number].frame! - p.at] : []));
  return {
    n: values.length,
    timedOut: placed.length - values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
    values: values.map(round),
    placeOrderMs: summary(calls).median,
  };
}

/**
 * Sound on (localStorage, then a reload) and audio unlocked by one click, as staff do after opening the
 * app; no created orders left (so nothing rings); per run one new order, from just before place_order to
 * the first sound the page starts; then the order is accepted (server side) and the alert falls silent.
 */
export async function benchFirstBeep(stack: Stack, page: Page, runs: number, log: (line: string) => void): Promise<BeepResult | null> {
  await acceptAllCreated(stack);
  await page.evaluate(`Object.entries(${JSON.stringify(SOUND_ON)}).forEach(([k, v]) => localStorage.setItem(k, v))`);
  try {
    await openNewOrders(page);
    await waitMirror(page, 0);
    await page.waitForFunction(`window.__bench.mirror().then((m) => m.created === 0)`, undefined, { timeout: 15_000, polling: 200 });
    await page.locator('h1').first().click();
    const unlocked = await page.waitForFunction(`!document.querySelector('.order-alert-unlock')`, undefined, { timeout: 5_000 })
      .then(() => true, () => false);
    if (!unlocked) {
      log('ui: beep: audio did not start after a click (the unlock button stays)');
      return null;
    }
    await sleep(1000);
    const values: number[] = [];
    const kinds: string[] = [];
    let timedOut = 0;
    for (let i = 0; i < runs; i++) {
      const id = randomUUID();
      const from = await page.evaluate('window.__bench.beeps.length') as number;
      const at = wall();
      await placeOrder(stack, id);
      const beep = await page.waitForFunction(`window.__bench.beeps[${from}] ?? null`, undefined, { timeout: 6_000, polling: 20 })
        .then((handle) => handle.jsonValue() as Promise<{ kind: string; at: number }>, () => null);
      if (beep) {
        values.push(beep.at - at);
        kinds.push(beep.kind);
      } else timedOut++;
      await stack.sql(`update public.orders set status = 'accepted' where id = $1`, [id]);
      await page.waitForFunction(`window.__bench.mirror().then((m) => m.created === 0)`, undefined, { timeout: 15_000, polling: 100 });
      await sleep(1000);
    }
    if (!values.length) return null;
    return { ...summary(values), runs, timedOut, kinds: [...new Set(kinds)] };
  } finally {
    await page.evaluate(`localStorage.setItem('kmfc.sound.enabled', 'false')`).catch(() => {});
  }
}
