// The order history download (DESIGN sync rule 10): signing in brings the essentials (shop data, every
// unfinished order, today's orders); the rest of the window streams in afterwards, newest first. Where
// it stands is kept here (meta 'history'), written in the same transaction as each page, so a reload, a
// lost connection or a crash resumes where it stopped, and screens can say what is still partial.
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type ShopDb } from './database';
import { getMeta } from './meta';

/** Finished orders placed longer ago than this leave the mirror; the Archief covers this period. */
export const ORDER_WINDOW_DAYS = 14;

export interface HistoryState {
  /** Orders placed since then (ISO) belong to the window. */
  window_start: string;
  /** Orders placed since then (ISO) came with the essentials; history reads those placed before. */
  today_start: string;
  /** Keyset position: the oldest (placed_at, id) applied so far; null before the first page. */
  before: { placed_at: string; id: string } | null;
  /** Orders applied from history pages so far. */
  loaded: number;
  /** Orders the history holds on the server (counted once when it starts); null until known. */
  total: number | null;
  done: boolean;
}

/** What screens show: null when nothing is missing (done, or a mirror from before history existed). */
export interface HistoryProgress {
  /** 0..99 while partial (never 100 before it is done); null while the total is not known yet. */
  percent: number | null;
  todayStart: string;
}

export function historyProgress(state: HistoryState | undefined): HistoryProgress | null {
  if (!state || state.done) return null;
  const percent = state.total === null ? null
    : state.total === 0 ? 99 : Math.min(99, Math.floor((state.loaded / state.total) * 100));
  return { percent, todayStart: state.today_start };
}

/** The start of the Archief period at `now`: the window clean-up keeps (ISO). */
export function windowStartAt(now: number, days = ORDER_WINDOW_DAYS): string {
  return new Date(now - days * 86_400_000).toISOString();
}

export function getHistory(db: ShopDb): Promise<HistoryState | undefined> {
  return getMeta(db, 'history');
}

/** How often at most the screens' copy of the state moves while the download runs (ms). */
export const PROGRESS_EVERY_MS = 1000;

/**
 * What screens show: a copy of the state (meta 'history_shown') that the download writes at its start,
 * when the total is known, at most every PROGRESS_EVERY_MS and at its end. The position itself moves
 * with every slice, and every read of it would run again after each slice (the dashboard, the bar,
 * the sync status). A mirror without the copy (a download begun before it existed) shows the state
 * itself.
 */
export async function getShownHistory(db: ShopDb): Promise<HistoryState | undefined> {
  return (await getMeta(db, 'history_shown')) ?? getHistory(db);
}

/** The meta rows that record `state`: the position, and the screens' copy when `shown`. */
export function historyRows(state: HistoryState, shown: boolean): { key: 'history' | 'history_shown'; value: HistoryState }[] {
  return shown ? [{ key: 'history', value: state }, { key: 'history_shown', value: state }] : [{ key: 'history', value: state }];
}

/** undefined while loading; null when the history is complete. */
export function useHistoryProgress(db: ShopDb = appDb()): HistoryProgress | null | undefined {
  const state = useLiveQuery(async () => (await getShownHistory(db)) ?? null, [db]);
  return state === undefined ? undefined : historyProgress(state ?? undefined);
}
