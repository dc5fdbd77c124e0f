// Spec section 2: a screen that throws shows the router's error page ('Unexpected Application Error!'
// with the message); moving to another path clears it.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorPage } from '../../../../src/ui/app/RouteErrorPage';

function Boom(): never {
  throw new Error('kapot');
}

function Routes() {
  const { pathname } = useLocation();
  const element = useRoutes([
    { path: '/boom', element: <Boom /> },
    { path: '/ok', element: <p>alles goed</p> },
  ]);
  return (
    <>
      <Link to="/ok">verder</Link>
      <RouteErrorPage pathname={pathname}>{element}</RouteErrorPage>
    </>
  );
}

describe('RouteErrorPage', () => {
  it('shows the error page when a route throws, and recovers on the next path', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<MemoryRouter initialEntries={['/boom']}><Routes /></MemoryRouter>);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'kapot' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'verder' }));
    expect(screen.getByText('alles goed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
    quiet.mockRestore();
  });
});
