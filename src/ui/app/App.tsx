// The app: providers around the router. The browser router in the app; tests pass a memory router.
import { useState } from 'react';
import { RouterProvider, createBrowserRouter, type Router } from './router';
import { EngineProvider, type AppEngine } from './engine';
import { SignInHoldProvider } from './sign-in-hold';
import { DialogProvider } from '../components/dialogs';
import { routes } from './routes';
import { Banners } from '../pwa/Banners';

export type AppProps = { engine: AppEngine; router?: Router };

export function App({ engine, router }: AppProps) {
  const [browserRouter] = useState(() => router ?? createBrowserRouter(routes));
  return (
    <EngineProvider engine={engine}>
      <SignInHoldProvider>
        <DialogProvider>
          <Banners />
          <RouterProvider router={browserRouter} />
        </DialogProvider>
      </SignInHoldProvider>
    </EngineProvider>
  );
}
