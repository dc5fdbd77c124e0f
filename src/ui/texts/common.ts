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
} as const;
