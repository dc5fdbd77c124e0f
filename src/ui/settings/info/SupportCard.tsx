// Support: urgent phone support, email support (prefilled draft) and WhatsApp, with the phone number
// and email address also shown as text.
import { useId } from 'react';
import { APP_VERSION } from '../../lib/app-version';
import { info } from '../../texts/info';
import { SUPPORT_EMAIL, SUPPORT_PHONE, mailHref, telHref, whatsappHref } from './contact';

export type SupportCardProps = { platform: string };

// Inline drawings: emoji render as empty boxes on tablets without an emoji font.
const svg = (path: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d={path} />
  </svg>
);
const PHONE = svg('M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z');
const MAIL = svg('M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm18 2-10 7L2 6');
const CHAT = svg('M21 11.5a8.4 8.4 0 0 1-9 8.4 8.5 8.5 0 0 1-3.8-.9L3 21l1.9-5.2a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 8.5-8.5 8.4 8.4 0 0 1 8.5 8z');

export function SupportCard({ platform }: SupportCardProps) {
  const t = info.support;
  const headingId = useId();
  const channels = [
    { href: telHref(), label: t.urgent, hint: t.urgentHint, icon: PHONE, external: false, urgent: true },
    { href: mailHref(APP_VERSION, platform), label: t.email, hint: t.emailHint, icon: MAIL, external: false, urgent: false },
    { href: whatsappHref(), label: t.whatsapp, hint: t.whatsappHint, icon: CHAT, external: true, urgent: false },
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
