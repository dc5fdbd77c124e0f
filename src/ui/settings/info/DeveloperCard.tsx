// The developer company: name, website and location.
import { useId } from 'react';
import { info } from '../../texts/info';
import { DEVELOPER_NAME, DEVELOPER_WEBSITE } from './contact';

export function DeveloperCard() {
  const t = info.developer;
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      <p className="info__company">{DEVELOPER_NAME}</p>
      <dl className="info__list">
        <div>
          <dt>{t.website}</dt>
          <dd>
            <a href={DEVELOPER_WEBSITE} target="_blank" rel="noopener noreferrer">
              {DEVELOPER_WEBSITE.replace(/^https?:\/\//, '')}
              <span className="visually-hidden"> {info.app.newTab}</span>
            </a>
          </dd>
        </div>
        <div>
          <dt>{t.location}</dt>
          <dd>{t.country}</dd>
        </div>
      </dl>
    </section>
  );
}
