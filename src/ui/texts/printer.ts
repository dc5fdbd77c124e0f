// The Printer settings screen, the test ticket, and how a printer's failure is said in Dutch
// (also for the print notices of automatic printing).
import type { PrinterFailure } from '../lib/print/print-types';

export const printer = {
  title: 'Printer',
  hint: 'Bonprinter, papier en automatisch afdrukken',
  connection: {
    title: 'Verbinding',
    browser: 'Via de browser (afdrukvenster)',
    usb: 'USB-printer',
    serial: 'Seriële of Bluetooth-printer',
    network: 'Netwerkprinter (Epson ePOS)',
  },
  unsupported: {
    both: 'Deze browser kan niet rechtstreeks met USB- of seriële printers praten (dat kan alleen in Chrome of Edge op een computer of Android); afdrukken gaat hier via het afdrukvenster of een netwerkprinter.',
    usb: 'Deze browser kan niet rechtstreeks met USB-printers praten (WebUSB ontbreekt); kies een seriële printer, een netwerkprinter of het afdrukvenster.',
    serial: 'Deze browser kan niet rechtstreeks met seriële of Bluetooth-printers praten (Web Serial ontbreekt); kies een USB-printer, een netwerkprinter of het afdrukvenster.',
  },
  choose: 'Printer kiezen',
  chosen: (name: string) => `Gekozen: ${name}`,
  noneChosen: 'Nog geen printer gekozen.',
  usbName: (vendorId: number, productId: number) => `USB-printer ${hex(vendorId)}:${hex(productId)}`,
  serialName: (vendorId: number | null, productId: number | null) =>
    vendorId === null || productId === null ? 'Seriële poort' : `Seriële poort ${hex(vendorId)}:${hex(productId)}`,
  chooseFailed: 'De printer kon niet worden gekozen. Probeer het opnieuw.',
  saveFailed: 'De instelling kon niet worden opgeslagen. Probeer het opnieuw.',
  baudRate: 'Snelheid (baud)',
  host: 'Adres van de printer',
  hostHint: 'IP-adres of naam, bijvoorbeeld 192.168.1.50. Chrome vraagt de eerste keer toestemming voor het lokale netwerk.',
  hostInvalid: 'Vul een IP-adres of printernaam in, zonder pad.',
  save: 'Opslaan',
  paperWidth: 'Papierbreedte',
  mm: (width: number) => `${width} mm`,
  language: 'Printertaal',
  languages: { 'esc-pos': 'ESC/POS (Epson en de meeste bonprinters)', 'star-prnt': 'StarPRNT (Star)' },
  automatic: 'Automatisch afdrukken',
  autoPrint: 'Automatisch afdrukken',
  autoPrintHint: 'Dit apparaat drukt de keukenbon af zodra een bestelling wordt geaccepteerd.',
  autoCustomer: 'Ook de klantbon automatisch',
  on: 'Aan',
  off: 'Uit',
  test: 'Testafdruk',
  testing: 'Bezig met afdrukken…',
  lastResult: 'Laatste testafdruk',
  printed: (time: string) => `Afgedrukt om ${time}`,
  failedAt: (time: string, reason: string) => `Mislukt om ${time}: ${reason}`,
  testTicket: {
    title: 'TESTAFDRUK',
    paper: (width: number, columns: number) => `Papier ${width} mm, ${columns} tekens`,
    connection: (name: string) => `Verbinding: ${name}`,
    printedAt: (at: string) => `Afgedrukt: ${at}`,
    euro: 'Euroteken: € 12,50',
    done: 'Staat dit er goed op? Dan werkt de printer.',
  },
  failures: {
    'no-printer': 'Er is geen printer gekozen. Kies eerst een printer.',
    'no-response': 'De printer antwoordt niet. Staat hij aan en is hij aangesloten?',
    'paper-out': 'Het papier is op. Plaats een nieuwe rol.',
    'cover-open': 'De klep van de printer staat open. Sluit de klep.',
    offline: 'De printer is niet bereikbaar. Controleer de kabel, het netwerk of de stroom.',
    'connection-lost': 'De verbinding met de printer is weggevallen tijdens het afdrukken.',
    refused: 'De printer heeft de bon geweigerd.',
  } satisfies Record<PrinterFailure, string>,
} as const;

function hex(id: number): string {
  return id.toString(16).padStart(4, '0');
}
