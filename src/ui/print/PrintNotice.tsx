// A failed print is never silent: each of this device's failed tickets shows a notice that
// stays until staff acknowledge it or it prints after all, with "Opnieuw" (this device's printer) and
// "Via browser afdrukken" (the browser's print window). The printer's error is worded in Dutch.
import { useState } from 'react';
import { acknowledgePrintFailure, useUnacknowledgedFailures, type PrintJobRow } from '../../db/print-jobs';
import { orderNumber } from '../../domain/format';
import { failureOfJob } from '../lib/print/print-order';
import { usePrintRetry } from '../lib/print/usePrintRetry';
import { printState } from '../texts/printState';
import './print.css';

const t = printState;

function reasonText(job: PrintJobRow): string {
  const failure = failureOfJob(job.error);
  return failure ? t.failures[failure] : t.unknownFailure;
}

function Notice({ job }: { job: PrintJobRow }) {
  const retry = usePrintRetry();
  const [busy, setBusy] = useState(false);
  const titleId = `print-failure-${job.id}`;
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      console.error('print retry failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="print-notice" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="print-notice__title">{t.notice.title}</h2>
      <p>{t.notice.body(t.kind[job.kind], orderNumber(job.order_id), reasonText(job))}</p>
      <div className="print-notice__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void act(() => retry.again(job))}>
          {t.notice.again}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void act(() => retry.viaBrowser(job))}>
          {t.notice.viaBrowser}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void act(() => acknowledgePrintFailure(job.id))}>
          {t.notice.acknowledge}
        </button>
      </div>
    </section>
  );
}

export function PrintNotice() {
  const failures = useUnacknowledgedFailures();
  if (!failures?.length) return null;
  return <div className="print-notices">{failures.map((job) => <Notice key={job.id} job={job} />)}</div>;
}
