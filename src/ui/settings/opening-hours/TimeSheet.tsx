// The bottom sheet of times on the 30-minute grid (spec sections 2, 5, 9): at most 70% of the screen
// high with a 300 px list, the current time marked, focused and scrolled into view.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { TIME_CHOICES } from '../../../domain/opening-hours';
import { texts } from '../../texts';

export type TimeSheetProps = {
  title: string;
  current: string;
  onChoose(time: string): void;
  onClose(): void;
};

export function TimeSheet({ title, current, onChoose, onClose }: TimeSheetProps) {
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const selected = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Focus goes back to the time button that opened the sheet.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const option = selected.current;
    option?.focus({ preventScroll: true });
    option?.scrollIntoView?.({ block: 'center' });
    return () => opener?.focus({ preventScroll: true });
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      trapFocus(event, sheet.current);
    }
  };

  return (
    <div className="overlay sheet-overlay" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={sheet} className="sheet time-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="time-sheet__head">
          <h2 id={titleId} className="time-sheet__title">{title}</h2>
          <button type="button" className="button" onClick={onClose}>{texts.common.close}</button>
        </div>
        <ul className="sheet__list time-sheet__list" aria-label={texts.openingHours.sheetListLabel}>
          {TIME_CHOICES.map((time) => (
            <li key={time}>
              <button
                ref={time === current ? selected : undefined}
                type="button"
                className="time-option"
                aria-pressed={time === current}
                onClick={() => onChoose(time)}
              >
                {time}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Keeps Tab and Shift+Tab inside the sheet while it is open. */
function trapFocus(event: KeyboardEvent, container: HTMLElement | null) {
  const focusable = container ? Array.from(container.querySelectorAll<HTMLElement>('button:not(:disabled)')) : [];
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
