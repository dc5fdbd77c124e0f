// The device's speed figures (src/domain/speed-figures.ts) give the database's numbers on the same data
// set (tests/fixtures/figures-data.ts; figure_report's are checked in tests/integration/schema/figures.test.ts).
import { describe, expect, it } from 'vitest';
import { figureEvents, speedOrders } from '../../fixtures/figures-data';
import { percentileCont, speedFigures } from '../../../src/domain/speed-figures';

const order = (id: string, placed: string, promised: string | null = null, status = 'delivered') =>
  ({ id, status, placed_at: placed, promised_at: promised });
const event = (orderId: string, action: string, at: string, status?: string) =>
  ({ order_id: orderId, action, at, new: status ? { status } : null });

describe('speedFigures', () => {
  it("gives figure_report's speed on the shared data set", () => {
    expect(speedFigures(speedOrders(), figureEvents())).toEqual({
      accept_median_s: 120, accept_p90_s: 264, ready_median_s: 900, ready_p90_s: 1140,
      promised: 2, on_time: 1, on_time_share: 0.5,
    });
  });

  it('takes the first accept and the first ready status, and leaves cancelled orders out', () => {
    const orders = [order('a', '2026-03-28T11:00:00Z', '2026-03-28T11:20:00Z'), order('c', '2026-03-28T11:00:00Z', null, 'canceled')];
    const events = [
      event('a', 'status', '2026-03-28T11:30:00Z', 'ready_pickup'), event('a', 'accepted', '2026-03-28T11:03:00Z'),
      event('a', 'status', '2026-03-28T11:18:00Z', 'ready_pickup'), event('a', 'accepted', '2026-03-28T11:05:00Z'),
      event('a', 'status', '2026-03-28T11:10:00Z', 'preparing'), event('a', 'printed', '2026-03-28T11:01:00Z'),
      event('c', 'accepted', '2026-03-28T11:50:00Z'),
    ];
    expect(speedFigures(orders, events)).toEqual({
      accept_median_s: 180, accept_p90_s: 180, ready_median_s: 900, ready_p90_s: 900,
      promised: 1, on_time: 1, on_time_share: 1,
    });
  });

  it('has no figures without events, and no share without a promised time', () => {
    expect(speedFigures([order('a', '2026-03-28T11:00:00Z')], [])).toEqual({
      accept_median_s: null, accept_p90_s: null, ready_median_s: null, ready_p90_s: null,
      promised: 0, on_time: 0, on_time_share: null,
    });
  });

  it('rounds half seconds away from zero, as round(numeric)', () => {
    const orders = [order('a', '2026-03-28T11:00:00Z'), order('b', '2026-03-28T11:00:00Z')];
    const events = [event('a', 'accepted', '2026-03-28T11:00:10Z'), event('b', 'accepted', '2026-03-28T11:00:11Z')];
    expect(speedFigures(orders, events).accept_median_s).toBe(11);
  });
});

describe('percentileCont', () => {
  it('interpolates between the nearest values, as PostgreSQL does', () => {
    expect(percentileCont([300, 60, 120], 0.9)).toBeCloseTo(264);
    expect(percentileCont([5], 0.9)).toBe(5);
    expect(percentileCont([], 0.5)).toBeNull();
  });
});
