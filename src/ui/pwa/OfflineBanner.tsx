// Spec section 2, Other: a banner at the top while the browser is offline.
import { useOnline } from '../lib/useOnline';
import { texts } from '../texts';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return <div className="offline-banner" role="status">{texts.shell.offlineBanner}</div>;
}
