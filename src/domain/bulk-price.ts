// A bulk price change: raise or lower selected products by an amount or a percentage, each new price
// rounded to 5 cents and never below zero. Pure, so the preview staff see is exactly what is applied.

export type PriceChange =
  | { by: 'amount'; cents: number }
  | { by: 'percent'; percent: number };

/** Rounds to the nearest 5 cents (halves up): 1247 → 1245, 1248 → 1250. */
export function roundTo5(cents: number): number {
  return Math.round(cents / 5) * 5;
}

/** The new price of one product; a change never makes a price negative. */
export function changedPrice(cents: number, change: PriceChange): number {
  const raw = change.by === 'amount' ? cents + change.cents : cents * (1 + change.percent / 100);
  return Math.max(0, roundTo5(raw));
}

export interface PricePreview {
  id: string;
  name: string;
  from: number;
  to: number;
}

/** Old → new for every selected product; unchanged prices are left out (nothing to send for them). */
export function previewPrices(
  products: readonly { id: string; name: string; price_cents: number }[], change: PriceChange,
): PricePreview[] {
  return products
    .map((product) => ({ id: product.id, name: product.name, from: product.price_cents, to: changedPrice(product.price_cents, change) }))
    .filter((line) => line.from !== line.to);
}

/**
 * A percentage as staff type it ("10", "-5", "7,5"), or null. Lowering by 100 % or more is refused:
 * that would make every price zero.
 */
export function parsePercent(text: string): number | null {
  const match = /^([+-]?)(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s%]/g, ''));
  if (!match) return null;
  const value = Number(`${match[1]}${match[2]}.${match[3] ?? '0'}`);
  return value <= -100 || value === 0 ? null : value;
}
