// The public entry of src/sync for the UI (DESIGN section 2): what screens may use, and nothing that
// pulls in supabase-js, so the first screen renders without it. The engine itself is made in
// start.ts, which main.tsx loads after the first render.
export type { SyncEngine, SignOutResult, SyncEngineOptions } from './engine';
export type { SignInStep } from './auth';
export { SignInError, signInFailureKind, type SignInFailureKind } from './sign-in-errors';
export { useSyncStatus, readSyncStatus, type SyncProblem, type SyncStatus, type SyncState } from './status';
export type { SyncDeps, NetworkSource, LockManagerLike, SyncIntervals } from './deps';
export type { PushKeyResult } from './web-push';
export type { CustomerSummary, FoundOrder, OrderLookup, SearchFilters } from './order-lookup';
export type { DayReportAnswer, FigureLookup, ProductFigures, RevenueFigures } from './figure-lookup';
export { FigureRefusalError, type FigureRefusal } from './figure-refusal';
