// After a bulk price change: how many prices changed, and 'Ongedaan maken' for as long as the change may
// still be undone (a minute from when it was made, db/menu-products.ts UNDO_MS); then the bar goes by
// itself. The change is read from the device (priceUndo), so the bar is back after the editor or a reload.
import { useCallback, useEffect, useState } from 'react';
import { priceUndo, UNDO_MS, undoPriceChange, type PriceUndo } from '../../db/menu-products';
import { useDialogs } from '../components/dialogs';
import { menu } from '../texts/menu';

/** The last bulk change while it may be undone; `refresh` reads it again (after a change is applied). */
export function usePriceUndo(): { undo: PriceUndo | null; refresh(): void; clear(): void } {
  const [undo, setUndo] = useState<PriceUndo | null>(null);
  const refresh = useCallback(() => void priceUndo().then(setUndo, () => setUndo(null)), []);
  const clear = useCallback(() => setUndo(null), []);
  useEffect(refresh, [refresh]);
  return { undo, refresh, clear };
}

export type UndoBarProps = { undo: PriceUndo; onDone(): void };

export function UndoBar({ undo, onDone }: UndoBarProps) {
  const { toast, alert } = useDialogs();
  useEffect(() => {
    const timer = setTimeout(onDone, Math.max(0, undo.at + UNDO_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [undo, onDone]);
  const revert = async () => {
    onDone();
    if (await undoPriceChange()) toast(menu.bulkDialog.undone);
    else await alert(menu.bulkDialog.tooLate);
  };
  return (
    <div className="card menu-undo" role="status">
      <span>{menu.bulkDialog.done(undo.lines.length)}</span>
      <button type="button" className="button button--small" onClick={() => void revert()}>{menu.bulkDialog.undo}</button>
    </div>
  );
}
