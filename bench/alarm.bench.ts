// The dead-link alarm (DESIGN section 7: ≤ 30 s): the built app in Chromium, signed in and live, the shop
// open; a fault proxy between app and server goes silent (sockets stay open, nothing comes back, as a
// Wi-Fi that dies without a word). Per run: cut → red banner, cut → first siren, return → banner gone.
import { startFaultProxy } from '../tests/helpers/fault-proxy';
import { recordSounds, sirens } from '../tests/e2e/support/sounds';
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
      await app.context.addInitScript(recordSounds, false); // the order sound off: the siren sounds anyway
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
        await page.waitForFunction(`(window.__played ?? []).filter((s) => s.kind === 'square').length > ${heard}`, undefined, { timeout: 15_000, polling: 50 });
        result.toSiren.push((await sirens(page))[heard].at - cut);
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
