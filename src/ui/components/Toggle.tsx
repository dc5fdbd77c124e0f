// An on/off switch: a real checkbox with role switch, so screen readers and tests find it by name.
import type { ReactNode } from 'react';
import { texts } from '../texts';

export type ToggleProps = {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  /** Shown beside the switch, e.g. 'Aan' / 'Uit'. */
  stateText?: ReactNode;
  /** Marks a change that has not reached the server yet. */
  unsent?: boolean;
  hideLabel?: boolean;
};

export function Toggle({ label, checked, onChange, disabled, stateText, unsent, hideLabel }: ToggleProps) {
  // The state text and the unsent mark sit outside the label, so the switch's name stays its label.
  return (
    <span className="toggle-row">
      <label className={`toggle${disabled ? ' toggle--disabled' : ''}`}>
        <span className={hideLabel ? 'visually-hidden' : 'toggle__label'}>{label}</span>
        <input
          type="checkbox"
          role="switch"
          className="toggle__input"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="toggle__track" aria-hidden="true" />
      </label>
      {stateText !== undefined && <span className="toggle__state" aria-hidden="true">{stateText}</span>}
      {unsent && <UnsentMark />}
    </span>
  );
}

export function UnsentMark() {
  return (
    <span className="unsent-mark" title={texts.shell.sync.notSent} role="img" aria-label={texts.shell.sync.notSent}>
      ⟳
    </span>
  );
}
