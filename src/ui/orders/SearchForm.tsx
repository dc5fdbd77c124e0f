// The Orders screen's search (role search): the text, a date range and a status. Typing searches this
// device at once; Enter also asks the server for older orders; Escape clears the search and shows the
// tabs again. The field builds the device's search index when it gets focus, before the first key.
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { appDb } from '../../db/database';
import { prepareSearch } from '../../db/order-store';
import { ORDER_STATUSES, statusLabel } from '../../domain/order-status';
import { search as t } from '../texts/search';
import { NO_SEARCH, isSearching, type SearchState } from './search-state';

export type SearchFormProps = { value: SearchState; onChange(next: SearchState): void; onSubmit(): void };

export function SearchForm({ value, onChange, onSubmit }: SearchFormProps) {
  const id = useId();
  const set = (part: Partial<SearchState>) => onChange({ ...value, ...part });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isSearching(value)) return;
    event.preventDefault();
    onChange(NO_SEARCH);
  };
  // Enter in the field submits even though the date fields would block a form's implicit submission.
  const enter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" className="order-search" aria-label={t.field} onSubmit={submit} onKeyDown={keyDown}>
      <input id={`${id}-text`} type="search" className="order-search__text" value={value.text} maxLength={100}
        aria-label={t.field} placeholder={t.field} autoComplete="off" enterKeyHint="search"
        onFocus={() => void prepareSearch(appDb()).catch((error: unknown) => console.error('search index failed', error))}
        onKeyDown={enter} onChange={(event) => set({ text: event.target.value })} />
      <details className="order-search__more" open={value.from !== '' || value.to !== '' || value.status !== '' || undefined}>
        <summary>{t.filters}</summary>
        <div className="order-search__filters">
        <label className="order-search__filter">
          <span>{t.from}</span>
          <input type="date" value={value.from} max={value.to || undefined} onChange={(event) => set({ from: event.target.value })} />
        </label>
        <label className="order-search__filter">
          <span>{t.to}</span>
          <input type="date" value={value.to} min={value.from || undefined} onChange={(event) => set({ to: event.target.value })} />
        </label>
        <label className="order-search__filter">
          <span>{t.status}</span>
          <select value={value.status} onChange={(event) => set({ status: event.target.value })}>
            <option value="">{t.allStatuses}</option>
            {ORDER_STATUSES.map((status) => <option key={status} value={status}>{statusLabel(status)}</option>)}
          </select>
        </label>
        </div>
      </details>
      {isSearching(value) && (
        <button type="button" className="button order-search__clear" onClick={() => onChange(NO_SEARCH)}>{t.clear}</button>
      )}
    </form>
  );
}
