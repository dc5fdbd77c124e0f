// Timings inside the page for the Producten bench, as the other UI benches take them: from just before
// the action (performance.now()) to the first animation frame after the DOM shows its result
// (MutationObserver), so rendering is included and network is not (the menu comes from IndexedDB).
import type { Page } from '@playwright/test';

export interface Timing {
  ms: number;
}

/** Runs `act` in the page and resolves when `done()` holds, at the next frame. */
function timed(page: Page, act: string, done: string, timeoutMs = 10_000): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const t0 = performance.now();
    let over = false;
    const check = () => { try { return (${done})(); } catch { return false; } };
    const stop = () => { over = true; observer.disconnect(); clearInterval(poll); clearTimeout(limit); };
    const finish = () => { if (!over) { stop(); requestAnimationFrame(() => resolve(performance.now() - t0)); } };
    const observer = new MutationObserver(() => { if (check()) finish(); });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    // An image's decode changes no DOM: polled as well.
    const poll = setInterval(() => { if (check()) finish(); }, 4);
    const limit = setTimeout(() => { stop(); reject(new Error('timed out: ' + ${JSON.stringify(done)})); }, ${timeoutMs});
    (${act})();
    if (check()) finish();
  })`) as Promise<number>;
}

const link = (name: string) => `() => [...document.querySelectorAll('nav a')].find((a) => a.textContent.trim().endsWith('${name}')).click()`;

/** Dashboard → Producten by the bottom navigation, until every product of the menu is on screen. */
export function openMenu(page: Page, products: number): Promise<number> {
  return timed(page, link('Producten'), `() => document.querySelectorAll('.menu-product').length >= ${products}`);
}

/** Back to the dashboard (not timed). */
export async function openDashboard(page: Page): Promise<void> {
  await timed(page, link('Dashboard'), `() => !document.querySelector('.menu-product') && !!document.querySelector('h1')`);
}

/** One keystroke in the search field: the field set as typing sets it, until the list shows `expected` products (the rest hidden). */
export function keystroke(page: Page, text: string, expected: number): Promise<number> {
  return timed(page, `() => {
    const field = document.querySelector('input[type=search]');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(field, ${JSON.stringify(text)});
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }`, `() => document.querySelectorAll('.menu-products > li:not([hidden])').length === ${expected}`);
}

/**
 * A 12-megapixel JPEG (4000 × 3000, drawn in the page beforehand, not timed) chosen in the editor's
 * photo field, until the scaled photo shows (decoded).
 */
export async function photo(page: Page): Promise<number> {
  await page.evaluate(`(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#c0392b'); gradient.addColorStop(1, '#f1c40f');
    context.fillStyle = gradient; context.fillRect(0, 0, 4000, 3000);
    for (let i = 0; i < 4000; i++) { context.fillStyle = 'hsl(' + (i % 360) + ',70%,50%)'; context.fillRect((i * 97) % 4000, (i * 61) % 3000, 40, 40); }
    window.__photo = new File([await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })], 'foto.jpg', { type: 'image/jpeg' });
  })()`);
  return timed(page, `() => {
    const input = [...document.querySelectorAll('input[type=file]')].find((i) => !i.hasAttribute('capture'));
    const files = new DataTransfer(); files.items.add(window.__photo);
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }`, `() => { const img = document.querySelector('img[data-photo="chosen"]'); return !!img && img.complete && img.naturalWidth > 0; }`, 20_000);
}
