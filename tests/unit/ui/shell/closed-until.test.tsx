// Issue 17 in the top bar, with the clock injected (only Date is faked) and no network: a closure
// until 13:30 shows Gesloten, and Open from 13:30 on (the hours say open), without waiting for a tick.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../helpers/render-app';
import { makeOpeningHours, makeShopStatus } from '../../../fixtures/rows';
import { fixClock, NOW } from '../orders/helpers';

afterEach(() => vi.useRealTimers());

describe('top bar: a closure that ends by itself', () => {
  it('is Gesloten until closed_until and Open from then on', async () => {
    fixClock(NOW); // Wednesday 13:00 in Amsterdam
    await renderApp('/app/dashboard', {
      seed: async (db) => {
        await db.opening_hours.put(makeOpeningHours({ weekday: 3, open_time: '11:00:00', close_time: '22:00:00' }));
        await db.shop_status.put(makeShopStatus({ is_closed: true, closed_until: '2025-01-15T12:30:00.000Z' }));
      },
    });
    expect(await screen.findByRole('status', { name: 'Shop: Gesloten' })).toBeInTheDocument();
    vi.setSystemTime(new Date('2025-01-15T12:30:00.000Z'));
    expect(await screen.findByRole('status', { name: 'Shop: Open' })).toBeInTheDocument();
  });
});
