// Spec section 2, top-level routing and the shell: redirects, Laden..., permission-gated tabs and routes.
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../helpers/render-app';
import { NO_PERMISSIONS } from '../../../../src/db/meta';

describe('routing', () => {
  it('shows the welcome screen at / when signed out', async () => {
    await renderApp('/', { session: null });
    expect(await screen.findByRole('heading', { name: 'Welkom bij KMFC Shop!' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of an /app path to the welcome screen', async () => {
    const { router } = await renderApp('/app/orders', { session: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-out visitor of an unknown path to /', async () => {
    const { router } = await renderApp('/iets-anders', { session: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-in user at /, /login or an unknown path to the dashboard', async () => {
    for (const path of ['/', '/login', '/iets-anders']) {
      const { router, unmount } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
      unmount();
    }
  });

  it('shows all four tabs with every permission, and marks the active one by path prefix', async () => {
    await renderApp('/app/settings/account');
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(links.map((text) => text?.replace(/^\W+/, ''))).toEqual(['Dashboard', 'Orders', 'Producten', 'Instellingen']);
    expect(screen.getByRole('link', { name: /Instellingen/ })).toHaveAttribute('aria-current', 'page');
  });

  it('hides Orders and Producten without their permissions and keeps their routes closed', async () => {
    const { router } = await renderApp('/app/orders', { permissions: { ...NO_PERMISSIONS } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    expect(nav.textContent).not.toMatch(/Orders|Producten/);
  });

  it('opens Orders with only can_view_order_history', async () => {
    const { router } = await renderApp('/app/orders', { permissions: { ...NO_PERMISSIONS, can_view_order_history: true } });
    await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    expect(router.state.location.pathname).toBe('/app/orders');
  });

  it('opens the Producten screen and the product editor, and keeps General Settings the placeholder the spec keeps', async () => {
    await renderApp('/app/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Producten' })).toBeInTheDocument();
    cleanup();
    await renderApp('/app/products/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuw product' })).toBeInTheDocument();
    cleanup();
    await renderApp('/app/settings/general');
    expect(await screen.findByText('Deze pagina wordt nog omgezet naar web.')).toBeInTheDocument();
  });
});
