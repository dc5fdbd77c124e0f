// Result shapes of the sync benchmark (bench/results/sync.json): what each part measures, per field.
export interface Summary {
  median: number;
  min: number;
  max: number;
  /** Every run's value, in run order. */
  values: number[];
}

export interface InitialSyncResult {
  /** Orders inserted for the benchmark (the seed's own orders come on top, see storedRows). */
  ordersInserted: number;
  runs: number;
  /** Inserting the orders (set-based SQL as owner), once per stack; not part of the figure. */
  insertMs: number;
  /** engine.signIn(...) on a fresh device: sign-in, access check and the download of every table. */
  signInMs: Summary;
  /** Estimate of the IndexedDB size: JSON bytes of all stored rows (every Dexie table, outbox and meta included). */
  storedJsonBytes: Summary;
  /** Rows per Dexie table after the download (the same every run). */
  storedRows: Record<string, number>;
  /** Per run: whether the engine reached state 'live' within 15 s after signIn returned, and its first log lines. */
  afterSignIn: { live: boolean; log: string[] }[];
}

export interface LatencyResult {
  intervals: string;
  nudgeDelayMs: number;
  n: number;
  timedOut: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
}

export interface DrainRun {
  ms: number | null;
  changesMade: number;
  /** Outbox entries when the device came back online (unsent field sets merge, DESIGN rule 4). */
  entriesSent: number;
  entriesByEntity: Record<string, number>;
  /** Outbox writes (PATCH/POST to /rest/v1/) from going online until the outbox was empty (retries included). */
  writeRequests: number;
  /** mutation_applied calls (before resending an entry whose earlier send may have landed). */
  landedChecks: number;
  /** Other requests to /rest/v1/ meanwhile (catch-up reads, row reads, fn_is_open). */
  otherRequests: number;
  /** Write attempts refused while the device was offline (the engine tries; the proxy refuses). */
  refusedWhileOffline: number;
  /** The longest stretch without an outbox write reaching the proxy, from going online to empty (backoff waits show here). */
  longestQuietMs: number | null;
  faultsInjected: Record<string, number>;
  rejected: number;
  /** Keys whose server version moved less than their number of entries (a change lost)... */
  lost: number;
  /** ...or more (a change applied twice). */
  twice: number;
  /** Keys whose final server value or last_mutation_id is not what the device made. */
  wrongValue: number;
  /** Entries whose mutation id is not in the server's ledger (sync_ledger.applied_mutations); null if there is none. */
  notInLedger: number | null;
  problems: string[];
}

export interface DrainResult {
  network: 'clean' | 'faulty';
  faults?: string;
  runs: number;
  ms: Summary;
  entriesSent: Summary;
  writeRequests: Summary;
  allLanded: boolean;
  lostTotal: number;
  twiceTotal: number;
  rejectedTotal: number;
  perRun: DrainRun[];
}

export interface SyncBenchResult {
  environment: Record<string, unknown>;
  totalRunMs: number;
  initialSync: InitialSyncResult[];
  realtimeInsertToMirror: LatencyResult[];
  drain200: DrainResult[];
}
