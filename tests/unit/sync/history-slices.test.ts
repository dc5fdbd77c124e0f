// The history download sizes its slices by time (history-loop.ts): every transaction on the orders waits
// for the slice under way, so a slice that took long makes the next one smaller, a quick one larger.
import { describe, expect, it } from 'vitest';
import { HOLD_MAX_MS, SLICE_TARGET_MS, nextSliceSize, pauseBeforeSlice, sliceLength } from '../../../src/sync/driver/history-loop';
import { sliceOf, type OrderPage } from '../../../src/sync/order-pages';
import type { CartItemRow, CartRow, OrderItemRow, OrderRow, PrintJobRow } from '../../../src/db/rows';

describe('nextSliceSize', () => {
  it('keeps the size when the slice took the target time', () => {
    expect(nextSliceSize(100, SLICE_TARGET_MS)).toBe(100);
  });
  it('shrinks in proportion when a slice took longer, never below 50 orders', () => {
    expect(nextSliceSize(400, SLICE_TARGET_MS * 4)).toBe(100);
    expect(nextSliceSize(100, 10_000)).toBe(50);
  });
  it('grows when a slice was quick, at most doubling and never beyond 500 orders', () => {
    expect(nextSliceSize(100, SLICE_TARGET_MS / 4)).toBe(200);
    expect(nextSliceSize(400, 0)).toBe(500);
  });
});

describe('sliceLength', () => {
  it('takes the slice size while enough of the page is left, and the whole rest instead of leaving a sliver', () => {
    expect(sliceLength(200, 500)).toBe(200);
    expect(sliceLength(200, 250)).toBe(200);
    expect(sliceLength(200, 249)).toBe(249);
    expect(sliceLength(200, 12)).toBe(12);
  });
});

describe('pauseBeforeSlice', () => {
  it('goes on at once without a recent order change, and waits out the quiet after one', () => {
    expect(pauseBeforeSlice({ until: -Infinity }, 1_000)).toBe(0);
    expect(pauseBeforeSlice({ until: 900 }, 1_000)).toBe(0);
    expect(pauseBeforeSlice({ until: 1_270 }, 1_000)).toBe(270);
  });
  it('waits longer for orders coming one after another, but never more than HOLD_MAX_MS in all', () => {
    // Asked again after each wait: a change during the wait moved the quiet on.
    expect(pauseBeforeSlice({ until: 1_540 }, 1_270, 1_000)).toBe(270);
    expect(pauseBeforeSlice({ until: 1_000 + HOLD_MAX_MS + 200 }, 1_000 + HOLD_MAX_MS - 100, 1_000)).toBe(100);
    expect(pauseBeforeSlice({ until: 1_000 + HOLD_MAX_MS + 200 }, 1_000 + HOLD_MAX_MS, 1_000)).toBe(0);
  });
});

function page(count: number, final: boolean): OrderPage {
  const orders = Array.from({ length: count }, (_, i) => ({
    id: `o${i}`, placed_at: `2026-11-${String(20 - Math.floor(i / 10)).padStart(2, '0')}T10:00:00Z`, cart_id: `c${i}`,
  }) as OrderRow);
  return {
    orders,
    order_items: orders.flatMap((order) => [1, 2].map((n) => ({ id: `${order.id}-l${n}`, order_id: order.id }) as OrderItemRow)),
    carts: orders.map((order) => ({ id: order.cart_id }) as CartRow),
    cart_items: orders.map((order) => ({ id: `${order.cart_id}-i`, cart_id: order.cart_id }) as CartItemRow),
    print_jobs: orders.filter((_, i) => i % 2 === 0).map((order) => ({ id: `${order.id}-p`, order_id: order.id }) as PrintJobRow),
    last: { placed_at: orders[count - 1].placed_at, id: orders[count - 1].id },
    final,
  };
}

describe('sliceOf', () => {
  it('takes the orders from start with their own lines, carts and print jobs, and ends at the slice\'s last order', () => {
    const slice = sliceOf(page(30, true), 10, 5);
    expect(slice.orders.map((order) => order.id)).toEqual(['o10', 'o11', 'o12', 'o13', 'o14']);
    expect(slice.order_items).toHaveLength(10);
    expect(slice.carts.map((cart) => cart.id)).toEqual(['c10', 'c11', 'c12', 'c13', 'c14']);
    expect(slice.cart_items).toHaveLength(5);
    expect(slice.print_jobs.map((job) => job.id)).toEqual(['o10-p', 'o12-p', 'o14-p']);
    expect(slice.last).toEqual({ placed_at: slice.orders[4].placed_at, id: 'o14' });
    expect(slice.final).toBe(false);
  });
  it('is final only when it ends the final page', () => {
    expect(sliceOf(page(30, true), 25, 10).final).toBe(true);
    expect(sliceOf(page(30, false), 25, 10).final).toBe(false);
  });
});
