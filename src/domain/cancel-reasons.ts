// Why an order was canceled: one of the reasons staff choose from, or 'Anders' with a short text of their
// own. The stored text is the reason itself, or 'Anders: ' and the text; the database checks the same
// (public.cancel_reason_valid), so a reason the app accepts is one the server accepts.

export const CANCEL_REASONS = [
  'Klant heeft afgezegd',
  'Product uitverkocht',
  'Te druk',
  'Buiten bezorggebied',
  'Adres niet gevonden',
] as const;

export const OTHER_REASON = 'Anders';
export const OTHER_PREFIX = 'Anders: ';
export const OTHER_MAX_LENGTH = 200;

export type CancelChoice = (typeof CANCEL_REASONS)[number] | typeof OTHER_REASON;

export const CANCEL_CHOICES: readonly CancelChoice[] = [...CANCEL_REASONS, OTHER_REASON];

export type CancelReasonResult = { ok: true; reason: string } | { ok: false; problem: 'no-choice' | 'no-text' | 'too-long' };

/** The reason to store for a choice (and the text typed for 'Anders'), or what is missing. */
export function cancelReason(choice: CancelChoice | null, other = ''): CancelReasonResult {
  if (!choice) return { ok: false, problem: 'no-choice' };
  if (choice !== OTHER_REASON) return { ok: true, reason: choice };
  const text = other.trim();
  if (!text) return { ok: false, problem: 'no-text' };
  if (text.length > OTHER_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  return { ok: true, reason: OTHER_PREFIX + text };
}

/** True for a reason the server accepts for a cancellation through the app. */
export function isCancelReason(reason: unknown): reason is string {
  if (typeof reason !== 'string') return false;
  if ((CANCEL_REASONS as readonly string[]).includes(reason)) return true;
  if (!reason.startsWith(OTHER_PREFIX)) return false;
  const text = reason.slice(OTHER_PREFIX.length);
  return text.length > 0 && text.length <= OTHER_MAX_LENGTH && text === text.trim();
}
