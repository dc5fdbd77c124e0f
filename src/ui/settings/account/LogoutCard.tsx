// Log out: confirm, then sign out; when changes are still unsent, name them and ask again before
// they are discarded (DESIGN rule 11). The router leaves the shell by itself once the session is gone.
import { useId, useState } from 'react';
import { useEngine } from '../../lib/engine';
import { useDialogs } from '../../components/dialogs';
import { unsentChangesWarning } from '../../texts';
import { account } from '../../texts/account';

export function LogoutCard() {
  const t = account.logout;
  const engine = useEngine();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const logout = async () => {
    if (!(await dialogs.confirm(t.confirm, t.confirmLabels))) return;
    setBusy(true);
    try {
      const result = await engine.signOut();
      if (!result.ok && (await dialogs.confirm(unsentChangesWarning(result.unsent), t.discardLabels))) {
        await engine.signOut({ discardUnsent: true });
      }
    } catch (failure) {
      console.error('sign-out failed', failure);
      await dialogs.alert(t.failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      <p className="account__hint">{t.hint}</p>
      <button type="button" className="button button--danger button--block" disabled={busy} onClick={() => void logout()}>
        {t.button}
      </button>
    </section>
  );
}
