// The app's sync engine, made and started in one call: the module main.tsx loads lazily, after the
// first screen, so supabase-js is not in the JavaScript needed to show local data.
import { appDb } from '../db/database';
import { readConfig } from './config';
import { SyncEngine } from './engine';

export function startAppEngine(): SyncEngine {
  const engine = new SyncEngine({
    db: appDb(),
    config: readConfig(),
    log: (message, detail) => console.info(`[sync] ${message}`, detail ?? ''),
  });
  // Offline with no cached company, start fails; the login screen tries again when staff sign in.
  engine.start().catch((error: unknown) => console.error('sync start failed', error));
  return engine;
}
