// The Producten bench (issue 31): the built app in headless Chromium against an in-memory local-supabase
// with 300 products and 60 option groups. Opening Producten from the dashboard until all 300 products
// show (from IndexedDB; the first opening also loads the screen's code), a search keystroke until the
// list shows its matches, a 12-megapixel photo scaled and shown in the editor; and the JavaScript sizes.
import { percentile, round } from '../stats';
import { summary } from '../sync/shared';
import type { Summary } from '../sync/types';
import { launchApp, newProfile, removeProfile, signIn, sleep } from '../ui/browser';
import { staticJsSizes } from '../ui/js-size';
import { startUiEnv } from '../ui/setup';
import { keystroke, openDashboard, openMenu, photo } from './page';
import { GROUPS, seedMenu } from './seed';

export interface MenuBenchResult {
  products: number;
  groups: number;
  firstOpenMs: number;
  open: Summary & { p95: number };
  keystroke: Summary & { p95: number };
  photo: Summary;
  js: { upFrontGzip: number; allGzip: number; editorGzip: number };
}

const RUNS = { open: 10, typed: ['men', 'menu 1', 'menu 12', 'menu 123', '1042'], photo: 5 };

export async function benchMenu(log: (line: string) => void = console.log): Promise<MenuBenchResult> {
  const env = await startUiEnv(log);
  const profile = newProfile();
  const app = await launchApp(env.baseUrl, profile);
  try {
    await seedMenu(env.stack);
    const total = Number((await env.stack.sql<{ n: string }>('select count(*) n from products where deleted_at is null'))[0].n);
    const page = app.context.pages()[0] ?? await app.context.newPage();
    await signIn(page);
    // Mirrored: the menu opened once fully (its code then cached), and every link on the device.
    await page.goto('/app/products');
    await page.waitForFunction(`document.querySelectorAll('.menu-product').length >= ${total}`, null, { timeout: 120_000 });
    await page.goto('/app/dashboard');
    await sleep(1500);
    const first = await openMenu(page, total);
    const opens: number[] = [];
    for (let i = 0; i < RUNS.open; i++) {
      await openDashboard(page);
      await sleep(300);
      opens.push(await openMenu(page, total));
    }
    log(`menu: open Producten (${total} products): first ${Math.round(first)} ms, then ${opens.map(Math.round).join(', ')} ms`);
    const names = (await env.stack.sql<{ name: string; nr: string | null }>('select name, "Productnummer" nr from products where deleted_at is null'))
      .map((row) => [row.name.toLocaleLowerCase('nl'), (row.nr ?? '').toLocaleLowerCase('nl')]);
    const keys: number[] = [];
    for (const query of RUNS.typed) {
      for (let n = 1; n <= query.length; n++) {
        const text = query.slice(0, n);
        const expected = names.filter(([name, nr]) => name.includes(text.trim()) || nr.includes(text.trim())).length;
        keys.push(await keystroke(page, text, expected));
      }
      await keystroke(page, '', total);
      await sleep(100);
    }
    log(`menu: search keystroke p95 ${Math.round(percentile(keys, 95))} ms over ${keys.length}`);
    const [product] = await env.stack.sql<{ id: string }>('select id from products where name = \'Menu 001\'');
    const photos: number[] = [];
    for (let i = 0; i < RUNS.photo; i++) {
      await page.goto(`/app/products/edit/${product.id}`);
      await page.getByRole('heading', { name: 'Product bewerken' }).waitFor();
      await sleep(500);
      photos.push(await photo(page));
    }
    log(`menu: 12 MP photo scaled and shown: ${photos.map(Math.round).join(', ')} ms`);
    const js = staticJsSizes(env.outDir);
    const editorGzip = js.all.files.filter((f) => /ProductEditor|scale-photo/.test(f.file)).reduce((sum, f) => sum + f.gzip, 0);
    return {
      products: total, groups: GROUPS, firstOpenMs: Math.round(first), open: { ...summary(opens), p95: round(percentile(opens, 95)) },
      keystroke: { ...summary(keys), p95: round(percentile(keys, 95)) }, photo: summary(photos),
      js: { upFrontGzip: js.upFront.gzip, allGzip: js.all.gzip, editorGzip },
    };
  } finally {
    await app.close();
    removeProfile(profile);
    await env.stop();
  }
}
