// The 'Drukte Modus' card: busy mode on or off (companies.is_busy). Customers choosing delivery are
// told their order may take longer. The switch shows the mirrored value, so a failure leaves it as it was.
import { useId } from 'react';
import { setBusyMode, useBusyMode, useCompany } from '../../../db/shop';
import { useUnsentKeys } from '../../../db/pending';
import { Toggle, UnsentMark } from '../../components/Toggle';
import { useDialogs } from '../../components/dialogs';
import { texts } from '../../texts';

export function BusyModeCard() {
  const t = texts.openingHours.busy;
  const busy = useBusyMode();
  const company = useCompany();
  const unsentKeys = useUnsentKeys();
  const { alert, toast } = useDialogs();
  const headingId = useId();
  const unsent = company ? (unsentKeys?.has(`companies:${company.id}`) ?? false) : false;

  const change = async (on: boolean) => {
    try {
      await setBusyMode(on);
      toast(on ? t.enabled : t.disabled);
    } catch (error) {
      console.error('busy mode not changed', error);
      await alert(t.failed);
    }
  };

  return (
    <article className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      {busy === undefined ? (
        <p className="placeholder">{texts.common.loading}</p>
      ) : (
        <div className="opening-hours__switch-row">
          <Toggle
            label={t.label}
            checked={busy}
            onChange={(on) => void change(on)}
            // The switch itself says on/off to screen readers; the word is for the eye.
            stateText={<span aria-hidden="true">{busy ? t.on : t.off}</span>}
          />
          {unsent && <UnsentMark />}
        </div>
      )}
      <p className="opening-hours__explain">{t.explain}</p>
    </article>
  );
}
