// 'Bereidingstijd': the default ready time promised when an order is accepted with one tap,
// for delivery and for pickup (shop_settings.ready_minutes_*). Busy mode's extra minutes come on top.
// Only for staff who manage settings; the choice shows the mirrored value, so a refusal springs back.
import { useId } from 'react';
import { usePermissions } from '../../../db/session';
import { setReadyMinutes, type ReadyKind } from '../../../db/ready-time';
import { useShopSettings } from '../../../db/shop';
import { useUnsentKeys } from '../../../db/pending';
import { DEFAULT_READY_MINUTES, READY_MINUTE_SETTINGS } from '../../../domain/due';
import { UnsentMark } from '../../components/Toggle';
import { useDialogs } from '../../components/dialogs';
import { texts } from '../../texts';
import { timing } from '../../texts/timing';

export function ReadyTimeCard() {
  const t = timing.ready;
  const permissions = usePermissions();
  const settings = useShopSettings();
  const unsentKeys = useUnsentKeys();
  const { alert } = useDialogs();
  const headingId = useId();
  if (!permissions?.can_manage_settings) return null;
  const unsent = settings ? (unsentKeys?.has(`shop_settings:${settings.id}`) ?? false) : false;
  const current: Record<ReadyKind, number> = {
    delivery: settings?.ready_minutes_delivery ?? DEFAULT_READY_MINUTES.delivery,
    pickup: settings?.ready_minutes_pickup ?? DEFAULT_READY_MINUTES.pickup,
  };

  const change = async (kind: ReadyKind, minutes: number) => {
    try {
      await setReadyMinutes(kind, minutes);
    } catch (error) {
      console.error('ready time not changed', error);
      await alert(t.failed);
    }
  };

  return (
    <article className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title} {unsent && <UnsentMark />}</h2>
      {!settings ? (
        <p className="placeholder">{texts.common.loading}</p>
      ) : (
        <div className="ready-time">
          {(['delivery', 'pickup'] as const).map((kind) => (
            <ReadySelect key={kind} label={t[kind]} value={current[kind]} onChange={(minutes) => void change(kind, minutes)} />
          ))}
        </div>
      )}
      <p className="opening-hours__explain">{t.explain}</p>
    </article>
  );
}

type ReadySelectProps = { label: string; value: number; onChange(minutes: number): void };

function ReadySelect({ label, value, onChange }: ReadySelectProps) {
  const id = useId();
  // A value set elsewhere that is not in the list is still shown as it is.
  const listed: readonly number[] = READY_MINUTE_SETTINGS;
  const choices = listed.includes(value) ? listed : [...listed, value].sort((a, b) => a - b);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {choices.map((n) => <option key={n} value={n}>{timing.ready.minutes(n)}</option>)}
      </select>
    </div>
  );
}
