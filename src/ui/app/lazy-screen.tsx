// A screen loaded on first use, with 'Laden...' while its code arrives. All screens are preloaded
// after the first screen has shown its data, and a loaded screen renders directly (no Suspense
// fallback, which React holds for at least 300 ms). If a screen's code is gone (a new version took
// over in another tab), the page reloads once into the new version; the outbox survives in IndexedDB.
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { markFirstScreen } from '../lib/first-screen';
import { texts } from '../texts';

const RELOADED_KEY = 'kmfc.reloadedForMissingCode';

function reloadOnce(error: unknown): never {
  console.error('screen code did not load', error);
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
    // Opened by a deep link, a lazy screen is the first screen: the rest may load once it shows.
    useEffect(() => {
      if (Loaded) markFirstScreen();
    });
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<p className="screen" role="status">{texts.common.loading}</p>}>
        <Suspended {...props} />
        <MarkShown />
      </Suspense>
    );
  }
  return Object.assign(Screen, { preload: () => get().catch(() => undefined) });
}

/** Rendered beside a suspended screen: its effect runs once the screen's code has arrived. */
function MarkShown() {
  useEffect(() => markFirstScreen(), []);
  return null;
}
