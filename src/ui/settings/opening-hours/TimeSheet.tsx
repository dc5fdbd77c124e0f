// The bottom sheet of times on the 30-minute grid (spec sections 2, 5, 9): a modal dialog at most 70%
// of the screen high with a 300 px list, the current time marked, focused and scrolled into view.
// Escape, the close button or a click above it closes it; focus goes back to the time button.
import { useEffect, useId, useRef } from 'react';
import { TIME_CHOICES } from '../../../domain/opening-hours';
import { Modal } from '../../components/Modal';
import { texts } from '../../texts';

export type TimeSheetProps = {
  title: string;
  current: string;
  onChoose(time: string): void;
  onClose(): void;
};

export function TimeSheet({ title, current, onChoose, onClose }: TimeSheetProps) {
  const titleId = useId();
  const selected = useRef<HTMLButtonElement>(null);

  // Runs after the Modal has opened and focused the current time: bring it to the middle of the list.
  // (A block body: newer Chromium returns a promise from scrollIntoView, not a cleanup function.)
  useEffect(() => {
    void selected.current?.scrollIntoView?.({ block: 'center' });
  }, []);

  return (
    <Modal className="sheet time-sheet" labelledBy={titleId} initialFocus={selected} onCancel={onClose} cancelOnBackdrop>
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
    </Modal>
  );
}
