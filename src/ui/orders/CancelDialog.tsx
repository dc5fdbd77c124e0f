// The cancel confirmation (spec section 4) with its required reason: the spec's question, one of the
// reasons as radio buttons, and for 'Anders' a short text of one's own. 'Terug' (focused first, so Enter
// in a hurry does no harm) and Escape keep the order; the confirm gives the reason to store.
import { useId, useRef, useState, type FormEvent } from 'react';
import { CANCEL_CHOICES, cancelReason, OTHER_MAX_LENGTH, OTHER_REASON, type CancelChoice } from '../../domain/cancel-reasons';
import { Modal } from '../components/Modal';
import { texts } from '../texts';

const t = texts.orders.actions;

export type CancelDialogProps = { onConfirm(reason: string): void; onBack(): void };

export function CancelDialog({ onConfirm, onBack }: CancelDialogProps) {
  const titleId = useId();
  const errorId = useId();
  const back = useRef<HTMLButtonElement>(null);
  const otherInput = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<CancelChoice | null>(null);
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = cancelReason(choice, other);
    if (result.ok) return onConfirm(result.reason);
    const messages = { 'no-choice': t.cancelReason.noChoice, 'no-text': t.cancelReason.noText, 'too-long': t.cancelReason.tooLong(OTHER_MAX_LENGTH) };
    setProblem(messages[result.problem]);
    if (result.problem !== 'no-choice') otherInput.current?.focus();
  };

  const choose = (value: CancelChoice) => {
    setChoice(value);
    setProblem(null);
  };

  return (
    <Modal role="alertdialog" className="dialog cancel-dialog" labelledBy={titleId} initialFocus={back} onCancel={onBack}>
      <form onSubmit={submit} noValidate>
        <p id={titleId} className="dialog__text">{t.cancelConfirm}</p>
        <fieldset className="cancel-dialog__reasons" aria-describedby={problem ? errorId : undefined}>
          <legend>{t.cancelReason.legend}</legend>
          {CANCEL_CHOICES.map((value) => (
            <label key={value} className="cancel-dialog__reason">
              <input type="radio" name="cancel-reason" value={value} checked={choice === value} onChange={() => choose(value)} />
              {value}
            </label>
          ))}
        </fieldset>
        {choice === OTHER_REASON && (
          <div className="field">
            <label htmlFor={`${titleId}-other`}>{t.cancelReason.otherText}</label>
            <input id={`${titleId}-other`} ref={otherInput} type="text" value={other} maxLength={OTHER_MAX_LENGTH} required
              aria-invalid={problem !== null} aria-describedby={problem ? errorId : undefined}
              onChange={(event) => { setOther(event.target.value); setProblem(null); }} />
          </div>
        )}
        {problem && <p id={errorId} className="field-error" role="alert">{problem}</p>}
        <div className="dialog__actions">
          <button ref={back} type="button" className="button" onClick={onBack}>{t.cancelConfirmLabels.cancel}</button>
          <button type="submit" className="button button--danger">{t.cancelConfirmLabels.confirm}</button>
        </div>
      </form>
    </Modal>
  );
}
