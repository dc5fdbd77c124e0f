// The orders screen's refresh button: asks the sync engine to catch up with the server now.
import { useState } from 'react';
import { useEngine } from '../lib/engine';
import { texts } from '../texts';

export function RefreshButton() {
  const engine = useEngine();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await engine.refresh();
    } catch (error) {
      // The sync indicator and notices already tell staff when the server cannot be reached.
      console.error('orders refresh failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button orders__refresh" onClick={refresh} disabled={busy} aria-label={texts.orders.refresh}>
      <span aria-hidden="true" className={busy ? 'spin' : undefined}>↻</span>
    </button>
  );
}
