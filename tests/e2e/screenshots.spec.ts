// Journey 7: a picture of every screen at small phone (360x800), phone (390x844) and tablet (1024x768)
// size, written to scratch/screens/<name>-<w>x<h>.png (plus -full.png of the whole page; git ignores
// scratch/) for a person to look at.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, signIn } from './support/fixtures';
import { SCREENS, type Screen } from './support/screens';

const OUT = 'scratch/screens';
const SIZES = [{ width: 360, height: 800 }, { width: 390, height: 844 }, { width: 1024, height: 768 }];

async function photograph(page: Page, screen: Screen): Promise<void> {
  // Shown at the smallest size first, then widened: dialogs that are open stay open for the wider pictures.
  for (const [i, size] of SIZES.entries()) {
    await page.setViewportSize(size);
    if (i === 0) await screen.show(page);
    // Let layout and transitions settle after a resize.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const base = `${OUT}/${screen.name}-${size.width}x${size.height}`;
    // What staff see, and the whole scrolled page (fixed bars then sit where the viewport ended).
    await page.screenshot({ path: `${base}.png`, animations: 'disabled' });
    await page.screenshot({ path: `${base}-full.png`, fullPage: true, animations: 'disabled' });
  }
}

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

test('screenshots of the signed-out screens @screenshots', async ({ page }) => {
  for (const screen of SCREENS.filter((s) => !s.signedIn)) {
    await test.step(screen.name, () => photograph(page, screen));
  }
});

test('screenshots of the signed-in screens @screenshots', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'eigenaar');
  for (const screen of SCREENS.filter((s) => s.signedIn)) {
    await test.step(screen.name, () => photograph(page, screen));
  }
});
