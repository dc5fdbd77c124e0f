// A screen loaded on first use, with 'Laden...' while its code arrives. If its code is gone (a new
// version took over in another tab and the old files left the cache), the page reloads once into
// the new version instead of showing a broken screen; the outbox is in IndexedDB and survives.
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

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy(() => load().then((component) => {
    if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(RELOADED_KEY);
    return { default: component };
  }, reloadOnce));
  function LazyScreen(props: P) {
    return (
      <Suspense fallback={<p className="screen" role="status">{texts.common.loading}</p>}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return LazyScreen;
}
