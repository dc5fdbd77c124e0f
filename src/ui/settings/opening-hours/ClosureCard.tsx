// The 'Gesloten met reden' card: close the shop by hand (set_shop_status) with an optional reason of
// at most 200 characters, shown only while closed and saved when the field is left (spec section 4).
// Closing asks until when; a closure whose end has passed shows as open.
import { useId, useState } from 'react';
import { CLOSURE_REASON_MAX, useShopStatus } from '../../../db/shop';
import { ReasonTooLongError, saveClosureReason, setManualClosure } from '../../../db/shop-changes';
import { useUnsentKeys } from '../../../db/pending';
import { formatUntil } from '../../../domain/format';
import { isClosedAt } from '../../../domain/until';
import { Toggle, UnsentMark } from '../../components/Toggle';
import { useDialogs } from '../../components/dialogs';
import { ChangedBy } from './ChangedBy';
import { useNowPassing } from '../../lib/useNow';
import { texts } from '../../texts';
import { timing } from '../../texts/timing';
import { ClosureDialog } from './ClosureDialog';

export function ClosureCard() {
  const t = texts.openingHours.closure;
  const status = useShopStatus();
  const unsentKeys = useUnsentKeys();
  const headingId = useId();
  const now = useNowPassing([status?.is_closed ? status.closed_until : null]);
  return (
    <article className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      {status === undefined ? (
        <p className="placeholder">{texts.common.loading}</p>
      ) : (
        <ClosureForm
          closed={isClosedAt(status, new Date(now))}
          closedUntil={status.closed_until}
          now={now}
          note={status.exception_note}
          unsent={unsentKeys?.has('shop_status') ?? false}
        />
      )}
      <ChangedBy change="closure" now={now} />
    </article>
  );
}

export type ClosureFormProps = {
  closed: boolean; closedUntil: string | null; now: number; note: string; unsent: boolean;
};

function ClosureForm({ closed, closedUntil, now, note, unsent }: ClosureFormProps) {
  const t = texts.openingHours.closure;
  const { alert, toast } = useDialogs();
  const reasonId = useId();
  const counterId = useId();
  const hintId = useId();
  // The text in the field; kept here while the shop is open (spec section 4: only set locally).
  const [reason, setReason] = useState(note);
  const [editing, setEditing] = useState(false);
  const [seenNote, setSeenNote] = useState(note);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  // A reason changed elsewhere (another device, a rollback) shows up unless staff are typing.
  if (note !== seenNote) {
    setSeenNote(note);
    if (!editing) setReason(note);
  }

  const toggle = async (close: boolean, until: string | null = null) => {
    try {
      await setManualClosure(close, reason, undefined, until);
      toast(close ? t.closed : t.reopened);
    } catch (error) {
      console.error('shop status not changed', error);
      if (error instanceof ReasonTooLongError) setReasonError(t.reasonTooLong(CLOSURE_REASON_MAX));
      await alert(t.failed);
    }
  };

  const save = async () => {
    setEditing(false);
    if (reason.trim() === note.trim()) return;
    try {
      await saveClosureReason(reason);
      setReasonError(null);
    } catch (error) {
      // Spec section 8: a failed reason save is logged only; too long cannot pass maxLength, but say so.
      console.error('closure reason not saved', error);
      if (error instanceof ReasonTooLongError) setReasonError(t.reasonTooLong(CLOSURE_REASON_MAX));
    }
  };

  return (
    <>
      <div className="opening-hours__switch-row">
        <Toggle
          label={t.label}
          checked={closed}
          onChange={(close) => (close ? setAsking(true) : void toggle(false))}
          stateText={<span aria-hidden="true">{closed ? t.closedState : t.openState}</span>}
        />
        {unsent && <UnsentMark />}
      </div>
      {closed && (
        <p className="until-note">
          {closedUntil ? timing.closure.closedUntil(formatUntil(new Date(closedUntil), new Date(now)))
            : timing.closure.closedIndefinitely}
        </p>
      )}
      {asking && (
        <ClosureDialog
          onChoose={(until) => { setAsking(false); void toggle(true, until); }}
          onCancel={() => setAsking(false)}
        />
      )}
      <p className="opening-hours__explain">{t.explain}</p>
      {closed && (
        <div className="field closure-reason">
          <label htmlFor={reasonId}>{t.reasonLabel}</label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={CLOSURE_REASON_MAX}
            value={reason}
            placeholder={t.reasonPlaceholder}
            aria-describedby={`${hintId} ${counterId}`}
            aria-invalid={reasonError ? true : undefined}
            onFocus={() => setEditing(true)}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => void save()}
          />
          <div className="closure-reason__meta">
            <span id={hintId} className="closure-reason__hint">{t.reasonHint}</span>
            <span id={counterId} className="closure-reason__counter">
              {t.counter(reason.length, CLOSURE_REASON_MAX)}
            </span>
          </div>
          {reasonError && <p className="field-error" role="alert">{reasonError}</p>}
        </div>
      )}
    </>
  );
}
