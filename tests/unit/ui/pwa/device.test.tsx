// A sleeping tablet misses orders: the screen wake lock is held while signed in and taken again when
// the app becomes visible; the app icon shows the number of new orders.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderApp } from '../../../helpers/render-app';
import { makeOrder } from '../../../fixtures/rows';
import { putRecords } from '../../../helpers/order-store';

type Nav = Navigator & Record<string, unknown>;

afterEach(() => {
  for (const key of ['wakeLock', 'setAppBadge', 'clearAppBadge']) delete (navigator as Nav)[key];
});

describe('wake lock', () => {
  it('is requested when the shell shows, and again when the app becomes visible', async () => {
    const release = vi.fn(async () => {});
    const request = vi.fn(async () => ({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const { unmount } = await renderApp('/app/dashboard');
    await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    expect(request).toHaveBeenCalledWith('screen');
    const before = request.mock.calls.length;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(request.mock.calls.length).toBeGreaterThan(before));
    unmount();
    await vi.waitFor(() => expect(release).toHaveBeenCalled());
  });

  it('is not requested on the welcome screen (signed out)', async () => {
    const request = vi.fn(async () => ({ release: async () => {} }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    await renderApp('/', { session: null });
    await screen.findByRole('heading', { name: 'Welkom bij KMFC Shop!' });
    expect(request).not.toHaveBeenCalled();
  });
});

describe('app badge', () => {
  it('shows the number of new orders and clears at zero', async () => {
    const setAppBadge = vi.fn(async () => {});
    const clearAppBadge = vi.fn(async () => {});
    Object.defineProperty(navigator, 'setAppBadge', { value: setAppBadge, configurable: true });
    Object.defineProperty(navigator, 'clearAppBadge', { value: clearAppBadge, configurable: true });
    const orders = [makeOrder({ status: 'created' }), makeOrder({ status: 'created' }), makeOrder({ status: 'accepted' })];
    const { db } = await renderApp('/app/dashboard', { seed: (db) => putRecords(db, orders) });
    await vi.waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(2));
    await putRecords(db, orders.map((order) => ({ ...order, status: 'accepted' })));
    await vi.waitFor(() => expect(clearAppBadge).toHaveBeenCalled());
  });
});
