// Support: urgent phone support, email support (prefilled draft) and WhatsApp, with the phone number
// and email address also shown as text.
import { useId } from 'react';
import { APP_VERSION } from '../../app-version';
import { texts } from '../../texts';
import { SUPPORT_EMAIL, SUPPORT_PHONE, mailHref, telHref, whatsappHref } from './contact';

export type SupportCardProps = { platform: string };

export function SupportCard({ platform }: SupportCardProps) {
  const t = texts.info.support;
  const headingId = useId();
  const channels = [
    { href: telHref(), label: t.urgent, hint: t.urgentHint, icon: '📞', external: false, urgent: true },
    { href: mailHref(APP_VERSION, platform), label: t.email, hint: t.emailHint, icon: '✉️', external: false, urgent: false },
    { href: whatsappHref(), label: t.whatsapp, hint: t.whatsappHint, icon: '💬', external: true, urgent: false },
  ];
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      <p className="info__intro">{t.intro}</p>
      <ul className="info__channels">
        {channels.map((channel) => (
          <li key={channel.label}>
            <a
              className={`info__channel${channel.urgent ? ' info__channel--urgent' : ''}`}
              href={channel.href}
              {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <span className="info__channel-icon" aria-hidden="true">{channel.icon}</span>
              <span className="info__channel-text">
                <span className="info__channel-label">{channel.label}</span>
                <span className="info__channel-hint">{channel.hint}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <dl className="info__list">
        <div>
          <dt>{t.phoneLabel}</dt>
          <dd>{SUPPORT_PHONE}</dd>
        </div>
        <div>
          <dt>{t.emailLabel}</dt>
          <dd>{SUPPORT_EMAIL}</dd>
        </div>
      </dl>
    </section>
  );
}
