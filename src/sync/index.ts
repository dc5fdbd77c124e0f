// The public entry of src/sync: what the UI may use (DESIGN section 2). The UI reads data through
// src/db hooks and uses this only to start sync, sign in and out, and show the sync status.
export { SyncEngine, type SignOutResult, type SyncEngineOptions } from './engine';
export { SignInError, type SignInStep } from './auth';
export { CompanyBootstrapError } from './company';
export { readConfig, type AppConfig } from './config';
export { useSyncStatus, readSyncStatus, type SyncStatus, type SyncState } from './status';
export type { SyncDeps, NetworkSource, LockManagerLike, SyncIntervals } from './deps';
