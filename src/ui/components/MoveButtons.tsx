// Omhoog / Omlaag for one item of an ordered list, named with the item ('Saus omhoog'), for touch and
// keyboards (dragging is for a mouse). After a move the focus stays on the button that was used, or on
// the other one when the item reached an end (useMoveFocus).
import { useLayoutEffect, useRef } from 'react';
import { options } from '../texts/options';

export type MoveButtonsProps = {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  onMove(step: -1 | 1): void;
};

export function MoveButtons({ id, name, first, last, onMove }: MoveButtonsProps) {
  return (
    <span className="move-buttons">
      <button type="button" className="button button--small move-button" aria-label={options.up(name)} title={options.up(name)}
        data-move={`${id}:-1`} disabled={first} onClick={() => onMove(-1)}>
        <span aria-hidden="true">↑</span>
      </button>
      <button type="button" className="button button--small move-button" aria-label={options.down(name)} title={options.down(name)}
        data-move={`${id}:1`} disabled={last} onClick={() => onMove(1)}>
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}

/**
 * Keeps the focus on a move button when its item moves (React moves the element, which loses focus in
 * the browser). `order`: the list's ids joined, so the effect runs once the new order shows.
 * Returns what to call before a move.
 */
export function useMoveFocus(order: string): (id: string, step: -1 | 1) => void {
  const pending = useRef<{ key: string; other: string } | null>(null);
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const find = (key: string) => document.querySelector<HTMLButtonElement>(`[data-move="${key}"]`);
    const button = find(target.key);
    (button && !button.disabled ? button : find(target.other))?.focus();
  }, [order]);
  return (id, step) => {
    pending.current = { key: `${id}:${step}`, other: `${id}:${-step}` };
  };
}
