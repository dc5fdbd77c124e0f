// While the order history still streams in after sign-in (DESIGN sync rule 10), numbers
// that depend on it are partial: these say so, and show nothing once the history is complete.
import type { HistoryProgress } from '../../db/history';
import { texts } from '../texts';

export type HistoryNoteProps = { progress: HistoryProgress | null | undefined; className?: string };

/** 'Geschiedenis laden… 42%' as a status line; nothing when progress is null (complete) or loading. */
export function HistoryNote({ progress, className = 'history-note' }: HistoryNoteProps) {
  if (!progress) return null;
  return <span role="status" className={className}>{texts.historyLoading(progress.percent)}</span>;
}

export type PartialValueProps = { value: string; partial: boolean };

/** A value that is not final yet reads '133+', and in words that it is still loading. */
export function PartialValue({ value, partial }: PartialValueProps) {
  if (!partial) return value;
  return (
    <>
      <span aria-hidden="true">{`${value}+`}</span>
      <span className="visually-hidden">{texts.partial(value)}</span>
    </>
  );
}
