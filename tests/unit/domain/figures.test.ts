// The device's figures (src/domain/figures.ts, figure-sums.ts, figure-totals.ts) give the database's
// numbers on the same data set (tests/fixtures/figures-data.ts, computed by hand there and checked
// against figure_report on both databases), and business days follow the same 05:00 rule across a
// daylight-saving night.
import { describe, expect, it } from 'vitest';
import { cancelReasons, DAY_27, DAY_28, DAY_29, figureRows, moneyFigures } from '../../fixtures/figures-data';
import type { FigureLine } from '../../../src/domain/figures';
import { businessDate, businessDayStart, dayEndHour } from '../../../src/domain/business-day';

const { orders, lines } = figureRows();
const linesOf = (id: string): FigureLine[] => lines.filter((line) => line.order_id === id);
const ofDay = (day: string, endHour = 5) => orders.filter((o) => businessDate(new Date(o.placed_at), endHour) === day);

describe('moneyFigures', () => {
  it('gives the hand-computed figures of each business day', () => {
    expect(moneyFigures(ofDay('2026-03-27'), linesOf)).toEqual(DAY_27);
    expect(moneyFigures(ofDay('2026-03-28'), linesOf)).toEqual(DAY_28);
    expect(moneyFigures(ofDay('2026-03-29'), linesOf)).toEqual(DAY_29);
  });

  it('lists cancellations per reason', () => {
    expect(cancelReasons(ofDay('2026-03-28'))).toEqual([{ reason: 'Te druk', count: 1, cents: 500 }]);
  });

  it('shares a discount out exactly, whatever the rounding', () => {
    const order = { ...orders[0], id: 'x', status: 'delivered', total_cents: 0, discount_cents: 100, delivery_fee_cents: 0 };
    const three = ['a', 'b', 'c'].map((id) => ({ id, order_id: 'x', line_total_cents: 333, vat_rate: 9 }));
    const m = moneyFigures([order], () => three);
    expect(m.incl_cents_by_rate[9]).toBe(999 - 100);
  });
});

describe('business days', () => {
  it('end at the chosen hour on the Amsterdam clock, across daylight saving', () => {
    expect(businessDate(new Date('2026-03-28T03:59:00Z'), 5)).toBe('2026-03-27');
    expect(businessDate(new Date('2026-03-28T04:00:00Z'), 5)).toBe('2026-03-28');
    expect(businessDate(new Date('2026-03-29T02:59:00Z'), 5)).toBe('2026-03-28');
    expect(businessDate(new Date('2026-03-29T03:00:00Z'), 5)).toBe('2026-03-29');
    expect(businessDayStart('2026-03-28', 5).toISOString()).toBe('2026-03-28T04:00:00.000Z');
    expect(businessDayStart('2026-03-29', 5).toISOString()).toBe('2026-03-29T03:00:00.000Z');
    expect(businessDayStart('2026-10-25', 5).toISOString()).toBe('2026-10-25T04:00:00.000Z');
    // 02:00 does not exist on 29 March: the day starts at 03:00 CEST, as PostgreSQL reads it.
    expect(businessDayStart('2026-03-29', 2).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('reads the settings hour, falling back to 05:00', () => {
    expect(dayEndHour('02:00:00')).toBe(2);
    expect(dayEndHour(undefined)).toBe(5);
    expect(dayEndHour('nonsense')).toBe(5);
  });

  it('put an order with a 02:00 day end where the database puts it', () => {
    expect(ofDay('2026-03-28', 2).map((o) => o.id).sort()).toEqual(
      [orders[0].id, orders[1].id, orders[2].id].sort());
  });
});
