// What a person sees as broken layout on a narrow phone, measured in the page: the page scrolls
// sideways, text runs past the edge of its card (or dialog, top bar, bottom navigation) or of a box
// that clips it, or an element's text is wider than the element itself (cut off or spilling over).
import type { Page } from '@playwright/test';

/** The boxes whose content must stay inside them. */
const BOXES = '.card, [role="dialog"], [role="alertdialog"], dialog[open], .top-bar, .bottom-nav';

/** One line per problem, naming the element, its text and the box it escapes. Empty when all fits. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const SLACK = 1;
    const problems: string[] = [];
    const root = document.documentElement;
    const px = (n: number) => `${Math.round(n)} px`;
    const tag = (el: Element) => `<${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}>`;
    const describe = (el: Element): string => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      // An element without a class is named with its nearest ancestor that has one.
      const named = el.classList.length > 0 ? null : el.parentElement?.closest('[class]');
      const where = named ? ` in ${tag(named)}` : '';
      return `${tag(el)}${where}${text ? ` "${text.length > 40 ? `${text.slice(0, 39)}…` : text}"` : ''}`;
    };
    const clips = (el: Element): boolean => getComputedStyle(el).overflowX !== 'visible';
    // Text for screen readers only: inside a box of at most 1 px that clips (the visually-hidden way).
    const readerOnly = (el: Element): boolean => {
      for (let a: Element | null = el; a; a = a.parentElement) {
        const r = a.getBoundingClientRect();
        if ((r.width <= 1 || r.height <= 1) && clips(a)) return true;
      }
      return false;
    };
    // Text a person cannot see does not count: hidden, for screen readers only, or the inside of form
    // controls and icons, which scroll or draw their own content.
    const unseen = (el: Element): boolean =>
      !el.checkVisibility({ visibilityProperty: true }) ||
      el.closest('select, textarea, input, svg, script, style') !== null || readerOnly(el);

    if (root.scrollWidth > root.clientWidth + SLACK) {
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => !unseen(el) && el.getBoundingClientRect().right > root.clientWidth + SLACK)
        .slice(-3).map(describe).join(', ');
      problems.push(`the page scrolls sideways: ${px(root.scrollWidth)} wide in a ${px(root.clientWidth)} window (widest: ${wide})`);
    }

    const seen = new Set<string>();
    const report = (line: string) => {
      if (!seen.has(line)) problems.push(line);
      seen.add(line);
    };
    for (const box of document.querySelectorAll(selector)) {
      if (unseen(box)) continue;
      const b = box.getBoundingClientRect();
      if (b.left < -SLACK || b.right > root.clientWidth + SLACK) {
        report(`${describe(box)} sticks out of the window: ${px(b.left)} to ${px(b.right)} of ${px(root.clientWidth)}`);
      }
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || unseen(parent)) continue;
        // The nearest box that clips the text (overflow other than visible), else the card itself.
        let frame: Element = box;
        for (let el: Element | null = parent; el && el !== box; el = el.parentElement) {
          if (clips(el)) { frame = el; break; }
        }
        const f = frame.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width === 0) continue;
          const past = Math.max(r.right - f.right, f.left - r.left);
          if (past > SLACK) {
            const edge = r.right - f.right > SLACK ? 'right' : 'left';
            const of = frame === box ? describe(box) : `${describe(frame)} in ${describe(box)}`;
            report(`${describe(parent)} runs ${px(past)} past the ${edge} edge of ${of}`);
            break;
          }
        }
      }
      // An element whose own text is wider than the element: cut off, or spilling over its neighbours.
      for (const el of [box, ...box.querySelectorAll('*')]) {
        if (unseen(el) || el.clientWidth === 0) continue;
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (ownText && el.scrollWidth > el.clientWidth + SLACK) {
          report(`${describe(el)} is ${px(el.scrollWidth)} wide inside ${px(el.clientWidth)} (in ${describe(box)})`);
        }
      }
    }
    return problems;
  }, BOXES);
}
