// The money of the chosen period (can_view_revenue_statistics): today from the device's mirror, live and
// offline (the speed from the mirror's order events); other periods from the server, or its last answer
// kept on the device. Beside each figure the period before (from the server, or its kept answer).
import { useMemo } from 'react';
import type { DeviceFigures } from '../../db/today-figures';
import { csvDate, daysCsv } from '../../domain/figures-csv';
import { formatEuro } from '../../domain/format';
import type { Speed as SpeedFigures } from '../../domain/speed-figures';
import type { Period } from '../../domain/stat-periods';
import type { RevenueFigures } from '../../sync';
import { statistics as t } from '../texts/statistics';
import { BarChart } from './BarChart';
import { HoursGrid, MoneySummary, ReasonsTable, VatTable } from './MoneyFigures';
import { FreshnessNote } from './FreshnessNote';
import { useServerFigures } from './useServerFigures';
import { downloadCsv } from './download';

export function RevenueSection({ period, device, speed }: {
  period: Period; device: DeviceFigures | undefined; speed: SpeedFigures | undefined;
}) {
  const isToday = period.kind === 'today';
  const server = useServerFigures<RevenueFigures>('revenue', isToday ? null : period);
  const before = useServerFigures<RevenueFigures>('revenue', period.before);
  const money = isToday ? device?.money : server.data?.total;
  const days = server.data?.days;
  const bars = useMemo(() => (days ?? []).map((day) => ({
    label: csvDate(day.business_date).slice(0, 5), value: day.turnover_incl_cents, shown: formatEuro(day.turnover_incl_cents),
  })), [days]);

  return (
    <section className="stat-section" aria-labelledby="stat-money">
      <h2 id="stat-money">{t.money.heading}</h2>
      {isToday ? <p className="stat-note">{t.fromDevice}</p> : <FreshnessNote state={server.state} readAt={server.readAt} />}
      {isToday && device && (
        <ul className="stat-cards" aria-label={t.periods.today}>
          <li className="stat-card"><span className="stat-card__label">{t.finished}</span><span className="stat-card__value" data-figure="finished">{device.finished}</span></li>
          <li className="stat-card"><span className="stat-card__label">{t.open}</span><span className="stat-card__value" data-figure="open">{device.open}</span></li>
        </ul>
      )}
      {!money ? null : (
        <>
          <MoneySummary money={money} before={before.data?.total ?? null} />
          <VatTable money={money} />
          <ReasonsTable reasons={isToday ? device?.cancelReasons ?? [] : server.data?.cancel_reasons ?? []} />
          <button type="button" className="button" onClick={() => downloadCsv(`omzet-${period.from}-${period.to}.csv`,
            daysCsv(isToday ? [{ ...money, business_date: period.from }] : days ?? []))}>{t.csv.days}</button>
        </>
      )}
      {!isToday && bars.length > 1 && (
        <BarChart title={t.charts.perDay} labelHeading={t.charts.day} valueHeading={t.charts.amount} bars={bars} />
      )}
      {isToday && device && <HoursGrid cells={device.hours.map((orders, hour) => ({ weekday: 0, hour, orders }))} />}
      {!isToday && server.data && <HoursGrid cells={server.data.activity.hours} />}
      {isToday && speed && <Speed activity={speed} />}
      {!isToday && server.data && <Speed activity={server.data.activity} />}
    </section>
  );
}

function Speed({ activity }: { activity: SpeedFigures }) {
  const s = t.speed;
  const time = (seconds: number | null) => (seconds === null ? s.none : s.minutes(seconds));
  return (
    <table className="stat-table">
      <caption>{s.heading}</caption>
      <thead><tr><th scope="col" /><th scope="col">{s.median}</th><th scope="col">{s.p90}</th></tr></thead>
      <tbody>
        <tr><th scope="row">{s.accept}</th><td>{time(activity.accept_median_s)}</td><td>{time(activity.accept_p90_s)}</td></tr>
        <tr><th scope="row">{s.ready}</th><td>{time(activity.ready_median_s)}</td><td>{time(activity.ready_p90_s)}</td></tr>
        <tr>
          <th scope="row">{s.onTime}</th>
          <td colSpan={2}>{activity.on_time_share === null ? s.none : `${Math.round(activity.on_time_share * 100)}% (${activity.on_time} / ${activity.promised})`}</td>
        </tr>
      </tbody>
    </table>
  );
}

