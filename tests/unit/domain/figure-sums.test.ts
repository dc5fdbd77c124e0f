// The figures kept as sums per hour (src/domain/figure-sums.ts) give the database's numbers: summed
// order by order over the shared data set they equal the hand computation (tests/fixtures/figures-data.ts),
// and taking an order away leaves what was there before it.
import { describe, expect, it } from 'vitest';
import { DAY_27, DAY_28, DAY_29, figureRows } from '../../fixtures/figures-data';
import { addSums, emptySums, isEmptySums, orderSums } from '../../../src/domain/figure-sums';
import { moneyOfSums, productsOfSums, reasonsOfSums, type StatusTotals } from '../../../src/domain/figure-totals';
import { businessDate } from '../../../src/domain/business-day';

const { orders, lines } = figureRows();
const linesOf = (id: string) => lines.filter((line) => line.order_id === id).map((line, i) => ({ ...line, name_snapshot: `Product ${i}`, qty: 2 }));

function summed(day: string) {
  const ofDay = orders.filter((o) => businessDate(new Date(o.placed_at), 5) === day);
  const sums = emptySums();
  const statuses = new Map<string, StatusTotals>();
  for (const order of ofDay) {
    addSums(sums, orderSums(order, linesOf(order.id)), 1);
    const s = statuses.get(order.status) ?? { status: order.status, count: 0, cents: 0 };
    s.count += 1;
    s.cents += order.total_cents;
    statuses.set(order.status, s);
  }
  return { sums, statuses: [...statuses.values()] };
}

describe('figure sums', () => {
  it('give the hand-computed money of each business day', () => {
    for (const [day, want] of [['2026-03-27', DAY_27], ['2026-03-28', DAY_28], ['2026-03-29', DAY_29]] as const) {
      const { sums, statuses } = summed(day);
      expect(moneyOfSums(statuses, sums)).toEqual(want);
    }
  });

  it('count cancellations per reason and products sold apart from cancelled orders', () => {
    const { sums } = summed('2026-03-28');
    expect(reasonsOfSums(sums)).toEqual([{ reason: 'Te druk', count: 1, cents: 500 }]);
    expect(productsOfSums(sums).reduce((n, p) => n + p.qty, 0)).toBe(2 * 3);
  });

  it('take an order away exactly: nothing is left of it', () => {
    const { sums } = summed('2026-03-28');
    for (const order of orders.filter((o) => businessDate(new Date(o.placed_at), 5) === '2026-03-28')) {
      addSums(sums, orderSums(order, linesOf(order.id)), -1);
    }
    expect(isEmptySums(sums)).toBe(true);
  });
});
