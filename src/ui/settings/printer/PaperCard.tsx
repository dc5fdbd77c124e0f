// Papier en printertaal: 58 or 80 mm, ESC/POS or StarPRNT (the two the encoder offers for these printers).
import { useId, useState } from 'react';
import type { PrinterSettings } from '../../../db/printer-settings-types';
import { printer as printerTexts } from '../../texts/printer';
import { Choices } from './Choices';
import { save } from './save';

const t = printerTexts;

export type PaperCardProps = { settings: PrinterSettings };

export function PaperCard({ settings }: PaperCardProps) {
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const onError = () => setFailed(true);
  return (
    <section className="card printer__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">{t.paperWidth}</h2>
      <Choices<58 | 80>
        legend={t.paperWidth}
        name="printer-paper"
        options={[{ value: 58, label: t.mm(58) }, { value: 80, label: t.mm(80) }]}
        value={settings.paperWidth}
        onChange={(paperWidth) => void save({ paperWidth }, onError)}
      />
      {settings.connection !== 'browser' && settings.connection !== 'network' && (
        <Choices<PrinterSettings['language']>
          legend={t.language}
          name="printer-language"
          options={(['esc-pos', 'star-prnt'] as const).map((value) => ({ value, label: t.languages[value] }))}
          value={settings.language}
          onChange={(language) => void save({ language }, onError)}
        />
      )}
      {failed && <p className="field-error" role="alert">{t.saveFailed}</p>}
    </section>
  );
}
