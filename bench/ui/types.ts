// Result shapes of the UI bench (bench/results/ui.json): what each part measures, per field.
import type { Summary } from '../sync/types';

export type { Summary };

export interface JsFile {
  /** Path inside the build, e.g. assets/index-abc.js */
  file: string;
  bytes: number;
  /** gzip level 9 (node:zlib) of the built file. */
  gzip: number;
}

export interface JsSet {
  files: JsFile[];
  bytes: number;
  gzip: number;
}

export interface JsSizes {
  /** index.html's entry script plus its modulepreload links. */
  upFront: JsSet;
  /** Every .js of the build (assets/ and the root) except sw.js. */
  all: JsSet;
  serviceWorker: JsFile;
  /** What Chromium fetched (Resource Timing) before the dashboard's first frame with data, signed in. */
  beforeDashboardData: JsSet & { dataAtMs: number; after: string[] };
}

/** A timed thing over several runs; ms to the first animation frame with the result on screen. */
export interface Timed {
  runs: number;
  ms: Summary;
  /** The same runs to the DOM change (before the frame). */
  domMs: Summary;
}

export interface ColdStart {
  /** Orders in the mirror when measured. */
  storedOrders: number;
  /** Per run a new Chromium process on the installed profile, offline: navigation start to dashboard data. */
  relaunch: Timed;
  /** Per run a new page in the running (offline) browser, after closing the previous one. */
  newPage: Timed;
  /** Whether the service worker controlled every measured page, and navigator.onLine was false. */
  controlledAndOffline: boolean;
}

export interface Percentiles {
  n: number;
  /** Median time of the place_order call itself (its commit is near its end), part of every value. */
  placeOrderMs?: number;
  timedOut: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
  values: number[];
}

export interface BeepResult extends Summary {
  runs: number;
  timedOut: number;
  /** What started the first sound (oscillator = the generated beep). */
  kinds: string[];
}

export interface HeapResult {
  eventsPerRound: number;
  /** Rounds completed (a round not applied and settled within 60 s ends the part). */
  rounds: number;
  /** JS heap used (Runtime.getHeapUsage, after HeapProfiler.collectGarbage) before the first round, MB. */
  startMb: number;
  /** After the last round, MB. */
  endMb: number;
  /** The largest heap seen while the rounds ran (sampled every 250 ms, no GC), MB. */
  peakMb: number;
  /** Per round: heap once the round settled minus before it, MB. */
  deltaMb: Summary;
  /** Per round: time from the first UPDATE to the mirror holding the last, ms. */
  appliedMs: Summary | null;
  /** Per round: time from the first UPDATE until the screen had been still for 2 s (that 2 s not counted), ms. */
  settledMs: Summary | null;
  notes: string[];
}

export interface BaselineScreen {
  screen: string;
  /** The spec's queries for the screen, run in parallel from the app's origin through a proxy adding 100 ms. */
  queries: string[];
  network: Summary;
  /** The installed app opening the same screen by an in-app link, reading IndexedDB, to its first frame with data. */
  local: Summary;
  /** network median / local median. */
  ratio: number;
  rows: number;
}

export interface LighthouseRun {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
}

export interface LighthouseResult {
  page: string;
  runs: LighthouseRun[];
  performance: Summary | null;
  accessibility: Summary | null;
  bestPractices: Summary | null;
  /** Audits scored below 0.9 in any run (id and display value). */
  failingAudits: string[];
  error?: string;
}

export interface TabSwitch {
  tab: string;
  storedOrders: number;
  timing: Timed;
}

/** The order search with many orders stored (search.ts). */
export interface SearchBench {
  storedOrders: number;
  queries: number;
  keystrokes: number;
  /** Search field focused → first results (the device builds its index once). */
  indexMs: number;
  /** Keystroke → results on screen, 95th percentile. */
  p95Ms: number;
  keystroke: Timed;
}

export interface UiBenchResult {
  environment: Record<string, unknown>;
  totalRunMs: number;
  buildMs: number;
  js: JsSizes;
  coldStart: ColdStart;
  tabSwitch: TabSwitch[];
  /** Absent in results from before the search. */
  search?: SearchBench | null;
  newOrderVisible: Percentiles | null;
  newOrderBeep: BeepResult | null;
  heap: HeapResult | null;
  baseline: BaselineScreen[];
  lighthouse: LighthouseResult[];
  /** A new device signing in through the login screen, per number of orders in the window (issue 14). */
  signIn: SignInSize[];
  /** New orders placed while a new device downloads the largest window, to their cards on the orders screen. */
  newOrderDuringHistory: NewOrderDuringHistory | null;
  problems: string[];
}

/** One sign-in on a fresh browser profile: times from the click on Inloggen (wall clock in the page). */
export interface SignInRun {
  /** To the dashboard's first frame with its data (recent orders and counts), ms. */
  dashboardMs: number;
  /** To the whole window mirrored: the 'history' row done (or none written) and every order of the window, ms. */
  mirroredMs: number;
  /** Orders in the mirror then. */
  orders: number;
  /** Rows of orders, order_items, carts and cart_items in the mirror then. */
  rows: number;
  /** Longest main-thread task from the click until mirrored (PerformanceObserver longtask); 0: none over 50 ms. */
  longestTaskMs: number;
  /** Whether the app wrote a 'history' row (the sign-in that downloads history after the dashboard). */
  history: boolean;
}

export interface SignInSize {
  /** Orders the app mirrors: open ones and those placed in its window (server count). */
  orders: number;
  runs: SignInRun[];
  dashboard: Summary;
  mirrored: Summary;
  /** rows / seconds to mirrored, per run. */
  rowsPerSecond: Summary;
  ordersPerSecond: Summary;
  longestTask: Summary;
}

export interface NewOrderDuringHistory extends Percentiles {
  /** Orders of the window on the server when the sign-in began. */
  windowOrders: number;
  /** Orders placed while the history was still downloading (each one measured). */
  placedDuringDownload: number;
  /** Click to whole window mirrored in this run (the new orders included), ms; null if not within the limit. */
  mirroredMs: number | null;
}
