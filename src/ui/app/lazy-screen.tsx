// A screen loaded on first use, with 'Laden...' while its code arrives.
import { Suspense, lazy, type ComponentType } from 'react';
import { texts } from '../texts';

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  function LazyScreen(props: P) {
    return (
      <Suspense fallback={<p className="screen" role="status">{texts.common.loading}</p>}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return LazyScreen;
}
