// The shop status on its quick-action card: Open or Gesloten, and 'Status Onbekend' when the open
// state could not be loaded at all (spec section 4, the same case the top bar shows as a failure).
import { useOpenState } from '../../db/shop';
import { useSyncStatus } from '../../sync';
import { texts } from '../texts';

export type ShopStateValueProps = { now: number };

export type ShopState = 'open' | 'closed' | 'unknown';

export function ShopStateValue({ now }: ShopStateValueProps) {
  const open = useOpenState(now);
  const status = useSyncStatus();
  if (!open || !status) return <span className="shop-state">{texts.common.loading}</span>;
  let state: ShopState;
  if (status.state === 'error' && status.lastSynced.opening_hours === undefined) state = 'unknown';
  else state = open.is_open ? 'open' : 'closed';
  return (
    <span className={`shop-state shop-state--${state}`}>
      <span className="shop-state__dot" aria-hidden="true" />
      {texts.dashboard.shopState[state]}
    </span>
  );
}
