// Dagafsluiting (can_manage_settings and can_view_revenue_statistics): the X-rapport any time, the
// Z-rapport once per business day (with the connection), and the earlier closings from the mirror, to
// print again or export for the accountant.
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { appDb } from '../../db/database';
import { setBusinessDayEnd } from '../../db/shop-changes';
import { buildDayReport, type DayReportTotals } from '../../domain/day-report';
import { closingsCsv, csvDate } from '../../domain/figures-csv';
import { formatDateTime } from '../../domain/format';
import { useDialogs } from '../components/dialogs';
import { useEngine } from '../lib/engine';
import { useOnline } from '../lib/useOnline';
import { sendDayReport } from '../lib/print/send';
import { statistics } from '../texts/statistics';
import { closeDay, printXReport, type ReportContext } from './day-closing-actions';
import { downloadCsv } from './download';

const t = statistics.closing;

export function DayClosing({ today, endHour, shopName }: { today: string; endHour: number; shopName: string }) {
  const engine = useEngine();
  const online = useOnline();
  const dialogs = useDialogs();
  const dateId = useId();
  const endId = useId();
  const [date, setDate] = useState(today);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const closings = useLiveQuery(() => appDb().day_closings.orderBy('number').reverse().toArray(), []);
  const ctx: ReportContext = { engine, shopName, online, today, endHour };

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await action());
    } finally {
      setBusy(false);
    }
  };
  const close = () => run(async () => {
    if (!(await dialogs.confirm(t.confirm(csvDate(date)), { confirm: t.confirmYes, cancel: t.cancel }))) return null;
    return (await closeDay(ctx, date)).message;
  });
  const reprint = (closing: NonNullable<typeof closings>[number]) => run(async () => {
    const outcome = await sendDayReport(buildDayReport({
      kind: 'z', number: closing.number, shopName, businessDate: closing.business_date,
      totals: closing.totals as unknown as DayReportTotals, printedAt: new Date(), closedAt: new Date(closing.closed_at),
    }));
    return outcome.ok ? null : t.printFailed;
  });

  return (
    <section className="stat-section" aria-labelledby="stat-closing">
      <h2 id="stat-closing">{t.heading}</h2>
      <div className="field stat-closing__day">
        <label htmlFor={endId}>{t.dayEnd}</label>
        <select id={endId} value={endHour} aria-describedby={`${endId}-hint`}
          onChange={(event) => void setBusinessDayEnd(Number(event.target.value)).catch((error: unknown) => {
            console.error('business day end not saved', error);
            setMessage(t.dayEndFailed);
          })}>
          {Array.from({ length: 13 }, (_, hour) => <option key={hour} value={hour}>{`${String(hour).padStart(2, '0')}:00`}</option>)}
        </select>
        <small id={`${endId}-hint`}>{t.dayEndHint}</small>
      </div>
      <div className="field stat-closing__day">
        <label htmlFor={dateId}>{t.day}</label>
        <input id={dateId} type="date" value={date} max={today} onChange={(event) => setDate(event.target.value || today)} />
      </div>
      <div className="stat-closing__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void run(() => printXReport(ctx, date))}>{t.xReport}</button>
        <button type="button" className="button button--primary" disabled={busy || !online} onClick={() => void close()}>{t.zReport}</button>
      </div>
      {!online && <p className="stat-note">{t.needsConnection}</p>}
      {message && <p className="stat-message" role="alert">{message}</p>}
      <h3>{t.earlier}</h3>
      {closings && closings.length === 0 && <p className="placeholder">{t.none}</p>}
      {closings && closings.length > 0 && (
        <>
          <table className="stat-table">
            <caption className="visually-hidden">{t.earlier}</caption>
            <thead><tr><th scope="col">{t.number}</th><th scope="col">{t.day}</th><th scope="col">{t.closedAt}</th><th scope="col" /></tr></thead>
            <tbody>
              {closings.map((closing) => (
                <tr key={closing.id}>
                  <th scope="row">{closing.number}</th>
                  <td>{csvDate(closing.business_date)}</td>
                  <td>{formatDateTime(new Date(closing.closed_at))}</td>
                  <td>
                    <button type="button" className="link-button" disabled={busy} onClick={() => void reprint(closing)}
                      aria-label={`${t.reprint}: Z-rapport ${closing.number}`}>{t.reprint}</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="button" onClick={() => downloadCsv('z-rapporten.csv', closingsCsv(
            closings.map((c) => ({ ...c, totals: c.totals as unknown as DayReportTotals })), (iso) => formatDateTime(new Date(iso))))}>
            {statistics.csv.closings}
          </button>
        </>
      )}
    </section>
  );
}
