// The print state of an order's tickets on its card and in its detail: "Afgedrukt HH:MM",
// "Afdrukken mislukt" with a retry, a second automatic ticket shown as "Dubbel afgedrukt", or nothing
// (never printed, or a claim still on its way). One line per ticket kind that has a job.
import { useState } from 'react';
import { useOrderPrintState, type KindPrintState, type PrintJobKind } from '../../db/print-jobs';
import { formatTime } from '../../domain/format';
import { usePrintRetry } from '../lib/print/usePrintRetry';
import { printState } from '../texts/printState';
import './print-state.css';

const t = printState;
const KINDS: readonly PrintJobKind[] = ['kitchen', 'customer'];

export type PrintStateProps = { orderId: string };

function KindLine({ kind, state }: { kind: PrintJobKind; state: KindPrintState }) {
  const retry = usePrintRetry();
  const [busy, setBusy] = useState(false);
  const job = state.latest;
  if (!job || job.state === 'pending') return null;
  const again = async () => {
    setBusy(true);
    try {
      await retry.again(job);
    } catch (error) {
      console.error('print retry failed', error);
    } finally {
      setBusy(false);
    }
  };
  const failed = job.state === 'failed';
  return (
    <li className={`print-state__line${failed ? ' print-state__line--failed' : ''}`}>
      <span className="print-state__kind">{t.kind[kind]}:</span>{' '}
      {failed ? t.failed : t.printed(formatTime(new Date(job.created_at)))}
      {state.duplicate && <span className="print-state__duplicate">{t.duplicate}</span>}
      {failed && (
        <button type="button" className="button button--small" disabled={busy} onClick={() => void again()}>
          {t.retry}
        </button>
      )}
    </li>
  );
}

export function PrintState({ orderId }: PrintStateProps) {
  const state = useOrderPrintState(orderId);
  if (!state || KINDS.every((kind) => !state[kind].latest || state[kind].latest?.state === 'pending')) return null;
  return (
    <ul className="print-state" aria-label={t.label}>
      {KINDS.map((kind) => <KindLine key={kind} kind={kind} state={state[kind]} />)}
    </ul>
  );
}
