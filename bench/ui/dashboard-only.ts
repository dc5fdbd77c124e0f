// Only the dashboard row of the baseline (issue 14): the installed app with 5,000 orders stored opening the
// dashboard by its in-app link, to the first frame with data. For working on that figure without the whole
// UI bench: `npx tsx bench/ui/dashboard-only.ts [runs] [--profile]`. --profile builds unminified and writes
// a CPU profile of one more click to scratch/dashboard.cpuprofile, and prints the IndexedDB transactions
// each click opened (when created, stores, when complete).
import { summary } from '../sync/shared';
import { launchApp, newProfile, onePage, removeProfile, signIn, waitMirror } from './browser';
import { baselineScreens } from './baseline-queries';
import { growWindow, mirroredOrderCount } from './data';
import { profileOnce, TX_PROBE } from './tx-probe';
import { startUiEnv, ROOT } from './setup';

const ORDERS = 5_000;

async function main() {
  const args = process.argv.slice(2);
  const profile = args.includes('--profile');
  const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 10);
  const log = (line: string) => console.log(line);
  const env = await startUiEnv(log, { minify: !profile });
  const folder = newProfile();
  try {
    await growWindow(env.stack, ORDERS, log);
    const app = await launchApp(env.baseUrl, folder);
    if (profile) await app.context.addInitScript({ content: TX_PROBE });
    const page = await onePage(app);
    const t0 = performance.now();
    await signIn(page);
    await waitMirror(page, await mirroredOrderCount(env.stack), 300_000);
    log(`signed in and mirrored in ${Math.round(performance.now() - t0)} ms`);
    const def = baselineScreens().find((s) => s.screen === 'dashboard')!;
    const times: number[] = [];
    const click = async () => {
      await page.goto(def.startAt);
      await page.waitForFunction(def.settled, undefined, { timeout: 30_000, polling: 50 });
      await page.waitForTimeout(150);
      if (profile) await page.evaluate('window.__tx.length = 0');
      const result = await page.evaluate(def.step) as { frame: number } | null;
      if (!result) throw new Error('no dashboard data within 15 s');
      return result.frame;
    };
    await click();
    for (let i = 0; i < runs; i++) times.push(await click());
    const s = summary(times);
    log(`dashboard from IndexedDB: median ${s.median} ms, min ${s.min}, max ${s.max} (${times.map(Math.round).join(', ')})`);
    if (profile) {
      await page.goto(def.startAt);
      await page.waitForFunction(def.settled, undefined, { timeout: 30_000, polling: 50 });
      await page.waitForTimeout(150);
      const result = await profileOnce(page, `${ROOT}/scratch/dashboard.cpuprofile`, () => page.evaluate(def.step), log);
      log(`profiled click: ${JSON.stringify(result)}`);
    }
    await app.close();
  } finally {
    await env.stop();
    removeProfile(folder);
  }
}

main().then(() => process.exit(0), (error: Error) => {
  console.error(error);
  process.exit(1);
});
