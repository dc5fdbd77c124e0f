// Texts used on many screens.
export const common = {
  appName: 'KMFC Shop admin',
  brand: 'KMFC Shop',
  // The spec's router error page (section 2), in its English words.
  unexpectedError: 'Unexpected Application Error!',
  loading: 'Laden...',
  back: 'Terug',
  cancel: 'Annuleren',
  ok: 'OK',
  close: 'Sluiten',
  yes: 'Ja',
  no: 'Nee',
  sectionFailed: 'Dit onderdeel kon niet worden getoond.',
  sectionRetry: 'Opnieuw proberen',
  /** While the order history still streams in after sign-in, beside what it makes partial. */
  historyLoading: (percent: number | null) => `Geschiedenis laden…${percent === null ? '' : ` ${percent}%`}`,
  /** A number that is not final yet, as screen readers hear it (on screen: '133+'). */
  partial: (value: string) => `${value} of meer, wordt nog geladen`,
} as const;
