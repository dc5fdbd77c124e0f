// Testafdruk: prints the test ticket on the chosen printer and shows the last result, kept per device:
// "Afgedrukt om HH:MM" or the printer's failure in Dutch. The print code loads on the first click.
import { useId, useState } from 'react';
import { usePrinterTestResult } from '../../../db/printer-settings';
import { appDb } from '../../../db/database';
import { loadSession } from '../../../db/session';
import { formatTime } from '../../../domain/format';
import { PRINTER_FAILURES, type PrinterFailure } from '../../lib/print/print-types';
import { texts } from '../../texts';
import { printer as printerTexts } from '../../texts/printer';

const t = printerTexts;

const isFailure = (code: string): code is PrinterFailure => (PRINTER_FAILURES as readonly string[]).includes(code);

export function TestCard() {
  const headingId = useId();
  const result = usePrinterTestResult();
  const [busy, setBusy] = useState(false);

  const onTest = async () => {
    setBusy(true);
    try {
      // Read at the click, not from a hook that may still be loading: the ticket names the shop.
      const shopName = (await loadSession(appDb()))?.companyName || texts.common.brand;
      const { testPrint } = await import('../../lib/print/send');
      await testPrint(shopName);
    } finally {
      setBusy(false);
    }
  };

  const time = result ? formatTime(new Date(result.at)) : '';
  const reason = result?.failure ? (isFailure(result.failure) ? t.failures[result.failure] : t.failures.refused) : '';
  return (
    <section className="card printer__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.test}</h2>
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void onTest()}>
        {busy ? t.testing : t.test}
      </button>
      <div role="status" aria-label={t.lastResult} className="printer__result">
        {result && !busy && (result.failure === null
          ? <p className="success-text">{t.printed(time)}</p>
          : <p className="field-error">{t.failedAt(time, reason)}</p>)}
      </div>
    </section>
  );
}
