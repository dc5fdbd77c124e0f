// The app: providers around react-router-dom in declarative mode (BrowserRouter and the route table
// through useRoutes; a data router adds much JavaScript before the first screen, DESIGN section 7).
// Tests pass a MemoryRouter as `router`.
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { EngineProvider, type AppEngine } from '../lib/engine';
import { SignInHoldProvider } from '../lib/sign-in-hold';
import { DialogProvider } from '../components/dialogs';
import { routes } from './routes';
import { RouteErrorPage } from './RouteErrorPage';
import { Banners } from '../pwa/Banners';

export type AppRouterProps = { children: ReactNode };
export type AppProps = { engine: AppEngine; router?: ComponentType<AppRouterProps> };

function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorPage pathname={pathname}>{useRoutes(routes)}</RouteErrorPage>;
}

export function App({ engine, router: Router = BrowserRouter }: AppProps) {
  return (
    <EngineProvider engine={engine}>
      <SignInHoldProvider>
        <DialogProvider>
          <Banners />
          <Router>
            <AppRoutes />
          </Router>
        </DialogProvider>
      </SignInHoldProvider>
    </EngineProvider>
  );
}
