// axe-core in the page: WCAG 2.0/2.1 A and AA plus best practices; a failure lists every violation
// with its rule, help text and the elements it found.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

interface AxeWindow {
  axe?: { run(context: Document, options: { runOnly: string[] }): Promise<{ violations: AxeViolation[] }> };
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Runs axe on the whole document; returns the violations (empty when clean). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => Boolean((window as AxeWindow).axe));
  if (!loaded) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (tags) => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe-core did not load');
    const result = await axe.run(document, { runOnly: tags });
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, AXE_TAGS);
}

/** A readable report: one block per rule with up to five elements and what to fix. */
export function formatViolations(where: string, violations: AxeViolation[]): string {
  if (violations.length === 0) return `${where}: no axe violations`;
  const blocks = violations.map((v) => {
    const nodes = v.nodes.slice(0, 5).map((n) => `    - ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`);
    const more = v.nodes.length > 5 ? [`    ... and ${v.nodes.length - 5} more`] : [];
    return [`  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes, ...more].join('\n');
  });
  return `${where}: ${violations.length} axe violation(s)\n${blocks.join('\n')}`;
}
