// Reordering a list by native HTML5 drag and drop (no library): each item is draggable, a drop on
// another item of the same list puts the dragged one in its place. Every list keeps its own drag, so a
// value dragged inside a group card never moves the card, and a value never lands in another group.
// Touch screens and keyboards use the Omhoog/Omlaag buttons beside each item instead.
import { useRef, useState, type DragEvent } from 'react';

/** The props an item spreads on its element. */
export interface DragItemProps {
  draggable: true;
  onDragStart(event: DragEvent<HTMLElement>): void;
  onDragOver(event: DragEvent<HTMLElement>): void;
  onDragLeave(event: DragEvent<HTMLElement>): void;
  onDrop(event: DragEvent<HTMLElement>): void;
  onDragEnd(event: DragEvent<HTMLElement>): void;
  'data-drag'?: 'dragging' | 'over';
}

const DRAG_TYPE = 'application/x-kmfc-order';

/** The order after dropping `from` on `to`: `from` takes `to`'s place, the rest keep their order. */
export function droppedOrder(ids: readonly string[], from: string, to: string): string[] | null {
  if (from === to || !ids.includes(from) || !ids.includes(to)) return null;
  const next = ids.filter((id) => id !== from);
  next.splice(ids.indexOf(to), 0, from);
  return next;
}

export function useDragOrder(ids: readonly string[], onOrder: (orderedIds: string[]) => void): (id: string) => DragItemProps {
  const dragging = useRef<string | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const reset = () => {
    dragging.current = null;
    setActive(null);
    setOver(null);
  };

  return (id) => ({
    draggable: true,
    onDragStart: (event) => {
      event.stopPropagation();
      dragging.current = id;
      setActive(id);
      if (event.dataTransfer) {
        event.dataTransfer.effectAllowed = 'move';
        // Some browsers start a drag only with data set; a private type drops into no text field.
        event.dataTransfer.setData(DRAG_TYPE, id);
      }
    },
    onDragOver: (event) => {
      if (dragging.current === null) return; // another list's drag (or a file): not ours
      event.preventDefault();
      event.stopPropagation();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      if (over !== id) setOver(id);
    },
    onDragLeave: (event) => {
      if (dragging.current !== null && over === id && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
    },
    onDrop: (event) => {
      const from = dragging.current;
      if (from === null) return;
      event.preventDefault();
      event.stopPropagation();
      reset();
      const next = droppedOrder(ids, from, id);
      if (next) onOrder(next);
    },
    onDragEnd: (event) => {
      event.stopPropagation();
      reset();
    },
    'data-drag': active === id ? 'dragging' : over === id ? 'over' : undefined,
  });
}
