// The composition root: render from IndexedDB at once; load the sync engine (and supabase-js) after.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/styles.css';
import { App } from './ui/app/App';
import { LazyEngine } from './ui/app/lazy-engine';
import { afterFirstScreen } from './ui/lib/first-screen';
import { registerServiceWorker } from './ui/pwa/service-worker';

const engine = new LazyEngine(() => afterFirstScreen()
  .then(() => import('./sync/start'))
  .then(({ startAppEngine }) => startAppEngine()));

void afterFirstScreen().then(registerServiceWorker).then(async () => {
  // Push on for this device: send the subscription again (or make it again). Its code loads only then.
  const [{ getPushState }, { appDb }] = await Promise.all([import('./db/push-subscriptions'), import('./db/database')]);
  if (!(await getPushState(appDb())).enabled) return;
  const { refreshPushOnStart } = await import('./ui/lib/push/push-flow');
  await refreshPushOnStart(engine, appDb());
}).catch((error: unknown) => console.error('push refresh failed', error));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App engine={engine} />
  </StrictMode>,
);
