// Formatting for the results table: one row per figure (what | budget | median | min | max | note) and
// the verdict against a DESIGN section 7 budget.

export interface Row {
  what: string;
  budget: string;
  median: string;
  min: string;
  max: string;
  note: string;
  /** Whether the figure meets its budget; null where there is none. */
  withinBudget: boolean | null;
}

const thousands = (n: number) => n.toLocaleString('en');

/** Milliseconds: whole above 100, one decimal below. */
export function ms(n: number | null | undefined): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '—';
  return `${thousands(n >= 100 ? Math.round(n) : Math.round(n * 10) / 10)} ms`;
}

/** Bytes as KB (1 KB = 1,000 bytes, as Vite prints them). */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** Bytes as KB and, for readers who count in 1,024, KiB. */
export function kbKib(bytes: number): string {
  return `${kb(bytes)} (${(bytes / 1024).toFixed(1)} KiB)`;
}

export function mb(n: number): string {
  return `${n.toFixed(2)} MB`;
}

export function score(n: number | null | undefined): string {
  return n === null || n === undefined ? '—' : String(Math.round(n * 100) / 100);
}

/** "✓" or "✗ over by …" for an upper limit. */
export function atMost(value: number, limit: number, show: (n: number) => string): { ok: boolean; text: string } {
  if (value <= limit) return { ok: true, text: '✓ within budget' };
  return { ok: false, text: `✗ over by ${show(value - limit)} (${Math.round(((value - limit) / limit) * 100)}%)` };
}

/** "✓" or "✗ under by …" for a lower limit (scores). */
export function atLeast(value: number, limit: number): { ok: boolean; text: string } {
  if (value >= limit) return { ok: true, text: '✓' };
  return { ok: false, text: `✗ ${score(value)} < ${score(limit)}` };
}

export function row(what: string, budget: string, values: [string, string, string], note: string, withinBudget: boolean | null = null): Row {
  return { what, budget, median: values[0], min: values[1], max: values[2], note, withinBudget };
}

export function markdownTable(rows: Row[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    '| what | budget | median | min | max | note |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${[r.what, r.budget, r.median, r.min, r.max, r.note].map(cell).join(' | ')} |`),
  ].join('\n');
}
