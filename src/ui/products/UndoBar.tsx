// After a bulk price change: how many prices changed, and 'Ongedaan maken' for as long as the change may
// still be undone (a minute, db/menu-products.ts UNDO_MS); then the bar goes by itself.
import { useEffect } from 'react';
import { UNDO_MS, undoPriceChange } from '../../db/menu-products';
import { useDialogs } from '../components/dialogs';
import { menu } from '../texts/menu';

export type UndoBarProps = { changed: number; onDone(): void };

export function UndoBar({ changed, onDone }: UndoBarProps) {
  const { toast } = useDialogs();
  useEffect(() => {
    const timer = setTimeout(onDone, UNDO_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  const undo = async () => {
    onDone();
    if (await undoPriceChange()) toast(menu.bulkDialog.undone);
  };
  return (
    <div className="card menu-undo" role="status">
      <span>{menu.bulkDialog.done(changed)}</span>
      <button type="button" className="button button--small" onClick={() => void undo()}>{menu.bulkDialog.undo}</button>
    </div>
  );
}
