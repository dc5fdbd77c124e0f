// Texts of the audit trail: an order's 'Geschiedenis' and who last changed the shop ('Gewijzigd door …').

export const history = {
  title: 'Geschiedenis',
  empty: 'Nog geen geschiedenis van deze bestelling op dit apparaat.',
  placed: 'Geplaatst',
  accepted: (time: string | null) => (time ? `Geaccepteerd, klaar om ${time}` : 'Geaccepteerd'),
  status: (label: string) => `Status: ${label}`,
  canceled: (reason: string | null) => (reason ? `Geannuleerd: ${reason}` : 'Geannuleerd'),
  delayed: (time: string) => `Vertraagd tot ${time}`,
  promised: (time: string) => `Klaartijd ${time}`,
  payment: (label: string) => `Betaalstatus: ${label}`,
  customer: 'Klantgegevens gewijzigd',
  anonymised: 'Klantgegevens gewist',
  updated: 'Gewijzigd',
  ticket: { kitchen: 'Keukenbon', customer: 'Klantbon' } as Record<string, string>,
  printed: (ticket: string, copy: number | null) => `${ticket} geprint${copy && copy > 1 ? ` (herdruk ${copy - 1})` : ''}`,
  printing: (ticket: string) => `${ticket} wordt geprint`,
  printFailed: (ticket: string) => `${ticket} printen mislukt`,
  by: (who: string) => `door ${who}`,
  on: (device: string) => `op ${device}`,
  thisDevice: 'dit apparaat',
  unknownDevice: 'een ander apparaat',
  server: 'de server',
  changedBy: (who: string, time: string) => `Gewijzigd door ${who} om ${time}`,
};

/** 'Eerdere bestellingen van deze klant' in the order detail. */
export const customerHistory = {
  title: 'Eerdere bestellingen van deze klant',
  none: 'Geen eerdere bestellingen.',
  summary: (orders: number, spent: string) => `${orders} ${orders === 1 ? 'bestelling' : 'bestellingen'}, samen ${spent}`,
  canceled: (n: number) => `${n} geannuleerd`,
  lastFive: 'Laatste bestellingen',
  notes: 'Opmerkingen bij eerdere bestellingen',
  onDevice: 'Van dit apparaat (zonder verbinding).',
};
