// Info & Support (spec section 2): app information with the version check, support contacts and
// the developer company.
import { BackLink } from '../../components/BackLink';
import { SectionBoundary } from '../../components/SectionBoundary';
import { info } from '../../texts/info';
import { AppInfoCard } from './AppInfoCard';
import { SupportCard } from './SupportCard';
import { DeveloperCard } from './DeveloperCard';
import { platformName } from './contact';
import './info.css';

export function InfoSupport() {
  const platform = platformName();
  return (
    <section className="screen info">
      <BackLink to="/app/settings" />
      <h1>{info.title}</h1>
      <div className="info__cards">
        <SectionBoundary name="app-info">
          <AppInfoCard platform={platform} />
        </SectionBoundary>
        <SectionBoundary name="support">
          <SupportCard platform={platform} />
        </SectionBoundary>
        <SectionBoundary name="developer">
          <DeveloperCard />
        </SectionBoundary>
      </div>
    </section>
  );
}
