// The app's small router: route matching (nested, index, `*`), links, redirects and the default error page.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  Link, NavLink, Navigate, Outlet, RouterProvider, createMemoryRouter, matchRoutes, type RouteObject,
} from '../../../../src/ui/app/router';

const routes: RouteObject[] = [
  {
    element: <div data-testid="root"><Outlet /></div>,
    children: [
      { path: '/', element: <p>welkom</p> },
      { path: '/login', element: <p>login</p> },
      {
        path: '/app',
        children: [
          { index: true, element: <p>app-index</p> },
          { path: 'orders', element: <p>orders</p> },
          {
            path: 'products',
            children: [
              { index: true, element: <NavLink to="/app/products" end>producten</NavLink> },
              { path: 'options', element: <NavLink to="/app/products">opties</NavLink> },
              { path: '*', element: <Navigate to="/app/products" replace /> },
            ],
          },
          { path: 'boom', element: <Boom /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

function Boom(): never {
  throw new Error('kapot');
}

const last = (path: string) => matchRoutes(routes, path)?.at(-1)?.element;

describe('matchRoutes', () => {
  it('finds exact, nested, index and splat routes, in order', () => {
    expect(last('/')).toEqual(<p>welkom</p>);
    expect(last('/login')).toEqual(<p>login</p>);
    expect(last('/app')).toEqual(<p>app-index</p>);
    expect(last('/app/')).toEqual(<p>app-index</p>);
    expect(last('/app/orders')).toEqual(<p>orders</p>);
    expect(last('/app/products/iets')).toEqual(<Navigate to="/app/products" replace />);
    expect(last('/elders/diep')).toEqual(<Navigate to="/" replace />);
    expect(matchRoutes(routes, '/app/orders')).toHaveLength(3);
  });
});

describe('RouterProvider', () => {
  it('renders the branch, follows Navigate, and marks the active NavLink (end = exact)', () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/app/products/onbekend'] });
    render(<RouterProvider router={router} />);
    expect(router.state.location.pathname).toBe('/app/products');
    expect(screen.getByRole('link', { name: 'producten' })).toHaveAttribute('aria-current', 'page');
    act(() => router.navigate('/app/products/options'));
    // Without `end`, a link is active on its descendants too.
    expect(screen.getByRole('link', { name: 'opties' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'opties' })).toHaveClass('active');
  });

  it('a Link click navigates without reloading the page', () => {
    const router = createMemoryRouter([{ path: '/', element: <Link to="/login">naar login</Link> }, { path: '/login', element: <p>login</p> }]);
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'naar login' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('login')).toBeInTheDocument();
  });

  it('shows the default error page when a route throws, and recovers on the next path', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      const router = createMemoryRouter(routes, { initialEntries: ['/app/boom'] });
      render(<RouterProvider router={router} />);
      expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
      expect(screen.getByText('kapot')).toBeInTheDocument();
      act(() => router.navigate('/app/orders'));
      expect(screen.getByText('orders')).toBeInTheDocument();
    } finally {
      console.error = quiet;
    }
  });
});
