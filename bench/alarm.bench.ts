// The dead-link alarm (DESIGN section 7: ≤ 30 s): the built app in Chromium, signed in and live, the shop
// open; a fault proxy between app and server goes silent (sockets stay open, nothing comes back, as a
// Wi-Fi that dies without a word). Per run: cut → red banner, cut → first siren, return → banner gone.
import type { Page } from '@playwright/test';
import { startFaultProxy } from '../tests/helpers/fault-proxy';
import { launchApp, newProfile, onePage, removeProfile, signIn, sleep } from './ui/browser';
import { startUiEnv } from './ui/setup';
import { percentile, round } from './stats';

export interface AlarmBenchResult {
  runs: number;
  toBanner: number[];
  toSiren: number[];
  backToClear: number[];
  medians: { toBanner: number; toSiren: number; backToClear: number };
  max: { toBanner: number; toSiren: number; backToClear: number };
}

const BANNER = '[role=alert][data-no-contact-since]';

/**
 * Init script: order sound off (the siren sounds anyway), audio allowed, and the start time of every
 * square-wave oscillator (the siren) in window.__sirens. Wraps OscillatorNode's own start, which the
 * bench probes already wrap (so a wrapper on AudioScheduledSourceNode would never be reached).
 */
function recordSirens(): void {
  try {
    localStorage.setItem('kmfc.sound.enabled', 'false');
    localStorage.setItem('kmfc.sound.permission', 'granted');
  } catch {
    // about:blank has no storage; the app's pages do.
  }
  const sirens: number[] = [];
  (window as Window & { __sirens?: number[] }).__sirens = sirens;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<typeof start>) {
    if (this.type === 'square') sirens.push(Date.now());
    return start.apply(this, args);
  };
}

const sirens = (page: Page) => page.evaluate(() => (window as Window & { __sirens?: number[] }).__sirens ?? []);

/** Open every day from an hour ago for three hours (the 30-minute grid), Europe/Amsterdam. */
function openNowSql(): string {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Amsterdam' }).format(new Date()));
  const at = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
  return `update public.opening_hours set open_time = '${at(hour - 1)}', close_time = '${at(hour + 2)}', is_active = true`;
}

export async function benchAlarm(runs = 5, log: (line: string) => void = console.log): Promise<AlarmBenchResult> {
  const env = await startUiEnv(log);
  const proxy = await startFaultProxy(env.stack.url);
  const profile = newProfile();
  try {
    await env.stack.sql(`update public.companies set supabase_url = $1 where slug = 'kmfc-shop'`, [proxy.url]);
    await env.stack.sql(openNowSql());
    const app = await launchApp(env.baseUrl, profile);
    try {
      await app.context.addInitScript(recordSirens);
      const page = await onePage(app);
      await signIn(page);
      const result: AlarmBenchResult = {
        runs, toBanner: [], toSiren: [], backToClear: [],
        medians: { toBanner: 0, toSiren: 0, backToClear: 0 }, max: { toBanner: 0, toSiren: 0, backToClear: 0 },
      };
      for (let i = 0; i < runs; i++) {
        await page.getByRole('status', { name: 'Verbinding: Online' }).waitFor({ timeout: 30_000 });
        await sleep(2000);
        const heard = (await sirens(page)).length;
        const cut = Date.now();
        proxy.setSilent(true);
        await page.locator(BANNER).waitFor({ timeout: 60_000 });
        result.toBanner.push(Date.now() - cut);
        await page.waitForFunction(`(window.__sirens ?? []).length > ${heard}`, undefined, { timeout: 15_000, polling: 50 });
        result.toSiren.push((await sirens(page))[heard] - cut);
        const back = Date.now();
        proxy.setSilent(false);
        await page.locator(BANNER).waitFor({ state: 'detached', timeout: 30_000 });
        result.backToClear.push(Date.now() - back);
        log(`alarm: run ${i + 1}: banner ${result.toBanner[i]} ms, siren ${result.toSiren[i]} ms, cleared ${result.backToClear[i]} ms after the return`);
      }
      const median = (values: number[]) => round(percentile(values, 50));
      result.medians = { toBanner: median(result.toBanner), toSiren: median(result.toSiren), backToClear: median(result.backToClear) };
      result.max = { toBanner: Math.max(...result.toBanner), toSiren: Math.max(...result.toSiren), backToClear: Math.max(...result.backToClear) };
      return result;
    } finally {
      await app.close();
    }
  } finally {
    await proxy.close();
    removeProfile(profile);
    await env.stop();
  }
}
