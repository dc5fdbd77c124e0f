// The toast region as staff meet it: where the toast lies against a control, and how many toasts the
// page ever shows at once.
import { expect, type Locator, type Page } from '@playwright/test';

/** The one polite status region the toasts appear in (components/dialogs.tsx). */
export const TOAST_REGION = '[role="status"][aria-live="polite"]';

/**
 * The control is (at least partly) on screen and the toast covers no part of it. Boxes are compared,
 * since the toast lets taps through (pointer-events: none), so elementFromPoint alone would look
 * through it. With `centre`, the control must also be what lies at its centre: nothing else (the
 * bottom navigation, say) is over it either.
 */
export async function expectNotCovered(page: Page, control: Locator, toast: Locator, { centre = false } = {}): Promise<void> {
  const [a, b] = [await control.boundingBox(), await toast.boundingBox()];
  if (!a || !b) throw new Error('control or toast has no box');
  const height = page.viewportSize()?.height ?? 0;
  expect(a.y < height && a.y + a.height > 0, `the control ${JSON.stringify(a)} is on screen`).toBe(true);
  const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  expect(overlapX > 0 && overlapY > 0, `toast ${JSON.stringify(b)} over control ${JSON.stringify(a)}`).toBe(false);
  if (!centre) return;
  const onTop = await control.evaluate((el, p) => {
    const found = document.elementFromPoint(p.x, p.y);
    return found !== null && (el === found || el.contains(found) || found.contains(el));
  }, { x: a.x + a.width / 2, y: a.y + a.height / 2 });
  expect(onTop, 'the control is what lies at its centre').toBe(true);
}

/** Starts counting: from now on the page records the most toasts it showed at any moment. */
export async function watchToasts(page: Page): Promise<() => Promise<{ regions: number; most: number }>> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __mostToasts: number };
    const count = () => Array.from(document.querySelectorAll(selector)).reduce((n, r) => n + r.childElementCount, 0);
    w.__mostToasts = count();
    new MutationObserver(() => { w.__mostToasts = Math.max(w.__mostToasts, count()); })
      .observe(document.body, { childList: true, subtree: true });
  }, TOAST_REGION);
  return () => page.evaluate((selector) => ({
    regions: document.querySelectorAll(selector).length,
    most: (window as unknown as { __mostToasts: number }).__mostToasts,
  }), TOAST_REGION);
}
