// What the Orders screen's search holds: the typed text and the filters, and the bounds and statuses
// they mean (a date is a whole Amsterdam day; 'Tot en met' includes its day).
import { amsterdamMidnight } from '../../domain/amsterdam-time';

export interface SearchState {
  text: string;
  /** 'YYYY-MM-DD' from the date fields, or ''. */
  from: string;
  to: string;
  /** A status, or '' for all. */
  status: string;
}

export const NO_SEARCH: SearchState = { text: '', from: '', to: '', status: '' };

export function isSearching(state: SearchState): boolean {
  return state.text.trim() !== '' || state.from !== '' || state.to !== '' || state.status !== '';
}

function dayStart(date: string, plusDays = 0): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  return amsterdamMidnight(Number(match[1]), Number(match[2]), Number(match[3]) + plusDays).toISOString();
}

export interface SearchBounds {
  from: string | null;
  to: string | null;
  statuses: string[] | null;
}

export function boundsOf(state: SearchState): SearchBounds {
  return { from: dayStart(state.from), to: dayStart(state.to, 1), statuses: state.status ? [state.status] : null };
}
