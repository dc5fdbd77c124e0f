// Automatisch afdrukken on this device, and whether the customer receipt comes out with the kitchen
// ticket. Only a setting here; automatic printing (ui/print) does the printing.
import { useId, useState } from 'react';
import type { PrinterSettings } from '../../../db/printer-settings-types';
import { Toggle } from '../../components/Toggle';
import { printer as printerTexts } from '../../texts/printer';
import { save } from './save';

const t = printerTexts;

export type AutoCardProps = { settings: PrinterSettings };

export function AutoCard({ settings }: AutoCardProps) {
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const onError = () => setFailed(true);
  return (
    <section className="card printer__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.automatic}</h2>
      <Toggle
        label={t.autoPrint}
        checked={settings.autoPrint}
        onChange={(autoPrint) => void save({ autoPrint }, onError)}
        stateText={settings.autoPrint ? t.on : t.off}
      />
      <p className="printer__hint">{t.autoPrintHint}</p>
      <Toggle
        label={t.autoCustomer}
        checked={settings.autoPrint && settings.autoCustomer}
        disabled={!settings.autoPrint}
        onChange={(autoCustomer) => void save({ autoCustomer }, onError)}
        stateText={settings.autoPrint && settings.autoCustomer ? t.on : t.off}
      />
      {failed && <p className="field-error" role="alert">{t.saveFailed}</p>}
    </section>
  );
}
