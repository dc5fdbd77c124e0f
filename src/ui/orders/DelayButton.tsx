// "Vertraging" on an active order: opens three choices that move the due time 5, 10 or
// 15 minutes later. Applied locally at once and queued; a failure shows an alert.
import { useState } from 'react';
import { type OrderRow } from '../../db/order-store';
import { delayOrder } from '../../db/order-store';
import { DELAY_CHOICES } from '../../domain/due';
import { useDialogs } from '../components/dialogs';
import { timing } from '../texts/timing';

export type DelayButtonProps = { order: OrderRow; numberLabel: string; disabled?: boolean };

export function DelayButton({ order, numberLabel, disabled }: DelayButtonProps) {
  const t = timing.delay;
  const dialogs = useDialogs();
  const [open, setOpen] = useState(false);

  const delay = async (minutes: number) => {
    setOpen(false);
    try {
      if ((await delayOrder(order.id, minutes)).ok) return;
    } catch (error) {
      console.error('delay not saved', error);
    }
    await dialogs.alert(t.failed);
  };

  if (!open) {
    return (
      <button type="button" className="button" disabled={disabled} aria-expanded={false}
        aria-label={t.buttonLabel(numberLabel)} onClick={() => setOpen(true)}>
        {t.button}
      </button>
    );
  }
  return (
    <span className="delay-choices" role="group" aria-label={t.buttonLabel(numberLabel)}>
      {DELAY_CHOICES.map((n) => (
        <button key={n} type="button" className="button" aria-label={t.choiceLabel(n, numberLabel)} onClick={() => void delay(n)}>
          {t.choice(n)}
        </button>
      ))}
      <button type="button" className="button" onClick={() => setOpen(false)}>{t.close}</button>
    </span>
  );
}
