// The 'Drukte Modus' card: busy mode on or off (companies.is_busy). Customers choosing delivery are
// told their order may take longer. Switching on asks for extra minutes and an end; the
// card says what is on and until when, and shows it off once the end has passed. The switch shows
// the mirrored value, so a failure leaves it as it was.
import { useId, useState } from 'react';
import { useCompany } from '../../../db/shop';
import { setBusyMode, type BusyChoice } from '../../../db/shop-changes';
import { useUnsentKeys } from '../../../db/pending';
import { formatUntil } from '../../../domain/format';
import { busyStateAt } from '../../../domain/until';
import { Toggle, UnsentMark } from '../../components/Toggle';
import { useDialogs } from '../../components/dialogs';
import { useNowPassing } from '../../lib/useNow';
import { texts } from '../../texts';
import { timing } from '../../texts/timing';
import { BusyDialog } from './BusyDialog';
import { ChangedBy } from './ChangedBy';

export function BusyModeCard() {
  const t = texts.openingHours.busy;
  const company = useCompany();
  const now = useNowPassing([company?.busy_until]);
  const unsentKeys = useUnsentKeys();
  const { alert, toast } = useDialogs();
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const unsent = company ? (unsentKeys?.has(`companies:${company.id}`) ?? false) : false;
  const state = busyStateAt(company, new Date(now));

  const change = async (on: boolean, choice?: BusyChoice) => {
    try {
      await setBusyMode(on, undefined, choice);
      toast(on ? t.enabled : t.disabled);
    } catch (error) {
      console.error('busy mode not changed', error);
      await alert(t.failed);
    }
  };

  return (
    <article className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      {company === undefined ? (
        <p className="placeholder">{texts.common.loading}</p>
      ) : (
        <>
          <div className="opening-hours__switch-row">
            <Toggle
              label={t.label}
              checked={state.isBusy}
              onChange={(on) => (on ? setAsking(true) : void change(false))}
              // The switch itself says on/off to screen readers; the word is for the eye.
              stateText={<span aria-hidden="true">{state.isBusy ? t.on : t.off}</span>}
            />
            {unsent && <UnsentMark />}
          </div>
          {state.isBusy && (
            <p className="until-note">
              {timing.busy.stateOn(state.extraMinutes, state.until ? formatUntil(new Date(state.until), new Date(now)) : null)}
            </p>
          )}
        </>
      )}
      <p className="opening-hours__explain">{t.explain}</p>
      <ChangedBy change="busy" now={now} />
      {asking && (
        <BusyDialog
          onChoose={(choice) => { setAsking(false); void change(true, choice); }}
          onCancel={() => setAsking(false)}
        />
      )}
    </article>
  );
}
