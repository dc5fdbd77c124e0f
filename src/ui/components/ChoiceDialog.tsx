// A modal question with a few answers as buttons ("Tot wanneer?"), optionally with more fields above
// them. Escape or Annuleren answers nothing; the owner closes it by unmounting.
import { useId, type ReactNode } from 'react';
import { timing } from '../texts/timing';
import { Modal } from './Modal';

export type Choice<T extends string> = { id: T; label: string };

export type ChoiceDialogProps<T extends string> = {
  title: string;
  choices: readonly Choice<T>[];
  onChoose(id: T): void;
  onCancel(): void;
  children?: ReactNode;
};

export function ChoiceDialog<T extends string>({ title, choices, onChoose, onCancel, children }: ChoiceDialogProps<T>) {
  const titleId = useId();
  return (
    <Modal className="dialog choice-dialog" labelledBy={titleId} onCancel={onCancel}>
      <h2 id={titleId} className="choice-dialog__title">{title}</h2>
      {children}
      <div className="choice-dialog__choices">
        {choices.map((choice) => (
          <button key={choice.id} type="button" className="button button--primary" onClick={() => onChoose(choice.id)}>
            {choice.label}
          </button>
        ))}
        <button type="button" className="button" onClick={onCancel}>{timing.cancel}</button>
      </div>
    </Modal>
  );
}
