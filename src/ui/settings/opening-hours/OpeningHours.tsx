// Opening hours (spec section 2): the week's opening times, busy mode, manual closure with a
// reason, closing by itself without a device and the default ready times (owners). Each card reads the
// local mirror and acts through src/db, so it all works offline.
import { BackLink } from '../../components/BackLink';
import { SectionBoundary } from '../../components/SectionBoundary';
import { texts } from '../../texts';
import { WeekList } from './WeekList';
import { BusyModeCard } from './BusyModeCard';
import { ClosureCard } from './ClosureCard';
import { AutoCloseCard } from './AutoCloseCard';
import { ReadyTimeCard } from './ReadyTimeCard';
import './openingHours.css';

export function OpeningHours() {
  const t = texts.openingHours;
  return (
    <section className="screen opening-hours">
      <BackLink to="/app/settings" />
      <h1>{t.title}</h1>
      <div className="card opening-hours__intro">
        <p>{t.intro}</p>
      </div>
      <SectionBoundary name="opening-hours" message={t.loadFailed}>
        <WeekList />
      </SectionBoundary>
      <div className="opening-hours__shop">
        <SectionBoundary name="busy-mode">
          <BusyModeCard />
        </SectionBoundary>
        <SectionBoundary name="manual-closure">
          <ClosureCard />
        </SectionBoundary>
        <SectionBoundary name="auto-close">
          <AutoCloseCard />
        </SectionBoundary>
        <SectionBoundary name="ready-time">
          <ReadyTimeCard />
        </SectionBoundary>
      </div>
    </section>
  );
}
