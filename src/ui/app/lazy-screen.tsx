// A screen loaded on first use, with 'Laden...' while its code arrives. All screens are preloaded
// after the first screen has shown its data, and a loaded screen renders directly (no Suspense
// fallback, which React holds for at least 300 ms). If a screen's code is gone (a new version took
// over in another tab), the page reloads once into the new version; the outbox survives in IndexedDB.
import { Suspense, lazy, type ComponentType } from 'react';
import { texts } from '../texts';

const RELOADED_KEY = 'kmfc.reloadedForMissingCode';

function reloadOnce(error: unknown): never {
  if (typeof sessionStorage !== 'undefined' && !sessionStorage.getItem(RELOADED_KEY)) {
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    window.location.reload();
  }
  throw error;
}

export type LazyScreen<P> = ComponentType<P> & { preload(): Promise<unknown> };

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () => (loading ??= load().then((component) => {
    if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(RELOADED_KEY);
    loaded = component;
    return component;
  }, reloadOnce));
  const Suspended = lazy(() => get().then((component) => ({ default: component })));
  function Screen(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<p className="screen" role="status">{texts.common.loading}</p>}>
        <Suspended {...props} />
      </Suspense>
    );
  }
  return Object.assign(Screen, { preload: () => get().catch(() => undefined) });
}
