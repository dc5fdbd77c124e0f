// The print state of an order: what the order card and detail say about its tickets, the
// notice after a failed print, and the printer's failures in Dutch. Imported by the printing screens
// directly, not through the catalogue's index, which loads with the first screen (printing
// adds nothing to the first screen's JavaScript).
import type { PrinterFailure } from '../lib/print/print-types';

const failures: Record<PrinterFailure, string> = {
  'no-printer': 'er is geen printer ingesteld',
  'no-response': 'de printer reageert niet',
  'paper-out': 'het papier is op',
  'cover-open': 'de klep van de printer staat open',
  offline: 'de printer is offline',
  'connection-lost': 'de verbinding met de printer is verbroken',
  refused: 'de printer weigerde de afdruk',
};

export const printState = {
  /** The list's name for screen readers. */
  label: 'Afdrukken',
  kind: { kitchen: 'Keukenbon', customer: 'Klantbon' },
  printed: (time: string) => `Afgedrukt ${time}`,
  failed: 'Afdrukken mislukt',
  duplicate: 'Dubbel afgedrukt',
  retry: 'Opnieuw afdrukken',
  failures,
  unknownFailure: 'de printer gaf een fout',
  notice: {
    title: 'Afdrukken mislukt',
    body: (kind: string, order: string, why: string) => `${kind} van bestelling ${order} is niet afgedrukt: ${why}.`,
    again: 'Opnieuw',
    viaBrowser: 'Via browser afdrukken',
    acknowledge: 'Gezien',
  },
} as const;
