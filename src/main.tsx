import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appDb } from './db/database';
import { SyncEngine, readConfig } from './sync/index';
import { App } from './ui/app/App';
import { registerServiceWorker } from './ui/pwa/service-worker';
import './ui/styles.css';

const engine = new SyncEngine({ db: appDb(), config: readConfig(), log: (message, detail) => console.info(`[sync] ${message}`, detail ?? '') });
// Offline with no cached company, start fails; the login screen tries again when staff sign in.
engine.start().catch((error: unknown) => console.error('sync start failed', error));

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App engine={engine} />
  </StrictMode>,
);
