// Spec sections 4 and 9: the install prompt (7-day dismissal, cleared on install) and the offline banner.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../../helpers/render-app';
import { DISMISSED_AT_KEY, DISMISSED_KEY, REOFFER_AFTER_MS, dismissedRecently } from '../../../../src/ui/pwa/install-prompt';

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('install prompt', () => {
  it('is re-offered only when the dismissal is more than 7 days (604800000 ms) old', () => {
    const now = 1_700_000_000_000;
    localStorage.setItem(DISMISSED_KEY, 'true');
    localStorage.setItem(DISMISSED_AT_KEY, String(now - REOFFER_AFTER_MS));
    expect(dismissedRecently(localStorage, now)).toBe(true);
    localStorage.setItem(DISMISSED_AT_KEY, String(now - REOFFER_AFTER_MS - 1));
    expect(dismissedRecently(localStorage, now)).toBe(false);
    localStorage.clear();
    expect(dismissedRecently(localStorage, now)).toBe(false);
  });

  it('shows the banner when the browser offers installation, and installing prompts and hides it', async () => {
    await renderApp('/', { session: null });
    await screen.findByRole('heading', { name: 'Welkom bij KMFC Shop!' });
    const event = offerInstall('accepted');
    fireEvent.click(await screen.findByRole('button', { name: 'Installeren' }));
    expect(event.prompt).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Installeren' })).not.toBeInTheDocument();
  });

  it('closing the banner stores the flag and the time, and a new offer within 7 days is not shown', async () => {
    await renderApp('/', { session: null });
    await screen.findByRole('heading', { name: 'Welkom bij KMFC Shop!' });
    offerInstall();
    fireEvent.click(await screen.findByRole('button', { name: 'Melding sluiten' }));
    expect(localStorage.getItem(DISMISSED_KEY)).toBe('true');
    expect(Number(localStorage.getItem(DISMISSED_AT_KEY))).toBeGreaterThan(Date.now() - 5000);
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Installeren' })).not.toBeInTheDocument();
  });

  it('a completed installation clears the dismissal', async () => {
    localStorage.setItem(DISMISSED_KEY, 'true');
    localStorage.setItem(DISMISSED_AT_KEY, String(Date.now()));
    await renderApp('/', { session: null });
    await screen.findByRole('heading', { name: 'Welkom bij KMFC Shop!' });
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(localStorage.getItem(DISMISSED_KEY)).toBeNull();
    expect(localStorage.getItem(DISMISSED_AT_KEY)).toBeNull();
  });
});

describe('offline banner', () => {
  it('shows the spec text while the browser is offline, also before signing in', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await renderApp('/', { session: null });
      expect(await screen.findByText('Je bent offline - Sommige functies zijn mogelijk beperkt.')).toBeInTheDocument();
      online.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(screen.queryByText('Je bent offline - Sommige functies zijn mogelijk beperkt.')).not.toBeInTheDocument();
    } finally {
      online.mockRestore();
    }
  });
});
