// "Klaar over" beside the accept buttons of a new order: the default (the shop's ready time
// for this delivery type, plus the busy minutes while busy) or 10, 15, 20, 30, 45 or 60 minutes. The
// accept buttons promise what is chosen here, with the same one tap.
import { useId } from 'react';
import type { OrderRow } from '../../db/order-store';
import { useReadyDefaults } from '../../db/ready-time';
import { READY_CHOICES, isDeliveryOrder } from '../../domain/due';
import { useNow } from '../lib/useNow';
import { texts } from '../texts';
import { timing } from '../texts/timing';

export type ReadyChoiceProps = {
  order: OrderRow;
  /** The chosen minutes; undefined = the default. */
  value: number | undefined;
  onChange(minutes: number | undefined): void;
  disabled?: boolean;
};

export function ReadyChoice({ order, value, onChange, disabled }: ReadyChoiceProps) {
  const t = timing.accept;
  const id = useId();
  // A minute is precise enough for the default: it moves only when busy mode ends.
  const defaults = useReadyDefaults(Math.floor(useNow(60_000) / 60_000) * 60_000);
  const standard = defaults?.[isDeliveryOrder(order) ? 'delivery' : 'pickup'];
  return (
    <span className="ready-choice">
      <label htmlFor={id}>{t.label}</label>
      <select id={id} value={value ?? ''} disabled={disabled}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}>
        <option value="">{standard === undefined ? texts.common.loading : t.standard(standard)}</option>
        {READY_CHOICES.map((n) => <option key={n} value={n}>{t.minutes(n)}</option>)}
      </select>
    </span>
  );
}
