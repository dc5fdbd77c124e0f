// Only the "Cijfers opened" row of the stats bench (issue 32), for working on that figure without the
// whole bench: `npx tsx bench/cijfers/open-only.ts [runs] [--profile]`. 20,000 orders stored; from the
// dashboard's Cijfers card to today's order count on screen. --profile builds unminified, writes a CPU
// profile of one more open to scratch/cijfers.cpuprofile and prints the IndexedDB transactions it opened;
// with --first, of the first open after a reload.
import { summary } from '../sync/shared';
import { launchApp, newProfile, onePage, removeProfile, signIn, sleep, waitMirror, waitServiceWorker } from '../ui/browser';
import { growWindow } from '../ui/data';
import { profileOnce, TX_PROBE } from '../ui/tx-probe';
import { startUiEnv, ROOT } from '../ui/setup';
import { openStatistics, speedShown, waitEventsSettled } from './index';

async function main() {
  const args = process.argv.slice(2);
  const profile = args.includes('--profile');
  const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 10);
  const log = (line: string) => console.log(line);
  const env = await startUiEnv(log, { minify: !profile });
  const folder = newProfile();
  try {
    const stored = await growWindow(env.stack, 20_000, log);
    const app = await launchApp(env.baseUrl, folder);
    if (profile) await app.context.addInitScript({ content: TX_PROBE });
    const page = await onePage(app);
    await signIn(page);
    await waitMirror(page, stored, 600_000);
    await waitEventsSettled(page);
    await waitServiceWorker(page);
    await page.goto('/app/statistics');
    await page.waitForSelector('[data-figure="orders"]', { timeout: 60_000 });
    await speedShown(page);
    const back = async () => {
      await page.locator('nav a', { hasText: 'Dashboard' }).click();
      await page.getByRole('link', { name: /Cijfers/ }).waitFor();
      await sleep(500);
    };
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      await back();
      times.push(await openStatistics(page));
      await speedShown(page);
    }
    const s = summary(times);
    log(`Cijfers opened: median ${s.median} ms, min ${s.min}, max ${s.max} (${times.map(Math.round).join(', ')})`);
    if (profile) {
      if (args.includes('--first')) await page.reload();
      await page.waitForSelector('[data-figure="orders"]', { timeout: 60_000 });
      await speedShown(page);
      await back();
      const took = await profileOnce(page, `${ROOT}/scratch/cijfers.cpuprofile`, async () => {
        const ms = await openStatistics(page);
        await sleep(300);
        return ms;
      }, log);
      log(`profiled open: ${Math.round(took)} ms`);
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
