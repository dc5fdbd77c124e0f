// App Informatie: this build's version against the latest one the company record announces
// (spec section 5 version compare), build date, platform, developer and the privacy policy link.
import { useId, type ReactNode } from 'react';
import { useLatestVersion } from '../../../db/shop';
import { compareVersions } from '../../../domain/version';
import { APP_VERSION, BUILD_DATE } from '../../lib/app-version';
import { texts } from '../../texts';
import { info } from '../../texts/info';
import { DEVELOPER_NAME, PRIVACY_URL } from './contact';
import { FactList } from '../../components/FactList';

export type AppInfoCardProps = { platform: string };

export function AppInfoCard({ platform }: AppInfoCardProps) {
  const t = info.app;
  const latest = useLatestVersion();
  const headingId = useId();
  const status = latest === undefined ? 'loading' : compareVersions(APP_VERSION, latest);
  const rows: [string, ReactNode][] = [
    [t.currentVersion, APP_VERSION],
    [t.latestVersion, latest === undefined ? texts.common.loading : (latest ?? t.statuses.unknown)],
    [t.status, <span className={`info__status info__status--${status}`}>{t.statuses[status]}</span>],
    [t.buildDate, BUILD_DATE],
    [t.platform, platform],
    [t.developer, DEVELOPER_NAME],
  ];
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      <FactList className="info__list" rows={rows} />
      <a className="button info__link" href={PRIVACY_URL} target="_blank" rel="noopener noreferrer">
        {t.privacy} <span className="visually-hidden">{t.newTab}</span>
        <span aria-hidden="true">↗</span>
      </a>
    </section>
  );
}
