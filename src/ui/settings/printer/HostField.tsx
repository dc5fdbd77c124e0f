// The network printer's address: typed, checked and saved with Opslaan (not on every key stroke).
import { useId, useState, type FormEvent } from 'react';
import { normalizeHost, savePrinterSettings } from '../../../db/printer-settings';
import { printer as printerTexts } from '../../texts/printer';

const t = printerTexts;

export type HostFieldProps = { host: string | null };

export function HostField({ host }: HostFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState(host ?? '');
  const [invalid, setInvalid] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      normalizeHost(value);
    } catch {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    await savePrinterSettings({ host: value });
  };

  return (
    <form className="printer__host" onSubmit={(event) => void onSubmit(event)}>
      <div className="field">
        <label htmlFor={inputId}>{t.host}</label>
        <input
          id={inputId}
          value={value}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          aria-invalid={invalid}
          onChange={(event) => setValue(event.target.value)}
        />
        <span id={hintId} className="printer__hint">{t.hostHint}</span>
        {invalid && <p className="field-error" role="alert">{t.hostInvalid}</p>}
      </div>
      <button type="submit" className="button">{t.save}</button>
    </form>
  );
}
