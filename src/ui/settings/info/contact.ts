// The fixed support contact details (spec section 2: "fixed in the app") and the links built from
// them: phone dial, a mail draft with a Dutch subject and body, and a WhatsApp chat with a greeting.
import { info } from '../../texts/info';

export const SUPPORT_PHONE = '+31 20 123 4567';
export const SUPPORT_EMAIL = 'support@kmfc.nl';
export const DEVELOPER_NAME = 'KMFC Digital';
export const DEVELOPER_WEBSITE = 'https://www.kmfc.nl';
export const PRIVACY_URL = '/privacy.html';

/** The number as dialled: '+' and digits only. */
export const phoneDigits = (phone: string): string => phone.replace(/[^\d+]/g, '');

export function telHref(phone: string = SUPPORT_PHONE): string {
  return `tel:${phoneDigits(phone)}`;
}

export function mailHref(version: string, platform: string, email: string = SUPPORT_EMAIL): string {
  const t = info.support;
  const subject = encodeURIComponent(t.mailSubject);
  const body = encodeURIComponent(t.mailBody(version, platform));
  return `mailto:${email}?subject=${subject}&body=${body}`;
}

/** wa.me wants the international number without '+' or spaces. */
export function whatsappHref(phone: string = SUPPORT_PHONE): string {
  return `https://wa.me/${phoneDigits(phone).replace(/^\+/, '')}?text=${encodeURIComponent(info.support.whatsappGreeting)}`;
}

type NavigatorWithUAData = Navigator & { userAgentData?: { platform?: string } };

/** The platform the browser reports, 'Web' when it says nothing. */
export function platformName(nav: Navigator | undefined = globalThis.navigator): string {
  const reported = (nav as NavigatorWithUAData | undefined)?.userAgentData?.platform || nav?.platform;
  return reported?.trim() || info.app.platformFallback;
}
