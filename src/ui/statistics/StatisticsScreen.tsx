// /app/statistics, Cijfers (issue 32): the money (can_view_revenue_statistics) and what sold
// (can_view_product_statistics) of a period beside the period before, and the dagafsluiting for the owner.
// Today's figures come from the device's mirror; other periods from the server, kept for offline viewing.
import { useId, useState } from 'react';
import { useShopSettings, useCompany } from '../../db/shop';
import { useDeviceFigures, useDeviceSpeed } from '../../db/today-figures';
import { usePermissions } from '../../db/session';
import { addDays, businessDate, dayEndHour } from '../../domain/business-day';
import { period as periodOf, type DayRange, type PeriodKind } from '../../domain/stat-periods';
import { BackLink } from '../components/BackLink';
import { SectionBoundary } from '../components/SectionBoundary';
import { useNow } from '../lib/useNow';
import { statistics as t } from '../texts/statistics';
import { DayClosing } from './DayClosing';
import { ProductSection } from './ProductSection';
import { RevenueSection } from './RevenueSection';
import './statistics.css';

const KINDS: PeriodKind[] = ['today', 'yesterday', 'this-week', 'last-week', 'this-month', 'range'];

export function StatisticsScreen() {
  const permissions = usePermissions();
  const settings = useShopSettings();
  const company = useCompany();
  const now = useNow(60_000);
  const endHour = dayEndHour(settings?.business_day_end);
  const today = businessDate(new Date(now), endHour);
  const [kind, setKind] = useState<PeriodKind>('today');
  const [chosen, setChosen] = useState<DayRange>(() => ({ from: addDays(today, -6), to: today }));
  const fromId = useId();
  const toId = useId();
  const period = periodOf(kind, today, chosen);
  // Read at once (beside the permissions), and once for both sections.
  const device = useDeviceFigures(kind === 'today' ? today : null, endHour);
  // After the figures show: the speed reads every order of the day and its events.
  const speed = useDeviceSpeed(kind === 'today' && device ? today : null, endHour, now);
  if (!permissions) return null;
  const revenue = permissions.can_view_revenue_statistics;

  return (
    <section className="screen statistics-screen">
      <BackLink to="/app/dashboard" />
      <h1>{t.title}</h1>
      <div role="radiogroup" aria-label={t.periodLabel} className="stat-periods">
        {KINDS.map((k) => (
          <button key={k} type="button" role="radio" aria-checked={k === kind} className="stat-period" onClick={() => setKind(k)}>
            {t.periods[k]}
          </button>
        ))}
      </div>
      {kind === 'range' && (
        <div className="stat-range">
          <div className="field">
            <label htmlFor={fromId}>{t.from}</label>
            <input id={fromId} type="date" value={chosen.from} max={today}
              onChange={(event) => event.target.value && setChosen({ ...chosen, from: event.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={toId}>{t.to}</label>
            <input id={toId} type="date" value={chosen.to} max={today}
              onChange={(event) => event.target.value && setChosen({ ...chosen, to: event.target.value })} />
          </div>
        </div>
      )}
      {revenue && (
        <SectionBoundary name="stat-revenue" message={t.loadFailed}>
          <RevenueSection period={period} device={device} speed={speed} />
        </SectionBoundary>
      )}
      {permissions.can_view_product_statistics && (
        <SectionBoundary name="stat-products" message={t.loadFailed}>
          <ProductSection period={period} device={device} />
        </SectionBoundary>
      )}
      {revenue && permissions.can_manage_settings && (
        <SectionBoundary name="stat-closing" message={t.loadFailed}>
          <DayClosing today={today} endHour={endHour} shopName={company?.name ?? ''} />
        </SectionBoundary>
      )}
    </section>
  );
}
