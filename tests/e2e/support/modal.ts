// Checks on a modal dialog as a keyboard or mouse user meets it. The behaviour is the browser's own
// (<dialog> opened with showModal()), so these run in Chromium, not in happy-dom.
import { expect, type Locator, type Page } from '@playwright/test';

/** True while the focused element is the dialog or inside it (an iframe inside counts). */
export function focusInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((d) => d.contains(document.activeElement));
}

/**
 * Where the focus is: inside the dialog; in the browser's own UI (a modal dialog lets Tab leave the
 * page after its last element, as a browser tab does, and come back at its first: then the page has
 * no focus at all); or on an element of the page behind the dialog, which must never happen.
 */
function whereIsFocus(dialog: Locator): Promise<string> {
  return dialog.evaluate((d) => {
    const el = document.activeElement;
    if (d.contains(el)) return 'inside';
    if ((el === null || el === document.body) && !document.hasFocus()) return 'browser';
    const name = el?.getAttribute('aria-label') ?? el?.textContent?.trim().slice(0, 30) ?? '';
    return `outside: ${el?.tagName.toLowerCase()} "${name}"`;
  });
}

/**
 * The dialog is open as a modal (`:modal`), has the focus, and keeps it from the page behind through
 * `tabs` presses of Tab and as many of Shift+Tab (more than it has stops, so focus comes round at least
 * once each way). Returns the different elements that had the focus inside.
 */
export async function expectFocusTrappedInModal(page: Page, dialog: Locator, tabs: number): Promise<number> {
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.matches(':modal')), 'the dialog is modal').toBe(true);
  expect(await whereIsFocus(dialog), 'focus on opening').toBe('inside');
  const inside = new Set<unknown>();
  const steps: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < tabs; i += 1) {
      await page.keyboard.press(key);
      const where = await whereIsFocus(dialog);
      steps.push(where);
      if (where === 'inside') inside.add(await dialog.evaluate((d) => Array.from(d.querySelectorAll('*')).indexOf(document.activeElement as Element)));
    }
  }
  expect(steps.filter((where) => where.startsWith('outside')), 'focus reached the page behind the dialog').toEqual([]);
  // After a stop in the browser's UI the next press comes back into the dialog.
  expect(steps.join(' ')).not.toContain('browser browser');
  expect(steps, 'focus came round').toContain('browser');
  return inside.size;
}

/**
 * Whether the element behind the dialog can be reached: what the browser finds at its centre (for a
 * modal, the dialog or its ::backdrop), and whether a real mouse click there reaches it.
 */
export async function clickBehind(page: Page, behind: Locator): Promise<{ hit: boolean; clicked: boolean }> {
  const box = await behind.boundingBox();
  if (!box) throw new Error('the element behind the dialog has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await behind.evaluate((el, [px, py]) => {
    const found = document.elementFromPoint(px, py);
    return found !== null && el.contains(found);
  }, [x, y] as const);
  await behind.evaluate((el) => {
    el.setAttribute('data-clicked', 'no');
    el.addEventListener('click', () => el.setAttribute('data-clicked', 'yes'), { once: true });
  });
  await page.mouse.click(x, y);
  const clicked = (await behind.getAttribute('data-clicked')) === 'yes';
  return { hit, clicked };
}
